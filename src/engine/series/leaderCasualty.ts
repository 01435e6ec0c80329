import { check, checkFace, combine, D6, fromDie, map, ordered, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { seriesRule } from './commandRefs'

export const ELIMINATION_RULE = seriesRule('14.5 Elimination')
export const LEVEL_ONE_RULE = seriesRule('17.1 First Level: Leaders')

/** seed 001, 14.5: the four cases that make a leader roll, and the faces that eliminate him. */
export type LeaderCasualtyCase = 'stack lost 2 or 3 steps to fire' | 'stack eliminated' | 'alone, enemy enters' | 'surrounded, lone survivor'
export const LEADER_CASUALTY_CASES: Readonly<Record<LeaderCasualtyCase, { readonly eliminatedFrom: number; readonly otherwise: LeaderCasualtyOutcome }>> = {
  'stack lost 2 or 3 steps to fire': { eliminatedFrom: 6, otherwise: 'unhurt' },
  'stack eliminated': { eliminatedFrom: 6, otherwise: 'unhurt' },
  'alone, enemy enters': { eliminatedFrom: 6, otherwise: 'shifted to an adjacent hex' },
  'surrounded, lone survivor': { eliminatedFrom: 4, otherwise: 'placed one or two hexes away' },
}
/** seed 001, 17.1: second roll 1 to 5 = game turns the leader cannot act; 6 = killed or severely wounded. */
export const OUT_OF_GAME_FACE = 6

export type LeaderCasualtyOutcome =
  | 'unhurt' | 'shifted to an adjacent hex' | 'placed one or two hexes away' | 'eliminated'
  | 'cannot act 1 turn' | 'cannot act 2 turns' | 'cannot act 3 turns' | 'cannot act 4 turns' | 'cannot act 5 turns'
  | 'killed or severely wounded'

export interface LeaderCasualtyInput {
  readonly case: LeaderCasualtyCase
  /** Command and control level 1 or more (17.1): an eliminated leader rolls again. */
  readonly commandLevelOne?: boolean
  /** 14.5: if Napoleon dies the French player immediately loses the game. */
  readonly napoleon?: boolean
}
export interface LeaderCasualtyResult extends CalculatorResult<LeaderCasualtyOutcome> {
  /** 14.5: Napoleon died, the French player loses the game. */
  readonly gameLost: boolean
}

const outOf = (face: number): LeaderCasualtyOutcome =>
  face === OUT_OF_GAME_FACE ? 'killed or severely wounded' : (`cannot act ${face} turn${face > 1 ? 's' : ''}` as LeaderCasualtyOutcome)

function caseOf(i: LeaderCasualtyInput) {
  const c = LEADER_CASUALTY_CASES[i.case]
  check(c !== undefined, 'unknown-value', 'case', `Unknown leader casualty case "${String(i.case).slice(0, 100)}".`)
  return c
}

function dice(i: LeaderCasualtyInput): readonly NamedDie[] {
  caseOf(i)
  const first = { role: 'casualty die', die: D6 }
  return i.commandLevelOne ? [first, { role: 'second roll if eliminated (17.1)', die: D6 }] : [first]
}

function resolve(i: LeaderCasualtyInput, faces: readonly (number | string)[]): LeaderCasualtyResult {
  const c = caseOf(i)
  const face = checkFace(D6, faces[0], 'casualty die')
  const hit = face >= c.eliminatedFrom
  const working: WorkingLine[] = [{ label: `${i.case}: die ${face}, ${c.eliminatedFrom === 6 ? 'a 6' : 'a 4, 5 or 6'} eliminates`, value: hit ? 'eliminated' : c.otherwise, rule: ELIMINATION_RULE }]
  let outcome: LeaderCasualtyOutcome = hit ? 'eliminated' : c.otherwise
  if (hit && i.commandLevelOne) {
    const second = checkFace(D6, faces[1], 'second roll if eliminated (17.1)')
    outcome = outOf(second)
    working.push({ label: `Second roll ${second}: ${second === OUT_OF_GAME_FACE ? 'out of the game for good' : 'turns he cannot act'}`, value: outcome, rule: LEVEL_ONE_RULE })
  }
  const gameLost = i.napoleon === true && (outcome === 'eliminated' || outcome === 'killed or severely wounded')
  if (gameLost) working.push({ label: 'Napoleon dies: the French player immediately loses the game', value: 'game lost', rule: ELIMINATION_RULE })
  return { outcome, gameLost, working }
}

function outcomes(i: LeaderCasualtyInput): LeaderCasualtyOutcome[] {
  const c = caseOf(i)
  return i.commandLevelOne ? [c.otherwise, 1, 2, 3, 4, 5, 6].map((f) => (typeof f === 'number' ? outOf(f) : f)) : [c.otherwise, 'eliminated']
}

/** Exact: 1/6 (or 3/6 surrounded) eliminated; with level 1 each second face is 1/36 (3/36) of the whole. */
function distribution(i: LeaderCasualtyInput): Distribution<LeaderCasualtyOutcome> {
  const c = caseOf(i)
  const first = map(fromDie(D6), (f) => f >= c.eliminatedFrom)
  const d = i.commandLevelOne
    ? combine(first, fromDie(D6), (hit, s): LeaderCasualtyOutcome => (hit ? outOf(s) : c.otherwise))
    : map(first, (hit): LeaderCasualtyOutcome => (hit ? 'eliminated' : c.otherwise))
  return ordered(d, outcomes(i))
}

/** seed 001, 14.5 (and 17.1 with command and control): a leader's casualty check. */
export const seriesLeaderCasualty: Calculator<LeaderCasualtyInput, LeaderCasualtyOutcome, LeaderCasualtyResult> = {
  id: 'series.leader-casualty',
  title: 'Leader casualty check',
  rule: ELIMINATION_RULE,
  example: { case: 'stack lost 2 or 3 steps to fire' },
  dice,
  resolve,
  distribution,
  outcomes,
}

/** seed 001, 14.5: a stack's fire losses call for a check only on a 2 or 3 result. */
export const fireLossesCallForCheck = (stepsLost: number): boolean => stepsLost === 2 || stepsLost === 3
