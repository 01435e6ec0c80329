import { rule000 } from './refs'

/** A flank hex (B or C) the retreating unit could take when the rear hex A is impossible. */
export interface FlankHexOption {
  readonly towardOwnEdge: boolean
  readonly nextToEnemy: boolean
  readonly nextToFriendly: boolean
}

export const RETREAT_PATH_RULE = rule000('10.1 Retreat Path')

/**
 * seed 000, 10.1: "When hex A is impossible, choose between hex B and C following these priorities: 1. towards its own
 * map edge. 2. not next to an enemy unit. 3. not next to a friendly unit." The first priority that tells them apart
 * decides; when none does, the defender chooses.
 */
export function chooseFlankHex(b: FlankHexOption, c: FlankHexOption): { hex: 'B' | 'C' | 'either'; reason: string } {
  const priorities: [keyof FlankHexOption, boolean, string][] = [
    ['towardOwnEdge', true, '1. towards its own map edge'],
    ['nextToEnemy', false, '2. not next to an enemy unit'],
    ['nextToFriendly', false, '3. not next to a friendly unit'],
  ]
  for (const [key, wanted, reason] of priorities) {
    if (b[key] !== c[key]) return { hex: b[key] === wanted ? 'B' : 'C', reason }
  }
  return { hex: 'either', reason: 'the priorities do not decide: the defender chooses' }
}
