import { describe, expect, it } from 'vitest'
import { RulesInputError, type Calculator, type CalculatorResult } from '@/engine/core'
import { RULESETS } from '@/rulesets/list'
import { sayValues } from './formatWorking'
import { kindsOf, totalsThatDoNotAdd, workingSum } from './workingSum'

/** Face combinations walked one by one; a larger pool is sampled (its extremes, then a fixed pseudo-random draw). */
const MAX_WALKED = 1296
const SAMPLED = 400

/**
 * Calculators whose working does not yet add up on screen to its score, with why, while their owners
 * tag the lines with `kind` (src/engine/<ruleset>/). Remove an entry when it is fixed: the test then
 * insists the gap stays closed.
 */
const KNOWN_GAPS: Record<string, string> = {
}

type AnyCalc = Calculator<unknown, unknown, CalculatorResult<unknown>>
const engines = await Promise.all(RULESETS.map(async (m) => ({ id: m.id, engine: await m.engine() })))

/** Every combination of faces, or for a large pool a deterministic sample of them. */
function faceCombos(sets: readonly (readonly (number | string)[])[]): (number | string)[][] {
  const count = sets.reduce((n, s) => n * s.length, 1)
  if (count <= MAX_WALKED) return sets.reduce<(number | string)[][]>((acc, s) => acc.flatMap((c) => s.map((f) => [...c, f])), [[]])
  let seed = 20261127
  const next = () => { seed = (seed * 1103515245 + 12345) % 2 ** 31; return seed }
  const sample = [sets.map((s) => s[0]!), sets.map((s) => s[s.length - 1]!)]
  for (let k = 0; k < SAMPLED; k++) sample.push(sets.map((s) => s[next() % s.length]!))
  return sample
}

/** What is wrong with one resolved working, or null when it adds up on screen. */
function gap(r: CalculatorResult<unknown>): string | null {
  if (typeof r.score !== 'number') return null
  const wrong = totalsThatDoNotAdd(r.working)
  const said = r.working.map((l, i) => `${l.label} ${sayValues(r.working)[i]}`).join(', ')
  if (wrong.length) return `total "${wrong[0]!.label}" is not the sum above it: ${said}`
  const hasTotal = kindsOf(r.working).includes('total')
  if (!hasTotal && workingSum(r.working) !== r.score) return `score ${r.score}, lines sum to ${workingSum(r.working)}: ${said}`
  return null
}

describe('every calculator\'s working sums on screen to its score', () => {
  for (const { id, engine } of engines) {
    for (const calc of Object.values(engine.calculators) as AnyCalc[]) {
      const name = `${id}/${calc.id}`
      it(`${name}${KNOWN_GAPS[name] ? ` (known gap: ${KNOWN_GAPS[name]})` : ''}`, () => {
        const sets = calc.dice(calc.example).map((d) => [...new Set(d.die.faces)])
        let first: string | null = null
        for (const faces of faceCombos(sets)) {
          let r: CalculatorResult<unknown>
          try { r = calc.resolve(calc.example, faces) } catch (e) { if (e instanceof RulesInputError) continue; throw e }
          first ??= gap(r) && `faces ${JSON.stringify(faces)}: ${gap(r)}`
        }
        if (KNOWN_GAPS[name]) expect(first, `${name} now adds up: remove it from KNOWN_GAPS`).not.toBeNull()
        else expect(first, name).toBeNull()
      })
    }
  }
})
