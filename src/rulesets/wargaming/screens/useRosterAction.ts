import { ref } from 'vue'
import { RulesInputError } from '@/engine/core/errors'
import type { RosterDraft } from '@/rulesets/wargaming/roster'
import { useBattleStore } from '@/stores/battle'

/** Runs a pure roster function and dispatches its draft; a rules mistake is kept in `problem`, by the control. */
export function useRosterAction() {
  const battle = useBattleStore()
  const problem = ref<string | null>(null)
  async function run(make: () => RosterDraft | null): Promise<boolean> {
    problem.value = null
    let draft: RosterDraft | null
    try {
      draft = make()
    } catch (e) {
      if (e instanceof RulesInputError) {
        problem.value = e.message
        return false
      }
      throw e
    }
    if (!draft) return true
    return (await battle.dispatch(draft)) !== null
  }
  return { battle, problem, run }
}
