import type { FireOutcome } from '@/engine/series/fire'
import type { MeleeOutcome } from '@/engine/series/melee'

/** seed 001, 7.3: "#" steps lost, "*" a morale check. */
export function sayFire(o: FireOutcome): string {
  if (o.steps === 0) return o.moraleCheck ? 'morale check' : 'no effect'
  return `${o.steps} step${o.steps === 1 ? '' : 's'} lost${o.moraleCheck ? ', morale check' : ''}`
}

/** seed 001, 8.8: attacker/defender as printed. */
export const sayMelee = (o: MeleeOutcome): string => `${o.attacker.printed}/${o.defender.printed}`
