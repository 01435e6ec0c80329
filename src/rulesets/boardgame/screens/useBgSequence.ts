import { computed } from 'vue'
import { ALLOWED, type Verdict } from '@/engine/core/sequence'
import { boardgameSequence, type BgQuestion } from '@/engine/boardgame/sequence'
import type { ActionDraft } from '@/model/actionDraft'
import { owedRefs, withOverride } from '@/rulesets/flow'
import { useBattleStore } from '@/stores/battle'
import { foldBg } from '@/rulesets/boardgame/sequence'

/**
 * The boardgame sequence as a screen reads it: where the battle stands, and the verdict on any action before it is
 * offered. A 'players' verdict the umpire overrides goes out through `withOverride`, logged with the action.
 */
export function useBgSequence() {
  const battle = useBattleStore()
  const folded = computed(() => (battle.state ? foldBg(battle.state, battle.log) : boardgameSequence.initial))
  const owed = computed(() => owedRefs(battle.log))
  const ask = (q: BgQuestion): Verdict => (battle.state ? boardgameSequence.ask(folded.value, q, owed.value) : ALLOWED)
  const where = computed(() => boardgameSequence.where(folded.value))
  /** The draft as the verdict lets it go: refused when forbidden, marked as the umpire's when overridden. */
  const under = (v: Verdict, draft: ActionDraft | null, override = false): ActionDraft | null =>
    v.verdict === 'allowed' ? draft : v.verdict === 'players' && override && draft ? withOverride(draft, v) : null
  return { folded, ask, where, under }
}
