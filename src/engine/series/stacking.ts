import { check, type RuleRef } from '../core'
import { formationOf } from './formations'
import { seriesRef } from './refs'
import { checkUnit, type SeriesUnit } from './units'

export const STACKING_LIMITS_RULE = seriesRef('5.1 Stacking Limits')
/** seed 001, 5.1: "up to 10 steps of artillery and infantry", "or up to 7 steps of cavalry". */
export const STACKING_LIMITS = { infantryAndArtillery: 10, cavalry: 7 } as const

/** The stack of one hex, top first ("who is up, who is down", 5.9); refuses two units at one place. */
export function stackOrder(units: readonly SeriesUnit[], field = 'stack'): SeriesUnit[] {
  check(units.length > 0, 'out-of-range', field, `${field}: the hex has no unit.`)
  units.forEach((u, i) => checkUnit(u, `${field}[${i}]`))
  const sorted = [...units].sort((a, b) => a.stackPosition - b.stackPosition)
  for (let i = 1; i < sorted.length; i++) {
    const [above, u] = [sorted[i - 1]!, sorted[i]!]
    check(u.stackPosition !== above.stackPosition, 'out-of-range', `${field}.stackPosition`,
      `${field}: "${u.name.slice(0, 40)}" and "${above.name.slice(0, 40)}" share stack position ${u.stackPosition}.`)
  }
  return sorted
}

export interface StackProblem {
  readonly message: string
  readonly rule: RuleRef
  /** What the text says happens, when it says. */
  readonly consequence?: string
}

/** Everything chapter 5 forbids in one hex, as the players must put right (or suffer) it. */
export function stackProblems(units: readonly SeriesUnit[]): StackProblem[] {
  const stack = stackOrder(units)
  stack.forEach((u, i) => formationOf(u, `stack[${i}]`))
  const out: StackProblem[] = []
  const steps = (pred: (u: SeriesUnit) => boolean) => stack.filter(pred).reduce((s, u) => s + u.steps, 0)
  const cavalry = steps((u) => u.type === 'cavalry')
  const footAndGuns = steps((u) => u.type !== 'cavalry')
  if (footAndGuns > STACKING_LIMITS.infantryAndArtillery) out.push({ message: `${footAndGuns} steps of infantry and artillery: more than 10`, rule: STACKING_LIMITS_RULE,
    consequence: 'If a unit must retreat into an hex where overstacking would occur, the whole stack is disorganized.' })
  if (cavalry > STACKING_LIMITS.cavalry) out.push({ message: `${cavalry} steps of cavalry: more than 7`, rule: STACKING_LIMITS_RULE,
    consequence: 'If a unit must retreat into an hex where overstacking would occur, the whole stack is disorganized.' })
  if (cavalry > 0 && footAndGuns > 0) out.push({ message: 'cavalry with infantry or artillery', rule: seriesRef('5.2 Stacking Prohibitions'),
    consequence: 'the two stacks are immediately disorganized, and both retreat 2 hexes.' })
  const disorganized = stack.filter((u) => u.formation === 'disorganized').length
  if (disorganized > 0 && disorganized < stack.length) out.push({ message: 'a disorganized unit with a good order unit', rule: seriesRef('5.8 Disorganized Unit & Other Formation'),
    consequence: 'the disorganized unit cannot stay in the hex, and it continues the retreat until it enters an available empty hex.' })
  const infantry = stack.filter((u) => u.type === 'infantry')
  if (infantry.some((u) => u.formation === 'square') && infantry.some((u) => u.formation !== 'square'))
    out.push({ message: 'an infantry square with infantry in another formation', rule: seriesRef('5.7 Stacking & Facing: Exception') })
  if (stack.some((u) => u.formation === 'tirailleurs') && stack.some((u) => u.formation !== 'tirailleurs'))
    out.push({ message: 'skirmishers with units that are not skirmishers', rule: seriesRef('5.7 Stacking & Facing: Exception') })
  return out
}
