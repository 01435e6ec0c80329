import type { ReferenceTable } from '../core'
import { COMBAT_EFFECTS, COMBAT_EFFECTS_RULE } from './combatEffectsTable'
import { FIRE_MODIFIERS_RULE, FIRE_VALUE_MODIFIERS } from './modifiers'
import { CARDS_RULE, ORDER_CARDS, ORDER_CARDS_NOTE, SPECIAL_CARDS, SPECIAL_DEAL } from '../boardgame/cards'
import { REFERENCE_SHEET_RULE, UNIT_TYPES } from './referenceSheet'
import { TERRAIN, TERRAIN_RULE } from './terrain'

/** Cells exactly as printed: the first row of a unit carries disor. and Unit, its further rows leave them blank. */
export const referenceSheetTable: ReferenceTable = {
  id: 'miniatures-reference-sheet', title: 'Army units and fire value by range', rule: REFERENCE_SHEET_RULE,
  columns: ['disor.', 'Unit', 'Mov. SEGM.', '', 'close 1 HEX', 'med. 2 HEXES', '1/2 lun 3 HEXES', 'long 4 HEXES', 'max 5 HEXES'],
  rows: UNIT_TYPES.flatMap((u) => u.options.map((o, i) => [i === 0 ? u.disorder : '', i === 0 ? u.printed ?? u.name : '', o.move, o.and, ...o.fire])),
  notes: ['Ranges are in 8 cm segments (the sheet says HEX). "NO": may not fire after this move. "-": no fire.'],
}

export const fireModifiersTable: ReferenceTable = {
  id: 'miniatures-fire-modifiers', title: 'Fire value modifiers', rule: FIRE_MODIFIERS_RULE,
  columns: ['list', 'modifier'],
  rows: FIRE_VALUE_MODIFIERS.map((m) => [m.list, m.text]),
}

const protection = (p: number | string, from: number | null) =>
  p === '-' && from !== null ? `(${from})` : `${p}${from !== null ? ` (${from})` : ''}`
export const terrainTable: ReferenceTable = {
  id: 'miniatures-terrain', title: 'Terrain effect', rule: TERRAIN_RULE,
  columns: ['Terrain', 'Movem.', 'Modifiers for protection', 'LoS (7.4)'],
  rows: TERRAIN.map((t) => [t.name, t.movement, protection(t.protection, t.firingFrom), t.los]),
  notes: ['(#) Modifier for firing unit in this terrain.'],
}

export const combatEffectsTable: ReferenceTable = {
  id: 'miniatures-combat-effects', title: 'Combat effects', rule: COMBAT_EFFECTS_RULE,
  columns: ['die roll', '1 hit disorder', '1 hit retreat', '2 hits disorder', '2 hits retreat', '3 or + hits disorder', '3 or + hits retreat'],
  rows: COMBAT_EFFECTS.map((row, i) => [i + 1, ...row.flatMap((c) => [c.disorder, c.retreat])]),
}

export const commandCardsTable: ReferenceTable = {
  id: 'miniatures-command-cards', title: '72 command cards', rule: CARDS_RULE,
  // English first; the Italian printed name stays beside it as the hint the cards themselves carry.
  columns: ['count', 'Card', 'Printed name', 'French player', 'Allied player'],
  rows: [...ORDER_CARDS, ...SPECIAL_CARDS].map((c) => [c.count, c.english, c.italian,
    c.kind === 'special' ? SPECIAL_DEAL.french[c.id]! : '24 order cards dealt at random',
    c.kind === 'special' ? SPECIAL_DEAL.allied[c.id]! : '24 order cards dealt at random']),
  notes: [ORDER_CARDS_NOTE, ...SPECIAL_CARDS.map((c) => `${c.english} (${c.italian}): ${c.text}`)],
}

export const MINIATURES_TABLES: readonly ReferenceTable[] = [
  referenceSheetTable, fireModifiersTable, terrainTable, combatEffectsTable, commandCardsTable,
]
