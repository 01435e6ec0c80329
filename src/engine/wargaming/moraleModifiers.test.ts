import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { morale, type MoraleInput } from './morale'
import { moraleModifiers } from './moraleModifiers'

// A neutral unit (seed 004, Morale): factor 5, Full +2, losses nil +1, Formed +2, neither supported 0,
// both flanks neither +1, previous morale 8 (neither good nor poor, no line). Dice 3 − 3 = 0. Score 11.
const neutral: MoraleInput = {
  moraleFactor: 5,
  strength: { band: 'Full' },
  lossesThisPhasePercent: 0,
  formation: 'formed',
  support: 'neither',
  flanks: ['neither', 'neither'],
  previousMoraleScore: 8,
  situation: 'standing',
}
const scoreOf = (patch: Partial<MoraleInput>) => morale.resolve({ ...neutral, ...patch }, [3, 3]).score
const labelsOf = (patch: Partial<MoraleInput>) => moraleModifiers({ ...neutral, ...patch }).map((l) => `${l.label} ${l.value}`)

describe('morale modifiers one by one (seed 004, Morale: every printed modifier moves the score by its value)', () => {
  it('the neutral unit scores 5 + 2 + 1 + 2 + 0 + 1 = 11, and its full working says so', () => {
    const r = morale.resolve(neutral, [3, 3])
    expect(r.score).toBe(11)
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['Morale factor', 5],
      ['Random factor: 3 − 3 (ruling 4: signed)', 0],
      ['Strength Full', 2],
      ['Losses this phase nil', 1],
      ['Formation: formed', 2],
      ['Neither supported nor unsupported', 0],
      ['Both flanks neither secure nor insecure', 1],
    ])
    expect(r.working.every((l) => l.rule.seed === '004' && l.rule.section === 'Morale')).toBe(true)
  })

  it.each([
    ['Tired −1', { tired: true }, 10, 'Tired -1'],
    ['Exhausted −2', { exhausted: true }, 9, 'Exhausted -2'],
    ['Supported +1', { support: 'supported' }, 12, 'Supported 1'],
    ['Unsupported −1', { support: 'unsupported' }, 10, 'Unsupported -1'],
    ['Threat to rear −3', { threatToRear: true }, 8, 'Threat to rear -3'],
    ['Under fire from skirmishers (except veterans) −3', { underFireFromSkirmishers: true }, 8, 'Under fire from skirmishers (except veterans) -3'],
    ['veterans under skirmisher fire 0', { underFireFromSkirmishers: true, veteran: true }, 11, 'Under fire from skirmishers: veterans exempt 0'],
    ['Friends within 300 yards forced back by enemy this phase −2', { friendsForcedBack: true }, 9, 'Friends within 300 yards forced back by enemy this phase -2'],
    ['Unit on flank retreats or routs this phase −4', { unitOnFlankRetreats: true }, 7, 'Unit on flank retreats or routs this phase -4'],
    ['Unit won a mêlée earlier this turn or last turn +2', { wonMelee: true }, 13, 'Unit won a mêlée earlier this turn or last turn 2'],
    ['Unit lost a mêlée earlier this turn or last turn −2', { lostMelee: true }, 9, 'Unit lost a mêlée earlier this turn or last turn -2'],
    ['Unformed −2', { formation: 'unformed' }, 7, 'Formation: unformed -2'],
    ['Disordered −4', { formation: 'disordered' }, 5, 'Formation: disordered -4'],
    ['leader within 50 yards + morale factor 3', { leaders: [{ moraleFactor: 3 }] }, 14, 'Leader within 50 yards: + morale factor 3'],
    ['dead leader − morale factor 3', { leaders: [{ moraleFactor: 3, deadOrSeriouslyWounded: true }] }, 8, 'Leader dead or seriously wounded: − morale factor -3'],
  ] as [string, Partial<MoraleInput>, number, string][])('%s', (_name, patch, score, label) => {
    expect(scoreOf(patch)).toBe(score)
    expect(labelsOf(patch)).toContain(label)
  })

  it('flanks: one secure +2, two secure +3, both neither +1, one neither 0, each threatened −1 (seed 004, Morale: Situation)', () => {
    expect(labelsOf({ flanks: ['secure', 'neither'] }).slice(-2)).toEqual(['One secure flank 2', 'One flank neither secure nor insecure 0'])
    expect(scoreOf({ flanks: ['secure', 'neither'] })).toBe(12)
    expect(labelsOf({ flanks: ['secure', 'secure'] }).at(-1)).toBe('Two secure flanks 3')
    expect(scoreOf({ flanks: ['secure', 'secure'] })).toBe(13)
    expect(labelsOf({ flanks: ['secure', 'threatened'] }).slice(-2)).toEqual(['One secure flank 2', 'Each threatened flank ×1 -1'])
    expect(scoreOf({ flanks: ['secure', 'threatened'] })).toBe(11)
    expect(labelsOf({ flanks: ['threatened', 'threatened'] }).at(-1)).toBe('Each threatened flank ×2 -2')
    expect(scoreOf({ flanks: ['threatened', 'threatened'] })).toBe(8)
    expect(scoreOf({ flanks: ['neither', 'threatened'] })).toBe(9)
  })

  it('strength bands: Full +2, ¾ to full +1, ½ to ¾ −2, ¼ to ½ −5, less than ¼ −10', () => {
    expect(scoreOf({ strength: { stepsNow: 8, stepsAtStart: 8 } })).toBe(11)
    expect(scoreOf({ strength: { stepsNow: 7, stepsAtStart: 8 } })).toBe(10)
    expect(scoreOf({ strength: { stepsNow: 5, stepsAtStart: 8 } })).toBe(7)
    expect(scoreOf({ strength: { stepsNow: 3, stepsAtStart: 8 } })).toBe(4)
    expect(scoreOf({ strength: { stepsNow: 1, stepsAtStart: 8 } })).toBe(-1)
    expect(labelsOf({ strength: { stepsNow: 1, stepsAtStart: 8 } })[0]).toBe('Strength less than ¼ -10')
    // Ruling 6 through the calculator: exactly ¾ is "¾ to full" by default, "½ to ¾" when the owner says lower band.
    expect(scoreOf({ strength: { stepsNow: 6, stepsAtStart: 8 } })).toBe(10)
    expect(scoreOf({ strength: { stepsNow: 6, stepsAtStart: 8 }, rulings: { strengthBoundary: 'lower band' } })).toBe(7)
  })

  it('losses this phase, both sides of each printed edge: 0 nil +1, exactly 1 % is 1-10% 0, 11 % −1, 26 % −2, 50 % −2, over 50 % −5', () => {
    expect([0, 0.5, 1, 10, 10.5, 11, 25, 26, 50, 50.5, 100].map((p) => scoreOf({ lossesThisPhasePercent: p }))).toEqual([
      11, 11, 10, 10, 10, 9, 9, 8, 8, 5, 5,
    ])
    expect(labelsOf({ lossesThisPhasePercent: 1 })[1]).toBe('Losses this phase 1-10% 0')
  })

  it('previous morale: 10 or more good +1, first test +1, 7–9 nothing, 6 or less poor −1 (both sides of 10 and 6)', () => {
    expect([null, 11, 10, 9, 7, 6, 0].map((prev) => scoreOf({ previousMoraleScore: prev }))).toEqual([12, 12, 12, 11, 11, 10, 10])
    expect(labelsOf({ previousMoraleScore: null }).at(-1)).toBe('First morale test 1')
    expect(labelsOf({ previousMoraleScore: 10 }).at(-1)).toBe('Previous morale good (10) 1')
    expect(labelsOf({ previousMoraleScore: 6 }).at(-1)).toBe('Previous morale poor (6) -1')
    expect(labelsOf({ previousMoraleScore: 9 })).toHaveLength(5)
  })

  it('every modifier at once, in printed order', () => {
    const all: MoraleInput = {
      ...neutral,
      strength: { band: '¼ to ½' },
      lossesThisPhasePercent: 60,
      formation: 'unformed',
      exhausted: true,
      support: 'unsupported',
      flanks: ['secure', 'threatened'],
      threatToRear: true,
      underFireFromSkirmishers: true,
      friendsForcedBack: true,
      unitOnFlankRetreats: true,
      wonMelee: true,
      lostMelee: true,
      previousMoraleScore: 4,
      leaders: [{ moraleFactor: 2 }, { moraleFactor: 1, deadOrSeriouslyWounded: true }],
    }
    expect(labelsOf(all)).toEqual([
      'Strength ¼ to ½ -5',
      'Losses this phase > 50% -5',
      'Formation: unformed -2',
      'Exhausted -2',
      'Unsupported -1',
      'One secure flank 2',
      'Each threatened flank ×1 -1',
      'Threat to rear -3',
      'Under fire from skirmishers (except veterans) -3',
      'Friends within 300 yards forced back by enemy this phase -2',
      'Unit on flank retreats or routs this phase -4',
      'Unit won a mêlée earlier this turn or last turn 2',
      'Unit lost a mêlée earlier this turn or last turn -2',
      'Previous morale poor (4) -1',
      'Leader within 50 yards: + morale factor 2',
      'Leader dead or seriously wounded: − morale factor -1',
    ])
    // 5 − 5 − 5 − 2 − 2 − 1 + 2 − 1 − 3 − 3 − 2 − 4 + 2 − 2 − 1 + 2 − 1 = −21
    expect(morale.resolve(all, [3, 3])).toMatchObject({ score: -21, outcome: 'Rout', allRout: true })
  })

  it('refusals name their field and say what is wrong', () => {
    // Object.assign lets a test hand in values the types would not allow, as a screen bug could.
    const e = (patch: Record<string, unknown>) => errorOf<RulesInputError>(() => moraleModifiers(Object.assign({}, neutral, patch)))
    expect([e({ moraleFactor: 0 }).field, e({ moraleFactor: 0 }).message]).toEqual(['moraleFactor', 'moraleFactor must be a whole number 1–10, got 0.'])
    expect(e({ moraleFactor: 10.5 }).field).toBe('moraleFactor')
    expect(scoreOf({ moraleFactor: 10 })).toBe(16)
    expect(scoreOf({ moraleFactor: 1 })).toBe(7)
    expect([e({ formation: 'square' }).code, e({ formation: 'square' }).message]).toEqual(['unknown-value', 'Unknown formation "square".'])
    expect(e({ support: 'some' }).message).toBe('Unknown support "some".')
    expect(e({ situation: 'x' }).message).toBe('Unknown situation "x".')
    expect(e({ flanks: ['secure'] }).field).toBe('flanks')
    expect(e({ flanks: ['secure', 'open'] }).message).toBe('flanks needs two of secure / neither / threatened.')
    expect(e({ tired: true, exhausted: true }).message).toBe('A unit is tired or exhausted, not both.')
    expect([e({ previousMoraleScore: 7.5 }).field, e({ previousMoraleScore: 7.5 }).message]).toEqual(['previousMoraleScore', 'previousMoraleScore must be a whole number or null (first test).'])
    expect(e({ leaders: [{ moraleFactor: -1 }] }).message).toBe('leaders[0].moraleFactor must be a whole number 0–6, got -1.')
    expect(scoreOf({ leaders: [{ moraleFactor: 6 }, { moraleFactor: 0 }] })).toBe(17)
    expect([e({ strength: { band: 'Half' } }).code, e({ strength: { band: 'Half' } }).message]).toEqual(['unknown-value', 'Unknown strength band "Half".'])
  })
})

describe('a square has two secure flanks (seed 004, Definitions: Secure Flank)', () => {
  it('refuses any other flank for a square, and takes two secure flanks', () => {
    const e = errorOf<RulesInputError>(() => moraleModifiers({ ...neutral, square: true, flanks: ['secure', 'threatened'] }))
    expect([e.code, e.field, e.message]).toEqual(['forbidden', 'flanks', 'Infantry in square automatically have two secure flanks (seed 004, Definitions: Secure Flank)'])
    expect(errorOf<RulesInputError>(() => moraleModifiers({ ...neutral, square: true, flanks: ['neither', 'secure'] })).code).toBe('forbidden')
    expect(scoreOf({ square: true, flanks: ['secure', 'secure'] })).toBe(scoreOf({ flanks: ['secure', 'secure'] }))
    expect(scoreOf({ square: false, flanks: ['threatened', 'neither'] })).toBe(scoreOf({ flanks: ['threatened', 'neither'] }))
  })
})
