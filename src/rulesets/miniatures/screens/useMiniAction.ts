import { ref } from 'vue'
import { RulesInputError } from '@/engine/core'
import { useBattleStore, type ActionDraft } from '@/stores/battle'

/**
 * Builds a draft and dispatches it as one action; a RulesInputError from the rules becomes `message`
 * (shown beside the control), never an exception in the page. Resolves true when recorded.
 */
export function useMiniAction() {
  const battle = useBattleStore()
  const message = ref<string | null>(null)
  async function run(make: () => ActionDraft | null): Promise<boolean> {
    let draft: ActionDraft | null
    try {
      draft = make()
    } catch (e) {
      if (e instanceof RulesInputError) { message.value = e.message; return false }
      throw e
    }
    if (!draft) return false
    const done = await battle.dispatch(draft)
    message.value = done ? null : battle.error
    return done !== null
  }
  return { message, run }
}
