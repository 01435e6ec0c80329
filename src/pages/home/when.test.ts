import { describe, expect, it } from 'vitest'
import { formatWhen } from './when'

const now = new Date(2026, 10, 25, 21, 0).getTime()

describe('when a battle was last played', () => {
  it('shows only the time for today', () => {
    expect(formatWhen(new Date(2026, 10, 25, 14, 5).getTime(), now, 'en-GB')).toBe('14:05')
  })
  it('adds the day for an earlier day this year', () => {
    expect(formatWhen(new Date(2026, 2, 3, 9, 30).getTime(), now, 'en-GB')).toBe('3 Mar 09:30')
  })
  it('adds the year for another year', () => {
    expect(formatWhen(new Date(2025, 11, 31, 23, 59).getTime(), now, 'en-GB')).toBe('31 Dec 2025 23:59')
  })
})
