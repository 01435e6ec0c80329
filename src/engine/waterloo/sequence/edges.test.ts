import { describe, expect, it } from 'vitest'
import type { Verdict } from '../../core/sequence'
import { INITIAL, RULES, where, waterlooSequence as seq, type WlEvent, type WlQuestion, type WlState } from '.'

// The corners of seed 002's sequence a whole turn does not reach: odd units, eliminated ones, each test's own conditions.
const units: WlEvent[] = [
  { t: 'unit', id: 'foy', army: 'French', corps: 'fr-II', type: 'infantry' },
  { t: 'unit', id: 'pire', army: 'French', corps: 'fr-II', type: 'cavalry' },
  { t: 'unit', id: 'bachelu', army: 'French', corps: 'fr-II', type: 'infantry', out: true },
  { t: 'unit', id: 'lhertier', army: 'French', corps: 'fr-IIIC', type: 'cavalry' },
  { t: 'unit', id: 'clinton', army: 'Anglo-Allied', corps: 'aa-II', type: 'infantry' },
  { t: 'unit', id: 'gunsAA', army: 'Anglo-Allied', corps: 'aa-II', type: 'artillery' },
  { t: 'unit', id: 'vivian', army: 'Anglo-Allied', corps: 'aa-CC', type: 'cavalry' },
]
const fold = (events: WlEvent[], from: WlState = INITIAL) => events.reduce(seq.step, from)
const ask = (s: WlState, q: WlQuestion) => seq.ask(s, q, [])
const refused = (v: Verdict, rule: keyof typeof RULES) => expect(v).toEqual({ verdict: 'forbidden', section: RULES[rule][0], rule: RULES[rule][1] })
const ok = (v: Verdict) => expect(v).toEqual({ verdict: 'allowed' })
const reille = fold([...units, { t: 'turn', gameTurn: 1 }, { t: 'draw', marker: 'fr-II', kind: 'french-corps' }, { t: 'activate', marker: 'fr-II', kind: 'french-corps' }])

describe('seed 002 sequence: the corners', () => {
  it('an eliminated unit does nothing and cannot Rally (F-3); an unknown unit never acts; an AF of 0 matters only to a Bombardment', () => {
    refused(ask(reille, { q: 'act', unit: 'bachelu', action: 'maneuver' }), 'gone')
    refused(ask(reille, { q: 'act', unit: 'bachelu', action: 'rally' }), 'eliminated')
    refused(ask(reille, { q: 'act', unit: 'ghost', action: 'close' }), 'listed')
    refused(ask(reille, { q: 'commander-rally', unit: 'ghost' }), 'commanderNot')
    ok(ask(reille, { q: 'act', unit: 'foy', action: 'maneuver', artilleryFactor: 0 }))
    ok(ask(reille, { q: 'act', unit: 'foy', action: 'close', artilleryFactor: 0 }))
    // A Napoleon marker (held at once, D-3a) activates no Corps even if a log says it was activated.
    const nap = fold([{ t: 'done' }, { t: 'activate', marker: 'napoleon-1', kind: 'napoleon' }], reille)
    refused(ask(nap, { q: 'act', unit: 'foy', action: 'maneuver' }), 'alliedListed')
    // The commander's Rally only under Wellington or Blucher; a ghost is of no army.
    refused(ask(reille, { q: 'commander-rally', unit: 'clinton' }), 'commanderNot')
    const well = fold([{ t: 'done' }, { t: 'activate', marker: 'wellington', kind: 'commander' }], reille)
    refused(ask(well, { q: 'commander-rally', unit: 'ghost' }), 'commanderArmy')
    ok(ask(well, { q: 'commander-rally', unit: 'vivian' }))
  })

  it('an act is kept as given: its target, not resolved while a Close Combat is open, a second act is no Desultory Fire', () => {
    const s = fold([{ t: 'act', unit: 'foy', action: 'bombard', target: 'clinton' }], reille)
    expect(s.acts.foy).toEqual({ action: 'bombard', target: 'clinton', contact: null, stand: null, square: null, desultory: false, resolved: true })
    expect(fold([{ t: 'act', unit: 'pire', action: 'maneuver' }, { t: 'act', unit: 'pire', action: 'maneuver' }], s).acts.pire).toMatchObject({ desultory: false, target: null })
    const open = fold([{ t: 'act', unit: 'pire', action: 'close' }], s)
    expect(open.acts.pire!.resolved).toBe(false)
    refused(ask(open, { q: 'done' }), 'resolved')
    // A unit that maneuvered has taken no Close To Contact Test: no combat for it (F-4d).
    refused(ask(fold([{ t: 'act', unit: 'pire', action: 'maneuver' }], s), { q: 'combat', unit: 'pire' }), 'contactFirst')
    expect(where(fold([{ t: 'act', unit: 'pire', action: 'maneuver' }], s))).toBe('Game Turn 1 · Activation Phase: fr-II (2 units acted)')
    // A unit's facts change only where the event says.
    const moved = fold([{ t: 'unit', id: 'pire', type: 'infantry' }], reille)
    expect(moved.units.pire).toEqual({ army: 'French', corps: 'fr-II', type: 'infantry', detachment: false, out: false })
    expect(fold([{ t: 'unit', id: 'new' }]).units.new).toEqual({ army: 'French', corps: null, type: null, detachment: false, out: false })
  })

  it('Form Square, the combat\'s gates and a Withdrawal by arm and army (F-4c, F-4l)', () => {
    // Pire charges the artillery: no Form Square Test; Foy (infantry) attacks Clinton: none either.
    const guns = fold([{ t: 'contact', unit: 'pire', target: 'gunsAA', passed: true }], reille)
    ok(ask(guns, { q: 'combat', unit: 'pire' }))
    refused(ask(guns, { q: 'square', unit: 'gunsAA', attacker: 'pire' }), 'squareOnly')
    const foot = fold([{ t: 'contact', unit: 'foy', target: 'clinton', passed: true }], reille)
    ok(ask(foot, { q: 'combat', unit: 'foy' }))
    refused(ask(foot, { q: 'square', unit: 'clinton', attacker: 'foy' }), 'squareOnly')
    const cav = fold([{ t: 'contact', unit: 'pire', target: 'vivian', passed: true }], reille)
    ok(ask(cav, { q: 'combat', unit: 'pire' }))
    refused(ask(cav, { q: 'square', unit: 'vivian', attacker: 'pire' }), 'squareOnly')
    // A square event finds the open charge on that unit only.
    const two = fold([{ t: 'contact', unit: 'foy', target: 'clinton', passed: false }, { t: 'contact', unit: 'pire', target: 'gunsAA', passed: true }], reille)
    expect(seq.step(two, { t: 'square', unit: 'clinton', passed: true })).toBe(two)
    // Only a French Cavalry unit withdraws, and only from Infantry; a ghost does neither.
    const hill = fold([{ t: 'done' }, { t: 'draw', marker: 'aa-II', kind: 'allied-corps' }, { t: 'activate', marker: 'aa-II', kind: 'allied-corps' }], reille)
    ok(ask(hill, { q: 'withdraw', unit: 'pire', attacker: 'clinton' }))
    refused(ask(hill, { q: 'withdraw', unit: 'vivian', attacker: 'clinton' }), 'withdrawOnly')
    refused(ask(hill, { q: 'withdraw', unit: 'foy', attacker: 'clinton' }), 'withdrawOnly')
    refused(ask(hill, { q: 'withdraw', unit: 'pire', attacker: 'gunsAA' }), 'withdrawOnly')
    refused(ask(hill, { q: 'withdraw', unit: 'ghost', attacker: 'clinton' }), 'withdrawOnly')
    refused(ask(hill, { q: 'withdraw', unit: 'pire', attacker: 'ghost' }), 'withdrawOnly')
  })

  it('a test logged for a unit the log does not know still folds; its questions do not throw', () => {
    const s = fold([{ t: 'contact', unit: 'ghost', target: 'clinton', passed: false }], reille)
    refused(ask(s, { q: 'act', unit: 'ghost', action: 'bombard' }), 'listed')
    refused(ask(s, { q: 'combat', unit: 'ghost' }), 'contactFailed')
    refused(ask(s, { q: 'act', unit: 'ghost', action: 'maneuver' }), 'listed')
    const passed = fold([{ t: 'contact', unit: 'ghost', target: 'nobody', passed: true }], reille)
    ok(ask(passed, { q: 'combat', unit: 'ghost' }))
    refused(ask(passed, { q: 'square', unit: 'nobody', attacker: 'ghost' }), 'squareOnly')
    ok(ask(reille, { q: 'napoleon' }))
  })
})
