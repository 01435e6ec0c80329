import { PHASES, type Phase, type SeriesState, type Side } from './types'

/** The phase the battle is in (2.0). */
export const phaseOf = (s: SeriesState): Phase => PHASES[s.phase] ?? 'charge'

/** The phasing player, "called attacker" (2.0 note): the first side in the first player turn. */
export const phasing = (s: SeriesState): Side => (s.playerTurn === 1 ? s.first : s.first === 'a' ? 'b' : 'a')

/** True when `unit` belongs to the phasing player. */
export const isPhasing = (s: SeriesState, unit: string): boolean => s.units[unit]?.side === phasing(s)
