import { ref } from 'vue'
import { RulesInputError } from '@/engine/core/errors'
import type { ActionDraft } from '@/model/actionDraft'
import { useBattleStore } from '@/stores/battle'

/**
 * The one way a screen changes a battle: build the draft with a ruleset's pure function, turn a
 * RulesInputError into `message` (shown beside the control, never thrown into the page), and
 * dispatch it as one action. `run` resolves true once the action is recorded, or when the function
 * had nothing to record (null); false when the rules or storage refused it.
 */
export function useRulesAction() {
  const battle = useBattleStore()
  const message = ref<string | null>(null)
  async function run(make: () => ActionDraft | null | undefined | false): Promise<boolean> {
    let draft: ActionDraft | null | undefined | false
    try {
      draft = make()
    } catch (e) {
      if (e instanceof RulesInputError) { message.value = e.message; return false }
      throw e
    }
    message.value = null
    if (!draft) return true
    const done = await battle.dispatch(draft)
    if (!done) message.value = battle.error
    return done !== null
  }
  return { battle, message, run }
}
