import { ALLOWED, type Verdict } from '../../core/sequence'
import { overGate } from './gates'
import { no } from './rules'
import { isPrussianOffMap } from './step'
import type { WlState } from './types'

/** The units of a Prussian Corps still off the map, of one type. */
const offMap = (s: WlState, marker: string, type: string): string[] =>
  Object.keys(s.units).filter((id) => s.units[id]!.corps === marker && s.units[id]!.type === type && isPrussianOffMap(s, id))

/** seed 002, C and I-1: while a Corps arrives, its units are entered "immediately": nothing else goes on. */
export function arrivalGate(s: WlState): Verdict {
  return Object.keys(s.arriving).length ? no('arrivalFirst') : ALLOWED
}

/**
 * seed 002, I-1 and I-4: a Prussian unit enters when its Corps arrives (its Cavalry first, then Infantry, never the
 * Artillery) or when the Corps activates for movement (remaining Infantry, the Artillery last).
 */
export function askEnter(s: WlState, unit: string): Verdict {
  const gate = overGate(s)
  if (gate.verdict !== 'allowed') return gate
  const u = s.units[unit]
  if (!u || u.army !== 'Prussian' || u.corps === null) return no('enterPrussian')
  if (u.out) return no('gone')
  if (s.entered[unit]) return no('enteredAlready')
  const arriving = s.arriving[u.corps] !== undefined
  if (!arriving) return s.active?.marker === u.corps ? enterOnActivation(s, u.corps, u.type) : no('enterWhen')
  if (u.type === 'artillery') return no('artilleryLast')
  return u.type !== 'cavalry' && offMap(s, u.corps, 'cavalry').length ? no('cavalryFirst') : ALLOWED
}

/** seed 002, I-4: "any remaining Infantry units … followed by the Corps' Artillery unit entering last." */
function enterOnActivation(s: WlState, corps: string, type: string | null): Verdict {
  return type === 'artillery' && offMap(s, corps, 'infantry').length ? no('artilleryLast') : ALLOWED
}

/** seed 002, I-1c, I-2, I-5: the arrival ends once its Cavalry is in (or the Entry Hex could not be used). */
export function askArrived(s: WlState, marker: string, delayed: boolean): Verdict {
  if (s.arriving[marker] === undefined) return no('notArriving')
  return !delayed && offMap(s, marker, 'cavalry').length ? no('cavalryFirst') : ALLOWED
}
