import { describe, expect, it } from 'vitest'
import type { OwedRef, Verdict } from '../../core/sequence'
import { INITIAL, RULES, standApplies, waterlooSequence as seq, type WlEvent, type WlQuestion, type WlState } from '.'

// seed 002, F-4c: Reille's Foy (Infantry) and Pire (Cavalry); Uxbridge's Vivian (Cavalry) and Hill's Clinton (Infantry); Bulow's cavalry.
const setup: WlEvent[] = [
  { t: 'unit', id: 'foy', army: 'French', corps: 'fr-II', type: 'infantry' },
  { t: 'unit', id: 'pire', army: 'French', corps: 'fr-II', type: 'cavalry' },
  { t: 'unit', id: 'vivian', army: 'Anglo-Allied', corps: 'aa-CC', type: 'cavalry' },
  { t: 'unit', id: 'clinton', army: 'Anglo-Allied', corps: 'aa-II', type: 'infantry' },
  { t: 'unit', id: 'prCav', army: 'Prussian', corps: 'pr-IV', type: 'cavalry' },
  { t: 'turn', gameTurn: 3 }, { t: 'draw', marker: 'fr-II', kind: 'french-corps' }, { t: 'activate', marker: 'fr-II', kind: 'french-corps' },
]
const fold = (events: WlEvent[], from: WlState = INITIAL) => events.reduce(seq.step, from)
const ask = (s: WlState, q: WlQuestion, owed: OwedRef[] = []) => seq.ask(s, q, owed)
const refused = (v: Verdict, rule: keyof typeof RULES) => expect(v).toEqual({ verdict: 'forbidden', section: RULES[rule][0], rule: RULES[rule][1] })
const ok = (v: Verdict) => expect(v).toEqual({ verdict: 'allowed' })
const base = fold(setup)

describe('seed 002, F-4c: Allied Cavalry attacked by French Infantry takes an Elan Test, which gates the attack', () => {
  it('applies to Anglo-Allied and Prussian Cavalry attacked by French Infantry only', () => {
    expect(standApplies(base, 'vivian', 'foy')).toBe(true)
    expect(standApplies(base, 'prCav', 'foy')).toBe(true)
    expect(standApplies(base, 'clinton', 'foy')).toBe(false)
    expect(standApplies(base, 'vivian', 'pire')).toBe(false)
    expect(standApplies(base, 'foy', 'vivian')).toBe(false)
    expect(standApplies(base, 'ghost', 'foy')).toBe(false)
    expect(standApplies(base, 'vivian', 'ghost')).toBe(false)
    expect(standApplies(base, 'pire', 'foy')).toBe(false)
    expect(standApplies(base, 'vivian', 'clinton')).toBe(false)
    refused(ask(base, { q: 'stand', unit: 'clinton', attacker: 'foy' }), 'standOnly')
    refused(ask(base, { q: 'stand', unit: 'vivian', attacker: 'pire' }), 'standOnly')
  })

  it('the Cavalry tests before the attacker\'s Close To Contact Test: until it stands, neither the test nor the combat', () => {
    ok(ask(base, { q: 'stand', unit: 'vivian', attacker: 'foy' }))
    refused(ask(base, { q: 'contact', unit: 'foy', target: 'vivian' }), 'standFirst')
    // Against Infantry, or when the screen names no target yet, the test is not asked for.
    ok(ask(base, { q: 'contact', unit: 'foy', target: 'clinton' }))
    ok(ask(base, { q: 'contact', unit: 'foy' }))
    // A Close To Contact Test logged without the stand (an old log) still does not open the combat.
    const skipped = fold([{ t: 'contact', unit: 'foy', target: 'vivian', passed: true }], base)
    refused(ask(skipped, { q: 'combat', unit: 'foy' }), 'standFirst')
    refused(ask(skipped, { q: 'stand', unit: 'vivian', attacker: 'foy' }), 'standOnly')
  })

  it('failed: the Cavalry Retreats two hexes, there is no Close Combat, and Foy has had his Unit Action', () => {
    const s = fold([{ t: 'stand', unit: 'vivian', attacker: 'foy', passed: false }], base)
    expect(s.acts.foy).toMatchObject({ action: 'close', target: 'vivian', stand: 'failed', resolved: true })
    refused(ask(s, { q: 'contact', unit: 'foy', target: 'vivian' }), 'standFailed')
    refused(ask(s, { q: 'combat', unit: 'foy' }), 'standFailed')
    refused(ask(s, { q: 'stand', unit: 'vivian', attacker: 'foy' }), 'standOnce')
    refused(ask(s, { q: 'act', unit: 'foy', action: 'bombard' }), 'oneAction')
    // The owed Retreat gates the next unit (F).
    refused(ask(s, { q: 'act', unit: 'pire', action: 'maneuver' }, [{ id: 'r', kind: 'retreat', unitIds: ['vivian'] }]), 'resolved')
    ok(ask(s, { q: 'act', unit: 'pire', action: 'maneuver' }))
  })

  it('passed: the Cavalry remains in place; the Close To Contact Test, then the Close Combat', () => {
    let s = fold([{ t: 'stand', unit: 'vivian', attacker: 'foy', passed: true }], base)
    expect(s.acts.foy).toMatchObject({ stand: 'passed', contact: null, resolved: false })
    refused(ask(s, { q: 'stand', unit: 'vivian', attacker: 'foy' }), 'standOnce')
    refused(ask(s, { q: 'combat', unit: 'foy' }), 'contactFirst')
    ok(ask(s, { q: 'contact', unit: 'foy', target: 'vivian' }))
    // Another target is another attack: its own test would come first.
    refused(ask(s, { q: 'contact', unit: 'foy', target: 'prCav' }), 'standFirst')
    // The attack is under way: no other unit acts until it is resolved (F).
    refused(ask(s, { q: 'act', unit: 'pire', action: 'maneuver' }), 'resolved')
    // The stood attack is Foy's one Unit Action: no other action of his while it goes on.
    refused(ask(s, { q: 'act', unit: 'foy', action: 'bombard' }), 'oneAction')
    s = fold([{ t: 'contact', unit: 'foy', target: 'vivian', passed: true }], s)
    expect(s.acts.foy?.stand).toBe('passed')
    refused(ask(s, { q: 'act', unit: 'foy', action: 'close' }), 'oneAction')
    ok(ask(s, { q: 'combat', unit: 'foy' }))
    s = fold([{ t: 'combat', unit: 'foy' }], s)
    refused(ask(s, { q: 'combat', unit: 'foy' }), 'combatOnce')
  })

  it('an attack begun without a stand (an older log) is still the unit\'s one Unit Action', () => {
    const s = fold([{ t: 'act', unit: 'pire', action: 'close' }], base)
    refused(ask(s, { q: 'act', unit: 'pire', action: 'close' }), 'oneAction')
  })

  it('the test is refused once the attacker\'s Close To Contact Test is taken, and outside the activation', () => {
    const s = fold([{ t: 'contact', unit: 'foy', target: 'clinton', passed: true }], base)
    refused(ask(s, { q: 'stand', unit: 'vivian', attacker: 'foy' }), 'standOnly')
    refused(ask(fold([{ t: 'done' }], base), { q: 'stand', unit: 'vivian', attacker: 'foy' }), 'drawFirst')
  })
})
