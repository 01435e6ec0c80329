import { describe, expect, it } from 'vitest'
import { chance, facesOf } from '../core'
import { specialAction, type SpecialActionInput } from './specialAction'

const at = (cm: number, extra: Partial<SpecialActionInput> = {}): SpecialActionInput =>
  ({ action: 'cavalry-countercharge', nation: 'French', distance: cm, unit: 'cm', chargedFrom: 'front', ...extra })

describe('special actions (seed 003, 9.3; white dice seed 000, 1.2)', () => {
  it('rolls one white die per segment or fraction: 8 cm → 1, 8.5 cm → 2, 24 cm → 3', () => {
    expect(specialAction.dice(at(8))).toHaveLength(1)
    expect(specialAction.dice(at(8.5))).toHaveLength(2)
    expect(specialAction.dice(at(24))).toHaveLength(3)
  })

  it('odds of the own flag: 1 die 2/6, 2 dice 20/36, 3 dice 152/216', () => {
    expect(chance(specialAction.distribution(at(5)), (o) => o === 'success')).toEqual({ count: 2, total: 6 })
    expect(chance(specialAction.distribution(at(14)), (o) => o === 'success')).toEqual({ count: 20, total: 36 })
    expect(chance(specialAction.distribution(at(20)), (o) => o === 'success')).toEqual({ count: 152, total: 216 })
  })

  it('adjacent units: no dice, always fails', () => {
    expect(specialAction.dice(at(0))).toHaveLength(0)
    expect(specialAction.resolve(at(0), []).outcome).toBe('failure')
    expect(specialAction.distribution(at(0))).toEqual({ total: 1, outcomes: [{ value: 'failure', count: 1 }] })
  })

  it('succeeds on any die with the own flag, not on allies’ flags', () => {
    expect(specialAction.resolve(at(14, { nation: 'English' }), ['French', 'English']).outcome).toBe('success')
    expect(specialAction.resolve(at(14, { nation: 'Prussian' }), ['French', 'English']).outcome).toBe('failure')
  })

  it('distribution agrees with resolve over every face combination of 3 dice', () => {
    const input = at(17, { nation: 'Prussian' })
    const faces = facesOf(specialAction.dice(input).map((d) => d.die))
    let wins = 0
    for (const f of faces.outcomes) if (specialAction.resolve(input, f.value).outcome === 'success') wins += f.count
    expect(chance(specialAction.distribution(input), (o) => o === 'success')).toEqual({ count: wins, total: faces.total })
  })

  it('refuses flank/rear charges, other nations, wrong face counts', () => {
    expect(() => specialAction.dice(at(10, { action: 'form-square', chargedFrom: 'flank' }))).toThrow(/no reaction allowed/)
    expect(() => specialAction.dice(at(10, { nation: 'Austrian' as 'French' }))).toThrow(/not "Austrian"/)
    expect(() => specialAction.resolve(at(10), ['French'])).toThrow(/Roll 2 white dice/)
    expect(() => specialAction.resolve(at(5), ['Russian'])).toThrow(/cannot show/)
  })
})
