import { describe, expect, it } from 'vitest'
import { hiddenCount, hiddenWords } from './hiddenHand'

describe('a hand this phone may not see', () => {
  it('is counted when its cards are masked, not when they are known or there are none', () => {
    expect(hiddenCount(['?', '?', '?', '?', '?', '?'])).toBe(6)
    expect(hiddenCount(['c12', 'c3'])).toBeNull()
    expect(hiddenCount([])).toBeNull()
  })
  it('is said with its count only', () => {
    expect([hiddenWords(6), hiddenWords(1)]).toEqual(['6 cards (hidden)', '1 card (hidden)'])
  })
})
