import { check, checkFace, D6, facesOf, map, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type RuleRef, type WorkingLine } from '../core'

export const REPLACEMENT_RULE: RuleRef = { seed: '004', section: 'Replacement Leaders' }

export interface LeaderRatings {
  readonly leadership: number
  readonly morale: number
  readonly commandIndecision: number
}

/** RULES.md ruling 8: clamp all three ratings to 0–6 (default), or only leadership as the text says. */
export type ReplacementClamp = 'all' | 'leadership-only'

export interface ReplacementLeaderInput extends LeaderRatings {
  readonly clamp?: ReplacementClamp
}

export interface ReplacementLeaderResult extends CalculatorResult<LeaderRatings> {
  readonly changes: LeaderRatings
}

const RATINGS = ['leadership', 'morale', 'commandIndecision'] as const
const NAMES = { leadership: 'leadership', morale: 'morale', commandIndecision: 'command indecision' } as const

export const REPLACEMENT_DICE: readonly NamedDie[] = RATINGS.map((r) => ({ role: `${NAMES[r]} D6`, die: D6 }))

/** "decreased by 1 on a roll of 1 or 2, increased by 1 on a roll of 6"; reversed for command indecision. */
export function ratingChange(rating: (typeof RATINGS)[number], face: number): number {
  const change = face <= 2 ? -1 : face === 6 ? 1 : 0
  return rating === 'commandIndecision' ? -change : change
}

function checkInput(input: ReplacementLeaderInput) {
  for (const r of RATINGS) {
    const v = input[r]
    check(Number.isInteger(v) && v >= 0 && v <= 6, 'out-of-range', r, `${r} must be a rating from 0 to 6, got ${v}.`)
  }
  check(input.clamp === undefined || input.clamp === 'all' || input.clamp === 'leadership-only', 'unknown-value', 'clamp', `Unknown clamp "${String(input.clamp)}" (all or leadership-only).`)
}

function resolve(input: ReplacementLeaderInput, faces: readonly (number | string)[]): ReplacementLeaderResult {
  checkInput(input)
  const clampAll = (input.clamp ?? 'all') === 'all'
  // Stryker disable next-line ObjectLiteral: every key is assigned below in this order, so an empty start is the same.
  const out = { leadership: 0, morale: 0, commandIndecision: 0 }
  // Stryker disable next-line ObjectLiteral: as above.
  const changes = { leadership: 0, morale: 0, commandIndecision: 0 }
  const working: WorkingLine[] = []
  RATINGS.forEach((r, i) => {
    const face = checkFace(D6, faces[i], REPLACEMENT_DICE[i]!.role)
    changes[r] = ratingChange(r, face)
    const raw = input[r] + changes[r]
    out[r] = r === 'leadership' || clampAll ? Math.min(6, Math.max(0, raw)) : raw
    working.push({ label: `${NAMES[r]} ${input[r]}, D6 ${face} → ${out[r]}${out[r] !== raw ? ' (kept within 0–6)' : ''}`, value: changes[r], rule: REPLACEMENT_RULE })
  })
  return { outcome: out, working, changes }
}

function outcomes(input: ReplacementLeaderInput): readonly LeaderRatings[] {
  return distribution(input).outcomes.map((o) => o.value)
}

/** The new ratings alone (no working): what the distribution counts; resolve gives the same by the same rule. */
function newRatings(input: ReplacementLeaderInput, faces: readonly number[]): LeaderRatings {
  const clampAll = (input.clamp ?? 'all') === 'all'
  const at = (r: (typeof RATINGS)[number], i: number) => {
    const raw = input[r] + ratingChange(r, faces[i]!)
    return r === 'leadership' || clampAll ? Math.min(6, Math.max(0, raw)) : raw
  }
  return { leadership: at('leadership', 0), morale: at('morale', 1), commandIndecision: at('commandIndecision', 2) }
}

function distribution(input: ReplacementLeaderInput): Distribution<LeaderRatings> {
  checkInput(input)
  const d = map(facesOf([D6, D6, D6]), (f) => newRatings(input, f))
  const key = (r: LeaderRatings) => [r.leadership, r.morale, r.commandIndecision]
  const cmp = (a: LeaderRatings, b: LeaderRatings) => key(a).reduce((s, v, i) => s || v - key(b)[i]!, 0)
  return { total: d.total, outcomes: [...d.outcomes].sort((x, y) => cmp(x.value, y.value)) }
}

export const replacementLeaderCalculator: Calculator<ReplacementLeaderInput, LeaderRatings, ReplacementLeaderResult> = {
  id: 'wargaming.replacementLeader',
  title: 'Replacement leader',
  rule: REPLACEMENT_RULE,
  example: { leadership: 3, morale: 2, commandIndecision: 1 },
  dice: () => REPLACEMENT_DICE,
  resolve,
  distribution,
  outcomes,
}
