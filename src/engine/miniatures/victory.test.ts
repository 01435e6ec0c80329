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
  it('rejects negative losses and unknown scenarios', () => {
    expect(() => victory({ scenario: 'ligny', lost: { french: -1 } })).toThrow(/lost.french/)
    expect(() => victory({ scenario: 'jena' as 'ligny', lost: { french: 1 } })).toThrow(/Unknown scenario/)
  })
})
