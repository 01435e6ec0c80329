import { describe, expect, it } from 'vitest'
import { bombardmentDiceTable, bombardmentTargetTable, closeCombatDiceTable, closeCombatTargetTable, elanRatingTable, markersTable, movementTable,
  prussianArrivalTable, setupTable, startTable, unitStepsTable, victoryLevelTable, victoryPointsTable } from './tables'

/** Transcription tests: each printed table of seed 002 as typed from the text, cell for cell. */
describe('printed tables of seed 002', () => {
  it('A-2a Elan Ratings', () => {
    expect([elanRatingTable.columns, elanRatingTable.rows]).toEqual([['Quality', 'ER'], [['Elite', 6], ['Veteran', 5], ['Regulars', 4], ['Green', 3], ['Landwehr', 2]]])
    expect(elanRatingTable.notes).toEqual(['Never modified higher than 6 nor lower than 1.', 'Elan Test: D6 ≤ ER passes; ER 6: a 6 rolls again and fails on 4, 5 or 6.'])
  })
  it('A-2a Unit Steps', () => {
    expect(unitStepsTable.rows).toEqual([['1st', 'Shaken marker'], ['2nd', 'Disrupted marker'], ['3rd', 'Battleworn side, marker removed; Panic Test'],
      ['4th', 'Shaken marker'], ['5th', 'Disrupted marker'], ['6th and each further', 'Battleworn + Disrupted; Retreat two hexes with each (Detachments eliminated)']])
    expect(unitStepsTable.notes).toEqual(['Panic Test failed: Retreat one hex (Detachments: one additional Step Loss instead).'])
  })
  it('A-2b markers and F-1a movement', () => {
    expect(markersTable.rows).toEqual([['Shaken', '-1 ER'], ['Disrupted', '-1 SP, -1 AF, -1 ER']])
    expect(markersTable.notes).toEqual(['Never lower than 1 (a printed 0 stays 0, ruling 40).'])
    expect(movementTable.rows).toEqual([['Infantry and Artillery', 2], ['Heavy Cavalry (HC)', 3], ['Light Cavalry (LC)', 4]])
    expect(movementTable.notes).toEqual(['Forced March: +1 hex, then an Elan Test; failed = one Step Loss.', 'Flat to Ridge: the hex counts two.'])
  })
  it('F-2 Bombardment dice and Target Number', () => {
    expect(bombardmentDiceTable.rows).toEqual([['Artillery Factor (AF)', 'AF'], ['Plunging Fire (Ridge onto Flat)', '+1'], ['Canister (adjacent)', '+1'],
      ['Target in Square (infantry in Clear adjacent to enemy Cavalry)', '+1'], ['Desultory Fire (failed Close To Contact)', '½ total, rounded up']])
    expect(bombardmentDiceTable.notes).toEqual(['Range: "Heavy" Artillery 4 hexes, all others 3.', 'Combined Fire: two active units stacked or adjacent add their dice.'])
    expect(bombardmentTargetTable.rows).toEqual([['Clear', 4], ['Woods and Buildings', 5], ['Walled Buildings: Detachment units', 6],
      ['Walled Buildings: all other units', 5], ['Target Unit is Cavalry', '-1']])
    expect(bombardmentTargetTable.notes).toEqual(['Greater than the Target Number: 1 Success; equal: 1 Partial; 2 Partials = 1 Success.', 'At least 1 Success: one Step Loss (never more).'])
  })
  it('F-4 Close Combat dice and Target Number', () => {
    expect(closeCombatDiceTable.rows).toEqual([['Attacker', 'SP'], ['Defender', 'SP + AF'], ['Confident (attacker)', '+1'],
      ['Enfilade (attacker, per other adjacent friendly unit, at most 2)', '+1'], ['Downhill Fire/Countercharge (defender)', '+1'], ['"Heavy" Cavalry attacking', '+2']])
    expect(closeCombatTargetTable.rows).toEqual([['Each unit', 'enemy unit\'s Elan Rating'], ['Cover (Woods, Buildings; non-Detachment in Walled Buildings)', '+1'],
      ['Heavy Cover (Detachment in Walled Buildings)', '+2'], ['River Barrier', '+1'], ['Form Square Test passed / failed', '+2 / -2 ER'], ['Defending Artillery charged by cavalry', '-1 ER']])
    expect(closeCombatTargetTable.notes).toEqual(['Never higher than 6.', 'Step Losses: one per Success, at most 3; most Successes wins, a tie goes to the defender; the loser Retreats two hexes.',
      'Blown Horses: a charging cavalry unit loses one more Step.'])
  })
  it('I Prussian Arrival, K Victory, L Setup, L-2/M/P start', () => {
    expect(prussianArrivalTable.rows).toEqual([['Bulow (IV Corps)', '2011', 10, 8], ['Pirch I (II Corps)', '2009', 11, 9], ['Ziethen (I Corps)', '2003', 12, 10]])
    expect(prussianArrivalTable.notes![0]).toBe('Thielemann (Where Is Grouchy?): 1–2 = 2003; 3–4 = 2009; 5–6 = 2011; automatically 2003 if a French Corps entered at 2011.')
    expect(victoryPointsTable.rows[0]).toEqual(['0409', 'Hougoumont', 6])
    expect(victoryPointsTable.notes).toEqual(['Large British Infantry eliminated: 2 VP each.', 'Battleworn: Old Guard -3, Young Guard -2, Imperial Guard Artillery or Cavalry -1 each.',
      'La Belle Alliance and Rossomme count when enemy controlled.', 'Two-player: Battleworn Cooke 3, Picton 2, Mitchell 1, Ponsonby 1, Somerset 1, H.A. Reserve 1 VP.'])
    expect(victoryLevelTable.rows).toEqual([['28+', 'War-Winning Victory'], ['24 – 27', 'Decisive Victory'], ['20 – 23', 'Major Victory'], ['16 – 19', 'Minor Victory'],
      ['12 – 15', 'Standstill'], ['8 – 11', 'Minor Defeat'], ['4 – 7', 'Major Defeat'], ['0 – 3', 'Catastrophe']])
    expect(setupTable.rows[0]).toEqual(['I CORPS (I)', 'Chasse', '0104'])
    expect(setupTable.rows.slice(-8)).toEqual([['I CORPS (I) - D\'Erlon', 'All units', 'within 3 hexes of 1309'], ['II CORPS (II) - Reille', 'All units', 'within 3 hexes of 0611'],
      ['VI CORPS (VI) - Lobau', 'All units', 'within 1 hex of 1111'], ['III CAV CORPS (IIIC) - Kellerman', 'All units', 'within 2 hexes of 0511'],
      ['IV CAV CORPS (IVC) - Milhaud', 'All units', 'within 2 hexes of 1411'], ['IMPERIAL GUARD (IG) - Drouot', 'All units', 'within 1 hex of 1013'],
      ['IMPERIAL GUARD (IG) - Drouot', 'Guyot', 'within 2 hexes of 0512'], ['IMPERIAL GUARD (IG) - Drouot', 'Lefeb.-Desnou', 'within 2 hexes of 1511']])
    expect(setupTable.notes).toEqual(['French units cannot be deployed adjacent to an Anglo-Allied unit.', 'Imperial Guard: all other units within 1 hex of 1013.'])
    expect(startTable.rows).toEqual([['No Rain', 1], ['Historical Start', 3], ['Merde! Napoleon Has A Really Bad Day', 5], ['A Rainy Start', '"5" or "6", +1 per turn after #1']])
    expect(startTable.notes).toEqual(['Where Is Grouchy?: from Game Turn #6, as A Rainy Start; entry hexes 0915, 1015, 1115, 1715, 2011.'])
  })
  it('titles and sections', () => {
    expect([elanRatingTable, unitStepsTable, markersTable, movementTable, bombardmentDiceTable, bombardmentTargetTable, closeCombatDiceTable, closeCombatTargetTable,
      prussianArrivalTable, victoryPointsTable, victoryLevelTable, setupTable, startTable].map((t) => `${t.id}|${t.title}|${t.rule.section}|${t.columns.join('/')}`)).toEqual([
      'elan-ratings|Elan Ratings|A-2a Elan Rating|Quality/ER', 'unit-steps|Unit Steps|A-2a Unit Steps|Step Loss/Condition',
      'condition-markers|Shaken / Disrupted|A-2b Marker Information|Marker/Effect', 'movement|Movement Allowances|F-1a Movement Allowances|Unit/Hexes',
      'bombardment-dice|Bombardment dice|F-2c–d Bombardment Dice|Case/Dice', 'bombardment-target|Bombardment Target Number|F-2f Target Number|Target hex/Target Number',
      'close-combat-dice|Close Combat dice|F-4e–f Close Combat Dice|Case/Dice', 'close-combat-target|Close Combat Target Number|F-4g–h Target Number|Case/Target Number',
      'prussian-arrival|Prussian Corps|I Prussian Arrival|Corps/Entry Hex/Game Turn Track box/Historical arrival', 'victory-points|Victory Points|K-1 Victory Points|Hex/Name/VP',
      'victory-level|Level of Victory|K-2 Level of Victory|VP/Level', 'setup|Game Setup|L Game Setup|Corps/Unit/Setup', 'start|When the battle begins|L-2, M, P|Option/Game Turn'])
  })
})
