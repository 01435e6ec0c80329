import { check, checkFace, combine, certain, fromDie, map, ordered, toMm, toSegments, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type TableUnit } from '../core'
import { FLAGS, WHITE_DIE, type Flag } from '../boardgame/whiteDie'
import { otherModifierLines, otherModifierValue, type OtherModifier } from '../core/otherModifier'
import { base, mini } from './refs'
import { SEGMENT_MM } from './ruler'
import { checkSquareGround } from './square'

export type SpecialActionKind = 'artillery-opportunity-fire' | 'cavalry-countercharge' | 'form-square'
export const SPECIAL_ACTIONS: Record<SpecialActionKind, string> = {
  'artillery-opportunity-fire': 'Artillery opportunity fire (only if charged through their frontal arc)',
  'cavalry-countercharge': 'Cavalry Countercharge (only if charged through its frontal arc)',
  'form-square': 'Form Square (prohibited if the infantry units was charged from flanks or rear)',
}
export const SPECIAL_ACTION_RULE = mini('9.3 Special Actions')
/** seed 003, 9.3: who may attempt each special action (opportunity fire: artillery; countercharge: cavalry; square: infantry). */
export const REACTING_KIND = { 'artillery-opportunity-fire': 'artillery', 'cavalry-countercharge': 'cavalry', 'form-square': 'infantry' } as const satisfies Record<SpecialActionKind, string>

export interface SpecialActionInput {
  readonly action: SpecialActionKind
  /** The reacting unit's nation: its flag on any white die succeeds. */
  readonly nation: Flag
  /** Distance between the two units before the charge, in `unit`. 0 = adjacent. */
  readonly distance: number
  readonly unit: TableUnit
  readonly chargedFrom: 'front' | 'flank' | 'rear'
  /** Form Square: the infantry's ground (a terrain id, 'open' for clear); unsaid, the players check it. */
  readonly terrain?: string
  /** "Other ±N" (umpire's judgement, house rule): white dice added or taken away (never fewer than none). */
  readonly otherModifier?: OtherModifier | null
}
export type SpecialActionOutcome = 'success' | 'failure'
export type SpecialActionResult = CalculatorResult<SpecialActionOutcome>
const OUTCOMES: readonly SpecialActionOutcome[] = ['success', 'failure']

/** Segments or fraction between the units: ceil(distance / 8 cm); 0 when adjacent. */
export const segmentsBetween = (input: SpecialActionInput): number => toSegments(toMm(input.distance, input.unit), SEGMENT_MM).started

/**
 * "Roll a special Action dice … for each segment (or fraction) between the two units": ceil(distance / 8 cm)
 * (RULES.md ruling). Adjacent units: no segment between them, no dice, no reaction (as ruling 19 for the base game).
 */
export function specialActionDice(input: SpecialActionInput): NamedDie[] {
  check(input.action in SPECIAL_ACTIONS, 'unknown-value', 'action', `Unknown special action "${String(input.action)}".`)
  check(FLAGS.includes(input.nation), 'unknown-value', 'nation', `The white dice show French, English and Prussian flags, not "${String(input.nation)}".`)
  check(input.chargedFrom === 'front', 'not-allowed-together', 'chargedFrom',
    `${SPECIAL_ACTIONS[input.action]}: charged from the ${input.chargedFrom}, no reaction allowed.`)
  if (input.action === 'form-square') checkSquareGround(input.terrain)
  const n = Math.max(0, segmentsBetween(input) + otherModifierValue(input.otherModifier))
  return Array.from({ length: n }, (_, i) => ({ role: `white die ${i + 1}`, die: WHITE_DIE }))
}

function resolve(input: SpecialActionInput, faces: readonly (number | string)[]): SpecialActionResult {
  const dice = specialActionDice(input)
  check(faces.length === dice.length, 'out-of-range', 'faces', `Roll ${dice.length} white dice, got ${faces.length} faces.`)
  const read = faces.map((f, i) => checkFace(WHITE_DIE, f, `white die ${i + 1}`))
  const hit = read.includes(input.nation)
  const other = otherModifierLines(input.otherModifier)
  const segments = segmentsBetween(input)
  const count = (n: number) => `${n} white ${n === 1 ? 'die' : 'dice'}`
  const none = segments === 0 ? 'adjacent: no dice, no reaction' : 'no dice: no reaction'
  return {
    outcome: hit ? 'success' : 'failure',
    working: [
      { label: `${count(segments)} (segments or fraction between the units)`, value: segments, rule: SPECIAL_ACTION_RULE },
      ...(other.length ? [...other, { label: `${count(dice.length)} rolled`, value: dice.length, rule: SPECIAL_ACTION_RULE }] : []),
      { label: dice.length ? `flags: ${read.join(', ')}` : none, value: hit ? `${input.nation} flag` : 'no own flag', rule: base('9.41 Special Actions') },
    ],
  }
}

/** Exact: (6ⁿ − 4ⁿ) successes of 6ⁿ, built die by die so long distances stay cheap. */
function distribution(input: SpecialActionInput): Distribution<SpecialActionOutcome> {
  const seen = specialActionDice(input).reduce<Distribution<boolean>>(
    (acc) => combine(acc, fromDie(WHITE_DIE), (s, f) => s || f === input.nation), certain(false))
  return ordered(map(seen, (s): SpecialActionOutcome => (s ? 'success' : 'failure')), OUTCOMES)
}

export const specialAction: Calculator<SpecialActionInput, SpecialActionOutcome, SpecialActionResult> = {
  id: 'special-action',
  title: 'Special action',
  rule: SPECIAL_ACTION_RULE,
  example: { action: 'form-square', nation: 'English', distance: 14, unit: 'cm', chargedFrom: 'front' },
  dice: specialActionDice,
  resolve,
  distribution,
  outcomes: () => [...OUTCOMES],
}

/**
 * seed 003, 9.3: opportunity fire uses "the first column of the combat results table" (1 hit) on the charging cavalry.
 * The 'opportunity-fire' calculator (opportunityFire.ts) rolls the reaction and the fire as one action (ruling 26).
 */
export const OPPORTUNITY_FIRE_HITS = 1
