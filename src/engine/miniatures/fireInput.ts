import type { OtherModifier } from '../core/otherModifier'
import type { HitsTable } from './hitsTable'
import type { RangeBand } from './ruler'
import type { MiniaturesRulings } from './rulings'

export interface FireInput {
  /** "Other ±N" (umpire or house rule), added to the modified fire value. */
  readonly otherModifier?: OtherModifier | null
  /** Firing (or charging) unit's reference-sheet type id. */
  readonly firer: string
  /** Segments moved this activation (0 if it stood). */
  readonly moved?: number
  readonly range: RangeBand
  /** Firer's disorder points. */
  readonly disorderPoints?: number
  readonly generalAttached?: boolean
  /** Base to base with the target ("in contact"); cavalry always is. */
  readonly adjacent?: boolean
  readonly firingFromSquare?: boolean
  readonly firerTerrain?: string
  /** Target's reference-sheet type id. */
  readonly target: string
  readonly targetInSquare?: boolean
  readonly onFlankOrRear?: boolean
  readonly targetTerrain?: string
  /** For the combat effects step, when hits come from a filled hits table. */
  readonly targetDisorderPoints?: number
  readonly targetGeneralAttached?: boolean
  readonly retreatBlocked?: boolean
  readonly hitsTable?: HitsTable
  /**
   * Hits the players read from their own rule book (the texts do not say how a fire value becomes hits): when set,
   * the hits table is not used and the only die is the combat effects D6.
   */
  readonly enteredHits?: number
  /** Rulings 22–27 as the battle set them (absent: RULES.md defaults). */
  readonly rulings?: MiniaturesRulings
}
