import { SCENARIOS } from '@/engine/waterloo/scenarios'
import { defineRuleset } from '@/rulesets/manifest'
import { COUNTERS_NOTE, COUNTERS_RECORD_ID, PLAYER_AID_NOTE } from './ids'
import { WATERLOO_UNIT_STATE } from './unitSchema'

/** seed 002: Blue Panther's solitaire "Vive L'Empereur!" Waterloo game, with its two-player and other scenarios (L–Q). */
export const waterloo = defineRuleset({
  id: 'waterloo',
  title: "Vive L'Empereur! — Blue Panther's Waterloo",
  source: 'hexes of about 400 yards, Elan, activation cup',
  seeds: ['002'],
  newBattle: {
    figureScales: [],
    tableUnits: ['cm', 'mm', 'in'],
    defaultTableUnit: 'cm',
    // seed 002, A-2a: the French Army against the Anglo-Allied and Prussian Armies.
    nationalities: ['French', 'Anglo-Allied', 'Prussian'],
    // seed 002, B: "each hex represents about 400 yards"; on a table the owner sets a hex's length.
    hexes: { ground: 'about 400 yards' },
    scenarios: SCENARIOS.map((s) => ({ id: s.id, label: s.title })),
  },
  tabs: [
    { id: 'turn', label: 'Turn', component: () => import('./screens/TurnTab.vue') },
    { id: 'units', label: 'Units', component: () => import('./screens/UnitsTab.vue') },
    { id: 'combat', label: 'Combat', component: () => import('./screens/CombatTab.vue') },
    { id: 'victory', label: 'VP', component: () => import('./screens/VictoryTab.vue') },
    { id: 'aid', label: 'Player aid', component: () => import('./screens/PlayerAidTab.vue') },
  ],
  ownerTables: [
    { id: COUNTERS_RECORD_ID, title: 'Counter values (SP, AF, ER, type) the text does not print', note: COUNTERS_NOTE },
    { id: 'waterloo-corps-activation', title: 'Anglo-Allied/Prussian Corps Activation Table (11–66)', note: PLAYER_AID_NOTE },
    { id: 'waterloo-old-nosey', title: 'Old Nosey Table (Wellington, 11–66)', note: PLAYER_AID_NOTE },
    { id: 'waterloo-alte-vorwarts', title: 'Alte Vorwarts Table (Blucher, 11–66)', note: PLAYER_AID_NOTE },
  ],
  unitState: WATERLOO_UNIT_STATE,
  engine: () => import('@/engine/waterloo').then((m) => m.waterloo),
  battleAid: () => import('./battleAid').then((m) => m.battleAid),
  ruleBook: () => import('./ruleBook').then((m) => m.ruleBook),
})
