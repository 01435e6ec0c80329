import type { ReferenceTable } from '../core'
import { BATTLE_DIE, BATTLE_FACES } from './battleDie'
import { CARDS_RULE, ORDER_CARDS, ORDER_CARDS_NOTE, SPECIAL_CARDS, SPECIAL_DEAL } from './cards'
import { COMBAT_MODIFIERS, MODIFIERS_RULE } from './modifiers'
import { MOVEMENT, MOVEMENT_RULE } from './movement'
import { FIRE_RANGES, RANGE_RULE } from './rangeTable'
import { rule000 } from './refs'
import { BOARDGAME_SCENARIOS, HYPOTHETICAL_FORCE, HYPOTHETICAL_REINFORCEMENTS, HYPOTHETICAL_TILES, PRUSSIAN_ENTRY, PRUSSIAN_REINFORCEMENTS,
  REINFORCEMENT_SECTORS, type ForceEntry } from './scenarios'
import { TERRAIN, TERRAIN_RULE } from './terrain'
import { UNIT_TYPES } from './units'

const HEXES = [1, 2, 3, 4, 5, 6, 7]
const force = (entries: readonly ForceEntry[]) => entries.map((e) => [e.count, e.unit, e.printed])

export const BOARDGAME_TABLES: readonly ReferenceTable[] = [
  { id: 'boardgame-battle-die', title: 'Black battle die', rule: rule000('1.2 Dice'), columns: ['Face', 'Sides'],
    rows: BATTLE_FACES.map((f) => [f, BATTLE_DIE.faces.filter((x) => x === f).length]),
    notes: ['A hit is the face of the target’s type; élite infantry, heavy cavalry and heavy artillery also hit on a general (9.3); a flag is a retreat (10.0).',
      'White special-action dice: 2 French, 2 English and 2 Prussian flags.'] },
  { id: 'boardgame-units', title: 'Units', rule: rule000('1.1 Armies'), columns: ['Unit', 'Chips', 'Elements', 'Chips colour', 'In the box'],
    rows: UNIT_TYPES.map((u) => [u.name, u.chips, u.elements, u.chips ? (u.red ? 'red' : 'white') : '-', u.inTheBox]),
    notes: ['Garrisons and skirmishers share 12 flat counters and are removed after one hit (9.31).'] },
  { id: 'boardgame-dice-by-range', title: 'Battle dice by unit and range', rule: RANGE_RULE,
    columns: ['Unit', ...HEXES.map((h) => `${h} hex${h === 1 ? '' : 'es'}`)],
    rows: FIRE_RANGES.map((r) => [r.name, ...HEXES.map((h) => r.dice[h - 1] ?? (r.hillBonus && h === r.dice.length + 1 ? '1*' : '-'))]),
    notes: ['* from a hill only (artillery range +1, 8.3).', 'Horse artillery rolls as light artillery.',
      'Infantry, garrisons and skirmishers cause no more hits than their elements (garrisons and skirmishers 1); cavalry and artillery are not capped.'] },
  { id: 'boardgame-combat-modifiers', title: 'Combat modifiers', rule: MODIFIERS_RULE, columns: ['#', 'Modifier'],
    rows: COMBAT_MODIFIERS.map((m) => [m.number, m.text]) },
  { id: 'boardgame-terrain', title: 'Terrain', rule: TERRAIN_RULE, columns: ['Terrain', 'Movement', 'Combat', 'Line of sight'],
    rows: TERRAIN.filter((t) => t.section.startsWith('8.')).map((t) => [t.name, t.movement, t.combat, t.lineOfSight]) },
  { id: 'boardgame-movement', title: 'Movement', rule: MOVEMENT_RULE, columns: ['Unit', 'Move', 'Entirely on road'],
    rows: MOVEMENT.map((m) => [m.unit, m.move, m.road || '-']) },
  { id: 'boardgame-command-cards', title: '72 command cards', rule: CARDS_RULE, columns: ['Count', 'Italian', 'English', 'French player', 'Allied player'],
    rows: [...ORDER_CARDS, ...SPECIAL_CARDS].map((c) => [c.count, c.italian, c.english,
      c.kind === 'special' ? SPECIAL_DEAL.french[c.id]! : '24 order cards dealt at random',
      c.kind === 'special' ? SPECIAL_DEAL.allied[c.id]! : '24 order cards dealt at random']),
    notes: [ORDER_CARDS_NOTE, '36 cards each; a hand of 6 per hour, 6 rounds an hour, up to 6 hours (4.1, 5.0).',
      ...SPECIAL_CARDS.map((c) => `${c.english} (${c.italian}): ${c.text}`)] },
  { id: 'boardgame-scenario-victory', title: 'Scenario victory conditions', rule: rule000('13.0 Historical Scenarios'), columns: ['Scenario', 'French', 'Allies'],
    rows: Object.values(BOARDGAME_SCENARIOS).map((s) => [s.name, s.victory[0]!.text, s.victory[1]!.text]),
    notes: ['4.2 otherwise: you win immediately when you eliminate half the enemy units (rounded-up).', 'Ligny: the elimination of the garrisons does NOT count.'] },
  { id: 'boardgame-prussian-entry', title: 'Prussian entrance hex (Waterloo)', rule: rule000('13.1 Waterloo'), columns: ['D6', 'Hex'],
    rows: PRUSSIAN_ENTRY.map((e) => [e.faces.length > 1 ? `${e.faces[0]}-${e.faces[e.faces.length - 1]}` : e.faces[0]!, e.hex]),
    notes: ['From the 5th hour, 2 Prussian units arrive at the start of each round.'] },
  { id: 'boardgame-prussian-reinforcements', title: 'Prussian reinforcements (Waterloo)', rule: rule000('13.1 Waterloo'), columns: ['Count', 'Unit', 'As printed'],
    rows: force(PRUSSIAN_REINFORCEMENTS) },
  { id: 'boardgame-hypothetical-forces', title: 'Hypothetical battle: units and reinforcements (each player)', rule: rule000('13.4 Hypothetical Battles'),
    columns: ['Count', 'Unit', 'As printed'], rows: [...force(HYPOTHETICAL_FORCE), ...force(HYPOTHETICAL_REINFORCEMENTS)],
    notes: ['3 generals and 17 units each; 4 reinforcements: two in the 4th hour, one in the 5th and one in the 6th.'] },
  { id: 'boardgame-reinforcement-sector', title: 'Reinforcement sector (hypothetical battle)', rule: rule000('13.4 Hypothetical Battles'), columns: ['D6', 'Sector'],
    rows: REINFORCEMENT_SECTORS.map((s) => [`${s.faces[0]}-${s.faces[1]}`, s.printed]) },
  { id: 'boardgame-hypothetical-tiles', title: 'Terrain tiles (hypothetical battle)', rule: rule000('13.4 Hypothetical Battles'), columns: ['Tile', 'Count'],
    rows: HYPOTHETICAL_TILES.map((t) => [t.name, t.count]), notes: ['Each player draws 15: 10 in his friendly zone, 5 in the disputed zone.'] },
]
