import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState } from '@/model/types'
import { isRouted, routDraft, routMarkers, ROUTED_EFFECTS, usesRout } from './unitRout'
import { apply, smallBattle } from './testkit'
import { formationDraft } from './unitOps'

const atTurn = (s: BattleState, n: number): BattleState => ({ ...s, battle: { ...s.battle, turn: { number: n, playerTurn: 1, phase: 3 } } })
const on = () => atTurn(smallBattle({ advanced: { rout: true } }), 4)

describe('rout (16.5)', () => {
  it('text example: disorganized, a new disorganization in turn 4: two "6" markers, rally no sooner than turn 8', () => {
    let s = on()
    expect(usesRout(s)).toBe(true)
    s = apply(s, formationDraft(s.units.u1!, 'disorganized', 3))
    const d = routDraft(s, s.units.u1!, 'new disorganization')
    expect(d.label).toBe('2e de ligne routs on a new disorganization result (16.5): two 6 markers, may rally from turn 8; retreats its whole movement toward its lines of communication')
    s = apply(s, d)
    expect(s.units.u1!.state).toMatchObject({ formation: 'disorganized', disorganizedAtTurn: 6 })
    expect(routMarkers(s)).toEqual({ u1: 6 })
    expect(isRouted(s, s.units.u1!)).toBe(true)
    expect(errorOf(() => routDraft(s, s.units.u1!, 'contamination'))).toMatchObject({ field: 'rout', message: '2e de ligne is already routed.' })
  })
  it('contamination routs a unit in any state, with no morale check', () => {
    let s = on()
    const d = routDraft(s, s.units.u2!, 'contamination')
    expect(d.label).toBe('Foot battery routed by contact with a routed unit (16.5): two 6 markers, may rally from turn 8; retreats its whole movement toward its lines of communication')
    s = apply(s, d)
    expect(isRouted(s, s.units.u2!)).toBe(true)
    expect(isRouted(s, s.units.u1!)).toBe(false)
  })
  it('a rally (good order again) or a new marker ends the rout; bad records are ignored', () => {
    let s = apply(on(), routDraft(on(), on().units.u2!, 'contamination'))
    const rallied = apply(s, { kind: 'rally', label: '', ops: [{ op: 'unit.patch', id: 'u2', state: { formation: 'limbered', disorganizedAtTurn: null } }] })
    expect(isRouted(rallied, rallied.units.u2!)).toBe(false)
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u2', state: { disorganizedAtTurn: 9 } }] })
    expect(isRouted(s, s.units.u2!)).toBe(false)
    expect(routMarkers({ ...s, battle: { rout: { u1: 'x', u2: 0, u3: 2.5, u4: 3 } } })).toEqual({ u4: 3 })
    expect(routMarkers({ ...s, battle: { rout: [] } })).toEqual({})
  })
  it('refusals: option off, not disorganized, eliminated', () => {
    const off = smallBattle()
    expect(errorOf(() => routDraft(off, off.units.u1!, 'contamination'))).toMatchObject({ field: 'rout' })
    const s = on()
    expect(errorOf(() => routDraft(s, s.units.u1!, 'new disorganization'))).toMatchObject({ field: 'formation', message: 'Only a unit already disorganized routs on a new disorganization result (16.5).' })
    const gone = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { status: 'eliminated', steps: 0 } }] })
    expect(errorOf(() => routDraft(gone, gone.units.u1!, 'contamination'))).toMatchObject({ field: 'status' })
  })
  it('the effects the text lists', () => {
    expect(ROUTED_EFFECTS.slice(0, 3)).toEqual(['morale -3', 'fire value 0', 'melee value 0'])
  })
})
