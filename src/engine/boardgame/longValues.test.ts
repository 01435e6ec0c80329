import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { giveOrder } from './battleClock'
import { combat } from './combat'
import { combineUnits } from './combineUnits'
import { deploySkirmisher } from './detach'
import { firstToOrder } from './orderFirst'
import { rally } from './rally'
import { retreat } from './retreat'
import { hypotheticalReinforcement, prussianEarlyArrival } from './scenarios'
import { specialAction } from './specialAction'
import { unitType } from './units'
import { victory } from './victory'

/** A bad value 150 characters long: messages quote at most its first 100. */
const long = 'x'.repeat(150)
const quoted = (f: () => unknown) => {
  const m = errorOf(f).message
  expect(m).toContain('x'.repeat(100))
  expect(m).not.toContain('x'.repeat(101))
}
/** Typed as anything: the point is a value no field accepts. */
const bad = long as never

describe('messages quote at most 100 characters of a bad value', () => {
  it('every field that echoes its value', () => {
    quoted(() => unitType(bad))
    quoted(() => combat.dice({ firer: { type: 'line-infantry', elements: bad }, target: { type: 'line-infantry', elements: 4 }, range: 1 }))
    quoted(() => combat.dice({ firer: { type: 'line-infantry', elements: 4, terrain: bad }, target: { type: 'line-infantry', elements: 4 }, range: 1 }))
    quoted(() => retreat({ unit: 'line-infantry', flags: 1, elements: 3, path: [bad] }))
    quoted(() => retreat({ unit: 'line-infantry', flags: bad, elements: 3 }))
    quoted(() => retreat({ unit: 'line-infantry', flags: 1, elements: bad }))
    quoted(() => giveOrder({ hour: 1, round: 1, ordered: [long] }, long))
    quoted(() => combineUnits({ type: 'line-infantry', elements: bad }, { type: 'line-infantry', elements: 1 }))
    quoted(() => deploySkirmisher({ type: 'line-infantry', nation: 'French', elements: bad }))
    quoted(() => firstToOrder({ unitsAble: bad }, { unitsAble: 1 }))
    quoted(() => rally.distribution({ type: 'line-infantry', elements: 1, by: bad }))
    quoted(() => rally.distribution({ type: 'line-infantry', elements: 1, startingElements: bad, by: 'rally-card' }))
    quoted(() => rally.distribution({ type: 'line-infantry', elements: bad, by: 'rally-card' }))
    quoted(() => prussianEarlyArrival.dice({ available: { infantry: bad, cavalry: 0, artillery: 0, general: 0 } }))
    quoted(() => hypotheticalReinforcement.dice({ pool: { infantry: bad, cavalry: 0, artillery: 0 } }))
    quoted(() => specialAction.dice({ reacting: 'light-cavalry', nation: bad, emptyHexesBetween: 1 }))
    quoted(() => specialAction.dice({ reacting: 'light-cavalry', nation: 'French', emptyHexesBetween: bad }))
    quoted(() => victory({ lost: { french: bad }, units: { french: 1, allied: 1 } }))
    quoted(() => victory({ scenario: bad, lost: { french: 0 } }))
  })
  it('a missing count or pool is refused, not read', () => {
    expect(errorOf(() => prussianEarlyArrival.dice({} as never)).message).toBe('available.infantry: Prussian infantry still to arrive, 0 or more (got undefined).')
    expect(errorOf(() => hypotheticalReinforcement.dice({} as never)).message).toBe('pool.infantry: reinforcements left, 0 or more (got undefined).')
    expect(errorOf(() => hypotheticalReinforcement.dice({ pool: { infantry: 1, cavalry: -1, artillery: 0 } })).message).toBe('pool.cavalry: reinforcements left, 0 or more (got -1).')
  })
  it('dice are named in order and a bad face names its die', () => {
    const input = { firer: { type: 'line-infantry', elements: 4 }, target: { type: 'line-infantry', elements: 4 }, range: 2 } as const
    expect(combat.dice(input).map((d) => d.role)).toEqual(['battle die 1', 'battle die 2', 'battle die 3'])
    expect(errorOf(() => combat.resolve(input, ['infantry', 'eagle', 'flag'])).message).toMatch(/^battle die 2: /)
    expect(rally.dice(rally.example).map((d) => d.role)).toEqual(['battle die 1', 'battle die 2', 'battle die 3'])
    expect(errorOf(() => rally.resolve(rally.example, ['infantry', 'eagle', 'flag'])).message).toMatch(/^battle die 2: /)
    const sa = { reacting: 'light-cavalry', nation: 'French', emptyHexesBetween: 2 } as const
    expect(specialAction.dice(sa).map((d) => d.role)).toEqual(['white die 1', 'white die 2'])
    expect(errorOf(() => specialAction.resolve(sa, ['French', 'Dutch'])).message).toMatch(/^white die 2: /)
  })
  it('working says when no dice are rolled, and names the target’s elements in the waste line', () => {
    const none = { firer: { type: 'light-artillery', elements: 2 }, target: { type: 'line-infantry', elements: 4, terrain: 'woods' }, range: 5 } as const
    expect(combat.resolve(none, []).working.map((l) => l.label).slice(-4)).toEqual([
      'hits on infantry (target: line infantry)', 'no dice rolled', '0 chips removed', '0 retreat flags'])
    const guns = { firer: { type: 'heavy-artillery', elements: 3 }, target: { type: 'line-infantry', elements: 1 }, range: 5 } as const
    expect(combat.resolve(guns, ['infantry', 'infantry']).working.map((l) => [l.label, l.value, l.rule.section]).slice(-4)).toEqual([
      ['rolled: infantry, infantry', '2 hits', '9.3 Hits'], ['1 hit wasted (target 1 element / firer’s cap)', 1, '9.32 Hits'],
      ['target eliminated', 1, '9.31 Hits'], ['0 retreat flags', 0, '10.0 Retreat']])
    const one = { firer: { type: 'heavy-artillery', elements: 3 }, target: { type: 'line-infantry', elements: 3 }, range: 5 } as const
    expect(combat.resolve(one, ['infantry', 'flag']).working.map((l) => l.label).slice(-2)).toEqual(['1 chip removed', '1 retreat flag'])
    const three = { firer: { type: 'heavy-artillery', elements: 3 }, target: { type: 'line-infantry', elements: 2 }, range: 4 } as const
    expect(combat.resolve(three, ['infantry', 'infantry', 'infantry']).working.map((l) => l.label)).toContain('1 hit wasted (target 2 elements / firer’s cap)')
    expect(combat.resolve({ ...three, target: { type: 'line-infantry', elements: 1 } }, ['infantry', 'infantry', 'infantry']).working.map((l) => l.label)).toContain('2 hits wasted (target 1 element / firer’s cap)')
  })
})
