import { describe, expect, it } from 'vitest'
import { SERIES_COMBAT_RULINGS } from './rulings'
import { fireRangeTable, formSquareTable, formationsSummaryTable, meleeResultsTable, stackingTable } from './tables'

describe('part A reference tables (seed 001, chapters 4–9)', () => {
  it('stacking limits (5.1) with the 5.2–5.4 notes', () => {
    expect(stackingTable).toEqual({ id: 'series-stacking', title: 'Stacking limits', rule: { seed: '001', section: '5.1 Stacking Limits' },
      columns: ['units', 'steps per hex'], rows: [['artillery and infantry', 10], ['cavalry', 7]],
      notes: ['Cavalry with infantry or artillery: both stacks disorganized, both retreat 2 hexes (5.2).', 'Only the top unit fires; losses go to the top unit (5.3, 5.4).'] })
  })
  it('fire range (7.2) with the 4.12, 4.6 and 7.10 notes', () => {
    expect([fireRangeTable.id, fireRangeTable.title, fireRangeTable.rule.section, fireRangeTable.columns]).toEqual(['series-fire-range', 'Fire range', '7.2 Range', ['unit', 'defensive and offensive fire', 'opportunity fire']])
    expect(fireRangeTable.rows.map((r) => r[0])).toEqual(['regular infantry, light infantry not in tirailleurs', 'light infantry in tirailleurs', 'unlimbered artillery'])
    expect(fireRangeTable.notes).toEqual(['Artillery: subtract the hexes between firer and target, final minimum 1 (4.12). Tirailleurs at 2 hexes: firepower −2, minimum 1 (4.6).',
      'Die +1 against a square (7.10); −1 against tirailleurs (4.6).'])
  })
  it('melee results (8.8) and forming square (9.6)', () => {
    expect([meleeResultsTable.id, meleeResultsTable.title, meleeResultsTable.rule.section, meleeResultsTable.columns]).toEqual(['series-melee-results', 'Melee results', '8.8 Melee Combat', ['result', 'meaning']])
    expect(meleeResultsTable.rows.map((r) => r[0])).toEqual(['0 or 1', '*', 'D', 'D1', 'E'])
    expect(meleeResultsTable.notes).toEqual(['The first result applies to the attacker, the second result to the defender (A/D).', 'Infantry charged, not in square or general order: 0 still is 0, 1 becomes 2, D becomes D1, D1 becomes D2 (9.6).'])
    expect([formSquareTable.id, formSquareTable.title, formSquareTable.rule.section, formSquareTable.columns, formSquareTable.notes]).toEqual(['series-form-square', 'Forming square against a charge', '9.6 Square',
      ['distance of the charging cavalry', 'morale modifier'], ['All the usual modifiers except the flank/rear modifier.']])
  })
  it('the formations summary', () => {
    expect([formationsSummaryTable.id, formationsSummaryTable.title, formationsSummaryTable.rule.section]).toEqual(['series-formations', 'Combat formations', '4.0 Combat Formations'])
    expect(formationsSummaryTable.columns).toEqual(['arm', 'formation', 'counter side', 'front hexes', 'melee attack hexes', 'firepower', 'melee attacking', 'melee defending', 'morale', 'section'])
    expect(formationsSummaryTable.rows[0]).toEqual(['infantry', 'Infantry in line', 'line', 2, 2, 'printed', 'printed', 'printed', 0, '4.1 Infantry in Line Formation'])
    expect(formationsSummaryTable.notes).toEqual(['Defending from a flank or rear hex: melee value halved, round up (8.6). A square halves against infantry; cavalry attacking a square is reduced to 1 (4.4, 4.7).'])
  })
  it('every ruling has a title, a question and labelled options', () => {
    for (const r of SERIES_COMBAT_RULINGS) {
      expect(r.title.length, r.id).toBeGreaterThan(5)
      expect(r.question.endsWith('?'), r.id).toBe(true)
      for (const o of r.options) expect(o.label.length, o.value).toBeGreaterThan(10)
    }
  })
})
