import * as v from 'valibot'
import { check } from '@/engine/core'
import { ARMY_LEADER_DIRECT_UNITS, halfMovement, leaderInRadius, unitInCommand, type HalfMoveRounding } from '@/engine/series/commandControl/commandRadius'
import { usesLevel } from '@/engine/series/commandControl/levels'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Unit } from '@/model/types'
import { ruling } from './battleRuling'
import { seriesOptions } from './options'
import { enteredOnTurn } from './reinforcementState'
import { currentTurn } from './turnState'
import { leaderState } from './unitState'

/**
 * seed 001, 17.2 (command and control level 2 and up): each unit's path in hexes to its commander and each
 * leader's to his superior, as the players count them at the start of the charge phase. The battle keeps the
 * latest count per counter in `battle.radius[id]`; a count from an earlier turn no longer says anything.
 */
const turn = v.pipe(v.number(), v.integer(), v.minValue(1))
const RadiusSchema = v.object({
  turn,
  pathHexes: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  inCommand: v.boolean(),
  /** 17.2: "an army leader can directly command 3 units of his choice". */
  via: v.picklist(['own commander', 'army commander']),
  /** 17.2: a leader out of radius who rolled for initiative: the MP he may move this turn (0 on a failure). */
  initiativeMove: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
})
export type RadiusRecord = v.InferOutput<typeof RadiusSchema>
export type CommandVia = RadiusRecord['via']

export function radiusRecords(state: BattleState): Record<string, RadiusRecord> {
  const all = state.battle.radius
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return {}
  const out: Record<string, RadiusRecord> = {}
  for (const [id, raw] of Object.entries(all)) {
    const p = v.safeParse(RadiusSchema, raw)
    if (p.success) out[id] = p.output
  }
  return out
}

/** Level 2 and up (and level 5, which keeps the first two levels, 17.9). */
export const usesRadius = (state: BattleState): boolean => usesLevel(seriesOptions(state.setup).advanced.commandLevel, 2)
/** 17.3: at levels 3 and 4 a leader no longer needs to be within 10 hexes of his superior to move. */
export const leadersNeedRadius = (state: BattleState): boolean => {
  const level = seriesOptions(state.setup).advanced.commandLevel
  return usesLevel(level, 2) && !usesLevel(level, 3)
}

export type CommandStatus = 'in command' | 'out of command' | 'not counted this turn'

/**
 * 17.2: "During the first turn, all units and all leaders are under command"; 13.0: "All reinforcements are in
 * command the turn they enter", whatever the count; later, this turn's count decides.
 */
export function commandStatus(state: BattleState, id: string): CommandStatus {
  const t = currentTurn(state).number
  if (t === 1 || enteredOnTurn(state, id, t)) return 'in command'
  const r = radiusRecords(state)[id]
  if (!r || r.turn !== t) return 'not counted this turn'
  return r.inCommand ? 'in command' : 'out of command'
}

/** The units the army commander commands directly this turn (17.2: 3 of his choice). */
export function directUnits(state: BattleState, side: string): Unit[] {
  const t = currentTurn(state).number
  return Object.entries(radiusRecords(state)).filter(([id, r]) => r.turn === t && r.via === 'army commander' && state.units[id]?.side === side)
    .map(([id]) => state.units[id]!)
}

const patch = (state: BattleState, id: string, r: RadiusRecord): ActionDraft['ops'] =>
  [{ op: 'battle.patch', patch: { radius: { ...radiusRecords(state), [id]: JSON.parse(JSON.stringify(r)) as JsonRecord } } }]

const hexes = (n: number | null) => (n === null ? 'no path free of enemy units' : `${n} hex${n === 1 ? '' : 'es'}`)

/** 17.2: a unit's path to its commander counted (null: none free of enemy units and impassable hexes); one action. */
export function unitRadiusDraft(state: BattleState, u: Unit, pathHexes: number | null, via: CommandVia): ActionDraft {
  const t = currentTurn(state).number
  if (via === 'army commander') {
    const others = directUnits(state, u.side).filter((o) => o.id !== u.id)
    check(others.length < ARMY_LEADER_DIRECT_UNITS, 'not-allowed-together', 'via',
      `The army commander already commands ${ARMY_LEADER_DIRECT_UNITS} units directly this turn (17.2): ${others.map((o) => o.name).join(', ')}.`)
  }
  const inCommand = unitInCommand({ pathHexes, turn: t })
  const whose = via === 'army commander' ? 'the army commander' : 'its commander'
  return {
    kind: 'command.radius', by: u.side, ops: patch(state, u.id, { turn: t, pathHexes, inCommand, via }), detail: { unitId: u.id, inCommand },
    label: `${u.name}: ${hexes(pathHexes)} from ${whose} — ${inCommand ? 'in command' : 'out of command'} for turn ${t} (17.2)`,
  }
}

/** 17.2 (levels 2 and 5): a leader's path to his superior; an army commander is always free to move and lead. */
export function leaderRadiusDraft(state: BattleState, leader: Unit, pathHexes: number | null): ActionDraft {
  const t = currentTurn(state).number
  const inCommand = leaderInRadius({ pathHexes, turn: t, overallCommander: leaderState(leader).rank === 'army', tacticalOrders: !leadersNeedRadius(state) })
  const says = inCommand ? 'within radius, may move' : 'out of radius: moves only by initiative (17.2)'
  return { kind: 'command.radius', by: leader.side, ops: patch(state, leader.id, { turn: t, pathHexes, inCommand, via: 'own commander' }), detail: { unitId: leader.id, inCommand },
    label: `${leader.name}: ${hexes(pathHexes)} from his superior — ${says}` }
}

export const halfMoveRuling = (state: BattleState): HalfMoveRounding => ruling(state, 'halfMove') as HalfMoveRounding

/** 17.2 / 17.7 at level 2: the leader out of radius rolled for initiative: half his allowance, or no move at all. */
export function radiusInitiativeDraft(state: BattleState, leader: Unit, outcome: 'success' | 'failure', dice: DiceRecord | undefined): ActionDraft {
  const t = currentTurn(state).number
  const r = radiusRecords(state)[leader.id]
  check(r !== undefined && r.turn === t && !r.inCommand, 'not-allowed-together', 'pathHexes', `${leader.name} is not out of radius this turn: count his path to his superior first (17.2).`)
  const mp = outcome === 'success' ? halfMovement(leaderState(leader).movementAllowance, halfMoveRuling(state)) : 0
  const says = outcome === 'success' ? `moves up to ${mp} MP this turn (half his allowance, ${halfMoveRuling(state)})` : 'cannot move at all this turn'
  return { kind: 'command.initiative', by: leader.side, dice, ops: patch(state, leader.id, { ...r, initiativeMove: mp }), detail: { unitId: leader.id, outcome },
    label: `${leader.name}: initiative check ${outcome} — ${says} (17.2)` }
}

/** This turn's count for one army's active units (17.2): how many are out of command and how many not counted yet. */
export function radiusSummary(state: BattleState, units: readonly Unit[]): { outOfCommand: number; notCounted: number } {
  const s = units.map((u) => commandStatus(state, u.id))
  return { outOfCommand: s.filter((x) => x === 'out of command').length, notCounted: s.filter((x) => x === 'not counted this turn').length }
}
