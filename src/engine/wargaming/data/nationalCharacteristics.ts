import { check } from '../../core'
import { normalizeForSearch } from './searchText'

/**
 * seed 004, The Tables: National Characteristics — Troop Types and Unit Factors.
 * RULES.md ruling 12: the seed prints no troop tables for Russian or Prussian armies; they are
 * deliberately absent here (the owner adds their own). Nothing is invented for them.
 */
export const TROOP_NATIONS = [
  'French',
  'Bavarian',
  'Westphalian',
  'Wurttemberg',
  'Austrian',
  'British/KGL',
  'Portuguese',
  'Spanish',
] as const
export type TroopNation = (typeof TROOP_NATIONS)[number]

export const ARMS = ['Infantry', 'Cavalry', 'Artillery'] as const
export type Arm = (typeof ARMS)[number]

export interface TroopType {
  readonly nation: TroopNation
  readonly arm: Arm
  /** As printed, e.g. 'Élite cos/Converged élites', 'Chevau-léger'. */
  readonly troopType: string
  /** null where the seed prints "-": the troop type cannot fire. */
  readonly fireFactor: number | null
  readonly meleeFactor: number
  readonly moraleFactor: number
  readonly controlFactor: number
  /** "Skirmish?" Yes/No: may deploy in skirmish formation. */
  readonly skirmish: boolean
}

/** [arm, troop type, Fire (null = "-"), Mêlée, Morale, Control, Skirmish?] as printed. */
type Row = readonly [Arm, string, number | null, number, number, number, boolean]

// seed 004, Troop Types and Unit Factors: FRENCH
// (the infantry "Dragoon" row is printed under Infantry: dismounted dragoons)
const FRENCH: readonly Row[] = [
  ['Infantry', 'Old Guard', 9, 9, 10, 0, true],
  ['Infantry', 'Middle Guard', 7, 8, 9, 0, true],
  ['Infantry', 'Young Guard', 6, 7, 9, 1, true],
  ['Infantry', 'Élite cos/Converged élites', 5, 5, 8, 1, true],
  ['Infantry', 'Line', 3, 4, 7, 3, false],
  ['Infantry', 'Light', 3, 4, 7, 2, true],
  ['Infantry', 'Dragoon', 1, 2, 6, 3, false],
  ['Cavalry', 'Guard Heavy', null, 11, 10, 0, false],
  ['Cavalry', 'Carabinier', null, 10, 9, 1, false],
  ['Cavalry', 'Cuirassier', null, 10, 9, 1, false],
  ['Cavalry', 'Dragoon', 0, 8, 8, 1, false],
  ['Cavalry', 'Guard Light', 1, 9, 10, 1, true],
  ['Cavalry', 'Young Guard', 0, 8, 8, 2, true],
  ['Cavalry', 'Hussar', 0, 6, 8, 3, true],
  ['Cavalry', 'Chasseur', 0, 6, 8, 2, true],
  ['Cavalry', 'Guard Lancer', null, 9, 10, 1, true],
  ['Cavalry', 'Lancer', null, 8, 8, 2, true],
  ['Artillery', 'Guard Foot', 5, 3, 10, 0, false],
  ['Artillery', 'Foot', 3, 1, 8, 1, false],
  ['Artillery', 'Guard Horse', 5, 3, 10, 1, false],
  ['Artillery', 'Horse', 3, 1, 9, 2, false],
]

// seed 004, Troop Types and Unit Factors: BAVARIAN
const BAVARIAN: readonly Row[] = [
  ['Infantry', 'Line', 2, 3, 6, 3, false],
  ['Infantry', 'Light', 2, 3, 6, 3, true],
  ['Cavalry', 'Dragoon', 0, 6, 7, 3, false],
  ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, true],
  ['Artillery', 'Foot', 1, 1, 6, 2, false],
  ['Artillery', 'Horse', 1, 1, 7, 3, false],
]

// seed 004, Troop Types and Unit Factors: WESTPHALIAN
const WESTPHALIAN: readonly Row[] = [
  ['Infantry', 'Guard Grenadier', 4, 6, 8, 2, true],
  ['Infantry', 'Guard Jager', 4, 5, 7, 2, true],
  ['Infantry', 'Line', 2, 3, 6, 3, false],
  ['Infantry', 'Light', 2, 3, 6, 3, true],
  ['Infantry', 'Jager-Carabinier', 3, 4, 7, 2, true],
  ['Cavalry', 'Guard du Corps', null, 9, 8, 2, false],
  ['Cavalry', 'Cuirassier', null, 8, 7, 2, false],
  ['Cavalry', 'Guard Chevau-léger', 0, 7, 7, 2, true],
  ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, true],
  ['Cavalry', 'Hussar', 0, 6, 7, 3, true],
  ['Artillery', 'Foot', 1, 1, 6, 2, false],
  ['Artillery', 'Horse', 1, 1, 7, 3, false],
]

// seed 004, Troop Types and Unit Factors: WURTTEMBERG
const WURTTEMBERG: readonly Row[] = [
  ['Infantry', 'Line', 2, 3, 6, 3, false],
  ['Infantry', 'Light', 2, 3, 6, 3, true],
  ['Infantry', 'Jäger', 3, 3, 6, 3, true],
  ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, true],
  ['Artillery', 'Foot', 1, 1, 6, 2, false],
  ['Artillery', 'Horse', 1, 1, 7, 3, false],
]

// seed 004, Troop Types and Unit Factors: AUSTRIAN
const AUSTRIAN: readonly Row[] = [
  ['Infantry', 'Grenadier', 4, 6, 8, 2, false],
  ['Infantry', 'Line', 2, 3, 7, 3, false],
  ['Infantry', 'Grenzer', 3, 3, 6, 3, true],
  ['Infantry', 'Jager', 3, 3, 7, 2, true],
  ['Infantry', 'Landwehr', 1, 4, 5, 4, false],
  ['Cavalry', 'Cuirassier', null, 9, 8, 1, false],
  ['Cavalry', 'Dragoon', null, 8, 7, 1, false],
  ['Cavalry', 'Ulan', 0, 7, 7, 2, true],
  ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, true],
  ['Cavalry', 'Hussar', 0, 6, 7, 3, true],
  ['Artillery', 'Foot', 1, 1, 6, 2, false],
  ['Artillery', 'Horse', 1, 1, 7, 3, false],
]

// seed 004, Troop Types and Unit Factors: BRITISH/KGL
const BRITISH_KGL: readonly Row[] = [
  ['Infantry', 'Guard', 10, 8, 9, 0, true],
  ['Infantry', 'Highland', 8, 6, 8, 1, false],
  ['Infantry', 'Fusilier', 7, 5, 8, 1, false],
  ['Infantry', 'Rifles', 8, 5, 8, 0, true],
  ['Infantry', 'Line', 5, 4, 7, 3, false],
  ['Infantry', 'Light', 6, 4, 8, 2, true],
  ['Cavalry', 'Household', null, 11, 10, 1, false],
  ['Cavalry', 'Dragoon Guard', null, 10, 9, 2, false],
  ['Cavalry', 'Scots Greys', null, 10, 9, 2, false],
  ['Cavalry', 'Dragoon', 0, 9, 8, 2, false],
  ['Cavalry', 'Light Dragoon', 1, 6, 8, 3, true],
  ['Cavalry', 'Hussar', 0, 6, 8, 4, true],
  ['Artillery', 'Foot', 3, 1, 8, 1, false],
  ['Artillery', 'Horse', 3, 1, 9, 2, false],
]

// seed 004, Troop Types and Unit Factors: PORTUGUESE
const PORTUGUESE: readonly Row[] = [
  ['Infantry', 'Line', 2, 3, 6, 3, false],
  ['Infantry', 'Caçadore', 3, 3, 6, 3, true],
  ['Infantry', 'Militia', 1, 1, 4, 4, false],
  ['Cavalry', 'Dragoon', 0, 6, 7, 3, false],
  ['Artillery', 'Foot', 1, 1, 6, 2, false],
]

// seed 004, Troop Types and Unit Factors: SPANISH
const SPANISH: readonly Row[] = [
  ['Infantry', 'Guard', 4, 5, 7, 3, true],
  ['Infantry', 'Grenadier', 2, 3, 6, 3, false],
  ['Infantry', 'Line', 1, 2, 4, 4, false],
  ['Infantry', 'Light', 1, 2, 5, 4, true],
  ['Infantry', 'Militia', 1, 1, 4, 5, false],
  ['Cavalry', 'Line', null, 5, 5, 4, false],
  ['Cavalry', 'Dragoon', 0, 5, 5, 4, false],
  ['Cavalry', 'Hussar', 0, 4, 5, 5, true],
  ['Cavalry', 'Lancer', null, 5, 5, 4, true],
  ['Cavalry', 'Militia', null, 3, 4, 5, false],
  ['Artillery', 'Foot', 1, 1, 6, 2, false],
]

const PRINTED: readonly (readonly [TroopNation, readonly Row[]])[] = [
  ['French', FRENCH],
  ['Bavarian', BAVARIAN],
  ['Westphalian', WESTPHALIAN],
  ['Wurttemberg', WURTTEMBERG],
  ['Austrian', AUSTRIAN],
  ['British/KGL', BRITISH_KGL],
  ['Portuguese', PORTUGUESE],
  ['Spanish', SPANISH],
]

/** Every troop type of every nation, in printed order. */
export const TROOP_TYPES: readonly TroopType[] = PRINTED.flatMap(([nation, rows]) =>
  rows.map(([arm, troopType, fireFactor, meleeFactor, moraleFactor, controlFactor, skirmish]) => ({
    nation,
    arm,
    troopType,
    fireFactor,
    meleeFactor,
    moraleFactor,
    controlFactor,
    skirmish,
  })),
)

function isTroopNation(nation: string): nation is TroopNation {
  return (TROOP_NATIONS as readonly string[]).includes(nation)
}

/** The troop types printed for a nation; [] for a nation the seed gives no table (Russian, Prussian…). */
export function troopTypesOf(nation: string): TroopType[] {
  return TROOP_TYPES.filter((t) => t.nation === nation)
}

/** One printed row; accents and case in `troopType` are forgiven ("Jager" finds "Jäger"). */
export function findTroopType(nation: string, arm: string, troopType: string): TroopType {
  check(
    isTroopNation(nation),
    'unknown-value',
    'nation',
    `The rules print no troop factors for "${nation}" (they list ${TROOP_NATIONS.join(', ')}); enter this army's factors from your own rule book.`,
  )
  check(
    (ARMS as readonly string[]).includes(arm),
    'unknown-value',
    'arm',
    `Unknown arm "${arm}": choose Infantry, Cavalry or Artillery.`,
  )
  const ofArm = TROOP_TYPES.filter((t) => t.nation === nation && t.arm === arm)
  const wanted = normalizeForSearch(troopType)
  // Stryker disable next-line ArrowFunction,ConditionalExpression: an exact name also matches normalised, and no two printed names of one arm normalise alike.
  const found = ofArm.find((t) => t.troopType === troopType) ?? ofArm.find((t) => normalizeForSearch(t.troopType) === wanted)
  check(
    found !== undefined,
    'unknown-value',
    'troopType',
    `${nation} ${arm.toLowerCase()} has no troop type "${troopType}"; the table lists: ${ofArm.map((t) => t.troopType).join(', ')}.`,
  )
  return found
}
