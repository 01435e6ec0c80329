import { check } from '@/engine/core'
import { roadEntryMp, roadEntryMpLoss } from '@/engine/series/reinforcements'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, Op, SideId } from '@/model/types'
import { withSettles, type OwedSpec, type OwedTest } from '@/rulesets/owed'
import { armyName } from './armyWords'
import { reinforcements, type Reinforcement, type ReinforcementForm } from './reinforcementState'
import { combatState, combatUnits, isActive, isCombat, leaderState } from './unitState'

export { enteredOnTurn, reinforcements, waitingTurn, type Reinforcement, type ReinforcementForm } from './reinforcementState'

const json = (list: readonly Reinforcement[]): JsonRecord => ({ reinforcements: JSON.parse(JSON.stringify(list)) as JsonRecord[] })

/** Every problem of the form at once, by field, in player words. */
export function reinforcementProblems(state: BattleState, f: ReinforcementForm): Record<string, string> {
  const out: Record<string, string> = {}
  if (!Number.isInteger(f.turn) || f.turn < 1) out.turn = 'Turn: the game turn they arrive, 1 or more.'
  if (f.formation.trim().length > 60) out.formation = 'Formation: at most 60 characters.'
  const units = f.unitIds.map((id) => state.units[id])
  if (units.some((u) => !u || !isCombat(u) || u.side !== f.side)) out.unitIds = `Choose units of ${armyName(state.setup, f.side)}.`
  else if (new Set(f.unitIds).size !== f.unitIds.length) out.unitIds = 'Each unit once.'
  if (!f.formation.trim() && !f.unitIds.length) out.formation = 'Name the formation or choose its units.'
  if (!f.entryHex.trim()) out.entryHex = 'Entry hex: the hex the scenario names (entry hexes must be playable).'
  else if (f.entryHex.trim().length > 20) out.entryHex = 'Entry hex: at most 20 characters.'
  if (f.movementAllowance !== null && (!Number.isInteger(f.movementAllowance) || f.movementAllowance < 0)) out.movementAllowance = 'Movement allowance: a whole number of MP, or blank.'
  return out
}

/** What arrives, as the schedule and the log say it: "Guard cavalry (2 units)" or "2e de ligne, 4e de ligne". */
export function whatArrives(state: BattleState, r: Pick<Reinforcement, 'formation' | 'unitIds'>): string {
  const names = r.unitIds.map((id) => state.units[id]?.name ?? id)
  if (!r.formation) return names.join(', ')
  return names.length ? `${r.formation} (${names.join(', ')})` : r.formation
}

/** One schedule entry added: one action. Refuses with the first problem's field. */
export function scheduleDraft(state: BattleState, f: ReinforcementForm, id: string): ActionDraft {
  const problems = Object.entries(reinforcementProblems(state, f))
  check(problems.length === 0, 'out-of-range', problems[0]?.[0] ?? 'reinforcement', problems[0]?.[1] ?? '')
  const r: Reinforcement = { ...f, id, formation: f.formation.trim(), entryHex: f.entryHex.trim(), unitIds: [...f.unitIds], arrivedTurn: null }
  return { kind: 'reinforcement.schedule', by: 'umpire', label: `Reinforcement (13.0): ${whatArrives(state, r)} for ${armyName(state.setup, f.side)} on turn ${f.turn} at hex ${r.entryHex}${f.road ? ' by road' : ''}`,
    ops: [{ op: 'battle.patch', patch: json([...reinforcements(state), r]) }] }
}

export function unscheduleDraft(state: BattleState, id: string): ActionDraft {
  const r = reinforcements(state).find((x) => x.id === id)
  check(r !== undefined, 'unknown-value', 'reinforcement', 'That reinforcement is not on the schedule.')
  return { kind: 'reinforcement.remove', by: 'umpire', label: `Reinforcement removed from the schedule: ${whatArrives(state, r)}`,
    ops: [{ op: 'battle.patch', patch: json(reinforcements(state).filter((x) => x.id !== id)) }] }
}

/** Still to arrive and owed by `turn` (its turn or later), optionally for one army only. */
export const dueReinforcements = (state: BattleState, turn: number, side?: SideId): Reinforcement[] =>
  reinforcements(state).filter((r) => r.arrivedTurn === null && r.turn <= turn && (side === undefined || r.side === side))

export interface ColumnPlace { readonly unitId: string; readonly name: string; readonly place: number; readonly mpLoss: number; readonly mp: number | null }

/** 13.0: on a road or trail each unit after the first loses 1 MP more than the one before it. Off road: no loss. */
export function columnEntry(state: BattleState, r: Reinforcement): ColumnPlace[] {
  return r.unitIds.map((unitId, k) => {
    const mpLoss = r.road ? roadEntryMpLoss(k + 1) : 0
    const mp = r.movementAllowance === null ? null : r.road ? roadEntryMp(r.movementAllowance, k + 1) : r.movementAllowance
    return { unitId, name: state.units[unitId]?.name ?? unitId, place: k + 1, mpLoss, mp }
  })
}

const said = (c: ColumnPlace) => `${c.name} ${c.mp === null ? `−${c.mpLoss} MP` : `${c.mp} MP`}`

/** 13.0: what a new game turn owes: each reinforcement scheduled for it (on the owed list until it enters). */
export const reinforcementOwes = (state: BattleState, turn: number): OwedSpec[] =>
  reinforcements(state).filter((r) => r.turn === turn && r.arrivedTurn === null).map((r) => ({
    kind: 'reinforcement', unitIds: [...r.unitIds], label: `${whatArrives(state, r)}: reinforcement enters`, reason: `${armyName(state.setup, r.side)}, turn ${r.turn} at hex ${r.entryHex} (13.0)`, prefill: { reinforcementId: r.id },
  }))

/** The owed entries an arrival settles. */
export const reinforcementSettles = (owed: readonly OwedTest[], id: string): string[] =>
  owed.filter((t) => t.kind === 'reinforcement' && t.prefill.reinforcementId === id).map((t) => t.id)

/** The entry: one action that puts the units on the entry hex (in column order) and marks the entry arrived. */
/**
 * `atHex`: "If the entry hex is occupied by an enemy unit, reinforcements enter in the nearest empty hex on the
 * map edge" (13.0): the hex the players find, when not the scheduled one.
 */
export function arriveDraft(state: BattleState, id: string, turn: number, settles: readonly string[] = [], atHex = ''): ActionDraft {
  const list = reinforcements(state)
  const r = list.find((x) => x.id === id)
  check(r !== undefined, 'unknown-value', 'reinforcement', 'That reinforcement is not on the schedule.')
  check(r.arrivedTurn === null, 'not-allowed-together', 'reinforcement', `${whatArrives(state, r)} arrived on turn ${r.arrivedTurn}.`)
  check(turn >= r.turn, 'not-allowed-together', 'turn', `${whatArrives(state, r)} arrive on turn ${r.turn} (13.0), not before.`)
  const hex = atHex.trim() || r.entryHex
  check(hex.length <= 20, 'out-of-range', 'atHex', 'Hex: at most 20 characters.')
  const column = columnEntry(state, r)
  const ops: Op[] = column.filter((c) => state.units[c.unitId]).map((c) => ({ op: 'unit.patch', id: c.unitId, state: { hex, stackPosition: c.place - 1 } }))
  ops.push({ op: 'battle.patch', patch: json(list.map((x) => (x.id === id ? { ...x, arrivedTurn: turn } : x))) })
  const road = r.road && column.length ? `, by road: ${column.map(said).join(', ')}` : ''
  return withSettles({ kind: 'reinforcement.arrive', by: r.side, label: `${whatArrives(state, r)} enter at hex ${hex}${hex === r.entryHex ? '' : ` (entry hex ${r.entryHex} held by the enemy)`} (13.0)${road}`, ops }, settles)
}

/**
 * 18.5: "The corps (infantry and cavalry) that have not deployed arrive as reinforcements": a schedule entry
 * pre-filled with the commander's corps and its active units, for the owner to give the turn and entry hex.
 */
export function corpsReinforcementForm(state: BattleState, leaderId: string, turn: number): ReinforcementForm {
  const l = state.units[leaderId]
  check(l !== undefined && !isCombat(l), 'unknown-value', 'leaderId', 'No such commander.')
  const corps = leaderState(l).corps
  const unitIds = corps ? combatUnits(state, l.side).filter((u) => isActive(u) && combatState(u).corps === corps).map((u) => u.id) : []
  return { turn, side: l.side, formation: corps ? `${l.name}'s corps ${corps}` : `${l.name}'s corps`, unitIds, entryHex: '', road: true, movementAllowance: null }
}
