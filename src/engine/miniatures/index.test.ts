import { describe, expect, it } from 'vitest'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import miniatures, { combatEffectsTable, referenceSheetTable, terrainTable, unitType } from './index'

// Typed from seed 003's reference sheet by hand (no seed file needed): a few rows checked cell by cell.
describe('transcription (no seeds needed)', () => {
  it('reference sheet rows: 23 printed rows including every "move 2: NO fire" row', () => {
    expect(referenceSheetTable.rows).toHaveLength(23)
    expect(referenceSheetTable.rows.filter((r) => r[4] === 'NO')).toHaveLength(6)
    expect(referenceSheetTable.rows[0]).toEqual([4, 'Old Guard', 1, 'and', 12, 6, '-', '-', '-'])
    expect(referenceSheetTable.rows[1]).toEqual(['', '', 2, '', 'NO', 'NO', '-', '-', '-'])
    expect(unitType('heavy-artillery').options[0]!.fire).toEqual([18, 10, 7, 4, 2])
    expect(unitType('horse-artillery').options[1]).toEqual({ move: 2, and: 'and', fire: [10, 6, 3, '-', '-'] })
    expect(unitType('garrison')).toMatchObject({ disorder: 1, options: [{ move: 'no', fire: [4, '-', '-', '-', '-'] }] })
  })
  it('terrain and combat effects rows', () => {
    expect(terrainTable.rows.find((r) => r[0] === 'Fortified Build.')).toEqual(['Fortified Build.', 'Stop', '-5 (-3)', 'block'])
    expect(terrainTable.rows.find((r) => r[0] === 'Stream/Swamp')).toEqual(['Stream/Swamp', 'Stop', '(-2)', '-'])
    expect(combatEffectsTable.rows[5]).toEqual([6, 1, 2, 2, 2, 3, 2])
    expect(combatEffectsTable.rows[1]).toEqual([2, 0, 1, 1, 2, 2, 2])
  })
})

describe('the miniatures ruleset module', () => {
  it('is id miniatures, measures segments, from seeds 003 and 000', () => {
    expect(miniatures).toMatchObject({ id: 'miniatures', title: "Advanced Vive l'Empereur — version for miniatures", measures: 'segments', seeds: ['003', '000'] })
    expect(Object.keys(miniatures.calculators).sort()).toEqual(['combat-effects', 'command-dice', 'fire', 'general-capture', 'opportunity-fire', 'special-action'])
    expect(miniatures.dice.map((d) => d.id)).toEqual(['d6', 'd10', 'white', 'battle'])
  })
  it('every calculator example resolves: distribution sums exactly and agrees with resolve over all faces', () => {
    for (const calc of Object.values(miniatures.calculators)) {
      expect(calc.dice(calc.example).length, calc.id).toBeGreaterThan(0)
      expectAgreesWithResolve(calc, calc.example)
      expect(calc.outcomes(calc.example).length, calc.id).toBeGreaterThan(1)
    }
  })
  it('every table cites seed 003 or 000 and has rows', () => {
    for (const t of miniatures.tables) {
      expect(['003', '000']).toContain(t.rule.seed)
      expect(t.rows.length).toBeGreaterThan(0)
    }
  })
})
