import { check, type RandomSource } from '@/engine/core'
import {
  addGrouchyMarkers, advanceTurn, drawMarker, endPhase, holdDrawn, movePrussianMarker, playDrawn, playHeldCorps, setupCup, turnTime, useNapoleon,
  type CupState,
} from '@/engine/waterloo/cup'
import { MARKERS, type MarkerId, type PrussianMarkerId } from '@/engine/waterloo/markers'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { arrivalEvents } from './arrivalOps'
import { cupJson, cupOf, rainTurnOf, scenarioOf } from './battleState'

/** Every cup step is one undoable action that writes the whole new cup (seed 002, C–I). */
function cupDraft(kind: string, label: string, next: CupState, extra: Record<string, string | number> = {}, flow: JsonRecord[] = []): ActionDraft {
  return withFlow({ kind, label, by: 'umpire', ops: [{ op: 'battle.patch', patch: { cup: cupJson(next) } }], detail: { gameTurn: next.gameTurn, ...extra } }, flow)
}

function cupNow(state: BattleState): CupState {
  const c = cupOf(state)
  check(c !== null, 'not-allowed-together', 'cup', 'The battle has not begun: set it up (and roll A Rainy Start) on the Turn tab.')
  return c
}

const nameOf = (id: MarkerId) => MARKERS[id].name

/** A source that "draws" the marker the players took from their own cup. */
function drawnByPlayers(cup: readonly MarkerId[], id: string): RandomSource {
  const i = cup.indexOf(id as MarkerId)
  check(i >= 0, 'unknown-value', 'marker', `That marker is not in the container (${cup.length} left).`)
  return { int: () => i }
}

/** seed 002, D: draw one marker, at random (the app) or the one the players drew (`marker`). */
export function drawDraft(state: BattleState, from: RandomSource | { marker: string }): ActionDraft {
  const s = cupNow(state)
  const rng = 'marker' in from ? drawnByPlayers(s.cup, from.marker) : from
  const r = drawMarker(s, rng)
  const napoleon = MARKERS[r.marker].kind === 'napoleon'
  return cupDraft('cup.draw', `Drew ${nameOf(r.marker)}${napoleon ? ' (held)' : ''}`, r.state, { marker: r.marker, by: 'marker' in from ? 'players' : 'app' },
    [{ t: 'draw', marker: r.marker, kind: MARKERS[r.marker].kind }])
}

/** seed 002, D and E: the drawn marker is enacted: its Corps (or commander) activates until the activation is done. */
export function playDraft(state: BattleState): ActionDraft {
  const s = cupNow(state)
  const id = s.drawn
  const next = playDrawn(s)
  return cupDraft('cup.play', `Activated ${id ? nameOf(id) : 'marker'}`, next, {}, id ? [{ t: 'activate', marker: id, kind: MARKERS[id].kind }] : [])
}

/** seed 002, E: the activation is complete; back to the Draw Activation Marker Phase. */
export function activationDoneDraft(state: BattleState, marker: string | null, acted: number): ActionDraft {
  const s = cupNow(state)
  const name = marker && marker in MARKERS ? nameOf(marker as MarkerId) : 'the activation'
  return withFlow({ kind: 'wl.activationDone', by: 'umpire', label: `${name}: activation done (${acted} unit${acted === 1 ? '' : 's'} acted)`, ops: [],
    detail: { gameTurn: s.gameTurn } }, [{ t: 'done' }])
}

export function holdDraft(state: BattleState): ActionDraft {
  const s = cupNow(state)
  return cupDraft('cup.hold', `Held ${s.drawn ? nameOf(s.drawn) : 'marker'}`, holdDrawn(s), {}, s.drawn ? [{ t: 'hold', marker: s.drawn }] : [])
}

export function playHeldDraft(state: BattleState): ActionDraft {
  const s = cupNow(state)
  const id = s.heldCorps
  return cupDraft('cup.playHeld', `Played the held ${id ? nameOf(id) : 'marker'}`, playHeldCorps(s), {}, id ? [{ t: 'draw', marker: id, kind: MARKERS[id].kind, held: true }] : [])
}

/** seed 002, D-3a: a held Napoleon marker used for one Le Petite Caporal action (the table is the owner's), on the Corps or unit named. */
export function useNapoleonDraft(state: BattleState, id: MarkerId, action: string, on: { id: string; name: string } | null): ActionDraft {
  const what = action.trim().slice(0, 80)
  check(what.length > 0, 'unknown-value', 'napoleonAction', 'Choose the Le Petite Caporal action (from your player aid).')
  return cupDraft('cup.napoleon', `Napoleon: ${what}${on ? ` — ${on.name}` : ''}`, useNapoleon(cupNow(state), id), {},
    [{ t: 'napoleon', marker: id, action: what, on: on?.id ?? null }])
}

/** seed 002, C: the game is over after Game Turn #12; the umpire chooses to play on, logged. */
export function playOnDraft(state: BattleState): ActionDraft {
  const s = cupNow(state)
  check(s.gameOver, 'not-allowed-together', 'cup', 'The game is not over.')
  return cupDraft('wl.playOn', `Umpire plays on after Game Turn ${s.gameTurn} (the game was over, seed 002, C)`, { ...s, gameOver: false }, {}, [{ t: 'play-on' }])
}

/** seed 002, D-3c: the result of Blucher's die for a marker on the Game Turn Track (the owner's procedure). */
export function moveTrackDraft(state: BattleState, id: PrussianMarkerId, toBox: number): ActionDraft {
  const next = movePrussianMarker(cupNow(state), id, toBox)
  const arrived = next.arrived.length > cupNow(state).arrived.length
  return cupDraft('cup.track', `${nameOf(id)} to Game Turn box ${toBox}${arrived ? ': arrives (into the container)' : ''}`, next, {}, arrivalEvents(cupNow(state), next))
}

/** seed 002, M-1: Grouchy arrives, his four Corps markers go into the container. */
export function grouchyDraft(state: BattleState): ActionDraft {
  return cupDraft('cup.grouchy', 'Grouchy arrives: French III, IV, I Cav and II Cav Corps markers into the container', addGrouchyMarkers(cupNow(state)))
}

/** seed 002, H End Phase then C: every marker back into the container, the Game Turn marker one box on. */
export function endTurnDraft(state: BattleState): ActionDraft {
  const s = cupNow(state)
  const next = advanceTurn(endPhase(s, state.setup.rulings))
  const label = next.gameOver ? `End of Game Turn ${s.gameTurn}: the game is over` : `End Phase: Game Turn ${next.gameTurn} (${turnTime(next.gameTurn)})`
  return cupDraft('cup.endTurn', label, next, {}, [{ t: 'end', gameTurn: next.gameTurn, over: next.gameOver }, ...arrivalEvents(s, next)])
}

/** seed 002, L-2: the Rainy Start roll's outcome; success begins the battle on that Game Turn. */
export function rainDraft(state: BattleState, begins: boolean): ActionDraft {
  const turn = rainTurnOf(state)
  const scenario = scenarioOf(state)
  check(turn !== null && scenario !== null, 'not-allowed-together', 'rain', 'No Rainy Start roll is due.')
  if (!begins) return { kind: 'wl.rain', by: 'umpire', label: `A Rainy Start, Game Turn ${turn}: rain`, ops: [{ op: 'battle.patch', patch: { rain: turn + 1 } }], detail: { gameTurn: turn } }
  const cup = setupCup({ firstTurn: turn, whereIsGrouchy: scenario.whereIsGrouchy, historicalPrussianArrival: scenario.historicalPrussianArrival, rulings: state.setup.rulings })
  return { kind: 'wl.rain', by: 'umpire', label: `A Rainy Start: the battle begins on Game Turn ${turn} (${turnTime(turn)})`,
    ops: [{ op: 'battle.patch', patch: { rain: null, cup: cupJson(cup) } }], detail: { gameTurn: turn, begins: true } }
}

/** seed 002, A-3 and D-2/D-3: an 11–66 roll's result on a player-aid table, logged for the marker played. */
export function activationDraft(state: BattleState, tableTitle: string, result: string, dice?: DiceRecord, marker: string | null = null): ActionDraft {
  const s = cupNow(state)
  const id = (s.drawn ?? marker) as MarkerId | null
  const who = id && id in MARKERS ? nameOf(id) : 'marker'
  return { kind: 'wl.activation', by: 'umpire', label: `${who}: ${tableTitle} — ${result.slice(0, 120)}`, ops: [], detail: { gameTurn: s.gameTurn, result: result.slice(0, 200) }, ...(dice ? { dice } : {}) }
}

/** seed 002, M-1: a failed Grouchy roll, logged (he may arrive next turn). */
export function grouchyNotYetDraft(state: BattleState, dice?: DiceRecord): ActionDraft {
  const s = cupNow(state)
  return { kind: 'wl.grouchy', by: 'umpire', label: `Where is Grouchy? Game Turn ${s.gameTurn}: not yet`, ops: [], detail: { gameTurn: s.gameTurn }, ...(dice ? { dice } : {}) }
}

/** seed 002, M-4: where Thielemann enters (rolled, or 2003 when a French Corps entered at 2011), logged. */
export function thielemannDraft(state: BattleState, hex: string, dice?: DiceRecord): ActionDraft {
  const s = cupNow(state)
  return { kind: 'wl.thielemann', by: 'umpire', label: `Thielemann III Corps enters at ${hex.slice(0, 10)}`, ops: [], detail: { gameTurn: s.gameTurn, hex: hex.slice(0, 10) }, ...(dice ? { dice } : {}) }
}
