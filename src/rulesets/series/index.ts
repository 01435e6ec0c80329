import { SERIES_RULINGS } from '@/engine/series/allRulings'
import { defineRuleset } from '@/rulesets/manifest'

/** seed 001. First shape: the shell's Log, Tables and Rulings; the ruleset's own tabs are being added. */
export const series = defineRuleset({
  id: 'series',
  title: "Vive l'Empereur! Series — standard and advanced rules",
  source: 'hexes of about 250 m, steps, 2D6 morale',
  seeds: ['001'],
  newBattle: { figureScales: [], tableUnits: [], nationalities: [] },
  tabs: [],
  rulings: SERIES_RULINGS,
  ownerTables: [],
  unitState: { version: 1, schemaFor: () => null },
  engine: () => import('@/engine/series').then((m) => m.series),
})
