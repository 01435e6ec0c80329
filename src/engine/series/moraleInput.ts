import type { LossTableReading } from './lossTable'

/**
 * Why the unit checks (seed 001, 10.1 and the sections it points to). The purpose decides which
 * modifiers apply (rally −1 next to an enemy, no flank/rear when forming square, none at all for a
 * cavalry withdrawal, ruling 34) and what a failure does.
 */
export type MoralePurpose =
  | 'fire' // 10.1: fired upon with a * result or losses
  | 'melee' // 10.1: melee result "*"
  | 'retreat-through' // 10.1 / 8.9: a disorganized unit retreats through the hex
  | 'countercharge' // 9.7: failure only means no countercharge
  | 'withdrawal' // 6.8: cavalry retreat before combat, "check morale first, with no modifiers"
  | 'form-square' // 9.6
  | 'rally' // 11.2
  | 'army-morale' // 12.1 / 12.2: the one-time check when the army reaches a level
  | 'reintegration' // 16.7: recover one step
  | 'facing' // 5.7: stacked units with incompatible facings

export const MORALE_PURPOSES: readonly MoralePurpose[] = [
  'fire', 'melee', 'retreat-through', 'countercharge', 'withdrawal', 'form-square', 'rally', 'army-morale', 'reintegration', 'facing',
]

/** Each reason for a check in words, as a screen or a message says it (the section it comes from in brackets). */
export const MORALE_PURPOSE_NAMES: Readonly<Record<MoralePurpose, string>> = {
  fire: 'fired upon (10.1)',
  melee: 'melee result * (10.1)',
  'retreat-through': 'a disorganized unit retreats through its hex (10.1)',
  countercharge: 'countercharge (9.7)',
  withdrawal: 'cavalry withdrawal before combat (6.8)',
  'form-square': 'forming square against a charge (9.6)',
  rally: 'rally (11.2)',
  'army-morale': 'army morale level reached (12.1)',
  reintegration: 'recovering a step (16.7)',
  facing: 'stacked with an incompatible facing (5.7)',
}

/** seed 001, 14.4: whose leader is stacked with the unit. */
export type LeaderCommand = 'own corps' | 'other corps' | 'army commander'

export interface MoraleLeader {
  /** The middle value on the counter (14.2); a substitute leader has +1 (14.6). */
  readonly moraleBonus: number
  readonly command: LeaderCommand
}

/** seed 001, 12: the army's (or corps') morale level. */
export type ArmyMoraleLevel = 'good' | 'demoralized' | 'desperate'
export type AttackDirection = 'front' | 'flank' | 'rear'
/** seed 001, 8.6 Exceptions: the flank/rear negatives do not apply. */
export type DirectionException = 'protected flank' | 'mixed order'
/** seed 001, 16.6 (optional rule). */
export type Stronghold = 'town' | 'fortified farm' | 'castle'

/** RULES.md ruling 34: §6.8 "no modifiers" literal, or only the situation's modifiers left out. */
export type NoModifiersReading = 'literal' | 'situation only'
/** RULES.md ruling 37: desperate −2 replaces demoralized −1, or they add. */
export type DesperateReading = 'replaces' | 'adds'
/** RULES.md ruling 39: fatigue beyond 20 points continues the 5-point scale, or stops at −4. */
export type FatigueBeyondTwenty = 'continues' | 'stops at -4'

export interface MoraleRulings {
  readonly lossTable?: LossTableReading
  readonly noModifiers?: NoModifiersReading
  readonly desperate?: DesperateReading
  readonly fatigueBeyondTwenty?: FatigueBeyondTwenty
}

/** A seed 001 morale check: the unit's morale value and every §10.4 modifier in the rules' own words. */
export interface MoraleInput {
  /** The printed morale value (usually 6 to 11, 3.1). */
  readonly morale: number
  readonly purpose: MoralePurpose
  /** 10.4 Formation: disorganized −2 (a rally check is always disorganized, 11.2). */
  readonly disorganized?: boolean
  /** 10.4 Formation: infantry in square attacked by cavalry only +2. */
  readonly squareAttackedByCavalryOnly?: boolean
  /** 10.4 Adjacent units: a rally attempt in a hex adjacent to an enemy unit −1. */
  readonly adjacentToEnemy?: boolean
  /** 10.4 / 14.4: the leader stacked with the unit (the highest rank when several are, 14.1). */
  readonly leader?: MoraleLeader
  /** 10.4 / 8.6: attacked or fired upon through a flank (−2) or rear (−3) hexside. */
  readonly direction?: AttackDirection
  readonly directionException?: DirectionException
  /** 4.3, 4.4, 4.5, 4.9, 4.10: a formation whose six adjacent hexes are front hexes (general order, square, disorganized infantry or cavalry). */
  readonly sixFrontHexes?: boolean
  /** 10.4 / 5.5: units above in the hex that have just failed this check (−2 each). */
  readonly failedAbove?: number
  /** 10.4 Losses: original and current step strength for the loss table. */
  readonly steps?: { readonly original: number; readonly current: number }
  /** 10.4 note: an elite unit's own value from the army loss chart, used instead of the table. */
  readonly lossModifierFromChart?: number
  /** 12.1 / 12.2: demoralized −1, desperate −2. */
  readonly armyMorale?: ArmyMoraleLevel
  /** 9.6: hexes from the charging cavalry when forming square (3+: +1, 2: 0, adjacent: no attempt). */
  readonly chargerDistance?: number
  /** 6.7: a column (or limbered artillery) marked on a road in town, brush or wood is automatically disorganized. */
  readonly onRoadInCover?: boolean
  /** 16.5 (optional rout rule): a routed unit −3. */
  readonly routed?: boolean
  /** 16.6 (optional): town +2, fortified farm or castle +3, up to a morale of 11. */
  readonly stronghold?: Stronghold
  /** 16.9 (optional fatigue): the corps' fatigue points. */
  readonly fatiguePoints?: number
  /** 17.7: the corps leader's initiative check last turn (success −1, failure −2, this turn only). */
  readonly initiativeLastTurn?: 'success' | 'failure'
  /** 19.2 / 19.3: the corps' time-limit penalty this turn (from `timePenalty`, 0 or less). */
  readonly timePenalty?: number
  /** 16.5 (optional rout rule in force): a disorganized unit failing after fire or melee routs instead of being eliminated. */
  readonly routRule?: boolean
  readonly rulings?: MoraleRulings
}
