import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { deliberateDisorganizationMarker, firstRallyTurn, rallyEligible, rallyFailureRetreat, seriesRally, STILL_DISORGANIZED_IN_RALLIED_STACK } from './rally'
import { routMarker } from './optional/routEffects'

describe('rally eligibility (seed 001, 11.1)', () => {
  it('the text\'s example: during turn 8, markers numbered 6 or less', () => {
    expect([4, 5, 6, 7, 8].map((m) => rallyEligible(m, 8))).toEqual([true, true, true, false, false])
  })
  it('the second example: during turn 5, markers 1, 2 or 3', () => {
    expect([1, 2, 3, 4].map((m) => rallyEligible(m, 5))).toEqual([true, true, true, false])
    expect(firstRallyTurn(3)).toBe(5)
  })
  it('6.5: a cavalry disorganized on purpose during turn 4 carries a 3 and may rally in turn 5, "as soon as the next turn"', () => {
    expect(deliberateDisorganizationMarker(4)).toBe(3)
    expect(rallyEligible(deliberateDisorganizationMarker(4), 5)).toBe(true)
    expect(rallyEligible(deliberateDisorganizationMarker(4), 4)).toBe(false)
  })
  it('16.5 example: routed during turn 4, two "6" markers, rally no sooner than turn 8', () => {
    expect(routMarker(4)).toBe(6)
    expect(rallyEligible(routMarker(4), 7)).toBe(false)
    expect(rallyEligible(routMarker(4), 8)).toBe(true)
    expect(firstRallyTurn(routMarker(4))).toBe(8)
  })
  it('refuses non-turn numbers', () => {
    expect(errorOf<RulesInputError>(() => rallyEligible(-1, 3))).toMatchObject({ field: 'markerTurn' })
    expect(errorOf<RulesInputError>(() => rallyEligible(1, 2.5))).toMatchObject({ field: 'currentTurn' })
    expect(errorOf<RulesInputError>(() => firstRallyTurn(1.5))).toMatchObject({ field: 'markerTurn' })
    expect(errorOf<RulesInputError>(() => deliberateDisorganizationMarker(-2))).toMatchObject({ field: 'turn' })
  })
})

describe('rally check (seed 001, 11.2–11.5)', () => {
  it('example: morale 9, disorganized −2, leader +1 → 8, 26/36', () => {
    expect(countOf(seriesRally.distribution(seriesRally.example), 'success')).toBe(26)
    expectAgreesWithResolve(seriesRally, seriesRally.example)
    expect(seriesRally.dice(seriesRally.example)).toHaveLength(2)
    expect(seriesRally.outcomes(seriesRally.example)).toEqual(['success', 'failure'])
  })
  it('adjacent to an enemy −1 → 7, 21/36; success rallies, failure retreats 2 more hexes', () => {
    const i = { ...seriesRally.example, adjacentToEnemy: true }
    expect(countOf(seriesRally.distribution(i), 'success')).toBe(21)
    expect(seriesRally.resolve(i, [3, 4])).toMatchObject({ outcome: 'success', effect: 'rallied' })
    expect(seriesRally.resolve(i, [4, 4])).toMatchObject({ outcome: 'failure', effect: 'retreats 2 more hexes' })
  })
  it('too early: refused with the first turn it may try', () => {
    const e = errorOf<RulesInputError>(() => seriesRally.distribution({ ...seriesRally.example, markerTurn: 7 }))
    expect(e).toMatchObject({ code: 'not-allowed-together', field: 'markerTurn' })
    expect(e.message).toBe('A unit with a turn 7 marker can first rally in turn 9 (11.1), not turn 8.')
  })
  it('11.4 failure retreats; 11.5 stacking', () => {
    expect(rallyFailureRetreat({ inTownOrForest: true })).toBe('need not retreat (already in a town or forest hex)')
    expect(rallyFailureRetreat({ inTownOrForest: false })).toBe('retreats 2 hexes toward a line of communication, or toward a town or wood hex within two hexes')
    expect(rallyFailureRetreat({ inTownOrForest: true, routed: true })).toBe('retreats with its whole movement allowance toward its lines of communication')
    expect(STILL_DISORGANIZED_IN_RALLIED_STACK).toBe('retreats 2 additional hexes, even in a wood or a town')
  })
})
