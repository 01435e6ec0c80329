import { describe, expect, it } from 'vitest'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import type { AnyCalculator } from '../ruleset'
import { alliedCavalryStand, closeToContact, detachmentLoser, forcedMarch, forcedMarchDue, formSquare, movementAllowance, panicTest } from './elanTests'

describe('Movement Allowance and Forced March (seed 002, F-1a–b; ruling 44)', () => {
  it('infantry and artillery 2 hexes, Heavy Cavalry 3, Light Cavalry 4', () => {
    expect(movementAllowance('infantry')).toBe(2)
    expect(movementAllowance('artillery')).toBe(2)
    expect(movementAllowance('cavalry', 'HC')).toBe(3)
    expect(movementAllowance('cavalry', 'LC')).toBe(4)
    expect(errorOf<RulesInputError>(() => movementAllowance('cavalry', null)).field).toBe('cavalryWeight')
  })
  it('text example: L\'Hertier (HC) moving into a fourth hex is a Forced March', () => {
    expect(forcedMarchDue({ unitType: 'cavalry', cavalryWeight: 'HC', hexesCounted: 4 }).verdict).toBe('Forced March: Elan Test')
    expect(forcedMarchDue({ unitType: 'cavalry', cavalryWeight: 'HC', hexesCounted: 3 }).verdict).toBe('within the allowance')
    expect(() => forcedMarchDue({ unitType: 'cavalry', cavalryWeight: 'HC', hexesCounted: 5 })).toThrow(/at most 4 hexes \(allowance 3 \+ 1 Forced March\)/)
  })
  it('ruling 44: Pas de Charge +1 and Forced March +1 add up; the test is due only past allowance + Pas de Charge', () => {
    const pdc = { unitType: 'infantry' as const, pasDeCharge: true }
    expect(forcedMarchDue({ ...pdc, hexesCounted: 3 })).toMatchObject({ allowance: 3, verdict: 'within the allowance' })
    expect(forcedMarchDue({ ...pdc, hexesCounted: 4 }).verdict).toBe('Forced March: Elan Test')
    expect(forcedMarchDue({ ...pdc, hexesCounted: 4 }).working.map((l) => [l.label, l.value])).toEqual([
      ['infantry Movement Allowance', 2], ['Pas de Charge', 1], ['4 hexes counted', 'Forced March: Elan Test']])
    expect(() => forcedMarchDue({ ...pdc, hexesCounted: 4, rulings: { pasDeChargeForcedMarch: 'not together' } })).toThrow(/at most 3 hexes \(allowance 3\)/)
    expect(forcedMarchDue({ unitType: 'infantry', hexesCounted: 3, rulings: { pasDeChargeForcedMarch: 'not together' } }).verdict).toBe('Forced March: Elan Test')
    expect(() => forcedMarchDue({ unitType: 'infantry', hexesCounted: -1 })).toThrow(/hexesCounted/)
    expect(() => forcedMarchDue({ unitType: 'infantry', hexesCounted: 1.5 })).toThrow(/not 1.5/)
    expect(forcedMarchDue({ unitType: 'cavalry', cavalryWeight: 'LC', hexesCounted: 5 }).working.map((l) => [l.label, l.value])).toEqual([
      ['LC Movement Allowance', 4], ['5 hexes counted', 'Forced March: Elan Test']])
  })
  it('text example: L\'Hertier (ER 5) rolls a 5, "barely passing"; a 6 fails with one Step Loss', () => {
    expect(forcedMarch.resolve({ elanRating: 5 }, [5]).outcome).toBe('pass')
    expect(forcedMarch.resolve({ elanRating: 5 }, [6]).outcome).toBe('fail: one Step Loss')
    expect(forcedMarch.distribution({ elanRating: 5 })).toEqual({ total: 6, outcomes: [{ value: 'pass', count: 5 }, { value: 'fail: one Step Loss', count: 1 }] })
  })
})

describe('Panic Test (A-2a)', () => {
  it('text example: Foy, Battleworn ER 3 with a Shaken marker, tests at ER 2 and fails on a 4: Retreat one hex', () => {
    const r = panicTest.resolve({ elanRating: 3, stepLosses: 4 }, [4])
    expect(r.outcome).toBe('fail: Retreat one hex')
    expect(r.score).toBe(2)
    expect(panicTest.resolve({ elanRating: 3, stepLosses: 4 }, [2]).outcome).toBe('pass')
    expect(countOf(panicTest.distribution({ elanRating: 3, stepLosses: 4 }), 'pass')).toBe(2)
  })
  it('a Detachment that fails takes one more Step Loss instead', () => {
    expect(panicTest.resolve({ elanRating: 4, stepLosses: 3, detachment: true }, [5]).outcome).toBe('fail: one more Step Loss')
    expect(panicTest.distribution({ elanRating: 4, stepLosses: 3, detachment: true }).outcomes.map((o) => o.value)).toEqual(['pass', 'fail: one more Step Loss'])
    expectAgreesWithResolve(panicTest, { elanRating: 6, stepLosses: 3 })
  })
})

describe('Form Square, Close To Contact, Detachment losers, Allied cavalry (F-4c, d, k, l)', () => {
  it('Form Square: passed ER +2, failed ER −2', () => {
    expect(formSquare.resolve({ elanRating: 4 }, [4]).outcome).toBe('square: ER +2')
    expect(formSquare.resolve({ elanRating: 4 }, [5]).outcome).toBe('no square: ER −2')
    expect(countOf(formSquare.distribution({ elanRating: 6 }), 'square: ER +2')).toBe(33)
  })
  it('text example: Foy (ER 4 Shaken = 3) rolls a 1: passes Confidently; a 2 passes, not by two', () => {
    expect(closeToContact.resolve({ elanRating: 4, stepLosses: 1, attacker: 'infantry' }, [1]).outcome).toBe('Confident')
    expect(closeToContact.resolve({ elanRating: 4, stepLosses: 1, attacker: 'infantry' }, [2]).outcome).toBe('contact')
    expect(closeToContact.resolve({ elanRating: 4, attacker: 'infantry' }, [2]).outcome).toBe('Confident')
  })
  it('Close To Contact odds: ER 4 = 2 Confident, 2 contact, 2 fail of 6; ER 6 = 24, 9, 3 of 36 (ruling 14)', () => {
    expect(closeToContact.distribution({ elanRating: 4, attacker: 'infantry' }).outcomes.map((o) => o.count)).toEqual([2, 2, 2])
    expect(closeToContact.distribution({ elanRating: 6, attacker: 'cavalry' }).outcomes.map((o) => o.count)).toEqual([24, 9, 3])
    expect(closeToContact.distribution({ elanRating: 6, attacker: 'cavalry', rulings: { reRollConfident: 'reroll 1' } }).outcomes.map((o) => o.count)).toEqual([25, 8, 3])
    expectAgreesWithResolve(closeToContact, { elanRating: 6, attacker: 'infantry' })
  })
  it('a failed test: infantry may fire Desultory Fire, cavalry stays adjacent', () => {
    expect(closeToContact.resolve({ elanRating: 3, attacker: 'infantry' }, [5]).working.at(-1)!.value).toBe('Desultory Fire')
    expect(closeToContact.resolve({ elanRating: 3, attacker: 'cavalry' }, [5]).working.at(-1)!.value).toBe('activation ends')
    expect(closeToContact.resolve({ elanRating: 3, attacker: 'cavalry' }, [3]).working.at(-1)!.label).toBe('rolled 3 against ER 3')
    expect(() => closeToContact.dice({ elanRating: 3, attacker: 'artillery' as 'infantry' })).toThrow(/Only infantry and cavalry/)
  })
  it('Detachment loser: failed = extra Step Loss; Allied cavalry: failed = Retreat two hexes', () => {
    expect(detachmentLoser.resolve({ elanRating: 4 }, [5]).outcome).toBe('fail: extra Step Loss')
    expect(detachmentLoser.resolve({ elanRating: 4 }, [4]).outcome).toBe('pass')
    expect(alliedCavalryStand.resolve({ elanRating: 4 }, [5]).outcome).toBe('fail: Retreat two hexes')
    expect(alliedCavalryStand.resolve({ elanRating: 4 }, [1]).outcome).toBe('pass: stands')
  })
  it('every Elan calculator\'s example resolves with a fail and a pass', () => {
    const all: AnyCalculator[] = [forcedMarch, panicTest, formSquare, closeToContact, detachmentLoser, alliedCavalryStand]
    for (const c of all) {
      expect(c.outcomes(c.example)).toContain(c.resolve(c.example, [1]).outcome)
      expect(c.distribution(c.example).total).toBe(c.dice(c.example).length === 2 ? 36 : 6)
    }
  })
})
