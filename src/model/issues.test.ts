import { describe, expect, it } from 'vitest'
import { QUOTE_LIMIT, quote } from './issues'

describe('quote (issue 13: messages never carry a whole bad value)', () => {
  it('keeps up to 100 characters as they are, cuts the 101st onward with "…"', () => {
    expect(QUOTE_LIMIT).toBe(100)
    expect(quote('a'.repeat(100))).toBe('a'.repeat(100))
    expect(quote('a'.repeat(101))).toBe(`${'a'.repeat(100)}…`)
    expect(quote('abcdef', 3)).toBe('abc…')
    expect(quote('abc', 3)).toBe('abc')
  })
})
