import type { SideEffects } from '../closeCombat'
import { detachmentStep, moveBackStep, retreatStep } from './owedSteps'
import { stepLosses } from './stepLosses'
import type { LossOutcome, ResultUnit, WlOwed } from './types'

export interface CombatConsequences {
  readonly losses: readonly LossOutcome[]
  /** Owed in the text's order (ruling 42): Panic Tests, then the loser's Retreat or the move back, then a Detachment's test. */
  readonly owed: readonly WlOwed[]
}

/**
 * seed 002, F-4j–F-4l: both sides' Step Losses at once, then everything owed after them. The loser Retreats two hexes
 * (plus two for each loss from the 6th on); a Detachment loser takes an Elan Test instead; a tied or blocked attacker
 * moves back (not a Retreat).
 */
export function combatConsequences(a: ResultUnit, d: ResultUnit, fx: { attacker: SideEffects; defender: SideEffects },
  rulings: Readonly<Record<string, unknown>> = {}): CombatConsequences {
  const sides = [[a, fx.attacker], [d, fx.defender]] as const
  const results = sides.map(([u, e]) => stepLosses(u, e.stepLosses, rulings))
  const panics = results.flatMap((r) => r.owed.filter((o) => o.kind === 'panic'))
  const after = sides.flatMap(([u, e]): WlOwed[] => {
    const out: WlOwed[] = []
    if (e.retreatHexes > 0 && !e.eliminated) out.push(retreatStep(u, e.retreatHexes, 'seed 002, F-4k: the loser Retreats two hexes (more for late losses)'))
    if (e.movesBack) out.push(moveBackStep(u))
    if (e.detachmentElanTest && !e.eliminated) out.push(detachmentStep(u))
    return out
  })
  return { losses: results.map((r) => r.loss), owed: [...panics, ...after] }
}
