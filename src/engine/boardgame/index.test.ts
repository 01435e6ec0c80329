import { describe, expect, it } from 'vitest'
import { defaultRulings } from '../ruleset'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import boardgame, { BATTLE_DIE, BOARDGAME_RULINGS, BOARDGAME_TABLES, boardgameRulings, combat, newUnit, retreat, unitType, UNIT_TYPES, victory } from './index'

describe('the boardgame ruleset module', () => {
  it('is id boardgame, seed 000, measured in hexes, named and default export', () => {
    expect(boardgame).toMatchObject({ id: 'boardgame', seeds: ['000'], measures: 'hexes' })
    expect(Object.keys(boardgame.calculators).sort()).toEqual([
      'boardgame.combat', 'boardgame.prussian-early-arrival', 'boardgame.prussian-entry', 'boardgame.rally', 'boardgame.reinforcement', 'boardgame.special-action'])
    expect(boardgame.dice.map((d) => d.id)).toEqual(['battle', 'white', 'd6'])
    expect(boardgame.tables).toBe(BOARDGAME_TABLES)
    expect(boardgame.rulings).toBe(BOARDGAME_RULINGS)
    expect([typeof combat.resolve, typeof retreat, typeof victory]).toEqual(['function', 'function', 'function'])
  })
  it('every calculator example resolves, sums exactly and agrees with resolve', () => {
    for (const calc of Object.values(boardgame.calculators)) {
      expect(calc.dice(calc.example).length, calc.id).toBeGreaterThan(0)
      expectAgreesWithResolve(calc, calc.example)
      expect(calc.outcomes(calc.example).length, calc.id).toBeGreaterThan(1)
      expect(calc.rule.seed, calc.id).toBe('000')
    }
  })
  it('every table cites seed 000, has rows, and each row fits its columns', () => {
    expect(BOARDGAME_TABLES.map((t) => t.id)).toHaveLength(new Set(BOARDGAME_TABLES.map((t) => t.id)).size)
    for (const t of BOARDGAME_TABLES) {
      expect(t.rule.seed, t.id).toBe('000')
      expect(t.rows.length, t.id).toBeGreaterThan(0)
      for (const r of t.rows) expect(r.length, t.id).toBe(t.columns.length)
      for (const text of [t.id, t.title, t.rule.section, ...t.columns.slice(0, 2), ...(t.notes ?? [])]) expect(text.trim().length, t.id).toBeGreaterThan(0)
    }
  })
  it('tables read as printed: dice by range, die faces, units', () => {
    const range = BOARDGAME_TABLES.find((t) => t.id === 'boardgame-dice-by-range')!
    expect(range.rows).toEqual([
      ['Infantry', 4, 3, 2, '-', '-', '-', '-'], ['Garrisons', 4, '-', '-', '-', '-', '-', '-'], ['Skirmishers', 2, '-', '-', '-', '-', '-', '-'],
      ['Light Artillery', 5, 4, 3, 2, 1, '1*', '-'], ['Heavy Artillery', 6, 5, 4, 3, 2, 1, '1*'], ['Cavalry', 3, '-', '-', '-', '-', '-', '-']])
    expect(BOARDGAME_TABLES.find((t) => t.id === 'boardgame-battle-die')!.rows).toEqual([['infantry', 2], ['cavalry', 1], ['artillery', 1], ['general', 1], ['flag', 1]])
    expect(BOARDGAME_TABLES.find((t) => t.id === 'boardgame-units')!.rows).toEqual([
      ['Line infantry', 3, 4, 'white', 12], ['Élite infantry', 3, 4, 'red', 3], ['Light cavalry', 2, 3, 'white', 4], ['Heavy cavalry', 2, 3, 'red', 4],
      ['Light artillery', 1, 2, 'white', 2], ['Heavy artillery', 2, 3, 'red', 2], ['Horse artillery', 1, 2, 'white', 1], ['Garrison', 0, 1, '-', 12], ['Skirmisher', 0, 1, '-', 12]])
    expect(BOARDGAME_TABLES.find((t) => t.id === 'boardgame-prussian-entry')!.rows).toEqual([['1-3', 'V5'], [4, 'V9'], [5, 'V11'], [6, 'T13']])
    expect(BOARDGAME_TABLES.find((t) => t.id === 'boardgame-reinforcement-sector')!.rows).toEqual([['1-2', 'Left Wing'], ['3-4', 'Centre'], ['5-6', 'Right Wing']])
    expect(BOARDGAME_TABLES.find((t) => t.id === 'boardgame-command-cards')!.rows).toHaveLength(21)
    expect(BOARDGAME_TABLES.find((t) => t.id === 'boardgame-terrain')!.rows).toHaveLength(10)
    expect(BOARDGAME_TABLES.find((t) => t.id === 'boardgame-movement')!.rows[1]).toEqual(['Skirmishers',
      'If activated, a skirmisher may move 1 space and/or fire as long as it remains adjacent to the parent unit.', '-'])
  })
  it('the battle die: infantry twice, cavalry, artillery, general, flag (1.2)', () => {
    expect([...BATTLE_DIE.faces].sort()).toEqual(['artillery', 'cavalry', 'flag', 'general', 'infantry', 'infantry'])
  })
})

describe('units (1.1)', () => {
  it('a unit fresh from the box is at full strength: infantry 4, cavalry 3, heavy guns 3, light and horse guns 2, garrisons 1', () => {
    expect(UNIT_TYPES.map((u) => [u.type, u.elements])).toEqual([
      ['line-infantry', 4], ['elite-infantry', 4], ['light-cavalry', 3], ['heavy-cavalry', 3], ['light-artillery', 2], ['heavy-artillery', 3],
      ['horse-artillery', 2], ['garrison', 1], ['skirmisher', 1]])
    expect(newUnit('u1', '1st Line', 'french', 'French', 'heavy-cavalry')).toEqual({
      id: 'u1', name: '1st Line', side: 'french', nation: 'French', type: 'heavy-cavalry', elements: 3, startingElements: 3 })
    expect(unitType('elite-infantry')).toMatchObject({ arm: 'infantry', red: true })
    expect(() => unitType('hussar' as 'garrison')).toThrow(/not a unit of this game/)
  })
})

describe('rulings (RULES.md 17–19, 28–33)', () => {
  it('every ruling says its title, question and each option in words (none blank, options distinct)', () => {
    for (const r of BOARDGAME_RULINGS) {
      for (const text of [r.id, r.title, r.question, ...r.options.flatMap((o) => [o.value, o.label])]) expect(text.trim().length, r.id).toBeGreaterThan(3)
      expect(new Set(r.options.map((o) => o.value)).size, r.id).toBe(r.options.length)
    }
    expect(new Set(BOARDGAME_RULINGS.map((r) => r.id)).size).toBe(BOARDGAME_RULINGS.length)
  })
  it('numbers and defaults', () => {
    expect(BOARDGAME_RULINGS.map((r) => r.number ?? '-')).toEqual([17, 18, 19, 28, 29, 30, 31, 32, 33, 33, 33, '-'])
    expect(boardgameRulings(defaultRulings(BOARDGAME_RULINGS))).toEqual({
      blockedRetreat: 'one element', retreatCancelFirst: 'cancel first', generalDieForSmallUnits: 'extra die', fieldsDie: 'minus one',
      scenarioLosses: 'replace', garrisonAsInfantry: 'as infantry' })
  })
  it('a battle’s choice is passed through; an unknown value falls back to the default', () => {
    const r = boardgameRulings({ blockedRetreat: 'one per flag left', fieldsDie: 'no modifier', garrisonAsInfantry: 'sometimes' })
    expect([r.blockedRetreat, r.fieldsDie, r.garrisonAsInfantry]).toEqual(['one per flag left', 'no modifier', 'as infantry'])
    const all = boardgameRulings({ retreatCancelFirst: 'artillery rule first', generalDieForSmallUnits: 'no extra die', scenarioLosses: 'either' })
    expect([all.retreatCancelFirst, all.generalDieForSmallUnits, all.scenarioLosses]).toEqual(['artillery rule first', 'no extra die', 'either'])
  })
  it('each ruling option reaches its calculator', () => {
    const r = boardgameRulings({ fieldsDie: 'no modifier' })
    expect(combat.dice({ firer: { type: 'line-infantry', elements: 4 }, target: { type: 'line-infantry', elements: 4, terrain: 'field' }, range: 1, rulings: r })).toHaveLength(4)
    expect(retreat({ unit: 'line-infantry', flags: 2, elements: 3, path: ['enemy'], rulings: boardgameRulings({ blockedRetreat: 'one per flag left' }) }).elementsLost).toBe(2)
  })
})
