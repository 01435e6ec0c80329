import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { combineUnits } from './combineUnits'
import { firstToOrder, orderSequence } from './orderFirst'
import { rally } from './rally'
import { retreat } from './retreat'
import { hypotheticalReinforcement, prussianEarlyArrival } from './scenarios'
import { specialAction } from './specialAction'
import { victory } from './victory'

const m = (f: () => unknown) => errorOf(f).message

describe('refusal messages in player words (all calculators but combat)', () => {
  it('retreat', () => {
    expect(m(() => retreat({ unit: 'line-infantry', flags: 2, elements: 3, path: ['empty'] }))).toBe('path: say what the next retreat hex holds (2 flags, 1 given).')
    expect(m(() => retreat({ unit: 'line-infantry', flags: 1, elements: 3 }))).toBe('path: say what the next retreat hex holds (1 flag, 0 given).')
    expect(m(() => retreat({ unit: 'line-infantry', flags: 1, elements: 3, path: ['moat' as 'empty'] }))).toBe('path: "moat" is not empty, friendly-general, friendly-unit, enemy, off-map.')
    expect(m(() => retreat({ unit: 'line-infantry', flags: -2, elements: 3 }))).toBe('flags: a whole number 0 or more, got -2.')
    expect(m(() => retreat({ unit: 'heavy-cavalry', flags: 1, elements: 4 }))).toBe('elements: the heavy cavalry has 1–3 left after its hits, got 4.')
  })
  it('rally and combining', () => {
    expect(m(() => rally.distribution({ type: 'line-infantry', elements: 0, by: 'rally-card' }))).toBe('elements: 1–4 left (an eliminated unit cannot rally), got 0.')
    expect(m(() => rally.distribution({ type: 'light-artillery', elements: 1, startingElements: 3, by: 'rally-card' }))).toBe('startingElements: a light artillery starts with 1–2 elements, got 3.')
    expect(m(() => rally.distribution({ type: 'light-artillery', elements: 1, by: 'x' as 'rally-card' }))).toBe('by: an attached general or the Rally card, not "x".')
    expect(m(() => rally.resolve(rally.example, []))).toBe('Roll 3 battle dice, got 0 faces.')
    expect(m(() => combineUnits({ type: 'line-infantry', elements: 3 }, { type: 'line-infantry', elements: 3 }))).toBe('Together they would have 4 chips: no more than the 3 the unit started with (6.21.3).')
    expect(m(() => combineUnits({ type: 'line-infantry', elements: 3 }, { type: 'elite-infantry', elements: 2 }))).toBe('Only units of the same type combine: line-infantry and elite-infantry.')
    expect(m(() => combineUnits({ type: 'skirmisher', elements: 1 }, { type: 'skirmisher', elements: 1 }))).toBe('Skirmishers are single pieces and do not combine (6.1, 6.21.3).')
    expect(m(() => combineUnits({ type: 'light-cavalry', elements: 3 }, { type: 'light-cavalry', elements: 3 }))).toBe('Only a unit reduced by combat losses combines (6.21.3): both are at full strength.')
    expect(m(() => combineUnits({ type: 'light-cavalry', elements: 4 }, { type: 'light-cavalry', elements: 1 }))).toBe('remaining.elements: 1–3, got 4.')
  })
  it('special action', () => {
    expect(m(() => specialAction.dice({ reacting: 'garrison', nation: 'French', emptyHexesBetween: 1 }))).toBe('Garrison: only artillery, cavalry and infantry have a special action (9.41).')
    expect(m(() => specialAction.dice({ reacting: 'light-cavalry', nation: 'Dutch' as 'French', emptyHexesBetween: 1 }))).toBe('nation: the white dice show French, English and Prussian flags, not "Dutch".')
    expect(m(() => specialAction.dice({ reacting: 'light-cavalry', nation: 'French', emptyHexesBetween: -1 }))).toBe('emptyHexesBetween: count the empty hexes, 0 or more (got -1).')
    expect(m(() => specialAction.dice({ reacting: 'light-cavalry', nation: 'French', emptyHexesBetween: 2, startedAdjacent: true }))).toBe('An adjacent charger has no hexes between.')
    expect(m(() => specialAction.resolve({ reacting: 'light-cavalry', nation: 'French', emptyHexesBetween: 2 }, []))).toBe('Roll 2 white dice, got 0 faces.')
  })
  it('victory, order, arrivals', () => {
    expect(m(() => victory({ lost: { french: 1 } }))).toBe('units: say how many units each army started with (4.2 counts half of them).')
    expect(m(() => victory({ lost: { french: -1 }, units: { french: 1, allied: 1 } }))).toBe('lost.french: a whole number 0 or more, got -1.')
    expect(m(() => victory({ scenario: 'jena' as 'ligny', lost: { french: 0 } }))).toBe('scenario: "jena" is not one of 13.1–13.4.')
    expect(m(() => victory({ scenario: 'ligny', lost: { french: 1, prussian: 1 }, battleOver: true }))).toBe('Tied on units after 36 cards: count each army’s elements on the map (stand-up counters and chips, 12.1).')
    expect(m(() => firstToOrder({ unitsAble: -1 }, { unitsAble: 1 }))).toBe('french.unitsAble: a whole number of units, 0 or more (got -1).')
    expect(m(() => orderSequence('french', 1, -1))).toBe('alliedOrders: a whole number 0 or more.')
    expect(m(() => prussianEarlyArrival.dice({ available: { infantry: 1, cavalry: 1, artillery: 1, general: -1 } }))).toBe('available.general: Prussian general still to arrive, 0 or more (got -1).')
    expect(m(() => prussianEarlyArrival.resolve(prussianEarlyArrival.example, []))).toBe('Roll the special flag die and a combat die, got 0 faces.')
    expect(m(() => hypotheticalReinforcement.dice({ pool: { infantry: -1, cavalry: 1, artillery: 1 } }))).toBe('pool.infantry: reinforcements left, 0 or more (got -1).')
    expect(m(() => hypotheticalReinforcement.resolve(hypotheticalReinforcement.example, [1]))).toBe('Roll a battle die and a D6, got 1 faces.')
  })
})
