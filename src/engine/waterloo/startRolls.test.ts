import { describe, expect, it } from 'vitest'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { grouchyArrival, rainyStart, thielemannEntry } from './startRolls'

describe('A Rainy Start (seed 002, L-2)', () => {
  it('Game Turn 1: a "5" or "6" begins the battle, 2/6', () => {
    expect(rainyStart.distribution({ gameTurn: 1 })).toEqual({ total: 6, outcomes: [{ value: 'the battle begins', count: 2 }, { value: 'rain: roll again next turn', count: 4 }] })
    expect(rainyStart.resolve({ gameTurn: 1 }, [5]).outcome).toBe('the battle begins')
    expect(rainyStart.resolve({ gameTurn: 1 }, [4]).outcome).toBe('rain: roll again next turn')
  })
  it('+1 for each turn after #1: turn 2 3/6, turn 3 4/6, turn 4 5/6, so the game starts no later than turn 5', () => {
    expect([2, 3, 4, 5].map((t) => countOf(rainyStart.distribution({ gameTurn: t }), 'the battle begins'))).toEqual([3, 4, 5, 6])
    expect(rainyStart.distribution({ gameTurn: 5 }).outcomes).toHaveLength(1)
    expect(rainyStart.resolve({ gameTurn: 3 }, [3]).working.map((l) => [l.label, l.value])).toEqual([
      ['die', 3], ['+1 for each turn after Game Turn #1', 2], ['5: "5" or "6" succeeds', 'the battle begins']])
    expect(rainyStart.resolve({ gameTurn: 1 }, [2]).working).toHaveLength(2)
    expect(rainyStart.resolve({ gameTurn: 2 }, [3]).outcome).toBe('rain: roll again next turn')
  })
  it('refuses turns after 5 and bad faces', () => {
    expect(errorOf<RulesInputError>(() => rainyStart.dice({ gameTurn: 6 })).field).toBe('gameTurn')
    expect(errorOf<RulesInputError>(() => rainyStart.dice({ gameTurn: 0 })).field).toBe('gameTurn')
    expect(() => rainyStart.resolve({ gameTurn: 1 }, [])).toThrow(/Roll one die/)
    expect(() => rainyStart.resolve({ gameTurn: 1 }, [7])).toThrow(/cannot show 7/)
    expectAgreesWithResolve(rainyStart, { gameTurn: 2 })
  })
})

describe('Where Is Grouchy? (M-1, ruling 47)', () => {
  it('from Game Turn 6 as A Rainy Start: 2/6 on turn 6, 3/6 on 7 … certain on 10', () => {
    expect([6, 7, 8, 9, 10, 12].map((t) => countOf(grouchyArrival.distribution({ gameTurn: t }), 'Grouchy arrives'))).toEqual([2, 3, 4, 5, 6, 6])
    expect(grouchyArrival.resolve({ gameTurn: 6 }, [5]).outcome).toBe('Grouchy arrives')
    expect(grouchyArrival.resolve({ gameTurn: 6 }, [4]).outcome).toBe('not yet')
  })
  it('alternative: +1 counted from Game Turn 1 (certain from turn 6)', () => {
    expect(countOf(grouchyArrival.distribution({ gameTurn: 6, rulings: { grouchyModifier: 'from turn 1' } }), 'Grouchy arrives')).toBe(6)
    expect(grouchyArrival.resolve({ gameTurn: 6, rulings: { grouchyModifier: 'from turn 1' } }, [1]).working[1]!.label).toBe('+1 for each turn after Game Turn #1')
  })
  it('refuses turns before 6', () => {
    expect(() => grouchyArrival.dice({ gameTurn: 5 })).toThrow(/Game Turn 6–12, not 5/)
    expect(() => grouchyArrival.dice({ gameTurn: 13 })).toThrow(/not 13/)
  })
})

describe('Thielemann\'s entry (M-4)', () => {
  it('1–2 = 2003, 3–4 = 2009, 5–6 = 2011', () => {
    expect([1, 2, 3, 4, 5, 6].map((f) => thielemannEntry.resolve({ frenchEnteredAt2011: false }, [f]).outcome)).toEqual(['2003', '2003', '2009', '2009', '2011', '2011'])
    expectAgreesWithResolve(thielemannEntry, { frenchEnteredAt2011: false })
  })
  it('automatically 2003 when a French Corps entered at 2011: no roll', () => {
    expect(thielemannEntry.dice({ frenchEnteredAt2011: true })).toEqual([])
    expect(thielemannEntry.resolve({ frenchEnteredAt2011: true }, []).outcome).toBe('2003')
    expect(thielemannEntry.distribution({ frenchEnteredAt2011: true })).toEqual({ total: 1, outcomes: [{ value: '2003', count: 1 }] })
    expect(() => thielemannEntry.resolve({ frenchEnteredAt2011: true }, [3])).toThrow(/no roll/)
    expect(() => thielemannEntry.resolve({ frenchEnteredAt2011: false }, [])).toThrow(/Roll one die/)
    expect(thielemannEntry.resolve({ frenchEnteredAt2011: false }, [3]).working.map((l) => l.value)).toEqual(['2009', '2009'])
  })
})
