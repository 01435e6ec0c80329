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

describe('interactive game: edges of every check (20.1–20.6)', () => {
  const err = (f: () => unknown) => errorOf<RulesInputError>(f)
  it('who begins: more corps first, either side; tie to the French choice; none left: nobody; no last corps by default', () => {
    expect(startActivationTurn(1, { a: [{ id: 'I' }, { id: 'II' }], b: [{ id: 'x' }] }, 'b').next).toBe('a')
    expect(startActivationTurn(1, { a: [{ id: 'I' }], b: [{ id: 'x' }, { id: 'y' }] }, 'a').next).toBe('b')
    expect(startActivationTurn(1, { a: [{ id: 'I' }], b: [{ id: 'x' }] }, 'a').next).toBe('a')
    expect(startActivationTurn(1, { a: [{ id: 'I' }], b: [{ id: 'x' }] }, 'b').next).toBe('b')
    expect(startActivationTurn(1, { a: [], b: [] }, 'b').next).toBeNull()
    expect(startActivationTurn(2, corps, 'a')).toEqual({ turn: 2, unactivated: corps, next: 'a', lastActivated: [] })
  })
  it('refuses a turn below 1 or not whole, and a side that is neither army', () => {
    expect(err(() => startActivationTurn(0, corps, 'a'))).toMatchObject({ code: 'out-of-range', field: 'turn', message: 'The turn must be 1 or more, got 0.' })
    expect(err(() => startActivationTurn(1.5, corps, 'a')).field).toBe('turn')
    expect(err(() => startActivationTurn(1, corps, 'c' as 'a'))).toMatchObject({ code: 'unknown-value', field: 'frenchChoice', message: 'Side is a or b, not "c".' })
  })
  it('declining: only the side to activate, and only with fewer corps left', () => {
    const s = startActivationTurn(1, { a: [{ id: 'I' }, { id: 'II' }], b: [{ id: 'x' }] }, 'a')
    expect(mayDecline(s, 'b')).toBe(false)
    expect(mayDecline({ ...s, next: 'b' }, 'b')).toBe(true)
    expect(mayDecline({ ...s, next: 'b' }, 'a')).toBe(false)
    expect(err(() => decline(s, 'a'))).toMatchObject({ code: 'not-allowed-together', field: 'side', message: 'A player can decline only when he has fewer unactivated corps than his opponent.' })
  })
  it('when the other side has no corps left, the same side activates again; then nobody', () => {
    let s = startActivationTurn(1, { a: [{ id: 'I' }, { id: 'II' }], b: [] }, 'b')
    s = activate(s, { side: 'a', corps: ['I'] })
    expect(s.next).toBe('a')
    s = activate(s, { side: 'a', corps: ['II'] })
    expect(s.next).toBeNull()
    expect(err(() => activate(s, { side: 'a', corps: ['I'] })).message).toBe('Every corps has been activated this turn.')
  })
  it('refusals in the rules\' words, naming the corps', () => {
    const s = startActivationTurn(1, corps, 'a', ['II'])
    expect(err(() => activate(s, { side: 'b', corps: ['x'] })).message).toBe("It is side a's activation.")
    expect(err(() => activate(s, { side: 'a', corps: [] }))).toMatchObject({ code: 'out-of-range', field: 'corps', message: 'Activate one corps, or a cavalry corps with another corps (20.5).' })
    expect(err(() => activate(s, { side: 'a', corps: ['I', 'II', 'C'] })).field).toBe('corps')
    expect(err(() => activate(s, { side: 'a', corps: ['x'] })).message).toBe('Corps "x" is not waiting to be activated by side a.')
    expect(err(() => activate(s, { side: 'a', corps: ['I', 'x'] })).message).toBe('Corps "x" is not waiting to be activated by side a.')
    expect(err(() => activate(s, { side: 'a', corps: ['I', 'II'] })).message).toBe('A joint activation needs a cavalry corps and another corps (20.5).')
    expect(err(() => activate(s, { side: 'a', corps: ['C', 'C'] })).message).toBe('A joint activation needs a cavalry corps and another corps (20.5).')
    // One of the two was the last activated: refused (20.4).
    expect(err(() => activate(s, { side: 'a', corps: ['C', 'II'] })).message).toBe('No corps can be activated twice in a row (20.4).')
    expect(activate(s, { side: 'a', corps: ['C', 'I'] }).lastActivated).toEqual(['C', 'I'])
  })
  it('cross-attached units: 0 to 2, whole (20.6)', () => {
    const s = startActivationTurn(1, corps, 'a')
    expect(activate(s, { side: 'a', corps: ['I'], crossAttached: 2 }).next).toBe('b')
    expect(activate(s, { side: 'a', corps: ['I'], crossAttached: 0 }).next).toBe('b')
    for (const n of [-1, 3, 1.5]) expect(err(() => activate(s, { side: 'a', corps: ['I'], crossAttached: n })).field).toBe('crossAttached')
    expect(err(() => activate(s, { side: 'a', corps: ['I'], crossAttached: 3 })).message).toBe('Up to 2 units of other corps can be cross-attached, got 3.')
  })
})
