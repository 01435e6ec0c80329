import { check } from '@/engine/core'
import { firstRallyTurn } from '@/engine/series/rally'
import { ROUT_MORALE_MODIFIER, routMarker } from '@/engine/series/optional/routEffects'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Op, Unit } from '@/model/types'
import { seriesOptions } from './options'
import { currentTurn } from './turnState'
import { asJson, combatState } from './unitState'

/**
 * seed 001, 16.5 Rout (optional rule). The battle keeps each routed unit's marker number in `battle.rout[unitId]`;
 * the unit stays disorganized with that marker, so a rally (11) that puts it back in good order ends the rout
 * ("When rallied, a routed unit becomes in good order ... There is no intermediate disorganized status").
 */
export type RoutCause = 'new disorganization' | 'contamination'

export const usesRout = (state: BattleState): boolean => seriesOptions(state.setup).advanced.rout

export function routMarkers(state: BattleState): Record<string, number> {
  const all = state.battle.rout
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return {}
  return Object.fromEntries(Object.entries(all).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isInteger(e[1]) && e[1] >= 1))
}

/** The battle's rout record with these units routed under `marker` (16.5), every other routed unit kept: one op. */
export function routRecordOp(state: BattleState, unitIds: readonly string[], marker: number): Op {
  return { op: 'battle.patch', patch: { rout: { ...routMarkers(state), ...Object.fromEntries(unitIds.map((id) => [id, marker])) } } }
}

/** Routed: its rout marker is still the disorganized marker on it (a rally or a new marker ends it). */
export function isRouted(state: BattleState, u: Unit): boolean {
  const m = routMarkers(state)[u.id]
  const s = combatState(u)
  return m !== undefined && s.status === 'active' && s.formation === 'disorganized' && s.disorganizedAtTurn === m
}

/** 16.5 Other effects, in the text's words. */
export const ROUTED_EFFECTS = [
  `morale ${ROUT_MORALE_MODIFIER}`, 'fire value 0', 'melee value 0',
  'moves normally but only toward its lines of communication',
  'its front covers the six adjacent hexes: an enemy entering one makes it retreat its whole movement toward its lines of communication (else any free hex, else it is eliminated)',
  'a unit it passes through, or that passes through it, is routed too, with no morale check',
] as const

/**
 * 16.5: an already disorganized unit with a new disorganization result from fire or melee (not a failed rally) routs;
 * a unit a routed unit passes through (or that passes through one) is routed "without any morale check". Two markers
 * of the current turn + 2 replace its marker; one action.
 */
export function routDraft(state: BattleState, u: Unit, cause: RoutCause): ActionDraft {
  check(usesRout(state), 'not-allowed-together', 'rout', 'Rout is an optional rule (16.5): turn it on in Options first.')
  check(!isRouted(state, u), 'not-allowed-together', 'rout', `${u.name} is already routed.`)
  check(combatState(u).status === 'active', 'not-allowed-together', 'status', `${u.name} is eliminated.`)
  if (cause === 'new disorganization')
    check(combatState(u).formation === 'disorganized', 'not-allowed-together', 'formation', 'Only a unit already disorganized routs on a new disorganization result (16.5).')
  const turn = currentTurn(state).number
  const marker = routMarker(turn)
  const why = cause === 'contamination' ? 'routed by contact with a routed unit' : 'routs on a new disorganization result'
  return { kind: 'unit.rout', by: u.side, detail: { unitId: u.id, cause },
    ops: [{ op: 'unit.patch', id: u.id, state: asJson({ formation: 'disorganized', disorganizedAtTurn: marker }) }, routRecordOp(state, [u.id], marker)],
    label: `${u.name} ${why} (16.5): two ${marker} markers, may rally from turn ${firstRallyTurn(marker)}; retreats its whole movement toward its lines of communication` }
}
