import { describe, expect, it } from 'vitest'
import { afterOfficer } from './afterOfficer'

describe('after an officer casualty test (seed 004, Leader Casualties; Morale)', () => {
  it('Killed: his command tests morale, then his replacement is owed', () => {
    const c = afterOfficer({ leader: { id: 'ney', isCinC: false }, outcome: 'Killed', command: ['a1', 'a2'] })
    expect(c.owed.map((o) => [o.kind, o.unitIds])).toEqual([['morale', ['a1']], ['morale', ['a2']], ['replacement leader', ['ney']]])
    expect(c.owed[0]!.reason).toBe('their commander killed: units within 300 yards and within sight must take a morale test (seed 004, Leader Casualties)')
    expect(c.changes).toEqual([{ unit: 'ney', leaderStatus: 'killed' }])
    expect(c.prompts).toHaveLength(1)
  })
  it('the army commander seriously wounded: the army tests (seed 004, Morale)', () => {
    const c = afterOfficer({ leader: { id: 'nap', isCinC: true }, outcome: 'Serious', command: ['a1'] })
    expect(c.owed[0]!.reason).toBe('the army commander seriously wounded: units within 300 yards and within sight must take a morale test (seed 004, Morale)')
    expect(c.changes).toEqual([{ unit: 'nap', leaderStatus: 'seriously wounded' }])
  })
  it('Minor: no bonuses this turn, nothing owed; no effect: nothing at all', () => {
    const m = afterOfficer({ leader: { id: 'ney', isCinC: false }, outcome: 'Minor', command: ['a1'] })
    expect(m).toMatchObject({ changes: [{ unit: 'ney', leaderStatus: 'minor wound' }], owed: [] })
    expect(m.prompts[0]).toContain('may not give any bonuses for the remainder of the turn')
    for (const outcome of ['NE', 'no test'] as const) expect(afterOfficer({ leader: { id: 'ney', isCinC: false }, outcome, command: ['a1'] })).toEqual({ changes: [], owed: [], events: [], initiativePasses: null, prompts: [] })
  })
})
