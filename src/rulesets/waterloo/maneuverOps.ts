import { maneuver, type ManeuverInput } from '@/engine/waterloo/results'
import type { ActionDraft } from '@/model/actionDraft'
import type { Unit } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { withOwes } from '@/rulesets/owed'
import { resultUnit, specOf } from './resultOps'

/**
 * seed 002, F-1 Maneuver: the path moved on the map, counted by the engine (it refuses what the text forbids), logged as
 * the unit's one Unit Action; a Forced March past the allowance owes its Elan Test. The hex it ends in, when given,
 * is written onto the unit, so the move is on the unit and not only in the log line.
 */
export function maneuverDraft(unit: Unit, input: ManeuverInput, detachment: boolean): ActionDraft {
  const r = maneuver(input, resultUnit(unit, detachment))
  const fm = r.owed.length ? ', Forced March' : ''
  return withFlow(withOwes({
    kind: 'wl.maneuver', by: unit.side, label: `${unit.name} Maneuvers: ${input.path.length} hex${input.path.length === 1 ? '' : 'es'}${input.endHex ? ` to ${input.endHex}` : ''} (${r.counted} of ${r.allowance} counted${fm})`,
    ops: input.endHex ? [{ op: 'unit.patch', id: unit.id, state: { hex: input.endHex } }] : [],
    detail: { unitId: unit.id, hexes: input.path.length, counted: r.counted, allowance: r.allowance, ...(input.endHex ? { endHex: input.endHex } : {}) },
  }, r.owed.map(specOf)), [{ t: 'act', unit: unit.id, action: 'maneuver', forcedMarch: r.owed.length > 0 }])
}
