import { checkName } from '@/model/names'
import { check } from '@/engine/core/errors'
import { findLeaders, type Leader } from '@/engine/wargaming/data/leaders'
import { leaderNationFor } from '@/engine/wargaming/data/leaderNationFor'
import { normalizeForSearch } from '@/engine/wargaming/data/searchText'
import type { BattleState, SideId, Unit } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { countProblem, RATING_LIMIT } from './rosterLimits'
import type { CommandLevel, Provenance, WargamingLeaderState } from './unitState'

/** A leader on the table: the ruleset's leader state plus the printed table he came from. */
export type LeaderUnitState = WargamingLeaderState & { nation: string }
export const COMMAND_LEVELS: readonly CommandLevel[] = ['brigade', 'division', 'corps', 'army']

export interface Ratings {
  leadership: number
  morale: number
  commandIndecision: number
}

export interface LeaderMatch {
  readonly leader: Leader
  /** A leader of that name is already on the table (either side). */
  readonly duplicate: boolean
  /** RULES.md ruling 12: printed without ratings (Neubronn) — the owner must enter them. */
  readonly needsRatings: boolean
}

export const leadersOnTable = (state: BattleState): Unit[] => Object.values(state.units).filter((u) => u.kind === 'leader')
export const leaderState = (u: Unit): LeaderUnitState => u.state as LeaderUnitState

/**
 * Leaders whose name contains `query` (case and accents forgiven), from the side's printed table
 * (seed 004, Leadership Factors; "& Allied" tables cover allies) or every table when none is printed.
 * Names starting with the query come first, then a word starting with it, then any other match.
 */
export function searchLeaders(query: string, nationality: string, state: BattleState, limit = 8): LeaderMatch[] {
  if (!query.trim()) return []
  const table = leaderNationFor(nationality)
  const onTable = new Set(leadersOnTable(state).map((u) => normalizeForSearch(u.name)))
  const q = normalizeForSearch(query)
  const rank = (l: Leader) => {
    const n = normalizeForSearch(l.name)
    return n.startsWith(q) ? 0 : n.split(' ').some((w) => w.startsWith(q)) ? 1 : 2
  }
  return findLeaders(query, table ?? undefined)
    .map((l, i) => ({ l, i, r: rank(l) }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.l)
    .slice(0, limit)
    .map((leader) => ({ leader, duplicate: onTable.has(normalizeForSearch(leader.name)), needsRatings: leader.printedWithoutRatings }))
}

/** seed 004, Definitions: Leaders — each rating is 0 to 6. */
export function checkRatings(r: Ratings): Ratings {
  const words = { leadership: 'Leadership', morale: 'Morale', commandIndecision: 'Command indecision' } as const
  for (const f of ['leadership', 'morale', 'commandIndecision'] as const) {
    const problem = countProblem(words[f], r[f], RATING_LIMIT)
    check(problem === null, 'out-of-range', f, problem ?? '')
  }
  return r
}

export interface NewLeaderInput {
  id: string
  side: SideId
  name: string
  /** The printed table the ratings come from, or '' for a leader the tables do not list. */
  nation: string
  ratings: Ratings
  level: CommandLevel
  commandId?: string | null
  provenance: Provenance
}

export function addLeader(input: NewLeaderInput): ActionDraft {
  const name = checkName(input.name, 'name', 'the leader')
  check(COMMAND_LEVELS.includes(input.level), 'unknown-value', 'level', `Level: choose ${COMMAND_LEVELS.join(', ')}`)
  const r = checkRatings(input.ratings)
  const state: LeaderUnitState = {
    ...r, level: input.level, isCinC: false, commandId: input.commandId ?? null, status: 'active', provenance: input.provenance, nation: input.nation,
  }
  const from = input.nation ? ` (${input.nation})` : ' (not in the tables)'
  return {
    kind: 'leader.add',
    label: `Added ${name}${from} as ${input.level} leader: leadership ${r.leadership}, morale ${r.morale}, command indecision ${r.commandIndecision}`,
    by: input.side,
    ops: [{ op: 'unit.put', unit: { id: input.id, side: input.side, name, kind: 'leader', state } }],
  }
}

/** Marks the side's Commander-in-Chief: exactly one per side, so any other C-in-C of that side is unmarked. */
export function markCinC(state: BattleState, leader: Unit): ActionDraft {
  check(leader.kind === 'leader', 'unknown-value', 'id', `${leader.name} is not a leader`)
  const others = leadersOnTable(state).filter((u) => u.side === leader.side && u.id !== leader.id && leaderState(u).isCinC)
  const side = state.setup.sides.find((s) => s.id === leader.side)?.name ?? leader.side
  return {
    kind: 'leader.cinc',
    label: `${leader.name} is C-in-C of ${side}${others.length ? ` (was ${others.map((o) => o.name).join(', ')})` : ''}`,
    by: leader.side,
    ops: [...others.map((o) => ({ op: 'unit.patch' as const, id: o.id, state: { isCinC: false } })), { op: 'unit.patch', id: leader.id, state: { isCinC: true } }],
  }
}

/** The side's C-in-C, or a message when there is none or (from an old log) more than one. */
export function cinCOf(state: BattleState, side: SideId): { leader: Unit | null; problem: string | null } {
  const marked = leadersOnTable(state).filter((u) => u.side === side && leaderState(u).isCinC)
  if (marked.length === 1) return { leader: marked[0]!, problem: null }
  return { leader: null, problem: marked.length === 0 ? 'No C-in-C marked' : `${marked.length} leaders are marked C-in-C; mark one` }
}
