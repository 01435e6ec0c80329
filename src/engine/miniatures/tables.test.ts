import { describe, expect, it } from 'vitest'
import { combatEffectsTable, commandCardsTable, fireModifiersTable, MINIATURES_TABLES, referenceSheetTable, terrainTable } from './tables'

describe('quick-reference tables as printed (seed 003 Reference Sheet; cards seed 000)', () => {
  it('lists the five printed tables with their ids and sections', () => {
    expect(MINIATURES_TABLES.map((t) => [t.id, t.title, t.rule.seed, t.rule.section])).toEqual([
      ['miniatures-reference-sheet', 'Army units and fire value by range', '003', 'Reference Sheet: Army Units (1.1), Fire Value RANGE'],
      ['miniatures-fire-modifiers', 'Fire value modifiers', '003', 'Fire Value Modifiers (9.2)'],
      ['miniatures-terrain', 'Terrain effect', '003', 'Terrain Effect (8.0)'],
      ['miniatures-combat-effects', 'Combat effects', '003', 'Combat Effects (9.1)'],
      ['miniatures-command-cards', '72 command cards', '000', 'Reference Sheet: 72 Command Cards'],
    ])
  })
  it('reference sheet: columns as printed, horse artillery rows, a note on segments', () => {
    expect(referenceSheetTable.columns).toEqual(['disor.', 'Unit', 'Mov. SEGM.', '', 'close 1 HEX', 'med. 2 HEXES', '1/2 lun 3 HEXES', 'long 4 HEXES', 'max 5 HEXES'])
    expect(referenceSheetTable.rows.slice(19, 21)).toEqual([[3, 'Horse Artillery', 0, 'and', 14, 8, 4, '-', '-'], ['', '', 2, 'and', 10, 6, 3, '-', '-']])
    expect(referenceSheetTable.notes).toEqual(['Ranges are in 8 cm segments (the sheet says HEX). "NO": may not fire after this move. "-": no fire.'])
  })
  it('fire modifiers: list and printed text, first and last lines', () => {
    expect(fireModifiersTable.columns).toEqual(['list', 'modifier'])
    expect(fireModifiersTable.rows).toHaveLength(14)
    expect(fireModifiersTable.rows[0]).toEqual(['all', 'For each "disorder point": -1'])
    expect(fireModifiersTable.rows[13]).toEqual(['artillery', 'Fire on cavalry unit: -2'])
  })
  it('terrain: protection with the firing modifier in brackets; "-" alone stays "-"', () => {
    expect(terrainTable.columns).toEqual(['Terrain', 'Movem.', 'Modifiers for protection', 'LoS (7.4)'])
    expect(terrainTable.rows).toEqual([
      ['Wood', 'Stop', '-2 (-1)', 'block'], ['Orchard', '-', '-1', '-'], ['Hill', '-', '-2', 'block'], ['Farm', 'Stop', '-2 (-1)', 'block'],
      ['Town', 'Stop', '-3 (-2)', 'block'], ['Fortified Build.', 'Stop', '-5 (-3)', 'block'], ['Stream/Swamp', 'Stop', '(-2)', '-'],
      ['Bridge', '-', '-', '-'], ['Field', '-', '-1', 'block'], ['Impassable', 'NO', 'NO', 'block'],
    ])
    expect(terrainTable.notes).toEqual(['(#) Modifier for firing unit in this terrain.'])
  })
  it('combat effects: die roll then disorder/retreat pairs per column', () => {
    expect(combatEffectsTable.columns).toEqual(['die roll', '1 hit disorder', '1 hit retreat', '2 hits disorder', '2 hits retreat', '3 or + hits disorder', '3 or + hits retreat'])
    expect(combatEffectsTable.rows).toEqual([[1, 0, 1, 1, 1, 2, 1], [2, 0, 1, 1, 2, 2, 2], [3, 1, 0, 2, 0, 3, 1], [4, 1, 0, 2, 0, 3, 1], [5, 1, 1, 2, 1, 3, 2], [6, 1, 2, 2, 2, 3, 2]])
  })
  it('command cards: 21 lines; order cards dealt at random, specials by side; the note and each card text', () => {
    expect(commandCardsTable.columns).toEqual(['count', 'Card', 'Printed name', 'French player', 'Allied player'])
    expect(commandCardsTable.rows).toHaveLength(21)
    expect(commandCardsTable.rows[0]).toEqual([5, 'Attack on the Right flank', 'Attacco dx', '24 order cards dealt at random', '24 order cards dealt at random'])
    expect(commandCardsTable.rows[15]).toEqual([3, 'Grand Charge', 'Grande Carica', 2, 1])
    expect(commandCardsTable.rows[17]).toEqual([3, 'Counter-Attack', 'Contrattacco', 1, 2])
    expect(commandCardsTable.notes![0]).toBe('Note: An attack “on the right flank”, is an attack by your right flank on the enemy’s left flank.')
    expect(commandCardsTable.notes![1]).toMatch(/^Forced March \(Marce Forzate\): All the infantry units in one sector can move 2 hexes and fight\./)
    expect(commandCardsTable.notes).toHaveLength(9)
  })
})
