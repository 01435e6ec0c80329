import { describe, expect, it } from 'vitest'
import { control, type ControlInput } from './control'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'

describe('control test (seed 004, Control)', () => {
  it('a fresh unit in a mêlée, control factor 5: die 2 scores 10 (reform), die 3 scores 11 (pursue)', () => {
    const i: ControlInput = { controlFactor: 5, inMelee: true }
    expect(control.resolve(i, [2])).toMatchObject({ score: 10, outcome: 'Reform and act freely' })
    expect(control.resolve(i, [3])).toMatchObject({ score: 11, outcome: 'Pursue or charge' })
    expect(control.distribution(i).outcomes).toEqual([
      { value: 'Pursue or charge', count: 5 },
      { value: 'Reform and act freely', count: 1 },
    ])
  })

  it('edges 4/5: factor 3, enemy standing −1, no friends −1, tired −1 → die + 0', () => {
    const i: ControlInput = { controlFactor: 3, enemyWithin300: ['standing'], noFriendsWithin300: true, tired: true }
    expect(control.resolve(i, [4])).toMatchObject({ score: 4, outcome: 'Reform, may not advance' })
    expect(control.resolve(i, [5])).toMatchObject({ score: 5, outcome: 'Reform and act freely' })
    expect(control.distribution(i).outcomes).toEqual([
      { value: 'Reform and act freely', count: 1 },
      { value: 'Reform, may not advance', count: 5 },
    ])
  })

  it('edges 1/2: factor 0 with the enemy advancing −2 → die − 2; under 2 retires', () => {
    const i: ControlInput = { controlFactor: 0, enemyWithin300: ['advancing'] }
    expect(control.resolve(i, [3])).toMatchObject({ score: 1, outcome: 'Retire' })
    expect(control.resolve(i, [4])).toMatchObject({ score: 2, outcome: 'Reform, may not advance' })
    expect(control.distribution(i).outcomes).toEqual([
      { value: 'Reform, may not advance', count: 3 },
      { value: 'Retire', count: 3 },
    ])
  })

  it('the owning player chooses whether the leader adds or subtracts his leadership', () => {
    const i: ControlInput = { controlFactor: 2, roundsWonThisTurn: 2, exhausted: true }
    expect(control.resolve({ ...i, leader: { leadership: 3, sign: '+' } }, [3]).score).toBe(3 + 2 + 2 - 2 + 3)
    expect(control.resolve({ ...i, leader: { leadership: 3, sign: '-' } }, [3]).score).toBe(3 + 2 + 2 - 2 - 3)
  })

  it('distribution agrees with resolve', () => {
    expectAgreesWithResolve(control, control.example)
    expectAgreesWithResolve(control, { controlFactor: 1, enemyWithin300: ['advancing to flank or rear', 'routing'], outOfSightOfFriends: true, threatened: true })
    expectAgreesWithResolve(control, { controlFactor: 4, friendsWithin300: ['retreating', 'advancing'] })
  })

  it('rejects bad input, naming the field', () => {
    expect(() => control.resolve({ controlFactor: 6 }, [3])).toThrow(/controlFactor must be 0–5/)
    expect(() => control.resolve({ controlFactor: 1, tired: true, exhausted: true }, [3])).toThrow(/tired or exhausted/)
    expect(() => control.resolve({ controlFactor: 1, noFriendsWithin300: true, friendsWithin300: ['standing'] }, [3])).toThrow(/No friends/)
    expect(() => control.resolve({ controlFactor: 1, enemyWithin300: ['standing', 'standing'] }, [3])).toThrow(/once/)
    expect(() => control.resolve({ controlFactor: 1 }, [6])).toThrow(/control die: a average die cannot show 6/)
    expect(() => control.distribution({ controlFactor: 1, leader: { leadership: 7, sign: '+' } })).toThrow(/leader.leadership/)
  })
})
