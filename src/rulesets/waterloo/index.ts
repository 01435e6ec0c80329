import { WATERLOO_RULINGS } from '@/engine/waterloo/rulings'
import { defineRuleset } from '@/rulesets/manifest'

/** seed 002. First shape: the shell's Log, Tables and Rulings; the ruleset's own tabs are being added. */
export const waterloo = defineRuleset({
  id: 'waterloo',
  title: "Vive L'Empereur! — Blue Panther's Waterloo",
  source: 'hexes of about 400 yards, Elan, activation cup',
  seeds: ['002'],
  newBattle: { figureScales: [], tableUnits: [], nationalities: [] },
  tabs: [],
  rulings: WATERLOO_RULINGS,
  ownerTables: [],
  unitState: { version: 1, schemaFor: () => null },
  engine: () => import('@/engine/waterloo').then((m) => m.waterloo),
})
