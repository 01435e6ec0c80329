import { kindOf, type BgEvent } from '../sequence'
import type { Piece, ResultProcedure } from './types'

/**
 * A special action's outcome and all that follows (seed 000, 9.41 2): "If successful, the friendly unit reacts BEFORE
 * the enemy cavalry attacks. Artillery may fire with 5 dice (light) or 6 dice (heavy). Cavalry may shock with 3 dice.
 * Infantry may form square (but may not fire)"; "Units that perform a special action may not move or fire for the
 * remainder of the round, whether successful or not." A successful artillery or cavalry reaction owes its fire, which
 * comes before the charge: the Combat screen offers it with the unit as firer.
 */
export function specialResult(unit: Piece, success: boolean): ResultProcedure {
  const kind = kindOf(unit.type)
  const events: BgEvent[] = [{ t: 'special', unit: unit.id, success }]
  const spent = 'it may not move or fire for the rest of the round (seed 000, 9.41)'
  if (!success) return { changes: [], leftAlone: null, owed: [], events, notes: ['failure: the unit may not change its facing (seed 000, 9.41)', spent], won: null }
  if (kind === 'infantry') {
    const square = unit.inSquare ? [] : [{ id: unit.id, inSquare: true }]
    return { changes: square, leftAlone: null, owed: [], events: [...events, ...(square.length ? [{ t: 'unit' as const, id: unit.id, square: true }] : [])], notes: ['success: the infantry forms square, and may not fire (seed 000, 9.41)', spent], won: null }
  }
  const what = kind === 'artillery' ? `fire with ${unit.type === 'heavy-artillery' ? 6 : 5} dice` : 'shock with 3 dice'
  return {
    changes: [], leftAlone: null, events, won: null,
    owed: [{ kind: 'reaction', unitIds: [unit.id], label: `${unit.name}: reaction — ${what}`, reason: `a successful special action: it reacts BEFORE the enemy cavalry attacks (seed 000, 9.41)` }],
    notes: [`success: ${what}, before the cavalry attacks; it may turn to face it (seed 000, 9.41)`, `then ${spent}`],
  }
}
