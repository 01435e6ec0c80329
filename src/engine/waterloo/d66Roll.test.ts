import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { d66Roll } from './d66Roll'
import { OWNER_TABLES, type OwnerD66Table } from './ownerTables'

const empty = { table: OWNER_TABLES[0]! }
const filledIn: OwnerD66Table = { ...OWNER_TABLES[0]!, entries: { 56: 'Reinforce/Recapture' } }
const some = { table: filledIn }

describe('seed 002, A-3: an 11–66 roll is two dice, the tens die and the units die', () => {
  it('a 5 and a 6 read 56; the owner\'s entry is looked up, a missing one is read off the player aid', () => {
    expect(d66Roll.dice(some).map((d) => d.role)).toEqual(['tens die (first colour)', 'units die (second colour)'])
    expect(d66Roll.resolve(some, [5, 6])).toEqual({ outcome: '56: Reinforce/Recapture', working: [
      { label: 'tens die 5, units die 6', value: '56', rule: { seed: '002', section: 'A-3 "11—66" Dice Rolls' } },
      { label: 'Anglo-Allied/Prussian Corps Activation Table', value: 'Reinforce/Recapture', rule: { seed: '002', section: 'A-3 "11—66" Dice Rolls' } }] })
    expect(d66Roll.resolve(some, [6, 5]).outcome).toBe('65')
    expect(d66Roll.resolve(empty, [1, 1]).working[1]!.value).toBe('not in your table yet: read your player aid')
  })
  it('36 results from 11 to 66, each 1 in 36', () => {
    const d = d66Roll.distribution(some)
    expect(d.total).toBe(36)
    expect(d.outcomes).toHaveLength(36)
    expect(d.outcomes[0]).toEqual({ value: '11', count: 1 })
    expect(d.outcomes.at(-1)).toEqual({ value: '66', count: 1 })
    expect(d.outcomes.find((o) => o.value.startsWith('56'))).toEqual({ value: '56: Reinforce/Recapture', count: 1 })
    expect(d66Roll.outcomes!(empty)).toContain('34')
  })
  it('refuses one die, or a face off the die', () => {
    expect(() => d66Roll.resolve(empty, [5])).toThrow(RulesInputError)
    expect(() => d66Roll.resolve(empty, [5])).toThrow('Roll two dice of different colours: the tens die and the units die.')
    expect(() => d66Roll.resolve(empty, [7, 1])).toThrow(/tens die/)
    expect(() => d66Roll.resolve(empty, [1, 0])).toThrow(/units die/)
  })
})
