import { check, type RuleRef } from '../core'
import { seriesRef } from './refs'
import type { Formation, SeriesUnit, UnitType } from './units'

/** How a formation sets the firepower (7.1 and chapter 4). */
export type FirepowerRule = 'printed' | 'one' | 'none'
/** How a formation sets the melee value when attacking (8.3, 8.5, 8.7 and chapter 4). */
export type MeleeAttackRule = 'printed' | 'printed+1' | 'half' | 'none'
/**
 * How a formation sets the melee value when defending, before flank/rear (8.6). 'ignored': disorganized
 * artillery "is ignored for the melee but suffers the result of the infantry" (4.13).
 */
export type MeleeDefenceRule = 'printed' | 'half' | 'one' | 'ignored'

/**
 * One formation of chapter 4 as data: what the counter shows, its fronts, what it allows and forbids.
 * `allows` and `forbids` are the text's own sentences (the fidelity test finds each in seed 001).
 */
export interface FormationRule {
  readonly type: UnitType
  readonly formation: Formation
  readonly name: string
  readonly rule: RuleRef
  /** Counter side shown (3.1, 3.3): line/unlimbered read horizontally, column/limbered vertically. */
  readonly counterSide: 'line' | 'column' | 'limbered' | 'unlimbered'
  /** Front hexes when attacked (6 = "no flank, no rear"). */
  readonly frontHexes: number
  /** Hexes a melee attack may go into (8.5); 0 = may not attack in melee (8.7). */
  readonly attackHexes: number
  readonly firepower: FirepowerRule
  readonly meleeAttack: MeleeAttackRule
  readonly meleeDefence: MeleeDefenceRule
  /** Halved from a flank or rear hex (8.6); false where all six hexes are front. */
  readonly hasFlanks: boolean
  /** Morale modifier of the formation itself (10.4: disorganized −2). */
  readonly moraleModifier: number
  readonly allows: readonly string[]
  readonly forbids: readonly string[]
}

const f = (r: FormationRule) => r

// seed 001, 4.A Infantry (4.1–4.6)
const INFANTRY: readonly FormationRule[] = [
  f({ type: 'infantry', formation: 'line', name: 'Infantry in line', rule: seriesRef('4.1 Infantry in Line Formation'), counterSide: 'line',
    frontHexes: 2, attackHexes: 2, firepower: 'printed', meleeAttack: 'printed', meleeDefence: 'printed', hasFlanks: true, moraleModifier: 0,
    allows: ['Can stack with artillery, limbered or unlimbered, provided the units have at least two common front hexes.', 'Fire range is 1 hex (including light infantry).'],
    forbids: ['It is reduced by half when attacked from a flank or rear hex.'] }),
  f({ type: 'infantry', formation: 'column', name: 'Infantry in column', rule: seriesRef('4.2 Infantry in Column Formation'), counterSide: 'column',
    frontHexes: 3, attackHexes: 1, firepower: 'printed', meleeAttack: 'printed+1', meleeDefence: 'printed', hasFlanks: true, moraleModifier: 0,
    allows: ['The melee value is modified by +1 when attacking, but not when defending.', 'Use the full movement allowance printed on this side.'],
    forbids: ['When attacking by fire or by melee, the unit has a one-hex front.', 'The melee value is reduced by half (round up) when attacked from a flank or rear hex.'] }),
  f({ type: 'infantry', formation: 'general-order', name: 'Infantry in general order', rule: seriesRef('4.3 Infantry in General Order'), counterSide: 'column',
    frontHexes: 6, attackHexes: 6, firepower: 'one', meleeAttack: 'printed', meleeDefence: 'printed', hasFlanks: false, moraleModifier: 0,
    allows: ['Use the printed melee value for attack and defense', 'Town and castle only: morale checks called for by combat results (fire and melee) are ignored.'],
    forbids: ['The firepower is 1.', 'This formation is mandatory in a town, castle, brush, or wood hex.'] }),
  f({ type: 'infantry', formation: 'square', name: 'Infantry in square', rule: seriesRef('4.4 Infantry in Square Formation'), counterSide: 'line',
    frontHexes: 6, attackHexes: 0, firepower: 'one', meleeAttack: 'none', meleeDefence: 'printed', hasFlanks: false, moraleModifier: 0,
    allows: ['Use the printed melee value against attacking cavalry.', 'The morale is modified by +2 against cavalry.'],
    forbids: ['A square cannot initiate melee.', 'The firepower of a square is 1 regardless of its fire value in line.', 'Halve the printed melee value when defending against infantry.', 'As opposed to other games, cavalry cannot enter an hex where an enemy infantry square is.'] }),
  f({ type: 'infantry', formation: 'disorganized', name: 'Disorganized infantry', rule: seriesRef('4.5 Disorganized Infantry'), counterSide: 'column',
    frontHexes: 6, attackHexes: 0, firepower: 'one', meleeAttack: 'none', meleeDefence: 'one', hasFlanks: false, moraleModifier: -2,
    allows: ['A disorganized unit cannot attack in melee, but it can defend.'],
    forbids: ['The firepower and the melee value are 1.', 'Use the column morale with a -2 modifier.', 'If a disorganized unit suffers a second disorganization, it is eliminated for good.', 'Cannot stack with a good order unit (that is, any other formation).'] }),
  f({ type: 'infantry', formation: 'tirailleurs', name: 'Tirailleurs', rule: seriesRef('4.6 Tirailleurs'), counterSide: 'line',
    frontHexes: 3, attackHexes: 3, firepower: 'printed', meleeAttack: 'half', meleeDefence: 'half', hasFlanks: true, moraleModifier: 0,
    allows: ['at 1 hex range with the full firepower printed on the line side', 'at 2 hex range with a firepower modified by -2 with a minimum of 1.'],
    forbids: ['Only light infantry can use this formation.', 'The melee value is reduced by half (round up) in every circumstance.', 'Every fire attack against a unit in tirailleurs is made with a -1 to the dice.'] }),
]

// seed 001, 4.B Cavalry (4.7–4.10); "Cavalry cannot fight by fire" (3.1)
const CAVALRY: readonly FormationRule[] = [
  f({ type: 'cavalry', formation: 'line', name: 'Cavalry in line ("en bataille")', rule: seriesRef('4.7 Cavalry in Line'), counterSide: 'line',
    frontHexes: 2, attackHexes: 2, firepower: 'none', meleeAttack: 'printed', meleeDefence: 'printed', hasFlanks: true, moraleModifier: 0,
    allows: ['Every charge or countercharge can be performed only in line.'],
    forbids: ['The line formation is never allowed', 'The melee value is reduced to 1 when attacking a square, brush, a town, a wood, or if the cavalry attacks from these terrain types.', 'The melee value is halved when countercharged from a rear/flank hex.'] }),
  f({ type: 'cavalry', formation: 'column', name: 'Cavalry in column', rule: seriesRef('4.8 Cavalry in Column'), counterSide: 'column',
    frontHexes: 3, attackHexes: 0, firepower: 'none', meleeAttack: 'none', meleeDefence: 'printed', hasFlanks: true, moraleModifier: 0,
    allows: ['the unit uses normal movement.'],
    forbids: ['Cavalry can not attack in column.', 'The melee value is halved (round up) when attacked from a rear/flank hex.'] }),
  f({ type: 'cavalry', formation: 'general-order', name: 'Cavalry in general order', rule: seriesRef('4.9 Cavalry in General Order'), counterSide: 'column',
    frontHexes: 6, attackHexes: 0, firepower: 'none', meleeAttack: 'none', meleeDefence: 'one', hasFlanks: false, moraleModifier: 0,
    allows: ['No morale check due to fire or melee while in a town or castle hex.'],
    forbids: ['The melee value is 1 when the cavalry defends (no possible attack in general order).'] }),
  f({ type: 'cavalry', formation: 'disorganized', name: 'Disorganized cavalry', rule: seriesRef('4.10 Disorganized Cavalry'), counterSide: 'column',
    frontHexes: 6, attackHexes: 0, firepower: 'none', meleeAttack: 'none', meleeDefence: 'one', hasFlanks: false, moraleModifier: -2,
    allows: ['A cavalry unit can voluntarily adopt a disorganized state (see 6.5).'],
    forbids: ['Cannot charge.', 'The melee value is 1.', 'Use the column morale with a -2 modifier.'] }),
]

// seed 001, 4.C Artillery (4.11–4.13)
const ARTILLERY: readonly FormationRule[] = [
  f({ type: 'artillery', formation: 'limbered', name: 'Limbered artillery', rule: seriesRef('4.11 Limbered Artillery'), counterSide: 'limbered',
    frontHexes: 3, attackHexes: 0, firepower: 'none', meleeAttack: 'none', meleeDefence: 'printed', hasFlanks: true, moraleModifier: 0,
    allows: ['No morale check due to fire or melee while in a town hex.'],
    forbids: ['Fire is not allowed while limbered.', 'The melee value is the printed value when defending, but attacking is not allowed.'] }),
  f({ type: 'artillery', formation: 'unlimbered', name: 'Unlimbered artillery', rule: seriesRef('4.12 Unlimbered Artillery'), counterSide: 'unlimbered',
    frontHexes: 2, attackHexes: 0, firepower: 'printed', meleeAttack: 'none', meleeDefence: 'printed', hasFlanks: true, moraleModifier: 0,
    allows: ['Can pivot 60° per turn for free.', 'Opportunity fire range is 2 hexes only, no matter what is the printed range.'],
    forbids: ['Melee: attack is not allowed, but the artillery can defend with the normal rules.'] }),
  f({ type: 'artillery', formation: 'disorganized', name: 'Disorganized artillery', rule: seriesRef('4.13 Disorganized Artillery'), counterSide: 'limbered',
    frontHexes: 6, attackHexes: 0, firepower: 'none', meleeAttack: 'none', meleeDefence: 'ignored', hasFlanks: false, moraleModifier: -2,
    allows: ['Use the printed morale with a -2 modifier.'],
    forbids: ['Cannot attack with melee or fire.', 'Automatically eliminated if attacked in melee except if stacked with a disorganized infantry.'] }),
]

/** Every formation of chapter 4, in the text's order. */
export const FORMATIONS: readonly FormationRule[] = [...INFANTRY, ...CAVALRY, ...ARTILLERY]

/** The formation rule of a unit; refuses a formation its arm cannot take (4.0). */
export function formationOf(unit: Pick<SeriesUnit, 'type' | 'formation' | 'name' | 'fireRange'>, field = 'unit'): FormationRule {
  const rule = FORMATIONS.find((r) => r.type === unit.type && r.formation === unit.formation)
  check(rule !== undefined, 'not-allowed-together', `${field}.formation`,
    `${field} "${String(unit.name).slice(0, 40)}": ${unit.type} cannot be in "${String(unit.formation).slice(0, 40)}" formation (4.0: ${FORMATIONS.filter((r) => r.type === unit.type).map((r) => r.formation).join(', ')}).`)
  check(rule.formation !== 'tirailleurs' || unit.fireRange === 2, 'not-allowed-together', `${field}.formation`,
    `${field} "${String(unit.name).slice(0, 40)}": only light infantry (printed range 2) can be in tirailleurs (4.6).`)
  return rule
}

/** "This formation is a formation for game purposes…": a disorganized unit (4.5, 4.10, 4.13). */
export const isDisorganized = (unit: Pick<SeriesUnit, 'formation'>): boolean => unit.formation === 'disorganized'
