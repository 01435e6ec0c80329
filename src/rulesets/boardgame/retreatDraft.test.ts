import { describe, expect, it } from 'vitest'
import { retreat } from '@/engine/boardgame/retreat'
import { owedTests, type OwedTest } from '@/rulesets/owed'
import { combatDraft } from './combatDraft'
import { retreatDraft, retreatInputFor } from './retreatDraft'
import { apply, asAction, quatreBras, unit } from './testkit'
import { addUnitDraft } from './unitOps'
import { bgState } from './unitState'

function owedAfter(hits: number, flags: number, range: number, target = 'u3'): { s: ReturnType<typeof quatreBras>; test: OwedTest } {
  let s = quatreBras()
  const d = combatDraft(s.units['u1']!, s.units[target]!, { hits, flags }, range)
  s = apply(s, d)
  return { s, test: owedTests([asAction(d, 1)])[0]! }
}

describe('boardgame retreats from the owed flags (seed 000, 10.0)', () => {
  it('reads flags and the adjacent firer from the owed test, the rest from the unit and the players', () => {
    const { s, test } = owedAfter(1, 2, 1)
    expect(retreatInputFor(s, s.units['u3']!, test, { inBuildings: true, parentAdjacent: false, path: ['empty', 'enemy', 'empty'] })).toEqual({
      unit: 'line-infantry', flags: 2, elements: 3, inSquare: false, inBuildings: true, generalAttached: false, firerAdjacent: true, parentAdjacent: false,
      path: ['empty', 'enemy'], rulings: expect.objectContaining({ blockedRetreat: 'one element' }),
    })
    const bad = { ...test, prefill: {} }
    expect(retreatInputFor(s, s.units['u3']!, bad, { inBuildings: false, parentAdjacent: true, path: [] })).toMatchObject({ flags: 0, firerAdjacent: false, parentAdjacent: true })
  })

  // 10.0: one hex back for every flag.
  it('an open path: retreats one hex per flag, nothing lost, the owed test settled', () => {
    const { s, test } = owedAfter(2, 2, 2)
    const input = retreatInputFor(s, s.units['u3']!, test, { inBuildings: false, parentAdjacent: false, path: ['empty', 'empty'] })
    const d = retreatDraft(s.units['u3']!, test, retreat(input), input)
    expect(d).toEqual({
      kind: 'retreat', by: 'b', label: '92nd Foot retreats 2 hexes', ops: [],
      detail: { unitId: 'u3', hexes: 2, elementsLost: 0, eliminated: false, path: ['empty', 'empty'], working: ['retreats 2 hexes (one per flag), facing the enemy; may fire but not move this round'], settles: [test.id], flow: [{ t: 'retreated', unit: 'u3' }] },
    })
  })

  // 10.0 C (ruling 29 default): cannot retreat: loses another element and stays.
  it('a blocked retreat: one element lost, the unit stays; at its last element it is eliminated', () => {
    const { s, test } = owedAfter(1, 1, 2)
    const input = retreatInputFor(s, s.units['u3']!, test, { inBuildings: false, parentAdjacent: false, path: ['friendly-unit'] })
    const d = retreatDraft(s.units['u3']!, test, retreat(input), input)
    expect(d.label).toBe('92nd Foot stays, loses 1 element')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { elements: 2 } }])
    const last = owedAfter(3, 1, 2)
    const in2 = retreatInputFor(last.s, last.s.units['u3']!, last.test, { inBuildings: false, parentAdjacent: false, path: ['enemy'] })
    const d2 = retreatDraft(last.s.units['u3']!, last.test, retreat(in2), in2)
    expect(d2.kind).toBe('retreat.eliminated')
    expect(d2.label).toBe('92nd Foot stays, loses 1 element — eliminated')
    expect(bgState(apply(last.s, d2).units['u3']!)).toMatchObject({ elements: 0, status: 'eliminated' })
  })

  it('off the map: eliminated (10.0 D); one hex then off: retreats 1 hex and is eliminated', () => {
    const { s, test } = owedAfter(0, 2, 2)
    const input = retreatInputFor(s, s.units['u3']!, test, { inBuildings: false, parentAdjacent: false, path: ['empty', 'off-map'] })
    const d = retreatDraft(s.units['u3']!, test, retreat(input), input)
    expect(d.label).toBe('92nd Foot retreats 1 hex, loses 4 elements — eliminated')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { elements: 0, status: 'eliminated' } }])
  })

  // 7.32.8, ruling 31: a lone general retreats one hex per flag; one who cannot is killed.
  it('a lone general retreats, stops by a friendly unit, or is killed when he cannot', () => {
    let s = quatreBras()
    s = apply(s, addUnitDraft(s, unit({ side: 'b', type: 'general', name: 'Picton', nation: 'English' }), 'g'))
    const d = combatDraft(s.units['u1']!, s.units['g']!, { hits: 0, flags: 2 }, 2)
    s = apply(s, d)
    const test = owedTests([asAction(d, 1)])[0]!
    const input = retreatInputFor(s, s.units['g']!, test, { inBuildings: false, parentAdjacent: false, path: ['friendly-unit', 'empty'] })
    expect(input.unit).toBe('lone-general')
    expect(retreatDraft(s.units['g']!, test, retreat(input), input).label).toBe('Picton retreats 1 hex')
    const blocked = retreatInputFor(s, s.units['g']!, test, { inBuildings: false, parentAdjacent: false, path: ['enemy', 'empty'] })
    const k = retreatDraft(s.units['g']!, test, retreat(blocked), blocked)
    expect(k.label).toBe('Picton stays — killed: an eliminated unit (9.52)')
    expect(k.ops).toEqual([{ op: 'unit.patch', id: 'g', state: { elements: 1, status: 'eliminated' } }])
  })

  // 9.4 #11: artillery fired on by an adjacent unit takes its flags as losses, in the fire's own action: no retreat owed.
  it('artillery fired on from an adjacent hex owes no retreat: the fire took its flags as losses', () => {
    const { s, test } = owedAfter(0, 1, 1, 'u4')
    expect(test as OwedTest | undefined).toBeUndefined()
    expect(bgState(s.units['u4']!).elements).toBe(1)
  })
})
