import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { armyMoraleModifier } from './armyMoraleLevels'
import { seriesDelayCheck } from './commandControl/delayCheck'
import { seriesInitiative } from './commandControl/initiative'
import { checkLevel } from './commandControl/levels'
import { seriesObedience } from './commandControl/obedience'
import { aideArrives, delayChecked, obedienceChecked, sendOrder } from './commandControl/orderEvents'
import { initialCorpsCommand } from './commandControl/orderState'
import { ordersPerTurn } from './commandControl/orders'
import { seriesLeaderCasualty } from './leaderCasualty'
import { lossModifier } from './lossTable'
import { seriesMorale } from './morale'
import { seriesArtilleryRandomLosses } from './optional/artilleryLosses'
import { cavalryMeleeModifier, cavalryRetreatMp } from './optional/cavalry'
import { fatigueChange } from './optional/fatigue'
import { fatigueMoraleModifier } from './optional/fatigueModifier'
import { seriesModulatedDemoralization } from './optional/modulatedDemoralization'
import { strongholdBonus } from './optional/stronghold'
import { voltigeursAllowed } from './optional/voltigeurs'
import { seriesStackMorale } from './stackMorale'

const msg = (f: () => unknown) => errorOf<RulesInputError>(f).message

describe('calculator refusals say what is wrong', () => {
  it('morale, stack, loss table', () => {
    expect(msg(() => seriesMorale.resolve({ morale: 7, purpose: 'fire' }, [3]))).toBe('A morale check rolls two dice, got 1.')
    expect(msg(() => seriesStackMorale.dice({ units: [] }))).toBe('A stack checks with 1 to 10 units, got 0.')
    expect(msg(() => seriesStackMorale.resolve(seriesStackMorale.example, [5, 5]))).toBe('under checks next: roll its two dice (got 2 faces for 4).')
    expect(msg(() => lossModifier(0, 1))).toBe('Original strength must be a whole number of steps, 1 or more, got 0.')
    expect(msg(() => lossModifier(6, 7))).toBe('Current strength must be a whole number from 1 to the original 6 steps, got 7.')
    expect(msg(() => lossModifier(6, 2, 'x' as 'current 6 to 1'))).toBe('Unknown reading of the loss table "x".')
    expect(msg(() => lossModifier(10, 5))).toBe('The loss table prints original strengths 4 to 9, not 10: enter the modifier from your army loss chart.')
    expect(msg(() => lossModifier(6, 1, 'current 7+ to 2'))).toBe('Read as 7+ down to 2, the loss table prints no cell for 1 step: enter the modifier from your army loss chart.')
    expect(msg(() => armyMoraleModifier('x' as 'good'))).toBe('Army morale is good, demoralized or desperate, not "x".')
    expect(msg(() => armyMoraleModifier('good', 'x' as 'adds'))).toBe('Unknown reading "x" (replaces or adds).')
    expect(msg(() => fatigueMoraleModifier(-1))).toBe('Fatigue points must be a whole number, 0 or more, got -1.')
    expect(msg(() => fatigueMoraleModifier(1, 'x' as 'continues'))).toBe('Unknown reading "x".')
    expect(msg(() => fatigueChange({ movedMoreThanHalf: false, attackedInMelee: false, anyUnitMoved: false, engagedInMelee: false, firedUpon: false }, 'x' as 'recovers 2'))).toBe('Unknown reading "x".')
    expect(msg(() => strongholdBonus(7, 'x' as 'town'))).toBe('A stronghold is a town, fortified farm or castle, not "x".')
  })
  it('leaders and command', () => {
    expect(msg(() => seriesLeaderCasualty.dice({ case: 'x' as 'stack eliminated' }))).toBe('Unknown leader casualty case "x".')
    expect(msg(() => seriesObedience.dice({ obedience: 7, turn: 1 }))).toBe('Obedience must be a whole number from 0 to 6, got 7.')
    expect(msg(() => seriesObedience.dice({ obedience: 3, turn: 0 }))).toBe('The turn must be 1 or more, got 0.')
    expect(msg(() => seriesInitiative.dice({ initiative: 3, turn: 1, use: 'x' as 'change tactic' }))).toBe('Initiative is used to change tactic or to move out of radius, not "x".')
    expect(msg(() => seriesInitiative.dice({ initiative: 3, turn: 1, use: 'move out of radius' }))).toBe("Moving out of radius needs the leader's movement allowance.")
    expect(msg(() => seriesInitiative.dice({ initiative: 3, turn: 0, use: 'change tactic' }))).toBe('The turn must be 1 or more, got 0.')
    expect(msg(() => seriesDelayCheck.dice({ obedienceTurn: 0 }))).toBe("The obedience check's turn must be 1 or more, got 0.")
    expect(msg(() => checkLevel(6))).toBe('Command and control levels are 0 (not used) to 5, not 6.')
    expect(msg(() => ordersPerTurn('Prussian'))).toBe('Prussian order capability depends on the year (1 in 1807 or before, 2 after).')
    expect(msg(() => ordersPerTurn('Bavarian' as 'French'))).toBe('No order capability printed for "Bavarian": take it from the battle\'s special rules.')
    const s = initialCorpsCommand('defense')
    expect(msg(() => initialCorpsCommand('x' as 'attack'))).toBe('Orders are attack, march, defense, withdrawal, retreat or reserve, not "x".')
    expect(msg(() => initialCorpsCommand('attack', 0))).toBe('turn must be a turn number, 1 or more, got 0.')
    const sent = sendOrder(s, { aideId: '1', order: 'attack', turn: 2 })
    expect(msg(() => sendOrder(sent, { aideId: '1', order: 'attack', turn: 2 }))).toBe('Aide "1" is already riding: give each aide its own number.')
    expect(msg(() => aideArrives(sent, { aideId: '7', turn: 2, level: 3 }))).toBe('No aide "7" is riding to this corps.')
    expect(msg(() => aideArrives(sent, { aideId: '1', turn: 1, level: 3 }))).toBe('Aide 1 cannot arrive before turn 2.')
    expect(msg(() => obedienceChecked(s, { turn: 2, outcome: 'success' }))).toBe('No obedience check is owed by this corps commander.')
    const arrived = aideArrives(sent, { aideId: '1', turn: 2, level: 3 })
    expect(msg(() => obedienceChecked(arrived, { turn: 3, outcome: 'success' }))).toBe('The obedience check is made in turn 2, not 3.')
    expect(msg(() => delayChecked(arrived, { turn: 2, outcome: 'success' }))).toBe('No delay check is owed by this corps commander.')
    const ko = obedienceChecked(arrived, { turn: 2, outcome: 'failure' })
    expect(msg(() => delayChecked(ko, { turn: 3, outcome: 'x' as 'delay' }))).toBe('A delay check gives success, delay or aide lost, not "x".')
  })
  it('optional rules', () => {
    expect(msg(() => seriesModulatedDemoralization.dice({ demoralizationLevel: 5 }))).toBe('The demoralization level must be a whole number above 5, got 5.')
    expect(msg(() => seriesArtilleryRandomLosses.dice({ lossesRequired: 4 }))).toBe('System B takes 1 to 3 losses, got 4.')
    expect(msg(() => voltigeursAllowed({ formation: 'x' as 'line', light: false, militia: false, stepsLeft: 3, topOfStack: true }))).toBe('Unknown formation "x".')
    expect(msg(() => voltigeursAllowed({ formation: 'line', light: false, militia: false, stepsLeft: -1, topOfStack: true }))).toBe('Steps left must be a whole number, got -1.')
    expect(msg(() => cavalryMeleeModifier({ cavalry: 'x' as 'light', charging: true, enemyDisorganized: false, againstLightCavalry: false, counterchargedByLightCavalry: false, againstHeavyCavalry: false }))).toBe('Cavalry is light, line or heavy, not "x".')
    expect(msg(() => cavalryRetreatMp(8, -1))).toBe('MP used must be a whole number, got -1.')
  })
})
