import type { MiniState, ReactionKind } from '../sequence'
import { finish, retreatStep, type ResultOut } from './result'
import { disorderPoints } from '../words'

/**
 * seed 003, 9.3 Special Actions: a success locks the unit for the round ("Units which have successfully attempted
 * special action cannot be activated for the remainder of the round"); a successful Form Square puts it in square.
 */
export function reactionResult(s: MiniState, unit: { readonly id: string; readonly name: string }, action: ReactionKind, success: boolean): ResultOut {
  if (!success) return finish(s, { changes: [], owed: [], events: [{ t: 'special', unit: unit.id, success: false }], lines: [`${unit.name}: no reaction`] })
  const square = action === 'form-square'
  return finish(s, {
    changes: square ? [{ id: unit.id, inSquare: true }] : [],
    owed: [],
    events: [{ t: 'special', unit: unit.id, success: true }, ...(square ? [{ t: 'unit' as const, id: unit.id, square: true }] : [])],
    lines: [...(square ? [`${unit.name} forms square`] : []), `${unit.name} cannot be activated for the rest of the round (seed 003, 9.3)`],
  })
}

/** seed 003, 9.4.1 General's Capture: 1–2 captured (an eliminated unit, seed 000 9.52), else a retreat of one segment. */
export function captureResult(s: MiniState, general: { readonly id: string; readonly name: string }, captured: boolean): ResultOut {
  if (captured) {
    return finish(s, { changes: [{ id: general.id, status: 'captured' }], owed: [], events: [{ t: 'unit', id: general.id, out: true }], lines: [`${general.name} captured (seed 003, 9.4.1)`] })
  }
  return finish(s, {
    changes: [], owed: [retreatStep(general.id, general.name, 1)], events: [{ t: 'retreated', unit: general.id }],
    lines: [`${general.name} escapes and retreats 1 segment (seed 003, 9.4.1)`],
  })
}

/**
 * seed 003, 9.3: artillery opportunity fire on a charging cavalry unit: the reaction's lock on the guns when it
 * succeeds, and the cavalry removed at its capacity or stopped 4 cm from the guns "without a fight".
 */
export function opportunityResult(s: MiniState, guns: { readonly id: string; readonly name: string }, cavalry: { readonly id: string; readonly name: string },
  outcome: { readonly reaction: 'success' | 'failure'; readonly charge: string; readonly disorder: number; readonly cavalryDisorderPoints: number }): ResultOut {
  const base = reactionResult(s, guns, 'artillery-opportunity-fire', outcome.reaction === 'success')
  const removed = outcome.charge === 'cavalry removed'
  const lines = [...base.lines]
  if (outcome.disorder > 0) lines.push(`${cavalry.name} +${disorderPoints(outcome.disorder)}`)
  if (removed) lines.push(`${cavalry.name} removed (seed 003, 6.0)`)
  else if (outcome.charge !== 'goes on' && outcome.reaction === 'success') lines.push(`${cavalry.name} stops 4 cm from the guns, no fight (seed 003, 9.3)`)
  return finish(s, {
    changes: outcome.disorder > 0 || removed ? [{ id: cavalry.id, disorderPoints: outcome.cavalryDisorderPoints, ...(removed ? { status: 'removed' as const } : {}) }] : [],
    owed: [],
    events: [...base.events, ...(removed ? [{ t: 'unit' as const, id: cavalry.id, out: true }] : [])],
    lines,
  })
}
