import { describe, expect, it } from 'vitest'
import type { Verdict } from '../../core/sequence'
import { INITIAL, RULES, where, waterlooSequence as seq, type WlEvent, type WlQuestion, type WlState } from '.'

// seed 002, I: Bulow's IV Corps (one Cavalry, three Infantry, one Artillery) arrives at 2011 on Game Turn 10; Foy is French.
const setup: WlEvent[] = [
  { t: 'unit', id: 'foy', army: 'French', corps: 'fr-II', type: 'infantry' },
  { t: 'unit', id: 'cav', army: 'Prussian', corps: 'pr-IV', type: 'cavalry' },
  { t: 'unit', id: 'inf1', army: 'Prussian', corps: 'pr-IV', type: 'infantry' },
  { t: 'unit', id: 'inf2', army: 'Prussian', corps: 'pr-IV', type: 'infantry' },
  { t: 'unit', id: 'inf3', army: 'Prussian', corps: 'pr-IV', type: 'infantry' },
  { t: 'unit', id: 'guns', army: 'Prussian', corps: 'pr-IV', type: 'artillery' },
  { t: 'unit', id: 'z1', army: 'Prussian', corps: 'pr-I', type: 'infantry' },
  { t: 'turn', gameTurn: 9 },
]
const fold = (events: WlEvent[], from: WlState = INITIAL) => events.reduce(seq.step, from)
const ask = (s: WlState, q: WlQuestion) => seq.ask(s, q, [])
const refused = (v: Verdict, rule: keyof typeof RULES) => expect(v).toEqual({ verdict: 'forbidden', section: RULES[rule][0], rule: RULES[rule][1] })
const ok = (v: Verdict) => expect(v).toEqual({ verdict: 'allowed' })
const enter = (unit: string): WlQuestion => ({ q: 'enter', unit })
const name = (m: string) => (m === 'pr-IV' ? 'Bulow IV Corps' : m)

describe('seed 002, I: a Prussian Corps\' arrival is part of the sequence', () => {
  it('before it arrives, no Prussian unit enters or acts; they wait off the map (L)', () => {
    const s = fold(setup)
    refused(ask(s, enter('cav')), 'enterWhen')
    refused(ask(s, enter('foy')), 'enterPrussian')
    refused(ask(s, enter('ghost')), 'enterPrussian')
    refused(ask(s, { q: 'arrived', marker: 'pr-IV', delayed: false }), 'notArriving')
    // Before the game begins, or for a Prussian unit of no Corps, nothing enters.
    refused(ask(fold(setup.slice(0, -1)), enter('cav')), 'notBegun')
    refused(ask(fold([{ t: 'unit', id: 'lost', army: 'Prussian', corps: null, type: 'infantry' }, { t: 'arrive', marker: 'pr-IV', hex: '2011' }], s), enter('lost')), 'enterPrussian')
  })

  it('on arrival (C): the Cavalry first, then Infantry chosen by the player, never the Artillery; nothing else until it is over', () => {
    let s = fold([...setup, { t: 'end', gameTurn: 10, over: false }, { t: 'arrive', marker: 'pr-IV', hex: '2011' }])
    expect(where(s, name)).toBe('Game Turn 10 · Prussian Arrival: Bulow IV Corps at 2011')
    // "Immediately": no draw, no End Phase, no Unit Action until the units are entered (I-1).
    refused(ask(s, { q: 'draw' }), 'arrivalFirst')
    refused(ask(s, { q: 'end', cupEmpty: true }), 'arrivalFirst')
    refused(ask(s, { q: 'act', unit: 'foy', action: 'maneuver' }), 'arrivalFirst')
    ok(ask(s, { q: 'napoleon' }))
    // I-1a: the Cavalry is placed first; I-1b: then any Infantry; the Artillery enters last, when the Corps activates (I-4).
    refused(ask(s, enter('inf1')), 'cavalryFirst')
    refused(ask(s, enter('guns')), 'artilleryLast')
    refused(ask(s, { q: 'arrived', marker: 'pr-IV', delayed: false }), 'cavalryFirst')
    // I-5: an Entry Hex occupied by a French unit delays the whole entry.
    ok(ask(s, { q: 'arrived', marker: 'pr-IV', delayed: true }))
    ok(ask(s, enter('cav')))
    s = fold([{ t: 'enter', unit: 'cav' }], s)
    refused(ask(s, enter('cav')), 'enteredAlready')
    ok(ask(s, enter('inf2')))
    refused(ask(s, enter('z1')), 'enterWhen')
    s = fold([{ t: 'enter', unit: 'inf2' }], s)
    // I-1c: the Entry Hex fully stacked, the rest wait off the map (I-2) until the Corps activates.
    ok(ask(s, { q: 'arrived', marker: 'pr-IV', delayed: false }))
    s = fold([{ t: 'arrived', marker: 'pr-IV', delayed: false }], s)
    expect(s.arrived).toEqual({ 'pr-IV': { hex: '2011', delayed: false } })
    expect(where(s)).toBe('Game Turn 10 · Draw Activation Marker Phase')
    ok(ask(s, { q: 'draw' }))
    refused(ask(s, enter('inf1')), 'enterWhen')
    // An arrival already over changes nothing when said again.
    expect(fold([{ t: 'arrived', marker: 'pr-IV', delayed: false }], s)).toBe(s)
  })

  it('when the Corps activates (I-4): the remaining Infantry enter by their Maneuver, the Artillery last; off the map nothing else', () => {
    let s = fold([...setup, { t: 'arrive', marker: 'pr-IV', hex: '2011' }, { t: 'enter', unit: 'cav' }, { t: 'arrived', marker: 'pr-IV', delayed: false },
      { t: 'draw', marker: 'pr-IV', kind: 'prussian-corps' }, { t: 'activate', marker: 'pr-IV', kind: 'prussian-corps' }])
    refused(ask(s, { q: 'act', unit: 'guns', action: 'maneuver' }), 'artilleryLast')
    refused(ask(s, enter('guns')), 'artilleryLast')
    refused(ask(s, { q: 'act', unit: 'inf1', action: 'bombard' }), 'enterWhen')
    ok(ask(s, { q: 'act', unit: 'inf1', action: 'maneuver' }))
    ok(ask(s, { q: 'act', unit: 'cav', action: 'bombard' }))
    ok(ask(s, enter('inf1')))
    s = fold([{ t: 'act', unit: 'inf1', action: 'maneuver' }, { t: 'act', unit: 'inf2', action: 'maneuver' }], s)
    expect(s.entered).toEqual({ cav: true, inf1: true, inf2: true })
    refused(ask(s, { q: 'act', unit: 'guns', action: 'maneuver' }), 'artilleryLast')
    s = fold([{ t: 'act', unit: 'inf3', action: 'maneuver' }], s)
    ok(ask(s, { q: 'act', unit: 'guns', action: 'maneuver' }))
    ok(ask(s, enter('guns')))
    // A Maneuver of a unit already on the map enters nothing.
    expect(fold([{ t: 'act', unit: 'cav', action: 'maneuver' }], s).entered).toBe(s.entered)
  })

  it('an eliminated Prussian unit does not enter; the entries and arrivals are kept across Game Turns', () => {
    const s = fold([...setup, { t: 'arrive', marker: 'pr-IV', hex: '2011' }, { t: 'unit', id: 'cav', out: true }])
    refused(ask(s, enter('cav')), 'gone')
    ok(ask(s, enter('inf1')))
    ok(ask(s, { q: 'arrived', marker: 'pr-IV', delayed: false }))
    const later = fold([{ t: 'enter', unit: 'inf1' }, { t: 'arrived', marker: 'pr-IV', delayed: false }, { t: 'end', gameTurn: 11, over: false }], s)
    expect([later.entered, later.arrived]).toEqual([{ inf1: true }, { 'pr-IV': { hex: '2011', delayed: false } }])
    expect(where(fold([{ t: 'arrive', marker: 'pr-III', hex: null }], later), (m) => m)).toBe('Game Turn 11 · Prussian Arrival: pr-III')
  })
})
