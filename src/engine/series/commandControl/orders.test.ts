import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { armyCommanderMovement, attackMinimumEngaged, FREE_UNITS, mayFallBackToSecondary, maySendOrder, ordersPerTurn, reserveBecomesDefense, withdrawalMinimumUnits, type OrderNation } from './orders'
import { ARMY_LEADER_DIRECT_UNITS, halfMovement, leaderInRadius, unitInCommand } from './commandRadius'
import { checkLevel, checksObedience, usesAides, usesInitiative, usesLevel } from './levels'

describe('tactical orders (seed 001, 17.3)', () => {
  it('attack: one third of good-order non-artillery units, rounded up; withdrawal: one half, rounded down', () => {
    expect([0, 1, 3, 4, 6, 7].map(attackMinimumEngaged)).toEqual([0, 1, 1, 2, 2, 3])
    expect([1, 2, 5, 6].map(withdrawalMinimumUnits)).toEqual([0, 1, 2, 3])
    expect(FREE_UNITS).toEqual({ march: 1, retreat: 2 })
  })
  it('reserve becomes defense when an enemy comes at 5 hexes or closer', () => {
    expect([4, 5, 6].map(reserveBecomesDefense)).toEqual([true, true, false])
  })
  it('orders per turn: French 3, Russia/Austria/Sweden/Spain 1, Prussian 1 up to 1807 then 2, English 2', () => {
    const n = (x: OrderNation, y?: number) => ordersPerTurn(x, y)
    expect([n('French'), n('Russia'), n('Austria'), n('Sweden'), n('Spain'), n('English'), n('Prussian', 1806), n('Prussian', 1807), n('Prussian', 1808)]).toEqual([3, 1, 1, 1, 1, 2, 1, 1, 2])
    expect(errorOf<RulesInputError>(() => n('Prussian'))).toMatchObject({ field: 'year' })
    expect(errorOf<RulesInputError>(() => n('Bavarian' as 'French'))).toMatchObject({ code: 'unknown-value', field: 'nation' })
  })
  it('capability per turn; a general retreat order stops any other', () => {
    expect([maySendOrder(0, 1, false), maySendOrder(1, 1, false), maySendOrder(2, 3, false), maySendOrder(0, 3, true)]).toEqual([true, false, true, false])
    expect(errorOf<RulesInputError>(() => maySendOrder(-1, 1, false))).toMatchObject({ field: 'sentThisTurn' })
  })
  it('army commander: half his allowance rounded up, whole if demoralized or half his corps (round up) retreat', () => {
    expect(armyCommanderMovement(9, false, 4, 1)).toBe(5)
    expect(armyCommanderMovement(9, true, 4, 0)).toBe(9)
    expect(armyCommanderMovement(9, false, 4, 2)).toBe(9)
    expect(armyCommanderMovement(9, false, 5, 2)).toBe(5)
    expect(armyCommanderMovement(9, false, 5, 3)).toBe(9)
    expect(armyCommanderMovement(8, false, 0, 0)).toBe(4)
    expect(errorOf<RulesInputError>(() => armyCommanderMovement(9, false, 2, 3))).toMatchObject({ field: 'corpsWithRetreatOrder' })
  })
  it('17.4: three continuous turns, then from the fourth the secondary order (primary from turn 5: fall back in turn 8)', () => {
    expect([7, 8].map((t) => mayFallBackToSecondary(5, t))).toEqual([false, true])
  })
})

describe('command radius (17.2)', () => {
  it('units within 6 hexes; the first turn and reinforcements entering are in command', () => {
    expect([6, 7].map((h) => unitInCommand({ pathHexes: h, turn: 3 }))).toEqual([true, false])
    expect(unitInCommand({ pathHexes: null, turn: 3 })).toBe(false)
    expect(unitInCommand({ pathHexes: null, turn: 1 })).toBe(true)
    expect(unitInCommand({ pathHexes: 20, turn: 4, enteredThisTurn: true })).toBe(true)
  })
  it('leaders within 10 hexes; overall commanders, level 3 and the first turn free', () => {
    expect([10, 11].map((h) => leaderInRadius({ pathHexes: h, turn: 2 }))).toEqual([true, false])
    expect(leaderInRadius({ pathHexes: 30, turn: 2, overallCommander: true })).toBe(true)
    expect(leaderInRadius({ pathHexes: 30, turn: 2, tacticalOrders: true })).toBe(true)
    expect(leaderInRadius({ pathHexes: null, turn: 1 })).toBe(true)
    expect(leaderInRadius({ pathHexes: null, turn: 2 })).toBe(false)
    expect(leaderInRadius({ pathHexes: 30, turn: 2, enteredThisTurn: true })).toBe(true)
    expect(ARMY_LEADER_DIRECT_UNITS).toBe(3)
  })
  it('half movement rounded up (ruling 39), or down as the option', () => {
    expect([9, 10, 0].map((a) => halfMovement(a))).toEqual([5, 5, 0])
    expect([9, 10].map((a) => halfMovement(a, 'rounded down'))).toEqual([4, 5])
    expect(errorOf<RulesInputError>(() => halfMovement(4, 'x' as 'rounded up'))).toMatchObject({ field: 'rulings.halfMove' })
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => unitInCommand({ pathHexes: -1, turn: 2 }))).toMatchObject({ field: 'pathHexes' })
    expect(errorOf<RulesInputError>(() => unitInCommand({ pathHexes: 1, turn: 0 }))).toMatchObject({ field: 'turn' })
    expect(errorOf<RulesInputError>(() => halfMovement(-1))).toMatchObject({ field: 'movementAllowance' })
  })
})

describe('levels (17.0)', () => {
  it('a level uses the lower levels; level 5 the first two and the aides', () => {
    expect([0, 1, 2, 3, 4, 5].map((l) => usesLevel(checkLevel(l), 2))).toEqual([false, false, true, true, true, true])
    expect(usesLevel(5, 3)).toBe(false)
    expect(usesLevel(4, 4)).toBe(true)
    expect([0, 2, 3, 4, 5].map((l) => checksObedience(checkLevel(l)))).toEqual([false, false, true, true, false])
    expect([1, 2, 4, 5].map((l) => usesInitiative(checkLevel(l)))).toEqual([false, true, true, false])
    expect([2, 3, 5].map((l) => usesAides(checkLevel(l)))).toEqual([false, true, true])
    expect(errorOf<RulesInputError>(() => checkLevel(6))).toMatchObject({ field: 'commandLevel' })
  })
})
