import type { OwedStep } from '../../core/sequence'
import type { BgEvent, Side, Standing } from '../sequence'

/** A piece on the map as a result procedure reads it (seed 000, 1.1; a general alone in his hex is type 'general'). */
export interface Piece {
  readonly id: string
  readonly name: string
  readonly side: Side
  readonly type: string
  readonly nation: string
  /** Counter + chips left (1 for a lone general, a garrison or a skirmisher). */
  readonly elements: number
  /** The attached general's name, '' when none. */
  readonly general: string
  readonly inSquare: boolean
}

/** A change to one piece: only the fields given change. */
export interface PieceChange {
  readonly id: string
  readonly elements?: number
  readonly status?: 'eliminated'
  readonly general?: string
  readonly inSquare?: boolean
}

/** Everything that follows from a result, for the screen to turn into ONE action. */
export interface ResultProcedure {
  readonly changes: readonly PieceChange[]
  /** A general left alone in the hex when his unit is eliminated (9.53): a new piece. */
  readonly leftAlone: Piece | null
  /** Owed in the text's order; a retreat's flags ride in `flags`. */
  readonly owed: readonly (OwedStep & { readonly flags?: number })[]
  readonly events: readonly BgEvent[]
  /** What happened, each with its section, in order. */
  readonly notes: readonly string[]
  /** The battle won by this result (seed 000, 4.2, 12.0, 13.x), or null. */
  readonly won: Standing | null
}
