import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { halfRoundedUp, victory, type VictoryInput } from './victory'

const units = { french: 17, allied: 17 }
const brief = (input: VictoryInput) => { const r = victory(input); return [r.winners, r.kind] }

describe('4.2: immediate victory at half the enemy units, rounded up', () => {
  it('17 units: 9 wins, 8 does not; 16 units: 8 wins, 7 does not', () => {
    expect(halfRoundedUp(17)).toBe(9)
    expect(halfRoundedUp(16)).toBe(8)
    expect(brief({ lost: { french: 0, english: 9 }, units })).toEqual([['french'], 'immediate'])
    expect(brief({ lost: { french: 0, english: 8 }, units })).toEqual([[], null])
    expect(brief({ lost: { french: 8, english: 0 }, units: { french: 16, allied: 17 } })).toEqual([['allied'], 'immediate'])
    expect(brief({ lost: { french: 7, english: 0 }, units: { french: 16, allied: 17 } })).toEqual([[], null])
    expect(victory({ lost: { french: 0, english: 5, prussian: 4 }, units }).reasons).toEqual(['French eliminated 9 of 17 enemy units: half rounded up is 9'])
  })
  it('needs the armies’ sizes', () => {
    expect(errorOf<RulesInputError>(() => victory({ lost: { french: 1 } })).field).toBe('units')
    expect(errorOf<RulesInputError>(() => victory({ lost: { french: 1 }, units: { french: -1, allied: 3 } })).field).toBe('units.french')
  })
})

describe('scenario conditions (13.x) replace 4.2 (ruling 33)', () => {
  it('Waterloo: French at 10 English or 15 English and Prussian; Allies at 14 French', () => {
    expect(brief({ scenario: 'waterloo', lost: { french: 0, english: 10 } })).toEqual([['french'], 'marginal'])
    expect(brief({ scenario: 'waterloo', lost: { french: 0, english: 9 } })).toEqual([[], null])
    expect(brief({ scenario: 'waterloo', lost: { french: 0, english: 9, prussian: 6 } })).toEqual([['french'], 'marginal'])
    expect(brief({ scenario: 'waterloo', lost: { french: 0, english: 9, prussian: 5 } })).toEqual([[], null])
    expect(brief({ scenario: 'waterloo', lost: { french: 14 } })).toEqual([['allied'], 'marginal'])
    expect(brief({ scenario: 'waterloo', lost: { french: 13 } })).toEqual([[], null])
    expect(victory({ scenario: 'waterloo', lost: { french: 14 } }).reasons).toEqual(['The allies win if they eliminate 14 French units.'])
    expect(victory({ scenario: 'waterloo', lost: { french: 14 } }).rule.section).toBe('13.1 Waterloo')
  })
  it('Quatre Bras 6 / 7, Ligny 9 / 11, both sides of each count', () => {
    expect(brief({ scenario: 'quatre-bras', lost: { french: 0, english: 6 } })).toEqual([['french'], 'marginal'])
    expect(brief({ scenario: 'quatre-bras', lost: { french: 6, english: 5 } })).toEqual([[], null])
    expect(brief({ scenario: 'quatre-bras', lost: { french: 7 } })).toEqual([['allied'], 'marginal'])
    expect(brief({ scenario: 'ligny', lost: { french: 10, prussian: 9 } })).toEqual([['french'], 'marginal'])
    expect(brief({ scenario: 'ligny', lost: { french: 10, prussian: 8 } })).toEqual([[], null])
    expect(brief({ scenario: 'ligny', lost: { french: 11 } })).toEqual([['allied'], 'marginal'])
  })
  it('half the army does not win a scenario by default; the other reading lets either win', () => {
    const input: VictoryInput = { scenario: 'quatre-bras', lost: { french: 0, english: 5 }, units: { french: 20, allied: 9 } }
    expect(brief(input)).toEqual([[], null])
    expect(brief({ ...input, rulings: { scenarioLosses: 'either' } })).toEqual([['french'], 'immediate'])
    expect(brief({ ...input, lost: { french: 0, english: 4 }, rulings: { scenarioLosses: 'either' } })).toEqual([[], null])
  })
  it('hypothetical: 8 units lost, or an empty sector (decisive)', () => {
    expect(brief({ scenario: 'hypothetical', lost: { french: 8 } })).toEqual([['allied'], 'marginal'])
    expect(brief({ scenario: 'hypothetical', lost: { french: 7, english: 4, prussian: 4 } })).toEqual([['french'], 'marginal'])
    expect(brief({ scenario: 'hypothetical', lost: { french: 7, english: 7 } })).toEqual([[], null])
    const r = victory({ scenario: 'hypothetical', lost: { french: 0 }, emptySector: { allied: true } })
    expect([r.winners, r.kind, r.reasons]).toEqual([['french'], 'decisive', ['The Allied army has no units in one of the three sectors: decisive victory']])
    expect(brief({ scenario: 'waterloo', lost: { french: 0 }, emptySector: { allied: true } })).toEqual([[], null])
  })
  it('refuses unknown scenarios and bad counts', () => {
    expect(errorOf<RulesInputError>(() => victory({ scenario: 'austerlitz' as 'ligny', lost: { french: 0 } })).field).toBe('scenario')
    expect(errorOf<RulesInputError>(() => victory({ scenario: 'ligny', lost: { french: -1 } })).field).toBe('lost.french')
    expect(errorOf<RulesInputError>(() => victory({ scenario: 'ligny', lost: { french: 0, prussian: 1.5 } })).field).toBe('lost.prussian')
  })
})

describe('after 36 cards (12.1)', () => {
  const over = (lost: VictoryInput['lost'], elementsOnMap?: VictoryInput['elementsOnMap']): VictoryInput =>
    ({ scenario: 'ligny', lost, battleOver: true, ...(elementsOnMap ? { elementsOnMap } : {}) })
  it('fewer units lost wins a marginal victory', () => {
    const r = victory(over({ french: 3, prussian: 5 }))
    expect([r.winners, r.kind, r.reasons, r.rule.section]).toEqual([['french'], 'marginal', ['After 36 cards: the French player eliminated more enemy units (5 to 3)'], '12.1 Victory Conditions'])
    expect(brief(over({ french: 6, prussian: 5 }))).toEqual([['allied'], 'marginal'])
  })
  it('tied on units: most elements on the map; tied again: a draw (ruling 33)', () => {
    const r = victory(over({ french: 4, prussian: 4 }, { french: 30, allied: 29 }))
    expect([r.winners, r.kind, r.reasons]).toEqual([['french'], 'marginal', ['After 36 cards, tied on units (4 each): the French army has more elements on the map (30 to 29)']])
    expect(brief(over({ french: 4, prussian: 4 }, { french: 28, allied: 29 }))).toEqual([['allied'], 'marginal'])
    const d = victory(over({ french: 4, prussian: 4 }, { french: 29, allied: 29 }))
    expect([d.winners, d.kind, d.reasons]).toEqual([[], 'draw', ['After 36 cards: units lost 4 each and 29 elements each: a draw (ruling 33)']])
    expect(errorOf<RulesInputError>(() => victory(over({ french: 4, prussian: 4 }))).field).toBe('elementsOnMap')
    expect(errorOf<RulesInputError>(() => victory(over({ french: 4, prussian: 4 }, { french: -2, allied: 1 }))).field).toBe('elementsOnMap.french')
  })
  it('before the end nobody wins on the count', () => {
    expect(victory({ scenario: 'ligny', lost: { french: 3, prussian: 5 } })).toEqual({ winners: [], kind: null, reasons: [], rule: { seed: '000', section: '4.2 How to Win' } })
  })
})
