import type { ReferenceTable } from '../core'
import { CORPS } from './corps'
import { PRUSSIAN_ENTRY_HEX, PRUSSIAN_TRACK_HISTORICAL, PRUSSIAN_TRACK_STANDARD } from './markers'
import { ANGLO_ALLIED_UNITS, FRENCH_UNITS } from './orderOfBattle'
import { wl } from './refs'
import { GROUCHY_ENTRY_HEXES } from './scenarios'
import { TWO_PLAYER_BATTLEWORN_VP, VICTORY_LEVELS, VP_HEXES } from './victory'

/** Every table seed 002 prints, for the quick reference (fidelity.test.ts compares them with the text). */

// seed 002, A-2a Elan Rating
export const elanRatingTable: ReferenceTable = { id: 'elan-ratings', title: 'Elan Ratings', rule: wl('A-2a Elan Rating'),
  columns: ['Quality', 'ER'], rows: [['Elite', 6], ['Veteran', 5], ['Regulars', 4], ['Green', 3], ['Landwehr', 2]],
  notes: ['Never modified higher than 6 nor lower than 1.', 'Elan Test: D6 ≤ ER passes; ER 6: a 6 rolls again and fails on 4, 5 or 6.'] }

// seed 002, A-2a Unit Steps
export const unitStepsTable: ReferenceTable = { id: 'unit-steps', title: 'Unit Steps', rule: wl('A-2a Unit Steps'),
  columns: ['Step Loss', 'Condition'], rows: [
    ['1st', 'Shaken marker'], ['2nd', 'Disrupted marker'], ['3rd', 'Battleworn side, marker removed; Panic Test'],
    ['4th', 'Shaken marker'], ['5th', 'Disrupted marker'], ['6th and each further', 'Battleworn + Disrupted; Retreat two hexes with each (Detachments eliminated)']],
  notes: ['Panic Test failed: Retreat one hex (Detachments: one additional Step Loss instead).'] }

// seed 002, A-2b Marker Information
export const markersTable: ReferenceTable = { id: 'condition-markers', title: 'Shaken / Disrupted', rule: wl('A-2b Marker Information'),
  columns: ['Marker', 'Effect'], rows: [['Shaken', '-1 ER'], ['Disrupted', '-1 SP, -1 AF, -1 ER']], notes: ['Never lower than 1 (a printed 0 stays 0, ruling 40).'] }

// seed 002, F-1a Movement Allowances (F-1b Forced March)
export const movementTable: ReferenceTable = { id: 'movement', title: 'Movement Allowances', rule: wl('F-1a Movement Allowances'),
  columns: ['Unit', 'Hexes'], rows: [['Infantry and Artillery', 2], ['Heavy Cavalry (HC)', 3], ['Light Cavalry (LC)', 4]],
  notes: ['Forced March: +1 hex, then an Elan Test; failed = one Step Loss.', 'Flat to Ridge: the hex counts two.'] }

// seed 002, F-2a Maximum Range and F-2d Dice Adjustments
export const bombardmentDiceTable: ReferenceTable = { id: 'bombardment-dice', title: 'Bombardment dice', rule: wl('F-2c–d Bombardment Dice'),
  columns: ['Case', 'Dice'], rows: [['Artillery Factor (AF)', 'AF'], ['Plunging Fire (Ridge onto Flat)', '+1'], ['Canister (adjacent)', '+1'],
    ['Target in Square (infantry in Clear adjacent to enemy Cavalry)', '+1'], ['Desultory Fire (failed Close To Contact)', '½ total, rounded up']],
  notes: ['Range: "Heavy" Artillery 4 hexes, all others 3.', 'Combined Fire: two active units stacked or adjacent add their dice.'] }

// seed 002, F-2f Target Number
export const bombardmentTargetTable: ReferenceTable = { id: 'bombardment-target', title: 'Bombardment Target Number', rule: wl('F-2f Target Number'),
  columns: ['Target hex', 'Target Number'], rows: [['Clear', 4], ['Woods and Buildings', 5], ['Walled Buildings: Detachment units', 6],
    ['Walled Buildings: all other units', 5], ['Target Unit is Cavalry', '-1']],
  notes: ['Greater than the Target Number: 1 Success; equal: 1 Partial; 2 Partials = 1 Success.', 'At least 1 Success: one Step Loss (never more).'] }

// seed 002, F-4e–f Close Combat Dice and Dice Adjustments
export const closeCombatDiceTable: ReferenceTable = { id: 'close-combat-dice', title: 'Close Combat dice', rule: wl('F-4e–f Close Combat Dice'),
  columns: ['Case', 'Dice'], rows: [['Attacker', 'SP'], ['Defender', 'SP + AF'], ['Confident (attacker)', '+1'],
    ['Enfilade (attacker, per other adjacent friendly unit, at most 2)', '+1'], ['Downhill Fire/Countercharge (defender)', '+1'], ['"Heavy" Cavalry attacking', '+2']] }

// seed 002, F-4g–h Target Number
export const closeCombatTargetTable: ReferenceTable = { id: 'close-combat-target', title: 'Close Combat Target Number', rule: wl('F-4g–h Target Number'),
  columns: ['Case', 'Target Number'], rows: [['Each unit', 'enemy unit\'s Elan Rating'], ['Cover (Woods, Buildings; non-Detachment in Walled Buildings)', '+1'],
    ['Heavy Cover (Detachment in Walled Buildings)', '+2'], ['River Barrier', '+1'], ['Form Square Test passed / failed', '+2 / -2 ER'], ['Defending Artillery charged by cavalry', '-1 ER']],
  notes: ['Never higher than 6.', 'Step Losses: one per Success, at most 3; most Successes wins, a tie goes to the defender; the loser Retreats two hexes.', 'Blown Horses: a charging cavalry unit loses one more Step.'] }

// seed 002, I Prussian Arrival, L Prussian Units, Q Historical Prussian Arrival
export const prussianArrivalTable: ReferenceTable = { id: 'prussian-arrival', title: 'Prussian Corps', rule: wl('I Prussian Arrival'),
  columns: ['Corps', 'Entry Hex', 'Game Turn Track box', 'Historical arrival'],
  rows: (['pr-IV', 'pr-II', 'pr-I'] as const).map((id) => [`${CORPS.find((c) => c.id === id)!.commander} (${CORPS.find((c) => c.id === id)!.name})`, PRUSSIAN_ENTRY_HEX[id], PRUSSIAN_TRACK_STANDARD[id]!, PRUSSIAN_TRACK_HISTORICAL[id]!]),
  notes: ['Thielemann (Where Is Grouchy?): 1–2 = 2003; 3–4 = 2009; 5–6 = 2011; automatically 2003 if a French Corps entered at 2011.'] }

// seed 002, K-1 Victory Points
export const victoryPointsTable: ReferenceTable = { id: 'victory-points', title: 'Victory Points', rule: wl('K-1 Victory Points'),
  columns: ['Hex', 'Name', 'VP'], rows: VP_HEXES.map((h) => [h.hex, h.name, h.vp]),
  notes: ['Large British Infantry eliminated: 2 VP each.', 'Battleworn: Old Guard -3, Young Guard -2, Imperial Guard Artillery or Cavalry -1 each.',
    'La Belle Alliance and Rossomme count when enemy controlled.',
    `Two-player: Battleworn ${Object.entries(TWO_PLAYER_BATTLEWORN_VP).map(([n, v]) => `${n} ${v}`).join(', ')} VP.`] }

// seed 002, K-2 Level of Victory
export const victoryLevelTable: ReferenceTable = { id: 'victory-level', title: 'Level of Victory', rule: wl('K-2 Level of Victory'),
  columns: ['VP', 'Level'], rows: VICTORY_LEVELS.map((l, i) => [i === 0 ? `${l.from}+` : l.from === -Infinity ? `0 – 3` : `${l.from} – ${VICTORY_LEVELS[i - 1]!.from - 1}`, l.level]) }

// seed 002, L Game Setup
export const setupTable: ReferenceTable = { id: 'setup', title: 'Game Setup', rule: wl('L Game Setup'),
  columns: ['Corps', 'Unit', 'Setup'], rows: [
    ...ANGLO_ALLIED_UNITS.map((u) => [CORPS.find((c) => c.id === u.corps)!.name, u.name, u.setupHex!]),
    ...CORPS.filter((c) => c.zone).map((c) => [`${c.name} - ${c.commander}`, 'All units', `within ${c.zone!.within} hex${c.zone!.within > 1 ? 'es' : ''} of ${c.zone!.of}`]),
    ...FRENCH_UNITS.filter((u) => u.setupZone).map((u) => ['IMPERIAL GUARD (IG) - Drouot', u.name, `within ${u.setupZone!.within} hexes of ${u.setupZone!.of}`])],
  notes: ['French units cannot be deployed adjacent to an Anglo-Allied unit.', 'Imperial Guard: all other units within 1 hex of 1013.'] }

// seed 002, L-2 A Rainy Start, M Where Is Grouchy?, P Fixed Start Scenarios
export const startTable: ReferenceTable = { id: 'start', title: 'When the battle begins', rule: wl('L-2, M, P'),
  columns: ['Option', 'Game Turn'], rows: [['No Rain', 1], ['Historical Start', 3], ['Merde! Napoleon Has A Really Bad Day', 5], ['A Rainy Start', '"5" or "6", +1 per turn after #1']],
  notes: [`Where Is Grouchy?: from Game Turn #6, as A Rainy Start; entry hexes ${GROUCHY_ENTRY_HEXES.join(', ')}.`] }

export const WATERLOO_TABLES: readonly ReferenceTable[] = [elanRatingTable, unitStepsTable, markersTable, movementTable, bombardmentDiceTable,
  bombardmentTargetTable, closeCombatDiceTable, closeCombatTargetTable, prussianArrivalTable, victoryPointsTable, victoryLevelTable, setupTable, startTable]
