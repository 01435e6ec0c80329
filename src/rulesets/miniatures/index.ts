import { ENTER_FROM_RULE_BOOK } from '@/engine/miniatures/refs'
import { defineRuleset } from '@/rulesets/manifest'
import { HITS_RECORD_ID } from './hitsRecord'
import { MINIATURES_UNIT_STATE } from './unitSchema'

/** GIOGAMES "Advanced Vive l'Empereur – version for miniatures" (seed 003 on the base game, seed 000). */
export const miniatures = defineRuleset({
  id: 'miniatures',
  title: "Advanced Vive l'Empereur – version for miniatures",
  source: 'miniatures, distances in 8 cm segments',
  seeds: ['003', '000'],
  newBattle: {
    // seed 003 §2.1: distances in 8 cm segments, so no figure scale; the tape may read cm, mm or inches.
    figureScales: [],
    tableUnits: ['cm', 'mm', 'in'],
    defaultTableUnit: 'cm',
    // seed 000, 1.2 Dice: the white special-action die shows French, English and Prussian flags.
    nationalities: ['French', 'English', 'Prussian'],
  },
  tabs: [
    { id: 'units', label: 'Units', component: () => import('./screens/UnitsTab.vue') },
    { id: 'cards', label: 'Cards', component: () => import('./screens/CardsTab.vue') },
    { id: 'fire', label: 'Fire', component: () => import('./screens/FireTab.vue') },
    { id: 'hits', label: 'Hits table', component: () => import('./screens/HitsTableTab.vue') },
  ],
  ownerTables: [{ id: HITS_RECORD_ID, title: 'Hits by modified fire value', note: ENTER_FROM_RULE_BOOK }],
  unitState: MINIATURES_UNIT_STATE,
  engine: () => import('@/engine/miniatures').then((m) => m.miniatures),
  battleAid: () => import('./battleAid').then((m) => m.battleAid),
  ruleBook: () => import('./ruleBook').then((m) => m.ruleBook),
})
