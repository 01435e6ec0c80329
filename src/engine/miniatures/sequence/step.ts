import type { Act, MiniEvent, MiniState, Side, UnitFacts } from './types'

const NONE = { a: null, b: null } as const
const ZERO = { a: 0, b: 0 } as const

/** Before the first action: no hour dealt, no unit, side a French until told. */
export const INITIAL: MiniState = {
  french: 'a', units: {}, hour: 0, round: 0, played: NONE, allow: NONE, acts: {}, orders: ZERO,
  done: { a: false, b: false }, last: null, sectors: { a: [], b: [] }, playOn: false, scenario: null,
}

/** A new round (or hour): nothing played, nobody ordered (seed 000, 5.1 step 5). */
const fresh = (s: MiniState, round: number): MiniState => ({
  ...s, round, played: NONE, allow: NONE, acts: {}, orders: ZERO, done: { a: false, b: false }, last: null, sectors: { a: [], b: [] },
})

const NEW_ACT = (side: Side): Act => ({ side, orders: [], segments: 0, fired: 0, retreated: false, special: false })

function unit(s: MiniState, e: Extract<MiniEvent, { t: 'unit' }>): MiniState {
  const was: UnitFacts = s.units[e.id] ?? { side: 'a', type: 'regular-infantry', nation: '', sector: null, square: false, out: false }
  const keep = <K extends keyof UnitFacts>(k: K): UnitFacts[K] => (e[k] === undefined ? was[k] : e[k] as UnitFacts[K])
  const next: UnitFacts = { side: keep('side'), type: keep('type'), nation: keep('nation'), sector: keep('sector'), square: keep('square'), out: keep('out') }
  return { ...s, units: { ...s.units, [e.id]: next } }
}

/** The unit's order this round: the first one counts against its side and passes the turn (5.1 step 2). */
function activate(s: MiniState, id: string, change: (a: Act) => Act): MiniState {
  const side = s.units[id]?.side
  if (side === undefined) return s
  const before = s.acts[id]
  const act = change(before ?? NEW_ACT(side))
  const first = !before || (before.orders.length === 0 && before.fired === 0)
  const sector = s.units[id]!.sector
  return {
    ...s, acts: { ...s.acts, [id]: act },
    ...(first ? {
      orders: { ...s.orders, [side]: s.orders[side] + 1 }, last: side,
      sectors: sector && !s.sectors[side].includes(sector) ? { ...s.sectors, [side]: [...s.sectors[side], sector] } : s.sectors,
    } : {}),
  }
}

function mark(s: MiniState, id: string, change: (a: Act) => Act): MiniState {
  const side = s.units[id]?.side
  if (side === undefined) return s
  return { ...s, acts: { ...s.acts, [id]: change(s.acts[id] ?? NEW_ACT(side)) } }
}

/** Folds one event in; an event it does not know leaves the state as it was. */
export function step(s: MiniState, e: MiniEvent): MiniState {
  switch (e.t) {
    case 'french': return { ...s, french: e.side }
    case 'unit': return unit(s, e)
    case 'scenario': return { ...s, scenario: e.scenario }
    case 'deal': return { ...fresh(s, 0), hour: s.hour + 1 }
    case 'play': {
      const next = s.round === 0 || s.played[e.side] !== null ? fresh(s, s.round + 1) : s
      return { ...next, played: { ...next.played, [e.side]: { card: e.card, as: e.actedAs ?? e.card } } }
    }
    case 'allow': return { ...s, allow: { ...s.allow, [e.side]: e.units } }
    case 'order': return activate(s, e.unit, (a) => ({ ...a, orders: [...a.orders, e.order], segments: a.segments + (e.segments ?? 0) }))
    case 'fire': return activate(s, e.unit, (a) => ({ ...a, fired: a.fired + 1 }))
    case 'retreated': return mark(s, e.unit, (a) => ({ ...a, retreated: true }))
    case 'special': return e.success ? mark(s, e.unit, (a) => ({ ...a, special: true })) : s
    case 'done': return { ...s, done: { ...s.done, [e.side]: true } }
    case 'play-on': return { ...s, playOn: true }
    default: return s
  }
}
