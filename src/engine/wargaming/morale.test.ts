import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { morale, moraleResultFor, type MoraleInput } from './morale'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'

// Modifiers sum +4 by hand (seed 004, Morale): Full +2, losses nil +1, formed +2, neither supported 0,
// one flank neither 0 + one threatened −1, previous morale 8 (neither good nor poor) 0. Score = 5 + 4 + dice = 9 + dice.
const base: MoraleInput = {
  moraleFactor: 5,
  strength: { stepsNow: 12, stepsAtStart: 12 },
  lossesThisPhasePercent: 0,
  formation: 'formed',
  support: 'neither',
  flanks: ['neither', 'threatened'],
  previousMoraleScore: 8,
  situation: 'retiring',
}

describe('morale test (seed 004, Morale)', () => {
  it('a retiring unit on 9 + dice: +3 halts, −1 retires, −3 retreats', () => {
    expect(morale.resolve(base, [5, 2])).toMatchObject({ score: 12, outcome: 'Halt', band: '10+' })
    expect(morale.resolve(base, [2, 3])).toMatchObject({ score: 8, outcome: 'Retire', band: '7-9' })
    expect(morale.resolve(base, [2, 5])).toMatchObject({ score: 6, outcome: 'Retreat', band: '4-6' })
  })

  it('band edges: 10 is in 10+, 9 in 7–9', () => {
    expect(morale.resolve(base, [3, 2])).toMatchObject({ score: 10, outcome: 'Halt' })
    expect(morale.resolve(base, [4, 4])).toMatchObject({ score: 9, outcome: 'Retire' })
  })

  it('odds by hand: Halt when the + die beats the − die (13 in 36), Retreat only on 2 vs 5 (1 in 36)', () => {
    const d = morale.distribution(base)
    expect(d.total).toBe(36)
    expect(d.outcomes).toEqual([
      { value: 'Halt', count: 13 },
      { value: 'Retire', count: 22 },
      { value: 'Retreat', count: 1 },
    ])
  })

  it('ruling 4 as an option: unsigned random factor only ever adds (score 9 only on a tie, 10 in 36)', () => {
    const unsigned = { ...base, rulings: { randomFactor: 'unsigned' as const } }
    expect(morale.resolve(unsigned, [2, 5])).toMatchObject({ score: 12, outcome: 'Halt' })
    expect(morale.distribution(unsigned).outcomes).toEqual([
      { value: 'Halt', count: 26 },
      { value: 'Retire', count: 10 },
    ])
  })

  it('0 is the 0–1 row, −1 is ALL ROUT whatever the column', () => {
    // 1 + (¼ to ½ −5) + nil +1 + formed +2 + both flanks neither +1 + previous 7 (0) = 0 + dice
    const charging: MoraleInput = { ...base, moraleFactor: 1, strength: { band: '¼ to ½' }, flanks: ['neither', 'neither'], previousMoraleScore: 7, situation: 'charging or counter-charging' }
    expect(morale.resolve(charging, [3, 3])).toMatchObject({ score: 0, outcome: 'Retreat', band: '0-1', allRout: false })
    expect(morale.resolve(charging, [4, 2])).toMatchObject({ score: 2, outcome: 'Retire' })
    expect(morale.resolve(charging, [2, 3])).toMatchObject({ score: -1, outcome: 'Rout', band: 'Below 0', allRout: true })
  })

  it('a battered battalion at exactly half strength routs (worked case, ruling 6 higher band)', () => {
    // 4 + (+3 − 4 = −1); ½ to ¾ −2; losses 50 % −2; unformed −2; tired −1; unsupported −1;
    // both flanks neither +1; previous 5 poor −1; lost mêlée −2  → 3 − 10 = −7
    const battered: MoraleInput = {
      moraleFactor: 4, strength: { stepsNow: 8, stepsAtStart: 16 }, lossesThisPhasePercent: 50, formation: 'unformed',
      tired: true, support: 'unsupported', flanks: ['neither', 'neither'], previousMoraleScore: 5, lostMelee: true, situation: 'standing',
    }
    const r = morale.resolve(battered, [3, 4])
    expect(r.score).toBe(-7)
    expect(r.outcome).toBe('Rout')
    expect(r.working.find((l) => l.label.startsWith('Strength'))).toMatchObject({ label: 'Strength ½ to ¾', value: -2 })
    const lower = morale.resolve({ ...battered, rulings: { strengthBoundary: 'lower band' } }, [3, 4])
    expect(lower.score).toBe(-10) // ¼ to ½ −5 instead of −2
  })

  it('leaders add their morale factor, a fallen one subtracts it; veterans ignore skirmisher fire', () => {
    const plain = morale.resolve(base, [3, 3]).score
    expect(morale.resolve({ ...base, leaders: [{ moraleFactor: 3 }, { moraleFactor: 1 }] }, [3, 3]).score).toBe(plain + 4)
    expect(morale.resolve({ ...base, leaders: [{ moraleFactor: 3, deadOrSeriouslyWounded: true }] }, [3, 3]).score).toBe(plain - 3)
    expect(morale.resolve({ ...base, underFireFromSkirmishers: true }, [3, 3]).score).toBe(plain - 3)
    expect(morale.resolve({ ...base, underFireFromSkirmishers: true, veteran: true }, [3, 3]).score).toBe(plain)
    expect(morale.resolve({ ...base, previousMoraleScore: null }, [3, 3]).score).toBe(plain + 1)
    expect(morale.resolve({ ...base, previousMoraleScore: 6 }, [3, 3]).score).toBe(plain - 1)
    expect(morale.resolve({ ...base, flanks: ['secure', 'secure'], threatToRear: true }, [3, 3]).score).toBe(plain + 1 + 3 - 3)
  })

  it('lists each column in printed order, rout last', () => {
    expect(morale.outcomes({ ...base, situation: 'receiving a charge' })).toEqual(['Advance', 'Shaken', 'Retire', 'Retreat', 'Rout'])
    expect(morale.outcomes({ ...base, situation: 'routing' })).toEqual(['Retreat', 'Rout'])
    expect(moraleResultFor(10, 'charging or counter-charging')).toEqual({ band: '10+', result: 'Charge' })
  })

  it('distribution agrees with resolve for several inputs', () => {
    expectAgreesWithResolve(morale, morale.example)
    expectAgreesWithResolve(morale, base)
    expectAgreesWithResolve(morale, { ...base, moraleFactor: 1, situation: 'receiving a charge', formation: 'disordered' })
    expectAgreesWithResolve(morale, { ...base, situation: 'advancing', rulings: { randomFactor: 'unsigned' } })
  })

  it('rejects bad input, naming the field', () => {
    const bad = (i: Partial<MoraleInput>, field: string) => {
      const e = (() => { try { morale.distribution({ ...base, ...i }) } catch (x) { return x } })()
      expect(e).toBeInstanceOf(RulesInputError)
      expect((e as RulesInputError).field).toBe(field)
    }
    bad({ tired: true, exhausted: true }, 'exhausted')
    bad({ moraleFactor: 11 }, 'moraleFactor')
    bad({ strength: { stepsNow: 13, stepsAtStart: 12 } }, 'stepsNow')
    bad({ lossesThisPhasePercent: -1 }, 'lossesThisPhasePercent')
    bad({ situation: 'dancing' as MoraleInput['situation'] }, 'situation')
    bad({ leaders: [{ moraleFactor: 7 }] }, 'leaders[0].moraleFactor')
    expect(() => morale.resolve(base, [7, 3])).toThrow(/\+ die: a average die cannot show 7/)
  })
})
