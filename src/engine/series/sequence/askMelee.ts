import { ALLOWED, type Verdict } from '../../core/sequence'
import { isPhasing, phaseOf } from './phase'
import { no } from './rules'
import type { SeriesState } from './types'

/** One attacker (8.7, 4.4, 9.1, 8.10): able to attack, and not yet attacked this phase unless exploiting a charge (9.4). */
function attacker(s: SeriesState, unit: string): Verdict {
  const u = s.units[unit]!
  const act = s.acts[unit]
  if (!isPhasing(s, unit)) return no('meleeSides')
  if (u.formation === 'disorganized') return no('meleeDisorganized')
  if (u.arm === 'artillery') return no('meleeArtillery')
  if (u.formation === 'square') return no('meleeSquare')
  if (u.arm === 'cavalry' && !act?.charged) return no('meleeCavalry')
  if ((act?.attacked ?? 0) > 0 && !act?.exploit) return no('meleeGoNoFurther')
  return ALLOWED
}

/** A melee (8.0, 8.1): in the phasing player's melee phase, each enemy unit attacked once per phase. */
export function askMelee(s: SeriesState, units: readonly string[], defenders: readonly string[]): Verdict {
  if (phaseOf(s) !== 'melee') return no('meleePhase')
  for (const id of units) {
    const v = attacker(s, id)
    if (v.verdict !== 'allowed') return v
  }
  for (const id of defenders) {
    if (isPhasing(s, id)) return no('meleeSides')
    if (s.acts[id]?.defended) return no('meleeOnce')
  }
  return ALLOWED
}
