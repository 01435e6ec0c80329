import { customDie } from '../core'

/** A picture on the black battle dice. */
export type BattleFace = 'infantry' | 'cavalry' | 'artillery' | 'general' | 'flag'
export const BATTLE_FACES: readonly BattleFace[] = ['infantry', 'cavalry', 'artillery', 'general', 'flag']

/**
 * seed 000, 1.2 Dice: "5 black combat/rally dice. On their sides are: a flag, a general, a mounted trooper, a cannon,
 * and on two sides, infantry." The 5 supplied dice are no limit (ruling 28).
 */
export const BATTLE_DIE = customDie<BattleFace>('battle', 'battle die', ['infantry', 'infantry', 'cavalry', 'artillery', 'general', 'flag'])
