import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { activationRoll, D66_RESULTS, isFilled, lookupD66, OWNER_TABLES, type OwnerD66Table } from './ownerTables'

const empty = OWNER_TABLES[0]!
const filled: OwnerD66Table = { ...empty, entries: Object.fromEntries(D66_RESULTS.map((r) => [r, r < '30' ? 'Advance' : r === '56' ? 'Reinforce/Recapture' : 'Hold'])) }

describe('owner-entered 11–66 tables (seed 002, A-3, D-2, D-3; not printed in the text)', () => {
  it('36 results 11 … 66, first die the tens', () => {
    expect(D66_RESULTS).toHaveLength(36)
    expect([D66_RESULTS[0], D66_RESULTS[5], D66_RESULTS[6], D66_RESULTS[35]]).toEqual(['11', '16', '21', '66'])
  })
  it('ships empty: the Corps Activation, Old Nosey and Alte Vorwarts tables', () => {
    expect(OWNER_TABLES.map((t) => [t.id, Object.keys(t.entries).length])).toEqual([['corps-activation', 0], ['old-nosey', 0], ['alte-vorwarts', 0]])
    expect(isFilled(empty)).toBe(false)
    expect(isFilled(filled)).toBe(true)
    expect(isFilled({ ...filled, entries: { ...filled.entries, '44': '' } })).toBe(false)
  })
  it('a lookup in an empty table throws missing-table naming the entry', () => {
    const e = errorOf<RulesInputError>(() => lookupD66(empty, '56'))
    expect([e.code, e.field]).toEqual(['missing-table', 'corps-activation.56'])
    expect(e.message).toMatch(/enter from your player aid/)
    expect(lookupD66(filled, '56')).toBe('Reinforce/Recapture')
  })
  it('until filled, the players enter the result: no dice, that result', () => {
    const input = { table: empty, enteredResult: 'Reinforce/Recapture' }
    expect(activationRoll.dice(input)).toEqual([])
    expect(activationRoll.resolve(input, []).outcome).toBe('Reinforce/Recapture')
    expect(activationRoll.distribution(input)).toEqual({ total: 1, outcomes: [{ value: 'Reinforce/Recapture', count: 1 }] })
    expect(() => activationRoll.resolve({ table: empty, enteredResult: ' ' }, [])).toThrow(/type what the player aid says/)
    expect(errorOf<RulesInputError>(() => activationRoll.distribution({ table: empty })).code).toBe('missing-table')
  })
  it('text example: Fred rolls "56", which is "Reinforce/Recapture"', () => {
    const r = activationRoll.resolve({ table: filled }, [5, 6])
    expect(r.outcome).toBe('Reinforce/Recapture')
    expect(r.working.map((l) => [l.label, l.value])).toEqual([['Anglo-Allied/Prussian Corps Activation Table: 56', 'Reinforce/Recapture']])
    expect(activationRoll.dice({ table: filled }).map((d) => d.role)).toEqual(['first digit', 'second digit'])
    expect(activationRoll.distribution({ table: filled })).toEqual({ total: 36, outcomes: [{ value: 'Advance', count: 12 }, { value: 'Hold', count: 23 }, { value: 'Reinforce/Recapture', count: 1 }] })
    expect(activationRoll.outcomes({ table: filled })).toEqual(['Advance', 'Hold', 'Reinforce/Recapture'])
    expect(() => activationRoll.resolve({ table: filled }, [5])).toThrow(/Roll two dice/)
    expect(activationRoll.resolve({ table: filled, enteredResult: 'ignored' }, [1, 1]).outcome).toBe('Advance')
  })
})
