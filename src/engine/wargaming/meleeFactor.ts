import { check, type RuleRef, type WorkingLine } from '../core'
import { forbid } from '../core/errors'
import { otherModifierLines, type OtherModifier } from '../core/otherModifier'
import { casualtyModifierLines } from './casualties'
import { MELEE_MODIFIERS as M, MELEE_RULE, type MeleeModifier } from './tables/meleeModifiers'

export type MeleeTroop = 'infantry' | 'cavalry' | 'artillery'
export type InfantryFormation = 'line' | 'column' | 'square'

/** One side of a mêlée pairing: the unit, its state and the modifiers that are about itself. */
export interface MeleeSide {
  readonly meleeFactor: number | null | '-'
  readonly troop: MeleeTroop
  /** Infantry only: line, column or square (the cavalry modifiers read the opponent's). */
  readonly formation?: InfantryFormation
  readonly lancers?: boolean
  readonly cossacks?: boolean
  readonly unformed?: boolean
  readonly disordered?: boolean
  readonly tired?: boolean
  readonly exhausted?: boolean
  readonly charging?: boolean
  readonly followingUp?: boolean
  readonly uphill?: boolean
  /** Whole bases of frontage beyond the enemy's (Definitions: Frontage - Overlap). */
  readonly overlapBases?: number
  /** Bases in the mêlée, for infantry-to-infantry outnumbering. */
  readonly bases?: number
  readonly freshSquadrons?: boolean
  readonly defendingCover?: 'soft' | 'hard'
  /** Morale factor of a leader within 50 yards (none: leave out). */
  readonly leaderMorale?: number
  readonly damagedBases?: number
  readonly lostBases?: number
  /** "Other ±N" for this side: umpire's judgement or a house rule, added to its modified mêlée factor. */
  readonly otherModifier?: OtherModifier | null
  /** In skirmish formation: it may not enter a mêlée (seed 004, Skirmishers). */
  readonly skirmish?: boolean
  /** The enemy is in buildings or behind walls: it cannot be charged (seed 004, Restrictions on Charges). */
  readonly inBuildingsOrBehindWalls?: boolean
}

const LEADER_RULE: RuleRef = { seed: '004', section: 'Mêlée: Modifiers (leader within 50 yards)' }
const FACTOR_RULE: RuleRef = { seed: '004', section: 'Mêlée: Procedure' }

function wholeCount(v: number | undefined, field: string): number {
  const n = v ?? 0
  check(Number.isInteger(n) && n >= 0, 'out-of-range', field, `${field} must be a whole number of 0 or more, got ${n}.`)
  return n
}

/**
 * One side's modified mêlée factor before the random factor (seed 004, Mêlée: Modifiers; "All
 * modifiers are cummulative"). `field` prefixes error fields ('attacker', 'defender').
 */
export function meleeFactorLines(side: MeleeSide, enemy: MeleeSide, round: number, field: string): WorkingLine[] {
  const f = side.meleeFactor
  check(f !== null && f !== '-', 'out-of-range', `${field}.meleeFactor`, `${field}: this troop type has no mêlée factor ('-').`)
  check(typeof f === 'number' && Number.isInteger(f) && f >= 0, 'out-of-range', `${field}.meleeFactor`, `${field}.meleeFactor must be a whole number of 0 or more, got ${String(f)}.`)
  check(Number.isInteger(round) && round >= 1, 'out-of-range', 'round', `round must be 1 or more, got ${round}.`)
  const both = (a: boolean | undefined, b: boolean | undefined, name: string, msg: string) => check(!(a && b), 'not-allowed-together', `${field}.${name}`, `${field}: ${msg}`)
  both(side.tired, side.exhausted, 'exhausted', 'troops are tired or exhausted, not both.')
  both(side.unformed, side.disordered, 'disordered', 'troops are unformed or disordered, not both.')
  both(side.charging, round > 1, 'charging', 'the charging bonus applies in the first round of mêlée only.')
  const cavOnly = (flag: boolean | undefined, name: string, what: string) => check(!flag || side.troop === 'cavalry', 'not-allowed-together', `${field}.${name}`, `${field}: ${what} applies to cavalry only.`)
  cavOnly(side.lancers, 'lancers', 'lancers')
  cavOnly(side.cossacks, 'cossacks', 'cossacks')
  cavOnly(side.freshSquadrons, 'freshSquadrons', 'reinforced by fresh squadron(s)')
  forbid(!side.skirmish, `${field}.skirmish`, 'seed 004, Skirmishers', 'Units in skirmish formation may not charge nor may they enter a mêlée')
  forbid(!(side.charging && side.troop === 'artillery'), `${field}.charging`, 'seed 004, Restrictions on Charges', 'Skirmishers and artillery may never charge')
  forbid(!(side.charging && side.troop === 'infantry' && enemy.troop === 'cavalry'), `${field}.charging`, 'seed 004, Restrictions on Charges', 'Infantry may never charge cavalry')
  forbid(!(side.charging && enemy.inBuildingsOrBehindWalls), `${field}.charging`, 'seed 004, Restrictions on Charges', 'Units cannot charge against troops in buildings or behind walls')
  for (const s of [side, enemy]) check(s.troop === 'infantry' || s.troop === 'cavalry' || s.troop === 'artillery', 'unknown-value', `${field}.troop`, `Unknown troop "${s.troop}" (infantry, cavalry or artillery).`)
  const lines: WorkingLine[] = [{ label: 'mêlée factor', value: f, rule: FACTOR_RULE }]
  const add = (k: MeleeModifier, times = 1) => lines.push({ label: times > 1 ? `${M[k].label} ×${times}` : M[k].label, value: M[k].value * times, rule: MELEE_RULE })
  const cav = side.troop === 'cavalry'
  const enemyInf = enemy.troop === 'infantry'
  if (cav && enemyInf) check(enemy.formation !== undefined, 'unknown-value', 'formation', `The infantry facing cavalry needs its formation (line, column or square).`)
  if (cav && enemyInf && enemy.formation === 'square' && round === 1) add('cavalryVsSquareFirstRound')
  if (side.troop === 'infantry' && side.formation === 'square' && enemy.troop === 'cavalry' && round === 1) add('squareVsCavalryFirstRound')
  if (side.lancers && enemyInf) add('lancersVsInfantry')
  if (cav && enemyInf && enemy.formation === 'column') add('cavalryVsColumn')
  if (cav && ((enemyInf && enemy.formation === 'line') || enemy.troop === 'artillery')) add('cavalryVsLineOrArtillery')
  if (side.cossacks && enemy.troop === 'cavalry' && !enemy.unformed && !enemy.disordered) add('cossacksVsFormedCavalry')
  if (side.followingUp) add('followingUp')
  if (side.uphill) add('uphill')
  if (side.charging && cav) add('chargingCavalry')
  if (side.charging && side.troop === 'infantry') add('chargingInfantry')
  const overlap = wholeCount(side.overlapBases, `${field}.overlapBases`)
  if (overlap > 0) add('overlapPerBase', overlap)
  if (side.troop === 'infantry' && enemyInf && side.bases !== undefined && enemy.bases !== undefined) {
    const theirs = wholeCount(enemy.bases, 'enemy bases')
    check(theirs >= 1, 'out-of-range', 'bases', `Each side in a mêlée has at least 1 base, got ${theirs}.`)
    const ratio = Math.floor(wholeCount(side.bases, `${field}.bases`) / theirs)
    if (ratio >= 3) add('outnumber3to1')
    else if (ratio >= 2) add('outnumber2to1')
  }
  if (side.freshSquadrons) add('freshSquadrons')
  if (side.defendingCover === 'hard') add('hardCover')
  if (side.defendingCover === 'soft') add('softCover')
  if (side.tired) add('tired')
  if (side.exhausted) add('exhausted')
  if (side.unformed) add('unformed')
  if (side.disordered) add('disordered')
  if (side.leaderMorale !== undefined) {
    check(Number.isInteger(side.leaderMorale) && side.leaderMorale >= 0 && side.leaderMorale <= 6, 'out-of-range', `${field}.leaderMorale`, `${field}.leaderMorale must be 0–6, got ${side.leaderMorale}.`)
    lines.push({ label: 'leader within 50 yards: + morale factor', value: side.leaderMorale, rule: LEADER_RULE })
  }
  lines.push(...casualtyModifierLines({ damagedBases: wholeCount(side.damagedBases, `${field}.damagedBases`), lostBases: wholeCount(side.lostBases, `${field}.lostBases`) }, MELEE_RULE))
  lines.push(...otherModifierLines(side.otherModifier))
  return lines
}

export function lineTotal(lines: readonly WorkingLine[]): number {
  // Stryker disable next-line ConditionalExpression: mêlée factor lines are all numeric.
  return lines.reduce((s, l) => s + (typeof l.value === 'number' ? l.value : 0), 0)
}
