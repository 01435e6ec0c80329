import type { Army } from './units'
import type { MarkerId } from './markers'

/** seed 002, L Game Setup (and A-2a Unique Corps IDs, M, I): every Corps with its commander and its marker. */
export interface Corps {
  readonly id: string
  readonly army: Army
  readonly name: string
  readonly commander: string
  readonly marker: MarkerId
  /** A French Corps setup zone: all its units within `within` hexes of `of` (L French Units). */
  readonly zone?: { readonly within: number; readonly of: string }
  /** Only in "Where Is Grouchy?" (L-1: do not use in the standard game). */
  readonly grouchy?: boolean
}

export const CORPS: readonly Corps[] = [
  { id: 'aa-I', army: 'Anglo-Allied', name: 'I CORPS (I)', commander: 'Prince of Orange', marker: 'aa-I' },
  { id: 'aa-II', army: 'Anglo-Allied', name: 'II CORPS (II)', commander: 'Hill', marker: 'aa-II' },
  { id: 'aa-RC', army: 'Anglo-Allied', name: 'RESERVE CORPS (RC)', commander: 'Wellington', marker: 'aa-RC' },
  { id: 'aa-CC', army: 'Anglo-Allied', name: 'CAVALRY CORPS (CC)', commander: 'Uxbridge', marker: 'aa-CC' },
  { id: 'aa-DET', army: 'Anglo-Allied', name: 'DETACHMENTS', commander: '', marker: 'aa-DET' },
  { id: 'pr-IV', army: 'Prussian', name: 'IV Corps', commander: 'Bulow', marker: 'pr-IV' },
  { id: 'pr-II', army: 'Prussian', name: 'II Corps', commander: 'Pirch I', marker: 'pr-II' },
  { id: 'pr-I', army: 'Prussian', name: 'I Corps', commander: 'Ziethen', marker: 'pr-I' },
  { id: 'pr-III', army: 'Prussian', name: 'III Corps', commander: 'Thielemann', marker: 'pr-III', grouchy: true },
  { id: 'fr-I', army: 'French', name: 'I CORPS (I)', commander: 'D\'Erlon', marker: 'fr-I', zone: { within: 3, of: '1309' } },
  { id: 'fr-II', army: 'French', name: 'II CORPS (II)', commander: 'Reille', marker: 'fr-II', zone: { within: 3, of: '0611' } },
  { id: 'fr-VI', army: 'French', name: 'VI CORPS (VI)', commander: 'Lobau', marker: 'fr-VI', zone: { within: 1, of: '1111' } },
  { id: 'fr-IIIC', army: 'French', name: 'III CAV CORPS (IIIC)', commander: 'Kellerman', marker: 'fr-IIIC', zone: { within: 2, of: '0511' } },
  { id: 'fr-IVC', army: 'French', name: 'IV CAV CORPS (IVC)', commander: 'Milhaud', marker: 'fr-IVC', zone: { within: 2, of: '1411' } },
  { id: 'fr-IG', army: 'French', name: 'IMPERIAL GUARD (IG)', commander: 'Drouot', marker: 'fr-IG', zone: { within: 1, of: '1013' } },
  { id: 'fr-III', army: 'French', name: 'III Corps', commander: 'Vandamme', marker: 'fr-III', grouchy: true },
  { id: 'fr-IV', army: 'French', name: 'IV Corps', commander: 'Gerard', marker: 'fr-IV', grouchy: true },
  { id: 'fr-IC', army: 'French', name: 'I Cav Corps', commander: 'Pajol', marker: 'fr-IC', grouchy: true },
  { id: 'fr-IIC', army: 'French', name: 'II Cav Corps', commander: 'Exelmans', marker: 'fr-IIC', grouchy: true },
]
