import { check, checkFace, D6, merge, ordered, type Calculator, type CalculatorResult } from '../../core'
import { BATTLE_DIE, type BattleFace } from '../battleDie'
import { rule000 } from '../refs'

const RULE = rule000('13.4 Hypothetical Battles: Reinforcements')

export type Sector = 'left' | 'centre' | 'right'
// seed 000, 13.4: "1-2=Left Wing 3-4=Centre 5-6=Right Wing".
/** seed 000, 13.4: the reinforcement pool at the start: "2 infantry, 1 light cavalry and 1 light artillery". */
export const REINFORCEMENT_POOL: Readonly<Record<ReinforcementKind, number>> = { infantry: 2, cavalry: 1, artillery: 1 }

export const REINFORCEMENT_SECTORS: readonly { readonly faces: readonly number[]; readonly sector: Sector; readonly printed: string }[] = [
  { faces: [1, 2], sector: 'left', printed: 'Left Wing' },
  { faces: [3, 4], sector: 'centre', printed: 'Centre' },
  { faces: [5, 6], sector: 'right', printed: 'Right Wing' },
]

export type ReinforcementKind = 'infantry' | 'cavalry' | 'artillery'
export interface ReinforcementInput {
  /** Reinforcements still in the pool (13.4: 2 infantry, 1 light cavalry, 1 light artillery). */
  readonly pool: Readonly<Record<ReinforcementKind, number>>
}
export type ReinforcementOutcome = { readonly unit: 'none' } | { readonly unit: ReinforcementKind; readonly sector: Sector }

const OUTCOMES: readonly ReinforcementOutcome[] = [{ unit: 'none' }, ...(['infantry', 'cavalry', 'artillery'] as const).flatMap((unit) =>
  REINFORCEMENT_SECTORS.map((s) => ({ unit, sector: s.sector })))]

function outcomeOf(input: ReinforcementInput, face: BattleFace, d6: number): ReinforcementOutcome {
  if (face === 'flag' || face === 'general' || input.pool[face] === 0) return { unit: 'none' }
  return { unit: face, sector: REINFORCEMENT_SECTORS.find((s) => s.faces.includes(d6))!.sector }
}

function checkPool(input: ReinforcementInput) {
  for (const k of ['infantry', 'cavalry', 'artillery'] as const) {
    const n = input.pool?.[k]
    check(Number.isInteger(n) && n >= 0, 'out-of-range', `pool.${k}`, `pool.${k}: reinforcements left, 0 or more (got ${String(n).slice(0, 100)}).`)
  }
}

/**
 * seed 000, 13.4: "Roll one battle die … to determine the type of unit that will enter as a reinforcement. If you roll a
 * flag, a general or a unit type that is not in the reinforcement pool, you don't get a reinforcement in that round. If
 * you do get a reinforcement, roll a conventional six-sided die to determine what sector it will arrive in".
 */
export const hypotheticalReinforcement: Calculator<ReinforcementInput, ReinforcementOutcome, CalculatorResult<ReinforcementOutcome>> = {
  id: 'boardgame.reinforcement',
  title: 'Reinforcement (hypothetical battle)',
  rule: RULE,
  example: { pool: { ...REINFORCEMENT_POOL } },
  dice: (input) => { checkPool(input); return [{ role: 'battle die', die: BATTLE_DIE }, { role: 'D6 (sector)', die: D6 }] },
  resolve(input, faces) {
    checkPool(input)
    check(faces.length === 2, 'out-of-range', 'faces', `Roll a battle die and a D6, got ${faces.length} faces.`)
    const face = checkFace(BATTLE_DIE, faces[0], 'battle die')
    const d6 = checkFace(D6, faces[1], 'D6')
    const outcome = outcomeOf(input, face, d6)
    return { outcome, working: outcome.unit === 'none'
      ? [{ label: `battle die: ${face}: no reinforcement this round`, value: 'none', rule: RULE }]
      : [{ label: `battle die: ${face}`, value: face, rule: RULE },
        { label: `D6 ${d6}: ${REINFORCEMENT_SECTORS.find((s) => s.sector === outcome.sector)!.printed}`, value: outcome.sector, rule: RULE }] }
  },
  distribution(input) {
    checkPool(input)
    return ordered(merge(36, BATTLE_DIE.faces.flatMap((f) => D6.faces.map((d) => ({ value: outcomeOf(input, f, d), count: 1 })))), OUTCOMES)
  },
  outcomes: () => OUTCOMES,
}
