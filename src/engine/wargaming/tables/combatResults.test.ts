import { describe, expect, it } from 'vitest'
import { COMBAT_RESULT_LABELS, COMBAT_RESULTS, combatResult, CRT_REFERENCE } from './combatResults'

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

  it('every line in full, and the field a bad score is reported on', () => {
    expect(COMBAT_RESULTS.map((r) => [r.scores, r.min, r.result, r.basesRemoved, r.basesDamaged])).toEqual([
      ['0 or less', null, 'No effect', 0, 0],
      ['1 to 4', 1, '1 base damaged', 0, 1],
      ['5 to 8', 5, '1 base removed', 1, 0],
      ['9 to 12', 9, '1 base removed & 1 base damaged', 1, 1],
      ['13 to 16', 13, '2 bases removed', 2, 0],
      ['17 to 20', 17, '2 bases removed & 1 base damaged', 2, 1],
      ['Over 20', 21, '3 bases removed', 3, 0],
    ])
    expect(COMBAT_RESULT_LABELS).toEqual(COMBAT_RESULTS.map((r) => r.result))
    expect(() => combatResult(2.5, 'attacker score')).toThrow('attacker score must be a whole number, got 2.5.')
    expect(CRT_REFERENCE).toMatchObject({ id: 'wargaming.combatResults', title: 'Combat results (fire and mêlée)', rule: { seed: '004', section: 'Combat Results' }, columns: ['Modified fire or mêlée factor', 'Result'] })
  })
})
