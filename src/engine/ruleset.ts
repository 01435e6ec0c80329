import type { Calculator, Die, ReferenceTable } from './core'

/** The rulesets the app implements. A new ruleset adds its id here and its module to the registry. */
export type RulesetId = 'wargaming' | 'miniatures'

/**
 * What a ruleset brings: its calculators, printed tables and dice, enumerable by id so that
 * screens, the quick reference and tests need not import each one by hand.
 */
export interface RulesetModule {
  readonly id: RulesetId
  readonly title: string
  /** The seed text(s) it comes from, e.g. ['004']. */
  readonly seeds: readonly string[]
  /** How the ruleset measures: yards converted by figure scale, or 8 cm segments. */
  readonly measures: 'yards' | 'segments'
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly calculators: Readonly<Record<string, Calculator<any, any>>>
  readonly tables: readonly ReferenceTable[]
  readonly dice: readonly Die[]
}
