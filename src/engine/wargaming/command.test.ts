import { describe, expect, it } from 'vitest'
import { COMMAND_RADIUS_REFERENCE, leaderBonusApplies, mustTestForLeaderCasualty, supportCheck, within300, withinCommandRadius } from './command'

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

  it('both sides of every printed distance: 200, 300, 500, 700, exactly 50 (officer casualties) and 300 (support)', () => {
    expect([199.9, 200, 200.1].map((y) => withinCommandRadius('brigade', y))).toEqual([true, true, false])
    expect([300, 300.1].map((y) => withinCommandRadius('division', y))).toEqual([true, false])
    expect([500, 500.1].map((y) => withinCommandRadius('corps', y))).toEqual([true, false])
    expect([700, 700.1].map((y) => withinCommandRadius('army', y))).toEqual([true, false])
    expect([0, 50, 50.1].map(mustTestForLeaderCasualty)).toEqual([true, true, false])
    expect([0, 50, 50.1].map(leaderBonusApplies)).toEqual([true, true, false])
    expect([300, 300.1].map(within300)).toEqual([true, false])
    const at = (yards: number) => supportCheck([{ yards, formed: true, sameType: true, sameFront: true }]).status
    expect([300, 300.1].map(at)).toEqual(['supported', 'unsupported'])
    expect(supportCheck([{ yards: 300, formed: true, sameType: true, sameFront: false }]).status).toBe('neither')
    expect(supportCheck([{ yards: 300, formed: true, sameType: false, sameFront: false }], true).status).toBe('neither')
    expect(supportCheck([{ yards: 100, formed: false, sameType: true, sameFront: true }, { yards: 200, formed: true, sameType: true, sameFront: true }]).status).toBe('supported')
    expect(supportCheck([]).rule).toEqual({ seed: '004', section: 'Definitions: Supported' })
  })

  it('refusals say which field and what is wrong; the command radius reference table', () => {
    expect(() => within300(Number.POSITIVE_INFINITY)).toThrow('yards must be a distance ≥ 0 in yards, got Infinity.')
    expect(() => mustTestForLeaderCasualty(-0.5)).toThrow('yards must be a distance ≥ 0 in yards, got -0.5.')
    expect(() => withinCommandRadius('army', -1)).toThrow(/yards must be a distance/)
    expect(() => withinCommandRadius('regiment' as 'brigade', 10)).toThrow('Unknown command level "regiment" (brigade, division, corps, army).')
    expect(() => supportCheck([{ yards: -1, formed: true, sameType: true, sameFront: true }])).toThrow('friends[0].yards must be a distance ≥ 0 in yards, got -1.')
    expect(COMMAND_RADIUS_REFERENCE).toEqual({
      id: 'wargaming.commandRadius',
      title: 'Command radius',
      rule: { seed: '004', section: 'Definitions: Command Radius' },
      columns: ['Leader', 'Yards'],
      rows: [['brigade', 200], ['division', 300], ['corps', 500], ['army', 700]],
      notes: ['Leader casualties and the leader morale bonus use 50 yards, not the command radius.'],
    })
  })

  it('rejects bad distances and levels', () => {
    expect(() => withinCommandRadius('regiment' as 'brigade', 10)).toThrow(/Unknown command level "regiment"/)
    expect(() => leaderBonusApplies(-1)).toThrow(/yards must be a distance ≥ 0/)
    expect(() => supportCheck([{ yards: Number.NaN, formed: true, sameType: true, sameFront: true }])).toThrow(/friends\[0\].yards/)
  })
})
