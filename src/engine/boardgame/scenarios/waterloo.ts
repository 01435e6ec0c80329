import { ENTER_FROM_ITALIAN_RULES, rule000 } from '../refs'
import type { ForceEntry, ScenarioData } from './types'

// seed 000, 13.1 Waterloo: Prussian Reinforcements, as printed.
export const PRUSSIAN_REINFORCEMENTS: readonly ForceEntry[] = [
  { count: 1, unit: 'general', printed: '1 General' },
  { count: 8, unit: 'infantry', printed: '8 Infantry Units' },
  { count: 1, unit: 'heavy-cavalry', printed: '2 Cavalry Units (1 heavy, 1 light)' },
  { count: 1, unit: 'light-cavalry', printed: '2 Cavalry Units (1 heavy, 1 light)' },
  { count: 2, unit: 'light-artillery', printed: '2 Light Artillery Units.' },
]
/** 13.1: "Starting in the 5th hour, at the start of each game round, before playing a card, 2 Prussian units … appear". */
export const PRUSSIAN_ARRIVAL_HOUR = 5
export const PRUSSIANS_PER_ROUND = 2
/** Reference Sheet, Optional Scenario Rules: "beginning with the 4th hour of battle … roll a special flag die". */
export const PRUSSIAN_EARLY_HOUR = 4

// seed 000, 13.1 Waterloo, as printed.
export const WATERLOO: ScenarioData = {
  id: 'waterloo',
  name: 'Waterloo',
  rule: rule000('13.1 Waterloo'),
  alliedNations: ['English', 'Prussian'],
  battlefield: 'The terrain is printed on one side of map.',
  deployment: 'Deploy units and generals as shown in the Italian rules',
  orderOfBattle: { french: [], allied: [] },
  generals: { french: null, allied: null },
  missing: ENTER_FROM_ITALIAN_RULES,
  specialRules: [
    'Hougoumont is a fortified building. Units fire at it with 3 less dice. Infantry units may only attack Hougoumont if adjacent; Cavalry may not attack Hougoumont. Only infantry may occupy Hougoumont.',
    'Starting in the 5th hour, at the start of each game round, before playing a card, 2 Prussian units of that player’s choice appear on the map and move. The general counts as a unit and may either be deployed by itself (roll for space) or with another unit. The 2 new units immediately move and/or fire before other units without playing a card to give them orders. All other units that are already on the map can only be moved again only by the play of command cards.',
    'The entrance hex is determined by rolling a conventional six-sided die for each unit.',
  ],
  errata: ['Map: Identification on hexes D6 and N7 are wrong.'],
  victory: [
    { side: 'french', text: 'The French win if they eliminate 10 English units or a total of 15 combined English and Prussian units.',
      anyOf: [{ nations: ['English'], count: 10 }, { nations: ['English', 'Prussian'], count: 15 }] },
    { side: 'allied', text: 'The allies win if they eliminate 14 French units.', anyOf: [{ nations: ['French'], count: 14 }] },
  ],
  notCounted: [],
}
