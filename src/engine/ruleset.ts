import type { Calculator, Die, ReferenceTable } from './core'

/**
 * A ruleset's id as the engine sees it: any string. The app narrows it to the ids of its list of
 * rulesets (src/rulesets/list.ts); the engine never names a ruleset outside that ruleset's folder.
 */
export type RulesetId = string

/**
 * A ruling (RULES.md): how the app reads an ambiguous text. The default is the first option;
 * the owner can see and change it per battle, and the app shows which one applied.
 */
export interface Ruling {
  readonly id: string
  /** Its number in RULES.md; absent for a ruling stated inline in RULES.md's ruleset notes. */
  readonly number?: number
  readonly title: string
  /** The question the text leaves open, in a sentence. */
  readonly question: string
  readonly options: readonly { readonly value: string; readonly label: string }[]
}

/** The value in force: the battle's choice if it is one of the options, else the default (first). */
export function rulingValue(ruling: Ruling, chosen: Readonly<Record<string, unknown>>): string {
  const v = chosen[ruling.id]
  return typeof v === 'string' && ruling.options.some((o) => o.value === v) ? v : ruling.options[0]!.value
}

/** Every ruling's default, for a new battle's setup. */
export function defaultRulings(rulings: readonly Ruling[]): Record<string, string> {
  return Object.fromEntries(rulings.map((r) => [r.id, r.options[0]!.value]))
}

/**
 * Any calculator, with its input and outcome types erased for enumeration (the quick reference, the bench,
 * the registry tests). Calculator methods are declared as methods, so a typed calculator is assignable.
 */
export type AnyCalculator = Calculator<unknown, unknown>

/**
 * What a ruleset brings: its calculators, printed tables and dice, enumerable by id so that
 * screens, the quick reference and tests need not import each one by hand.
 */
export interface RulesetModule {
  readonly id: RulesetId
  readonly title: string
  /** The seed text(s) it comes from, e.g. ['004']. */
  readonly seeds: readonly string[]
  /** How the ruleset measures: yards converted by figure scale, 8 cm segments, or hexes. */
  readonly measures: 'yards' | 'segments' | 'hexes'
  /** Every calculator by its id. Screens import a calculator by name for its types; this list is for enumeration. */
  readonly calculators: Readonly<Record<string, AnyCalculator>>
  readonly tables: readonly ReferenceTable[]
  readonly dice: readonly Die[]
  readonly rulings: readonly Ruling[]
  /** Heavier inputs than the examples (long dice pools, filled owner tables) for `npm run bench` to time. */
  readonly benchInputs?: readonly { readonly name: string; readonly calculator: string; readonly input: unknown }[]
}
