import type { FireResult } from '@/engine/series/fire'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Unit } from '@/model/types'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { leaderCasualtyOwed, lossOps, lossWords, moraleOwed, s } from './lossOps'
import { leadersWith } from './unitState'

/**
 * Results applied to the units, each as ONE undoable action: steps off the loss sheet (3.6, 5.4), the
 * disorganization marker with the current turn (3.3), elimination, rally (11.3); and the tests the result calls
 * for on the owed list, pre-filled (7.9, 8.8, 14.5).
 */
/** Fire applied (7.3, 7.8, 7.9): the steps lost, then the morale check and the leader's casualty check owed. */
export function fireDraft(state: BattleState, firers: readonly Unit[], target: Unit, r: FireResult, dice: DiceRecord | undefined, input: JsonRecord): ActionDraft {
  const by = firers.map((f) => f.name).join(' and ')
  const lost = r.outcome.steps === 0 ? (r.outcome.moraleCheck ? 'morale check' : 'no effect') : `${s(r.outcome.steps)} lost — ${lossWords(state, r.allocation.losses).join(', ')}`
  const owes: OwedSpec[] = []
  const checker = r.moraleCheckOwed ? state.units[r.moraleCheckOwed.unit] : undefined
  // 14.5: the leaders' casualty checks "are executed before the tests that apply to the units, such as morale checks".
  if (r.leaderCasualtyCheckOwed) for (const l of leadersWith(state, target)) owes.push(leaderCasualtyOwed(l, 'the stack lost 2 or 3 steps in one fire attack (14.5)'))
  if (checker && r.moraleCheckOwed) owes.push(moraleOwed(checker, r.moraleCheckOwed))
  return withOwes({
    kind: 'fire.applied', by: firers[0]?.side, label: `${by} fire${firers.length === 1 ? 's' : ''} at ${target.name} (fire value ${r.fireValue}): ${lost}`,
    ops: lossOps(state, r.allocation.losses), dice, detail: { input, firerIds: firers.map((f) => f.id), targetId: target.id, steps: r.outcome.steps },
  }, owes)
}


export * from './lossOps'
export * from './meleeApply'
export * from './moraleApply'
