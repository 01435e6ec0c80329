import { describe, expect, it } from 'vitest'
import { foldSequence, type OwedRef, type Verdict } from '../../core/sequence'
import { owedGate } from './gates'
import { INITIAL, NO_ACT, isPhasing, otherSide, phaseOf, seriesSequence, step, type SeriesEvent, type SeriesQuestion, type SeriesState } from '.'

/** The edges of each rule of the series sequence (seed 001), one verdict at a time. */
const U = (id: string, side: 'a' | 'b', arm: 'infantry' | 'cavalry' | 'artillery', formation: string, marker: number | null = null): SeriesEvent =>
  ({ t: 'unit', id, side, arm, formation, marker })
const UNITS: SeriesEvent[] = [
  U('ai', 'a', 'infantry', 'column'), U('ac', 'a', 'cavalry', 'column'), U('ad', 'a', 'cavalry', 'disorganized'), U('am', 'a', 'cavalry', 'column', 1),
  U('bi', 'b', 'infantry', 'line'), U('bd', 'b', 'infantry', 'disorganized', 0), U('bm', 'b', 'infantry', 'line', 0), U('bn', 'b', 'infantry', 'disorganized'),
  U('bc', 'b', 'cavalry', 'column'), U('ba', 'b', 'artillery', 'unlimbered'),
]
const seq = seriesSequence()
const at = (phase: number, playerTurn: 1 | 2 = 1, turn = 3): SeriesState => foldSequence(seq, [...UNITS, { t: 'at', turn, playerTurn, phase }])
const said = (v: Verdict) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section.replace('seed 001, ', '')}`)
const ask = (s: SeriesState, q: SeriesQuestion, owed: OwedRef[] = []) => said(seq.ask(s, q, owed))
const O = (kind: string, unit = 'zz'): OwedRef => ({ id: `1.${kind}`, kind, unitIds: [unit] })
const [CHARGE, MOVE, , , MELEE, RALLY] = [0, 1, 2, 3, 4, 5]

describe('series sequence edges', () => {
  it('folds from nothing: defaults of a new unit, the phase, the other side', () => {
    expect(INITIAL).toEqual({ first: 'a', turn: 1, playerTurn: 1, phase: 0, units: {}, acts: {}, lastMoved: null, orders: { a: 0, b: 0 }, initiative: [], charged: {}, army: { a: 'good', b: 'good' } })
    expect(NO_ACT).toEqual({ charged: false, moved: false, held: false, fired: [], attacked: 0, exploit: false, defended: false, meleed: false, countercharged: false, square: false, rallied: false })
    expect(step(INITIAL, { t: 'unit', id: 'x' }).units.x).toEqual({ side: 'a', arm: 'infantry', formation: 'line', marker: null, out: false })
    expect(phaseOf({ ...INITIAL, phase: 99 })).toBe('charge')
    expect(isPhasing(INITIAL, 'nobody')).toBe(false)
    expect(otherSide('a')).toBe('b')
    expect(otherSide('b')).toBe('a')
    const s = [{ t: 'countercharge', unit: 'bc' }, { t: 'square', unit: 'bi' }, { t: 'charge', unit: 'zz' }].reduce((x, e) => step(x, e as SeriesEvent), at(CHARGE))
    expect(s.acts).toEqual({ bc: { ...NO_ACT, countercharged: true }, bi: { ...NO_ACT, square: true } })
    expect(step(at(MELEE), { t: 'melee', units: ['ai'], defenders: ['bi'] }).acts).toEqual({ ai: { ...NO_ACT, attacked: 1, meleed: true }, bi: { ...NO_ACT, defended: true, meleed: true } })
    // A new game turn from the second player's rally phase.
    const end = step({ ...at(RALLY, 2), orders: { a: 2, b: 1 }, initiative: ['L'], lastMoved: 'ai' }, { t: 'next' })
    expect(end).toMatchObject({ turn: 4, playerTurn: 1, phase: 0, acts: {}, lastMoved: null, orders: { a: 0, b: 0 }, initiative: [] })
    expect(step({ ...at(MOVE), lastMoved: 'ai' }, { t: 'next' }).lastMoved).toBeNull()
  })

  it('owed gates: the kinds a reaction may go on with, the charge held for the melee phase (2.0, 7.3, 7.5, 9.3)', () => {
    expect(owedGate([O('morale')])).toMatchObject({ verdict: 'forbidden' })
    expect(owedGate([])).toEqual({ verdict: 'allowed' })
    const c = at(CHARGE)
    expect(ask(c, { q: 'next' }, [O('charge'), O('morale')])).toBe('forbidden: 2.0 Game Sequence')
    expect(ask(c, { q: 'next' }, [O('charge')])).toBe('allowed')
    expect(ask(c, { q: 'fire', unit: 'ba', kind: 'opportunity' }, [O('retreat')])).toBe('allowed')
    expect(ask(c, { q: 'fire', unit: 'ba', kind: 'opportunity' }, [O('morale')])).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
    expect(ask(c, { q: 'countercharge', unit: 'bc' }, [O('retreat')])).toBe('allowed')
    expect(ask(c, { q: 'square', unit: 'bi' }, [O('retreat')])).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
    expect(ask(c, { q: 'square', unit: 'bi' }, [O('charge')])).toBe('allowed')
    // The next unit of a stack makes its owed square or countercharge check (5.5, 9.6, 9.7).
    expect(ask(c, { q: 'square', unit: 'bi' }, [O('morale', 'bi')])).toBe('allowed')
    expect(ask(c, { q: 'square', unit: 'bm' }, [O('morale')])).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
    expect(ask(c, { q: 'countercharge', unit: 'bc' }, [{ id: '1', kind: 'morale', unitIds: ['bc'] }])).toBe('allowed')
    expect(ask(c, { q: 'countercharge', unit: 'bc' }, [O('morale')])).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
    expect(ask(at(3, 2), { q: 'fire', unit: 'bi', kind: 'offensive' }, [O('retreat')])).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
    expect(ask(at(2), { q: 'fire', unit: 'ba', kind: 'defensive' }, [O('retreat')])).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
    expect(ask(c, { q: 'test', kind: 'morale', unit: 'bi' }, [O('charge')])).toBe('allowed')
    expect(ask(c, { q: 'test', kind: 'obedience', unit: 'L' }, [O('leader casualty')])).toBe('allowed')
  })

  it('charges, moves, formations and holds at their edges (4.0, 4.7, 6.1, 6.5, 9.2)', () => {
    const c = at(CHARGE)
    expect(ask(c, { q: 'charge', unit: 'ad' })).toBe('forbidden: 9.2 Charge Movement') // disorganized, no marker noted
    expect(ask(c, { q: 'charge', unit: 'am' })).toBe('forbidden: 9.2 Charge Movement') // a marker on it
    expect(ask(c, { q: 'hold', unit: 'ai' })).toBe('allowed')
    const m = at(MOVE)
    expect(ask(m, { q: 'hold', unit: 'ai' })).toBe('allowed')
    expect(ask(m, { q: 'formation', unit: 'ai', to: 'line' })).toBe('allowed')
    expect(ask(m, { q: 'formation', unit: 'ac', to: 'general-order' })).toBe('allowed')
    expect(ask(m, { q: 'formation', unit: 'ad', to: 'column' })).toBe('forbidden: 4.5 Disorganized Infantry')
    expect(ask(c, { q: 'formation', unit: 'bc', to: 'disorganized' })).toBe('allowed') // 6.5: the opponent's charge phase
    expect(ask(at(MELEE), { q: 'formation', unit: 'bc', to: 'disorganized' })).toBe('forbidden: 6.5 Deliberate Disorganization of the cavalry')
    expect(ask(at(MELEE), { q: 'formation', unit: 'ac', to: 'disorganized' })).toBe('allowed') // its own turn
    expect(ask(m, { q: 'move', unit: 'ai' })).toBe('allowed')
  })

  it('reactions, rally and command at their edges (9.6, 11.1, 11.2, 17.5, 17.7)', () => {
    const c = at(CHARGE)
    expect(ask(c, { q: 'square', unit: 'bn' })).toBe('forbidden: 9.6 Square')
    expect(ask(at(MELEE), { q: 'square', unit: 'bi' })).toBe('allowed')
    expect(ask(at(MOVE), { q: 'square', unit: 'bi' })).toBe('forbidden: 9.6 Square')
    const r = at(RALLY, 2)
    expect(ask(r, { q: 'rally', unit: 'bd' })).toBe('allowed')
    expect(ask(r, { q: 'rally', unit: 'bn' })).toBe('forbidden: 11.2 Rally Check') // disorganized, no marker noted
    expect(ask(r, { q: 'rally', unit: 'bm' })).toBe('forbidden: 11.2 Rally Check') // a marker, but in good order
    expect(ask(r, { q: 'rally', unit: 'bi' })).toBe('forbidden: 11.2 Rally Check')
    expect(ask(c, { q: 'initiative', leader: 'L', side: 'a' })).toBe('forbidden: 17.5 Aides and Order Transmission')
    expect(ask(at(MOVE), { q: 'initiative', leader: 'L', side: 'a' }, [O('morale')])).toBe('allowed')
    expect(ask(at(MOVE, 2), { q: 'initiative', leader: 'L', side: 'a' })).toBe('forbidden: 17.5 Aides and Order Transmission')
    expect(ask(at(MOVE, 2), { q: 'order', side: 'b', capability: 1 })).toBe('allowed')
  })

  it('fire and melee at their edges (4.11, 4.13, 7.4, 7.5, 8.1, 8.10, 9.4)', () => {
    const withGuns = (formation: string) => foldSequence(seq, [...UNITS, U('bg', 'b', 'artillery', formation), { t: 'at', turn: 3, playerTurn: 1, phase: 2 }])
    expect(ask(withGuns('unlimbered'), { q: 'fire', unit: 'bg', kind: 'defensive' })).toBe('allowed')
    expect(ask(withGuns('limbered'), { q: 'fire', unit: 'bg', kind: 'defensive' })).toBe('forbidden: 4.11 Limbered Artillery')
    expect(ask(withGuns('disorganized'), { q: 'fire', unit: 'bg', kind: 'defensive' })).toBe('forbidden: 4.13 Disorganized Artillery')
    expect(ask(at(2), { q: 'fire', unit: 'bn', kind: 'defensive' })).toBe('allowed') // disorganized infantry fires at 1 (4.5)
    expect(ask(at(3), { q: 'fire', unit: 'ba', kind: 'defensive' })).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    expect(ask(at(2), { q: 'fire', unit: 'ba', kind: 'opportunity' })).toBe('forbidden: 7.5 Opportunity Fire')
    expect(ask(at(3), { q: 'fire', unit: 'ba', kind: 'opportunity' })).toBe('forbidden: 7.5 Opportunity Fire')
    expect(ask(at(RALLY), { q: 'fire', unit: 'ba', kind: 'opportunity' })).toBe('forbidden: 7.5 Opportunity Fire')
    expect(ask(at(MOVE), { q: 'fire', unit: 'ba', kind: 'opportunity' })).toBe('allowed')
    expect(ask(at(MELEE), { q: 'fire', unit: 'ba', kind: 'opportunity' })).toBe('allowed')
    const melee = at(MELEE)
    expect(ask(melee, { q: 'melee', units: ['ai', 'bi'], defenders: ['bm'] })).toBe('forbidden: 8.0 Melee')
    expect(ask(melee, { q: 'melee', units: ['ai'], defenders: ['bi', 'ac'] })).toBe('forbidden: 8.0 Melee')
    const charged = [{ t: 'charge', unit: 'ac' }, { t: 'melee', units: ['ac'], defenders: ['bi'] }].reduce((x, e) => step(x, e as SeriesEvent), melee)
    expect(ask(charged, { q: 'melee', units: ['ac'], defenders: ['bm'] })).toBe('forbidden: 8.10 Advance After Combat')
    expect(ask(step(charged, { t: 'exploit', unit: 'ac' }), { q: 'melee', units: ['ac'], defenders: ['bm'] })).toBe('allowed')
    expect(ask(melee, { q: 'melee', units: ['ai'], defenders: [] })).toBe('allowed')
  })
})
