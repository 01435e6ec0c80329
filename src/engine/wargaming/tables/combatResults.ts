import { check, type ReferenceTable, type RuleRef } from '../../core'

export const CRT_RULE: RuleRef = { seed: '004', section: 'Combat Results' }

export type CombatResultLabel =
  | 'No effect'
  | '1 base damaged'
  | '1 base removed'
  | '1 base removed & 1 base damaged'
  | '2 bases removed'
  | '2 bases removed & 1 base damaged'
  | '3 bases removed'

export interface CombatResult {
  readonly result: CombatResultLabel
  /** Printed score range, e.g. '5 to 8'. */
  readonly scores: string
  /** Lowest score on this line (null = no lower limit). */
  readonly min: number | null
  readonly basesRemoved: number
  readonly basesDamaged: number
}

// seed 004, Combat Results — "Modified fire or mêlée factor / Result", as printed.
export const COMBAT_RESULTS: readonly CombatResult[] = [
  { scores: '0 or less', min: null, result: 'No effect', basesRemoved: 0, basesDamaged: 0 },
  { scores: '1 to 4', min: 1, result: '1 base damaged', basesRemoved: 0, basesDamaged: 1 },
  { scores: '5 to 8', min: 5, result: '1 base removed', basesRemoved: 1, basesDamaged: 0 },
  { scores: '9 to 12', min: 9, result: '1 base removed & 1 base damaged', basesRemoved: 1, basesDamaged: 1 },
  { scores: '13 to 16', min: 13, result: '2 bases removed', basesRemoved: 2, basesDamaged: 0 },
  { scores: '17 to 20', min: 17, result: '2 bases removed & 1 base damaged', basesRemoved: 2, basesDamaged: 1 },
  { scores: 'Over 20', min: 21, result: '3 bases removed', basesRemoved: 3, basesDamaged: 0 },
]

export const COMBAT_RESULT_LABELS: readonly CombatResultLabel[] = COMBAT_RESULTS.map((r) => r.result)

/** The CRT line for a modified fire or mêlée factor (any integer; over 20 stays at 3 removed). */
export function combatResult(score: number, field = 'score'): CombatResult {
  check(Number.isInteger(score), 'out-of-range', field, `${field} must be a whole number, got ${score}.`)
  let line = COMBAT_RESULTS[0]!
  // Stryker disable next-line ConditionalExpression: the row without a minimum is the first, already the starting line.
  for (const r of COMBAT_RESULTS) if (r.min !== null && score >= r.min) line = r
  return line
}

export const CRT_REFERENCE: ReferenceTable = {
  id: 'wargaming.combatResults',
  title: 'Combat results (fire and mêlée)',
  rule: CRT_RULE,
  columns: ['Modified fire or mêlée factor', 'Result'],
  rows: COMBAT_RESULTS.map((r) => [r.scores, r.result]),
  notes: ['Two damaged bases are equivalent to the loss of one base (rules: Casualties).'],
}
