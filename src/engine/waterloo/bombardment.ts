import { check, D6, map, ordered, type Calculator, type CalculatorResult, type NamedDie, type WorkingLine } from '../core'
import { forbid } from '../core/errors'
import { wl } from './refs'
import { checkStepLosses } from './stepTrack'
import { countSuccesses, MAX_DICE, successDistribution } from './successes'
import { TERRAINS, ELEVATIONS, type Elevation, type Terrain } from './terrain'
import type { UnitType } from './units'
import { disruptedFactor } from './values'

/** One firing unit, as the map and its counter show it. */
export interface BombardmentFirer {
  /** AF printed on the side showing (Disrupted −1 is applied here). */
  readonly artilleryFactor: number
  readonly stepLosses?: number
  /** "H" after the AF: may fire 4 hexes instead of 3. */
  readonly heavyArtillery?: boolean
  /** Hexes to the target; 1 = adjacent (Canister). */
  readonly hexes: number
  readonly elevation: Elevation
  /** Failed its Close To Contact Test: Desultory Fire, ½ dice rounded up (F-2d). */
  readonly desultoryFire?: boolean
  /** The firer's type: a Cavalry unit may not issue Desultory Fire (F-4d). */
  readonly type?: UnitType | null
}
export interface BombardmentTarget {
  readonly type: UnitType
  readonly terrain: Terrain
  readonly elevation: Elevation
  readonly detachment?: boolean
  /** An infantry target adjacent to a cavalry unit of the firer's side. */
  readonly adjacentToEnemyCavalry?: boolean
}
export interface BombardmentInput {
  readonly firer: BombardmentFirer
  /** F-2e Combined Fire: a second active unit stacked with or adjacent to the first, at the same target. */
  readonly combinedWith?: BombardmentFirer
  readonly target: BombardmentTarget
}
export type BombardmentOutcome = 'one Step Loss' | 'no effect'
export const BOMBARDMENT_OUTCOMES: readonly BombardmentOutcome[] = ['one Step Loss', 'no effect']

const DICE = wl('F-2d Dice Adjustments')
const TN = wl('F-2f Target Number')

/** seed 002, F-2c–d: one firer's dice with its working. */
export function firerDice(f: BombardmentFirer, target: BombardmentTarget, who = 'firer'): { dice: number; working: WorkingLine[] } {
  check(Number.isInteger(f.artilleryFactor) && f.artilleryFactor >= 0 && f.artilleryFactor <= MAX_DICE, 'out-of-range', `${who}.artilleryFactor`, `${who}: AF is a whole number 0–${MAX_DICE}.`)
  check(f.artilleryFactor > 0, 'not-allowed-together', `${who}.artilleryFactor`, `${who}: a unit with a printed "0" AF can never conduct Bombardment Combat (F-2c).`)
  check(ELEVATIONS.includes(f.elevation), 'unknown-value', `${who}.elevation`, `${who}: elevation is Ridge or Flat.`)
  const range = f.heavyArtillery === true ? 4 : 3
  check(Number.isInteger(f.hexes) && f.hexes >= 1 && f.hexes <= range, 'out-of-range', `${who}.hexes`,
    `${who}: ${f.heavyArtillery === true ? '"Heavy" Artillery fires' : 'fires'} 1–${range} hexes, not ${String(f.hexes).slice(0, 20)} (F-2a).`)
  check(f.desultoryFire !== true || f.hexes === 1, 'not-allowed-together', `${who}.hexes`, `${who}: Desultory Fire is at the adjacent target of the failed charge (ruling 45).`)
  forbid(f.desultoryFire !== true || f.type !== 'cavalry', `${who}.type`, 'seed 002, F-4d', 'If the attacking unit is Cavalry, it may not issue Desultory Fire.')
  const af = disruptedFactor(f.artilleryFactor, checkStepLosses(f.stepLosses ?? 0, `${who}.stepLosses`))
  const working: WorkingLine[] = [{ label: `${who} AF`, value: f.artilleryFactor, rule: wl('F-2c Bombardment Dice'), kind: 'base' }]
  if (af !== f.artilleryFactor) working.push({ label: 'Disrupted −1 AF', value: -1, rule: wl('A-2b Marker Information'), kind: 'modifier' })
  let dice = af
  const add = (ok: boolean, label: string) => { if (ok) { dice += 1; working.push({ label, value: 1, rule: DICE, kind: 'modifier' }) } }
  add(f.elevation === 'Ridge' && target.elevation === 'Flat', 'Plunging Fire (Ridge onto Flat)')
  add(f.hexes === 1, 'Canister (adjacent)')
  add(target.type === 'infantry' && target.terrain === 'Clear' && target.adjacentToEnemyCavalry === true, 'Target in Square (infantry in Clear next to cavalry)')
  if (f.desultoryFire === true) {
    const half = Math.ceil(dice / 2)
    working.push({ label: `Desultory Fire: ½ of ${dice}, rounded up`, value: half - dice, rule: DICE, kind: 'modifier' })
    dice = half
  }
  return { dice, working }
}

/** seed 002, F-2f: Clear 4; Woods and Buildings 5; Walled Buildings: Detachment 6, others 5; cavalry −1. */
export function bombardmentTargetNumber(t: BombardmentTarget): { targetNumber: number; working: WorkingLine[] } {
  check(TERRAINS.includes(t.terrain), 'unknown-value', 'target.terrain', `target.terrain: one of ${TERRAINS.join(', ')}.`)
  check(['infantry', 'cavalry', 'artillery'].includes(t.type), 'unknown-value', 'target.type', 'target.type: infantry, cavalry or artillery.')
  check(ELEVATIONS.includes(t.elevation), 'unknown-value', 'target.elevation', 'target.elevation: Ridge or Flat.')
  const base = t.terrain === 'Clear' ? 4 : t.terrain === 'Walled Buildings' && t.detachment === true ? 6 : 5
  const where = `${t.terrain}${t.terrain === 'Walled Buildings' ? (t.detachment === true ? ', Detachment' : ', not a Detachment') : ''}`
  // A threshold, said "needs 4"; a Cavalry target's −1 is said with the Target Number it makes (F-2f).
  const working: WorkingLine[] = [{ label: `Target Number: ${where}`, value: base, rule: TN, kind: 'threshold' }]
  if (t.type !== 'cavalry') return { targetNumber: base, working }
  working.push({ label: 'Target Unit is Cavalry: −1 to the Target Number', value: base - 1, rule: TN, kind: 'threshold' })
  return { targetNumber: base - 1, working }
}

function plan(input: BombardmentInput) {
  const tn = bombardmentTargetNumber(input.target)
  const a = firerDice(input.firer, input.target)
  const b = input.combinedWith ? firerDice(input.combinedWith, input.target, 'second firer') : null
  const dice = a.dice + (b?.dice ?? 0)
  check(dice <= MAX_DICE, 'out-of-range', 'firer', `At most ${MAX_DICE} Bombardment dice for exact odds.`)
  const total: WorkingLine = b ? { label: 'Combined Fire: dice added into one roll', value: dice, rule: wl('F-2e Combined Fire'), kind: 'total' }
    : { label: 'Bombardment dice', value: dice, rule: DICE, kind: 'total' }
  const working = [...a.working, ...(b ? b.working : []), total, ...tn.working]
  return { dice, targetNumber: tn.targetNumber, working }
}

function dice(input: BombardmentInput): NamedDie[] {
  return Array.from({ length: plan(input).dice }, (_, i) => ({ role: `Bombardment die ${i + 1}`, die: D6 }))
}

function resolve(input: BombardmentInput, faces: readonly (number | string)[]): CalculatorResult<BombardmentOutcome> {
  const p = plan(input)
  check(faces.length === p.dice, 'out-of-range', 'faces', `Roll ${p.dice} Bombardment dice, got ${faces.length} faces.`)
  const c = countSuccesses(faces, p.targetNumber, 'Bombardment die')
  const outcome: BombardmentOutcome = c.total >= 1 ? 'one Step Loss' : 'no effect'
  return {
    outcome, score: c.total, working: [...p.working,
      { label: `Successes: ${c.successes} above ${p.targetNumber}, ${c.partials} Partial (2 Partials = 1 Success)`, value: c.total, rule: wl('F-2g Bombardment Combat Resolution'), kind: 'count' },
      { label: 'at least 1 Success: one Step Loss, never more', value: outcome, rule: wl('F-2h Success Application') }],
  }
}

/** seed 002, F-2 Bombardment Combat: the target loses one Step on at least one Success (partials paired). */
export const bombardment: Calculator<BombardmentInput, BombardmentOutcome> = {
  id: 'bombardment',
  title: 'Bombardment Combat',
  rule: wl('F-2 Bombardment Combat'),
  example: { firer: { artilleryFactor: 3, hexes: 2, elevation: 'Ridge' }, target: { type: 'infantry', terrain: 'Walled Buildings', elevation: 'Flat', detachment: true } },
  dice,
  resolve,
  distribution(input) {
    const p = plan(input)
    return ordered(map(successDistribution(p.dice, p.targetNumber), (s): BombardmentOutcome => (s >= 1 ? 'one Step Loss' : 'no effect')), BOMBARDMENT_OUTCOMES)
  },
  outcomes: () => BOMBARDMENT_OUTCOMES,
}
