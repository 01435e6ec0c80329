import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { firstToOrder, orderSequence } from './orderFirst'

describe('who orders first (seed 000, 5.1)', () => {
  it('more units able to obey goes first, either side of the tie', () => {
    expect(firstToOrder({ unitsAble: 3 }, { unitsAble: 2 }).first).toBe('french')
    expect(firstToOrder({ unitsAble: 2 }, { unitsAble: 3 }).first).toBe('allied')
    const r = firstToOrder({ unitsAble: 1 }, { unitsAble: 4 })
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['units able to obey: French 1, Allied 4', -3, '5.1 Battle Rounds'],
      ['more units able: Allied gives the first order', 'Allied', '5.1 Battle Rounds']])
  })
  it('a tie: the French player goes first', () => {
    const r = firstToOrder({ unitsAble: 2 }, { unitsAble: 2 })
    expect(r.first).toBe('french')
    expect(r.working.map((l) => l.label)).toEqual(['units able to obey: French 2, Allied 2', 'a tie: the French player goes first'])
  })
  it('a special order card goes first whatever the count', () => {
    const r = firstToOrder({ unitsAble: 5 }, { unitsAble: 1, special: true })
    expect(r.first).toBe('allied')
    expect(r.working.map((l) => [l.label, l.value])).toEqual([['Allied played a special order card: goes first', 'Allied']])
    expect(firstToOrder({ unitsAble: 0, special: true }, { unitsAble: 5 }).first).toBe('french')
  })
  it('both special: decided by the count as above, French on a tie', () => {
    const r = firstToOrder({ unitsAble: 1, special: true }, { unitsAble: 3, special: true })
    expect(r.first).toBe('allied')
    expect(r.working[1]!.label).toBe('both played special order cards: more units able: Allied gives the first order')
    expect(firstToOrder({ unitsAble: 3, special: true }, { unitsAble: 3, special: true }).working[1]!.label).toBe('both played special order cards: a tie: the French player goes first')
  })
  it('unplayable cards: 0 units able on both sides is a tie, French first', () => {
    expect(firstToOrder({ unitsAble: 0 }, { unitsAble: 0 }).first).toBe('french')
  })
  it('refuses negative or fractional counts', () => {
    expect(errorOf<RulesInputError>(() => firstToOrder({ unitsAble: -1 }, { unitsAble: 0 })).field).toBe('french.unitsAble')
    expect(errorOf<RulesInputError>(() => firstToOrder({ unitsAble: 1 }, { unitsAble: 0.5 })).field).toBe('allied.unitsAble')
  })
})

describe('alternating orders (5.1 step 2–4)', () => {
  it('alternate one unit at a time; the side with more orders finishes alone', () => {
    expect(orderSequence('allied', 2, 3)).toEqual(['allied', 'french', 'allied', 'french', 'allied'])
    expect(orderSequence('french', 3, 1)).toEqual(['french', 'allied', 'french', 'french'])
    expect(orderSequence('french', 0, 2)).toEqual(['allied', 'allied'])
    expect(orderSequence('french', 0, 0)).toEqual([])
    expect(errorOf<RulesInputError>(() => orderSequence('french', -1, 0)).field).toBe('frenchOrders')
    expect(errorOf<RulesInputError>(() => orderSequence('french', 1, 1.5)).field).toBe('alliedOrders')
  })
})
