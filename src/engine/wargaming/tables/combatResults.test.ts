import { describe, expect, it } from 'vitest'
import { combatResult, CRT_REFERENCE } from './combatResults'

describe('combat results table (seed 004, Combat Results)', () => {
  it('reads each printed band at both edges', () => {
    const at = (s: number) => combatResult(s).result
    expect([at(-7), at(0)]).toEqual(['No effect', 'No effect'])
    expect([at(1), at(4)]).toEqual(['1 base damaged', '1 base damaged'])
    expect([at(5), at(8)]).toEqual(['1 base removed', '1 base removed'])
    expect([at(9), at(12)]).toEqual(['1 base removed & 1 base damaged', '1 base removed & 1 base damaged'])
    expect([at(13), at(16)]).toEqual(['2 bases removed', '2 bases removed'])
    expect([at(17), at(20)]).toEqual(['2 bases removed & 1 base damaged', '2 bases removed & 1 base damaged'])
    expect([at(21), at(35)]).toEqual(['3 bases removed', '3 bases removed'])
  })

  it('says how many bases each line removes and damages', () => {
    expect(combatResult(10)).toMatchObject({ basesRemoved: 1, basesDamaged: 1 })
    expect(combatResult(25)).toMatchObject({ basesRemoved: 3, basesDamaged: 0 })
    expect(combatResult(0)).toMatchObject({ basesRemoved: 0, basesDamaged: 0 })
  })

  it('rejects a fractional score', () => {
    expect(() => combatResult(4.5)).toThrow(/score must be a whole number/)
  })

  it('prints seven lines in table order', () => {
    expect(CRT_REFERENCE.rows.map((r) => r[0])).toEqual(['0 or less', '1 to 4', '5 to 8', '9 to 12', '13 to 16', '17 to 20', 'Over 20'])
  })
})
