import { check, checkFace, D6, map, ordered, type Calculator, type CalculatorResult } from '../../core'
import { seriesRule } from '../commandRefs'
import { MORALE_DICE, TWO_D6_SUMS } from '../twoDice'

export const MODULATED_RULE = seriesRule('16.8 Modulated demoralization')
/** seed 001, 16.8: "When the demoralization level -5 is reached, the player rolls two dice and adds this value to the normal value -5." */
export const MODULATION_OFFSET = 5

export interface ModulatedDemoralizationInput {
  /** The corps' normal demoralization level from the scenario. */
  readonly demoralizationLevel: number
}

/** The total at which the roll is made (level − 5). */
export const modulationRollAt = (level: number): number => level - MODULATION_OFFSET

function checkInput(i: ModulatedDemoralizationInput) {
  check(Number.isInteger(i.demoralizationLevel) && i.demoralizationLevel > MODULATION_OFFSET, 'out-of-range', 'demoralizationLevel',
    `The demoralization level must be a whole number above 5, got ${i.demoralizationLevel}.`)
}

function resolve(i: ModulatedDemoralizationInput, faces: readonly (number | string)[]): CalculatorResult<number> {
  checkInput(i)
  const a = checkFace(D6, faces[0], 'first die')
  const b = checkFace(D6, faces[1], 'second die')
  const threshold = modulationRollAt(i.demoralizationLevel) + a + b
  return { outcome: threshold, score: a + b, working: [
    { label: `Normal level ${i.demoralizationLevel} − 5`, value: modulationRollAt(i.demoralizationLevel), rule: MODULATED_RULE, kind: 'base' },
    { label: `Two dice ${a} + ${b}`, value: a + b, rule: MODULATED_RULE, kind: 'modifier' },
    { label: 'New demoralization threshold', value: threshold, rule: MODULATED_RULE, kind: 'total' },
  ] }
}

const outcomes = (i: ModulatedDemoralizationInput): number[] => Array.from({ length: 11 }, (_, k) => modulationRollAt(i.demoralizationLevel) + 2 + k)

/** seed 001, 16.8: the hidden corps demoralization threshold, level − 5 + 2D6. */
export const seriesModulatedDemoralization: Calculator<ModulatedDemoralizationInput, number> = {
  id: 'series.modulated-demoralization',
  title: 'Modulated demoralization threshold',
  rule: MODULATED_RULE,
  example: { demoralizationLevel: 30 },
  dice: (i) => (checkInput(i), MORALE_DICE),
  resolve,
  distribution: (i) => (checkInput(i), ordered(map(TWO_D6_SUMS, (s) => modulationRollAt(i.demoralizationLevel) + s), outcomes(i))),
  outcomes,
}
