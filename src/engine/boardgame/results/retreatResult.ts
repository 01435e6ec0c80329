import type { BgEvent } from '../sequence'
import type { Piece, PieceChange, ResultProcedure } from './types'
import { wonAfter } from './fireResult'
import type { BgState } from '../sequence'

/**
 * An owed retreat carried out (seed 000, 10.0, 10.1, with the retreat calculator's result): elements lost where it
 * cannot retreat (10.0 C) or goes off the map (10.0 D), and "Retreated units can NOT move during the round in which
 * they’ve retreated, but they may fire" (10.0 E): the unit is marked as retreated when it moved.
 */
export function retreatResult(s: BgState, unit: Piece, r: { readonly hexes: number; readonly elementsLost: number; readonly eliminated: boolean }): ResultProcedure {
  const elements = Math.max(0, unit.elements - r.elementsLost)
  const eliminated = r.eliminated || elements === 0
  const change: PieceChange = { id: unit.id, ...(elements !== unit.elements ? { elements } : {}), ...(eliminated ? { status: 'eliminated' as const } : {}) }
  const events: BgEvent[] = [
    ...(r.hexes > 0 ? [{ t: 'retreated' as const, unit: unit.id }] : []),
    ...(eliminated ? [{ t: 'unit' as const, id: unit.id, elements: 0, out: true }] : elements !== unit.elements ? [{ t: 'unit' as const, id: unit.id, elements }] : []),
  ]
  const notes = [
    ...(r.hexes > 0 ? [`retreats ${r.hexes} hex${r.hexes === 1 ? '' : 'es'}: it may fire but not move this round (seed 000, 10.0 E)`] : []),
    ...(r.elementsLost ? [`loses ${r.elementsLost} element${r.elementsLost === 1 ? '' : 's'} (seed 000, 10.0 C, D)`] : []),
    ...(eliminated ? [`${unit.name} is eliminated`] : []),
  ]
  return { changes: Object.keys(change).length > 1 ? [change] : [], leftAlone: null, owed: [], events, notes, won: wonAfter(s, events) }
}
