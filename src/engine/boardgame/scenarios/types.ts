import type { RuleRef } from '../../core'
import type { CardSide, Scenario } from '../cards'
import type { UnitType } from '../units'
import type { Flag } from '../whiteDie'

/** A line of an order of battle as printed: "8 Infantry Units", "2 Cavalry Units (1 heavy, 1 light)". */
export interface ForceEntry {
  readonly count: number
  /** The unit type when the text names it; 'infantry' when it says only "infantry" (line or élite not given). */
  readonly unit: UnitType | 'infantry' | 'general'
  readonly printed: string
}

/** One side's special victory condition: it wins when the enemy has lost any one of these counts. */
export interface VictoryThreshold {
  readonly side: CardSide
  readonly text: string
  /** Each alternative: units lost by these nations together, at least `count`. */
  readonly anyOf: readonly { readonly nations: readonly Flag[]; readonly count: number }[]
}

export interface ScenarioData {
  readonly id: Scenario
  readonly name: string
  readonly rule: RuleRef
  /** The Allied army's nations (the French side is French). */
  readonly alliedNations: readonly Flag[]
  /** Battlefield and deployment as printed; the maps and unit placements are in the Italian rules, not this text. */
  readonly battlefield: string
  readonly deployment: string
  /**
   * Orders of battle on the map at the start. The text prints them only for hypothetical battles; for the three historical
   * scenarios they are "as shown in the Italian rules": shipped EMPTY for the owner to enter.
   */
  readonly orderOfBattle: Readonly<Record<CardSide, readonly ForceEntry[]>>
  readonly generals: Readonly<Record<CardSide, number | null>>
  /** What the text lacks for this scenario, shown beside the empty order of battle; null when it prints everything. */
  readonly missing: string | null
  readonly specialRules: readonly string[]
  readonly errata: readonly string[]
  readonly victory: readonly VictoryThreshold[]
  /** Eliminated units of these types do not count toward victory in this scenario. */
  readonly notCounted: readonly UnitType[]
}
