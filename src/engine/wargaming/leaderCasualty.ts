import { check, checkFace, facesOf, map, ordered, PERCENTILE, percentileFromD10s, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { DICE_COLUMNS, diceColumn, LEADER_CASUALTIES_RULE, LEADER_CASUALTY_RESULTS, leaderCasualtyRow, type LeaderCasualtyResult } from './tables/leaderCasualties'

/** RULES.md ruling 7: count casualties in steps (removed base = 2) or as bases hit (removed + damaged). */
export type LeaderCasualtyCount = 'steps' | 'bases'
export type LeaderCasualtyOutcome = LeaderCasualtyResult | 'no test'

export interface LeaderCasualtyInput {
  /** What the unit within 50 yards of the leader lost this turn. */
  readonly basesRemovedThisTurn: number
  readonly basesDamagedThisTurn: number
  readonly casualtyCount?: LeaderCasualtyCount
}

export interface LeaderCasualtyResultDetail extends CalculatorResult<LeaderCasualtyOutcome> {
  readonly casualties: number
  readonly percentile: number | null
}

function whole(v: number, field: string): number {
  check(Number.isInteger(v) && v >= 0, 'out-of-range', field, `${field} must be a whole number of 0 or more, got ${v}.`)
  return v
}

export function leaderTestCasualties(input: LeaderCasualtyInput): number {
  const removed = whole(input.basesRemovedThisTurn, 'basesRemovedThisTurn')
  const damaged = whole(input.basesDamagedThisTurn, 'basesDamagedThisTurn')
  const how = input.casualtyCount ?? 'steps'
  check(how === 'steps' || how === 'bases', 'unknown-value', 'casualtyCount', `Unknown casualty count "${how}" (steps or bases).`)
  return how === 'steps' ? 2 * removed + damaged : removed + damaged
}

const dice = (input: LeaderCasualtyInput): readonly NamedDie[] =>
  leaderTestCasualties(input) === 0 ? [] : [{ role: 'percentile (tens and units D10, 00 = 100)', die: PERCENTILE }]

function resolve(input: LeaderCasualtyInput, faces: readonly (number | string)[]): LeaderCasualtyResultDetail {
  const casualties = leaderTestCasualties(input)
  const how = input.casualtyCount ?? 'steps'
  const count: WorkingLine = { label: `casualties this turn (${how}): ${input.basesRemovedThisTurn} removed, ${input.basesDamagedThisTurn} damaged`, value: casualties, rule: LEADER_CASUALTIES_RULE, kind: 'count' }
  if (casualties === 0) return { outcome: 'no test', casualties, percentile: null, working: [count, { label: 'no casualties: no test (ruling 7)', value: 'no test', rule: LEADER_CASUALTIES_RULE }] }
  const roll = checkFace(PERCENTILE, faces[0], 'percentile')
  const row = leaderCasualtyRow(casualties)
  const col = diceColumn(roll)
  const outcome = row.results[col]!
  return { outcome, score: roll, casualties, percentile: roll, working: [count, { label: `roll ${roll} in ${DICE_COLUMNS[col]!.label}, row ${row.casualties} → ${outcome === 'NE' ? 'NE (no effect)' : outcome}`, value: roll, rule: LEADER_CASUALTIES_RULE, kind: 'base' }] }
}

/** The same test read from two D10 as rolled (tens 0–9, units 0–9; 00 = 100). */
export function leaderCasualtyFromD10s(input: LeaderCasualtyInput, tens: number, units: number): LeaderCasualtyResultDetail {
  return resolve(input, [percentileFromD10s(tens, units)])
}

function outcomes(input: LeaderCasualtyInput): readonly LeaderCasualtyOutcome[] {
  return leaderTestCasualties(input) === 0 ? ['no test'] : LEADER_CASUALTY_RESULTS
}

function distribution(input: LeaderCasualtyInput): Distribution<LeaderCasualtyOutcome> {
  // No casualties: no dice, so the one empty combination resolves to 'no test' with certainty.
  return ordered(map(facesOf(dice(input).map((d) => d.die)), (f) => resolve(input, f).outcome), outcomes(input))
}

export const leaderCasualtyCalculator: Calculator<LeaderCasualtyInput, LeaderCasualtyOutcome, LeaderCasualtyResultDetail> = {
  id: 'wargaming.leaderCasualty',
  title: 'Leader casualty',
  rule: LEADER_CASUALTIES_RULE,
  example: { basesRemovedThisTurn: 1, basesDamagedThisTurn: 1 },
  dice,
  resolve,
  distribution,
  outcomes,
}
