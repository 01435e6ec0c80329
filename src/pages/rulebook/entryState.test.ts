import { describe, expect, it } from 'vitest'
import { fireData, ownRecord, TEST_SPEC } from '@/rulebook/testSpec'
import { entryState, kindLabel } from './entryState'

const fire = TEST_SPEC.entries[0]!

describe('entryState', () => {
  it('says what is missing, and complete when nothing is', () => {
    expect(entryState(fire, undefined)).toMatchObject({ complete: false, problem: null, status: { summary: '4 of 4 rows need values' } })
    const full = fireData(['1', [1, 1, 1, 1, 1, 1]], ['2', [1, 1, 1, 1, 1, 1]], ['3', [1, 1, 1, 1, 1, 1]], ['4', [1, 1, 1, 1, 1, 1]])
    expect(entryState(fire, ownRecord('series-fire', full))).toMatchObject({ complete: true, problem: null })
  })
  it('reads a damaged record as not entered, saying why', () => {
    const s = entryState(fire, ownRecord('series-fire', { rows: 'x' }))
    expect(s.complete).toBe(false)
    expect(s.problem).toBe('Your stored Fire Table cannot be read: expected a table with rows')
    expect(s.status.summary).toBe('4 of 4 rows need values')
  })
  it('names each kind', () => {
    expect(kindLabel('counters')).toBe('Counter values')
  })
})
