import type { RuleRef } from '../core'
import { CORPS } from './corps'
import { ORDER_OF_BATTLE } from './orderOfBattle'
import { wl } from './refs'

/**
 * seed 002, re-read for every unit it names: what the text says of a Corps' units when it does not name them all.
 * The owner's order of battle (a rule-book entry) adds the units the text leaves out; nothing here is a value.
 */
export interface CorpsForces {
  readonly corps: string
  /** How many units the Corps has, where the text gives the number; null where it does not. */
  readonly units: number | null
  /** What the text says of them, in its words. */
  readonly says: string
  readonly rule: RuleRef
}

export const CORPS_FORCES: readonly CorpsForces[] = [
  // seed 002, L French Units: "All units within 3 hexes of 1309" — no unit named, no number.
  { corps: 'fr-I', units: null, says: 'All units within 3 hexes of 1309', rule: wl('L French Units') },
  // seed 002, L French Units: "All units within 1 hex of 1111".
  { corps: 'fr-VI', units: null, says: 'All units within 1 hex of 1111', rule: wl('L French Units') },
  // seed 002, L French Units: "Both units within 2 hexes of 1411" — two units, neither named.
  { corps: 'fr-IVC', units: 2, says: 'Both units within 2 hexes of 1411', rule: wl('L French Units') },
  // seed 002, I-1a, I-1b, I-4: each arriving Prussian Corps has a Cavalry unit, Infantry units and an Artillery unit; none named.
  ...(['pr-IV', 'pr-II', 'pr-I', 'pr-III'] as const).map((corps) => ({
    corps, units: null, says: 'its Cavalry unit, its Infantry units and its Artillery unit (I-1, I-4)', rule: wl('I Prussian Arrival'),
  })),
  // seed 002, M: "we are treating Teste's Division … as part of Vandamme's III Corps"; no other unit of the four Corps named.
  { corps: 'fr-III', units: null, says: 'Teste\'s Division, treated as part of Vandamme\'s III Corps (M); its other units are not named', rule: wl('M The "Where Is Grouchy?" Scenario') },
  { corps: 'fr-IV', units: null, says: 'not named (M)', rule: wl('M The "Where Is Grouchy?" Scenario') },
  { corps: 'fr-IC', units: null, says: 'not named (M)', rule: wl('M The "Where Is Grouchy?" Scenario') },
  { corps: 'fr-IIC', units: null, says: 'not named (M)', rule: wl('M The "Where Is Grouchy?" Scenario') },
]

/**
 * Units the text names outside the setup of L: Teste's Division (M), which enters only with the "Where Is Grouchy?"
 * Corps. No value of it is printed.
 */
export const NAMED_OUTSIDE_SETUP: readonly { readonly name: string; readonly corps: string; readonly rule: RuleRef }[] = [
  { name: 'Teste', corps: 'fr-III', rule: wl('M The "Where Is Grouchy?" Scenario') },
]

/** The Corps whose units the setup of L names none of: drawing its marker activates nothing until the owner adds them. */
export function corpsWithoutNamedUnits(): string[] {
  return CORPS.filter((c) => c.id !== 'aa-DET' && !ORDER_OF_BATTLE.some((u) => u.corps === c.id)).map((c) => c.id)
}

/**
 * seed 002, A-2: "all French Imperial Guard infantry units are Brigades … These are all classified as 'Small Units'":
 * an Imperial Guard infantry counter carries the asterisk by its SP.
 */
export const GUARD_INFANTRY_IS_SMALL = { corps: 'fr-IG', rule: wl('A-2 Unit Counters and Markers') } as const
export function mustBeSmall(corps: string | null, type: string | null): boolean {
  return corps === GUARD_INFANTRY_IS_SMALL.corps && type === 'infantry'
}
