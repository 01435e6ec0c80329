import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { activate, activationRoles, decline, mayDecline, startActivationTurn } from './interactiveGame'

const corps = { a: [{ id: 'I' }, { id: 'II' }, { id: 'C', cavalry: true }], b: [{ id: 'x' }, { id: 'y' }] }

describe('interactive game (seed 001, 20)', () => {
  it('the side with more corps commanders begins; with as many, the French player chooses', () => {
    expect(startActivationTurn(1, corps, 'b').next).toBe('a')
    expect(startActivationTurn(1, { a: [{ id: 'I' }], b: [{ id: 'x' }, { id: 'y' }] }, 'a').next).toBe('b')
    expect(startActivationTurn(1, { a: [{ id: 'I' }], b: [{ id: 'x' }] }, 'b').next).toBe('b')
    expect(startActivationTurn(1, { a: [], b: [] }, 'a').next).toBeNull()
  })
  it('sides alternate until no corps is left; the side with corps left goes on alone', () => {
    let s = startActivationTurn(1, corps, 'a')
    s = activate(s, { side: 'a', corps: ['I'] })
    expect(s.next).toBe('b')
    s = activate(s, { side: 'b', corps: ['x'] })
    s = activate(s, { side: 'a', corps: ['II'] })
    s = activate(s, { side: 'b', corps: ['y'] })
    expect(s.next).toBe('a')
    s = activate(s, { side: 'a', corps: ['C'] })
    expect(s.next).toBeNull()
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'a', corps: ['I'] })).message).toBe('Every corps has been activated this turn.')
  })
  it('a player may decline when he has fewer unactivated corps than his opponent', () => {
    const s = startActivationTurn(1, { a: [{ id: 'I' }], b: [{ id: 'x' }, { id: 'y' }] }, 'a')
    expect(mayDecline(s, 'b')).toBe(false)
    const t = activate(s, { side: 'b', corps: ['x'] })
    expect(mayDecline(t, 'a')).toBe(false)
    const u = { ...t, next: 'a' as const, unactivated: { a: [{ id: 'I' }], b: [{ id: 'y' }, { id: 'z' }] } }
    expect(mayDecline(u, 'a')).toBe(true)
    expect(decline(u, 'a').next).toBe('b')
    expect(errorOf<RulesInputError>(() => decline(s, 'b'))).toMatchObject({ code: 'not-allowed-together', field: 'side' })
  })
  it('no corps twice in a row: the last of one turn cannot open the next', () => {
    const s = startActivationTurn(2, corps, 'a', ['I'])
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'a', corps: ['I'] })).message).toBe('No corps can be activated twice in a row (20.4).')
    expect(activate(s, { side: 'a', corps: ['II'] }).lastActivated).toEqual(['II'])
  })
  it('a cavalry corps may be activated jointly; up to 2 cross-attached units', () => {
    const s = startActivationTurn(1, corps, 'a')
    expect(activate(s, { side: 'a', corps: ['I', 'C'], crossAttached: 2 }).unactivated.a).toEqual([{ id: 'II' }])
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'a', corps: ['I', 'II'] }))).toMatchObject({ field: 'corps', code: 'not-allowed-together' })
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'a', corps: ['C', 'C'] }))).toMatchObject({ field: 'corps' })
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'a', corps: ['I'], crossAttached: 3 }))).toMatchObject({ field: 'crossAttached' })
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'a', corps: [] }))).toMatchObject({ field: 'corps' })
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'a', corps: ['x'] }))).toMatchObject({ code: 'unknown-value', field: 'corps' })
    expect(errorOf<RulesInputError>(() => activate(s, { side: 'b', corps: ['x'] })).message).toBe("It is side a's activation.")
  })
  it('roles swap with the activation; refusals', () => {
    expect(activationRoles('b')).toEqual({ attacker: 'b', defender: 'a' })
    expect(errorOf<RulesInputError>(() => startActivationTurn(0, corps, 'a'))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => startActivationTurn(1, corps, 'c' as 'a'))).toMatchObject({ field: 'frenchChoice' })
  })
})
