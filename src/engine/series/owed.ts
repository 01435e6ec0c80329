import type { RuleRef, WorkingLine } from '../core'
import type { Direction } from './units'

/** The occasions of part A (10.1): a subset of part B's `MoralePurpose`. */
export type OwedPurpose = 'fire' | 'melee' | 'form-square' | 'countercharge' | 'withdrawal'

/**
 * A morale check a result or an action calls for. Part B's morale calculator runs it (10.0); the app lists it
 * on the owed list pre-filled with these fields.
 */
export interface MoraleCheckOwed {
  /** Why, in the terms of part B's morale input (moraleInput.ts `MoralePurpose`). */
  readonly purpose: OwedPurpose
  readonly unit: string
  readonly name: string
  readonly reason: string
  readonly rule: RuleRef
  /** Direction of the fire or attack, for the flank −2 / rear −3 of 8.6 and 10.4. */
  readonly direction: Direction
  /** Modifiers this occasion adds to the usual ones (9.6: +1 at 3 hexes or more). */
  readonly extraModifiers?: readonly WorkingLine[]
  /** 9.6: the flank/rear modifier does not apply to forming square. */
  readonly ignoreDirection?: boolean
  /** 6.8: "check morale first, with no modifiers" (ruling 34). */
  readonly noModifiers?: boolean
  /** 5.5, 10.4: how many units above it in the stack just failed (each −2), as part B's morale input counts them. */
  readonly failedAbove?: number
  /** What a failure does here, in the text's words. */
  readonly onFailure?: string
}
