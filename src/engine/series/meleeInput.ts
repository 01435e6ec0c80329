import type { OddsRounding } from './odds'
import type { MeleeTable } from './meleeTable'
import type { Direction, SeriesUnit } from './units'

/** A die modifier from another rule the players apply (e.g. optional rule 16.4 cavalry), with its section. */
export interface DieModifier {
  readonly label: string
  readonly value: number
  readonly section: string
}

export interface MeleeInput {
  /** Every attacking unit, from one or more hexes (8.1: "a unit can be attacked by several units in a single combat"). */
  readonly attackers: readonly SeriesUnit[]
  /** The defending hex's whole stack (8.2: "it must be attacked as a whole"). */
  readonly defenders: readonly SeriesUnit[]
  /** Where the defenders are attacked from (8.6); a protected flank or mixed order counts as front. */
  readonly direction: Direction
  /** 'charge': the attackers include charging cavalry (9.3); 'countercharge': cavalry countercharging (9.7). */
  readonly charge?: 'charge' | 'countercharge'
  /** Optional rule 16.5 in force: an already disorganized defender given D routs instead of being eliminated (a routed one is eliminated). */
  readonly routRule?: boolean
  /** Cavalry attacks into, or from, brush, a town or a wood: its melee value is 1 (4.7). */
  readonly cavalryRoughTerrain?: boolean
  /** The defender's terrain effect on the attacker's melee value, from the battle's Terrain Effects Chart (8.3). */
  readonly attackerTerrainModifier?: number
  /** The defender's terrain effect on its own melee value (8.3). */
  readonly defenderTerrainModifier?: number
  /** Combat bonus of a leader stacked with the attackers, if the player uses him (14.3): added to the die. */
  readonly attackerLeaderBonus?: number
  /** Combat bonus of a leader stacked with the defenders, if used (14.3): subtracted from the die. */
  readonly defenderLeaderBonus?: number
  readonly otherDieModifiers?: readonly DieModifier[]
  /** "a unit in town or in a castle does not check morale if the melee result is *" (8.8). */
  readonly attackerInTownOrCastle?: boolean
  readonly defenderInTownOrCastle?: boolean
  readonly meleeTable?: MeleeTable
  /** The Melee Table result the players read: "1/1*", "0/D1"… */
  readonly enteredResult?: string
  readonly rulings?: { readonly meleeOdds?: OddsRounding }
}
