import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { penetrationYards, RANGE_REFERENCE, RANGE_TABLE, rangeBand, WEAPONS, weaponRow } from './rangeModifiers'

describe('range table (seed 004, Firing: Range)', () => {
  it('puts 50 yd in "0 - 50" and 50.05 yd in "50.1 - 100" (ruling 1)', () => {
    expect(rangeBand('Musket', 50)).toEqual({ inRange: true, band: '0 - 50', modifier: 1 })
    expect(rangeBand('Musket', 50.05)).toEqual({ inRange: true, band: '50.1 - 100', modifier: 0 })
    expect(rangeBand('Musket', 0)).toMatchObject({ band: '0 - 50', modifier: 1 })
  })

  it('reads a printed "-" as out of range, reported rather than thrown', () => {
    expect(rangeBand('Musket', 200)).toMatchObject({ inRange: true, modifier: -4 })
    const beyond = rangeBand('Musket', 200.1)
    expect(beyond).toMatchObject({ inRange: false, band: '200.1 - 300' })
    expect(rangeBand('Carbine', 151)).toMatchObject({ inRange: false })
  })

  it('gives the 12 pdr and 8" howitzer their last column and nothing beyond 1300 yd', () => {
    expect(rangeBand('12 pdr', 1300)).toMatchObject({ inRange: true, band: '1100.1 - 1300', modifier: -7 })
    expect(rangeBand('8" howitzer', 1250)).toMatchObject({ inRange: true, modifier: -7 })
    expect(rangeBand('12 pdr', 1300.5)).toMatchObject({ inRange: false, band: null })
    expect(rangeBand('12 pdr', 10)).toMatchObject({ modifier: 3 })
  })

  it('rejects an unknown weapon and a negative or non-numeric distance, naming the field', () => {
    expect(() => rangeBand('Blunderbuss', 10)).toThrow(RulesInputError)
    expect(() => rangeBand('Blunderbuss', 10)).toThrow(/Unknown weapon "Blunderbuss"/)
    expect(() => rangeBand('Musket', -1)).toThrow(/distanceYards cannot be negative/)
    expect(() => rangeBand('Musket', Number.NaN)).toThrow(/distanceYards must be a number/)
  })

  it('lists the ten weapons, each with one cell per band, "-" only after the last reach', () => {
    expect(WEAPONS).toHaveLength(10)
    for (const row of RANGE_TABLE) {
      expect(row.ranges).toHaveLength(10)
      const firstDash = row.ranges.indexOf('-')
      if (firstDash >= 0) expect(row.ranges.slice(firstDash).every((c) => c === '-')).toBe(true)
    }
    expect(RANGE_REFERENCE.rows[0]).toEqual(['Musket', 1, 0, -2, -4, '-', '-', '-', '-', '-', '-', 50])
  })

  it('halves penetration after a turn of rain or snow (Effect of Weather)', () => {
    expect(penetrationYards('12 pdr')).toBe(250)
    expect(penetrationYards('12 pdr', true)).toBe(125)
    expect(penetrationYards('6/7" howitzer', true)).toBe(35)
  })

  it('both sides of every printed band edge for the 12 pdr, the one gun with all ten columns (ruling 1)', () => {
    const edges = [50, 100, 150, 200, 300, 500, 700, 900, 1100]
    expect(edges.map((y) => [rangeBand('12 pdr', y), rangeBand('12 pdr', y + 0.1)].map((r) => (r.inRange ? `${r.band} ${r.modifier}` : 'out')))).toEqual([
      ['0 - 50 3', '50.1 - 100 1'],
      ['50.1 - 100 1', '100.1 - 150 0'],
      ['100.1 - 150 0', '150.1 - 200 -1'],
      ['150.1 - 200 -1', '200.1 - 300 -2'],
      ['200.1 - 300 -2', '300.1 - 500 -3'],
      ['300.1 - 500 -3', '500.1 - 700 -4'],
      ['500.1 - 700 -4', '700.1 - 900 -5'],
      ['700.1 - 900 -5', '900.1 - 1100 -6'],
      ['900.1 - 1100 -6', '1100.1 - 1300 -7'],
    ])
  })

  it('says why a target is out of range, in the table\'s words', () => {
    expect(rangeBand('Carbine', 151)).toEqual({ inRange: false, band: '150.1 - 200', reason: "Carbine cannot reach 150.1 - 200 yd ('-' in the range table)" })
    expect(rangeBand('Rifle', 1301)).toEqual({ inRange: false, band: null, reason: '1301 yd is beyond the last column (1300 yd)' })
    expect(() => rangeBand('Musket', Number.POSITIVE_INFINITY)).toThrow('distanceYards must be a number, got Infinity.')
    expect(() => rangeBand('Musket', -0.5)).toThrow('distanceYards cannot be negative (got -0.5).')
    expect(() => weaponRow('Sling', 'firer.weapon')).toThrow(/^Unknown weapon "Sling" \(the range table lists Musket, Rifle, Carbine, 3\/4 pdr, 6\/7 pdr, 8\/9 pdr, 12 pdr, 5.5" howitzer, 6\/7" howitzer, 8" howitzer\)\.$/)
    expect(errorField(() => weaponRow('Sling', 'firer.weapon'))).toBe('firer.weapon')
    expect(penetrationYards('Musket', false)).toBe(50)
  })
})

function errorField(f: () => unknown): string | undefined {
  try {
    f()
  } catch (e) {
    return e instanceof RulesInputError ? e.field : undefined
  }
  return undefined
}
