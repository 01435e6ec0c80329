import type { Die } from './dice'
import type { Distribution } from './distribution'

/** Where a number comes from: the seed text and its section, so a screen can open the rule. */
export interface RuleRef {
  /** Seed file number, e.g. '004'. */
  readonly seed: string
  /** Section as printed, e.g. 'Firing: Range'. */
  readonly section: string
}

/**
 * What a working line's value is, so a screen says it as what it is: a base ("fire factor 12") and
 * modifiers ("range −1") sum to the score; a count ("dice 3"), a threshold ("needs 4"), a rating
 * ("Elan 2"), a total ("= 12") and a multiplier ("×½") are said, not added.
 */
export type WorkingKind = 'base' | 'modifier' | 'count' | 'threshold' | 'rating' | 'total' | 'multiplier'

/** One line of the working, as an umpire would say it: "range +1 (0–50 yd)". */
export interface WorkingLine {
  readonly label: string
  /** Signed contribution, or a value such as '×½' when the line is not an addition. */
  readonly value: number | string
  readonly rule: RuleRef
  /**
   * What the value is. Without it the line reads as before: the first line with a number is the base,
   * later number lines are modifiers, and a text value is shown as written and not added.
   */
  readonly kind?: WorkingKind
}

/** A die the calculator needs, named for the player ("+ die", "firer's D6"). */
export interface NamedDie {
  readonly role: string
  readonly die: Die
}

export interface CalculatorResult<O> {
  /** The outcome as the printed table names it; what the distribution is over. */
  readonly outcome: O
  /** The final score looked up in the table, when there is one. */
  readonly score?: number
  readonly working: readonly WorkingLine[]
}

/**
 * A rules calculator: a pure function of its input and the dice faces, plus the exact
 * distribution of its outcomes. `distribution(input)` must agree with `resolve` over all faces.
 */
export interface Calculator<I, O, R extends CalculatorResult<O> = CalculatorResult<O>> {
  readonly id: string
  readonly title: string
  readonly rule: RuleRef
  /** A worked example input: the quick reference shows it and the benchmark times it. */
  readonly example: I
  /** The dice to roll for this input, in the order `resolve` reads their faces. */
  dice(input: I): readonly NamedDie[]
  resolve(input: I, faces: readonly (number | string)[]): R
  distribution(input: I): Distribution<O>
  /** Every outcome in the order of the printed table, for the odds bars. */
  outcomes(input: I): readonly O[]
}
