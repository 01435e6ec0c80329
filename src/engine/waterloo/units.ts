/**
 * The state a screen stores per Waterloo unit (seed 002, A-2a Unit Counter Information). Values the text does not
 * print are null until the owner enters them from the counters (kept as a house-rule record).
 */
export type Army = 'French' | 'Anglo-Allied' | 'Prussian'
/** seed 002, A-2a Unit Type Graphic: Soldier, Mounted Trooper, Cannon. */
export type UnitType = 'infantry' | 'cavalry' | 'artillery'
/** seed 002, A-2a: "HC" = Heavy Cavalry; "LC" = Light Cavalry. */
export type CavalryWeight = 'HC' | 'LC'

/** The three numbers on one side of a counter: SP (red), AF (black), ER (green). */
export interface SideValues {
  readonly strengthPoints: number | null
  readonly artilleryFactor: number | null
  readonly elanRating: number | null
}

/** What the counter prints, as the owner entered it (or the text printed it). */
export interface UnitValues {
  readonly type: UnitType | null
  readonly cavalryWeight: CavalryWeight | null
  /** "H" after the AF: Heavy artillery, range 4 hexes. */
  readonly heavyArtillery: boolean | null
  /** Asterisk by the SP: may stack with one other unit. */
  readonly smallUnit: boolean | null
  readonly oldGuard: boolean
  readonly youngGuard: boolean
  readonly detachment: boolean
  /** British (incl. KGL and Hanoverian) for the Anglo-Allied Army; null when the text does not say. */
  readonly british: boolean | null
  readonly fresh: SideValues
  readonly battleworn: SideValues
}

/** What changes in play. */
export interface UnitState {
  readonly stepLosses: number
  readonly eliminated: boolean
  /** The hex it stands in, as the map shows it ("0409"), or null off map. */
  readonly hex: string | null
}
