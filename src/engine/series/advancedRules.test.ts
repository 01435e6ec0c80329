import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { ADVANCED_RULES, checkAdvancedRules, STANDARD_RULES_ONLY, type SeriesAdvancedRules } from './advancedRules'

describe('advanced rules as battle options (seed 001, 16–20)', () => {
  it('one option per advanced rule, with its section; the standard game uses none', () => {
    expect(ADVANCED_RULES.map((r) => [r.id, r.section.split(' ')[0]])).toEqual([
      ['voltigeurs', '16.1'], ['artilleryLosses', '16.2'], ['artilleryRetreat', '16.3'], ['cavalry', '16.4'], ['rout', '16.5'], ['moraleInTown', '16.6'],
      ['troopsReintegration', '16.7'], ['modulatedDemoralization', '16.8'], ['fatigue', '16.9'], ['commandLevel', '17.0'], ['strategicDeployment', '18.0'],
      ['timeLimits', '19.0'], ['interactiveGame', '20.0']])
    expect(Object.keys(STANDARD_RULES_ONLY).sort()).toEqual(ADVANCED_RULES.map((r) => r.id).sort())
    expect(checkAdvancedRules(STANDARD_RULES_ONLY)).toBe(STANDARD_RULES_ONLY)
    expect(Object.values(STANDARD_RULES_ONLY).filter((v) => v !== false && v !== 'off' && v !== 0)).toEqual([])
  })
  it('refuses settings the rules do not offer', () => {
    const bad = (r: Partial<SeriesAdvancedRules>) => errorOf<RulesInputError>(() => checkAdvancedRules({ ...STANDARD_RULES_ONLY, ...r }))
    expect(bad({ artilleryLosses: 'C' as 'A' })).toMatchObject({ field: 'artilleryLosses', message: 'Artillery losses are off, A or B (16.2), not "C".' })
    expect(bad({ commandLevel: 6 as 5 })).toMatchObject({ field: 'commandLevel', message: 'Command and control levels are 0 (not used) to 5, not 6.' })
    expect(checkAdvancedRules({ ...STANDARD_RULES_ONLY, artilleryLosses: 'B', commandLevel: 5 }).commandLevel).toBe(5)
  })
})
