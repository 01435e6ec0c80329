import { check, type ReferenceTable, type RuleRef } from '../core'
import type { MoraleResultWord } from './tables/moraleTables'

export type MoraleArm = 'infantry' | 'foot artillery' | 'cavalry' | 'horse artillery'
export const MORALE_ARMS: readonly MoraleArm[] = ['infantry', 'foot artillery', 'cavalry', 'horse artillery']

const EXPLANATION: RuleRef = { seed: '004', section: 'Morale: Explanation of results' }
const INITIATIVE: RuleRef = { seed: '004', section: 'Determining Initiative' }

// seed 004, Morale: Explanation of results — yards moved [infantry & foot artillery, cavalry & horse artillery].
export const MORALE_MOVE_YARDS: Readonly<Partial<Record<MoraleResultWord, readonly [number, number]>>> = {
  Retire: [50, 100],
  Retreat: [100, 200],
  Rout: [250, 500],
}

/** What a morale result leaves the unit as: its state of order after the result. */
export type OrderAfter = 'unchanged' | 'unformed' | 'disordered'

export interface MoraleMove {
  readonly result: MoraleResultWord
  /** Yards to move now; null when the result is not a set move. */
  readonly yards: number | null
  readonly orderAfter: OrderAfter
  /** seed 004, Determining Initiative: halt, retire, retreat or rout passes the initiative. */
  readonly passesInitiative: boolean
  /** What the unit does, in the rules' words. */
  readonly explanation: string
  /** Artillery only: what happens to the guns. */
  readonly guns?: string
  readonly rules: readonly RuleRef[]
}

// seed 004, Morale: Explanation of results (text abridged) and Rallying.
const TEXT: Record<MoraleResultWord, [OrderAfter, string]> = {
  Charge: ['unchanged', 'Unit(s) may complete their charge move.'],
  Advance: ['unchanged', 'Continue advancing or standing as appropriate. If receiving a charge may counter-charge or stand at discretion of owning player.'],
  Shaken: ['unformed', 'Unit(s) are unformed. Charging or advancing units continue to move.'],
  Halt: ['unchanged', 'Remain in current position, formation and state of order.'],
  Retire: ['unchanged', 'Move towards nearest friends, facing towards the enemy, in current formation and state of order. Rally automatically at the end of the move and reform if unformed.'],
  Retreat: ['unformed', 'Backs to enemy if attacked. Unformed. Continue to retreat until out of range of enemy small arms fire, then test morale in the next friendly movement phase.'],
  Rout: ['disordered', 'Backs to enemy if attacked. Disordered. Continue to rout until at least 400 yards from all enemy units (excluding skirmishers), then test morale in the next friendly movement phase.'],
}

const GUNS: Partial<Record<MoraleResultWord, (inMelee: boolean) => string>> = {
  Retire: (m) => (m ? 'Involved in a mêlée: the rules say gunners take their guns only when not in a mêlée.' : 'Gunners take their guns with them.'),
  Retreat: (m) => (m ? 'Involved in a mêlée: gunners abandon their guns.' : 'Gunners may limber their guns and take them along.'),
  Rout: () => 'Gunners abandon their guns.',
}

const PASSES: readonly MoraleResultWord[] = ['Halt', 'Retire', 'Retreat', 'Rout']

/** The move a morale result implies for a unit of the given arm (seed 004, Morale: Explanation of results). */
export function moraleMove(result: MoraleResultWord, arm: MoraleArm, inMelee = false): MoraleMove {
  check(result in TEXT, 'unknown-value', 'result', `Unknown morale result "${result}".`)
  check(MORALE_ARMS.includes(arm), 'unknown-value', 'arm', `Unknown arm "${arm}" (infantry, foot artillery, cavalry, horse artillery).`)
  const pair = MORALE_MOVE_YARDS[result]
  const mounted = arm === 'cavalry' || arm === 'horse artillery'
  const [orderAfter, explanation] = TEXT[result]
  const guns = arm.endsWith('artillery') ? GUNS[result]?.(inMelee) : undefined
  return {
    result,
    yards: pair ? pair[mounted ? 1 : 0] : null,
    orderAfter,
    passesInitiative: PASSES.includes(result),
    explanation,
    ...(guns ? { guns } : {}),
    rules: [EXPLANATION, INITIATIVE],
  }
}

export const MORALE_MOVES_REFERENCE: ReferenceTable = {
  id: 'wargaming.moraleMoves',
  title: 'Morale result moves (yards)',
  rule: EXPLANATION,
  columns: ['Result', 'Infantry & foot artillery', 'Cavalry & horse artillery', 'Order after'],
  rows: Object.entries(MORALE_MOVE_YARDS).map(([r, [foot, horse]]) => [r, foot, horse, TEXT[r as MoraleResultWord][0]]),
  notes: ['Halt, retire, retreat or rout passes the initiative (rules: Determining Initiative).'],
}
