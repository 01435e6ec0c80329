import { describe, expect, it } from 'vitest'
import { leaderCasualtyWords } from './leaderWords'

describe('leader casualty results in words', () => {
  it('"NE" is said as "NE (no effect)", once; other results and words containing "ne" stay', () => {
    expect(leaderCasualtyWords('NE')).toBe('NE (no effect)')
    expect(leaderCasualtyWords('NE (no effect)')).toBe('NE (no effect)')
    expect(leaderCasualtyWords('Ney: Minor')).toBe('Ney: Minor')
    expect(leaderCasualtyWords('Killed')).toBe('Killed')
  })
})
