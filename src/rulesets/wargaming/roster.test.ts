import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core/errors'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import type { BattleState, Unit } from '@/model/types'
import { addUnit, editUnit, removeUnit, unitState } from './roster'
import { addCasualty } from './rosterDamage'

const line = findTroopType('French', 'Infantry', 'Line')

function withUnit(): { state: BattleState; unit: Unit } {
  const draft = addUnit({ id: 'u1', side: 'a', name: '45e Ligne', troop: line, provenance: 'as printed' })
  const state = applyOps(initialState(testSetup()), draft.ops)
  return { state, unit: state.units.u1! }
}

describe('roster actions', () => {
  it('adding a unit puts it on its side with the printed factors and says so in the log', () => {
    const draft = addUnit({ id: 'u1', side: 'a', name: ' 45e Ligne ', troop: line, provenance: 'as printed' })
    expect(draft.label).toBe('Added 45e Ligne (French Line infantry, 4 bases)')
    const { unit } = withUnit()
    expect(unit.side).toBe('a')
    expect(unit.kind).toBe('infantry')
    expect(unitState(unit).moraleFactor).toBe(7)
  })

  it('changes made before adding are kept, and a house-rule unit is flagged', () => {
    const d = addUnit({ id: 'u2', side: 'b', name: 'Grenzers', troop: line, provenance: 'house rule', changes: { bases: 6, quality: 'veteran' } })
    expect(d.label).toContain('6 bases, house rule')
    const u = applyOps(initialState(testSetup()), d.ops).units.u2!
    expect(unitState(u).quality).toBe('veteran')
  })

  it('an edit is labelled in rules words with before → after', () => {
    const { unit } = withUnit()
    const d = editUnit(unit, { formation: 'column', order: 'disordered' })
    expect(d?.label).toBe('45e Ligne: formation line → column, order formed → disordered')
    expect(editUnit(unit, { formation: 'line' })).toBeNull()
  })

  it('a factor typed over the printed one marks the unit "house rule"', () => {
    const { unit } = withUnit()
    const d = editUnit(unit, { moraleFactor: 8 })
    expect(d?.label).toBe('45e Ligne: morale factor 7 → 8, provenance as printed → house rule')
    expect(editUnit(unit, { quality: 'veteran' })?.label).toBe('45e Ligne: quality regular → veteran')
  })

  it('refuses a formation the troop type cannot take, naming the field', () => {
    const { unit } = withUnit()
    expect(() => editUnit(unit, { formation: 'skirmish' })).toThrow(RulesInputError)
    expect(() => editUnit(unit, { bases: 0 })).toThrow(expect.objectContaining({ field: 'bases' }))
  })

  it('bases follow the book (Basing): an infantry battalion of 2 or 7 bases is refused in player words, 3 and 6 are added', () => {
    const add = (bases: number) => () => addUnit({ id: 'u3', side: 'a', name: 'Voltigeurs', troop: line, provenance: 'as printed', changes: { bases } })
    expect(add(2)).toThrow(expect.objectContaining({ field: 'bases', message: 'Bases: 2 is not allowed, a battalion has 3 to 6 bases (rules: Basing)' }))
    expect(add(7)).toThrow(expect.objectContaining({ field: 'bases' }))
    expect(add(3)().label).toContain('3 bases')
    expect(add(6)().label).toContain('6 bases')
  })

  it('a unit saved with bases outside the book still changes formation; changing its bases checks the limits', () => {
    const { unit } = withUnit()
    const old = { ...unit, state: { ...unit.state, bases: 2 } }
    expect(editUnit(old, { formation: 'column' })?.label).toBe('45e Ligne: formation line → column')
    expect(() => editUnit(old, { bases: 2.5 })).toThrow(expect.objectContaining({ field: 'bases' }))
    expect(() => editUnit(unit, { meleeFactor: 21 })).toThrow(expect.objectContaining({ field: 'meleeFactor', message: expect.stringContaining('Mêlée: 21 is not allowed') }))
  })

  it('a second damaged base removes the damaged base: two damaged = one removed', () => {
    let { state, unit } = withUnit()
    const first = addCasualty(unit, 'damaged')
    state = applyOps(state, first.ops)
    unit = state.units.u1!
    expect([unitState(unit).damagedBases, unitState(unit).lostBases]).toEqual([1, 0])
    const second = addCasualty(unit, 'damaged')
    expect(second.label).toBe('45e Ligne: 1 base damaged (two damaged = one removed)')
    state = applyOps(state, second.ops)
    expect([unitState(state.units.u1!).damagedBases, unitState(state.units.u1!).lostBases]).toEqual([0, 1])
  })

  it('losing the last base destroys the unit', () => {
    let { state } = withUnit()
    for (let i = 0; i < 4; i++) state = applyOps(state, addCasualty(state.units.u1!, 'removed').ops)
    expect(unitState(state.units.u1!).status).toBe('destroyed')
    expect(() => addCasualty(state.units.u1!, 'removed')).toThrow(/no bases left/)
  })

  it('removing takes the unit off the roster', () => {
    const { state, unit } = withUnit()
    expect(applyOps(state, removeUnit(unit).ops).units.u1).toBeUndefined()
  })
})
