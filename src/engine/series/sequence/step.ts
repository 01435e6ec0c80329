import { PHASES, type Act, type SeriesEvent, type SeriesState, type Side, type UnitFacts } from './types'

export const NO_ACT: Act = {
  charged: false, moved: false, held: false, fired: [], attacked: 0, exploit: false, defended: false, meleed: false, countercharged: false, square: false, rallied: false,
}

/** Turn 1, first player turn, cavalry charges (2.0); side a first until told. */
export const INITIAL: SeriesState = {
  first: 'a', turn: 1, playerTurn: 1, phase: 0, units: {}, acts: {}, lastMoved: null, orders: { a: 0, b: 0 }, initiative: [], charged: {},
  army: { a: 'good', b: 'good' },
}

function unit(s: SeriesState, e: Extract<SeriesEvent, { t: 'unit' }>): SeriesState {
  const was: UnitFacts = s.units[e.id] ?? { side: 'a', arm: 'infantry', formation: 'line', marker: null, out: false }
  const next: UnitFacts = {
    side: e.side ?? was.side, arm: e.arm ?? was.arm, formation: e.formation ?? was.formation,
    marker: e.marker === undefined ? was.marker : e.marker, out: e.out ?? was.out,
  }
  return { ...s, units: { ...s.units, [e.id]: next } }
}

/** The next phase; after the rally phase, the other player's turn; after both, the next game turn (2.0). */
function next(s: SeriesState): SeriesState {
  const phase = s.phase + 1
  if (phase < PHASES.length) return { ...s, phase, lastMoved: null }
  const fresh = { ...s, phase: 0, acts: {}, lastMoved: null }
  if (s.playerTurn === 1) return { ...fresh, playerTurn: 2 }
  return { ...fresh, playerTurn: 1, turn: s.turn + 1, orders: { a: 0, b: 0 }, initiative: [] }
}

function mark(s: SeriesState, id: string, change: (a: Act) => Act): SeriesState {
  if (!s.units[id]) return s
  return { ...s, acts: { ...s.acts, [id]: change(s.acts[id] ?? NO_ACT) } }
}

function at(s: SeriesState, e: Extract<SeriesEvent, { t: 'at' }>): SeriesState {
  const same = e.turn === s.turn && e.playerTurn === s.playerTurn
  const fresh = same ? s : { ...s, acts: {}, ...(e.turn === s.turn ? {} : { orders: { a: 0, b: 0 }, initiative: [] }) }
  return { ...fresh, turn: e.turn, playerTurn: e.playerTurn, phase: e.phase, lastMoved: same && e.phase === s.phase ? s.lastMoved : null }
}

const mutual = (side: Side): Side => (side === 'a' ? 'b' : 'a')
export { mutual as otherSide }

/** Folds one event in; an event it does not know leaves the state as it was. */
export function step(s: SeriesState, e: SeriesEvent): SeriesState {
  switch (e.t) {
    case 'first': return { ...s, first: e.side }
    case 'at': return at(s, e)
    case 'unit': return unit(s, e)
    case 'next': return next(s)
    case 'charge': return { ...mark(s, e.unit, (a) => ({ ...a, charged: true })), charged: { ...s.charged, [e.unit]: s.turn } }
    case 'move': return { ...mark(s, e.unit, (a) => ({ ...a, moved: true })), lastMoved: e.unit }
    case 'formation': return unit(s, { t: 'unit', id: e.unit, formation: e.to })
    case 'hold': return mark(s, e.unit, (a) => ({ ...a, held: true }))
    case 'fire': return mark(s, e.unit, (a) => ({ ...a, fired: [...a.fired, e.kind] }))
    case 'melee': {
      const hit = e.units.reduce((x, id) => mark(x, id, (a) => ({ ...a, attacked: a.attacked + 1, exploit: false, meleed: true })), s)
      return e.defenders.reduce((x, id) => mark(x, id, (a) => ({ ...a, defended: true, meleed: true })), hit)
    }
    case 'exploit': return mark(s, e.unit, (a) => ({ ...a, exploit: true }))
    case 'countercharge': return mark(s, e.unit, (a) => ({ ...a, countercharged: true }))
    case 'square': return mark(s, e.unit, (a) => ({ ...a, square: true }))
    case 'rally': return mark(s, e.unit, (a) => ({ ...a, rallied: true }))
    case 'order': return { ...s, orders: { ...s.orders, [e.side]: s.orders[e.side] + 1 } }
    case 'initiative': return { ...s, initiative: [...s.initiative, e.leader] }
    case 'army': return { ...s, army: { ...s.army, [e.side]: e.level } }
    default: return s
  }
}
