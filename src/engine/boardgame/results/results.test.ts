import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { boardgameSequence as seq, type BgEvent } from '../sequence'
import { fireResult, flagsOutcome, retreatResult, specialResult, type Piece } from '.'

const P = (id: string, side: 'a' | 'b', type: string, extra: Partial<Piece> = {}): Piece =>
  ({ id, name: id.toUpperCase(), side, type, nation: side === 'a' ? 'French' : 'English', elements: 4, general: '', inSquare: false, ...extra })
const ev = (p: Piece): BgEvent => ({ t: 'unit', id: p.id, side: p.side, type: p.type, nation: p.nation, sector: 'centre', square: p.inSquare, general: p.general, elements: p.elements, out: false })
const firer = P('f', 'a', 'line-infantry')
const state = (...ps: Piece[]) => foldSequence(seq, [firer, ...ps, P('x', 'b', 'line-infantry'), P('y', 'b', 'line-infantry')].map(ev))
const fire = (target: Piece, hits: number, flags: number, more: Partial<Parameters<typeof fireResult>[1]> = {}) =>
  fireResult(state(target), { firer, target, hits, flags, range: 1, targetInBuildings: false, loneId: `${target.id}-general`, ...more })
const base = { type: 'line-infantry', flags: 2, elements: 3, inSquare: false, generalAttached: false, inBuildings: false, firerAdjacent: true, artilleryFirst: false }

describe('the flags after the hits (seed 000, 10.0, 9.4 #8 and #11, 6.1, 7.32.8)', () => {
  it('reads each case in the text', () => {
    expect(flagsOutcome({ ...base, flags: 0 })).toEqual({ does: 'none' })
    expect(flagsOutcome(base)).toEqual({ does: 'retreat', why: '2 flags: one hex back for each (seed 000, 10.0 Retreat)' })
    expect(flagsOutcome({ ...base, flags: 1 })).toMatchObject({ does: 'retreat', why: '1 flag: one hex back for each (seed 000, 10.0 Retreat)' })
    expect(flagsOutcome({ ...base, type: 'garrison' })).toMatchObject({ does: 'ignore', why: 'garrison ignores 2 flags (seed 000, 6.1 Garrisons)' })
    expect(flagsOutcome({ ...base, inSquare: true })).toMatchObject({ does: 'ignore', why: 'in square: ignores 2 flags (seed 000, 10.0 F, 9.4 #8)' })
    expect(flagsOutcome({ ...base, inBuildings: true })).toMatchObject({ does: 'ignore', why: 'in buildings: ignores 2 flags (seed 000, 10.0 F, 9.4 #8)' })
    expect(flagsOutcome({ ...base, generalAttached: true, inSquare: true })).toMatchObject({ does: 'ignore', why: 'with an attached general: ignores 2 flags (seed 000, 10.0 F, 9.4 #8)' })
    expect(flagsOutcome({ ...base, type: 'general', inSquare: true })).toMatchObject({ does: 'retreat' }) // 7.32.8
    const art = { ...base, type: 'heavy-artillery', flags: 3, elements: 2 }
    expect(flagsOutcome(art)).toEqual({ does: 'losses', lost: 2, why: 'artillery fired on by an adjacent unit: 3 flags taken as losses (seed 000, 9.4 #11)' })
    expect(flagsOutcome({ ...art, firerAdjacent: false })).toEqual({ does: 'ignore', why: 'artillery fired on from afar: ignores 3 flags (seed 000, 9.4 #11)' })
    expect(flagsOutcome({ ...art, generalAttached: true })).toMatchObject({ does: 'ignore' })
    expect(flagsOutcome({ ...art, generalAttached: true, artilleryFirst: true })).toMatchObject({ does: 'losses', lost: 2 }) // ruling 30
    expect(flagsOutcome({ ...art, generalAttached: true, artilleryFirst: true, firerAdjacent: false })).toMatchObject({ does: 'ignore' })
  })
})

describe('a fire applied with everything that follows (seed 000, 9.2, 9.31, 9.53, 9.52, 4.2)', () => {
  it('hits then one owed retreat carrying its flags, the firer marked as fired', () => {
    const r = fire(P('t', 'b', 'line-infantry'), 1, 2)
    expect(r.changes).toEqual([{ id: 't', elements: 3 }])
    expect(r.owed).toEqual([{ kind: 'retreat', unitIds: ['t'], label: 'T: 2 retreat flags', reason: '2 flags: one hex back for each (seed 000, 10.0 Retreat)', flags: 2 }])
    expect(r.events).toEqual([{ t: 'fire', unit: 'f' }, { t: 'unit', id: 't', elements: 3 }])
    expect(r.notes).toEqual(['1 hit: 1 element off (seed 000, 9.31)'])
    expect(r.leftAlone).toBeNull()
    expect(r.won).toBeNull()
  })

  it('a square ignores its flags: nothing is owed ("put on the owed list to retreat, and only then told it ignores its flags")', () => {
    const r = fire(P('t', 'b', 'line-infantry', { inSquare: true }), 0, 2)
    expect(r.owed).toEqual([])
    expect(r.changes).toEqual([])
    expect(r.events).toEqual([{ t: 'fire', unit: 'f' }])
    expect(r.notes).toEqual(['in square: ignores 2 flags (seed 000, 10.0 F, 9.4 #8)'])
  })

  it('artillery hit from an adjacent hex takes its flags as losses, and may be eliminated by them', () => {
    const r = fire(P('t', 'b', 'heavy-artillery', { elements: 3 }), 1, 2)
    expect(r.changes).toEqual([{ id: 't', elements: 0, status: 'eliminated', general: '' }])
    expect(r.notes).toEqual(['1 hit: 1 element off (seed 000, 9.31)', 'artillery fired on by an adjacent unit: 2 flags taken as losses (seed 000, 9.4 #11)', 'T is eliminated (seed 000, 9.31)'])
    expect(r.owed).toEqual([])
    expect(fire(P('t', 'b', 'light-artillery', { elements: 2 }), 0, 2, { range: 3 }).changes).toEqual([])
  })

  it('9.53: the general of an eliminated unit is left alone in the hex and retreats on the flags', () => {
    const r = fire(P('t', 'b', 'line-infantry', { elements: 2, general: 'Picton' }), 3, 1)
    expect(r.changes).toEqual([{ id: 't', elements: 0, status: 'eliminated', general: '' }])
    expect(r.leftAlone).toEqual({ id: 't-general', name: 'Picton', side: 'b', type: 'general', nation: 'English', elements: 1, general: '', inSquare: false })
    expect(r.owed).toEqual([{ kind: 'retreat', unitIds: ['t-general'], label: 'Picton: 1 retreat flag', reason: 'his unit eliminated, he retreats on the flags rolled (seed 000, 9.53)', flags: 1 }])
    expect(r.notes).toEqual(['3 hits: 2 elements off (seed 000, 9.31)', 'T is eliminated (seed 000, 9.31)', 'Picton is left alone in the hex (seed 000, 9.53)'])
    expect(fire(P('t', 'b', 'line-infantry', { elements: 2, general: 'Picton' }), 3, 0).owed).toEqual([])
    // with his unit standing, the general keeps it from retreating
    expect(fire(P('t', 'b', 'line-infantry', { general: 'Picton' }), 1, 2).owed).toEqual([])
  })

  it('a lone general hit is killed (9.51, 9.52) and counts: the battle is won by this fire', () => {
    const g = P('g', 'b', 'general', { elements: 1 })
    const r = fireResult(foldSequence(seq, [firer, P('x', 'b', 'line-infantry'), g].map(ev)), { firer, target: g, hits: 1, flags: 0, range: 2, targetInBuildings: false, loneId: 'n', reaction: true })
    expect(r.notes).toEqual(['G is killed: an eliminated unit (seed 000, 9.51, 9.52)'])
    expect(r.events[0]).toEqual({ t: 'fire', unit: 'f', reaction: true })
    expect(r.won).toMatchObject({ winners: ['a'], kind: 'immediate' })
    const flagOnly = fireResult(foldSequence(seq, [firer, g].map(ev)), { firer, target: g, hits: 0, flags: 1, range: 2, targetInBuildings: false, loneId: 'n' })
    expect(flagOnly.owed).toMatchObject([{ kind: 'retreat', unitIds: ['g'] }])
  })

  it('no second victory once won, nor while the umpire plays on', () => {
    const t = P('t', 'b', 'line-infantry', { elements: 1 })
    const s = foldSequence(seq, [firer, t, P('x', 'b', 'line-infantry', { elements: 1 })].map(ev))
    expect(fireResult(s, { firer, target: t, hits: 1, flags: 0, range: 1, targetInBuildings: false, loneId: 'n' }).won).toMatchObject({ winners: ['a'] })
    expect(fireResult(seq.step(s, { t: 'play-on' }), { firer, target: t, hits: 1, flags: 0, range: 1, targetInBuildings: false, loneId: 'n' }).won).toBeNull()
    const already = seq.step(s, { t: 'unit', id: 'x', out: true })
    expect(fireResult(already, { firer, target: t, hits: 1, flags: 0, range: 1, targetInBuildings: false, loneId: 'n' }).won).toBeNull()
  })
})

describe('special actions and retreats (seed 000, 9.41, 10.0)', () => {
  it('a successful battery owes its reaction fire; a cavalry its shock; infantry forms square; a failure only spends the unit', () => {
    expect(specialResult(P('a', 'a', 'heavy-artillery'), true)).toMatchObject({ changes: [], events: [{ t: 'special', unit: 'a', success: true }],
      owed: [{ kind: 'reaction', unitIds: ['a'], label: 'A: reaction — fire with 6 dice', reason: 'a successful special action: it reacts BEFORE the enemy cavalry attacks (seed 000, 9.41)' }] })
    expect(specialResult(P('a', 'a', 'light-artillery'), true).owed[0]!.label).toBe('A: reaction — fire with 5 dice')
    expect(specialResult(P('c', 'a', 'light-cavalry'), true).owed[0]!.label).toBe('C: reaction — shock with 3 dice')
    expect(specialResult(P('i', 'a', 'line-infantry'), true)).toMatchObject({ owed: [], changes: [{ id: 'i', inSquare: true }], events: [{ t: 'special', unit: 'i', success: true }, { t: 'unit', id: 'i', square: true }] })
    expect(specialResult(P('i', 'a', 'line-infantry', { inSquare: true }), true)).toMatchObject({ changes: [], events: [{ t: 'special', unit: 'i', success: true }] })
    expect(specialResult(P('i', 'a', 'line-infantry'), false)).toEqual({ changes: [], leftAlone: null, owed: [], events: [{ t: 'special', unit: 'i', success: false }], won: null,
      notes: ['failure: the unit may not change its facing (seed 000, 9.41)', 'it may not move or fire for the rest of the round (seed 000, 9.41)'] })
  })

  it('a retreat marks the unit (it may fire but not move) and takes the elements it loses', () => {
    const t = P('t', 'b', 'line-infantry', { elements: 2 })
    const s = state(t)
    expect(retreatResult(s, t, { hexes: 2, elementsLost: 0, eliminated: false })).toEqual({ changes: [], leftAlone: null, owed: [], won: null,
      events: [{ t: 'retreated', unit: 't' }], notes: ['retreats 2 hexes: it may fire but not move this round (seed 000, 10.0 E)'] })
    expect(retreatResult(s, t, { hexes: 1, elementsLost: 0, eliminated: false }).notes).toEqual(['retreats 1 hex: it may fire but not move this round (seed 000, 10.0 E)'])
    expect(retreatResult(s, t, { hexes: 0, elementsLost: 1, eliminated: false })).toMatchObject({ changes: [{ id: 't', elements: 1 }], events: [{ t: 'unit', id: 't', elements: 1 }], notes: ['loses 1 element (seed 000, 10.0 C, D)'] })
    expect(retreatResult(s, t, { hexes: 0, elementsLost: 2, eliminated: true })).toMatchObject({ changes: [{ id: 't', elements: 0, status: 'eliminated' }], notes: ['loses 2 elements (seed 000, 10.0 C, D)', 'T is eliminated'] })
    expect(retreatResult(s, P('g', 'b', 'general', { elements: 1 }), { hexes: 0, elementsLost: 0, eliminated: true })).toMatchObject({ changes: [{ id: 'g', status: 'eliminated' }] })
  })
})

describe('what each procedure hands on exactly (seed 000, 9.4 #11 with ruling 30, 9.53, 10.0 E)', () => {
  it('ruling 30 passes through to the flags; an eliminated lone general is no "unit eliminated"; events carry the general left alone', () => {
    const art = P('t', 'b', 'heavy-artillery', { elements: 3, general: 'Frazer' })
    expect(fire(art, 0, 1).changes).toEqual([]) // with a general: ignores
    expect(fire(art, 0, 1, { artilleryFirst: true }).changes).toEqual([{ id: 't', elements: 2 }])
    const g = P('g', 'b', 'general', { elements: 1 })
    const killed = fire(g, 1, 0)
    expect(killed.notes).toEqual(['G is killed: an eliminated unit (seed 000, 9.51, 9.52)'])
    expect(killed.changes).toEqual([{ id: 'g', elements: 0, status: 'eliminated', general: '' }])
    expect(killed.events).toEqual([{ t: 'fire', unit: 'f' }, { t: 'unit', id: 'g', elements: 0, out: true }])
    const r = fire(P('t', 'b', 'line-infantry', { elements: 1, general: 'Picton' }), 1, 0)
    expect(r.events).toEqual([{ t: 'fire', unit: 'f' }, { t: 'unit', id: 't', elements: 0, out: true },
      { t: 'unit', id: 't-general', side: 'b', type: 'general', nation: 'English', general: '', elements: 1, out: false }])
  })

  it('a retreat: events and changes exactly; the battle won by a retreat off the map', () => {
    const t = P('t', 'b', 'line-infantry', { elements: 2 })
    expect(retreatResult(state(t), t, { hexes: 1, elementsLost: 2, eliminated: true })).toMatchObject({
      changes: [{ id: 't', elements: 0, status: 'eliminated' }], events: [{ t: 'retreated', unit: 't' }, { t: 'unit', id: 't', elements: 0, out: true }] })
    expect(retreatResult(state(t), t, { hexes: 0, elementsLost: 0, eliminated: false })).toEqual({ changes: [], leftAlone: null, owed: [], events: [], notes: [], won: null })
    const lone = P('x', 'b', 'line-infantry', { elements: 1 })
    const s = foldSequence(seq, [firer, lone].map(ev))
    expect(retreatResult(s, lone, { hexes: 0, elementsLost: 0, eliminated: true }).won).toMatchObject({ winners: ['a'] })
  })

  it('special actions: the events and notes exactly', () => {
    expect(specialResult(P('i', 'a', 'line-infantry'), true).notes).toEqual(['success: the infantry forms square, and may not fire (seed 000, 9.41)', 'it may not move or fire for the rest of the round (seed 000, 9.41)'])
    expect(specialResult(P('a', 'a', 'light-artillery'), true)).toMatchObject({ changes: [], leftAlone: null, won: null, events: [{ t: 'special', unit: 'a', success: true }],
      notes: ['success: fire with 5 dice, before the cavalry attacks; it may turn to face it (seed 000, 9.41)', 'then it may not move or fire for the rest of the round (seed 000, 9.41)'] })
    expect(specialResult(P('c', 'a', 'light-cavalry'), false).owed).toEqual([])
  })
})

