import { UNIT_TYPES, type MiniUnitType } from '../referenceSheet'
import type { Kind } from './types'

/** The reference-sheet type of a unit as the log names it; an unknown id (a damaged log) reads as none. */
export const typeOf = (id: string): MiniUnitType | undefined => UNIT_TYPES.find((t) => t.id === id)
export const kindOf = (id: string): Kind | undefined => typeOf(id)?.kind
