import { check, type WorkingLine } from '../core'
import { elanCalculator, type ElanInput } from './elan'
import { wl } from './refs'
import { waterlooRuling } from './rulings'
import type { UnitType, CavalryWeight } from './units'

/** seed 002, F-1a Movement Allowances: infantry and artillery 2 hexes, Heavy Cavalry 3, Light Cavalry 4. */
export const MOVEMENT_ALLOWANCE = { infantry: 2, artillery: 2, HC: 3, LC: 4 } as const
const MOVE = wl('F-1a Movement Allowances')

export function movementAllowance(type: UnitType, weight?: CavalryWeight | null): number {
  if (type !== 'cavalry') return MOVEMENT_ALLOWANCE[type]
  check(weight === 'HC' || weight === 'LC', 'unknown-value', 'cavalryWeight', 'Cavalry: say whether it is HC (Heavy) or LC (Light).')
  return MOVEMENT_ALLOWANCE[weight]
}

export interface MoveInput {
  readonly unitType: UnitType
  readonly cavalryWeight?: CavalryWeight | null
  /** Hexes counted against the allowance (a Flat-to-Ridge hex counts two, F-1e). */
  readonly hexesCounted: number
  /** Napoleon's Pas de Charge: the allowance is one more (F-2 example). */
  readonly pasDeCharge?: boolean
  readonly rulings?: Readonly<Record<string, unknown>>
}
export type MoveVerdict = 'within the allowance' | 'Forced March: Elan Test'

/**
 * seed 002, F-1b: one hex more than the allowance is a Forced March and needs an Elan Test. Ruling 44: Pas de
 * Charge and Forced March add up and the test is due only past the allowance with Pas de Charge included.
 */
export function forcedMarchDue(input: MoveInput): { allowance: number; verdict: MoveVerdict; working: WorkingLine[] } {
  const base = movementAllowance(input.unitType, input.cavalryWeight)
  const pdc = input.pasDeCharge === true ? 1 : 0
  const allowance = base + pdc
  const together = waterlooRuling('pasDeChargeForcedMarch', input.rulings) === 'add'
  const max = allowance + (together || !pdc ? 1 : 0)
  check(Number.isInteger(input.hexesCounted) && input.hexesCounted >= 0 && input.hexesCounted <= max, 'out-of-range', 'hexesCounted',
    `hexesCounted: at most ${max} hexes (allowance ${allowance}${max > allowance ? ' + 1 Forced March' : ''}), not ${String(input.hexesCounted).slice(0, 20)}.`)
  const verdict: MoveVerdict = input.hexesCounted > allowance ? 'Forced March: Elan Test' : 'within the allowance'
  return {
    allowance, verdict, working: [
      { label: `${input.unitType === 'cavalry' ? input.cavalryWeight : input.unitType} Movement Allowance`, value: base, rule: MOVE },
      ...(pdc ? [{ label: 'Pas de Charge', value: 1, rule: wl('F-2 Bombardment Example') }] : []),
      { label: `${input.hexesCounted} hexes counted`, value: verdict, rule: wl('F-1b Forced March') },
    ],
  }
}

/** seed 002, F-1b Forced March: the Elan Test for the extra hex; failed = one Step Loss. */
export const forcedMarch = elanCalculator<ElanInput, 'pass' | 'fail: one Step Loss'>({
  id: 'forced-march', title: 'Forced March', rule: wl('F-1b Forced March'),
  example: { elanRating: 5 },
  order: ['pass', 'fail: one Step Loss'],
  name: (g) => (g === 'fail' ? 'fail: one Step Loss' : 'pass'),
})

export interface PanicInput extends ElanInput {
  readonly detachment?: boolean
}
/** seed 002, A-2a Panic Test: failed = Retreat one hex; a Detachment takes one more Step Loss instead. */
export const panicTest = elanCalculator<PanicInput, 'pass' | 'fail: Retreat one hex' | 'fail: one more Step Loss'>({
  id: 'panic-test', title: 'Panic Test', rule: wl('A-2a Panic Test'),
  example: { elanRating: 3, stepLosses: 4 },
  order: ['pass', 'fail: Retreat one hex', 'fail: one more Step Loss'],
  name: (g, i) => (g !== 'fail' ? 'pass' : i.detachment === true ? 'fail: one more Step Loss' : 'fail: Retreat one hex'),
})

/** seed 002, F-4l Form Square Test: the charged infantry's Elan Test; passed ER +2, failed ER −2. */
export const formSquare = elanCalculator<ElanInput, 'square: ER +2' | 'no square: ER −2'>({
  id: 'form-square', title: 'Form Square Test', rule: wl('F-4l Form Square Test'),
  example: { elanRating: 4 },
  order: ['square: ER +2', 'no square: ER −2'],
  name: (g) => (g === 'fail' ? 'no square: ER −2' : 'square: ER +2'),
})

export interface CloseToContactInput extends ElanInput {
  readonly attacker: 'infantry' | 'cavalry'
}
const CTC = wl('F-4d Close To Contact Test')
/**
 * seed 002, F-4d: the attacker's Elan Test; passing by two or more is Confident (+1 die). Failed infantry may fire
 * Desultory Fire; failed cavalry stays adjacent (F-4l).
 */
export const closeToContact = elanCalculator<CloseToContactInput, 'Confident' | 'contact' | 'fail'>({
  id: 'close-to-contact', title: 'Close To Contact Test', rule: CTC,
  example: { elanRating: 4, attacker: 'infantry' },
  order: ['Confident', 'contact', 'fail'],
  check: (i) => check(i.attacker === 'infantry' || i.attacker === 'cavalry', 'unknown-value', 'attacker', 'Only infantry and cavalry attack in Close Combat.'),
  name: (g) => (g === 'confident' ? 'Confident' : g === 'pass' ? 'contact' : 'fail'),
  note: (o, i) => o !== 'fail' ? [] : [i.attacker === 'infantry'
    ? { label: 'may not Close Combat or move; may fire Desultory Fire at the target', value: 'Desultory Fire', rule: CTC }
    : { label: 'stays adjacent to the target; no Desultory Fire', value: 'activation ends', rule: wl('F-4l Cavalry Charge') }],
})

/** seed 002, F-4k Detachment Unit Losers: an Elan Test; failed = an extra Step Loss. */
export const detachmentLoser = elanCalculator<ElanInput, 'pass' | 'fail: extra Step Loss'>({
  id: 'detachment-loser', title: 'Detachment loser Elan Test', rule: wl('F-4k Detachment Unit Losers'),
  example: { elanRating: 4, stepLosses: 1 },
  order: ['pass', 'fail: extra Step Loss'],
  name: (g) => (g === 'fail' ? 'fail: extra Step Loss' : 'pass'),
})

/** seed 002, F-4c: Anglo-Allied or Prussian cavalry attacked by French infantry: failed = Retreat two hexes. */
export const alliedCavalryStand = elanCalculator<ElanInput, 'pass: stands' | 'fail: Retreat two hexes'>({
  id: 'allied-cavalry-stand', title: 'Allied cavalry attacked by infantry', rule: wl('F-4c Cavalry Withdrawal'),
  example: { elanRating: 5 },
  order: ['pass: stands', 'fail: Retreat two hexes'],
  name: (g) => (g === 'fail' ? 'fail: Retreat two hexes' : 'pass: stands'),
})
