import { certain, check, combine, map, ordered, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { seriesRule } from './commandRefs'
import { seriesMorale, type MoraleCheckResult } from './morale'
import type { MoraleEffect } from './moraleEffect'
import type { MoraleInput } from './moraleInput'

export const STACK_MORALE_RULE = seriesRule('5.5 Stacking & Morale Checks')

/** A unit of the stack, top first; `failedAbove` is set by its place in the stack. */
export type StackUnit = Omit<MoraleInput, 'failedAbove'> & { readonly name?: string }

export interface StackMoraleInput {
  /** The units in the hex, top first (5.5: the top unit checks; if it fails, the one underneath at −2, and so on). */
  readonly units: readonly StackUnit[]
}

/** How many units failed before one held; `units.length` means every unit failed. */
export type StackMoraleOutcome = number

export interface StackMoraleResult extends CalculatorResult<StackMoraleOutcome> {
  /** Each unit that checked, top first; the units under the one that held do not check ("the whole stack holds"). */
  readonly checks: readonly { readonly name: string; readonly outcome: 'success' | 'failure'; readonly effect: MoraleEffect }[]
}

const unitInput = (i: StackMoraleInput, k: number): MoraleInput => ({ ...i.units[k]!, failedAbove: k })
const nameOf = (i: StackMoraleInput, k: number) => i.units[k]!.name ?? `unit ${k + 1}`

function checkStack(i: StackMoraleInput): void {
  check(i.units.length >= 1 && i.units.length <= 10, 'out-of-range', 'units', `A stack checks with 1 to 10 units, got ${i.units.length}.`)
  i.units.forEach((_, k) => seriesMorale.dice(unitInput(i, k)))
}

/** Two dice per unit, top first; resolve reads a unit's pair only if every unit above failed. */
function dice(i: StackMoraleInput): readonly NamedDie[] {
  checkStack(i)
  return i.units.flatMap((_, k) => seriesMorale.dice(unitInput(i, k)).map((d) => ({ role: `${nameOf(i, k)}: ${d.role}`, die: d.die })))
}

function resolve(i: StackMoraleInput, faces: readonly (number | string)[]): StackMoraleResult {
  checkStack(i)
  const working: WorkingLine[] = []
  const checks: { name: string; outcome: 'success' | 'failure'; effect: MoraleEffect }[] = []
  let at = 0
  for (let k = 0; k < i.units.length; k++) {
    const n = seriesMorale.dice(unitInput(i, k)).length
    check(faces.length >= at + n, 'out-of-range', 'faces', `${nameOf(i, k)} checks next: roll its two dice (got ${faces.length} faces for ${at + n}).`)
    const r: MoraleCheckResult = seriesMorale.resolve(unitInput(i, k), faces.slice(at, at + n))
    at += n
    working.push(...r.working.map((l) => ({ ...l, label: `${nameOf(i, k)}: ${l.label}` })))
    checks.push({ name: nameOf(i, k), outcome: r.outcome, effect: r.effect })
    if (r.outcome === 'success') {
      working.push({ label: `${nameOf(i, k)} holds: the whole stack holds`, value: k, rule: STACK_MORALE_RULE })
      return { outcome: k, checks, working }
    }
  }
  working.push({ label: 'Every unit of the stack failed', value: i.units.length, rule: STACK_MORALE_RULE })
  return { outcome: i.units.length, checks, working }
}

/** Exact: unit k's own 2D6 odds at −2k, chained; a unit below one that held does not roll. */
function distribution(i: StackMoraleInput): Distribution<StackMoraleOutcome> {
  checkStack(i)
  type S = { failed: number; held: boolean }
  let d: Distribution<S> = certain({ failed: 0, held: false })
  i.units.forEach((_, k) => {
    d = combine(d, seriesMorale.distribution(unitInput(i, k)), (s, o): S =>
      s.held ? s : o === 'success' ? { failed: s.failed, held: true } : { failed: s.failed + 1, held: false })
  })
  return ordered(map(d, (s) => s.failed), outcomes(i))
}

const outcomes = (i: StackMoraleInput): StackMoraleOutcome[] => Array.from({ length: i.units.length + 1 }, (_, k) => k)

/** seed 001, 5.5 and 10.4: a stack checks top-down, each unit at −2 for every failure above it. */
export const seriesStackMorale: Calculator<StackMoraleInput, StackMoraleOutcome, StackMoraleResult> = {
  id: 'series.stack-morale',
  title: 'Stack morale check (top down)',
  rule: STACK_MORALE_RULE,
  example: { units: [{ name: 'top', morale: 8, purpose: 'fire' }, { name: 'under', morale: 9, purpose: 'fire' }] },
  dice,
  resolve,
  distribution,
  outcomes,
}
