import { NATIONALITIES } from '@/engine/wargaming/data/nationality'
import { defineRuleset } from '@/rulesets/manifest'
import { WARGAMING_UNIT_STATE } from './unitSchema'

/** "Vive l'Empereur! – rules for Napoleonic wargaming", 2nd edition (seed 004). */
export const wargaming = defineRuleset({
  id: 'wargaming',
  title: "Vive l'Empereur! – Napoleonic wargaming (2nd ed.)",
  source: 'miniatures, distances in yards by figure scale',
  seeds: ['004'],
  newBattle: {
    // seed 004, Ground Scale: 1 mm = 2 yd (5 mm figures), 1.5 yd (15 mm), 1 yd (25 mm)
    figureScales: [5, 15, 25],
    tableUnits: ['mm', 'cm', 'in'],
    defaultTableUnit: 'cm',
    // seed 004, Nationality Factor and Troop Types: the names its tables use.
    nationalities: NATIONALITIES,
  },
  tabs: [
    { id: 'turn', label: 'Turn', component: () => import('./screens/TurnTab.vue') },
    { id: 'combat', label: 'Combat', component: () => import('./screens/CombatTab.vue') },
    { id: 'roster', label: 'Roster', component: () => import('./screens/RosterTab.vue') },
    { id: 'ruler', label: 'Ruler', component: () => import('./screens/RulerTab.vue') },
  ],
  ownerTables: [],
  unitState: WARGAMING_UNIT_STATE,
  engine: () => import('@/engine/wargaming').then((m) => m.wargaming),
  battleAid: () => import('./battleAid').then((m) => m.battleAid),
  ruleBook: () => import('./ruleBook').then((m) => m.ruleBook),
})
