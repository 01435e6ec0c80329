import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../../core/errors'
import { combatResult } from './combatResults'
import { diceColumn, leaderCasualtyRow } from './leaderCasualties'
import { rangeBand } from './rangeModifiers'

const refusal = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  return { code: e.code, field: e.field, message: e.message }
}

describe('table look-ups refuse what no printed row covers, with code, field and words', () => {
  it('CRT: a fraction of a score', () => {
    expect(refusal(() => combatResult(2.5))).toEqual({ code: 'out-of-range', field: 'score', message: 'score must be a whole number, got 2.5.' })
  })
  it('leader casualties: 0 casualties has no row (the table starts at 1)', () => {
    expect(refusal(() => leaderCasualtyRow(0))).toEqual({ code: 'out-of-range', field: 'casualties', message: 'casualties must be a whole number of at least 1 to test, got 0.' })
    expect(leaderCasualtyRow(1).casualties).toBe('1')
  })
  it('leader casualties: a percentile outside 01–00 (1–100)', () => {
    expect(refusal(() => diceColumn(0))).toEqual({ code: 'bad-face', field: 'percentile', message: "percentile must be 1–100 ('00' = 100), got 0." })
    expect(refusal(() => diceColumn(101)).field).toBe('percentile')
    expect([diceColumn(1), diceColumn(100)]).toEqual([0, 5])
  })
  it('range: a distance that is not a number, or negative', () => {
    expect(refusal(() => rangeBand('Musket', Number.NaN))).toEqual({ code: 'out-of-range', field: 'distanceYards', message: 'distanceYards must be a number, got NaN.' })
    expect(refusal(() => rangeBand('Musket', -1))).toEqual({ code: 'out-of-range', field: 'distanceYards', message: 'distanceYards cannot be negative (got -1).' })
  })
})

describe('printed values the look-ups use beside the reference tables', () => {
  it('small arms are the musket, rifle and carbine rows only (the armoured −1 is "small arms only")', async () => {
    const { RANGE_TABLE } = await import('./rangeModifiers')
    expect(RANGE_TABLE.filter((r) => r.smallArms).map((r) => r.weapon)).toEqual(['Musket', 'Rifle', 'Carbine'])
    expect(RANGE_TABLE.filter((r) => !r.smallArms)).toHaveLength(7)
  })
  it('fire: −1 per damaged base, and a lost base counts as two damaged (note 4): −2', async () => {
    const { PER_DAMAGED_BASE, PER_LOST_BASE } = await import('./fireModifiers')
    expect([PER_DAMAGED_BASE, PER_LOST_BASE]).toEqual([-1, -2])
  })
})
