import { describe, expect, it } from 'vitest'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { elanDice, elanGrades, elanTest, gradeElan, testedElan } from './elan'
import { wl } from './refs'

describe('Elan Test (seed 002, A-2a Elan Tests)', () => {
  it('ER 1–5: passes on D6 ≤ ER, so P(pass) = ER/6', () => {
    for (const er of [1, 2, 3, 4, 5]) {
      const d = elanTest.distribution({ elanRating: er })
      expect(d.total).toBe(6)
      expect(countOf(d, 'pass')).toBe(er)
      expect(countOf(d, 'fail')).toBe(6 - er)
    }
  })
  it('ER 6: a 6 re-rolls and then fails on 4–6: P(pass) = 5/6 + 1/6·3/6 = 33/36', () => {
    expect(elanTest.distribution({ elanRating: 6 })).toEqual({ total: 36, outcomes: [{ value: 'pass', count: 33 }, { value: 'fail', count: 3 }] })
    expectAgreesWithResolve(elanTest, { elanRating: 6 })
    expectAgreesWithResolve(elanTest, { elanRating: 3, stepLosses: 2 })
  })
  it('band edges: ER 4 passes on 4, fails on 5; ER 6 re-roll passes on 3, fails on 4', () => {
    expect(elanTest.resolve({ elanRating: 4 }, [4]).outcome).toBe('pass')
    expect(elanTest.resolve({ elanRating: 4 }, [5]).outcome).toBe('fail')
    expect(elanTest.resolve({ elanRating: 6 }, [6, 3]).outcome).toBe('pass')
    expect(elanTest.resolve({ elanRating: 6 }, [6, 4]).outcome).toBe('fail')
    expect(elanTest.resolve({ elanRating: 6 }, [5]).outcome).toBe('pass')
  })
  it('ER 6 names a re-roll die; other ERs roll one die', () => {
    expect(elanDice(6).map((d) => d.role)).toEqual(['Elan die', 're-roll (only if the first die shows 6)'])
    expect(elanDice(5).map((d) => d.role)).toEqual(['Elan die'])
    expect(elanTest.dice({ elanRating: 6, stepLosses: 1 })).toHaveLength(1)
  })
  it('the marker lowers the ER tested: ER 4 Shaken tests at 3; ER 6 Disrupted loses the re-roll', () => {
    expect(testedElan({ elanRating: 4, stepLosses: 1 }).er).toBe(3)
    expect(testedElan({ elanRating: 6, stepLosses: 5 }).er).toBe(5)
    expect(testedElan({ elanRating: 2, stepLosses: 2 }, [{ label: 'x', value: -3, rule: wl('x') }]).er).toBe(1)
    expect(elanTest.distribution({ elanRating: 6, stepLosses: 2 })).toEqual({ total: 6, outcomes: [{ value: 'pass', count: 5 }, { value: 'fail', count: 1 }] })
  })
  it('Confident grades: passed by two or more on the first die (ER 4: 1–2; ER 6: 1–4)', () => {
    expect(elanGrades(4)).toEqual({ total: 6, outcomes: [{ value: 'confident', count: 2 }, { value: 'pass', count: 2 }, { value: 'fail', count: 2 }] })
    expect(elanGrades(6)).toEqual({ total: 36, outcomes: [{ value: 'confident', count: 24 }, { value: 'pass', count: 9 }, { value: 'fail', count: 3 }] })
    expect(elanGrades(1)).toEqual({ total: 6, outcomes: [{ value: 'pass', count: 1 }, { value: 'fail', count: 5 }] })
    expect(gradeElan(4, [2]).grade).toBe('confident')
    expect(gradeElan(4, [3]).grade).toBe('pass')
  })
  it('ruling 14: a pass on the ER 6 re-roll is never Confident; alternative: a re-roll of 1 is', () => {
    expect(gradeElan(6, [6, 1]).grade).toBe('pass')
    expect(gradeElan(6, [6, 1], { reRollConfident: 'reroll 1' }).grade).toBe('confident')
    expect(gradeElan(6, [6, 2], { reRollConfident: 'reroll 1' }).grade).toBe('pass')
    expect(gradeElan(6, [6, 4], { reRollConfident: 'reroll 1' }).grade).toBe('fail')
    expect(elanGrades(6, { reRollConfident: 'reroll 1' }).outcomes.map((o) => o.count)).toEqual([25, 8, 3])
  })
  it('full working of a Shaken ER 4 unit rolling 3', () => {
    const r = elanTest.resolve({ elanRating: 4, stepLosses: 1 }, [3])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['ER printed', 4, 'A-2a Elan Rating'], ['Shaken marker', -1, 'A-2b Marker Information'],
      ['ER (never above 6 nor below 1)', 3, 'A-2a Elan Rating'], ['rolled 3 against ER 3', 'pass', 'A-2a Elan Tests']])
    expect(r.score).toBe(3)
    expect(elanTest.resolve({ elanRating: 6 }, [6, 2]).working.at(-1)!.label).toBe('rolled 6, re-rolled 2 (ER 6 fails on 4–6)')
  })
  it('refusals: no die, a missing re-roll, a re-roll that is not due, a bad face, a bad ER', () => {
    expect(errorOf<RulesInputError>(() => elanTest.resolve({ elanRating: 4 }, [])).message).toMatch(/Roll one die/)
    expect(errorOf<RulesInputError>(() => elanTest.resolve({ elanRating: 6 }, [6])).message).toMatch(/roll the die again/)
    expect(errorOf<RulesInputError>(() => elanTest.resolve({ elanRating: 5 }, [2, 3])).message).toMatch(/Only an ER 6 unit/)
    expect(errorOf<RulesInputError>(() => elanTest.resolve({ elanRating: 5 }, [7])).code).toBe('bad-face')
    expect(errorOf<RulesInputError>(() => elanTest.resolve({ elanRating: 6 }, [6, 0])).field).toBe('re-roll')
    expect(errorOf<RulesInputError>(() => elanTest.dice({ elanRating: 7 })).field).toBe('elanRating')
    expect(errorOf<RulesInputError>(() => elanTest.dice({ elanRating: 4, stepLosses: -1 })).field).toBe('stepLosses')
    expect(elanTest.resolve({ elanRating: 6 }, [3, 6]).outcome).toBe('pass')
  })
  it('the example resolves and lists its outcomes', () => {
    expect(elanTest.outcomes(elanTest.example)).toEqual(['pass', 'fail'])
    expect(elanTest.resolve(elanTest.example, [6, 6]).outcome).toBe('fail')
  })
})
