import { ENTER_FROM_PLAY_AID } from '@/engine/series/refs'
import { defineRuleset } from '@/rulesets/manifest'
import { SERIES_UNIT_STATE } from './unitSchema'

/** Didier Rouy's "Vive l'Empereur! Series" standard and advanced rules (seed 001), played on its hex map or with miniatures. */
export const series = defineRuleset({
  id: 'series',
  title: "Vive l'Empereur! Series — standard and advanced rules",
  source: 'hexes of about 250 m, steps, 2D6 morale',
  seeds: ['001'],
  newBattle: {
    figureScales: [],
    tableUnits: [],
    // seed 001, 17.3 Army Commanders Order Capabilities: the armies the text names.
    nationalities: ['French', 'Russia', 'Austria', 'Sweden', 'Spain', 'Prussian', 'English'],
    // seed 001 gives no hex length on a table: the owner sets it.
    hexes: { ground: 'about 250 m' },
  },
  tabs: [
    { id: 'turn', label: 'Turn', component: () => import('./screens/TurnTab.vue') },
    { id: 'combat', label: 'Combat', component: () => import('./screens/CombatTab.vue') },
    { id: 'units', label: 'Units', component: () => import('./screens/UnitsTab.vue') },
    { id: 'scenario', label: 'Scenario', component: () => import('./screens/ScenarioTab.vue') },
    { id: 'play-aid', label: 'Play aid', component: () => import('./screens/PlayAidTab.vue') },
    { id: 'options', label: 'Options', component: () => import('./screens/OptionsTab.vue') },
  ],
  ownerTables: [
    { id: 'series-fire-table', title: 'Fire Table', note: ENTER_FROM_PLAY_AID },
    { id: 'series-melee-table', title: 'Melee Table', note: ENTER_FROM_PLAY_AID },
    { id: 'series-formations-table', title: 'Formations Table', note: ENTER_FROM_PLAY_AID },
  ],
  unitState: SERIES_UNIT_STATE,
  engine: () => import('@/engine/series').then((m) => m.series),
  battleAid: () => import('./battleAid').then((m) => m.battleAid),
  ruleBook: () => import('./ruleBook').then((m) => m.ruleBook),
})
