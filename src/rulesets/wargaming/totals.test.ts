import { describe, expect, it } from 'vitest'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { BattleState, Op } from '@/model/types'
import { addLeader, markCinC } from './leaders'
import { placeUnder } from './leadersCommand'
import { addUnit } from './roster'
import { commandTotals, indecisionThreshold, totalsOf, unitsUnder } from './totals'

const line = findTroopType('French', 'Infantry', 'Line')
const ratings = { leadership: 3, morale: 2, commandIndecision: 2 }

function army(): BattleState {
  let s = initialState(testSetup())
  const put = (ops: Op[]) => (s = applyOps(s, ops))
  put(addLeader({ id: 'army', side: 'a', name: 'Soult', nation: 'French & Allied', level: 'army', ratings: { ...ratings, leadership: 4 }, provenance: 'as printed' }).ops)
  put(addLeader({ id: 'div', side: 'a', name: 'Foy', nation: 'French & Allied', level: 'division', ratings, provenance: 'as printed' }).ops)
  put(placeUnder(s, s.units.div!, 'army')!.ops)
  for (const id of ['u1', 'u2', 'u3', 'u4', 'u5']) {
    put(addUnit({ id, side: 'a', name: id, troop: line, provenance: 'as printed' }).ops)
    put(placeUnder(s, s.units[id]!, id === 'u5' ? 'army' : 'div')!.ops)
  }
  return s
}

const patch = (id: string, state: Record<string, string | number>): Op[] => [{ op: 'unit.patch', id, state }]

describe('totals', () => {
  it('a division counts its own units; the army counts them through the division', () => {
    let s = army()
    s = applyOps(s, patch('u1', { lostBases: 2, damagedBases: 1 }))
    s = applyOps(s, patch('u5', { status: 'routed off table' }))
    expect(unitsUnder(s, 'div').map((u) => u.id)).toEqual(['u1', 'u2', 'u3', 'u4'])
    const [armyT, divT] = commandTotals(s, 'a')
    expect(divT?.totals).toEqual({ units: 4, bases: 16, damagedBases: 1, lostBases: 2, routedOrDestroyed: 0 })
    expect(armyT?.totals).toMatchObject({ units: 5, lostBases: 2, routedOrDestroyed: 1 })
    expect(totalsOf([]).units).toBe(0)
  })

  it('C-in-C leadership 4: 4 routed or destroyed is "one more adds a card"; 5 adds it', () => {
    // seed 004, End of Turn: a card is added when the count EXCEEDS the C-in-C's leadership
    let s = army()
    s = applyOps(s, markCinC(s, s.units.army!).ops)
    expect(indecisionThreshold(s, 'a').text).toBe('0 of 4 — 5 more add a card')
    for (const id of ['u1', 'u2', 'u3']) s = applyOps(s, patch(id, { status: 'destroyed' }))
    s = applyOps(s, patch('u4', { status: 'routed off table' }))
    expect(indecisionThreshold(s, 'a')).toMatchObject({ count: 4, addsCard: 0, text: '4 of 4 — one more adds a card' })
    s = applyOps(s, patch('u5', { status: 'destroyed' }))
    expect(indecisionThreshold(s, 'a')).toMatchObject({ count: 5, addsCard: 1 })
  })

  it('without a C-in-C the threshold says so instead of guessing', () => {
    expect(indecisionThreshold(army(), 'a').text).toBe('0 routed or destroyed — No C-in-C marked')
  })
})
