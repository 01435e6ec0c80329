import { describe, expect, it } from 'vitest'
import { STANDARD_RULES_ONLY } from '@/engine/series/advancedRules'
import { testSetup } from '@/test-utils/battles'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleSetup } from '@/model/types'
import { advancedRuleDraft, firstSideDraft, seriesOptions, thresholdsDraft } from './options'

const setup = (options: BattleSetup['options'] = {}) => testSetup({ ruleset: 'series', options })
const after = (s: BattleSetup, d: ReturnType<typeof advancedRuleDraft>): BattleSetup => {
  const op = d!.ops[0]!
  if (op.op !== 'setup.patch') throw new Error('not a setup patch')
  return { ...s, ...op.patch }
}

describe('series battle options', () => {
  it('a new battle is the standard game: no advanced rule, no army levels, side a first', () => {
    expect(seriesOptions(setup())).toEqual({ advanced: STANDARD_RULES_ONLY, thresholds: { a: null, b: null }, firstSide: 'a' })
  })
  it('reads every advanced rule it stores, and ignores values the rules do not offer', () => {
    const o = seriesOptions(setup({ advanced: { rout: true, commandLevel: 3, artilleryLosses: 'B', fatigue: 'yes', voltigeurs: true }, firstSide: 'b' }))
    expect(o.advanced).toEqual({ ...STANDARD_RULES_ONLY, rout: true, commandLevel: 3, artilleryLosses: 'B', voltigeurs: true })
    expect(o.firstSide).toBe('b')
    expect(seriesOptions(setup({ advanced: { commandLevel: 6, artilleryLosses: 'C' } })).advanced).toEqual(STANDARD_RULES_ONLY)
    expect(seriesOptions(setup({ advanced: [] })).advanced).toEqual(STANDARD_RULES_ONLY)
    for (const k of ['artilleryRetreat', 'cavalry', 'moraleInTown', 'troopsReintegration', 'modulatedDemoralization', 'fatigue', 'strategicDeployment', 'timeLimits', 'interactiveGame'] as const) {
      expect(seriesOptions(setup({ advanced: { [k]: true } })).advanced[k]).toBe(true)
    }
  })
  it('one advanced rule changed is one action that keeps the rest', () => {
    const s = setup({ other: 1 })
    const d = advancedRuleDraft(s, 'commandLevel', 3)!
    expect(d.label).toBe('Advanced rules: command and control level 3')
    const s2 = after(s, d)
    expect(s2.options.other).toBe(1)
    expect(seriesOptions(s2).advanced.commandLevel).toBe(3)
    const s3 = after(s2, advancedRuleDraft(s2, 'rout', true))
    expect(seriesOptions(s3).advanced).toMatchObject({ commandLevel: 3, rout: true })
    expect(advancedRuleDraft(s3, 'rout', true)).toBeNull()
    expect(advancedRuleDraft(s3, 'rout', false)!.label).toBe('Advanced rules: rout off')
    expect(advancedRuleDraft(s3, 'rout', true)).toBeNull()
    expect(advancedRuleDraft(s, 'commandLevel', 0)).toBeNull()
    expect(advancedRuleDraft(s2, 'commandLevel', 0)!.label).toBe('Advanced rules: command and control level 0 (not used)')
    expect(advancedRuleDraft(s, 'artilleryLosses', 'A')!.label).toBe('Advanced rules: artillery losses: A')
    expect(advancedRuleDraft(s, 'fatigue', true)!.label).toBe('Advanced rules: fatigue on')
  })
  it('refuses what the rules do not offer, naming the option', () => {
    expect(errorOf(() => advancedRuleDraft(setup(), 'commandLevel', 6))).toMatchObject({ field: 'commandLevel' })
    expect(errorOf(() => advancedRuleDraft(setup(), 'artilleryLosses', 'C'))).toMatchObject({ field: 'artilleryLosses' })
    expect(errorOf(() => advancedRuleDraft(setup(), 'rout', 'yes'))).toMatchObject({ field: 'rout', message: 'Rout: on or off.' })
    expect(errorOf(() => advancedRuleDraft(setup(), 'commandLevel', '3'))).toMatchObject({ field: 'commandLevel', message: 'Command and control level: one of its choices.' })
  })
  it('army morale levels from the battle\'s special rules (12)', () => {
    const s = setup()
    const d = thresholdsDraft(s, 'b', { demoralization: 20, desperate: 30 })
    expect(d.label).toBe('Wellington army morale: demoralized at 20, desperate at 30')
    const s2 = after(s, d)
    expect(seriesOptions(s2).thresholds).toEqual({ a: null, b: { demoralization: 20, desperate: 30 } })
    const s3 = after(s2, thresholdsDraft(s2, 'a', { demoralization: 12 }))
    expect(seriesOptions(s3).thresholds).toEqual({ a: { demoralization: 12 }, b: { demoralization: 20, desperate: 30 } })
    expect(thresholdsDraft(s3, 'a', null).label).toBe('Ney army morale: not set')
    expect(seriesOptions(after(s3, thresholdsDraft(s3, 'a', null))).thresholds.a).toBeNull()
    expect(errorOf(() => thresholdsDraft(s, 'a', { demoralization: 0 }))).toMatchObject({ field: 'demoralization' })
    expect(errorOf(() => thresholdsDraft(s, 'a', { demoralization: 10, desperate: 10 }))).toMatchObject({ field: 'desperate' })
    expect(thresholdsDraft(s, 'a', { demoralization: 1, desperate: 2 }).kind).toBe('options.thresholds')
  })
  it('the first player turn (2.0)', () => {
    const s = setup()
    expect(firstSideDraft(s, 'a')).toBeNull()
    const d = firstSideDraft(s, 'b')!
    expect(d.label).toBe('Wellington plays the first player turn')
    expect(seriesOptions(after(s, d)).firstSide).toBe('b')
  })
})
