import { ALLOWED, type Verdict } from '../../core/sequence'
import { isPhasing, phaseOf } from './phase'
import { no } from './rules'
import type { FireKind, SeriesState } from './types'

/** What may fire at all (7.0, 4.11, 4.13): infantry and artillery, artillery unlimbered and in good order. */
function canFire(s: SeriesState, unit: string): Verdict {
  const u = s.units[unit]!
  if (u.arm === 'cavalry') return no('fireArm')
  if (u.arm === 'artillery' && u.formation === 'disorganized') return no('fireDisorganizedArtillery')
  if (u.arm === 'artillery' && u.formation === 'limbered') return no('fireLimbered')
  return ALLOWED
}

/**
 * Fire of a kind (7.4, 7.5): defensive by the other player in his defensive fire phase, offensive by the phasing
 * player in his offensive fire phase, each once; opportunity fire by the other player while the phasing
 * player's units move (charge, movement, and retreats in the melee phase), never by a unit in a melee that turn.
 */
export function askFire(s: SeriesState, unit: string, kind: FireKind): Verdict {
  const arm = canFire(s, unit)
  if (arm.verdict !== 'allowed') return arm
  const phase = phaseOf(s)
  const mine = isPhasing(s, unit)
  const act = s.acts[unit]
  if (kind === 'defensive') {
    if (phase !== 'defensive-fire' || mine) return no('defensivePhase')
  } else if (kind === 'offensive') {
    if (phase !== 'offensive-fire' || !mine) return no('offensivePhase')
  } else {
    if (mine || phase === 'defensive-fire' || phase === 'offensive-fire' || phase === 'rally') return no('opportunityWho')
    return act?.meleed ? no('opportunityMelee') : ALLOWED
  }
  return act?.fired.includes(kind) ? no('fireOnce') : ALLOWED
}
