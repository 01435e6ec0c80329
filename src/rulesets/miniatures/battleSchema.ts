import type * as v from 'valibot'
import { UNIT_TYPES } from '@/engine/miniatures/referenceSheet'
import { quote } from '@/model/issues'
import type { Unit } from '@/model/types'
import type { BattleCheck } from '@/rulesets/battleCheck'
import { cardsProblem } from '@/rulesets/boardgame/cardsSchema'
import type { MiniUnitStateSchema } from './unitSchema'

/**
 * What one field cannot say: the unit's kind is its reference-sheet type's, and a unit still on the table has fewer
 * disorder points than its type's removal threshold (seed 003, 6.0: "removed when it has accumulated four"; the
 * sheet's "disor." column). A removed unit may have gone past it with the hits that removed it.
 */
function unitProblem(unit: Unit): string | null {
  const s = unit.state as v.InferOutput<typeof MiniUnitStateSchema>
  const type = UNIT_TYPES.find((t) => t.id === s.type)!
  const at = `units.${quote(unit.id)}`
  if (unit.kind !== type.kind) return `${at}.kind: "${quote(unit.kind)}" disagrees with its state's type "${s.type}" (${type.kind})`
  if (s.status === 'active' && s.disorderPoints >= type.disorder)
    return `${at}.state.disorderPoints: a ${type.name} on the table has at most ${type.disorder - 1} (removed at ${type.disorder}, seed 003, 6.0), got ${s.disorderPoints}`
  return null
}

/** A `miniatures` battle against its rules' bounds (seed 003 on 000): found by src/rulesets/foldedStates.ts, not carried by the manifest. */
export const BATTLE_CHECK: BattleCheck = {
  ruleset: 'miniatures',
  check: (state, unit) => (unit ? unitProblem(unit) : cardsProblem(state)),
}
