/**
 * The contract every ruleset's sequence of play keeps (issue 20). A sequence is pure: a fold of the
 * battle's flow events (each action of the log carries its own in `detail.flow`), and a question
 * answered from that fold. It never reads the clock, the store or the screen.
 *
 * - `initial` is the state before the first action; `step(state, event)` folds one event in. An event the
 *   sequence does not know is ignored (an older or newer log must still open), never thrown on.
 * - `ask(state, question, owed)` answers one of three verdicts for any action on any unit:
 *   allowed; forbidden, with the rule quoted (the app refuses); or left to the players by the text
 *   (a warning the umpire may override; the override is logged with the action).
 *   `owed` is what the log still owes (tests, retreats…), so an action the text puts after an owed
 *   item waits for it: owed items are gates.
 * - `where(state)` says where the game stands in the rules' words ("Turn 2 · Cavalry Move, French").
 */

export type Verdict =
  | { readonly verdict: 'allowed' }
  | { readonly verdict: 'forbidden'; readonly section: string; readonly rule: string }
  | { readonly verdict: 'players'; readonly section: string; readonly rule: string }

export const ALLOWED: Verdict = Object.freeze({ verdict: 'allowed' })

/** The text forbids it: the app refuses, quoting `rule` from `section` ("seed 004, The Cards: Infantry Move"). */
export function forbidden(section: string, rule: string): Verdict {
  return { verdict: 'forbidden', section, rule }
}

/** The text leaves it to the players: a warning the umpire can override, the override logged. */
export function leftToPlayers(section: string, rule: string): Verdict {
  return { verdict: 'players', section, rule }
}

/** The first verdict that is not 'allowed', forbidden before players; allowed when all are. */
export function firstRefusal(...verdicts: readonly Verdict[]): Verdict {
  return verdicts.find((v) => v.verdict === 'forbidden') ?? verdicts.find((v) => v.verdict === 'players') ?? ALLOWED
}

/** "Infantry may never charge cavalry (seed 004, Restrictions on Charges)". */
export function verdictText(v: Verdict): string {
  return v.verdict === 'allowed' ? '' : `${v.rule} (${v.section})`
}

/** An item the log still owes, as a sequence sees it: gates read its kind and units. */
export interface OwedRef {
  readonly id: string
  readonly kind: string
  readonly unitIds: readonly string[]
}

export interface Sequence<State, Event, Question> {
  readonly initial: State
  step(state: State, event: Event): State
  ask(state: State, question: Question, owed: readonly OwedRef[]): Verdict
  where(state: State): string
}

/** The sequence state after `events`, in order. */
export function foldSequence<S, E, Q>(sequence: Sequence<S, E, Q>, events: Iterable<E>): S {
  let s = sequence.initial
  for (const e of events) s = sequence.step(s, e)
  return s
}

/** One owed consequence of a result, as a result procedure returns it, in the text's order. */
export interface OwedStep {
  /** The ruleset's own name for it ('morale', 'control', 'retreat', 'officer casualties'…). */
  readonly kind: string
  readonly unitIds: readonly string[]
  readonly label: string
  /** Why, with the section: "fell below 50% of its initial strength (seed 004, Morale)". */
  readonly reason: string
}
