import { check, checkFace, D6, type Calculator, type CalculatorResult, type NamedDie, type WorkingLine } from '../core'
import { otherModifierLines, otherModifierValue, type OtherModifier } from '../core/otherModifier'
import { COMBAT_EFFECTS_RULE, combatEffect, hitsColumn, HITS_COLUMNS } from './combatEffectsTable'
import { addDisorder, checkDisorderPoints, DISORDER_RULE } from './disorder'
import { exactOver, outcomesInFaceOrder } from './exact'
import { unitType } from './referenceSheet'
import { applyRetreatRules, type RetreatSituation } from './retreat'
import { disorderPoints } from './words'

export interface CombatEffectsInput extends Omit<RetreatSituation, 'kind'> {
  readonly hits: number
  /** The target's reference-sheet unit type id, e.g. 'french-infantry'. */
  readonly target: string
  /** The target's disorder points before this combat. */
  readonly disorderPoints?: number
  /**
   * "Other ±N" (umpire's judgement, house rule) added to the combat effects die: the modified roll reads the
   * table's row, 1 below the first row and 6 above the last (the players' own modifier, not a printed one).
   */
  readonly otherModifier?: OtherModifier | null
}

/** What happens to the target: DP added (table and retreat rules), segments retreated, removed or not. */
export interface CombatEffect {
  readonly disorder: number
  readonly retreat: number
  readonly removed: boolean
}
export type CombatEffectsResult = CalculatorResult<CombatEffect>

const DICE: readonly NamedDie[] = [{ role: 'combat effects D6', die: D6 }]

/** seed 003, Combat Effects (9.1) then 10.0 Retreats, for `hits` already known. */
export function resolveEffect(input: CombatEffectsInput, face: number | string): CombatEffectsResult {
  const type = unitType(input.target, 'target')
  const column = hitsColumn(input.hits)
  const die = checkFace(D6, face, 'combat effects D6')
  const n = otherModifierValue(input.otherModifier)
  const roll = Math.min(6, Math.max(1, die + n))
  const cell = combatEffect(input.hits, roll)
  const current = checkDisorderPoints(input.disorderPoints ?? 0)
  check(current < type.disorder, 'out-of-range', 'disorderPoints',
    `${type.name} with ${disorderPoints(current)} has already been removed (removed at ${type.disorder}).`)
  // Stryker disable next-line EqualityOperator: n is not 0 here, so n >= 0 is n > 0
  const sign = n > 0 ? '+' : '−'
  const read = n === 0 ? `die ${die}` : `die ${die} ${sign} ${Math.abs(n)} → row ${roll}`
  // The row read: the die, the other modifier, kept on the table's rows 1–6; the cells read there are counts.
  const clamp = roll - (die + n)
  const working: WorkingLine[] = [
    { label: 'combat effects die', value: die, rule: COMBAT_EFFECTS_RULE, kind: 'base' },
    ...otherModifierLines(input.otherModifier).map((l) => ({ ...l, kind: 'modifier' as const })),
    ...(clamp === 0 ? [] : [{ label: `the table's rows run 1–6`, value: clamp, rule: COMBAT_EFFECTS_RULE, kind: 'modifier' as const }]),
    { label: 'row', value: roll, rule: COMBAT_EFFECTS_RULE, kind: 'total' },
    { label: `${HITS_COLUMNS[column - 1]!.label}, ${read}: disorder`, value: cell.disorder, rule: COMBAT_EFFECTS_RULE, kind: 'count' },
  ]
  // Ruling 24: the table's DP first; a unit at its limit is removed and neither retreats nor converts a retreat to DP.
  if (current + cell.disorder >= type.disorder) {
    working.push({ label: `${disorderPoints(current + cell.disorder)}: ${type.name} removed (at ${type.disorder}), no retreat`, value: 'removed', rule: DISORDER_RULE })
    return { outcome: { disorder: cell.disorder, retreat: 0, removed: true }, score: roll, working }
  }
  const retreat = applyRetreatRules(cell.retreat, { ...input, kind: type.kind })
  working.push(...retreat.working)
  const disorder = cell.disorder + retreat.disorder
  const after = addDisorder({ type: type.id, disorderPoints: current }, disorder)
  if (after.removed) {
    working.push({ label: `${disorderPoints(after.disorderPoints)}: ${type.name} removed (at ${after.removedAt})`, value: 'removed', rule: DISORDER_RULE })
  }
  const outcome = { disorder, retreat: after.removed ? 0 : retreat.retreat, removed: after.removed }
  return { outcome, score: roll, working }
}

export const combatEffects: Calculator<CombatEffectsInput, CombatEffect, CombatEffectsResult> = {
  id: 'combat-effects',
  title: 'Combat effects',
  rule: COMBAT_EFFECTS_RULE,
  example: { hits: 2, target: 'french-infantry', disorderPoints: 1 },
  dice: () => DICE,
  resolve: (input, faces) => resolveEffect(input, faces[0] as number),
  distribution: (input) => exactOver(DICE, (f) => resolveEffect(input, f[0]!).outcome),
  outcomes: (input) => outcomesInFaceOrder(DICE, (f) => resolveEffect(input, f[0]!).outcome),
}

/** For the odds bars: "2 DP, retreat 1", "1 DP", "removed". */
export function describeEffect(e: CombatEffect): string {
  if (e.removed) return 'removed'
  const parts = [e.disorder > 0 ? disorderPoints(e.disorder) : '', e.retreat > 0 ? `retreat ${e.retreat}` : ''].filter(Boolean)
  return parts.length ? parts.join(', ') : 'no effect'
}
