import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import type { BattleState, JsonRecord } from '@/model/types'
import { addLeaderDraft, addUnitDraft } from './unitOps'
import { apply, LEADER, LINE, smallBattle } from './testkit'
import { activateDraft, activationOf, canDecline, corpsToActivate, currentCorps, declineDraft, frenchSide, startActivationDraft } from './activationOps'

const fieldOf = (f: () => unknown): string => { try { f() } catch (e) { if (e instanceof RulesInputError) return e.field; throw e } return '' }
const patched = (s: BattleState, patch: JsonRecord): BattleState => apply(s, { kind: 'x', by: 'umpire', label: 'x', ops: [{ op: 'battle.patch', patch }] })
/** Ney: Reille (I) and Kellermann (cavalry, IV); Wellington: Hill (II). */
function battle() {
  let s = smallBattle()
  s = apply(s, addLeaderDraft('a', { ...LEADER, name: 'Kellermann', corps: 'IV' }, 'l4'))
  s = apply(s, addUnitDraft('a', { ...LINE, name: 'Cuirassiers', type: 'cavalry', firepower: 0, fireRange: 0, formation: 'line', corps: 'IV' }, 'c1'))
  s = apply(s, addLeaderDraft('b', { ...LEADER, name: 'Hill', corps: 'II' }, 'l2'))
  return s
}
const begun = () => { const s = battle(); return apply(s, startActivationDraft(s, 'a')) }

describe('interactive game: alternate activation (20)', () => {
  it('lists each side\'s corps commanders, a cavalry corps when all its units are cavalry; the French side', () => {
    expect(corpsToActivate(battle(), 'a')).toEqual([{ id: 'l1' }, { id: 'l4', cavalry: true }])
    expect(corpsToActivate(battle(), 'b')).toEqual([{ id: 'l2' }])
    expect(frenchSide(battle())).toBe('a')
    expect(frenchSide({ ...battle(), setup: { ...battle().setup, sides: [{ id: 'a', name: 'Blücher', nationality: 'Prussian' }, battle().setup.sides[1]] } })).toBeNull()
  })
  it('the side with more corps commanders activates first (20.1), as one action; once a turn', () => {
    const d = startActivationDraft(battle(), 'b')
    expect(d.label).toBe('Turn 1 activations (20.1): Ney activates first')
    const s = begun()
    expect(activationOf(s)).toMatchObject({ turn: 1, next: 'a', current: null, lastActivated: [] })
    expect(fieldOf(() => startActivationDraft(s, 'a'))).toBe('turn')
    expect(startActivationDraft(smallBattle(), 'b').label).toBe('Turn 1 activations (20.1): Ney activates first')
  })
  it('activates a corps: attacker its army, defender the other (20.2); refusals name the army', () => {
    let s = begun()
    expect(() => activateDraft(s, 'b', ['l2'])).toThrow("It is Ney's activation.")
    const d = activateDraft(s, 'a', ['l1'])
    expect(d.label).toBe('Reille (corps I) activated — attacker Ney, defender Wellington (20.2)')
    s = apply(s, d)
    expect(activationOf(s)!.current).toEqual({ side: 'a', corps: ['l1'], crossAttached: 0 })
    expect(currentCorps(s)).toEqual(['I'])
    expect(activationOf(s)!.next).toBe('b')
    const h = activateDraft(s, 'b', ['l2'], 2)
    expect(h.label).toBe('Hill (corps II) activated with 2 cross-attached units (20.6) — attacker Wellington, defender Ney (20.2)')
    expect(activateDraft(s, 'b', ['l2'], 1).label).toContain('with 1 cross-attached unit (20.6)')
    expect(fieldOf(() => activateDraft(s, 'b', ['l2'], 3))).toBe('crossAttached')
  })
  it('a player with fewer corps may decline (20.1); the other may not', () => {
    let s = apply(battle(), startActivationDraft(battle(), 'a'))
    s = apply(s, activateDraft(s, 'a', ['l1']))
    // Wellington 1 unactivated, Ney 1: no decline.
    expect(canDecline(activationOf(s)!, 'b')).toBe(false)
    expect(() => declineDraft(s, 'b')).toThrow('A player can decline only when he has fewer unactivated corps than his opponent.')
    let t = patched(battle(), {})
    t = apply(t, addLeaderDraft('a', { ...LEADER, name: "d'Erlon", corps: 'III' }, 'l3'))
    t = apply(t, startActivationDraft(t, 'a'))
    t = apply(t, activateDraft(t, 'a', ['l1']))
    expect(canDecline(activationOf(t)!, 'b')).toBe(true)
    const d = declineDraft(t, 'b')
    expect(d.label).toBe('Wellington declines to activate a corps (20.1): Ney activates')
    t = apply(t, d)
    expect(activationOf(t)).toMatchObject({ next: 'a', current: null })
  })
  it('no corps twice in a row, across turns too (20.4)', () => {
    let s = begun()
    s = apply(s, activateDraft(s, 'a', ['l1']))
    s = apply(s, activateDraft(s, 'b', ['l2']))
    s = apply(s, activateDraft(s, 'a', ['l4']))
    expect(activationOf(s)!.next).toBeNull()
    expect(() => activateDraft(s, 'a', ['l1'])).toThrow('Every corps has been activated this turn.')
    s = patched(s, { turn: { number: 2, playerTurn: 1, phase: 0 } })
    expect(currentCorps(s)).toEqual([])
    expect(fieldOf(() => activateDraft(s, 'a', ['l1']))).toBe('turn')
    s = apply(s, startActivationDraft(s, 'a'))
    expect(activationOf(s)!.lastActivated).toEqual(['l4'])
    expect(() => activateDraft(s, 'a', ['l4'])).toThrow('No corps can be activated twice in a row (20.4).')
  })
  it('a cavalry corps with another corps jointly (20.5)', () => {
    const s = begun()
    expect(activateDraft(s, 'a', ['l4', 'l1']).label).toBe('Kellermann (corps IV) and Reille (corps I) activated — attacker Ney, defender Wellington (20.2)')
    expect(currentCorps(apply(s, activateDraft(s, 'a', ['l4', 'l1'])))).toEqual(['IV', 'I'])
  })
  it('refuses before the turn\'s start and reads a bad record as none', () => {
    expect(() => activateDraft(battle(), 'a', ['l1'])).toThrow('Start this turn\'s activations first (20.1).')
    expect(fieldOf(() => declineDraft(battle(), 'a'))).toBe('turn')
    expect(activationOf({ battle: { activation: { turn: 0 } } })).toBeNull()
    expect(currentCorps(battle())).toEqual([])
  })
})

describe('the army now playing (20.2)', () => {
  it('is the activated corps\' army this turn, else the phasing army', async () => {
    const { playingSide } = await import('./activationOps')
    let s = begun()
    expect(playingSide(s)).toBe('a')
    s = apply(s, activateDraft(s, 'a', ['l1']))
    s = apply(s, activateDraft(s, 'b', ['l2']))
    expect(playingSide(s)).toBe('b')
    expect(playingSide(patched(s, { turn: { number: 2, playerTurn: 1, phase: 0 } }))).toBe('a')
    expect(playingSide(patched(battle(), { turn: { number: 1, playerTurn: 2, phase: 0 } }))).toBe('b')
  })
})
