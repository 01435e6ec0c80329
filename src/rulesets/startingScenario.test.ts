import { describe, expect, it } from 'vitest'
import { startingScenario } from './startingScenario'

describe('the scenario chosen on the New battle form', () => {
  const offered = ['waterloo', 'ligny'] as const
  it('is read back when it is one the ruleset offers', () => {
    expect(startingScenario({ options: { scenario: 'ligny' } }, offered)).toBe('ligny')
  })
  it('reads as none when absent, unknown, not a string, or only inherited', () => {
    expect(startingScenario({ options: {} }, offered)).toBeNull()
    expect(startingScenario({ options: { scenario: 'austerlitz' } }, offered)).toBeNull()
    expect(startingScenario({ options: { scenario: 3 } }, offered)).toBeNull()
    expect(startingScenario({ options: Object.create({ scenario: 'ligny' }) as Record<string, never> }, offered)).toBeNull()
  })
})
