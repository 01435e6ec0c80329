import { computed } from 'vue'
import { forbidden, type Verdict } from '@/engine/core/sequence'
import { miniaturesSequence, type MiniQuestion } from '@/engine/miniatures/sequence'
import type { ActionDraft } from '@/model/actionDraft'
import { owedRefs, withOverride } from '@/rulesets/flow'
import { foldMini } from '@/rulesets/miniatures/sequence'
import { useBattleStore } from '@/stores/battle'

/** The open battle's miniatures sequence: folded from the log, asked before any action is offered. */
export function useMiniSequence() {
  const battle = useBattleStore()
  const folded = computed(() => (battle.state ? foldMini(battle.state, battle.log) : miniaturesSequence.initial))
  const owed = computed(() => owedRefs(battle.log))
  const ask = (q: MiniQuestion): Verdict => (battle.state ? miniaturesSequence.ask(folded.value, q, owed.value) : forbidden('—', 'No battle open.'))
  const where = computed(() => miniaturesSequence.where(folded.value))
  /** The draft as dispatched under `v`: an umpire override of a players' warning is recorded with it. */
  const under = (draft: ActionDraft, v: Verdict): ActionDraft => withOverride(draft, v)
  return { battle, folded, ask, where, under }
}
