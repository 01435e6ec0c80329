import { describe, expect, it } from 'vitest'
import { leaderNationFor } from './leaderNationFor'
import { leadersOf } from './leaders'
import { NATIONALITIES } from './nationality'

describe('leaderNationFor', () => {
  it('sends allies to the "& Allied" tables and the rest to their own', () => {
    expect(leaderNationFor('Bavarian')).toBe('French & Allied')
    expect(leaderNationFor('Portuguese')).toBe('British & Allied')
    expect(leaderNationFor('Prussian')).toBe('Prussian')
    expect(leaderNationFor('Other')).toBeNull()
  })

  it('gives every offered nationality but Other a table with leaders in it', () => {
    for (const n of NATIONALITIES.filter((x) => x !== 'Other')) {
      const nation = leaderNationFor(n)
      expect(nation, n).not.toBeNull()
      expect(leadersOf(nation ?? 'Russian').length, n).toBeGreaterThan(0)
    }
  })
})
