import { describe, expect, it } from 'vitest'
import { owedTests } from '@/rulesets/owed'
import { cupOf, scenarioOf } from './battleState'
import { openOwed, panicOwed, retreatOwed } from './owedSpecs'
import { stepLossDraft } from './stepOps'
import { asLog, setUpBattle, unitOf } from './testkit'
import { unitBadges, waterlooLogTurn } from './turnAid'
import { setupDraft, DEFAULT_SETUP } from './setup'
import { endTurnDraft } from './cupOps'
import { blankBattle } from './testkit'

const s = setUpBattle()
const foy = unitOf(s, 'fr-foy')
const at = (n: number, eliminated = false) => ({ ...foy, state: { ...foy.state, stepLosses: n, eliminated } })

describe('badges and the owed list (seed 002, A-2a)', () => {
  it('the step track as a badge; eliminated', () => {
    const ctx = { state: s, actions: [], owed: [] }
    expect(unitBadges(at(0), ctx)).toEqual([])
    expect(unitBadges(at(1), ctx)).toEqual([{ label: 'Shaken', tone: 'warn' }])
    expect(unitBadges(at(3), ctx)).toEqual([{ label: 'Battleworn', tone: 'bad' }])
    expect(unitBadges(at(8), ctx)).toEqual([{ label: 'Battleworn + Disrupted', tone: 'bad' }])
    expect(unitBadges(at(2, true), ctx)).toEqual([{ label: 'eliminated', tone: 'bad' }])
  })
  it('a Panic Test owed shows on the unit and opens the Elan tests, a Retreat its losses; moving back is "Done"', () => {
    const owed = owedTests(asLog([stepLossDraft(at(2), 1, '', {}, false)]))
    expect(owed.map((t) => t.label)).toEqual(['Foy: Panic Test'])
    expect(unitBadges(at(3), { state: s, actions: [], owed })).toEqual([{ label: 'Battleworn', tone: 'bad' }, { label: 'panic owed', tone: 'warn' }])
    expect(openOwed(owed[0]!)).toEqual({ tab: 'combat', query: { mode: 'elan', test: 'panic-test', unit: 'fr-foy', owed: 's1.0' } })
    expect(openOwed({ ...owed[0]!, kind: 'detachment' })?.query.test).toBe('detachment-loser')
    expect(openOwed({ ...owed[0]!, ...retreatOwed(foy, 2, 'x') })).toEqual({ tab: 'combat', query: { mode: 'retreat', unit: 'fr-foy', owed: 's1.0' } })
    expect(openOwed({ ...owed[0]!, kind: 'move back' })).toBeNull()
    expect(openOwed({ ...owed[0]!, kind: 'forced march' })?.query.test).toBe('forced-march')
    expect(panicOwed(foy).reason).toContain('A-2a')
  })
})

describe('the log by Game Turn (seed 002, C)', () => {
  it('the setup and each End Phase start a Game Turn group', () => {
    const b = blankBattle()
    const [setup] = asLog([setupDraft(b, { ...DEFAULT_SETUP, start: 'historical start' })])
    expect(waterlooLogTurn(setup!)).toBe('Game Turn 3')
    expect(waterlooLogTurn(asLog([setupDraft(b, DEFAULT_SETUP)])[0]!)).toBeNull()
    expect(waterlooLogTurn({ ...setup!, kind: 'wl.steps' })).toBeNull()
  })
  it('the battle state reads back what the drafts wrote, and nothing malformed', () => {
    expect(scenarioOf(s)?.start).toBe('no rain')
    expect(cupOf({ ...s, battle: { ...s.battle, cup: { gameTurn: 'one' } } })).toBeNull()
    expect(scenarioOf({ ...s, battle: {} })).toBeNull()
    expect(() => endTurnDraft(s)).toThrow()
  })
})
