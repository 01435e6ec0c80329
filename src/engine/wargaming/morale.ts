import { facesOf, map, ordered, type Calculator, type CalculatorResult, type WorkingLine } from '../core'
import { moraleModifiers, type MoraleInput } from './moraleModifiers'
import { otherModifierLines } from '../core/otherModifier'
import { SIGNED_AVERAGE_DICE, signedDifference } from './randomFactor'
import {
  MORALE_RESULTS,
  MORALE_RULE,
  MORALE_SITUATIONS,
  type MoraleBand,
  type MoraleResultWord,
  type MoraleSituation,
} from './tables/moraleTables'

export type { MoraleInput } from './moraleModifiers'

export interface MoraleResult extends CalculatorResult<MoraleResultWord> {
  readonly score: number
  readonly band: MoraleBand
  /** "Below 0 - ALL ROUT": the situation column no longer matters. */
  readonly allRout: boolean
}

/** seed 004, Morale: Results — the row for a score and the word in the situation's column. */
export function moraleResultFor(score: number, situation: MoraleSituation): { band: MoraleBand; result: MoraleResultWord } {
  const row = MORALE_RESULTS.find((r) => score >= r.min)!
  return { band: row.band, result: row.results[MORALE_SITUATIONS.indexOf(situation)]! }
}

function resolve(input: MoraleInput, faces: readonly (number | string)[]): MoraleResult {
  const mods = moraleModifiers(input)
  const signed = signedDifference(faces[0], faces[1])
  const unsigned = input.rulings?.randomFactor === 'unsigned'
  const random = unsigned ? Math.abs(signed) : signed
  const working: WorkingLine[] = [
    { label: 'Morale factor', value: input.moraleFactor, rule: MORALE_RULE },
    {
      label: `Random factor: ${faces[0]} − ${faces[1]}${unsigned ? ', difference always added' : ''} (ruling 4: ${unsigned ? 'unsigned' : 'signed'})`,
      value: random,
      rule: MORALE_RULE,
    },
    ...mods,
    ...otherModifierLines(input.otherModifier),
  ]
  // Stryker disable next-line ConditionalExpression: every morale line has a numeric value.
  const score = working.reduce((s, l) => s + (typeof l.value === 'number' ? l.value : 0), 0)
  const { band, result } = moraleResultFor(score, input.situation)
  return { outcome: result, score, band, allRout: band === 'Below 0', working }
}

/** The result words of a situation column, top row first, as the odds bars list them. */
function outcomes(input: MoraleInput): MoraleResultWord[] {
  const col = MORALE_SITUATIONS.indexOf(input.situation)
  return [...new Set(MORALE_RESULTS.map((r) => r.results[col]!))]
}

export const morale: Calculator<MoraleInput, MoraleResultWord, MoraleResult> = {
  id: 'wargaming.morale',
  title: 'Morale test',
  rule: MORALE_RULE,
  example: {
    moraleFactor: 6,
    strength: { stepsNow: 7, stepsAtStart: 8 },
    lossesThisPhasePercent: 12.5,
    formation: 'formed',
    support: 'supported',
    flanks: ['secure', 'threatened'],
    previousMoraleScore: null,
    leaders: [{ moraleFactor: 2 }],
    situation: 'receiving a charge',
  },
  dice: () => SIGNED_AVERAGE_DICE,
  resolve,
  distribution(input) {
    moraleModifiers(input) // bad input throws before any enumeration
    const d = map(facesOf(SIGNED_AVERAGE_DICE.map((d) => d.die)), (f) => resolve(input, f).outcome)
    return ordered(d, outcomes(input))
  },
  outcomes,
}
