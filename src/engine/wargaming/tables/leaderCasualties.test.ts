import { describe, expect, it } from 'vitest'
import { diceColumn, LEADER_CASUALTIES_REFERENCE, leaderCasualtyRow } from './leaderCasualties'

describe('leader casualties table (seed 004, Leader Casualties)', () => {
  it('finds the row for 1, 2, 3, 4–6, 7–9 and 10 or more casualties', () => {
    expect([1, 2, 3, 4, 6, 7, 9, 10, 25].map((c) => leaderCasualtyRow(c).casualties)).toEqual(['1', '2', '3', '4-6', '4-6', '7-9', '7-9', '10 or more', '10 or more'])
    expect(() => leaderCasualtyRow(0)).toThrow(/at least 1/)
  })

  it('finds the column for a percentile at each edge, 00 = 100 in "76 - 00"', () => {
    expect([1, 5, 6, 10, 11, 30, 31, 50, 51, 75, 76, 100].map(diceColumn)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5])
    expect(() => diceColumn(0)).toThrow(/1–100/)
    expect(() => diceColumn(101)).toThrow(/1–100/)
  })

  it('prints the 7-9 row as in the book', () => {
    expect(LEADER_CASUALTIES_REFERENCE.rows[4]).toEqual(['7-9', 'Killed', 'Killed', 'Serious', 'Minor', 'Minor', 'NE'])
  })
})
