import { facesOf, map, ordered, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type RuleRef, type WorkingLine } from '../core'
import { otherModifierLines } from '../core/otherModifier'
import { SIGNED_AVERAGE_DICE, signedDifference } from './randomFactor'
import { CHARGE_FIRE_RULE, fireBase, halve, WEATHER_RULE, type FireInput } from './fireWorking'
import { COMBAT_RESULT_LABELS, combatResult, CRT_RULE, type CombatResultLabel } from './tables/combatResults'
import { RANGE_RULE, type RangeBand } from './tables/rangeModifiers'

export type { FireInput, HalfRounding } from './fireWorking'
export type FireOutcome = CombatResultLabel | 'out of range'

export interface FireResult extends CalculatorResult<FireOutcome> {
  readonly inRange: boolean
  readonly band: RangeBand | null
  readonly randomFactor: number | null
  readonly basesRemoved: number
  readonly basesDamaged: number
}

const FIRE_RULE: RuleRef = { seed: '004', section: 'Firing' }
const RANDOM_RULE: RuleRef = { seed: '004', section: 'Firing: Random Factor' }

function dice(input: FireInput): readonly NamedDie[] {
  return fireBase(input).range.inRange ? SIGNED_AVERAGE_DICE : []
}

function resolve(input: FireInput, faces: readonly (number | string)[]): FireResult {
  const base = fireBase(input)
  if (!base.range.inRange) {
    const working: WorkingLine[] = [...base.lines, { label: `out of range: ${base.range.reason}`, value: 'no fire', rule: RANGE_RULE }]
    return { outcome: 'out of range', working, inRange: false, band: base.range.band, randomFactor: null, basesRemoved: 0, basesDamaged: 0 }
  }
  const randomFactor = signedDifference(faces[0], faces[1])
  const working: WorkingLine[] = [...base.lines, { label: `random factor (${String(faces[0])} − ${String(faces[1])})`, value: randomFactor, rule: RANDOM_RULE }]
  const other = otherModifierLines(input.otherModifier)
  working.push(...other)
  let score = base.total + randomFactor + other.reduce((n, l) => n + (l.value as number), 0)
  const rounding = input.rainRounding ?? 'toward-zero'
  if (input.rain) {
    score = halve(score, rounding)
    working.push({ label: `rain: modified fire factor halved (${rounding}) → ${score}`, value: '×½', rule: WEATHER_RULE })
  }
  if (input.chargeDefensiveFire) {
    score = halve(score, rounding)
    working.push({ label: `charge defensive fire: half the modified fire factor (${rounding}) → ${score}`, value: '×½', rule: CHARGE_FIRE_RULE })
  }
  const crt = combatResult(score)
  working.push({ label: `${score}: ${crt.scores} → ${crt.result}`, value: `= ${score}`, rule: CRT_RULE })
  return { outcome: crt.result, score, working, inRange: true, band: base.range.band, randomFactor, basesRemoved: crt.basesRemoved, basesDamaged: crt.basesDamaged }
}

function outcomes(input: FireInput): readonly FireOutcome[] {
  return fireBase(input).range.inRange ? COMBAT_RESULT_LABELS : ['out of range']
}

function distribution(input: FireInput): Distribution<FireOutcome> {
  // Out of range: no dice, so the one empty combination resolves to 'out of range' with certainty.
  const d = map(facesOf(dice(input).map((n) => n.die)), (faces) => resolve(input, faces).outcome)
  return ordered(d, outcomes(input))
}

/** seed 004, Firing → Combat Results: one unit's fire at one target. */
export const fireCalculator: Calculator<FireInput, FireOutcome, FireResult> = {
  id: 'wargaming.fire',
  title: 'Fire',
  rule: FIRE_RULE,
  example: {
    fireFactor: 3,
    weapon: 'Musket',
    distanceYards: 80,
    targetRanksWithinPenetration: { kind: 'infantry', basesWithinPenetration: 3 },
    firer: { firstTime: true },
    damagedBases: 1,
  },
  dice,
  resolve,
  distribution,
  outcomes,
}
