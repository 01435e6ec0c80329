import { describe, expect, it } from 'vitest'
import { afterFire, moraleCallsAfterFire, type FireFacts } from './afterFire'

const base: FireFacts = {
  firer: { id: 'ligne', side: 'a', arm: 'infantry' },
  act: 'fired',
  target: { id: 'foot', side: 'b', arm: 'infantry', stepsAtStart: 8, stepsBefore: 8, stepsAfter: 6 },
  initiative: 'a',
}
const at = (t: Partial<FireFacts['target']>, more: Partial<FireFacts> = {}): FireFacts => ({ ...base, ...more, target: { ...base.target, ...t } })

describe('after fire (seed 004, Morale: "A morale test is taken when"; Non-Initiative Units)', () => {
  it('calls a test on falling below 50 % and on each casualty after that, not at exactly 50 %', () => {
    expect(moraleCallsAfterFire(at({ stepsBefore: 5, stepsAfter: 4 }))).toEqual([])
    expect(moraleCallsAfterFire(at({ stepsBefore: 5, stepsAfter: 3 }))).toEqual(['fell below 50% of initial strength'])
    expect(moraleCallsAfterFire(at({ stepsBefore: 3, stepsAfter: 2 }))).toEqual(['casualty after falling below 50% of initial strength'])
    expect(moraleCallsAfterFire(at({ stepsBefore: 4, stepsAfter: 3 }))).toEqual(['fell below 50% of initial strength'])
    expect(moraleCallsAfterFire(at({ stepsBefore: 3, stepsAfter: 3 }))).toEqual([])
  })
  it('the defenders\' second fire at close range does not affect the chargers\' morale (seed 004, Charges & Mêlées)', () => {
    expect(moraleCallsAfterFire(at({ stepsBefore: 5, stepsAfter: 3 }, { duringCharge: true, closeRangeChargeFire: true }))).toEqual([])
    expect(afterFire(at({ stepsBefore: 5, stepsAfter: 3 }, { closeRangeChargeFire: true })).owed).toEqual([])
    expect(moraleCallsAfterFire(at({}, { duringCharge: true, closeRangeChargeFire: false }))).toEqual(['came under fire during a charge'])
  })
  it('calls a test under fire during a charge and from the flank or rear, in that order', () => {
    expect(moraleCallsAfterFire(at({}, { duringCharge: true, flankOrRear: true }))).toEqual(['came under fire during a charge', 'fired on from its flank or rear'])
  })
  it('owes one morale test with every reason; none for a unit destroyed', () => {
    const c = afterFire(at({ stepsBefore: 5, stepsAfter: 3 }, { flankOrRear: true }))
    expect(c.owed).toEqual([{ kind: 'morale', unitIds: ['foot'], label: 'morale test', reason: 'fell below 50% of initial strength; fired on from its flank or rear (seed 004, Morale)' }])
    expect(afterFire(at({ stepsBefore: 1, stepsAfter: 0 })).owed).toEqual([])
    expect(afterFire(at({})).owed).toEqual([])
    expect(c.changes).toEqual([])
    expect(c.initiativePasses).toBeNull()
  })
  it('records the firer\'s act with its target, and offers return fire to infantry and cavalry of the side without the initiative', () => {
    const c = afterFire(at({}))
    expect(c.events).toEqual([{ e: 'act', unit: 'ligne', side: 'a', arm: 'infantry', act: 'fired', targets: ['foot'] }])
    expect(c.prompts).toEqual(['may return fire (seed 004, Non-Initiative Units)'])
    expect(afterFire(at({ arm: 'cavalry' })).prompts).toHaveLength(1)
    expect(afterFire(at({ arm: 'artillery' })).prompts).toEqual([])
    expect(afterFire(at({ stepsBefore: 1, stepsAfter: 0 })).prompts).toEqual([])
    expect(afterFire(at({}, { initiative: 'b' })).prompts).toEqual([])
    expect(afterFire(at({}, { initiative: null })).prompts).toEqual([])
    expect(afterFire(at({ side: 'a' }, { initiative: 'a' })).prompts).toEqual([])
    expect(afterFire({ ...at({}), firer: null })).toMatchObject({ events: [], prompts: [] })
    expect(afterFire(at({}, { act: 'return fire', firer: { id: 'foot2', side: 'b', arm: 'infantry' } })).events[0]).toMatchObject({ act: 'return fire', unit: 'foot2' })
  })
})
