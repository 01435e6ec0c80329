import { describe, expect, it } from 'vitest'
import { wl } from './refs'
import { checkRating, disruptedFactor, elanWorking, markerErChanges, modifiedElan } from './values'

const ch = (value: number) => ({ label: 'x', value, rule: wl('x') })

describe('ER, SP and AF changes (seed 002, A-2a/A-2b; rulings 15 and 40)', () => {
  it('Shaken and Disrupted each take 1 from the ER; Fresh and Battleworn with no marker none', () => {
    expect(markerErChanges(0)).toEqual([])
    expect(markerErChanges(3)).toEqual([])
    expect(markerErChanges(1)).toEqual([{ label: 'Shaken marker', value: -1, rule: wl('A-2b Marker Information') }])
    expect(markerErChanges(5)).toEqual([{ label: 'Disrupted marker', value: -1, rule: wl('A-2b Marker Information') }])
  })
  it('ruling 15: changes are summed, then clamped to 1–6 once (6 +2 −1 = 7 → 6; 2 −1 −2 → 1)', () => {
    expect(modifiedElan(6, [ch(2), ch(-1)])).toBe(6)
    expect(modifiedElan(2, [ch(-1), ch(-2)])).toBe(1)
    expect(modifiedElan(4, [ch(-1)])).toBe(3)
    expect(modifiedElan(5, [])).toBe(5)
  })
  it('ruling 15 alternative "clamp each": 6 +2 → 6, then −1 → 5; 1 −1 → 1, then +2 → 3', () => {
    const r = { erClamp: 'clamp each' }
    expect(modifiedElan(6, [ch(2), ch(-1)], r)).toBe(5)
    expect(modifiedElan(2, [ch(-1), ch(-1), ch(2)], r)).toBe(3)
    expect(modifiedElan(2, [ch(-1), ch(-1), ch(2)])).toBe(2)
  })
  it('Disrupted −1 SP/AF never below 1, and never raises a printed 0 (ruling 40)', () => {
    expect(disruptedFactor(3, 2)).toBe(2)
    expect(disruptedFactor(1, 2)).toBe(1)
    expect(disruptedFactor(0, 5)).toBe(0)
    expect(disruptedFactor(3, 1)).toBe(3)
    expect(disruptedFactor(3, 4)).toBe(3)
    expect(disruptedFactor(4, 6)).toBe(3)
  })
  it('the ER working shows printed, each change and the result; no result line without changes', () => {
    expect(elanWorking(4, [], 4).map((l) => [l.label, l.value])).toEqual([['ER printed', 4]])
    expect(elanWorking(4, [ch(-1)], 3, 'defender ER').map((l) => [l.label, l.value])).toEqual([
      ['defender ER printed', 4], ['x', -1], ['defender ER (never above 6 nor below 1)', 3]])
  })
  it('the lines add up on screen (issue 21): printed ER the base, changes modifiers, the 1–6 limit its own modifier, the ER their total', () => {
    expect(elanWorking(1, [ch(-1)], 1).map((l) => [l.label, l.value, l.kind])).toEqual([
      ['ER printed', 1, 'base'], ['x', -1, 'modifier'], ['ER never lower than "1"', 1, 'modifier'], ['ER (never above 6 nor below 1)', 1, 'total']])
    expect(elanWorking(5, [ch(2)], 6).map((l) => [l.label, l.value, l.kind])).toEqual([
      ['ER printed', 5, 'base'], ['x', 2, 'modifier'], ['ER never higher than "6"', -1, 'modifier'], ['ER (never above 6 nor below 1)', 6, 'total']])
  })
  it('ratings are whole numbers in their range', () => {
    expect(checkRating(1, 'er', 1, 6)).toBe(1)
    expect(checkRating(6, 'er', 1, 6)).toBe(6)
    expect(() => checkRating(0, 'er', 1, 6)).toThrow(/er: a whole number 1–6, not 0/)
    expect(() => checkRating(7, 'er', 1, 6)).toThrow(/not 7/)
    expect(() => checkRating(2.5, 'er', 1, 6)).toThrow(/not 2.5/)
  })
})
