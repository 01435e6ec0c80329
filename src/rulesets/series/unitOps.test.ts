import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { addLeaderDraft, addUnitDraft, formationDraft, stepsDraft, formationName, formationsFor, leaderStatusDraft, placeDraft, unitProblems, findUnit } from './unitOps'
import { apply, LEADER, LINE, smallBattle } from './testkit'
import { combatState, leaderState, stackOf, leadersWith, seriesUnitOf, seriesLeaderOf } from './unitState'

describe('series units from their counters', () => {
  it('a new unit is full strength, in good order, on top of its hex', () => {
    const d = addUnitDraft('a', LINE, 'u1')
    expect(d.kind).toBe('unit.add')
    expect(d.label).toBe('2e de ligne (infantry, 7 steps) joins')
    const s = smallBattle()
    expect(combatState(s.units.u1!)).toEqual({ type: 'infantry', originalSteps: 7, steps: 7, firepower: 3, meleeValue: 2, morale: 9, fireRange: 1, formation: 'line',
      disorganizedAtTurn: null, stackPosition: 0, corps: 'I', hex: '1205', status: 'active' })
    expect(addUnitDraft('a', { ...LINE, steps: 1 }, 'x').label).toBe('2e de ligne (infantry, 1 step) joins')
  })
  it('every problem at once, by field, with the rules\' limits (3.1, chapter 4)', () => {
    expect(unitProblems(LINE)).toEqual({})
    expect(unitProblems({ ...LINE, name: ' ', steps: 0, firepower: -1, meleeValue: 1.5, morale: -2, fireRange: 3, formation: 'limbered' })).toEqual({
      name: 'Give the unit a name', steps: 'Steps: a whole number from 1 to 10 (the printed number of steps; one hex holds at most 10 of infantry and artillery, 7 of cavalry: 5.1).',
      firepower: 'Firepower: a whole number from 0 to 99.', meleeValue: 'Melee value: a whole number from 0 to 99.', morale: 'Morale: a whole number from 1 to 12 (checked on two dice, 10.2).',
      fireRange: 'Infantry range: 1, or 2 for light infantry (3.1).', formation: 'Not a formation of infantry (chapter 4).' })
    // Issue 21: no field without an upper limit (steps 9999999999 and morale 25 were accepted); cavalry holds 7 steps a hex (5.1).
    expect(Object.keys(unitProblems({ ...LINE, steps: 9999999999, morale: 25 }))).toEqual(['steps', 'morale'])
    expect(Object.keys(unitProblems({ ...LINE, steps: 11, morale: 13, firepower: 100, meleeValue: 100 }))).toEqual(['steps', 'firepower', 'meleeValue', 'morale'])
    expect(unitProblems({ ...LINE, steps: 10, morale: 12 })).toEqual({})
    expect(unitProblems({ ...LINE, type: 'cavalry', steps: 8, firepower: 0, fireRange: 0 }).steps).toMatch(/^Steps: a whole number from 1 to 7 /)
    // A number not entered is not 0.
    expect(unitProblems({ ...LINE, steps: null, morale: null })).toEqual({ steps: 'Steps: not entered yet.', morale: 'Morale: not entered yet.' })
    expect(errorOf(() => addUnitDraft('a', { ...LINE, steps: null }, 'x'))).toMatchObject({ field: 'steps' })
    expect(unitProblems({ ...LINE, type: 'cavalry', firepower: 2, fireRange: 1 })).toEqual({ firepower: 'Cavalry has no firepower (3.1).', fireRange: 'Cavalry cannot fight by fire: range 0 (3.1).' })
    expect(unitProblems({ ...LINE, type: 'cavalry', firepower: 0, fireRange: 0 })).toEqual({})
    expect(unitProblems({ ...LINE, type: 'artillery', fireRange: 4, formation: 'unlimbered' })).toEqual({ fireRange: 'Artillery range: 5 to 7 hexes (3.1).' })
    for (const r of [5, 6, 7]) expect(unitProblems({ ...LINE, type: 'artillery', fireRange: r, formation: 'limbered' })).toEqual({})
    expect(unitProblems({ ...LINE, fireRange: 2 })).toEqual({})
    expect(unitProblems({ ...LINE, steps: 1, firepower: 0, meleeValue: 0, morale: 1 })).toEqual({})
    expect(unitProblems({ ...LINE, corps: 'x'.repeat(41), hex: 'y'.repeat(21) })).toEqual({ corps: 'Corps: at most 40 characters.', hex: 'Hex: at most 20 characters.' })
    expect(errorOf(() => addUnitDraft('a', { ...LINE, steps: 0 }, 'x'))).toMatchObject({ field: 'steps' })
  })
  it('formations of each arm, in the text\'s order (chapter 4)', () => {
    expect(formationsFor('infantry').map((f) => f.formation)).toEqual(['line', 'column', 'general-order', 'square', 'disorganized', 'tirailleurs'])
    expect(formationsFor('cavalry').map((f) => f.formation)).toEqual(['line', 'column', 'general-order', 'disorganized'])
    expect(formationsFor('artillery').map((f) => f.formation)).toEqual(['limbered', 'unlimbered', 'disorganized'])
    expect(formationName('infantry', 'square')).toBe('Infantry in square')
    expect(formationName('cavalry', 'square')).toBe('square')
  })
  it('a leader counter (14.2) with its back values, checked', () => {
    const s = smallBattle()
    expect(leaderState(s.units.l1!)).toEqual({ rank: 'corps', corps: 'I', combatBonus: 1, moraleBonus: 1, movementAllowance: 12, initiative: 3, obedience: 4, hex: '1205', status: 'active' })
    expect(addLeaderDraft('a', LEADER, 'l').label).toBe('Reille (corps commander) joins')
    // Each value within the rules' limits, said in words (not "combatBonus: …"); an empty bonus is not 0 (issues 21, 26).
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, combatBonus: 7 }, 'l')).message).toBe('Combat bonus: a whole number from −6 to 6, as printed on the counter.')
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, moraleBonus: null }, 'l'))).toMatchObject({ field: 'moraleBonus', message: 'Morale bonus: not entered yet.' })
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, movementAllowance: 100 }, 'l'))).toMatchObject({ field: 'movementAllowance' })
    expect(addLeaderDraft('a', { ...LEADER, combatBonus: -6, movementAllowance: 99, initiative: null }, 'l').kind).toBe('leader.add')
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, obedience: 7 }, 'l'))).toMatchObject({ field: 'obedience', message: 'Obedience: a whole number from 0 to 6, or blank.' })
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, initiative: -1 }, 'l'))).toMatchObject({ field: 'initiative' })
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, combatBonus: 7 }, 'l'))).toMatchObject({ field: 'combatBonus' })
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, moraleBonus: 0.5 }, 'l'))).toMatchObject({ field: 'moraleBonus' })
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, movementAllowance: -1 }, 'l'))).toMatchObject({ field: 'movementAllowance' })
    expect(errorOf(() => addLeaderDraft('a', { ...LEADER, name: '' }, 'l'))).toMatchObject({ field: 'name' })
    expect(addLeaderDraft('a', { ...LEADER, initiative: null, obedience: 0, combatBonus: -6, moraleBonus: 6 }, 'l').kind).toBe('leader.add')
    expect(seriesLeaderOf(s.units.l1!)).toEqual({ name: 'Reille', rank: 'corps', corps: 'I', combatBonus: 1, moraleBonus: 1, movementAllowance: 12, initiative: 3, obedience: 4 })
  })
  it('becoming disorganized writes the marker with the turn (3.3); only a rally removes it (11.3)', () => {
    let s = smallBattle()
    const d = formationDraft(s.units.u1!, 'disorganized', 4)!
    expect(d.label).toBe('2e de ligne: disorganized infantry (marker 4)')
    s = apply(s, d)
    expect(combatState(s.units.u1!)).toMatchObject({ formation: 'disorganized', disorganizedAtTurn: 4 })
    expect(errorOf(() => formationDraft(s.units.u1!, 'line', 5))).toMatchObject({ field: 'formation', message: '2e de ligne is disorganized: only a successful rally check removes the marker (11.3).' })
    expect(formationDraft(s.units.u1!, 'disorganized', 5)).toBeNull()
    expect(formationDraft(smallBattle().units.u1!, 'column', 2)!.label).toBe('2e de ligne: infantry in column')
    expect(errorOf(() => formationDraft(smallBattle().units.u1!, 'limbered', 2))).toMatchObject({ field: 'formation' })
  })
  it('a hex\'s stack, top first (5.9), and the leader stacked with a unit (14.0)', () => {
    let s = smallBattle()
    s = apply(s, placeDraft(s.units.u2!, '1205', 1))
    expect(stackOf(s, s.units.u1!).map((u) => u.id)).toEqual(['u1', 'u2'])
    expect(leadersWith(s, s.units.u1!).map((u) => u.id)).toEqual(['l1'])
    expect(leadersWith(s, s.units.u3!)).toEqual([])
    expect(placeDraft(s.units.u2!, '1205', 1)).toBeNull()
    expect(placeDraft(s.units.u2!, '', 0)!.label).toBe('Foot battery: hex not noted, on top')
    expect(placeDraft(s.units.l1!, '1305', 0)!.label).toBe('Reille: hex 1305')
    expect(errorOf(() => placeDraft(s.units.u2!, '1205', 10)).message).toBe('Stack place: 0 for the top unit, 1 under it… up to 9 (5.1).')
    expect(placeDraft(s.units.u2!, '1206', 9)).not.toBeNull()
    expect(errorOf(() => placeDraft(s.units.u2!, '1205', -1))).toMatchObject({ field: 'stackPosition' })
    expect(errorOf(() => placeDraft(s.units.u2!, 'x'.repeat(21), 0))).toMatchObject({ field: 'hex' })
    const lone = apply(s, placeDraft(s.units.u1!, '', 0))
    expect(stackOf(lone, lone.units.u1!).map((u) => u.id)).toEqual(['u1'])
    expect(leadersWith(lone, lone.units.u1!)).toEqual([])
    expect(seriesUnitOf(s.units.u1!, 'l1')).toMatchObject({ id: 'u1', leader: 'l1', corps: 'I' })
  })
  it('steps corrected by hand (3.6): 0 eliminates, never above the printed steps', () => {
    const s = smallBattle()
    expect(stepsDraft(s.units.u1!, 7)).toBeNull()
    const d = stepsDraft(s.units.u1!, 5)!
    expect(d.label).toBe('2e de ligne: steps 7 → 5 by hand')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u1', state: { steps: 5, status: 'active' } }])
    expect(stepsDraft(s.units.u1!, 0)!.label).toBe('2e de ligne: steps 7 → 0 by hand (eliminated)')
    expect(stepsDraft(s.units.u1!, 0)!.ops).toEqual([{ op: 'unit.patch', id: 'u1', state: { steps: 0, status: 'eliminated' } }])
    expect(errorOf(() => stepsDraft(s.units.u1!, 8))).toMatchObject({ field: 'steps', message: '2e de ligne: steps from 0 to the printed 7.' })
    expect(errorOf(() => stepsDraft(s.units.u1!, -1))).toMatchObject({ field: 'steps' })
    expect(errorOf(() => stepsDraft(s.units.u1!, 1.5))).toMatchObject({ field: 'steps' })
  })
  it('leader status and finding units', () => {
    const s = smallBattle()
    expect(leaderStatusDraft(s.units.l1!, 'active')).toBeNull()
    expect(leaderStatusDraft(s.units.l1!, 'wounded')!.label).toBe('Reille: wounded')
    expect(findUnit(s, 'u1').name).toBe('2e de ligne')
    expect(errorOf(() => findUnit(s, 'nope'))).toMatchObject({ field: 'unit' })
  })
})
