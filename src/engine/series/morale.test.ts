import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { modifiedMorale, seriesMorale } from './morale'
import type { MoraleInput } from './moraleInput'
import { passingWays } from './twoDice'

const base: MoraleInput = { morale: 7, purpose: 'fire' }
const mm = (extra: Partial<MoraleInput>, morale = 7) => modifiedMorale({ ...base, morale, ...extra }).value
const wins = (i: MoraleInput) => countOf(seriesMorale.distribution(i), 'success')

describe('morale check odds (seed 001, 10.2–10.3)', () => {
  it('2D6 ≤ modified morale, by hand: ways out of 36 for 2 … 12 are 1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 35', () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(passingWays)).toEqual([1, 3, 6, 10, 15, 21, 26, 30, 33, 35, 35])
  })
  it('natural 2 always passes (1/36 at morale 1 or below) and natural 12 always fails (35/36 at 11 and above)', () => {
    expect([-5, 0, 1].map(passingWays)).toEqual([1, 1, 1])
    expect([11, 12, 16].map(passingWays)).toEqual([35, 35, 35])
    expect(seriesMorale.resolve({ ...base, morale: 1 }, [1, 1])).toMatchObject({ outcome: 'success', score: 2, effect: 'holds' })
    expect(seriesMorale.resolve({ ...base, morale: 12, leader: { moraleBonus: 6, command: 'army commander' } }, [6, 6]).outcome).toBe('failure')
  })
  it('the calculator: morale 7 passes 21/36, morale 8 with a disorganized −2 passes 15/36', () => {
    expect(seriesMorale.distribution(base)).toEqual({ total: 36, outcomes: [{ value: 'success', count: 21 }, { value: 'failure', count: 15 }] })
    expect(wins({ ...base, morale: 8, disorganized: true })).toBe(15)
    expect(wins({ ...base, morale: 1, disorganized: true })).toBe(1)
    expect(wins({ ...base, morale: 11, leader: { moraleBonus: 3, command: 'own corps' } })).toBe(35)
  })
  it('edges: 7 ≤ 7 passes, 8 > 7 fails', () => {
    expect(seriesMorale.resolve(base, [3, 4]).outcome).toBe('success')
    expect(seriesMorale.resolve(base, [4, 4]).outcome).toBe('failure')
  })
  it('distribution agrees with resolve over the 36 faces', () => {
    expectAgreesWithResolve(seriesMorale, seriesMorale.example)
    expectAgreesWithResolve(seriesMorale, { ...base, morale: 2 })
    expectAgreesWithResolve(seriesMorale, { ...base, morale: 12 })
  })
  it('example (flank, leader +2, 9 → 5 steps, demoralized): 8 − 2 + 2 − 1 − 1 = 6, 15/36; full working', () => {
    expect(wins(seriesMorale.example)).toBe(15)
    const r = seriesMorale.resolve(seriesMorale.example, [2, 5])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Morale', 8, '10.2 Morale Check'],
      ['Leader (own corps): morale bonus', 2, '14.4 Morale Effects'],
      ['Attacked or fired upon through a flank hexside', -2, '10.4 Modifiers'],
      ['Losses: original 9, current 5: "-1"', -1, '10.4 Modifiers: Losses'],
      ['Army demoralized', -1, '12.1 Demoralization Threshold and Effects'],
      ['Modified morale', 6, '10.4 Modifiers'],
      ['Two dice 2 + 5 = 7 > 6', 'failure', '10.2 Morale Check'],
      ['Effect', 'disorganized, retreats 2 hexes', '10.2 Morale Check'],
    ])
    expect(r).toMatchObject({ outcome: 'failure', score: 7, modifiedMorale: 6 })
  })
  it('natural rolls say so in the working', () => {
    expect(seriesMorale.resolve({ ...base, morale: 1 }, [1, 1]).working.at(-2)).toMatchObject({ label: 'Two dice 1 + 1 = natural 2: always a success', value: 'success', rule: { section: '10.3 Automatic Success and Automatic Failure' } })
    expect(seriesMorale.resolve({ ...base, morale: 12 }, [6, 6]).working.at(-2)).toMatchObject({ label: 'Two dice 6 + 6 = natural 12: always a failure', value: 'failure' })
  })
})

describe('every §10.4 modifier with its printed value', () => {
  it('formation: disorganized −2, square attacked by cavalry only +2', () => {
    expect(mm({ disorganized: true })).toBe(5)
    expect(mm({ squareAttackedByCavalryOnly: true })).toBe(9)
  })
  it('adjacent enemy −1 only for a rally attempt (which is always disorganized −2)', () => {
    expect(mm({ purpose: 'rally', adjacentToEnemy: true })).toBe(4)
    expect(mm({ purpose: 'rally' })).toBe(5)
    expect(mm({ adjacentToEnemy: true })).toBe(7)
  })
  it('leader: + morale bonus; another corps at most +1 (0 stays 0); the army commander his full bonus (Napoleon +6)', () => {
    expect(mm({ leader: { moraleBonus: 2, command: 'own corps' } })).toBe(9)
    expect(mm({ leader: { moraleBonus: 3, command: 'other corps' } })).toBe(8)
    expect(mm({ leader: { moraleBonus: 1, command: 'other corps' } })).toBe(8)
    expect(mm({ leader: { moraleBonus: 0, command: 'other corps' } })).toBe(7)
    expect(mm({ leader: { moraleBonus: -1, command: 'other corps' } })).toBe(6)
    expect(mm({ leader: { moraleBonus: 6, command: 'army commander' } })).toBe(13)
  })
  it('flank −2, rear −3; protected flank, mixed order and forming square: no negative', () => {
    expect(mm({ direction: 'front' })).toBe(7)
    expect(mm({ direction: 'flank' })).toBe(5)
    expect(mm({ direction: 'rear' })).toBe(4)
    expect(mm({ direction: 'rear', directionException: 'protected flank' })).toBe(7)
    expect(mm({ direction: 'flank', directionException: 'mixed order' })).toBe(7)
    expect(mm({ purpose: 'form-square', direction: 'rear', chargerDistance: 2 })).toBe(7)
  })
  it('stack: −2 for each unit above that just failed (−2, then −4)', () => {
    expect(mm({ failedAbove: 0 })).toBe(7)
    expect(mm({ failedAbove: 1 })).toBe(5)
    expect(mm({ failedAbove: 2 })).toBe(3)
  })
  it('losses by the table, or the army loss chart\'s own value for elite units', () => {
    expect(mm({ steps: { original: 9, current: 2 } })).toBe(5)
    expect(mm({ steps: { original: 9, current: 7 } })).toBe(7)
    expect(mm({ steps: { original: 9, current: 2 }, lossModifierFromChart: -1 })).toBe(6)
    expect(mm({ steps: { original: 9, current: 7 }, rulings: { lossTable: 'current 7+ to 2' } })).toBe(7)
    expect(mm({ steps: { original: 9, current: 6 }, rulings: { lossTable: 'current 7+ to 2' } })).toBe(6)
  })
  it('army demoralized −1, desperate −2 (ruling 37: replaces; option: adds, −3)', () => {
    expect(mm({ armyMorale: 'good' })).toBe(7)
    expect(mm({ armyMorale: 'demoralized' })).toBe(6)
    expect(mm({ armyMorale: 'desperate' })).toBe(5)
    expect(mm({ armyMorale: 'desperate', rulings: { desperate: 'adds' } })).toBe(4)
    expect(mm({ armyMorale: 'demoralized', rulings: { desperate: 'adds' } })).toBe(6)
  })
  it('form square (9.6): cavalry 3+ hexes away +1, 2 hexes 0, adjacent no attempt', () => {
    expect(mm({ purpose: 'form-square', chargerDistance: 3 })).toBe(8)
    expect(mm({ purpose: 'form-square', chargerDistance: 5 })).toBe(8)
    expect(mm({ purpose: 'form-square', chargerDistance: 2 })).toBe(7)
    expect(errorOf<RulesInputError>(() => mm({ purpose: 'form-square', chargerDistance: 1 }))).toMatchObject({ code: 'not-allowed-together', field: 'chargerDistance' })
    expect(errorOf<RulesInputError>(() => mm({ purpose: 'form-square' }))).toMatchObject({ code: 'out-of-range', field: 'chargerDistance' })
    expect(errorOf<RulesInputError>(() => mm({ purpose: 'form-square', chargerDistance: 2.5 }))).toMatchObject({ code: 'out-of-range' })
  })
  it('optional rules: rout −3 (with the disorganized −2), town +2 / farm or castle +3 up to 11, fatigue, initiative, time', () => {
    expect(mm({ routed: true })).toBe(2)
    expect(mm({ stronghold: 'town' }, 8)).toBe(10)
    expect(mm({ stronghold: 'town' }, 10)).toBe(11)
    expect(mm({ stronghold: 'town' }, 11)).toBe(11)
    expect(mm({ stronghold: 'castle' }, 12)).toBe(12)
    expect(mm({ stronghold: 'castle' }, 7)).toBe(10)
    expect(mm({ stronghold: 'fortified farm' }, 9)).toBe(11)
    expect(mm({ fatiguePoints: 4 })).toBe(7)
    expect(mm({ fatiguePoints: 5 })).toBe(6)
    expect(mm({ fatiguePoints: 25 })).toBe(2)
    expect(mm({ fatiguePoints: 25, rulings: { fatigueBeyondTwenty: 'stops at -4' } })).toBe(3)
    expect(mm({ initiativeLastTurn: 'success' })).toBe(6)
    expect(mm({ initiativeLastTurn: 'failure' })).toBe(5)
    expect(mm({ timePenalty: -2 })).toBe(5)
    expect(mm({ timePenalty: 0 })).toBe(7)
  })
  it('all modifiers are cumulative: one working line each, in the printed order', () => {
    const i: MoraleInput = { morale: 9, purpose: 'rally', adjacentToEnemy: true, leader: { moraleBonus: 2, command: 'own corps' }, direction: 'rear',
      failedAbove: 1, steps: { original: 8, current: 3 }, armyMorale: 'desperate', stronghold: 'town', fatiguePoints: 10, initiativeLastTurn: 'failure', timePenalty: -1 }
    expect(modifiedMorale(i).working.map((l) => [l.label, l.value])).toEqual([
      ['Morale', 9],
      ['Disorganized (rally check, 11.2)', -2],
      ['Rally attempt adjacent to an enemy unit', -1],
      ['Leader (own corps): morale bonus', 2],
      ['Attacked or fired upon through a rear hexside', -3],
      ['1 unit above in the hex just failed', -2],
      ['In a town (up to a morale of 11)', 2],
      ['Losses: original 8, current 3: "-1"', -1],
      ['Army desperate', -2],
      ['Corps fatigue 10 points', -2],
      ["Leader's initiative check last turn: failure", -2],
      ['Time limit exceeded', -1],
      ['Modified morale', -3],
    ])
  })
  it('working names the other-corps cap, exceptions, square distance, routed and the chart', () => {
    const labels = (i: Partial<MoraleInput>) => modifiedMorale({ ...base, ...i }).working.slice(1, -1).map((l) => `${l.label}: ${l.value}`)
    expect(labels({ leader: { moraleBonus: 3, command: 'other corps' } })).toEqual(["Corps commander with another corps' unit: bonus 3, at most +1: 1"])
    expect(labels({ direction: 'flank', directionException: 'protected flank' })).toEqual(['Attacked through the flank: protected flank, no negative: 0'])
    expect(labels({ purpose: 'form-square', direction: 'rear', chargerDistance: 3 })).toEqual(['Charged through the rear: no negative when forming square: 0', 'Charging cavalry 3 hexes away: 1'])
    expect(labels({ routed: true })).toEqual(['Disorganized: -2', 'Routed: -3'])
    expect(labels({ failedAbove: 2, lossModifierFromChart: 0 })).toEqual(['2 units above in the hex just failed: -4', 'Losses (army loss chart): 0'])
    expect(labels({ armyMorale: 'desperate', rulings: { desperate: 'adds' } })).toEqual(['Army desperate (−1 and −2 added, ruling 37 option): -3'])
    expect(labels({ fatiguePoints: 0 })).toEqual([])
  })
})

describe('§6.8 withdrawal "with no modifiers" (ruling 34)', () => {
  const w: MoraleInput = { morale: 8, purpose: 'withdrawal', direction: 'flank', leader: { moraleBonus: 2, command: 'own corps' }, steps: { original: 9, current: 2 }, armyMorale: 'desperate', fatiguePoints: 5 }
  it('literal (default): nothing but the morale, a natural 2 or 12 still decides', () => {
    expect(modifiedMorale(w).working.map((l) => l.value)).toEqual([8, 0, 8])
    expect(wins(w)).toBe(26)
    expect(seriesMorale.resolve({ ...w, morale: 12 }, [6, 6]).outcome).toBe('failure')
  })
  it('option "situation only": losses, army morale and fatigue stay, flank and leader go', () => {
    const r = modifiedMorale({ ...w, rulings: { noModifiers: 'situation only' } })
    expect(r.working.map((l) => l.value)).toEqual([8, 0, -2, -2, -1, 3])
  })
  it('withdrawal success: withdraws 1 or 2 hexes; failure: disorganized', () => {
    expect(seriesMorale.resolve(w, [2, 2]).effect).toBe('withdraws 1 or 2 hexes')
    expect(seriesMorale.resolve(w, [5, 5]).effect).toBe('disorganized, retreats 2 hexes')
  })
})

describe('effects of passing and failing', () => {
  const pass = (i: Partial<MoraleInput>) => seriesMorale.resolve({ ...base, ...i }, [1, 2]).effect
  const fail = (i: Partial<MoraleInput>) => seriesMorale.resolve({ ...base, ...i }, [6, 5]).effect
  it('good order: holds or disorganized with a 2 hex retreat; disorganized: eliminated', () => {
    expect([pass({}), fail({})]).toEqual(['holds', 'disorganized, retreats 2 hexes'])
    expect(fail({ disorganized: true, purpose: 'melee' })).toBe('eliminated')
  })
  it('optional rout (16.5): a disorganized unit failing after fire or melee routs; not after other checks; a routed unit is then eliminated', () => {
    expect(fail({ disorganized: true, routRule: true })).toBe('routed')
    expect(fail({ disorganized: true, routRule: true, purpose: 'melee' })).toBe('routed')
    expect(fail({ disorganized: true, routRule: true, purpose: 'facing' })).toBe('eliminated')
    expect(fail({ routed: true, routRule: true })).toBe('eliminated')
  })
  it('rally: rallied, or 2 more hexes; a routed unit routs on with its whole movement allowance', () => {
    expect([pass({ purpose: 'rally' }), fail({ purpose: 'rally' }), fail({ purpose: 'rally', routed: true })]).toEqual(['rallied', 'retreats 2 more hexes', 'routs on with its whole movement allowance'])
  })
  it('countercharge, form square, reintegration', () => {
    expect([pass({ purpose: 'countercharge' }), fail({ purpose: 'countercharge' })]).toEqual(['countercharges', 'no countercharge'])
    expect([pass({ purpose: 'form-square', chargerDistance: 2 }), fail({ purpose: 'form-square', chargerDistance: 2 })]).toEqual(['forms square', 'disorganized, retreats after the charge combat'])
    expect([pass({ purpose: 'reintegration' }), fail({ purpose: 'reintegration' })]).toEqual(['recovers one step', 'no step recovered'])
  })
  it('the effect line cites its rule', () => {
    expect(seriesMorale.resolve({ ...base, purpose: 'rally' }, [1, 2]).working.at(-1)).toEqual({ label: 'Effect', value: 'rallied', rule: { seed: '001', section: '11.3 Success' } })
  })
  it('6.7: a column on a road in cover is disorganized without a roll', () => {
    const i: MoraleInput = { ...base, morale: 11, onRoadInCover: true }
    expect(seriesMorale.dice(i)).toEqual([])
    expect(seriesMorale.distribution(i)).toEqual({ total: 1, outcomes: [{ value: 'failure', count: 1 }] })
    const r = seriesMorale.resolve(i, [])
    expect(r).toMatchObject({ outcome: 'failure', effect: 'disorganized, retreats 2 hexes', modifiedMorale: 11 })
    expect(r.score).toBeUndefined()
    expect(r.working.at(-2)).toMatchObject({ label: 'On a road in town, brush or wood: automatically disorganized, no roll', value: 'failure', rule: { section: '6.7 Road' } })
    expect(seriesMorale.dice(base)).toHaveLength(2)
  })
})

describe('refusals name the field', () => {
  const err = (i: Partial<MoraleInput>) => errorOf<RulesInputError>(() => seriesMorale.distribution({ ...base, ...i }))
  it('bad values', () => {
    expect(err({ morale: 0 })).toMatchObject({ code: 'out-of-range', field: 'morale' })
    expect(err({ morale: 13 })).toMatchObject({ code: 'out-of-range', field: 'morale' })
    expect(err({ morale: 7.5 })).toMatchObject({ code: 'out-of-range', field: 'morale' })
    expect(err({ purpose: 'x' as 'fire' })).toMatchObject({ code: 'unknown-value', field: 'purpose' })
    expect(err({ leader: { moraleBonus: 7, command: 'own corps' } })).toMatchObject({ field: 'leader.moraleBonus' })
    expect(err({ leader: { moraleBonus: 1, command: 'x' as 'own corps' } })).toMatchObject({ code: 'unknown-value', field: 'leader.command' })
    expect(err({ direction: 'up' as 'front' })).toMatchObject({ code: 'unknown-value', field: 'direction' })
    expect(err({ failedAbove: -1 })).toMatchObject({ field: 'failedAbove' })
    expect(err({ lossModifierFromChart: 1 })).toMatchObject({ field: 'lossModifierFromChart' })
    expect(err({ armyMorale: 'x' as 'good' })).toMatchObject({ code: 'unknown-value', field: 'armyMorale' })
    expect(err({ timePenalty: 1 })).toMatchObject({ field: 'timePenalty' })
    expect(err({ initiativeLastTurn: 'x' as 'success' })).toMatchObject({ field: 'initiativeLastTurn' })
    expect(err({ fatiguePoints: -1 })).toMatchObject({ field: 'fatiguePoints' })
    expect(err({ stronghold: 'x' as 'town' })).toMatchObject({ field: 'stronghold' })
    expect(err({ steps: { original: 11, current: 4 } })).toMatchObject({ code: 'missing-table' })
  })
  it('who may attempt what', () => {
    expect(err({ purpose: 'rally', disorganized: false })).toMatchObject({ code: 'not-allowed-together', field: 'disorganized' })
    for (const purpose of ['withdrawal', 'countercharge', 'reintegration', 'retreat-through', 'army-morale'] as const) expect(err({ purpose, disorganized: true })).toMatchObject({ code: 'not-allowed-together' })
    expect(err({ purpose: 'countercharge', routed: true })).toMatchObject({ code: 'not-allowed-together' })
    expect(err({ purpose: 'form-square', chargerDistance: 3, disorganized: true })).toMatchObject({ code: 'not-allowed-together' })
  })
  it('faces', () => {
    expect(errorOf<RulesInputError>(() => seriesMorale.resolve(base, [3]))).toMatchObject({ code: 'out-of-range', field: 'faces' })
    expect(errorOf<RulesInputError>(() => seriesMorale.resolve(base, [3, 7]))).toMatchObject({ code: 'bad-face', field: 'second die' })
    expect(errorOf<RulesInputError>(() => seriesMorale.resolve(base, [0, 3]))).toMatchObject({ code: 'bad-face', field: 'first die' })
  })
  it('dice() refuses bad input too', () => {
    expect(() => seriesMorale.dice({ ...base, morale: 0 })).toThrow(/Morale must be a whole number from 1 to 12/)
  })
  it('identity', () => {
    expect([seriesMorale.id, seriesMorale.title, seriesMorale.rule]).toEqual(['series.morale', 'Morale check', { seed: '001', section: '10.2 Morale Check' }])
    expect(seriesMorale.outcomes(base)).toEqual(['success', 'failure'])
  })
})
