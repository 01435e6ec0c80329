import { describe, expect, it } from 'vitest'
import { describeUsage, formatBytes } from './storageInfo'

describe('storage figures on the Settings page', () => {
  it('reads bytes in everyday units', () => {
    expect(formatBytes(512)).toBe('512 B')
    expect(formatBytes(3_400_000)).toBe('3.4 MB')
    expect(formatBytes(250_000)).toBe('250 kB')
    expect(formatBytes(2_100_000_000)).toBe('2.1 GB')
  })

  it('shows usage as part of the quota', () => {
    expect(describeUsage(50_000_000, 1_000_000_000)).toBe('50 MB of 1.0 GB (5.0 %)')
    expect(describeUsage(1_000, 1_000_000_000)).toBe('1.0 kB of 1.0 GB (< 0.1 %)')
  })

  it('says so when the browser gives no estimate instead of showing 0', () => {
    expect(describeUsage(undefined, undefined)).toMatch(/does not say/)
    expect(describeUsage(2_000, undefined)).toBe('2.0 kB used')
  })
})
