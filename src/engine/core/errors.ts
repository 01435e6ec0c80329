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
  | 'forbidden' // an input the text forbids (terrain, formation, troop type…): the message quotes the rule

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

/** Throws a RulesInputError of code 'forbidden' unless `ok`, quoting the rule and its section. */
export function forbid(ok: boolean, field: string, section: string, rule: string): asserts ok {
  if (!ok) throw new RulesInputError('forbidden', field, `${rule} (${section})`)
}
