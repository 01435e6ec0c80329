import { describe, expect, it } from 'vitest'
import { check, RulesInputError } from '@/engine/core'
import { addLeaderDraft, addUnitDraft } from './unitOps'
import { apply, LEADER, LINE, smallBattle } from './testkit'
import { armyName, commanderName, corpsCommanders, inArmyWords, isCavalryCorps } from './armyWords'

const CAV = { ...LINE, type: 'cavalry' as const, firepower: 0, fireRange: 0, formation: 'line' as const }

describe('army words', () => {
  it('names the armies, never "side a"', () => {
    const s = smallBattle()
    expect([armyName(s.setup, 'a'), armyName(s.setup, 'b')]).toEqual(['Ney', 'Wellington'])
    const e = (() => { try { inArmyWords(s.setup, () => check(false, 'not-allowed-together', 'side', 'It is side b\'s turn; Side a waits; inside a hex.')) } catch (x) { return x } return null })()
    expect(e).toBeInstanceOf(RulesInputError)
    expect(e).toMatchObject({ code: 'not-allowed-together', field: 'side', message: "It is Wellington's turn; Ney waits; inside a hex." })
    expect(inArmyWords(s.setup, () => 3)).toBe(3)
    expect(() => inArmyWords(s.setup, () => { throw new TypeError('boom') })).toThrow(TypeError)
  })
  it('lists active corps commanders only, and names them with their corps', () => {
    let s = apply(smallBattle(), addLeaderDraft('a', { ...LEADER, name: 'Napoleon', rank: 'army', corps: '' }, 'l9'))
    s = apply(s, addLeaderDraft('a', { ...LEADER, name: 'Guyot', corps: '' }, 'l8'))
    s = apply(s, { kind: 'x', by: 'a', label: 'x', ops: [{ op: 'unit.patch', id: 'l8', state: { status: 'wounded' } }] })
    expect(corpsCommanders(s, 'a').map((l) => l.name)).toEqual(['Reille'])
    expect(corpsCommanders(s, 'b')).toEqual([])
    expect(commanderName(s, 'l1')).toBe('Reille (corps I)')
    expect(commanderName(s, 'l9')).toBe('Napoleon')
    expect(commanderName(s, 'gone')).toBe('gone')
  })
  it('a cavalry corps: every active unit of the corps is cavalry, and there is one', () => {
    let s = smallBattle()
    expect(isCavalryCorps(s, s.units.l1!)).toBe(false)
    s = apply(s, addLeaderDraft('a', { ...LEADER, name: 'Kellermann', corps: 'IV' }, 'l4'))
    expect(isCavalryCorps(s, s.units.l4!)).toBe(false)
    s = apply(s, addUnitDraft('a', { ...CAV, name: 'Cuirassiers', corps: 'IV' }, 'c1'))
    s = apply(s, addUnitDraft('b', { ...LINE, name: 'Enemy IV', corps: 'IV' }, 'c2'))
    expect(isCavalryCorps(s, s.units.l4!)).toBe(true)
    s = apply(s, addUnitDraft('a', { ...LINE, name: 'Attached foot', corps: 'IV' }, 'c3'))
    expect(isCavalryCorps(s, s.units.l4!)).toBe(false)
    s = apply(s, { kind: 'x', by: 'a', label: 'x', ops: [{ op: 'unit.patch', id: 'c3', state: { status: 'eliminated' } }] })
    expect(isCavalryCorps(s, s.units.l4!)).toBe(true)
    const noCorps = apply(smallBattle(), addLeaderDraft('a', { ...LEADER, name: 'Lone', corps: '' }, 'l5'))
    expect(isCavalryCorps(apply(noCorps, addUnitDraft('a', { ...CAV, name: 'Hussars', corps: '' }, 'c4')), noCorps.units.l5!)).toBe(false)
  })
})
