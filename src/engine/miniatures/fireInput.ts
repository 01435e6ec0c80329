import type { HitsTable } from './hitsTable'
import type { RangeBand } from './ruler'

export interface FireInput {
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
}
