import { describe, expect, it } from 'vitest'
import { chance } from '../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { opportunityFire, OPPORTUNITY_FIRE_RULE, type OpportunityFireInput } from './opportunityFire'
import { RulesRefusal } from './refusals'

const input = (extra: Partial<OpportunityFireInput> = {}): OpportunityFireInput => ({ ...opportunityFire.example, ...extra })
const failure = { reaction: 'failure', charge: 'goes on', disorder: 0, cavalryDisorderPoints: 0 } as const
const stopped = (disorder: number, dp: number) => ({ reaction: 'success', charge: 'stopped 4 cm from the artillery', disorder, cavalryDisorderPoints: dp } as const)
const goesOn = (dp: number) => ({ reaction: 'success', charge: 'goes on', disorder: 1, cavalryDisorderPoints: dp } as const)

// seed 003, 9.3 "Artillery fires on the first column of the combat results table BEFORE cavalry moves adjacent. If the
// result is a retreat cavalry will stop to a 4 cm segment … without a fight; otherwise the charge will proceed".
describe('artillery opportunity fire (seed 003, 9.3; ruling 26)', () => {
  it('worked by hand, 14 cm (2 white dice), fresh heavy cavalry: no reaction (4/6)² = 96/216; stopped (20/36)·(4/6) = 80/216; goes on with 1 disorder point (20/36)·(2/6) = 40/216', () => {
    const d = opportunityFire.distribution(input())
    expect(d.total).toBe(216)
    expect(countOf(d, failure)).toBe(96)
    expect(countOf(d, stopped(0, 0))).toBe(40) // 1-hit rows 1–2: 0 disorder points, retreat 1
    expect(countOf(d, stopped(1, 1))).toBe(40) // rows 5–6: 1 disorder point, retreat 1 or 2
    expect(countOf(d, goesOn(1))).toBe(40) // rows 3–4: 1 disorder point, no retreat
    expect(chance(d, (o) => o.charge.startsWith('stopped'))).toEqual({ count: 80, total: 216 })
    expect(opportunityFire.outcomes(input())).toEqual([failure, stopped(0, 0), goesOn(1), stopped(1, 1)])
    expectAgreesWithResolve(opportunityFire, input())
  })

  it('cavalry already at 2 disorder points: rows 3–6 give the 3rd DP and remove it (4/6 of 20/36 = 80/216); rows 1–2 stop it', () => {
    const d = opportunityFire.distribution(input({ cavalryDisorderPoints: 2 }))
    expect(countOf(d, { reaction: 'success', charge: 'cavalry removed', disorder: 1, cavalryDisorderPoints: 3 })).toBe(80)
    expect(countOf(d, stopped(0, 2))).toBe(40)
    expect(countOf(d, { ...failure, cavalryDisorderPoints: 2 })).toBe(96)
    expectAgreesWithResolve(opportunityFire, input({ cavalryDisorderPoints: 2 }))
  })

  it('one die at 5 cm (2/6 success): 4·6 = 24 of 36 no reaction; adjacent (0 cm): no dice, the charge goes on', () => {
    expect(countOf(opportunityFire.distribution(input({ distance: 5 })), failure)).toBe(24)
    expect(opportunityFire.dice(input({ distance: 0 }))).toEqual([])
    expect(opportunityFire.distribution(input({ distance: 0 }))).toEqual({ total: 1, outcomes: [{ value: failure, count: 1 }] })
    expect(opportunityFire.resolve(input({ distance: 0 }), []).outcome).toEqual(failure)
  })

  it('full working: English flag on the white dice, then die 3 on the 1-hit column, charge goes on with 1 disorder point', () => {
    const r = opportunityFire.resolve(input(), ['Prussian', 'English', 3])
    expect(r.outcome).toEqual(goesOn(1))
    expect(r.working).toEqual([
      { label: '2 white dice (segments or fraction between the units)', value: 2, rule: { seed: '003', section: '9.3 Special Actions' } },
      { label: 'flags: Prussian, English', value: 'English flag', rule: { seed: '000', section: '9.41 Special Actions' } },
      { label: 'opportunity fire, 1 hit column, die 3: disorder', value: 1, rule: { seed: '003', section: 'Combat Effects (9.1)' } },
      { label: 'no retreat: the charge goes on with 1 disorder point (−1 fire value each)', value: 1, rule: OPPORTUNITY_FIRE_RULE },
    ])
  })

  it('full working of a stop, a removal and no reaction', () => {
    expect(opportunityFire.resolve(input(), ['English', 'French', 6]).working.slice(2)).toEqual([
      { label: 'opportunity fire, 1 hit column, die 6: disorder', value: 1, rule: { seed: '003', section: 'Combat Effects (9.1)' } },
      { label: "retreat 2: the cavalry stops 4 cm from the artillery's centre, no fight", value: 'stopped', rule: OPPORTUNITY_FIRE_RULE },
    ])
    expect(opportunityFire.resolve(input({ cavalryDisorderPoints: 2 }), ['English', 'French', 4]).working[3])
      .toEqual({ label: '3 disorder points: Heavy Cavalry removed (at 3)', value: 'removed', rule: { seed: '003', section: '6.0 Movement: Disorder Points' } })
    const none = opportunityFire.resolve(input({ cavalryDisorderPoints: 1 }), ['French', 'Prussian', 6])
    expect(none.outcome).toEqual({ ...failure, cavalryDisorderPoints: 1 })
    expect(none.working[2]).toEqual({ label: 'no reaction: the charge goes on', value: '1 disorder point', rule: OPPORTUNITY_FIRE_RULE })
  })

  it('ruling 27: artillery in a stream cannot fire (unless the battle reads the printed −2 as allowed); a removed battery does nothing', () => {
    const e = errorOf<RulesRefusal>(() => opportunityFire.dice(input({ artilleryTerrain: 'stream' })))
    expect(e).toBeInstanceOf(RulesRefusal)
    expect([e.reason, e.code, e.field]).toEqual(['artillery-in-stream', 'forbidden', 'firerTerrain'])
    expect(opportunityFire.dice(input({ artilleryTerrain: 'stream', rulings: { seed000Prohibitions: 'artillery fires from stream' } }))).toHaveLength(3)
    expect(errorOf<RulesRefusal>(() => opportunityFire.dice(input({ artilleryDisorderPoints: 3 }))).reason).toBe('removed-unit')
    expect(opportunityFire.dice(input({ artilleryDisorderPoints: 2 }))).toHaveLength(3)
  })

  it('refuses a non-artillery firer, a non-cavalry charger, removed cavalry, flank charges and wrong face counts', () => {
    expect(() => opportunityFire.dice(input({ artillery: 'old-guard' }))).toThrow('Opportunity fire is for artillery, not Old Guard.')
    expect(() => opportunityFire.dice(input({ cavalry: 'old-guard' }))).toThrow('Only cavalry charges, not Old Guard.')
    expect(() => opportunityFire.dice(input({ cavalryDisorderPoints: 3 }))).toThrow('Heavy Cavalry with 3 disorder points has already been removed (removed at 3).')
    expect(() => opportunityFire.dice(input({ chargedFrom: 'flank' }))).toThrow(/charged from the flank, no reaction allowed/)
    expect(() => opportunityFire.resolve(input(), ['English', 'French'])).toThrow('Roll 2 white dice and a D6, got 2 faces.')
    expect(() => opportunityFire.resolve(input(), ['English', 'French', 7])).toThrow(/opportunity fire D6/)
    expect(errorOf<RulesRefusal>(() => opportunityFire.dice(input({ cavalryDisorderPoints: -1 }))).field).toBe('cavalryDisorderPoints')
    expect(errorOf<RulesRefusal>(() => opportunityFire.dice(input({ artilleryDisorderPoints: 0.5 }))).field).toBe('artilleryDisorderPoints')
  })
})
