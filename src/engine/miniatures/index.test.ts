import { describe, expect, it } from 'vitest'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import miniatures, { COMBAT_RANGE_RULE, COMMAND_DIE, combatEffectsTable, movementOption, referenceSheetTable, RETREAT_RULE, RULER_RULE, TABLE_RULE, terrainTable, unitType } from './index'

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

describe('calculators and rule references say the book\'s sections (seed 003 on seed 000)', () => {
  it('every calculator\'s title and section', () => {
    expect(Object.values(miniatures.calculators).map((c) => [c.id, c.title, `${c.rule.seed} ${c.rule.section}`])).toEqual([
      ['fire', 'Fire / charge', '003 Reference Sheet: Army Units (1.1), Fire Value RANGE'],
      ['combat-effects', 'Combat effects', '003 Combat Effects (9.1)'],
      ['special-action', 'Special action', '003 9.3 Special Actions'],
      ['opportunity-fire', 'Artillery opportunity fire', '003 9.3 Special Actions: Moving Cavalry adjacent to the intended target'],
      ['general-capture', "General's capture", "003 9.4.1 General's Capture"],
      ['command-dice', 'Command dice', '003 Battle Round (5.1)'],
    ])
  })
  it('the sections the working lines cite', () => {
    expect([RULER_RULE, COMBAT_RANGE_RULE, RETREAT_RULE, TABLE_RULE].map((r) => `${r.seed} ${r.section}`)).toEqual([
      '003 1.3 The Ruler', '003 7.3 Combat Range', '003 10.0 Retreats', '003 2.1 The Gaming Table'])
    expect(COMMAND_DIE).toMatchObject({ id: 'battle', name: 'command (battle) die' })
  })
  it('a unit moves 0 or more segments, and no farther than its sheet prints (seed 003, 6.0)', () => {
    expect(() => movementOption(unitType('french-infantry'), -1)).toThrow(expect.objectContaining({ code: 'out-of-range', field: 'moved' }))
    expect(() => movementOption(unitType('garrison'), 1)).toThrow('Garrison cannot move 1 segment (reference sheet: at most 0).')
    expect(() => movementOption(unitType('french-infantry'), 3)).toThrow('French Infantry cannot move 3 segments (reference sheet: at most 2).')
  })
})
