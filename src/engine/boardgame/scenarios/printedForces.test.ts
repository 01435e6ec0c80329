import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { printedForce, reinforcementPool, unitsIn } from './printedForces'

const s000 = seedText('000')

describe('forces seed 000 prints for a scenario start (13.1, 13.4)', () => {
  it('a hypothetical battle: 17 units and 3 generals on each side', () => {
    const f = printedForce('hypothetical')!
    for (const side of ['french', 'allied'] as const) {
      expect(unitsIn(f[side].units)).toBe(17)
      expect(f[side].generals).toBe(3)
      expect(f[side].rule.section).toBe('13.4 Hypothetical Battles: Available units')
    }
  })
  it('the historical scenarios print none: their deployment is in the Italian rules', () => {
    for (const s of ['waterloo', 'quatre-bras', 'ligny'] as const) expect(printedForce(s)).toBeNull()
  })
  it('reinforcement pools: 4 a side in a hypothetical battle, 13 Prussians (a general among them) for the Allies at Waterloo only', () => {
    expect(reinforcementPool('hypothetical', 'french')?.when).toBe('4 units: 2 in the 4th hour, 1 in the 5th hour, 1 in the 6th hour, type and sector rolled')
    expect(unitsIn(reinforcementPool('hypothetical', 'allied')!.entries)).toBe(4)
    expect(unitsIn(reinforcementPool('waterloo', 'allied')!.entries)).toBe(13)
    expect(reinforcementPool('waterloo', 'allied')?.when).toBe('from the 5th hour, 2 at the start of each round')
    expect(reinforcementPool('waterloo', 'french')).toBeNull()
    expect(reinforcementPool('ligny', 'allied')).toBeNull()
    expect(reinforcementPool('quatre-bras', 'allied')).toBeNull()
  })
  it.skipIf(!s000)('the counts as printed', () => {
    expect(s000).toContain('Each player gets 3 generals and 17 units:')
    expect(s000).toContain('Each player gets 4 reinforcement units: 2 infantry, 1 light cavalry and 1light artillery.')
    expect(s000).toContain('Two units arrive in the 4th hour, 1 in the 5th hour and 1 in the 6th hour.')
    expect(s000).toContain('Starting in the 5th hour, at the start of each game round, before playing a card, 2 Prussian units')
  })
  it.skipIf(s000)(NO_SEEDS, () => {})
})
