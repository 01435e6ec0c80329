import type { CloseCombatOutcome } from '@/engine/waterloo/closeCombat'

/** A Close Combat outcome in the battle's words: "Picton wins: Foy −3 Steps, Picton −2". */
export function outcomeWords(o: CloseCombatOutcome, attacker: string, defender: string): string {
  const winner = o.winner === 'attacker' ? attacker : defender
  return `${winner} wins${o.tied ? ' (tie)' : ''}: ${attacker} −${o.attackerStepLosses}, ${defender} −${o.defenderStepLosses}`
}
