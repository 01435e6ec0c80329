import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { countOf, errorOf } from '@/test-utils/calculatorChecks'
import { aideArrives, delayChecked, obedienceChecked, sendOrder } from './commandControl/orderEvents'
import { initialCorpsCommand, owedOrderCheck } from './commandControl/orderState'
import { ordersPerTurn } from './commandControl/orders'
import { activate, mayDecline, startActivationTurn } from './interactiveGame'
import { seriesLeaderCasualty } from './leaderCasualty'
import { leaderCombatModifier, moraleLeaderFor } from './leaders'
import { modifiedMorale, seriesMorale } from './morale'
import { artilleryLossRuleApplies, seriesArtilleryRandomLosses } from './optional/artilleryLosses'
import { cavalryMeleeModifier } from './optional/cavalry'
import { seriesModulatedDemoralization } from './optional/modulatedDemoralization'
import { reintegrationRefusal } from './optional/reintegration'
import { voltigeursAllowed } from './optional/voltigeurs'
import { seriesStackMorale } from './stackMorale'
import { deployLeader, startDeployment } from './strategicDeployment'
import { DESPERATE_RULE } from './armyMoraleLevels'

const msg = (f: () => unknown) => errorOf<RulesInputError>(f).message
const long = 'y'.repeat(150)
const cut = 'y'.repeat(100)

describe('more edges', () => {
  it('stacks of up to 10 units; a road-in-cover effect line; desperate cites 12.2', () => {
    expect(seriesStackMorale.dice({ units: Array.from({ length: 10 }, () => ({ morale: 7, purpose: 'fire' as const })) })).toHaveLength(20)
    const r = seriesMorale.resolve({ morale: 7, purpose: 'fire', onRoadInCover: true }, [])
    expect(r.working.at(-1)).toEqual({ label: 'Effect', value: 'disorganized, retreats 2 hexes', rule: { seed: '001', section: '10.2 Morale Check' } })
    expect(modifiedMorale({ morale: 7, purpose: 'fire', armyMorale: 'desperate' }).working[1]!.rule).toEqual(DESPERATE_RULE)
    expect(modifiedMorale({ morale: 7, purpose: 'fire', disorganized: false }).value).toBe(7)
  })
  it('dice roles, scores', () => {
    expect(seriesArtilleryRandomLosses.dice({ lossesRequired: 2 }).map((d) => d.role)).toEqual(['loss 1 die', 'loss 2 die'])
    expect(seriesModulatedDemoralization.resolve({ demoralizationLevel: 30 }, [2, 5]).score).toBe(7)
    expect(artilleryLossRuleApplies(2, 2)).toBe(true)
    expect(reintegrationRefusal({ goodOrder: true, outOfEnemyFireRange: true, leaderStacked: true, movedThisMovementPhase: false, stepsLost: 1, eliminated: false })).toBeNull()
    expect(countOf(seriesLeaderCasualty.distribution({ case: 'alone, enemy enters', commandLevelOne: true }), 'shifted to an adjacent hex')).toBe(30)
  })
  it('activation: equal counts go to the French choice, decline only on one\'s turn, a side left alone goes on', () => {
    expect(startActivationTurn(1, { a: [{ id: 'I' }], b: [{ id: 'x' }] }, 'a').next).toBe('a')
    const s = startActivationTurn(1, { a: [{ id: 'I' }, { id: 'II' }, { id: 'III' }], b: [{ id: 'x' }] }, 'a')
    expect(mayDecline(s, 'b')).toBe(false)
    let t = activate(s, { side: 'a', corps: ['I'] })
    t = activate(t, { side: 'b', corps: ['x'] })
    t = activate(t, { side: 'a', corps: ['II'] })
    expect(t.next).toBe('a')
    const j = startActivationTurn(2, { a: [{ id: 'I' }, { id: 'C', cavalry: true }], b: [] }, 'a', ['C'])
    expect(msg(() => activate(j, { side: 'a', corps: ['I', 'C'] }))).toBe('No corps can be activated twice in a row (20.4).')
    expect(msg(() => activate(s, { side: 'a', corps: ['I'], crossAttached: -1 }))).toBe('Up to 2 units of other corps can be cross-attached, got -1.')
    expect(msg(() => activate(s, { side: 'a', corps: ['I'], crossAttached: 1.5 }))).toBe('Up to 2 units of other corps can be cross-attached, got 1.5.')
    expect(activate(s, { side: 'a', corps: ['I'], crossAttached: 1 }).lastActivated).toEqual(['I'])
  })
  it('deployment squares: every side of the grid refused', () => {
    const d = startDeployment({ I: { side: 'a' } }, 'a')
    for (const to of [[4, 0], [0, 4], [-1, 0], [0, -1], [0.5, 0], [0, 0.5]] as const)
      expect(msg(() => deployLeader(d, { side: 'a', leaderId: 'I', to }))).toBe('Squares run from row 0–3, column 0–3.')
    expect(deployLeader(d, { side: 'a', leaderId: 'I', to: [0, 3] }).leaders.I!.square).toEqual([0, 3])
  })
  it('orders: two aides riding, one arrives, the other rides on; no check owed without a pending order; Prussian year whole', () => {
    const s = sendOrder(sendOrder(initialCorpsCommand('defense'), { aideId: '1', order: 'attack', turn: 2 }), { aideId: '2', order: 'march', turn: 2 })
    const a = aideArrives(s, { aideId: '1', turn: 2, level: 3 })
    expect(a.aides.map((x) => x.id)).toEqual(['2'])
    expect(owedOrderCheck(initialCorpsCommand('defense'), 1)).toBeNull()
    const ko = obedienceChecked(a, { turn: 2, outcome: 'failure' })
    expect(delayChecked(ko, { turn: 3, outcome: 'success' }).scheduled).toEqual({ order: 'attack', written: undefined, fromTurn: 4, source: 'order' })
    expect(msg(() => ordersPerTurn('Prussian', 1807.5))).toBe('Prussian order capability depends on the year (1 in 1807 or before, 2 after).')
  })
  it('long bad values are quoted to 100 characters', () => {
    expect(msg(() => seriesLeaderCasualty.dice({ case: long as 'stack eliminated' }))).toBe(`Unknown leader casualty case "${cut}".`)
    expect(msg(() => voltigeursAllowed({ formation: long as 'line', light: false, militia: false, stepsLeft: 3, topOfStack: true }))).toBe(`Unknown formation "${cut}".`)
    expect(msg(() => cavalryMeleeModifier({ cavalry: long as 'light', charging: true, enemyDisorganized: false, againstLightCavalry: false, counterchargedByLightCavalry: false, againstHeavyCavalry: false }))).toBe(`Cavalry is light, line or heavy, not "${cut}".`)
    expect(msg(() => ordersPerTurn(long as 'French'))).toBe(`No order capability printed for "${cut}": take it from the battle's special rules.`)
    expect(msg(() => initialCorpsCommand(long as 'attack'))).toBe(`Orders are attack, march, defense, withdrawal, retreat or reserve, not "${cut}".`)
    const s = initialCorpsCommand('defense')
    expect(msg(() => aideArrives(s, { aideId: long, turn: 2, level: 3 }))).toBe(`No aide "${cut}" is riding to this corps.`)
    const sent = sendOrder(s, { aideId: long, order: 'attack', turn: 2 })
    expect(msg(() => sendOrder(sent, { aideId: long, order: 'attack', turn: 2 }))).toBe(`Aide "${cut}" is already riding: give each aide its own number.`)
    const ko = obedienceChecked(aideArrives(sent, { aideId: long, turn: 2, level: 3 }), { turn: 2, outcome: 'failure' })
    expect(msg(() => delayChecked(ko, { turn: 3, outcome: long as 'delay' }))).toBe(`A delay check gives success, delay or aide lost, not "${cut}".`)
    expect(msg(() => startActivationTurn(1, { a: [], b: [] }, long as 'a'))).toBe(`Side is a or b, not "${cut}".`)
    const act = startActivationTurn(1, { a: [{ id: 'I' }], b: [] }, 'a')
    expect(msg(() => activate(act, { side: 'a', corps: [long] }))).toBe(`Corps "${cut}" is not waiting to be activated by side a.`)
    expect(msg(() => leaderCombatModifier(1, long as 'attacker'))).toBe(`The leader attacks or defends, not "${cut}".`)
    expect(msg(() => moraleLeaderFor([{ name: 'n', rank: long as 'corps', combatBonus: 0, moraleBonus: 1, movementAllowance: 8 }], 'I'))).toBe(`A leader's rank is corps, wing or army, not "${cut}".`)
    const d = startDeployment({ I: { side: 'a' } }, 'a')
    expect(msg(() => deployLeader(d, { side: 'a', leaderId: long, to: [0, 0] }))).toBe(`Side a has no leader "${cut}".`)
  })
})
