import { describe, expect, it } from 'vitest'
import type { Unit } from '@/model/types'
import { FULL_RETREAT, retreatDraft, retreatInput } from './retreatOps'
import { setUpBattle, unitOf } from './testkit'

const s = setUpBattle()
const at = (n: number): Unit => ({ ...unitOf(s, 'fr-foy'), state: { ...unitOf(s, 'fr-foy').state, stepLosses: n } })

describe('a Retreat as moved (seed 002, J)', () => {
  it('no input until the hexes moved are said; off the map needs none', () => {
    expect(retreatInput(at(4), 2, FULL_RETREAT)).toBeNull()
    expect(retreatInput(at(4), 2, { ...FULL_RETREAT, offMap: true })).toEqual({ army: 'French', stepLosses: 4, hexesDue: 2, hexesRetreated: 0, passedAdjacentToEnemy: false, offMap: true })
  })
  it('all the hexes moved: no Step Loss; settles the owed Retreat', () => {
    const d = retreatDraft(at(4), retreatInput(at(4), 2, { ...FULL_RETREAT, hexesRetreated: 2 })!, false, {}, ['4.1'])
    expect(d.label).toBe('Foy Retreats 2 of 2 hexes: no Step Loss')
    expect(d.ops).toEqual([])
    expect(d.detail?.settles).toEqual(['4.1'])
  })
  it('blocked after one hex and adjacent to the enemy: 2 Step Losses (J-6, J-4)', () => {
    const d = retreatDraft(at(1), retreatInput(at(1), 2, { ...FULL_RETREAT, hexesRetreated: 1, passedAdjacentToEnemy: true })!, false, {}, [])
    expect(d.label).toBe('Foy Retreats 1 of 2 hexes: 2 Step Losses — Battleworn')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'fr-foy', state: { stepLosses: 3 } }])
    expect((d.detail?.owes as { label: string }[]).map((o) => o.label)).toEqual(['Foy: Panic Test'])
  })
  it('a blocked Retreat making the 6th loss eliminates (J-6); off the map eliminates (J-8)', () => {
    const d = retreatDraft(at(5), retreatInput(at(5), 1, { ...FULL_RETREAT, hexesRetreated: 0 })!, false, {}, [])
    expect(d.label).toBe('Foy Retreats 0 of 1 hexes: eliminated')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'fr-foy', state: { eliminated: true, stepLosses: 6 } }])
    expect(d.detail?.owes).toBeUndefined()
    const off = retreatDraft(at(1), retreatInput(at(1), 2, { ...FULL_RETREAT, offMap: true })!, false, {}, [])
    expect(off.label).toBe('Foy Retreats off the map: eliminated')
    expect(off.ops).toEqual([{ op: 'unit.patch', id: 'fr-foy', state: { eliminated: true } }])
  })
})
