import { check, type RandomSource } from '../core'
import { GROUCHY_MARKERS, MARKERS, PRUSSIAN_TRACK_HISTORICAL, PRUSSIAN_TRACK_STANDARD, SETUP_CUP, type MarkerId, type PrussianMarkerId } from './markers'
import { waterlooRuling } from './rulings'

/**
 * The activation cup and the Game Turn Track (seed 002, C, D, H, I), as plain data: every function returns a new
 * state, so a store can keep each step for undo.
 */
export interface CupState {
  readonly gameTurn: number
  /** Markers in the container. */
  readonly cup: readonly MarkerId[]
  /** The Used Activation Markers Box. */
  readonly used: readonly MarkerId[]
  /** Just drawn, to be played (or held, for a French Corps marker). */
  readonly drawn: MarkerId | null
  /** "Napoleon Has Humbugged Me, By God!": at most one held French Corps marker. */
  readonly heldCorps: MarkerId | null
  readonly heldNapoleon: readonly MarkerId[]
  /** Prussian Corps markers still on the Game Turn Track, by box. */
  readonly track: Readonly<Partial<Record<PrussianMarkerId, number>>>
  /** Where is Grouchy?: Thielemann waits under Ziethen until Ziethen's marker first moves (M-3). */
  readonly thielemannUnderZiethen: boolean
  /** Prussian Corps that have arrived, in order. */
  readonly arrived: readonly PrussianMarkerId[]
  /** Turns played so far (for the Reverse Slope marker, ruling 46). */
  readonly turnsPlayed: number
  readonly reverseSlope: boolean
  readonly gameOver: boolean
  /** Historical Prussian Arrival (Q): the markers never move on the track. */
  readonly prussianTrackFixed: boolean
}

export interface CupSetup {
  /** The Game Turn the battle begins (Rainy Start roll or a fixed start, L-2 and P). */
  readonly firstTurn: number
  readonly whereIsGrouchy?: boolean
  readonly historicalPrussianArrival?: boolean
  readonly rulings?: Readonly<Record<string, unknown>>
}

/** seed 002, L-1 Markers and L Prussian Units (Q and M-3 when chosen). */
export function setupCup(s: CupSetup): CupState {
  check(Number.isInteger(s.firstTurn) && s.firstTurn >= 1 && s.firstTurn <= 12, 'out-of-range', 'firstTurn', 'firstTurn: Game Turn 1–12.')
  const cup = waterlooRuling('detachmentsMarker', s.rulings) === 'in cup' ? SETUP_CUP : SETUP_CUP.filter((id) => id !== 'aa-DET')
  const track = { ...(s.historicalPrussianArrival === true ? PRUSSIAN_TRACK_HISTORICAL : PRUSSIAN_TRACK_STANDARD) }
  const grouchy = s.whereIsGrouchy === true
  if (grouchy) track['pr-III'] = track['pr-I']
  const state: CupState = {
    gameTurn: s.firstTurn, cup: [...cup], used: [], drawn: null, heldCorps: null, heldNapoleon: [], track, thielemannUnderZiethen: grouchy,
    arrived: [], turnsPlayed: 0, reverseSlope: true, gameOver: false, prussianTrackFixed: s.historicalPrussianArrival === true,
  }
  return arrive(state)
}

/** seed 002, C and I: markers in the box of the Game Turn marker (or before it) arrive and go into the cup. */
function arrive(s: CupState): CupState {
  const due = (Object.keys(s.track) as PrussianMarkerId[]).filter((id) => s.track[id]! <= s.gameTurn)
  if (!due.length) return s
  const track = { ...s.track }
  for (const id of due) delete track[id]
  return { ...s, track, cup: [...s.cup, ...due], arrived: [...s.arrived, ...due] }
}

/** seed 002, D: draw one marker at random. A Napoleon marker is held at once (D-3a). */
export function drawMarker(s: CupState, rng: RandomSource): { state: CupState; marker: MarkerId } {
  check(!s.gameOver, 'not-allowed-together', 'cup', 'The game is over.')
  check(s.drawn === null, 'not-allowed-together', 'drawn', `Play${MARKERS[s.drawn ?? 'blucher'].kind === 'french-corps' ? ' or hold' : ''} the marker drawn first.`)
  check(s.cup.length > 0, 'out-of-range', 'cup', 'The container is empty: play any held markers, then the End Phase.')
  const i = rng.int(s.cup.length)
  const marker = s.cup[i]!
  const cup = s.cup.filter((_, j) => j !== i)
  if (MARKERS[marker].kind === 'napoleon') return { state: { ...s, cup, heldNapoleon: [...s.heldNapoleon, marker] }, marker }
  return { state: { ...s, cup, drawn: marker }, marker }
}

/** The drawn marker is enacted and goes to the Used box. */
export function playDrawn(s: CupState): CupState {
  check(s.drawn !== null, 'not-allowed-together', 'drawn', 'No marker has been drawn.')
  return { ...s, drawn: null, used: [...s.used, s.drawn] }
}

/** seed 002, D-1b: hold a drawn French Corps marker (only one at a time). */
export function holdDrawn(s: CupState): CupState {
  check(s.drawn !== null && MARKERS[s.drawn].kind === 'french-corps', 'not-allowed-together', 'drawn', 'Only a drawn French Corps marker may be held.')
  check(s.heldCorps === null, 'not-allowed-together', 'heldCorps', 'Only one French Corps Activation Marker may be held.')
  return { ...s, drawn: null, heldCorps: s.drawn }
}

/** seed 002, D-1b: the held Corps marker is played immediately before a draw, as if just drawn. */
export function playHeldCorps(s: CupState): CupState {
  check(s.heldCorps !== null, 'not-allowed-together', 'heldCorps', 'No French Corps marker is held.')
  check(s.drawn === null, 'not-allowed-together', 'drawn', 'Play the marker drawn first.')
  return { ...s, heldCorps: null, drawn: s.heldCorps }
}

/** seed 002, D-3a: a held Napoleon marker is discarded once used. */
export function useNapoleon(s: CupState, id: MarkerId): CupState {
  check(s.heldNapoleon.includes(id), 'not-allowed-together', 'heldNapoleon', 'That Napoleon marker is not held.')
  return { ...s, heldNapoleon: s.heldNapoleon.filter((x) => x !== id), used: [...s.used, id] }
}

/** seed 002, D-3c (result from the owner's Blucher procedure): move a Prussian marker on the track; into the turn's box = arrival. */
export function movePrussianMarker(s: CupState, id: PrussianMarkerId, toBox: number): CupState {
  check(!s.prussianTrackFixed, 'not-allowed-together', 'id', 'Historical Prussian Arrival: each Corps enters on its designated Game Turn (Q).')
  check(s.track[id] !== undefined, 'not-allowed-together', 'id', `${MARKERS[id].name} is not on the Game Turn Track.`)
  check(Number.isInteger(toBox) && toBox >= 1 && toBox <= 12, 'out-of-range', 'toBox', 'toBox: a Game Turn box 1–12.')
  check(id !== 'pr-III' || !s.thielemannUnderZiethen, 'not-allowed-together', 'id', 'Thielemann moves only after the Ziethen marker has first moved (M-3).')
  return arrive({ ...s, track: { ...s.track, [id]: toBox }, thielemannUnderZiethen: s.thielemannUnderZiethen && id !== 'pr-I' })
}

/** seed 002, M-1: a successful Grouchy roll adds the French III, IV, I Cav and II Cav Corps markers to the cup. */
export function addGrouchyMarkers(s: CupState): CupState {
  check(!GROUCHY_MARKERS.some((id) => s.cup.includes(id) || s.used.includes(id)), 'not-allowed-together', 'cup', 'Grouchy has already arrived.')
  return { ...s, cup: [...s.cup, ...GROUCHY_MARKERS] }
}

/** The turn may end: the container is empty and nothing drawn waits to be played (held markers may still be played). */
export function canEndTurn(s: CupState): boolean {
  return s.cup.length === 0 && s.drawn === null
}

/**
 * seed 002, H End Phase: used and unused held markers go back into the container; the Reverse Slope marker is removed
 * at the end of the second turn played (ruling 46; or at the end of Game Turn 2).
 */
export function endPhase(s: CupState, rulings: Readonly<Record<string, unknown>> = {}): CupState {
  check(canEndTurn(s), 'not-allowed-together', 'cup', 'Draw and play every marker in the container first.')
  const turnsPlayed = s.turnsPlayed + 1
  const slopeOver = waterlooRuling('reverseSlope', rulings) === 'first two played' ? turnsPlayed >= 2 : s.gameTurn >= 2
  return {
    ...s, cup: [...s.used, ...(s.heldCorps ? [s.heldCorps] : []), ...s.heldNapoleon], used: [], heldCorps: null, heldNapoleon: [],
    turnsPlayed, reverseSlope: s.reverseSlope && !slopeOver,
  }
}

/** seed 002, C: move the Game Turn marker up one box (after turn 12 the game is over); Prussians in that box arrive. */
export function advanceTurn(s: CupState): CupState {
  check(!s.gameOver, 'not-allowed-together', 'gameTurn', 'The game is over.')
  if (s.gameTurn >= 12) return { ...s, gameOver: true }
  return arrive({ ...s, gameTurn: s.gameTurn + 1 })
}

/** seed 002, B: twelve Game Turns of roughly an hour, Game Turn #1 at 9:00 am (L-2) and #6 at 2:00 pm (M-1). */
export function turnTime(gameTurn: number): string {
  check(Number.isInteger(gameTurn) && gameTurn >= 1 && gameTurn <= 12, 'out-of-range', 'gameTurn', 'gameTurn: 1–12.')
  const h = 8 + gameTurn
  return `${h > 12 ? h - 12 : h}:00 ${h >= 12 ? 'pm' : 'am'}`
}
