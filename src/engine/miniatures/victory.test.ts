import { describe, expect, it } from 'vitest'
import { victory } from './victory'

describe('victory (seed 000, 12.0–13.4)', () => {
  it('Waterloo: French at 10 English or 15 English + Prussian; allies at 14 French', () => {
    expect(victory({ scenario: 'waterloo', lost: { french: 13, english: 9, prussian: 5 } }).winners).toEqual([])
    expect(victory({ scenario: 'waterloo', lost: { french: 0, english: 10 } }).winners).toEqual(['french'])
    expect(victory({ scenario: 'waterloo', lost: { french: 0, english: 9, prussian: 6 } })).toMatchObject({ winners: ['french'], kind: 'marginal' })
    expect(victory({ scenario: 'waterloo', lost: { french: 14 } }).winners).toEqual(['allied'])
  })
  it('Quatre Bras 6 English / 7 French; Ligny 9 Prussian / 11 French', () => {
    expect(victory({ scenario: 'quatre-bras', lost: { french: 6, english: 5 } }).winners).toEqual([])
    expect(victory({ scenario: 'quatre-bras', lost: { french: 7, english: 6 } }).winners).toEqual(['french', 'allied'])
    expect(victory({ scenario: 'ligny', lost: { french: 10, prussian: 9 } }).winners).toEqual(['french'])
    expect(victory({ scenario: 'ligny', lost: { french: 11, prussian: 8 } }).winners).toEqual(['allied'])
  })
  it('hypothetical: 8 units lost, or a sector emptied (decisive)', () => {
    expect(victory({ scenario: 'hypothetical', lost: { french: 8 } }).winners).toEqual(['allied'])
    expect(victory({ scenario: 'hypothetical', lost: { french: 0 }, emptySector: { allied: true } })).toMatchObject({ winners: ['french'], kind: 'decisive' })
    // the sector rule is not used in the set scenarios
    expect(victory({ scenario: 'waterloo', lost: { french: 0 }, emptySector: { allied: true } }).winners).toEqual([])
  })
  it('after 36 cards: more units eliminated wins; a tie goes to elements, counted by the players', () => {
    expect(victory({ scenario: 'ligny', lost: { french: 5, prussian: 6 }, battleOver: true }).winners).toEqual(['french'])
    const tie = victory({ scenario: 'ligny', lost: { french: 5, prussian: 5 }, battleOver: true })
    expect(tie.winners).toEqual([])
    expect(tie.reasons[0]).toMatch(/most ELEMENTS/)
  })
  it('hypothetical: "loses 8 units" — 7 is not enough; English and Prussian losses count together for the Allies', () => {
    expect(victory({ scenario: 'hypothetical', lost: { french: 7, english: 4, prussian: 3 } }).winners).toEqual([])
    expect(victory({ scenario: 'hypothetical', lost: { french: 7, english: 5, prussian: 3 } })).toEqual({
      winners: ['french'], kind: 'marginal', reasons: ['A player is defeated when he … loses 8 units.'], rule: { seed: '000', section: '13.4 Hypothetical Battles' } })
    expect(victory({ scenario: 'hypothetical', lost: { french: 8, english: 8 } }).winners).toEqual(['french', 'allied'])
    expect(victory({ scenario: 'hypothetical', lost: { french: 0 }, emptySector: { french: true, allied: true } })).toMatchObject({
      winners: ['allied', 'french'], kind: 'decisive', reasons: ['French army has no units in one sector (decisive victory)', 'Allied army has no units in one sector (decisive victory)'] })
    expect(victory({ scenario: 'hypothetical', lost: { french: 9 }, emptySector: { french: false } }).kind).toBe('marginal')
  })
  it('after 36 cards the Allies win when they eliminated more French units (12.1)', () => {
    expect(victory({ scenario: 'waterloo', lost: { french: 6, english: 3, prussian: 2 }, battleOver: true })).toEqual({
      winners: ['allied'], kind: 'marginal', reasons: ['After 36 cards: allied eliminated more enemy units (6 to 5).'], rule: { seed: '000', section: '12.1 Victory Conditions' } })
    expect(victory({ scenario: 'waterloo', lost: { french: 6, english: 3, prussian: 2 } })).toEqual({ winners: [], kind: null, reasons: [], rule: { seed: '000', section: '12.0 Victory Conditions' } })
    expect(victory({ scenario: 'quatre-bras', lost: { french: 4, english: 5 }, battleOver: true }).reasons).toEqual(['After 36 cards: french eliminated more enemy units (5 to 4).'])
    expect(victory({ scenario: 'ligny', lost: { french: 5, prussian: 5 }, battleOver: true }).rule).toEqual({ seed: '000', section: '12.1 Victory Conditions' })
  })
  it('Waterloo boundaries: 9 English + 5 Prussian is not 15; 13 French is not 14', () => {
    expect(victory({ scenario: 'waterloo', lost: { french: 13, english: 9, prussian: 5 } }).winners).toEqual([])
    expect(victory({ scenario: 'waterloo', lost: { french: 13, english: 10, prussian: 0 } }).reasons).toEqual(['The French win if they eliminate 10 English units or a total of 15 combined English and Prussian units.'])
    expect(victory({ scenario: 'quatre-bras', lost: { french: 7 } }).reasons).toEqual(['The English win if they eliminate 7 French units.'])
    expect(victory({ scenario: 'ligny', lost: { french: 10, prussian: 8 } }).winners).toEqual([])
  })
  it('rejects negative losses and unknown scenarios', () => {
    expect(() => victory({ scenario: 'ligny', lost: { french: -1 } })).toThrow('lost.french must be a whole number 0 or more, got -1.')
    expect(() => victory({ scenario: 'ligny', lost: { french: 0, english: 1.5 } })).toThrow(/lost.english/)
    expect(() => victory({ scenario: 'ligny', lost: { french: 0, prussian: -2 } })).toThrow(/lost.prussian/)
    expect(() => victory({ scenario: 'jena' as 'ligny', lost: { french: 1 } })).toThrow(/Unknown scenario/)
  })
})
