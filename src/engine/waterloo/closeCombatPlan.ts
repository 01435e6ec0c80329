import { check, type WorkingKind, type WorkingLine } from '../core'
import { wl } from './refs'
import { checkStepLosses } from './stepTrack'
import { MAX_DICE } from './successes'
import { ELEVATIONS, TERRAINS, type Elevation, type Terrain } from './terrain'
import type { CavalryWeight, UnitType } from './units'
import { checkRating, disruptedFactor, elanWorking, markerErChanges, modifiedElan, type ErChange } from './values'

/** One side of a Close Combat: the numbers printed on the side of the counter showing, and its Step Losses. */
export interface CombatSide {
  readonly type: UnitType
  readonly strengthPoints: number
  readonly artilleryFactor: number
  readonly elanRating: number
  readonly stepLosses?: number
  readonly cavalryWeight?: CavalryWeight | null
  readonly detachment?: boolean
}
export interface CloseCombatInput {
  readonly attacker: CombatSide
  readonly defender: CombatSide
  /** Passed the Close To Contact Test by two or more (F-4d). */
  readonly confident?: boolean
  /** Other friendly units adjacent to the defending hex (at most 2 count). */
  readonly enfilade?: number
  readonly defenderElevation: Elevation
  /** Elevation of the attacker's last hex before entering the defender's hex. */
  readonly attackerFromElevation: Elevation
  readonly defenderTerrain: Terrain
  /** The attacker crossed a River hexside (at a Bridge) entering the hex. */
  readonly riverCrossed?: boolean
  /** Cavalry charging infantry: the Form Square Test's result (F-4l). */
  readonly formSquare?: 'passed' | 'failed'
  /** Two units in the defending hex: a winning attacker moves back (F-4k). */
  readonly defenderStacked?: boolean
  readonly rulings?: Readonly<Record<string, unknown>>
}

const DICE = wl('F-4f Dice Adjustments')
const CHARGE = wl('F-4l Cavalry Charge')
const TNADJ = wl('F-4h Defender Target Number Adjustments')

function checkSide(s: CombatSide, who: string): void {
  check(['infantry', 'cavalry', 'artillery'].includes(s.type), 'unknown-value', `${who}.type`, `${who}: infantry, cavalry or artillery.`)
  check(Number.isInteger(s.strengthPoints) && s.strengthPoints >= 0 && s.strengthPoints <= MAX_DICE, 'out-of-range', `${who}.strengthPoints`, `${who}: SP is a whole number 0–${MAX_DICE}.`)
  check(Number.isInteger(s.artilleryFactor) && s.artilleryFactor >= 0 && s.artilleryFactor <= MAX_DICE, 'out-of-range', `${who}.artilleryFactor`, `${who}: AF is a whole number 0–${MAX_DICE}.`)
  checkRating(s.elanRating, `${who}.elanRating`, 1, 6)
  checkStepLosses(s.stepLosses ?? 0, `${who}.stepLosses`)
}

function checkCombat(i: CloseCombatInput): void {
  checkSide(i.attacker, 'attacker')
  checkSide(i.defender, 'defender')
  check(i.attacker.type !== 'artillery', 'not-allowed-together', 'attacker.type', 'Artillery units may not use the Close Combat Unit Action (F-4).')
  check(i.attacker.detachment !== true, 'not-allowed-together', 'attacker.detachment', 'Detachment units never attack in Close Combat (G-1).')
  check(TERRAINS.includes(i.defenderTerrain), 'unknown-value', 'defenderTerrain', `defenderTerrain: one of ${TERRAINS.join(', ')}.`)
  check(ELEVATIONS.includes(i.defenderElevation) && ELEVATIONS.includes(i.attackerFromElevation), 'unknown-value', 'defenderElevation', 'Elevations are Ridge or Flat.')
  const enfilade = i.enfilade ?? 0
  check(Number.isInteger(enfilade) && enfilade >= 0, 'out-of-range', 'enfilade', 'enfilade: the number of other friendly units adjacent to the defending hex (0 or more).')
  if (i.attacker.type !== 'cavalry') return
  check(i.defenderTerrain === 'Clear' && i.riverCrossed !== true, 'not-allowed-together', 'defenderTerrain',
    'Cavalry may not charge into Woods, Buildings or Walled Buildings, nor across a River hexside (F-4l).')
  check(i.attacker.cavalryWeight === 'HC' || i.attacker.cavalryWeight === 'LC', 'unknown-value', 'attacker.cavalryWeight', 'attacker: say whether the cavalry is HC or LC.')
  check(i.defender.type !== 'infantry' || i.formSquare === 'passed' || i.formSquare === 'failed', 'missing-table', 'formSquare',
    'Cavalry charging infantry: take the Form Square Test first and enter its result.')
}

export interface CombatPlan {
  readonly attackerDice: number
  readonly defenderDice: number
  /** What the attacker's dice must beat: the defender's ER with cover, never above 6 (ruling 13). */
  readonly attackerTarget: number
  /** What the defender's dice must beat: the attacker's ER. */
  readonly defenderTarget: number
  readonly working: readonly WorkingLine[]
}

/** seed 002, F-4e–h and F-4l: both sides' dice and Target Numbers with every adjustment. */
export function closeCombatPlan(i: CloseCombatInput): CombatPlan {
  checkCombat(i)
  const a = i.attacker
  const d = i.defender
  const charge = a.type === 'cavalry'
  const w: WorkingLine[] = []
  const line = (label: string, value: number | string, rule = DICE, kind: WorkingKind = 'modifier') => w.push(typeof value === 'number' ? { label, value, rule, kind } : { label, value, rule })
  // An ER said on its way to a Target Number is a rating; the Target Number is the total of the printed ER, its changes and cover.
  const asRating = (l: WorkingLine): WorkingLine => (l.kind === 'total' ? { ...l, kind: 'rating' } : l)
  const aSP = disruptedFactor(a.strengthPoints, a.stepLosses ?? 0)
  let attackerDice = aSP
  line('attacker SP', a.strengthPoints, wl('F-4e Close Combat Dice'), 'base')
  if (aSP !== a.strengthPoints) line('attacker Disrupted −1 SP', -1, wl('A-2b Marker Information'))
  if (i.confident === true) { attackerDice += 1; line('Confident', 1) }
  const enf = Math.min(2, i.enfilade ?? 0)
  if (enf > 0) { attackerDice += enf; line(`Enfilade (${i.enfilade} adjacent, at most 2 count)`, enf) }
  if (charge && a.cavalryWeight === 'HC') { attackerDice += 2; line('"Heavy" Cavalry attacking', 2, CHARGE) }
  line('attacker dice', attackerDice, wl('F-4e Close Combat Dice'), 'total')
  const dSP = disruptedFactor(d.strengthPoints, d.stepLosses ?? 0)
  const dAF = disruptedFactor(d.artilleryFactor, d.stepLosses ?? 0)
  let defenderDice = dSP + dAF
  line('defender SP', d.strengthPoints, wl('F-4e Close Combat Dice'), 'base')
  line('defender AF', d.artilleryFactor, wl('F-4e Close Combat Dice'), 'base')
  if (dSP + dAF !== d.strengthPoints + d.artilleryFactor) line('defender Disrupted −1 SP, −1 AF', dSP + dAF - d.strengthPoints - d.artilleryFactor, wl('A-2b Marker Information'))
  if (i.defenderElevation === 'Ridge' && i.attackerFromElevation === 'Flat') { defenderDice += 1; line('Downhill Fire/Countercharge', 1) }
  line('defender dice', defenderDice, wl('F-4e Close Combat Dice'), 'total')
  check(attackerDice + defenderDice <= MAX_DICE, 'out-of-range', 'attacker', `At most ${MAX_DICE} dice in one Close Combat for exact odds, not ${attackerDice + defenderDice}.`)
  // Target numbers (ruling 13): the defender's ER (with cavalry-charge changes, ruling 15) plus cover.
  const dChanges: ErChange[] = [...markerErChanges(d.stepLosses ?? 0)]
  if (charge && d.type === 'infantry') dChanges.push({ label: `Form Square Test ${i.formSquare}`, value: i.formSquare === 'passed' ? 2 : -2, rule: wl('F-4l Form Square Test') })
  if (charge && d.type === 'artillery') dChanges.push({ label: 'defending Artillery charged by cavalry', value: -1, rule: CHARGE })
  const dER = modifiedElan(d.elanRating, dChanges, i.rulings)
  w.push(...elanWorking(d.elanRating, dChanges, dER, 'defender ER').map(asRating))
  let cover = 0
  const walled = i.defenderTerrain === 'Walled Buildings'
  if (walled && d.detachment === true) { cover += 2; line('Heavy Cover (Detachment in Walled Buildings)', 2, TNADJ) }
  else if (i.defenderTerrain !== 'Clear') { cover += 1; line(`Cover (${i.defenderTerrain})`, 1, TNADJ) }
  if (i.riverCrossed === true) { cover += 1; line('River Barrier', 1, TNADJ) }
  const attackerTarget = Math.min(6, dER + cover)
  if (attackerTarget < dER + cover) line('The Target Number can never be higher than "6"', attackerTarget - dER - cover, TNADJ)
  line('Target Number for the attacker\'s dice (never above 6)', attackerTarget, wl('F-4g Target Number'), 'total')
  const aChanges = markerErChanges(a.stepLosses ?? 0)
  const defenderTarget = modifiedElan(a.elanRating, aChanges, i.rulings)
  w.push(...elanWorking(a.elanRating, aChanges, defenderTarget, 'attacker ER').map(asRating))
  line('Target Number for the defender\'s dice', defenderTarget, wl('F-4g Target Number'), 'total')
  line('dice: attacker against defender', `${attackerDice} against ${defenderDice}`, wl('F-4i Close Combat Resolution'))
  return { attackerDice, defenderDice, attackerTarget, defenderTarget, working: w }
}
