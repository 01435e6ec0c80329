import { describe, expect, it } from 'vitest'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import type { Calculator, CalculatorResult } from '../core'
import series, { series as named, fire, melee, SERIES_COMBAT_RULINGS, SERIES_COMBAT_TABLES, SERIES_COMMAND_CALCULATORS } from './index'
import { EMPTY_FIRE_TABLE, type FireTable } from './fireTable'
import { EMPTY_MELEE_TABLE, type MeleeTable } from './meleeTable'
import { EMPTY_FORMATIONS_TABLE } from './formationsTable'
import { fireTableReference, formationsSummaryTable, formationsTableReference, meleeTableReference } from './tables'

describe('series ruleset module (seed 001)', () => {
  it('is one module, named and default, measured in hexes', () => {
    expect(named).toBe(series)
    expect([series.id, series.seeds, series.measures, series.dice.map((d) => d.id)]).toEqual(['series', ['001'], 'hexes', ['d6']])
    expect(series.title).toMatch(/Series/)
  })
  it('lists part A\'s calculators and part B\'s, each under its own id', () => {
    expect(series.calculators['series.fire']).toBe(fire)
    expect(series.calculators['series.melee']).toBe(melee)
    for (const [id, c] of Object.entries({ ...SERIES_COMMAND_CALCULATORS })) expect(series.calculators[id]).toBe(c)
    for (const [id, c] of Object.entries(series.calculators)) expect(c.id).toBe(id)
  })
  it('every example resolves and its distribution agrees with resolve', () => {
    for (const calc of [fire, melee] as Calculator<unknown, unknown, CalculatorResult<unknown>>[]) {
      const faces = calc.dice(calc.example).map((d) => d.die.faces[0]!)
      expect(calc.resolve(calc.example, faces).working.length, calc.id).toBeGreaterThan(0)
      expectAgreesWithResolve(calc, calc.example)
    }
  })
  it('tables: part A\'s own, then the three owner-entered ones, empty and saying so; ids unique', () => {
    expect(SERIES_COMBAT_TABLES.map((t) => t.id)).toEqual(['series-formations', 'series-stacking', 'series-fire-range', 'series-melee-results', 'series-form-square',
      'series-fire-table', 'series-melee-table', 'series-formations-table'])
    for (const t of SERIES_COMBAT_TABLES) expect(series.tables).toContain(t)
    const ids = series.tables.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const t of SERIES_COMBAT_TABLES.slice(5)) expect(t.notes).toEqual(['Not printed in the rules: enter from your play aid. Until it is filled, the players enter the result they read.'])
    expect(fireTableReference(EMPTY_FIRE_TABLE)).toMatchObject({ columns: ['die'], rows: [] })
    expect(meleeTableReference(EMPTY_MELEE_TABLE)).toMatchObject({ columns: ['die'], rows: [] })
    expect(formationsTableReference(EMPTY_FORMATIONS_TABLE).rows).toHaveLength(13)
  })
  it('an entered table shows its cells and source', () => {
    const f: FireTable = { id: 'f', title: 'f', source: 'my play aid', columns: [{ min: 1, max: 2 }, { min: 3, max: null }], rows: [{ die: { min: 1, max: 6 }, cells: ['-', '1'] }] }
    expect(fireTableReference(f)).toMatchObject({ columns: ['die', '1–2', '3+'], rows: [['1–6', '-', '1']], notes: ['Source: my play aid'] })
    const m: MeleeTable = { id: 'm', title: 'm', source: 'my play aid', columns: [{ attacker: 1, defender: 2 }, { attacker: 2, defender: 1 }], rows: [{ die: { min: 1, max: 6 }, cells: ['1/0', '0/D'] }] }
    expect(meleeTableReference(m)).toMatchObject({ columns: ['die', '1:2', '2:1'], rows: [['1–6', '1/0', '0/D']], notes: ['Source: my play aid'] })
    const fo = { ...EMPTY_FORMATIONS_TABLE, source: 'my play aid', rows: [{ type: 'infantry' as const, formation: 'line' as const, cells: { movement: '4', fire: '', 'melee attack': '', 'melee defence': '', morale: '' } }] }
    expect(formationsTableReference(fo)).toMatchObject({ columns: ['arm', 'formation', 'movement', 'fire', 'melee attack', 'melee defence', 'morale'], rows: [['infantry', 'line', '4', '', '', '', '']], notes: ['Source: my play aid'] })
  })
  it('the formations summary reads chapter 4 in words', () => {
    expect(formationsSummaryTable.rows[1]).toEqual(['infantry', 'Infantry in column', 'column', 3, 1, 'printed', 'printed +1', 'printed', 0, '4.2 Infantry in Column Formation'])
    expect(formationsSummaryTable.rows[5]!.slice(5, 8)).toEqual(['printed', 'halved (round up)', 'halved (round up)'])
    expect(formationsSummaryTable.rows[4]!.slice(5, 9)).toEqual(['1', '—', '1', -2])
    expect(formationsSummaryTable.rows[12]!.slice(5, 8)).toEqual(['—', '—', 'ignored'])
  })
  it('rulings 21, 35 and 38 with the RULES.md reading first, and part B\'s after them', () => {
    expect(SERIES_COMBAT_RULINGS.map((r) => [r.number, r.id, r.options[0]!.value])).toEqual([
      [21, 'meleeOddsColumns', 'defender'], [35, 'combinedBatteries', 'each-at-least-0'], [38, 'meleeOdds', 'whole-number']])
    expect(series.rulings.slice(0, 3)).toEqual(SERIES_COMBAT_RULINGS)
    expect(SERIES_COMBAT_RULINGS.map((r) => r.options.map((o) => o.value))).toEqual([['defender'], ['each-at-least-0', 'signed-sum'], ['whole-number', 'table-columns']])
  })
})
