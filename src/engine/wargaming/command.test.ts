import { describe, expect, it } from 'vitest'
import { leaderBonusApplies, mustTestForLeaderCasualty, supportCheck, within300, withinCommandRadius } from './command'

describe('command radius and distances (seed 004, Definitions)', () => {
  it('brigade 200, division 300, corps 500, army 700 yards, the radius itself inside', () => {
    expect(withinCommandRadius('brigade', 200)).toBe(true)
    expect(withinCommandRadius('brigade', 200.5)).toBe(false)
    expect(withinCommandRadius('division', 300)).toBe(true)
    expect(withinCommandRadius('corps', 450)).toBe(true)
    expect(withinCommandRadius('corps', 501)).toBe(false)
    expect(withinCommandRadius('army', 700)).toBe(true)
  })

  it('leader bonus and leader casualty tests at 50 yards, not the command radius', () => {
    expect(leaderBonusApplies(50)).toBe(true)
    expect(leaderBonusApplies(51)).toBe(false)
    expect(mustTestForLeaderCasualty(30)).toBe(true)
    expect(mustTestForLeaderCasualty(120)).toBe(false)
    expect(within300(300)).toBe(true)
    expect(within300(301)).toBe(false)
  })

  it('supported, neither or unsupported from the friends nearby', () => {
    const formedSame = { yards: 250, formed: true, sameType: true, sameFront: true }
    expect(supportCheck([formedSame]).status).toBe('supported')
    expect(supportCheck([{ ...formedSame, yards: 350 }]).status).toBe('unsupported')
    expect(supportCheck([{ ...formedSame, formed: false }]).status).toBe('neither')
    expect(supportCheck([{ ...formedSame, sameType: false }]).status).toBe('neither')
    expect(supportCheck([{ ...formedSame, sameType: false }], true).status).toBe('supported') // artillery: any type
    expect(supportCheck([]).status).toBe('unsupported')
  })

  it('rejects bad distances and levels', () => {
    expect(() => withinCommandRadius('regiment' as 'brigade', 10)).toThrow(/Unknown command level "regiment"/)
    expect(() => leaderBonusApplies(-1)).toThrow(/yards must be a distance ≥ 0/)
    expect(() => supportCheck([{ yards: Number.NaN, formed: true, sameType: true, sameFront: true }])).toThrow(/friends\[0\].yards/)
  })
})
