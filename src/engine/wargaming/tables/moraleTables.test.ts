import { describe, expect, it } from 'vitest'
import { MORALE_MODIFIERS_REFERENCE, MORALE_RESULTS, MORALE_RESULTS_REFERENCE, STRENGTH_MODIFIERS } from './moraleTables'

// Spot checks read off seed 004, Morale by hand; the full comparison is in fidelity-morale.test.ts.
describe('morale tables as printed (seed 004, Morale)', () => {
  it('strength runs +2, +1, −2, −5, −10 from full to less than a quarter', () => {
    expect(STRENGTH_MODIFIERS.map((m) => m.modifier)).toEqual([2, 1, -2, -5, -10])
  })

  it('a unit receiving a charge on 7–9 is shaken; a routing unit on 10+ only retreats', () => {
    expect(MORALE_RESULTS[1]!.results[0]).toBe('Shaken')
    expect(MORALE_RESULTS[0]!.results[6]).toBe('Retreat')
    expect(MORALE_RESULTS[0]!.results[1]).toBe('Charge') // only chargers on 10+ charge
  })

  it('the quick-reference tables show the printed rows, ALL ROUT last', () => {
    expect(MORALE_RESULTS_REFERENCE.rows).toHaveLength(6)
    expect(MORALE_RESULTS_REFERENCE.rows[5]).toEqual(['Below 0', 'ALL ROUT'])
    expect(MORALE_RESULTS_REFERENCE.rows[0]).toEqual(['10+', 'Advance', 'Charge', 'Advance', 'Advance', 'Halt', 'Retire', 'Retreat'])
    expect(MORALE_MODIFIERS_REFERENCE.rows).toContainEqual(['Threat to rear', -3])
  })
})
