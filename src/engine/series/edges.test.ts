import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { armyMoraleLevel, armyMoraleTotal, demoralizationThreshold } from './armyMorale'
import { halfMovement, unitInCommand } from './commandControl/commandRadius'
import { armyCommanderMovement, mayFallBackToSecondary, maySendOrder, reserveBecomesDefense, withdrawalMinimumUnits } from './commandControl/orders'
import { startActivationTurn } from './interactiveGame'
import { leaderCombatModifier } from './leaders'
import { artilleryLossRuleApplies } from './optional/artilleryLosses'
import { cavalryClass, cavalryRetreatMp } from './optional/cavalry'
import { fatigueAfterTurn, fatigueMarkers, movedMoreThanHalf } from './optional/fatigue'
import { voltigeursAllowed } from './optional/voltigeurs'
import { firstRallyTurn, rallyEligible } from './rally'
import { roadEntryMp } from './reinforcements'
import { startDeployment, unitDeploymentAllowed } from './strategicDeployment'
import { substituteLeader } from './substituteLeader'
import { timePenalty } from './timeLimits'

const msg = (f: () => unknown) => errorOf<RulesInputError>(f).message
const idle = { movedMoreThanHalf: false, attackedInMelee: false, anyUnitMoved: false, engagedInMelee: false, firedUpon: false }

describe('zero and one are accepted where the rules allow them', () => {
  it('army morale', () => {
    expect([demoralizationThreshold(0), demoralizationThreshold(1), armyMoraleTotal(0, 0)]).toEqual([0, 1, 0])
    expect(armyMoraleLevel(0, { demoralization: 0 })).toBe('demoralized')
    expect(armyMoraleLevel(1, { demoralization: 0, desperate: 1 })).toBe('desperate')
  })
  it('turns, moves and counts', () => {
    expect([rallyEligible(0, 2), rallyEligible(0, 0), firstRallyTurn(0)]).toEqual([true, false, 2])
    expect(roadEntryMp(0, 1)).toBe(0)
    expect(substituteLeader(1, false).appearsOnTurn).toBe(2)
    expect(timePenalty({ allowedSeconds: 0, usedSeconds: 0 }).penalty).toBe(0)
    expect([fatigueMarkers(0), fatigueAfterTurn(0, idle), movedMoreThanHalf(0, 0), movedMoreThanHalf(1, 0)]).toEqual([{ onTop: 0, under: 0 }, 0, false, true])
    expect(voltigeursAllowed({ formation: 'line', light: false, militia: false, stepsLeft: 0, topOfStack: true })).toBe(0)
    expect([cavalryClass(1), cavalryRetreatMp(0, 0)]).toEqual(['heavy', 2])
    expect([artilleryLossRuleApplies(0, 1), artilleryLossRuleApplies(0.5, 1)]).toEqual([false, true])
    expect([unitInCommand({ pathHexes: 0, turn: 2 }), halfMovement(1)]).toEqual([true, 1])
    expect([withdrawalMinimumUnits(0), reserveBecomesDefense(0), maySendOrder(0, 0, false), armyCommanderMovement(0, false, 1, 0), mayFallBackToSecondary(0, 3)]).toEqual([0, true, false, 0, true])
    expect(unitDeploymentAllowed(1, true)).toBe(false)
    expect(startDeployment({}, 'a', { rows: 2, cols: 1 }).rows).toBe(2)
    expect([leaderCombatModifier(6, 'defender'), leaderCombatModifier(-6, 'attacker')]).toEqual([-6, -6])
  })
})

describe('refusals say what is wrong', () => {
  it('army morale, rally, reinforcements, leaders', () => {
    expect(msg(() => demoralizationThreshold(-1))).toBe('Possible losses must be a whole number, 0 or more, got -1.')
    expect(msg(() => demoralizationThreshold(4, 'x' as 'half rounded down'))).toBe('Unknown reading "x".')
    expect(msg(() => armyMoraleTotal(1, -1))).toBe('Disorganized units must be a whole number, 0 or more, got -1.')
    expect(msg(() => armyMoraleLevel(1, { demoralization: 20, desperate: 20 }))).toBe('The desperate level (20) must be above the demoralization level (20).')
    expect(msg(() => rallyEligible(-1, 3))).toBe('markerTurn must be a game turn number (a whole number, 0 or more), got -1.')
    expect(msg(() => roadEntryMp(-1, 1))).toBe('The movement allowance must be a whole number, got -1.')
    expect(msg(() => substituteLeader(0, true))).toBe('The turn the leader was killed must be a turn number, got 0.')
    expect(msg(() => leaderCombatModifier(7, 'attacker'))).toBe('A combat bonus is a whole number, got 7.')
    expect(msg(() => leaderCombatModifier(-7, 'attacker'))).toBe('A combat bonus is a whole number, got -7.')
  })
  it('optional rules, time, command', () => {
    expect(msg(() => timePenalty({ allowedSeconds: -1, usedSeconds: 3 }))).toBe('The time limit must be 0 seconds or more, got -1.')
    expect(msg(() => timePenalty({ allowedSeconds: 1, usedSeconds: -3 }))).toBe('The time used must be 0 seconds or more, got -3.')
    expect(msg(() => fatigueMarkers(-2))).toBe('Fatigue points must be a whole number, 0 or more, got -2.')
    expect(msg(() => movedMoreThanHalf(1, -1))).toBe('The movement allowance must be a whole number, got -1.')
    expect(msg(() => cavalryClass(0))).toBe('The movement allowance must be a whole number, 1 or more, got 0.')
    expect(msg(() => artilleryLossRuleApplies(1, 0))).toBe('The total fire value must be above 0, got 0.')
    expect(msg(() => artilleryLossRuleApplies(-1, 2))).toBe("The artillery's fire value must be 0 to 2, got -1.")
    expect(msg(() => unitInCommand({ pathHexes: 1.5, turn: 2 }))).toBe('The path must be a whole number of hexes or none, got 1.5.')
    expect(msg(() => unitInCommand({ pathHexes: 1, turn: 0 }))).toBe('The turn must be 1 or more, got 0.')
    expect(msg(() => armyCommanderMovement(9, false, 2, 3))).toBe('3 corps retreating of 2.')
    expect(msg(() => withdrawalMinimumUnits(-1))).toBe('units must be a whole number, 0 or more, got -1.')
    expect(msg(() => startDeployment({}, 'a', { rows: 4, cols: 0 }))).toBe('The map is divided into at least 2 rows of squares.')
    expect(msg(() => startDeployment({}, 'a', { rows: 2.5, cols: 3 }))).toBe('The map is divided into at least 2 rows of squares.')
    expect(msg(() => unitDeploymentAllowed(0, true))).toBe('The distance must be a whole number of hexes, got 0.')
    expect(msg(() => startActivationTurn(0, { a: [], b: [] }, 'a'))).toBe('The turn must be 1 or more, got 0.')
  })
})
