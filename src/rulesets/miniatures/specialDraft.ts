import { SPECIAL_ACTIONS, type CaptureOutcome, type SpecialActionKind, type SpecialActionOutcome } from '@/engine/miniatures'
import type { DiceRecord, Unit } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { asJson, miniState } from './unitState'

const SHORT: Record<SpecialActionKind, string> = {
  'artillery-opportunity-fire': 'artillery opportunity fire',
  'cavalry-countercharge': 'cavalry counter-charge',
  'form-square': 'form square',
}

/**
 * seed 003, 9.3 Special Actions: the result logged in one action; a successful Form Square puts the unit in
 * square in the same action (undo takes both back).
 */
export function specialActionDraft(unit: Unit, action: SpecialActionKind, outcome: SpecialActionOutcome, dice: DiceRecord): ActionDraft {
  const formsSquare = action === 'form-square' && outcome === 'success'
  const n = dice.dice.length
  return {
    kind: 'special-action', by: unit.side,
    label: `${unit.name}: ${SHORT[action]} — ${outcome} (${n} white ${n === 1 ? 'die' : 'dice'})`,
    ops: formsSquare ? [{ op: 'unit.patch', id: unit.id, state: asJson({ inSquare: true }) }] : [],
    dice, detail: { unitId: unit.id, action, rule: SPECIAL_ACTIONS[action], outcome },
  }
}

/** seed 003, 9.4.1 General's Capture: 1–2 captured (removed), else the general retreats one segment. */
export function captureDraft(general: Unit, outcome: CaptureOutcome, dice: DiceRecord): ActionDraft {
  const captured = outcome === 'captured'
  return {
    kind: captured ? 'general.captured' : 'general.escaped', by: general.side,
    label: `${general.name}: ${captured ? 'captured' : 'escapes, retreats 1 segment'}`,
    ops: captured ? [{ op: 'unit.patch', id: general.id, state: asJson({ status: 'captured' }) }] : [],
    dice, detail: { outcome, disorderPoints: miniState(general).disorderPoints },
  }
}
