import { ENTER_FROM_ITALIAN_RULES, rule000 } from '../refs'
import type { ScenarioData } from './types'

// seed 000, 13.2 Quatre Bras and the Errata, as printed.
export const QUATRE_BRAS: ScenarioData = {
  id: 'quatre-bras',
  name: 'Quatre Bras',
  rule: rule000('13.2 Quatre Bras'),
  alliedNations: ['English'],
  battlefield: 'Use the blank map and place the terrain tiles as per the diagram in the Italian rules.',
  deployment: 'Deploy units and generals as shown in the Italian rules',
  orderOfBattle: { french: [], allied: [] },
  generals: { french: null, allied: null },
  missing: ENTER_FROM_ITALIAN_RULES,
  specialRules: ['During placement, each infantry unit can release 1 skirmisher.'],
  errata: ['Quatre Bras: Deploy a French infantry unit in H4 instead of H5.'],
  victory: [
    { side: 'french', text: 'The French win if they eliminate 6 English units.', anyOf: [{ nations: ['English'], count: 6 }] },
    { side: 'allied', text: 'The English win if they eliminate 7 French units.', anyOf: [{ nations: ['French'], count: 7 }] },
  ],
  notCounted: [],
}
