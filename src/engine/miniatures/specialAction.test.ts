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

  it('full working: 2 white dice at 14 cm, flags read out, own flag found', () => {
    expect(specialAction.resolve(at(14, { nation: 'English', action: 'form-square' }), ['Prussian', 'English'])).toEqual({
      outcome: 'success',
      working: [
        { label: '2 white dice (segments or fraction between the units)', value: 2, rule: { seed: '003', section: '9.3 Special Actions' } },
        { label: 'flags: Prussian, English', value: 'English flag', rule: { seed: '000', section: '9.41 Special Actions' } },
      ],
    })
    expect(specialAction.resolve(at(5), ['English']).working).toEqual([
      { label: '1 white die (segments or fraction between the units)', value: 1, rule: { seed: '003', section: '9.3 Special Actions' } },
      { label: 'flags: English', value: 'no own flag', rule: { seed: '000', section: '9.41 Special Actions' } },
    ])
    expect(specialAction.resolve(at(0), []).working[1]).toEqual({ label: 'adjacent: no dice, no reaction', value: 'no own flag', rule: { seed: '000', section: '9.41 Special Actions' } })
    expect(specialAction.dice(at(20)).map((d) => [d.role, d.die.id])).toEqual([['white die 1', 'white'], ['white die 2', 'white'], ['white die 3', 'white']])
  })

  it('hand-worked exact distribution, 2 dice: success 6² − 4² = 20 of 36, failure 16, success listed first', () => {
    expect(specialAction.distribution(at(14))).toEqual({ total: 36, outcomes: [{ value: 'success', count: 20 }, { value: 'failure', count: 16 }] })
    expect(specialAction.outcomes(at(14))).toEqual(['success', 'failure'])
    expect(specialAction.dice(at(16))).toHaveLength(2)
    expect(specialAction.dice(at(16.1))).toHaveLength(3)
    expect(specialAction.dice(at(3, { unit: 'in' }))).toHaveLength(1) // 7.62 cm
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
    expect(() => specialAction.dice(at(10, { nation: 'Austrian' as 'French' }))).toThrow('The white dice show French, English and Prussian flags, not "Austrian".')
    expect(() => specialAction.dice(at(10, { action: 'retire' as 'form-square' }))).toThrow('Unknown special action "retire".')
    expect(() => specialAction.dice(at(10, { chargedFrom: 'rear' }))).toThrow('Cavalry Countercharge (only if charged through its frontal arc): charged from the rear, no reaction allowed.')
    expect(() => specialAction.resolve(at(10), ['French'])).toThrow(/Roll 2 white dice/)
    expect(() => specialAction.resolve(at(5), ['Russian'])).toThrow(/cannot show/)
    expect(() => specialAction.resolve(at(10), ['French', 'Russian'])).toThrow(/^white die 2/)
  })
})

describe('form square only on clear or hill ground (seed 000, 6.1)', () => {
  const sq = { action: 'form-square' as const, nation: 'English' as const, distance: 10, unit: 'cm' as const, chargedFrom: 'front' as const }
  it('refuses a square in a wood, a field or a town, quoting the rule; open ground, a hill or unsaid ground rolls', () => {
    for (const terrain of ['wood', 'field', 'town', 'orchard', 'stream']) {
      expect(() => specialAction.dice({ ...sq, terrain })).toThrow(expect.objectContaining({ code: 'forbidden', field: 'terrain', message: 'You may only change to square on clear or hill terrain (not allowed in forest, swamp, fields, orchards, buildings, etc.). (seed 000, 6.1 Movement)' }))
    }
    for (const terrain of ['open', 'hill', undefined]) expect(specialAction.dice({ ...sq, terrain })).toHaveLength(2)
    expect(specialAction.dice({ ...sq, action: 'cavalry-countercharge', terrain: 'wood' })).toHaveLength(2)
  })
})
