/**
 * The one error the engine throws for bad input. `field` names the input that is wrong,
 * so a screen can put the message beside the right control.
 */
export type RulesInputErrorCode =
  | 'unknown-value' // a troop type, weapon, nationality… the tables do not list
  | 'out-of-range' // a negative distance, a base count below zero, a rating over 6…
  | 'not-allowed-together' // two modifiers the rules do not allow at once
  | 'bad-face' // a face the die cannot show
  | 'missing-table' // an owner-entered table that has not been filled in yet

export class RulesInputError extends Error {
  override readonly name = 'RulesInputError'
  constructor(
    readonly code: RulesInputErrorCode,
    readonly field: string,
    message: string,
  ) {
    super(message)
  }
}

/** Throws a RulesInputError unless `ok`. */
export function check(ok: boolean, code: RulesInputErrorCode, field: string, message: string): asserts ok {
  if (!ok) throw new RulesInputError(code, field, message)
}
