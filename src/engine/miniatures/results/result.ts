import type { OwedStep } from '../../core/sequence'
import { standing, step, type MiniEvent, type MiniState, type Standing } from '../sequence'

/** A change to one unit's state that a result makes. */
export interface UnitChange {
  readonly id: string
  readonly disorderPoints?: number
  readonly status?: 'removed' | 'captured'
  readonly inSquare?: boolean
}

/** Everything that follows a result, for the screen to write as ONE action. */
export interface ResultOut {
  readonly changes: readonly UnitChange[]
  /** What the players still do on the table, in the text's order. */
  readonly owed: readonly OwedStep[]
  /** The sequence's events: who acted, who is locked, who is out. */
  readonly events: readonly MiniEvent[]
  /** The consequences in words, in order. */
  readonly lines: readonly string[]
  /** The battle after it: a result can win it (seed 000, 4.2). */
  readonly standing: Standing
}

export const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`

/** Completes a result: folds its events into `s` to say whether the battle is now won. */
export function finish(s: MiniState, r: Omit<ResultOut, 'standing'>): ResultOut {
  const after = standing(r.events.reduce(step, s))
  const won = after.winners.length > 0 && !s.playOn && standing(s).winners.length === 0
  return { ...r, lines: won ? [...r.lines, `the battle is won: ${after.reason} (${after.section})`] : r.lines, standing: after }
}

export const retreatStep = (id: string, name: string, segments: number): OwedStep => ({
  kind: 'retreat', unitIds: [id], label: `${name}: retreat ${plural(segments, 'segment')}`,
  reason: 'seed 003, 10.0 Retreats: the defender moves it; it cannot be activated for the rest of the round',
})
