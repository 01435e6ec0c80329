import { rule000 } from '../refs'
import type { ForceEntry, ScenarioData } from './types'

// seed 000, 13.4 Hypothetical Battles: Available units, as printed (each player).
export const HYPOTHETICAL_FORCE: readonly ForceEntry[] = [
  { count: 8, unit: 'line-infantry', printed: '10 Infantry units (8 line and 2 élite).' },
  { count: 2, unit: 'elite-infantry', printed: '10 Infantry units (8 line and 2 élite).' },
  { count: 2, unit: 'light-cavalry', printed: '4 Cavalry units (2 light, 2 heavy).' },
  { count: 2, unit: 'heavy-cavalry', printed: '4 Cavalry units (2 light, 2 heavy).' },
  { count: 1, unit: 'light-artillery', printed: '3 Artillery units (1 light, 1 heavy, 1 horse)' },
  { count: 1, unit: 'heavy-artillery', printed: '3 Artillery units (1 light, 1 heavy, 1 horse)' },
  { count: 1, unit: 'horse-artillery', printed: '3 Artillery units (1 light, 1 heavy, 1 horse)' },
]
// 13.4 Reinforcements: "2 infantry, 1 light cavalry and 1light artillery"; two in the 4th hour, one in the 5th, one in the 6th.
export const HYPOTHETICAL_REINFORCEMENTS: readonly ForceEntry[] = [
  { count: 2, unit: 'infantry', printed: '2 infantry' },
  { count: 1, unit: 'light-cavalry', printed: '1 light cavalry' },
  { count: 1, unit: 'light-artillery', printed: '1light artillery' },
]
export const REINFORCEMENTS_BY_HOUR: Readonly<Record<number, number>> = { 4: 2, 5: 1, 6: 1 }
// 13.4 Setting-up the Battlefield: "Use only the terrain from Sheet 1 and Sheet2".
export const HYPOTHETICAL_TILES: readonly { readonly name: string; readonly count: number }[] = [
  { name: 'Woods', count: 30 }, { name: 'Buildings', count: 9 }, { name: 'Field', count: 2 }, { name: 'Rough Terrain', count: 2 },
  { name: 'Orchards', count: 2 }, { name: 'Hills', count: 24 }, { name: 'Farms', count: 4 },
]
/** 13.4: "Each player randomly draws 15 of these tiles, and places 10 of them in his friendly zone and 5 in the disputed zone." */
export const TILES_DRAWN = { each: 15, friendlyZone: 10, disputedZone: 5 } as const

export const HYPOTHETICAL: ScenarioData = {
  id: 'hypothetical',
  name: 'Hypothetical battle',
  rule: rule000('13.4 Hypothetical Battles'),
  alliedNations: ['English', 'Prussian'],
  battlefield: 'You set-up your units on the 4 rows of hexes on your edge of the map, and your opponent does likewise. Nobody sets up in the 5 middle rows, which are the disputed ground.',
  deployment: 'Alternate placing 3 units each, the Allied player going first. Deploy AT LEAST 4 units in each friendly sector.',
  orderOfBattle: { french: HYPOTHETICAL_FORCE, allied: HYPOTHETICAL_FORCE },
  generals: { french: 3, allied: 3 },
  missing: null,
  specialRules: [
    'Each player gets 4 reinforcement units: 2 infantry, 1 light cavalry and 1light artillery.',
    'Two units arrive in the 4th hour, 1 in the 5th hour and 1 in the 6th hour.',
  ],
  errata: [],
  victory: [
    { side: 'french', text: 'A player is defeated when he has none of his own units in one of the sectors (left, central, right), or loses 8 units.',
      anyOf: [{ nations: ['English', 'Prussian'], count: 8 }] },
    { side: 'allied', text: 'A player is defeated when he has none of his own units in one of the sectors (left, central, right), or loses 8 units.',
      anyOf: [{ nations: ['French'], count: 8 }] },
  ],
  notCounted: [],
}
