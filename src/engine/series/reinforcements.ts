import { check } from '../core'
import { seriesRule } from './commandRefs'

export const REINFORCEMENTS_RULE = seriesRule('13.0 Reinforcements')

/**
 * seed 001, 13: on a road or trail entry hex "a unit entering after the first one subtracts one MP, the next one
 * 2 MP, and so on": the MP a unit loses by its place in the column (1 = first to enter).
 */
export function roadEntryMpLoss(placeInColumn: number): number {
  check(Number.isInteger(placeInColumn) && placeInColumn >= 1, 'out-of-range', 'placeInColumn', `The place in the column must be 1 or more, got ${placeInColumn}.`)
  return placeInColumn - 1
}

/** The MPs left to a unit entering by road: its allowance less its place's loss, never below 0. */
export function roadEntryMp(movementAllowance: number, placeInColumn: number): number {
  check(Number.isInteger(movementAllowance) && movementAllowance >= 0, 'out-of-range', 'movementAllowance', `The movement allowance must be a whole number, got ${movementAllowance}.`)
  return Math.max(0, movementAllowance - roadEntryMpLoss(placeInColumn))
}

/** seed 001, 13: what holds for every reinforcement, as the text says it. */
export const REINFORCEMENT_RULES = [
  'They enter during the movement phase, in any formation and order, and can fight at once.',
  'They cannot charge as they enter at the movement phase.',
  'If the entry hex is occupied by an enemy unit, they enter in the nearest empty hex on the map edge.',
  'Placed reinforcements are placed at once and act normally if an enemy unit enters an adjacent hex.',
  'All reinforcements are in command the turn they enter.',
] as const
