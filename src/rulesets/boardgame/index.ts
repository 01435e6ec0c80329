import { BOARDGAME_RULINGS } from '@/engine/boardgame/rulings'
import { defineRuleset } from '@/rulesets/manifest'

/** seed 000. First shape: the shell's Log, Tables and Rulings; the ruleset's own tabs are being added. */
export const boardgame = defineRuleset({
  id: 'boardgame',
  title: "Vive l'Empereur — GIOGAMES standard game",
  source: 'hex map or miniatures table, picture dice, command cards',
  seeds: ['000'],
  newBattle: { figureScales: [], tableUnits: [], nationalities: [] },
  tabs: [],
  rulings: BOARDGAME_RULINGS,
  ownerTables: [],
  unitState: { version: 1, schemaFor: () => null },
  engine: () => import('@/engine/boardgame').then((m) => m.boardgame),
})
