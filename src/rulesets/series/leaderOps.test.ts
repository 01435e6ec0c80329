import { describe, expect, it } from 'vitest'
import { seriesLeaderCasualty } from '@/engine/series/leaderCasualty'
import { leaderCasualtyDraft } from './leaderOps'
import { smallBattle } from './testkit'

describe('a leader\'s casualty check applied (14.5, 17.1)', () => {
  const s = smallBattle()
  const l = s.units.l1!
  it('a 6 eliminates: the counter is off', () => {
    const r = seriesLeaderCasualty.resolve({ case: 'stack lost 2 or 3 steps to fire' }, [6])
    const d = leaderCasualtyDraft(s, l, r, undefined, ['5.1'])
    expect(d.label).toBe('Reille: casualty check — eliminated')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'l1', state: { status: 'killed' } }])
    expect(d.detail).toEqual({ leaderId: 'l1', outcome: 'eliminated', gameLost: false, settles: ['5.1'] })
  })
  it('unhurt: no change', () => {
    const d = leaderCasualtyDraft(s, l, seriesLeaderCasualty.resolve({ case: 'stack lost 2 or 3 steps to fire' }, [5]), undefined, [])
    expect(d.label).toBe('Reille: casualty check — unhurt')
    expect(d.ops).toEqual([])
  })
  it('level 1: a second roll of 3 = cannot act 3 turns, wounded until then; 6 killed', () => {
    const r = seriesLeaderCasualty.resolve({ case: 'stack eliminated', commandLevelOne: true }, [6, 3])
    const d = leaderCasualtyDraft(s, l, r, undefined, [])
    expect(d.label).toBe('Reille: casualty check — cannot act 3 turns (acts again in turn 4)')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'l1', state: { status: 'wounded' } }])
    const one = leaderCasualtyDraft(s, l, seriesLeaderCasualty.resolve({ case: 'stack eliminated', commandLevelOne: true }, [6, 1]), undefined, [])
    expect(one.label).toBe('Reille: casualty check — cannot act 1 turn (acts again in turn 2)')
    const k = leaderCasualtyDraft(s, l, seriesLeaderCasualty.resolve({ case: 'stack eliminated', commandLevelOne: true }, [6, 6]), undefined, [])
    expect(k.ops).toEqual([{ op: 'unit.patch', id: 'l1', state: { status: 'killed' } }])
  })
  it('Napoleon\'s death loses the game (14.5)', () => {
    const r = seriesLeaderCasualty.resolve({ case: 'surrounded, lone survivor', napoleon: true }, [4])
    expect(leaderCasualtyDraft(s, l, r, undefined, []).label).toBe('Reille: casualty check — eliminated; the French player loses the game')
  })
})
