import type { ReferenceTable } from '../../core'
import { BASE_SIZES } from './basing'
import { FORMATION_CHANGE, FORMATIONS } from './formationChange'
import { GROUND_SCALE_YARDS_PER_MM } from './groundScale'
import { LEADER_NATIONS, leadersOf } from './leaders'
import { MOVEMENT, MOVEMENT_FORMATIONS, ROAD_NOTE } from './movement'
import { NATIONALITY_FACTOR_TABLE } from './nationality'
import { TROOP_NATIONS, troopTypesOf } from './nationalCharacteristics'
import { DEAD_GROUND, OBSERVER_LEVELS } from './visibility'

const ref = (section: string) => ({ seed: '004', section })
const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '-')
const printed = (v: number | null) => (v === null ? '-' : v)

const nationalityTable: ReferenceTable = {
  id: 'wargaming-nationality-factor',
  title: 'Nationality factor',
  rule: ref('National Characteristics: Nationality Factor'),
  columns: ['Nationality', 'Factor'],
  rows: NATIONALITY_FACTOR_TABLE.map((r) => [r.nationalities, r.factor]),
  notes: ['Ruling 10: Austrian pre-1809 = before 1809; Prussians in 1806 = 1806 only.'],
}

const leaderTables: ReferenceTable[] = LEADER_NATIONS.map((nation) => ({
  id: `wargaming-leaders-${slug(nation)}`,
  title: `Leaders: ${nation}`,
  rule: ref('National Characteristics: Leadership Factors'),
  columns: ['Name', 'Leadership', 'Morale', 'Command Indecision'],
  // A blank cell is a rating the seed does not print (Neubronn).
  rows: leadersOf(nation).map((l) => [l.name, l.leadership ?? '', l.morale ?? '', l.commandIndecision ?? '']),
  notes: ['Ruling 12: Neubronn is printed without ratings; Brennier and Henestrosa are printed twice.'],
}))

const troopTables: ReferenceTable[] = TROOP_NATIONS.map((nation) => ({
  id: `wargaming-troops-${slug(nation)}`,
  title: `Troop types and unit factors: ${nation}`,
  rule: ref('National Characteristics: Troop Types and Unit Factors'),
  columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
  rows: troopTypesOf(nation).map((t) => [
    t.arm, t.troopType, printed(t.fireFactor), t.meleeFactor, t.moraleFactor, t.controlFactor, t.skirmish ? 'Yes' : 'No',
  ]),
  notes: ['Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.'],
}))

export const WARGAMING_DATA_TABLES: ReferenceTable[] = [
  nationalityTable,
  ...leaderTables,
  ...troopTables,
  {
    id: 'wargaming-movement',
    title: 'Movement (yards)',
    rule: ref('Movement'),
    columns: ['Troop type', ...MOVEMENT_FORMATIONS],
    rows: MOVEMENT.map((r) => [r.troopType, ...[r.line, r.columnOrLimbered, r.road, r.manhandled, r.skirmish].map(printed)]),
    notes: [
      `* ${ROAD_NOTE}`,
      'Contours: infantry and foot artillery −20 yd each, cavalry and horse artillery −40 yd each.',
      'Fords, fordable streams, woods, orchards, vineyards, marshes: half rate (not skirmishers). Tired: half rate.',
      'An about turn takes 1/4 of a move.',
    ],
  },
  {
    id: 'wargaming-formation-change',
    title: 'Changes of formation (proportion of a phase)',
    rule: ref('Movement: Changes of formation and facing'),
    columns: ['Original formation', ...FORMATIONS],
    rows: FORMATIONS.map((f) => [f, ...FORMATION_CHANGE[f]]),
    notes: [
      'All troops are unformed while changing formation.',
      'Conscripts take double the above times.',
      'No change of formation 50 yards or closer to formed enemy units (excluding skirmishers).',
    ],
  },
  {
    id: 'wargaming-visibility',
    title: 'Visibility: dead ground (yards)',
    rule: ref('Visibility'),
    columns: ['Obstruction', ...OBSERVER_LEVELS.map((l) => `Observer on ${l}`)],
    rows: DEAD_GROUND.map((r) => [r.obstruction, ...r.cells]),
    notes: ['X = no visibility beyond the obstruction at all.', 'A tree or house is equivalent to one contour high.'],
  },
  {
    id: 'wargaming-ground-scale',
    title: 'Ground scale and bases',
    rule: ref('Scale and Equipment: Ground Scale'),
    columns: ['Figures', '1 mm ='],
    rows: Object.entries(GROUND_SCALE_YARDS_PER_MM).map(([mm, yd]) => [`${mm} mm`, `${yd} yards`]),
    notes: [
      ...BASE_SIZES.map((b) => `${b.arm} base: ${b.upTo ? 'up to ' : ''}${b.widthYards} × ${b.depthYards} yards`),
      'Scaling up: a base as a battalion at 25 mm → 1 yard = 0.25 mm (divide distances by four).',
    ],
  },
]
