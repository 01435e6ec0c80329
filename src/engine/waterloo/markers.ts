import { wl } from './refs'
import type { Army } from './units'

/** seed 002, A-2b Activation and L-1 Markers: every Activation Marker of the game. */
export type MarkerKind = 'french-corps' | 'napoleon' | 'allied-corps' | 'prussian-corps' | 'commander'
export interface ActivationMarker {
  readonly id: MarkerId
  readonly name: string
  readonly kind: MarkerKind
  readonly army: Army
}
export type MarkerId =
  | 'fr-I' | 'fr-II' | 'fr-VI' | 'fr-IIIC' | 'fr-IVC' | 'fr-IG' | 'fr-III' | 'fr-IV' | 'fr-IC' | 'fr-IIC'
  | 'napoleon-1' | 'napoleon-2'
  | 'aa-I' | 'aa-II' | 'aa-RC' | 'aa-CC' | 'aa-DET' | 'wellington'
  | 'blucher' | 'pr-I' | 'pr-II' | 'pr-III' | 'pr-IV'
export type PrussianMarkerId = 'pr-I' | 'pr-II' | 'pr-III' | 'pr-IV'

const m = (id: MarkerId, name: string, kind: MarkerKind, army: Army): ActivationMarker => ({ id, name, kind, army })
export const MARKERS: Readonly<Record<MarkerId, ActivationMarker>> = {
  'fr-I': m('fr-I', 'D\'Erlon I Corps', 'french-corps', 'French'),
  'fr-II': m('fr-II', 'Reille II Corps', 'french-corps', 'French'),
  'fr-VI': m('fr-VI', 'Lobau VI Corps', 'french-corps', 'French'),
  'fr-IIIC': m('fr-IIIC', 'Kellerman III Cav Corps', 'french-corps', 'French'),
  'fr-IVC': m('fr-IVC', 'Milhaud IV Cav Corps', 'french-corps', 'French'),
  'fr-IG': m('fr-IG', 'Drouot Imperial Guard', 'french-corps', 'French'),
  'fr-III': m('fr-III', 'Vandamme III Corps', 'french-corps', 'French'),
  'fr-IV': m('fr-IV', 'Gerard IV Corps', 'french-corps', 'French'),
  'fr-IC': m('fr-IC', 'Pajol I Cav Corps', 'french-corps', 'French'),
  'fr-IIC': m('fr-IIC', 'Exelmans II Cav Corps', 'french-corps', 'French'),
  'napoleon-1': m('napoleon-1', 'Napoleon', 'napoleon', 'French'),
  'napoleon-2': m('napoleon-2', 'Napoleon', 'napoleon', 'French'),
  'aa-I': m('aa-I', 'Prince of Orange I Corps', 'allied-corps', 'Anglo-Allied'),
  'aa-II': m('aa-II', 'Hill II Corps', 'allied-corps', 'Anglo-Allied'),
  'aa-RC': m('aa-RC', 'Wellington Reserve Corps', 'allied-corps', 'Anglo-Allied'),
  'aa-CC': m('aa-CC', 'Uxbridge Cavalry Corps', 'allied-corps', 'Anglo-Allied'),
  'aa-DET': m('aa-DET', 'Detachments', 'allied-corps', 'Anglo-Allied'),
  wellington: m('wellington', 'Wellington', 'commander', 'Anglo-Allied'),
  blucher: m('blucher', 'Blucher', 'commander', 'Prussian'),
  'pr-I': m('pr-I', 'Ziethen I Corps', 'prussian-corps', 'Prussian'),
  'pr-II': m('pr-II', 'Pirch I II Corps', 'prussian-corps', 'Prussian'),
  'pr-III': m('pr-III', 'Thielemann III Corps', 'prussian-corps', 'Prussian'),
  'pr-IV': m('pr-IV', 'Bulow IV Corps', 'prussian-corps', 'Prussian'),
}
export const SETUP_RULE = wl('L-1 Markers')

/** seed 002, L-1: the markers placed into the cup at setup (the Detachments marker: ruling 48). */
export const SETUP_CUP: readonly MarkerId[] = ['fr-I', 'fr-II', 'fr-VI', 'fr-IIIC', 'fr-IVC', 'fr-IG', 'napoleon-1', 'napoleon-2',
  'aa-I', 'aa-II', 'aa-RC', 'aa-CC', 'aa-DET', 'wellington', 'blucher']
/** seed 002, M-1: added to the cup when Grouchy arrives. */
export const GROUCHY_MARKERS: readonly MarkerId[] = ['fr-III', 'fr-IV', 'fr-IC', 'fr-IIC']

/** seed 002, I Prussian Arrival: each Prussian Corps' Entry Hex (Thielemann: rolled, M-4). */
export const PRUSSIAN_ENTRY_HEX: Readonly<Record<Exclude<PrussianMarkerId, 'pr-III'>, string>> = { 'pr-IV': '2011', 'pr-II': '2009', 'pr-I': '2003' }
/** seed 002, L Prussian Units: the Game Turn Track boxes of the standard game. */
export const PRUSSIAN_TRACK_STANDARD: Readonly<Partial<Record<PrussianMarkerId, number>>> = { 'pr-IV': 10, 'pr-II': 11, 'pr-I': 12 }
/** seed 002, Q Historical Prussian Arrival: Bulow #8, Pirch I #9, Ziethen #10. */
export const PRUSSIAN_TRACK_HISTORICAL: Readonly<Partial<Record<PrussianMarkerId, number>>> = { 'pr-IV': 8, 'pr-II': 9, 'pr-I': 10 }

/** What the player does with a marker just drawn (seed 002, D-1 to D-3), in the rules' words. */
export function markerInstruction(id: MarkerId, twoPlayer = false): string {
  const k = MARKERS[id].kind
  if (k === 'french-corps') return 'Activate any or all units of this Corps, one Unit Action each, or hold the marker (only one French Corps marker may be held).'
  if (k === 'napoleon') return 'Held: choose one of the five Le Petite Caporal special actions to use when eligible; discarded unused at the end of the turn.'
  if (id === 'wellington') return 'Rally one Anglo-Allied unit, then roll 11–66 on the Old Nosey Table.'
  if (id === 'blucher') return 'Roll a die for each Prussian marker on the Game Turn Track, Rally one Prussian unit, then roll 11–66 on the Alte Vorwarts Table.'
  if (id === 'aa-DET') return twoPlayer ? 'Detachment units never move, Bombard or attack in Close Combat.' : 'Follow the Detachment section of the player aid for each Detachment unit.'
  if (twoPlayer) return 'The Anglo-Allied/Prussian player activates the Corps as they wish, with the same Unit Actions as the French.'
  return `Roll 11–66 on the Anglo-Allied/Prussian Corps Activation Table for this Corps${id === 'pr-III' ? ' (Thielemann uses the instructions of the Corps whose Entry Hex he used)' : ''}.`
}

/**
 * seed 002, I and M-5: where a Prussian Corps enters. Bulow enters at 2009 instead of 2011 if a French Corps already
 * used 2011 (Where Is Grouchy?). Thielemann's hex is rolled (thielemannEntry).
 */
export function prussianEntryHex(id: Exclude<PrussianMarkerId, 'pr-III'>, frenchEnteredAt2011 = false): string {
  return id === 'pr-IV' && frenchEnteredAt2011 ? '2009' : PRUSSIAN_ENTRY_HEX[id]
}

/** seed 002, I-1 to I-5: what the player does when a Prussian Corps arrives, in the text's words. */
export const PRUSSIAN_ARRIVAL_STEPS: readonly string[] = [
  'Place the Corps\' Cavalry unit on the Entry Hex and move it its entire Movement Allowance along connected Road hexes toward the closest Plancenoit hex (Bulow, Pirch I) or Papelotte hex (Ziethen), or until adjacent to a French unit.',
  'Then enter and move Infantry units the same way, one at a time, until the Entry Hex is fully stacked.',
  'Place the Corps\' remaining units off map near the Entry Hex; they enter when the Corps activates for movement: Infantry first, the Artillery unit last.',
  'Place the Corps\' Prussian Corps Activation Marker into the container.',
  'Delayed Entry: an Entry Hex occupied by a French unit or fully stacked is not used; next activation, if still occupied, enter at the closest unoccupied map edge hex to the North.',
]
