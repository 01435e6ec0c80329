import { D6, checkFace, facesOf, map, ordered, type Calculator, type CalculatorResult, type Distribution, type NamedDie, type RuleRef, type WorkingLine } from '../core'
import { lineTotal, meleeFactorLines, type MeleeSide } from './meleeFactor'
import { combatResult, CRT_RULE, type CombatResult } from './tables/combatResults'
import { MELEE_RULE } from './tables/meleeModifiers'

export type { MeleeSide, MeleeTroop, InfantryFormation } from './meleeFactor'
export type MeleeOutcome = 'attacker wins' | 'defender wins' | 'draw'
export const MELEE_OUTCOMES: readonly MeleeOutcome[] = ['attacker wins', 'defender wins', 'draw']

/** RULES.md ruling 5: compare casualties in steps (removed base = 2, damaged = 1), or removed bases only. */
export type MeleeWinnerBy = 'steps' | 'removed-bases'

export interface MeleeInput {
  readonly attacker: MeleeSide
  readonly defender: MeleeSide
  /** Round of this mêlée: 1 unless a drawn mêlée is fought again. */
  readonly round?: number
  readonly winnerBy?: MeleeWinnerBy
}

export interface MeleeSideResult {
  /** Modified mêlée factor including the random factor: looked up on the CRT. */
  readonly score: number
  /** The casualties this side inflicts on the enemy. */
  readonly inflicts: CombatResult
}

export interface MeleeResult extends CalculatorResult<MeleeOutcome> {
  readonly attacker: MeleeSideResult
  readonly defender: MeleeSideResult
  /** Who the random factor went to, and how much (0–5). */
  readonly randomFactor: { readonly to: 'attacker' | 'defender' | null; readonly value: number }
}

export const MELEE_RESULTS_RULE: RuleRef = { seed: '004', section: 'Mêlée: Results' }
const RANDOM_RULE: RuleRef = { seed: '004', section: 'Mêlée: Random Factor' }

export const MELEE_DICE: readonly NamedDie[] = [
  { role: "attacker's D6", die: D6 },
  { role: "defender's D6", die: D6 },
]

export function lossesBy(crt: CombatResult, by: MeleeWinnerBy = 'steps'): number {
  return by === 'removed-bases' ? crt.basesRemoved : 2 * crt.basesRemoved + crt.basesDamaged
}

export function decide(attackerInflicts: number, defenderInflicts: number): MeleeOutcome {
  return attackerInflicts > defenderInflicts ? 'attacker wins' : defenderInflicts > attackerInflicts ? 'defender wins' : 'draw'
}

/**
 * One side's modified factor as it adds up, named for the side: the factor the base, the rest modifiers, and its
 * sum before the random factor (the same before and after the roll, so the screen shows each side's sum first).
 */
function sideLines(side: 'attacker' | 'defender', lines: readonly WorkingLine[]): WorkingLine[] {
  return [
    ...lines.map((l, i) => ({ ...l, label: `${side}: ${l.label}`, kind: i === 0 ? ('base' as const) : ('modifier' as const) })),
    { label: `${side}: before the random factor`, value: lineTotal(lines), rule: MELEE_RULE, kind: 'total' },
  ]
}

/** One pairing with given D6 faces (seed 004, Mêlée: Random Factor and Results). */
export function resolveMelee(input: MeleeInput, faces: readonly (number | string)[]): MeleeResult {
  const round = input.round ?? 1
  const a = meleeFactorLines(input.attacker, input.defender, round, 'attacker')
  const d = meleeFactorLines(input.defender, input.attacker, round, 'defender')
  const fa = checkFace(D6, faces[0], "attacker's D6")
  const fd = checkFace(D6, faces[1], "defender's D6")
  const value = Math.abs(fa - fd)
  const to = fa > fd ? 'attacker' : fd > fa ? 'defender' : null
  const aScore = lineTotal(a) + (to === 'attacker' ? value : 0)
  const dScore = lineTotal(d) + (to === 'defender' ? value : 0)
  const aCrt = combatResult(aScore)
  const dCrt = combatResult(dScore)
  const by = input.winnerBy ?? 'steps'
  const outcome = decide(lossesBy(aCrt, by), lossesBy(dCrt, by))
  const working: WorkingLine[] = [
    ...sideLines('attacker', a),
    ...sideLines('defender', d),
    { label: `random factor: D6 ${fa} v ${fd}${to ? ` → ${to} +${value}` : ' → none'}`, value, rule: RANDOM_RULE, kind: 'count' },
    { label: `attacker ${aScore}: ${aCrt.scores} → defender ${aCrt.result}`, value: `= ${aScore}`, rule: CRT_RULE },
    { label: `defender ${dScore}: ${dCrt.scores} → attacker ${dCrt.result}`, value: `= ${dScore}`, rule: CRT_RULE },
    { label: `casualties (${by}): attacker caused ${lossesBy(aCrt, by)}, defender caused ${lossesBy(dCrt, by)} → ${outcome}`, value: outcome, rule: MELEE_RESULTS_RULE },
  ]
  return { outcome, working, attacker: { score: aScore, inflicts: aCrt }, defender: { score: dScore, inflicts: dCrt }, randomFactor: { to, value } }
}

function distribution(input: MeleeInput): Distribution<MeleeOutcome> {
  return ordered(map(facesOf([D6, D6]), (f) => resolveMelee(input, f).outcome), MELEE_OUTCOMES)
}

/** seed 004, Mêlée: both sides' modified factors, one D6 each, the CRT for each, the winner. */
export const meleeCalculator: Calculator<MeleeInput, MeleeOutcome, MeleeResult> = {
  id: 'wargaming.melee',
  title: 'Mêlée',
  rule: MELEE_RULE,
  example: {
    attacker: { meleeFactor: 8, troop: 'cavalry', charging: true },
    defender: { meleeFactor: 4, troop: 'infantry', formation: 'line', damagedBases: 1 },
  },
  dice: () => MELEE_DICE,
  resolve: resolveMelee,
  distribution,
  outcomes: () => MELEE_OUTCOMES,
}
