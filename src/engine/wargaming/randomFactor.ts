import { AVERAGE_DIE, checkFace, type NamedDie } from '../core'

/**
 * seed 004, Firing: Random Factor — "the difference between the scores on two average dice,
 * with one allocated as positive and the other as negative … before the dice are rolled": −3..+3.
 * RULES.md ruling 4 reads the morale random factor the same signed way.
 */
export const SIGNED_AVERAGE_DICE: readonly NamedDie[] = [
  { role: '+ die', die: AVERAGE_DIE },
  { role: '− die', die: AVERAGE_DIE },
]

export function signedDifference(plusFace: unknown, minusFace: unknown): number {
  const plus = checkFace(AVERAGE_DIE, plusFace, '+ die')
  const minus = checkFace(AVERAGE_DIE, minusFace, '− die')
  return plus - minus
}
