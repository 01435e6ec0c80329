import { kindOf } from './kind'
import type { Act, BgEvent, BgState, Side, UnitFacts } from './types'

const NONE = { a: null, b: null } as const
const ZERO = { a: 0, b: 0 } as const
const NO = { a: false, b: false } as const

/** Before the first action: no hour dealt, no unit, side a French until told. */
export const INITIAL: BgState = {
  french: 'a', scenario: null, scenarioLosses: 'replace', units: {}, hour: 0, round: 0, played: NONE, before: NONE, allow: NONE, acts: {}, orders: ZERO,
  done: NO, last: null, sectors: { a: [], b: [] }, emptySector: NO, playOn: false,
}

/** A new round: nothing played, nobody ordered (seed 000, 5.1 step 5). */
const fresh = (s: BgState, round: number): BgState => ({
  ...s, round, played: NONE, allow: NONE, acts: {}, orders: ZERO, done: NO, last: null, sectors: { a: [], b: [] },
})

const NEW_ACT = (side: Side): Act => ({ side, orders: [], hexes: 0, fired: 0, retreated: false, special: false, reactionFire: false })
const BLANK: UnitFacts = { side: 'a', type: 'line-infantry', nation: '', sector: null, square: false, general: '', elements: 1, out: false, absorbed: false }

function unit(s: BgState, e: Extract<BgEvent, { t: 'unit' }>): BgState {
  const was = s.units[e.id] ?? BLANK
  const keep = <K extends keyof UnitFacts>(k: K): UnitFacts[K] => (e[k] === undefined ? was[k] : e[k] as UnitFacts[K])
  const next: UnitFacts = {
    side: keep('side'), type: keep('type'), nation: keep('nation'), sector: keep('sector'), square: keep('square'),
    general: keep('general'), elements: keep('elements'), out: keep('out'), absorbed: keep('absorbed'),
  }
  return { ...s, units: { ...s.units, [e.id]: next } }
}

/** The unit has begun its order this round. */
export const begun = (a: Act | undefined): a is Act => a !== undefined && (a.orders.length > 0 || a.fired > 0)

/** The unit's order this round: the first one counts against its side and passes the turn (5.1 step 2). */
function activate(s: BgState, id: string, change: (a: Act) => Act, counts = true): BgState {
  const u = s.units[id]
  if (u === undefined) return s
  const before = s.acts[id]
  const first = counts && !begun(before)
  const sector = u.sector
  return {
    ...s, acts: { ...s.acts, [id]: change(before ?? NEW_ACT(u.side)) },
    ...(first ? {
      orders: { ...s.orders, [u.side]: s.orders[u.side] + 1 }, last: u.side,
      sectors: sector && !s.sectors[u.side].includes(sector) ? { ...s.sectors, [u.side]: [...s.sectors[u.side], sector] } : s.sectors,
    } : {}),
  }
}

function play(s: BgState, e: Extract<BgEvent, { t: 'play' }>): BgState {
  const next = s.round === 0 || s.played[e.side] !== null ? { ...fresh(s, s.round + 1), before: s.round === 0 ? s.before : s.played } : s
  return { ...next, played: { ...next.played, [e.side]: { card: e.card, as: e.actedAs ?? e.card } } }
}

// seed 000, 9.41 2): "Artillery may fire with 5 dice (light) or 6 dice (heavy). Cavalry may shock with 3 dice."
const REACTION_FIRE: readonly string[] = ['artillery', 'cavalry']

/** Folds one event in; an event it does not know leaves the state as it was. */
export function step(s: BgState, e: BgEvent): BgState {
  switch (e.t) {
    case 'french': return { ...s, french: e.side }
    case 'scenario': return { ...s, scenario: e.scenario }
    case 'rulings': return { ...s, scenarioLosses: e.scenarioLosses }
    case 'unit': return unit(s, e)
    case 'deal': return { ...fresh(s, 0), hour: s.hour + 1 }
    case 'play': return play(s, e)
    case 'allow': return { ...s, allow: { ...s.allow, [e.side]: e.units } }
    case 'order': return activate(s, e.unit, (a) => ({ ...a, orders: [...a.orders, e.order], hexes: a.hexes + (e.hexes ?? 0) }))
    case 'fire': return e.reaction
      ? activate(s, e.unit, (a) => ({ ...a, reactionFire: false }), false)
      : activate(s, e.unit, (a) => ({ ...a, fired: a.fired + 1 }))
    case 'retreated': return activate(s, e.unit, (a) => ({ ...a, retreated: true }), false)
    case 'special': return activate(s, e.unit, (a) => ({ ...a, special: true, reactionFire: e.success && REACTION_FIRE.includes(kindOf(s.units[e.unit]!.type)!) }), false)
    case 'done': return { ...s, done: { ...s.done, [e.side]: true } }
    case 'empty-sector': return { ...s, emptySector: { ...s.emptySector, [e.side]: e.empty } }
    case 'play-on': return { ...s, playOn: true }
    default: return s
  }
}
