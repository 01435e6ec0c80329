import { ENTER_FROM_ITALIAN_RULES, rule000 } from '../refs'
import type { ScenarioData } from './types'

// seed 000, 13.3 Ligny and the Errata, as printed.
export const LIGNY: ScenarioData = {
  id: 'ligny',
  name: 'Ligny',
  rule: rule000('13.3 Ligny'),
  alliedNations: ['Prussian'],
  battlefield: 'Use the blank map and place the terrain tiles as per the diagram in the Italian rules.',
  deployment: 'Deploy units and generals as shown in the Italian rules',
  orderOfBattle: { french: [], allied: [] },
  generals: { french: null, allied: null },
  missing: ENTER_FROM_ITALIAN_RULES,
  specialRules: ['The elimination of the garrisons does NOT count towards the victory conditions.'],
  errata: [
    'Ligny: Deploy a French élite infantry unit indicated in E2 instead of E1.',
    'Use a heavy artillery piece with only one disk under it to represent the Prussian artillery in space S8.',
  ],
  victory: [
    { side: 'french', text: 'The French win if they eliminate 9 Prussian units.', anyOf: [{ nations: ['Prussian'], count: 9 }] },
    { side: 'allied', text: 'The Prussians win if they eliminate 11 French units.', anyOf: [{ nations: ['French'], count: 11 }] },
  ],
  notCounted: ['garrison'],
}
/** Ligny errata: the Prussian battery in S8 is a heavy artillery counter with one disk: 2 elements. */
export const LIGNY_S8_BATTERY = { type: 'heavy-artillery', startingElements: 2 } as const
