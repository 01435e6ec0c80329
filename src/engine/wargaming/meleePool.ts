import { check, D6, facesOf, map, ordered, type Calculator, type CalculatorResult, type Distribution, type WorkingLine } from '../core'
import { decide, lossesBy, MELEE_DICE, MELEE_OUTCOMES, MELEE_RESULTS_RULE, resolveMelee, type MeleeOutcome, type MeleeResult, type MeleeWinnerBy } from './melee'
import type { MeleeSide } from './meleeFactor'

export interface MeleePairing {
  readonly attacker: MeleeSide
  readonly defender: MeleeSide
}

export interface MeleePoolInput {
  readonly pairings: readonly MeleePairing[]
  readonly round?: number
  readonly winnerBy?: MeleeWinnerBy
}

export interface MeleePoolResult extends CalculatorResult<MeleeOutcome> {
  readonly pairings: readonly MeleeResult[]
  /** Casualties caused by each side, pooled over the pairings (steps, or removed bases: ruling 5). */
  readonly causedByAttackers: number
  readonly causedByDefenders: number
}

/**
 * seed 004, Charges & Mêlées: "do a separate resolution for each attacking unit but pool the results
 * to determine the outcome of the mêlée." Pools pairings already resolved with the same roll.
 */
export function poolMelee(pairings: readonly MeleeResult[], winnerBy: MeleeWinnerBy = 'steps'): MeleePoolResult {
  check(pairings.length > 0, 'out-of-range', 'pairings', 'A mêlée needs at least one pairing.')
  const causedByAttackers = pairings.reduce((s, p) => s + lossesBy(p.attacker.inflicts, winnerBy), 0)
  const causedByDefenders = pairings.reduce((s, p) => s + lossesBy(p.defender.inflicts, winnerBy), 0)
  const outcome = decide(causedByAttackers, causedByDefenders)
  const working: WorkingLine[] = pairings.flatMap((p, i) => p.working.map((l) => ({ ...l, label: `pairing ${i + 1}, ${l.label}` })))
  working.push({ label: `pooled casualties (${winnerBy}): attackers caused ${causedByAttackers}, defenders caused ${causedByDefenders} → ${outcome}`, value: outcome, rule: MELEE_RESULTS_RULE })
  return { outcome, working, pairings, causedByAttackers, causedByDefenders }
}

/** "Only one roll is made in mêlées involving more than one unit against a single unit": the same faces for every pairing. */
export function resolveMeleePool(input: MeleePoolInput, faces: readonly (number | string)[]): MeleePoolResult {
  // An empty list is refused by poolMelee with the same words; this catches a missing list.
  check(Array.isArray(input.pairings), 'out-of-range', 'pairings', 'A mêlée needs at least one pairing.')
  const winnerBy = input.winnerBy ?? 'steps'
  const results = input.pairings.map((p) => resolveMelee({ ...p, round: input.round ?? 1, winnerBy }, faces))
  return poolMelee(results, winnerBy)
}

function distribution(input: MeleePoolInput): Distribution<MeleeOutcome> {
  return ordered(map(facesOf([D6, D6]), (f) => resolveMeleePool(input, f).outcome), MELEE_OUTCOMES)
}

export const meleePoolCalculator: Calculator<MeleePoolInput, MeleeOutcome, MeleePoolResult> = {
  id: 'wargaming.meleePool',
  title: 'Mêlée with several units',
  rule: { seed: '004', section: 'Charges & Mêlées' },
  example: {
    pairings: [
      { attacker: { meleeFactor: 4, troop: 'infantry', charging: true, formation: 'column' }, defender: { meleeFactor: 4, troop: 'infantry', formation: 'line' } },
      { attacker: { meleeFactor: 3, troop: 'infantry', charging: true, formation: 'column' }, defender: { meleeFactor: 4, troop: 'infantry', formation: 'line' } },
    ],
  },
  dice: () => MELEE_DICE,
  resolve: resolveMeleePool,
  distribution,
  outcomes: () => MELEE_OUTCOMES,
}
