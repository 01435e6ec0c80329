import { defineRuleset } from '@/rulesets/manifest'
import { BOARDGAME_UNIT_STATE } from './unitSchema'

/** seed 000: the GIOGAMES "Vive l'Empereur" standard game, on its hex map or with miniatures on a table. */
export const boardgame = defineRuleset({
  id: 'boardgame',
  title: "Vive l'Empereur — GIOGAMES standard game",
  source: 'hex map or miniatures table, picture dice, command cards',
  seeds: ['000'],
  newBattle: {
    figureScales: [],
    tableUnits: ['cm', 'mm', 'in'],
    defaultTableUnit: 'cm',
    // seed 000, 1.2 Dice: the white special-action dice show French, English and Prussian flags.
    nationalities: ['French', 'English', 'Prussian'],
    // seed 000, 2.0: "a map divided into hexagons … 21 hexes wide and 13 hexes deep" (no ground scale printed);
    // on a table one hex is one 8 cm segment (seed 003, 2.1).
    hexes: { ground: 'one of the map’s 21 × 13 hexes; the text gives no ground scale', tableMm: 80 },
    // seed 000, 13.1–13.4.
    scenarios: [
      { id: 'waterloo', label: 'Waterloo (13.1)' }, { id: 'quatre-bras', label: 'Quatre Bras (13.2)' },
      { id: 'ligny', label: 'Ligny (13.3)' }, { id: 'hypothetical', label: 'Hypothetical battle (13.4)' },
    ],
  },
  tabs: [
    { id: 'units', label: 'Units', component: () => import('./screens/UnitsTab.vue') },
    { id: 'cards', label: 'Cards', component: () => import('./screens/CardsTab.vue') },
    { id: 'combat', label: 'Combat', component: () => import('./screens/CombatTab.vue') },
  ],
  ownerTables: [],
  unitState: BOARDGAME_UNIT_STATE,
  engine: () => import('@/engine/boardgame').then((m) => m.boardgame),
  battleAid: () => import('./battleAid').then((m) => m.battleAid),
  ruleBook: () => import('./ruleBook').then((m) => m.ruleBook),
})
