import { check, D6, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type WorkingLine } from '../core'
import { closeCombatPlan, type CloseCombatInput } from './closeCombatPlan'
import { wl } from './refs'
import { takeStepLosses } from './stepTrack'
import { countSuccesses, successDistribution } from './successes'

/** seed 002, F-4j–k: who won and the Step Losses each side applies (at most 3 from Successes; Blown Horses +1). */
export interface CloseCombatOutcome {
  readonly winner: 'attacker' | 'defender'
  /** Equal Successes: the defender wins, the attacker moves back (not a Retreat). */
  readonly tied: boolean
  readonly attackerStepLosses: number
  readonly defenderStepLosses: number
}

/** What the result means for one side, given its Step Losses before the combat. */
export interface SideEffects {
  readonly successes: number
  readonly stepLosses: number
  readonly lossesAfter: number
  readonly panicTest: boolean
  /** Hexes to Retreat: the loser's 2, plus 2 for each loss numbered 6 or more (rulings 16, 41); Panic adds 1 if failed. */
  readonly retreatHexes: number
  /** Back to the hex it came from, not a Retreat. */
  readonly movesBack: boolean
  /** A Detachment loser's Elan Test (failed = an extra Step Loss). */
  readonly detachmentElanTest: boolean
  readonly eliminated: boolean
}
export interface CloseCombatResult extends CalculatorResult<CloseCombatOutcome> {
  readonly attacker: SideEffects
  readonly defender: SideEffects
}

const CAP = 3
const APPLY = wl('F-4j Close Combat Success Application')
const WINNER = wl('F-4k Close Combat Winner/Loser')

function blown(input: CloseCombatInput): number {
  return input.attacker.type === 'cavalry' ? 1 : 0
}

/** The outcome of a pair of Success totals. */
export function combatOutcome(input: CloseCombatInput, attackerSuccesses: number, defenderSuccesses: number): CloseCombatOutcome {
  return {
    winner: attackerSuccesses > defenderSuccesses ? 'attacker' : 'defender',
    tied: attackerSuccesses === defenderSuccesses,
    attackerStepLosses: Math.min(CAP, defenderSuccesses) + blown(input),
    defenderStepLosses: Math.min(CAP, attackerSuccesses),
  }
}

/** seed 002, F-4k and A-2a: retreats, moving back, Panic and Detachment tests for both sides. */
export function combatEffects(input: CloseCombatInput, o: CloseCombatOutcome, successes: { attacker: number; defender: number }): { attacker: SideEffects; defender: SideEffects } {
  const side = (who: 'attacker' | 'defender'): SideEffects => {
    const s = input[who]
    const lost = who === 'attacker' ? o.attackerStepLosses : o.defenderStepLosses
    const t = takeStepLosses(s.stepLosses ?? 0, lost, { detachment: s.detachment === true, rulings: input.rulings })
    const loser = o.winner !== who
    const detachment = s.detachment === true
    const retreats = loser && !o.tied && !detachment
    const movesBack = who === 'attacker' && (o.tied || (!loser && (input.defenderStacked === true || input.defender.detachment === true)))
    return {
      successes: successes[who], stepLosses: lost, lossesAfter: t.after, panicTest: t.panicTest,
      retreatHexes: (retreats ? 2 : 0) + t.retreatHexes, movesBack, detachmentElanTest: loser && detachment, eliminated: t.eliminated,
    }
  }
  return { attacker: side('attacker'), defender: side('defender') }
}

function dice(input: CloseCombatInput): NamedDie[] {
  const p = closeCombatPlan(input)
  return [
    ...Array.from({ length: p.attackerDice }, (_, i) => ({ role: `attacker die ${i + 1}`, die: D6 })),
    ...Array.from({ length: p.defenderDice }, (_, i) => ({ role: `defender die ${i + 1}`, die: D6 })),
  ]
}

function describe(who: string, e: SideEffects): string {
  const parts = [`${e.stepLosses} Step Loss${e.stepLosses === 1 ? '' : 'es'}`]
  if (e.retreatHexes) parts.push(`Retreat ${e.retreatHexes} hexes`)
  if (e.movesBack) parts.push('moves back (not a Retreat)')
  if (e.panicTest) parts.push('Panic Test')
  if (e.detachmentElanTest) parts.push('Elan Test (failed: extra Step Loss)')
  if (e.eliminated) parts.push('eliminated')
  return `${who}: ${parts.join(', ')}`
}

function resolve(input: CloseCombatInput, faces: readonly (number | string)[]): CloseCombatResult {
  const p = closeCombatPlan(input)
  check(faces.length === p.attackerDice + p.defenderDice, 'out-of-range', 'faces', `Roll ${p.attackerDice} attacker and ${p.defenderDice} defender dice, got ${faces.length} faces.`)
  const a = countSuccesses(faces.slice(0, p.attackerDice), p.attackerTarget, 'attacker die')
  const d = countSuccesses(faces.slice(p.attackerDice), p.defenderTarget, 'defender die')
  const outcome = combatOutcome(input, a.total, d.total)
  const effects = combatEffects(input, outcome, { attacker: a.total, defender: d.total })
  const res = wl('F-4i Close Combat Resolution')
  const working: WorkingLine[] = [...p.working,
    { label: `attacker Successes: ${a.successes} above ${p.attackerTarget}, ${a.partials} Partial`, value: a.total, rule: res, kind: 'count' },
    { label: `defender Successes: ${d.successes} above ${p.defenderTarget}, ${d.partials} Partial`, value: d.total, rule: res, kind: 'count' },
    { label: outcome.tied ? 'same Successes: the defender wins' : `more Successes: the ${outcome.winner} wins`, value: outcome.winner, rule: WINNER },
    { label: 'Step Losses from Successes, at most 3 each (attacker / defender)', value: `${Math.min(CAP, d.total)} / ${outcome.defenderStepLosses}`, rule: APPLY },
    ...(blown(input) ? [{ label: 'Blown Horses: the charging cavalry loses one more Step', value: 1, rule: wl('F-4l Blown Horses'), kind: 'count' as const }] : []),
    { label: describe('attacker', effects.attacker), value: effects.attacker.lossesAfter, rule: WINNER, kind: 'count' },
    { label: describe('defender', effects.defender), value: effects.defender.lossesAfter, rule: WINNER, kind: 'count' },
  ]
  return { outcome, working, ...effects }
}

/** Every outcome in a fixed order: attacker wins, defender wins, tie; then by losses. */
function listOutcomes(input: CloseCombatInput): CloseCombatOutcome[] {
  const out: CloseCombatOutcome[] = []
  const b = blown(input)
  for (const kind of ['attacker', 'defender', 'tie'] as const)
    for (let al = 0; al <= CAP; al++)
      for (let dl = 0; dl <= CAP; dl++) {
        const ok = kind === 'tie' ? al === dl : kind === 'attacker' ? dl >= al && dl > 0 : al >= dl && al > 0
        if (ok) out.push({ winner: kind === 'attacker' ? 'attacker' : 'defender', tied: kind === 'tie', attackerStepLosses: al + b, defenderStepLosses: dl })
      }
  return out
}

const code = (o: CloseCombatOutcome) => `${o.winner}/${o.tied}/${o.attackerStepLosses}/${o.defenderStepLosses}`

/**
 * Exact joint distribution: each side's Success totals convolved die by die (successes.ts), then paired;
 * at most 21 × 21 pairs, never 6^(dice) sequences. Counted straight into the fixed outcome order.
 */
function distribution(input: CloseCombatInput): Distribution<CloseCombatOutcome> {
  const p = closeCombatPlan(input)
  const a = successDistribution(p.attackerDice, p.attackerTarget)
  const d = successDistribution(p.defenderDice, p.defenderTarget)
  const list = listOutcomes(input)
  const index = new Map(list.map((o, i) => [code(o), i]))
  const counts = list.map(() => 0)
  for (const x of a.outcomes) for (const y of d.outcomes) {
    const i = index.get(code(combatOutcome(input, x.value, y.value)))!
    counts[i] = counts[i]! + x.count * y.count
  }
  return { total: a.total * d.total, outcomes: list.map((value, i) => ({ value, count: counts[i]! })).filter((o) => o.count > 0) }
}

/** seed 002, F-4 Close Combat (and F-4l Cavalry Charge). */
export const closeCombat: Calculator<CloseCombatInput, CloseCombatOutcome, CloseCombatResult> = {
  id: 'close-combat',
  title: 'Close Combat',
  rule: wl('F-4 Close Combat'),
  // The text's Foy-versus-Picton example (F-4f, F-4 Close Combat example).
  example: {
    attacker: { type: 'infantry', strengthPoints: 5, artilleryFactor: 2, elanRating: 4, stepLosses: 1 },
    defender: { type: 'infantry', strengthPoints: 5, artilleryFactor: 2, elanRating: 5 },
    confident: true, enfilade: 2, defenderElevation: 'Ridge', attackerFromElevation: 'Flat', defenderTerrain: 'Clear',
  },
  dice,
  resolve,
  distribution,
  outcomes: (input) => {
    closeCombatPlan(input)
    return listOutcomes(input)
  },
}
