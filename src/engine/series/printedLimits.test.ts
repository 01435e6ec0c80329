import { describe, expect, it } from 'vitest'
import { LEADER_LIMITS, printedLimits, STACK_PLACE_LIMITS, UNIT_MOVEMENT_LIMITS } from './printedLimits'
import { modifiedMorale } from './morale'

describe("a counter's printed values have the rules' limits (issue 21: steps 9999999999 and morale 25 were accepted)", () => {
  it('steps up to what one hex holds (5.1): 10 of infantry or artillery, 7 of cavalry', () => {
    expect([printedLimits('infantry').steps, printedLimits('artillery').steps, printedLimits('cavalry').steps]).toEqual([{ min: 1, max: 10 }, { min: 1, max: 10 }, { min: 1, max: 7 }])
  })
  it('morale 1 to 12, the bounds the morale check itself takes (10.2)', () => {
    const { min, max } = printedLimits('infantry').morale
    expect([min, max]).toEqual([1, 12])
    expect(() => modifiedMorale({ morale: max, purpose: 'fire' })).not.toThrow()
    expect(() => modifiedMorale({ morale: max + 1, purpose: 'fire' })).toThrow(/from 1 to 12/)
  })
  it('fire range by arm (3.1) and a stack of at most 10 units', () => {
    expect([printedLimits('infantry').fireRange, printedLimits('artillery').fireRange, printedLimits('cavalry').fireRange]).toEqual([{ min: 1, max: 2 }, { min: 5, max: 7 }, { min: 0, max: 0 }])
    expect(STACK_PLACE_LIMITS).toEqual({ min: 0, max: 9 })
    expect([UNIT_MOVEMENT_LIMITS, LEADER_LIMITS.combatBonus, LEADER_LIMITS.obedience]).toEqual([{ min: 1, max: 99 }, { min: -6, max: 6 }, { min: 0, max: 6 }])
  })
})
