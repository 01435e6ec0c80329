import type { OtherModifier } from '../core/otherModifier'
import { check, type WorkingLine } from '../core'
import {
  CONTROL_MODIFIERS as M,
  CONTROL_RULE as rule,
  ENEMY_WITHIN_300,
  FRIENDS_WITHIN_300,
  type EnemyMovement,
  type FriendMovement,
} from './tables/controlTables'

export interface ControlInput {
  /** "Other ±N" (umpire or house rule), one more line of the score. */
  readonly otherModifier?: OtherModifier | null
  /** seed 004, Unit Factors: 0 (best) to 5 (worst). */
  readonly controlFactor: number
  /** Each kind of enemy movement seen within 300 yards, listed once. */
  readonly enemyWithin300?: readonly EnemyMovement[]
  /** Each kind of friendly movement seen within 300 yards, listed once. */
  readonly friendsWithin300?: readonly FriendMovement[]
  readonly noFriendsWithin300?: boolean
  readonly outOfSightOfFriends?: boolean
  readonly roundsWonThisTurn?: number
  /** One leader only, within command radius and sight; the owning player picks the sign. */
  readonly leader?: { readonly leadership: number; readonly sign: '+' | '-' } | null
  readonly threatened?: boolean
  readonly inMelee?: boolean
  readonly tired?: boolean
  readonly exhausted?: boolean
}

const line = (label: string, value: number): WorkingLine => ({ label, value, rule })

function listed<K extends string>(list: readonly K[] | undefined, table: Readonly<Record<K, number>>, field: string, who: string): WorkingLine[] {
  const items = list ?? []
  check(new Set(items).size === items.length, 'not-allowed-together', field, `${field}: list each movement once.`)
  return items.map((k) => {
    check(k in table, 'unknown-value', field, `${field}: unknown movement "${k}".`)
    return line(`${who} within 300 yards ${k}`, table[k])
  })
}

/** The modifier lines that do not depend on the die (seed 004, Control: Procedure). */
export function controlModifiers(i: ControlInput): WorkingLine[] {
  check(Number.isInteger(i.controlFactor) && i.controlFactor >= 0 && i.controlFactor <= 5, 'out-of-range', 'controlFactor', `controlFactor must be 0–5, got ${i.controlFactor}.`)
  check(!(i.tired && i.exhausted), 'not-allowed-together', 'exhausted', 'A unit is tired or exhausted, not both.')
  check(!(i.noFriendsWithin300 && (i.friendsWithin300?.length ?? 0) > 0), 'not-allowed-together', 'noFriendsWithin300', 'No friends within 300 yards, yet friends within 300 yards are listed.')
  const won = i.roundsWonThisTurn ?? 0
  check(Number.isInteger(won) && won >= 0, 'out-of-range', 'roundsWonThisTurn', `roundsWonThisTurn must be a whole number ≥ 0, got ${won}.`)
  const out = [...listed(i.enemyWithin300, ENEMY_WITHIN_300, 'enemyWithin300', 'Enemy'), ...listed(i.friendsWithin300, FRIENDS_WITHIN_300, 'friendsWithin300', 'Friends')]
  if (i.noFriendsWithin300) out.push(line(M.noFriends.label, M.noFriends.modifier))
  if (i.outOfSightOfFriends) out.push(line(M.outOfSight.label, M.outOfSight.modifier))
  // Stryker disable next-line ArithmeticOperator: the printed modifier is +1, so × and ÷ agree.
  if (won > 0) out.push(line(`${M.roundWon.label} ×${won}`, won * M.roundWon.modifier))
  if (i.leader) {
    const { leadership, sign } = i.leader
    check(Number.isInteger(leadership) && leadership >= 0 && leadership <= 6, 'out-of-range', 'leader.leadership', `leader.leadership must be 0–6, got ${leadership}.`)
    check(sign === '+' || sign === '-', 'unknown-value', 'leader.sign', 'leader.sign must be "+" or "-".')
    out.push(line(`Leader within command radius (${sign} leadership, owner’s choice)`, sign === '+' ? leadership : -leadership))
  }
  if (i.threatened) out.push(line(M.threatened.label, M.threatened.modifier))
  if (i.inMelee) out.push(line(M.inMelee.label, M.inMelee.modifier))
  if (i.tired) out.push(line(M.tired.label, M.tired.modifier))
  if (i.exhausted) out.push(line(M.exhausted.label, M.exhausted.modifier))
  return out
}
