/** Index of the seed 004 fire, mêlée and leader-casualty calculators and tables (brief B1). */
import type { Calculator, ReferenceTable } from '../core'
import { fireCalculator } from './fire'
import { leaderCasualtyCalculator } from './leaderCasualty'
import { meleeCalculator } from './melee'
import { meleePoolCalculator } from './meleePool'
import { replacementLeaderCalculator } from './replacementLeader'
import { CRT_REFERENCE } from './tables/combatResults'
import { FIRE_MODIFIERS_REFERENCE } from './tables/fireModifiers'
import { LEADER_CASUALTIES_REFERENCE } from './tables/leaderCasualties'
import { MELEE_MODIFIERS_REFERENCE } from './tables/meleeModifiers'
import { RANGE_REFERENCE } from './tables/rangeModifiers'

export * from './casualties'
export * from './fire'
export * from './fireWorking'
export * from './leaderCasualty'
export * from './melee'
export * from './meleeFactor'
export * from './meleePool'
export * from './ranks'
export * from './replacementLeader'
export * from './tables/combatResults'
export * from './tables/fireModifiers'
export * from './tables/leaderCasualties'
export * from './tables/meleeModifiers'
export * from './tables/rangeModifiers'

/** By id, shaped like RulesetModule.calculators so the lead can spread it in. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const FIRE_MELEE_CALCULATORS: Readonly<Record<string, Calculator<any, any>>> = {
  [fireCalculator.id]: fireCalculator,
  [meleeCalculator.id]: meleeCalculator,
  [meleePoolCalculator.id]: meleePoolCalculator,
  [leaderCasualtyCalculator.id]: leaderCasualtyCalculator,
  [replacementLeaderCalculator.id]: replacementLeaderCalculator,
}

export const FIRE_MELEE_TABLES: readonly ReferenceTable[] = [RANGE_REFERENCE, FIRE_MODIFIERS_REFERENCE, CRT_REFERENCE, MELEE_MODIFIERS_REFERENCE, LEADER_CASUALTIES_REFERENCE]
