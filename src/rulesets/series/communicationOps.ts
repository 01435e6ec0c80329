import * as v from 'valibot'
import { check } from '@/engine/core'
import { leavingTheMap } from '@/engine/series/linesOfCommunication'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, SideId, Unit } from '@/model/types'
import { armyName } from './armyWords'
import { isActive, isCombat } from './unitState'

/**
 * seed 001, 15.0: "Each game will state the lines of communication for the armies": each army's as the owner
 * notes them (hexes or map edge, in the scenario's words), kept in `battle.communication` and read through a
 * schema, a bad record ignored.
 */
export const LINES_MAX = 80
const Schema = v.object({ a: v.pipe(v.string(), v.maxLength(LINES_MAX)), b: v.pipe(v.string(), v.maxLength(LINES_MAX)) })

export function linesOfCommunication(state: Pick<BattleState, 'battle'>): Record<SideId, string> {
  const p = v.safeParse(Schema, state.battle.communication)
  return p.success ? p.output : { a: '', b: '' }
}

/** One army's line of communication noted or changed: one action (null when unchanged). */
export function linesDraft(state: BattleState, side: SideId, text: string): ActionDraft | null {
  const t = text.trim()
  check(t.length <= LINES_MAX, 'out-of-range', 'lines', `Line of communication: at most ${LINES_MAX} characters.`)
  const now = linesOfCommunication(state)
  if (now[side] === t) return null
  return { kind: 'communication', by: 'umpire', label: `${armyName(state.setup, side)} line of communication (15.0): ${t || 'not noted'}`,
    ops: [{ op: 'battle.patch', patch: { communication: { ...now, [side]: t } } }] }
}

export interface Exit { readonly lineOfCommunication: boolean; readonly specialRulesAllowExit: boolean }

/**
 * 8.9 / 15.0: a unit leaves the map. Either way it is off the map for good (marked eliminated); the label says
 * what it counts for, as leavingTheMap words it.
 */
export function leaveMapDraft(state: BattleState, unit: Unit, exit: Exit): ActionDraft {
  check(isCombat(unit) && isActive(unit), 'not-allowed-together', 'unit', `${unit.name} is not a combat unit on the map.`)
  const via = exit.lineOfCommunication ? ` through ${armyName(state.setup, unit.side)}'s line of communication` : ''
  return { kind: 'unit.exit', by: unit.side, label: `${unit.name} leaves the map${via} (15.0): ${leavingTheMap(exit)}`,
    ops: [{ op: 'unit.patch', id: unit.id, state: { status: 'eliminated' } }] }
}
