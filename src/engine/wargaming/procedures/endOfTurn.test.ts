import { describe, expect, it } from 'vitest'
import { endOfTurn } from './endOfTurn'
import { wearier } from './types'

describe('wearier (seed 004, Definitions: Tired, Exhausted)', () => {
  it('fresh or unknown → tired, tired or exhausted → exhausted', () => {
    expect([wearier('fresh'), wearier(undefined), wearier('tired'), wearier('exhausted')]).toEqual(['tired', 'tired', 'exhausted', 'exhausted'])
  })
})

describe('end of turn (seed 004, End of Turn; Leader Casualties: Minor)', () => {
  it('adds a Command Indecision card where losses exceed the C-in-C leadership, heals minor wounds, starts the next turn', () => {
    const e = endOfTurn({ sides: { a: { routedOrDestroyed: 4, leadership: 3, alreadyAdded: 0 }, b: { routedOrDestroyed: 3, leadership: 3, alreadyAdded: 0 } }, scope: 'each turn', minorWounded: ['ney', 'picton'] })
    expect(e.indecision).toEqual({ a: 1, b: 0 })
    expect(e.changes).toEqual([{ unit: 'ney', leaderStatus: 'active' }, { unit: 'picton', leaderStatus: 'active' }])
    expect(e).toMatchObject({ owed: [], events: [{ e: 'turn end' }], initiativePasses: null, prompts: [] })
    const once = endOfTurn({ sides: { a: { routedOrDestroyed: 4, leadership: 3, alreadyAdded: 1 }, b: { routedOrDestroyed: 9, leadership: 3, alreadyAdded: 0 } }, scope: 'once per battle', minorWounded: [] })
    expect(once.indecision).toEqual({ a: 0, b: 1 })
  })
})
