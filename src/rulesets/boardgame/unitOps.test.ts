import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { addUnitDraft, editDraft, findUnit, generalDraft, generalOnMap, squareDraft, unitErrors } from './unitOps'
import { apply, quatreBras, unit } from './testkit'
import { bgState, bgUnits, isActive, sideName } from './unitState'

describe('boardgame units built by the players (seed 000, 1.1, 6.31)', () => {
  it('a new unit starts active at the strength it was given, with its general by name', () => {
    const s = quatreBras()
    expect(bgState(s.units['u1']!)).toEqual({ type: 'line-infantry', nation: 'French', elements: 4, startingElements: 4, general: 'Reille', inSquare: false, status: 'active' })
    expect(s.units['u1']!.kind).toBe('line-infantry')
    expect(bgState(s.units['u4']!).startingElements).toBe(2)
    expect(bgUnits(s, 'b').map((u) => u.name)).toEqual(['92nd Foot', 'Rogers'])
    expect(bgUnits(s).filter(isActive)).toHaveLength(4)
    expect(sideName(s, 'a')).toBe('Ney')
    expect(sideName(s, 'b')).toBe('Wellington')
  })

  it('labels the new unit with its type, elements and general', () => {
    const s = quatreBras()
    expect(addUnitDraft(s, unit({ name: '1er Léger', general: ' Jérôme ' }), 'x').label).toBe('1er Léger (Line infantry, 4 elements, Jérôme attached) joins')
    expect(addUnitDraft(s, unit({ type: 'horse-artillery', name: 'Horse battery', elements: 1 }), 'x').label).toBe('Horse battery (Horse artillery, 1 element) joins')
  })

  // 1.1: infantry counter + 3 chips = 4; light artillery counter + 1 chip = 2; garrisons a single piece.
  it('every refusal at once, each naming its field, at both edges of the elements', () => {
    const s = quatreBras()
    expect(unitErrors(s, unit({ name: ' ', elements: 5, general: 'Reille' }))).toEqual({
      name: 'Give the unit a name',
      elements: 'A line infantry has 1–4 elements (counter + 3 chips, 1.1).',
      general: 'Reille is on the map already, attached to 2e Léger: one general per unit and one place per general (6.31).',
    })
    expect(unitErrors(s, unit({ elements: 0 })).elements).toBe('A line infantry has 1–4 elements (counter + 3 chips, 1.1).')
    expect(unitErrors(s, unit({ elements: 2.5 })).elements).toBeDefined()
    expect(unitErrors(s, unit({ elements: 1 }))).toEqual({})
    expect(unitErrors(s, unit({ elements: 4 }))).toEqual({})
    expect(unitErrors(s, unit({ type: 'light-artillery', elements: 3 })).elements).toBe('A light artillery has 1–2 elements (counter + 1 chip, 1.1).')
    expect(unitErrors(s, unit({ type: 'garrison', elements: 2 })).elements).toBe('A garrison has 1–1 elements (counter + 0 chips, 1.1).')
    expect(unitErrors(s, unit({ type: 'hussar' as 'garrison' })).type).toBe('"hussar" is not a unit of this game (1.1).')
    expect(unitErrors(s, unit({ general: 'x'.repeat(61) })).general).toMatch(/at most 60/)
  })

  it('the same general name may lead on the other side, and again once his unit is gone', () => {
    const s = quatreBras()
    expect(unitErrors(s, unit({ side: 'b', general: 'reille' }))).toEqual({})
    expect(generalOnMap(s, 'a', ' REILLE ')?.attachedTo?.name).toBe('2e Léger')
    expect(generalOnMap(s, 'a', 'Ney')).toBeNull()
    const gone = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u1', state: { status: 'eliminated' } }] })
    expect(unitErrors(gone, unit({ general: 'Reille' }))).toEqual({})
  })

  it('addUnitDraft refuses with the first field named', () => {
    const e = errorOf<RulesInputError>(() => addUnitDraft(quatreBras(), unit({ name: '', elements: 9 }), 'x'))
    expect(e).toBeInstanceOf(RulesInputError)
    expect(e?.field).toBe('name')
  })

  it('attaches a general as one action; refuses one attached elsewhere', () => {
    const s = quatreBras()
    const cav = s.units['u2']!
    expect(generalDraft(s, cav, 'Kellermann', 'g1')).toEqual({ kind: 'unit.general', by: 'a', label: 'Kellermann attached to Cuirassiers', ops: [{ op: 'unit.patch', id: 'u2', state: { general: 'Kellermann' } }] })
    expect(generalDraft(s, s.units['u1']!, ' reille ', 'g1')).toBeNull()
    expect(errorOf<RulesInputError>(() => generalDraft(s, cav, 'Reille', 'g1')).message).toBe('Reille is attached to 2e Léger already (6.31).')
    expect(errorOf<RulesInputError>(() => generalDraft(s, cav, 'y'.repeat(61), 'g1')).field).toBe('general')
  })

  // 6.31: a general who leaves his unit stays on the map, alone in his hex.
  it('a general who leaves stays alone in his hex; he joins another unit from there in one action', () => {
    let s = quatreBras()
    const leave = generalDraft(s, s.units['u1']!, '', 'g1')!
    expect(leave.label).toBe('Reille leaves 2e Léger, alone in his hex')
    s = apply(s, leave)
    expect(s.units['g1']).toEqual({ id: 'g1', side: 'a', name: 'Reille', kind: 'general', state: { type: 'general', nation: 'French', elements: 1, startingElements: 1, general: '', inSquare: false, status: 'active' } })
    expect(generalOnMap(s, 'a', 'reille')?.alone?.id).toBe('g1')
    expect(unitErrors(s, unit({ name: 'x', general: 'Reille' })).general).toBe('Reille is on the map already, alone in his hex: one general per unit and one place per general (6.31).')
    const join = generalDraft(s, s.units['u2']!, 'Reille', 'g2')!
    expect(join.label).toBe('Reille attached to Cuirassiers')
    expect(join.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { general: 'Reille' } }, { op: 'unit.remove', id: 'g1' }])
    s = apply(s, join)
    expect(s.units['g1']).toBeUndefined()
    expect(errorOf<RulesInputError>(() => generalDraft(s, s.units['u1']!, 'Reille', 'g3')).field).toBe('general')
  })

  it('swapping generals leaves the old one alone', () => {
    const s = quatreBras()
    const d = generalDraft(s, s.units['u1']!, 'Foy', 'g1')!
    expect(d.label).toBe('Reille leaves 2e Léger, alone in his hex; Foy attached to 2e Léger')
    expect(d.ops.map((o) => o.op)).toEqual(['unit.patch', 'unit.put'])
  })

  it('a lone general is added as one piece; his name may not be on the map twice', () => {
    const s = quatreBras()
    const d = addUnitDraft(s, unit({ type: 'general', name: 'Ney', elements: 7, general: 'ignored' }), 'g')
    expect(d.label).toBe('Ney (general, alone in his hex) joins')
    const after = apply(s, d)
    expect(after.units['g']!.kind).toBe('general')
    expect(unitErrors(after, unit({ type: 'general', name: 'ney' })).name).toBe('ney is on the map already, alone in his hex (6.31).')
    expect(unitErrors(s, unit({ type: 'general', name: 'Reille' })).name).toBe('Reille is on the map already, attached to 2e Léger (6.31).')
    expect(unitErrors(s, unit({ type: 'general', name: '' })).name).toBe('Give the general a name')
    expect(errorOf<RulesInputError>(() => generalDraft(after, after.units['g']!, 'x', 'y')).field).toBe('general')
  })

  it('only infantry forms square (6.1)', () => {
    const s = quatreBras()
    expect(squareDraft(s.units['u1']!, true)?.label).toBe('2e Léger forms square')
    const sq = apply(s, squareDraft(s.units['u1']!, true)!)
    expect(bgState(sq.units['u1']!).inSquare).toBe(true)
    expect(squareDraft(sq.units['u1']!, true)).toBeNull()
    expect(squareDraft(sq.units['u1']!, false)?.label).toBe('2e Léger leaves square')
    expect(errorOf<RulesInputError>(() => squareDraft(s.units['u2']!, true))?.message).toBe('Only infantry forms square (6.1).')
    const g = apply(s, addUnitDraft(s, unit({ type: 'general', name: 'Ney' }), 'g'))
    expect(errorOf<RulesInputError>(() => squareDraft(g.units['g']!, true)).field).toBe('inSquare')
  })

  it('findUnit names a missing unit', () => {
    expect(findUnit(quatreBras(), 'u3').name).toBe('92nd Foot')
    expect(errorOf<RulesInputError>(() => findUnit(quatreBras(), 'nope'))?.field).toBe('unit')
  })
})

describe('boardgame unit corrections', () => {
  it('renames and corrects elements in one action, within what the unit started with', () => {
    const s = quatreBras()
    const u = s.units['u1']!
    expect(editDraft(u, ' 2e Léger ', 4)).toBeNull()
    expect(editDraft(u, '2e Léger', 3)).toEqual({ kind: 'unit.edit', by: 'a', label: '2e Léger corrected: 3 elements (was 4)', ops: [{ op: 'unit.patch', id: 'u1', state: { elements: 3 } }] })
    expect(editDraft(u, '4e Léger', 4)?.ops).toEqual([{ op: 'unit.patch', id: 'u1', name: '4e Léger', state: { elements: 4 } }])
    expect(editDraft(u, '4e Léger', 1)?.label).toBe('2e Léger corrected: renamed 4e Léger, 1 element (was 4)')
    expect(errorOf<RulesInputError>(() => editDraft(u, 'x', 5)).message).toBe('2e Léger has 1–4 elements (what it started with, 1.1); got 5.')
    expect(errorOf<RulesInputError>(() => editDraft(u, 'x', 0)).field).toBe('elements')
    expect(errorOf<RulesInputError>(() => editDraft(u, '', 2)).field).toBe('name')
  })
})
