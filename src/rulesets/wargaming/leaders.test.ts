import { describe, expect, it } from 'vitest'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { BattleState } from '@/model/types'
import { addLeader, cinCOf, checkRatings, leaderState, markCinC, searchLeaders, type NewLeaderInput } from './leaders'
import { placeUnder, removeLeader, setLevel } from './leadersCommand'
import { addUnit } from './roster'

const ney: NewLeaderInput = {
  id: 'l1', side: 'a', name: 'Ney', nation: 'French & Allied', level: 'corps', provenance: 'as printed',
  ratings: { leadership: 3, morale: 5, commandIndecision: 2 }, // seed 004, Leadership Factors: Ney 3 5 2
}
const start = (): BattleState => applyOps(initialState(testSetup()), addLeader(ney).ops)

describe('leaders', () => {
  it('typing part of a name finds the leader in the side\'s table, accents forgiven', () => {
    const found = searchLeaders('fres', 'French', initialState(testSetup()))
    expect(found.map((m) => m.leader.name)).toContain('Frésia')
    expect(found.every((m) => m.leader.nation === 'French & Allied')).toBe(true)
    // Portuguese sides pick from BRITISH & ALLIED
    expect(searchLeaders('welling', 'Portuguese', initialState(testSetup()))[0]?.leader.nation).toBe('British & Allied')
  })

  it('names that start with what was typed come first: "ne" lists Neubronn and Ney first (Cassagnes is printed earlier)', () => {
    const names = searchLeaders('ne', 'French', initialState(testSetup())).map((m) => m.leader.name)
    expect(names.slice(0, 2)).toEqual(['Neubronn', 'Ney'])
  })

  it('flags a leader already on the table and Neubronn (no printed ratings)', () => {
    expect(searchLeaders('ney', 'French', start())[0]?.duplicate).toBe(true)
    expect(searchLeaders('neubr', 'French', start())[0]?.needsRatings).toBe(true)
  })

  it('ratings are 0–6 whole numbers; the message names the rating', () => {
    expect(() => checkRatings({ leadership: 7, morale: 1, commandIndecision: 1 })).toThrow(expect.objectContaining({ field: 'leadership' }))
    expect(() => checkRatings({ leadership: 1, morale: -1, commandIndecision: 1 })).toThrow(expect.objectContaining({ field: 'morale' }))
    expect(checkRatings({ leadership: 0, morale: 6, commandIndecision: 0 }).morale).toBe(6)
  })

  it('the log line gives the ratings', () => {
    expect(addLeader(ney).label).toBe('Added Ney (French & Allied) as corps leader: leadership 3, morale 5, command indecision 2')
  })

  it('marking a second C-in-C of the same side unmarks the first; the other side is untouched', () => {
    let s = start()
    s = applyOps(s, addLeader({ ...ney, id: 'l2', name: 'Napoleon', level: 'army' }).ops)
    s = applyOps(s, addLeader({ ...ney, id: 'l3', side: 'b', name: 'Wellington', level: 'army' }).ops)
    s = applyOps(s, markCinC(s, s.units.l1!).ops)
    s = applyOps(s, markCinC(s, s.units.l3!).ops)
    const d = markCinC(s, s.units.l2!)
    expect(d.label).toBe('Napoleon is C-in-C of Ney (was Ney)')
    s = applyOps(s, d.ops)
    expect(cinCOf(s, 'a').leader?.name).toBe('Napoleon')
    expect(leaderState(s.units.l1!).isCinC).toBe(false)
    expect(cinCOf(s, 'b').leader?.name).toBe('Wellington')
  })

  it('no C-in-C is reported as a problem', () => {
    expect(cinCOf(start(), 'a').problem).toBe('No C-in-C marked')
  })

  it('units are placed under a leader of their side; loops and the other side are refused', () => {
    let s = start()
    s = applyOps(s, addUnit({ id: 'u1', side: 'a', name: '45e Ligne', troop: findTroopType('French', 'Infantry', 'Line'), provenance: 'as printed' }).ops)
    s = applyOps(s, addLeader({ ...ney, id: 'l2', name: 'Foy', level: 'division' }).ops)
    const d = placeUnder(s, s.units.u1!, 'l1')
    expect(d?.label).toBe('45e Ligne: command — → Ney')
    s = applyOps(s, d!.ops)
    s = applyOps(s, placeUnder(s, s.units.l2!, 'l1')!.ops)
    expect(() => placeUnder(s, s.units.l1!, 'l2')).toThrow(/under him/)
    s = applyOps(s, addLeader({ ...ney, id: 'l3', side: 'b', name: 'Picton' }).ops)
    expect(() => placeUnder(s, s.units.u1!, 'l3')).toThrow(/other side/)
    expect(setLevel(s.units.l2!, 'brigade')?.label).toBe('Foy: command level division → brigade')
    // Foy is under Ney; removing Ney frees Foy; removing Foy (under nobody) frees nothing dangling.
    s = applyOps(s, placeUnder(s, s.units.u1!, 'l2')!.ops)
    const gone = applyOps(s, removeLeader(s, s.units.l2!).ops)
    expect(gone.units.u1?.state.commandId).toBe('l1')
    expect(removeLeader(s, s.units.l2!).label).toBe('Removed Foy from the roster (his command passes to Ney)')
  })
})
