import { computed } from 'vue'
import { forbid } from '@/engine/core/errors'
import { forbidden, type Verdict } from '@/engine/core/sequence'
import { MARKERS, type MarkerId } from '@/engine/waterloo/markers'
import type { OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import { waterlooSequence, where, type WlQuestion, type WlState } from '@/engine/waterloo/sequence'
import type { Action, BattleState } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { owedRefs, withOverride } from '@/rulesets/flow'
import { foldWl } from '@/rulesets/waterloo/sequence'
import { useBattleStore } from '@/stores/battle'
import { useCounters } from './useCounters'

/** One fold shared by every screen part that asks (a unit row each): recomputed when the battle, its log or the counters change. */
let memo: { state: unknown; log: unknown; length: number; values: unknown; folded: WlState } | null = null
const NONE: OwnerUnitValues = {}
function foldOnce(state: BattleState, log: readonly Action[], given: OwnerUnitValues): WlState {
  const values = Object.keys(given).length ? given : NONE
  if (memo && memo.state === state && memo.log === log && memo.length === log.length && memo.values === values) return memo.folded
  const folded = foldWl(state, log, values)
  memo = { state, log, length: log.length, values, folded }
  return folded
}

export const markerName = (id: string): string => MARKERS[id as MarkerId]?.name ?? id

/**
 * The open battle's waterloo sequence (seed 002, B–H): folded from the log, asked before any action is offered.
 * `guarded` refuses a forbidden action with the rule quoted and records an umpire override of a players' warning.
 */
export function useWlFlow() {
  const battle = useBattleStore()
  const { values } = useCounters()
  const folded = computed(() => (battle.state ? foldOnce(battle.state, battle.log, values.value) : waterlooSequence.initial))
  const owed = computed(() => owedRefs(battle.log))
  const ask = (q: WlQuestion): Verdict => (battle.state ? waterlooSequence.ask(folded.value, q, owed.value) : forbidden('—', 'No battle open.'))
  const whereNow = computed(() => where(folded.value, markerName))
  function guarded(v: Verdict, draft: ActionDraft, override = false): ActionDraft {
    forbid(v.verdict !== 'forbidden', 'sequence', v.verdict === 'forbidden' ? v.section : '', v.verdict === 'forbidden' ? v.rule : '')
    forbid(v.verdict !== 'players' || override, 'sequence', v.verdict === 'players' ? v.section : '', v.verdict === 'players' ? v.rule : '')
    return withOverride(draft, v)
  }
  return { folded, ask, where: whereNow, guarded }
}
