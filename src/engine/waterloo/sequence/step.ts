import type { Act, UnitFacts, WlEvent, WlState } from './types'

export const INITIAL: WlState = {
  gameTurn: null, units: {}, drawn: null, active: null, acts: {}, last: null, napoleon: [], activations: 0, over: false, playOn: false,
  arriving: {}, arrived: {}, entered: {},
}

const NEW_UNIT: UnitFacts = { army: 'French', corps: null, type: null, detachment: false, out: false }
const NEW_ACT = (action: Act['action'], target: string | null): Act => ({ action, target, contact: null, stand: null, square: null, desultory: false, resolved: false })

function unit(s: WlState, e: Extract<WlEvent, { t: 'unit' }>): WlState {
  const before = s.units[e.id] ?? NEW_UNIT
  const next: UnitFacts = {
    army: e.army ?? before.army, corps: e.corps !== undefined ? e.corps : before.corps, type: e.type !== undefined ? e.type : before.type,
    detachment: e.detachment ?? before.detachment, out: e.out ?? before.out,
  }
  return { ...s, units: { ...s.units, [e.id]: next } }
}

function patchAct(s: WlState, id: string, patch: Partial<Act>, start: Act): WlState {
  const before = s.acts[id] ?? start
  return { ...s, acts: { ...s.acts, [id]: { ...before, ...patch } }, last: id }
}

/** seed 002, L and I: Prussian units wait off the map until they enter (I-1, I-4). */
export const isPrussianOffMap = (s: WlState, unit: string): boolean => s.units[unit]?.army === 'Prussian' && !s.entered[unit] && !s.units[unit]?.out

/** seed 002, B–H: one event folded in. An unknown event changes nothing. */
export function step(s: WlState, e: WlEvent): WlState {
  switch (e.t) {
    case 'unit': return unit(s, e)
    case 'turn': return { ...s, gameTurn: e.gameTurn, drawn: null, active: null, acts: {}, last: null, napoleon: [], activations: 0, over: false }
    case 'draw': return { ...s, drawn: e.kind === 'napoleon' ? s.drawn : { marker: e.marker, kind: e.kind } }
    case 'hold': return { ...s, drawn: null }
    case 'activate': return { ...s, drawn: null, active: { marker: e.marker, kind: e.kind, rallied: false }, acts: {}, last: null }
    case 'napoleon': return { ...s, napoleon: [...s.napoleon, { action: e.action, on: e.on ?? null }] }
    case 'commander-rally': return s.active ? { ...s, active: { ...s.active, rallied: true } } : s
    case 'act': {
      // I-4: a Prussian unit off the map enters by its Corps' movement.
      const t = e.action === 'maneuver' && isPrussianOffMap(s, e.unit) ? { ...s, entered: { ...s.entered, [e.unit]: true as const } } : s
      const before = t.acts[e.unit]
      // Desultory Fire is the failed attack's own Bombardment (F-4d), not a second action.
      if (before && e.action === 'bombard') return patchAct(t, e.unit, { desultory: true, resolved: true }, before)
      return patchAct(t, e.unit, { resolved: e.action !== 'close' }, NEW_ACT(e.action, e.target ?? null))
    }
    // A failed test ends the attack: a Cavalry's activation ends there (F-4l); an Infantry "may" still fire Desultory Fire (F-4d).
    case 'contact': return patchAct(s, e.unit, { contact: e.passed ? 'passed' : 'failed', target: e.target, resolved: !e.passed }, NEW_ACT('close', e.target))
    // F-4c: a failed test is the Cavalry's two-hex Retreat and the end of the attack; a passed one resolves the Close Combat.
    case 'stand': return patchAct(s, e.attacker, { stand: e.passed ? 'passed' : 'failed', target: e.unit, resolved: !e.passed }, NEW_ACT('close', e.unit))
    case 'square': {
      const attacker = Object.keys(s.acts).find((id) => s.acts[id]!.target === e.unit && !s.acts[id]!.resolved)
      return attacker ? { ...patchAct(s, attacker, { square: e.passed ? 'passed' : 'failed' }, s.acts[attacker]!), last: s.last } : s
    }
    case 'withdraw': return patchAct(s, e.attacker, { resolved: true }, NEW_ACT('close', e.unit))
    case 'combat': return patchAct(s, e.unit, { resolved: true }, NEW_ACT('close', null))
    case 'done': return { ...s, active: null, acts: {}, last: null, activations: s.activations + 1 }
    case 'end': return { ...s, gameTurn: e.gameTurn, drawn: null, active: null, acts: {}, last: null, napoleon: [], activations: 0, over: e.over }
    case 'play-on': return { ...s, playOn: true }
    case 'arrive': return { ...s, arriving: { ...s.arriving, [e.marker]: { hex: e.hex } } }
    case 'enter': return { ...s, entered: { ...s.entered, [e.unit]: true } }
    case 'arrived': {
      const { [e.marker]: was, ...arriving } = s.arriving
      return was ? { ...s, arriving, arrived: { ...s.arrived, [e.marker]: { hex: was.hex, delayed: e.delayed } } } : s
    }
    default: return s
  }
}
