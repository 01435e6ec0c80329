import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import { armyCount, poolOf, printedInWords, sayArmy } from './armyCount'
import { scenarioDraft } from './scenarioOps'
import { startDraft } from './startForces'
import { apply, quatreBras } from './testkit'

const fresh = () => initialState(testSetup({ ruleset: 'boardgame', figureScale: undefined, rulings: {} }))
let n = 0
const id = () => `x${++n}`

describe('a side’s army and reinforcements as the Units tab says them (seed 000, 13.1, 13.4)', () => {
  it('counts units and generals, alone or attached', () => {
    expect(sayArmy(armyCount(quatreBras(), 'a'))).toBe('2 units and 1 general on the map')
    const s = apply(fresh(), startDraft(fresh(), 'hypothetical', 'physical', seededRandom(1), null, id))
    expect(sayArmy(armyCount(s, 'b'))).toBe('17 units and 3 generals on the map')
  })
  it('the pool each side draws its reinforcements from', () => {
    const hypo = apply(fresh(), scenarioDraft(fresh(), 'hypothetical', 'physical', seededRandom(1)))
    expect(poolOf(hypo, 'a')).toEqual({ text: '2 infantry, 1 light cavalry, 1 light artillery', when: '4 units: 2 in the 4th hour, 1 in the 5th hour, 1 in the 6th hour, type and sector rolled', section: '13.4 Hypothetical Battles: Reinforcements' })
    const wat = apply(fresh(), scenarioDraft(fresh(), 'waterloo', 'physical', seededRandom(1)))
    expect(poolOf(wat, 'b')?.text).toBe('1 general, 8 infantry, 1 heavy cavalry, 1 light cavalry, 2 light artillery')
    expect(poolOf(wat, 'a')).toBeNull()
    expect(poolOf(fresh(), 'a')).toBeNull()
  })
  it('what Start puts in the roster, in words', () => {
    expect(printedInWords('hypothetical')).toBe('8 line infantry, 2 élite infantry, 2 light cavalry, 2 heavy cavalry, 1 light artillery, 1 heavy artillery, 1 horse artillery and 3 generals a side (13.4 Hypothetical Battles: Available units)')
    expect(printedInWords('ligny')).toBeNull()
  })
})
