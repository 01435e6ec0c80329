import { SPECIAL_ACTIONS, type CaptureOutcome, type OpportunityFireOutcome, type SpecialActionKind, type SpecialActionOutcome } from '@/engine/miniatures'
import type { DiceRecord, JsonRecord, Unit } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import type { WorkingLine } from '@/engine/core'
import { otherInLog } from './otherLog'
import { miniState } from './unitState'
import { withFlow } from '@/rulesets/flow'
import { withOwes } from '@/rulesets/owed'
import { captureResult, opportunityResult, reactionResult } from '@/engine/miniatures/results'
import { INITIAL, type MiniState } from '@/engine/miniatures/sequence'
import { changeOps, owedSpecs } from './resultOps'
import { disorderPoints } from '@/engine/miniatures/words'

const SHORT: Record<SpecialActionKind, string> = {
  'artillery-opportunity-fire': 'artillery opportunity fire',
  'cavalry-countercharge': 'cavalry counter-charge',
  'form-square': 'form square',
}

/**
 * seed 003, 9.3 Special Actions: the result logged in one action; a successful Form Square puts the unit in
 * square in the same action (undo takes both back).
 */
export function specialActionDraft(unit: Unit, action: SpecialActionKind, outcome: SpecialActionOutcome, dice: DiceRecord, working?: readonly WorkingLine[], seq: MiniState = INITIAL): ActionDraft {
  const r = reactionResult(seq, unit, action, outcome === 'success')
  const n = dice.dice.length
  const other = otherInLog(working)
  return withFlow({
    kind: 'special-action', by: unit.side,
    label: `${unit.name}: ${SHORT[action]} — ${outcome} (${n} white ${n === 1 ? 'die' : 'dice'})${other.suffix}`,
    ops: changeOps(r.changes),
    dice, detail: { unitId: unit.id, action, rule: SPECIAL_ACTIONS[action], outcome, consequences: [...r.lines], ...other.detail },
  }, r.events as unknown as JsonRecord[])
}

/** seed 003, 9.4.1 General's Capture: 1–2 captured (removed), else the general retreats one segment. */
export function captureDraft(general: Unit, outcome: CaptureOutcome, dice: DiceRecord, seq: MiniState = INITIAL): ActionDraft {
  const captured = outcome === 'captured'
  const r = captureResult(seq, general, captured)
  return withFlow(withOwes({
    kind: captured ? 'general.captured' : 'general.escaped', by: general.side,
    label: `${general.name}: ${captured ? 'captured' : 'escapes, retreats 1 segment'}`,
    ops: changeOps(r.changes),
    dice, detail: { outcome, disorderPoints: miniState(general).disorderPoints, consequences: [...r.lines] },
  }, owedSpecs(r.owed, { segments: 1 })), r.events as unknown as JsonRecord[])
}

/**
 * seed 003, 9.3 and ruling 26: artillery opportunity fire against a charging cavalry unit, logged as one
 * action: the reaction roll, and on a success the fire's DP on the cavalry (removed at its limit).
 */
export function opportunityFireDraft(artillery: Unit, cavalry: Unit, outcome: OpportunityFireOutcome, dice: DiceRecord, seq: MiniState = INITIAL): ActionDraft {
  const r = opportunityResult(seq, artillery, cavalry, outcome)
  const n = dice.dice.length > 0 ? dice.dice.length - 1 : 0
  const removed = outcome.charge === 'cavalry removed'
  const after = outcome.reaction === 'failure'
    ? `no reaction — ${cavalry.name}'s charge goes on`
    : `${cavalry.name}${outcome.disorder ? ` +${disorderPoints(outcome.disorder)}` : ''} — ${removed ? 'removed' : outcome.charge === 'goes on' ? 'the charge goes on' : 'the charge stops 4 cm from the guns, no fight'}`
  return withFlow({
    kind: 'special-action', by: artillery.side,
    label: `${artillery.name}: artillery opportunity fire (${n} white ${n === 1 ? 'die' : 'dice'}) — ${after}`,
    ops: changeOps(r.changes),
    dice, detail: { unitId: artillery.id, targetId: cavalry.id, action: 'artillery-opportunity-fire', reaction: outcome.reaction, charge: outcome.charge, disorder: outcome.disorder, consequences: [...r.lines] },
  }, r.events as unknown as JsonRecord[])
}
