import { check, type ReferenceTable, type RuleRef } from '../core'
import type { SupportStatus } from './moraleModifiers'

const RADIUS: RuleRef = { seed: '004', section: 'Definitions: Command Radius' }
const SUPPORTED: RuleRef = { seed: '004', section: 'Definitions: Supported' }

export type CommandLevel = 'brigade' | 'division' | 'corps' | 'army'

// seed 004, Definitions: Command Radius — yards.
export const COMMAND_RADIUS_YARDS: Readonly<Record<CommandLevel, number>> = { brigade: 200, division: 300, corps: 500, army: 700 }
// seed 004, Definitions: Command Radius note — leader casualties and morale bonus need the leader within 50 yards.
export const LEADER_WITHIN_YARDS = 50
// seed 004, Definitions: Supported / Unsupported; Morale; Control — "within 300 yards".
export const FRIENDS_WITHIN_YARDS = 300

function yardsOk(yards: number, field = 'yards') {
  check(Number.isFinite(yards) && yards >= 0, 'out-of-range', field, `${field} must be a distance ≥ 0 in yards, got ${yards}.`)
}

/** Within the leader's command radius: "maximum distance", so the radius itself is inside. */
export function withinCommandRadius(level: CommandLevel, yards: number): boolean {
  check(level in COMMAND_RADIUS_YARDS, 'unknown-value', 'level', `Unknown command level "${level}" (brigade, division, corps, army).`)
  yardsOk(yards)
  return yards <= COMMAND_RADIUS_YARDS[level]
}

/** A leader gives his morale factor to morale tests and mêlées within 50 yards. */
export function leaderBonusApplies(yards: number): boolean {
  yardsOk(yards)
  return yards <= LEADER_WITHIN_YARDS
}

/** On an Officer Casualties card a leader within 50 yards of a unit with casualties this turn tests. */
export function mustTestForLeaderCasualty(yards: number): boolean {
  yardsOk(yards)
  return yards <= LEADER_WITHIN_YARDS
}

/** Friends (or enemies) within 300 yards, as support, morale and control tests measure them. */
export function within300(yards: number): boolean {
  yardsOk(yards)
  return yards <= FRIENDS_WITHIN_YARDS
}

export interface FriendNearby {
  readonly yards: number
  readonly formed: boolean
  readonly sameType: boolean
  readonly sameFront: boolean
}

/**
 * seed 004, Definitions: Supported — a formed friendly unit of the same type facing the same front
 * within 300 yards (artillery: any type); Unsupported — no friends within 300 yards; otherwise neither.
 */
export function supportCheck(friends: readonly FriendNearby[], isArtillery = false): { status: SupportStatus; rule: RuleRef } {
  friends.forEach((f, n) => yardsOk(f.yards, `friends[${n}].yards`))
  const near = friends.filter((f) => f.yards <= FRIENDS_WITHIN_YARDS)
  const supports = near.some((f) => f.formed && f.sameFront && (isArtillery || f.sameType))
  return { status: supports ? 'supported' : near.length === 0 ? 'unsupported' : 'neither', rule: SUPPORTED }
}

export const COMMAND_RADIUS_REFERENCE: ReferenceTable = {
  id: 'wargaming.commandRadius',
  title: 'Command radius',
  rule: RADIUS,
  columns: ['Leader', 'Yards'],
  rows: Object.entries(COMMAND_RADIUS_YARDS).map(([level, y]) => [level, y]),
  notes: ['Leader casualties and the leader morale bonus use 50 yards, not the command radius.'],
}
