import { describe, expect, it } from 'vitest'
import { fireCalculator } from '@/engine/wargaming/fire'
import { customDie, D6, type Calculator } from '@/engine/core'
import { preRollWorking } from './preRollWorking'
import { sayWorking } from './formatWorking'
import { sayPreRollTotal, sayRolledTotal, scoreSpan } from './scoreSpan'
import { testCalculator } from './testCalculator'

const say = <I>(calc: Calculator<I, unknown>, input: I) => {
  const w = preRollWorking(calc, input)
  return sayWorking(w, sayPreRollTotal(scoreSpan(calc, input, w), calc.dice(input), w))
}

describe('the working ends with its sum and the dice range', () => {
  it('factor 2 + average dice difference (−3…+3, faces 2–5): = 2 + dice (−3…+3) → −1…5', () => {
    expect(scoreSpan(testCalculator, { factor: 2 }, preRollWorking(testCalculator, { factor: 2 }))).toEqual({ fixed: 2, min: -1, max: 5 })
    expect(say(testCalculator, { factor: 2 })).toBe('Factor 2 = 2 + dice (−3…+3) → −1…5')
    expect(say(testCalculator, { factor: -4 })).toBe('Factor −4 = −4 + dice (−3…+3) → −7…−1')
  })

  it('a working that does not add up to the score names the dice and says only the score range', () => {
    const halved: Calculator<{ factor: number }, string> = {
      ...testCalculator,
      resolve(input, faces) {
        const r = testCalculator.resolve(input, faces)
        return { ...r, score: Math.floor((r.score ?? 0) / 2) }
      },
    }
    expect(sayPreRollTotal(scoreSpan(halved, { factor: 2 }, preRollWorking(halved, { factor: 2 })), halved.dice({ factor: 2 }))).toBe('roll 2 average dice (2–5 each) → −1…2')
  })

  it('no dice or no score: nothing to sum', () => {
    const noScore: Calculator<{ factor: number }, string> = { ...testCalculator, resolve: (i, f) => { const { score: _s, ...r } = testCalculator.resolve(i, f); return r } }
    expect(scoreSpan(noScore, { factor: 0 }, [])).toBeNull()
    expect(scoreSpan({ ...testCalculator, dice: () => [] }, { factor: 0 }, [])).toBeNull()
    expect(sayPreRollTotal(null)).toBeUndefined()
  })

  it('after the roll: the score with the dice', () => {
    expect(sayRolledTotal(5, [5, 2])).toBe('= 5 with the dice (5, 2)')
    expect(sayRolledTotal(5, [5, 2], null, 'physical')).toBe('= 5 with your dice (5, 2)')
    expect(sayRolledTotal(-1, [2, 5])).toBe('= −1 with the dice (2, 5)')
    expect(sayRolledTotal(undefined, [1])).toBeUndefined()
    expect(sayRolledTotal(5, [5, 2], { fixed: 3, min: 1, max: 9 })).toBe('= 5 with the dice (5, 2)')
  })

  it('dice read against the score (a hits die at a fire value, seed 003) do not make it: no "with the dice" after the roll, only "= 5" before', () => {
    // The shape of seed 003 fire: the score is the fire value; the die is read against it for hits.
    const readAgainst: Calculator<{ factor: number }, string> = {
      ...testCalculator,
      resolve(input, faces) {
        const hit = (faces[0] as number) >= 4
        return { outcome: hit ? 'hit' : 'miss', score: input.factor, working: [{ label: 'Fire value', value: input.factor, rule: this.rule }, { label: `hits die ${String(faces[0])}`, value: hit ? '1 hit' : 'no hit', rule: this.rule }] }
      },
    }
    const span = scoreSpan(readAgainst, { factor: 5 }, preRollWorking(readAgainst, { factor: 5 }))
    expect(span).toEqual({ fixed: 5, min: 5, max: 5 })
    expect(sayPreRollTotal(span)).toBe('= 5')
    expect(sayPreRollTotal(span, readAgainst.dice({ factor: 5 }))).toBe('= 5, roll 2 average dice (2–5 each)')
    expect(sayRolledTotal(5, [6, 6], span)).toBeUndefined()
    expect(sayPreRollTotal({ fixed: null, min: 5, max: 5 }, readAgainst.dice({ factor: 5 }))).toBe('roll 2 average dice (2–5 each)')
  })

  it('a real fire test (seed 004): the pre-roll working sums, and the dice add the random factor', () => {
    // example: fire 3 + range 0 + 6 ranks +2 + first time +1 − 1 damaged base = 5; random factor (average − average) −3…+3
    expect(say(fireCalculator, fireCalculator.example)).toBe(
      'fire factor 3, range 50.1 - 100 yd (Musket) 0, 6 target ranks within 50 yd penetration +2, firing unit firing 1st time +1, 1 damaged base (−1 each) −1 = 5 + dice (−3…+3) → 2–8')
  })

  it('a result the players typed (no dice thrown) never says "with the dice"', () => {
    expect(sayRolledTotal(2, [])).toBeUndefined()
    expect(sayRolledTotal(2, [], null, 'physical')).toBeUndefined()
  })

  it('a result with no score still names the dice it rolls, with their numbers: never a bare "+ dice"', () => {
    const d6 = { role: "attacker's D6", die: D6 }
    expect(sayPreRollTotal(null, [d6, { ...d6, role: "defender's D6" }])).toBe('roll 2 D6 (1–6 each)')
    expect(sayPreRollTotal(null, [{ role: 'battle die 1', die: customDie('battle', 'battle die', ['infantry', 'cavalry']) }, { role: 'battle die 2', die: customDie('battle', 'battle die', ['infantry', 'cavalry']) }])).toBe('roll 2 battle dice')
    expect(sayPreRollTotal(null, [])).toBeUndefined()
  })

  it('lines tagged with a kind that add up give their sum even when the result has no score; untagged lines do not', () => {
    const rule = { seed: '004', section: 'test' }
    const tagged = [{ label: 'mêlée factor', value: 8, rule, kind: 'base' as const }, { label: 'charging', value: 2, rule, kind: 'modifier' as const }]
    expect(sayPreRollTotal(null, [{ role: 'D6', die: D6 }], tagged)).toBe('= 10, roll D6 (1–6)')
    expect(sayPreRollTotal(null, [{ role: 'D6', die: D6 }], tagged.map(({ kind: _k, ...l }) => l))).toBe('roll D6 (1–6)')
  })

  it('a working that ends with its own total line is not told "= 2" twice', () => {
    const rule = { seed: '002', section: 'test' }
    const lines = [{ label: 'ER printed', value: 3, rule, kind: 'base' as const }, { label: 'Shaken', value: -1, rule, kind: 'modifier' as const }, { label: 'ER', value: 2, rule, kind: 'total' as const }]
    expect(sayPreRollTotal({ fixed: 2, min: 2, max: 2 }, [{ role: 'Elan die', die: D6 }], lines)).toBe('roll D6 (1–6)')
    expect(sayPreRollTotal({ fixed: 2, min: 3, max: 8 }, [{ role: 'D6', die: D6 }], lines)).toBe('+ dice (1–6) → 3–8')
    expect(sayPreRollTotal({ fixed: 2, min: 3, max: 8 }, [{ role: 'D6', die: D6 }], lines.slice(0, 2))).toBe('= 2 + dice (1–6) → 3–8')
  })
})
