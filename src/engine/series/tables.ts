import type { ReferenceTable } from '../core'
import { bandLabel } from './bands'
import { FORMATIONS } from './formations'
import { EMPTY_FIRE_TABLE, FIRE_TABLE_RULE, type FireTable } from './fireTable'
import { EMPTY_FORMATIONS_TABLE, FORMATIONS_TABLE_COLUMNS, FORMATIONS_TABLE_RULE, type FormationsTable } from './formationsTable'
import { EMPTY_MELEE_TABLE, MELEE_TABLE_RULE, oddsLabel, type MeleeTable } from './meleeTable'
import { ENTER_FROM_PLAY_AID, seriesRef } from './refs'
import { STACKING_LIMITS, STACKING_LIMITS_RULE } from './stacking'

const EMPTY_NOTE = `Not printed in the rules: ${ENTER_FROM_PLAY_AID}. Until it is filled, the players enter the result they read.`
const rule = (r: string) => ({ 'printed': 'printed', 'printed+1': 'printed +1', half: 'halved (round up)', none: '—', one: '1', ignored: 'ignored' })[r] ?? r

/** Chapter 4 in one table, from the formation data (each row cites its section). */
export const formationsSummaryTable: ReferenceTable = {
  id: 'series-formations', title: 'Combat formations', rule: seriesRef('4.0 Combat Formations'),
  columns: ['arm', 'formation', 'counter side', 'front hexes', 'melee attack hexes', 'firepower', 'melee attacking', 'melee defending', 'morale', 'section'],
  rows: FORMATIONS.map((f) => [f.type, f.name, f.counterSide, f.frontHexes, f.attackHexes, rule(f.firepower), rule(f.meleeAttack), rule(f.meleeDefence), f.moraleModifier, f.rule.section]),
  notes: ['Defending from a flank or rear hex: melee value halved, round up (8.6). A square halves against infantry; cavalry attacking a square is reduced to 1 (4.4, 4.7).'],
}

export const stackingTable: ReferenceTable = {
  id: 'series-stacking', title: 'Stacking limits', rule: STACKING_LIMITS_RULE,
  columns: ['units', 'steps per hex'],
  rows: [['artillery and infantry', STACKING_LIMITS.infantryAndArtillery], ['cavalry', STACKING_LIMITS.cavalry]],
  notes: ['Cavalry with infantry or artillery: both stacks disorganized, both retreat 2 hexes (5.2).', 'Only the top unit fires; losses go to the top unit (5.3, 5.4).'],
}

export const fireRangeTable: ReferenceTable = {
  id: 'series-fire-range', title: 'Fire range', rule: seriesRef('7.2 Range'),
  columns: ['unit', 'defensive and offensive fire', 'opportunity fire'],
  rows: [['regular infantry, light infantry not in tirailleurs', '1 hex', '1 hex'], ['light infantry in tirailleurs', '2 hexes', '1 hex'], ['unlimbered artillery', '5 to 7 hexes', '2 hexes']],
  notes: ['Artillery: subtract the hexes between firer and target, final minimum 1 (4.12). Tirailleurs at 2 hexes: firepower −2, minimum 1 (4.6).',
    'Die +1 against a square (7.10); −1 against tirailleurs (4.6).'],
}

export const meleeResultsTable: ReferenceTable = {
  id: 'series-melee-results', title: 'Melee results', rule: seriesRef('8.8 Melee Combat'),
  columns: ['result', 'meaning'],
  rows: [['0 or 1', 'number of step losses'], ['*', 'immediate morale check for the stack that took part in the combat'], ['D', 'Disorganization and 2 hexes retreat'],
    ['D1', 'Disorganization, one step loss and 2 hexes retreat'], ['E', 'Elimination of all units in the target hex']],
  notes: ['The first result applies to the attacker, the second result to the defender (A/D).', 'Infantry charged, not in square or general order: 0 still is 0, 1 becomes 2, D becomes D1, D1 becomes D2 (9.6).'],
}

export const formSquareTable: ReferenceTable = {
  id: 'series-form-square', title: 'Forming square against a charge', rule: seriesRef('9.6 Square'),
  columns: ['distance of the charging cavalry', 'morale modifier'],
  rows: [['3 hexes or more', '+1'], ['2 hexes', 'no modifier'], ['adjacent', 'no square attempt']],
  notes: ['All the usual modifiers except the flank/rear modifier.'],
}

/** An owner-entered Fire Table as a reference table (empty until entered). */
export const fireTableReference = (t: FireTable): ReferenceTable => ({
  id: t.id, title: t.title, rule: FIRE_TABLE_RULE, columns: ['die', ...t.columns.map(bandLabel)],
  rows: t.rows.map((r) => [bandLabel(r.die), ...r.cells]), notes: [t.rows.length ? `Source: ${t.source}` : EMPTY_NOTE],
})
export const meleeTableReference = (t: MeleeTable): ReferenceTable => ({
  id: t.id, title: t.title, rule: MELEE_TABLE_RULE, columns: ['die', ...t.columns.map(oddsLabel)],
  rows: t.rows.map((r) => [bandLabel(r.die), ...r.cells]), notes: [t.rows.length ? `Source: ${t.source}` : EMPTY_NOTE],
})
export const formationsTableReference = (t: FormationsTable): ReferenceTable => ({
  id: t.id, title: t.title, rule: FORMATIONS_TABLE_RULE, columns: ['arm', 'formation', ...FORMATIONS_TABLE_COLUMNS],
  rows: t.rows.map((r) => [r.type, r.formation, ...FORMATIONS_TABLE_COLUMNS.map((c) => r.cells[c])]),
  notes: [t.rows.some((r) => FORMATIONS_TABLE_COLUMNS.some((c) => r.cells[c] !== '')) ? `Source: ${t.source}` : EMPTY_NOTE],
})

/** Part A's tables for the quick reference: the text's own, then the three owner-entered ones (empty). */
export const SERIES_COMBAT_TABLES: readonly ReferenceTable[] = [
  formationsSummaryTable, stackingTable, fireRangeTable, meleeResultsTable, formSquareTable,
  fireTableReference(EMPTY_FIRE_TABLE), meleeTableReference(EMPTY_MELEE_TABLE), formationsTableReference(EMPTY_FORMATIONS_TABLE),
]
