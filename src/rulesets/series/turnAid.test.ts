import { describe, expect, it } from 'vitest'
import type { OwedTest } from '@/rulesets/owed'
import { openOwed, unitBadges } from './turnAid'
import { apply, smallBattle } from './testkit'
import { formationDraft } from './unitOps'

const test = (kind: string, unitIds = ['u1']): OwedTest => ({ id: '3.0', owedBy: 3, kind, unitIds, label: '', reason: '', prefill: {} })

describe('series owed tests and badges', () => {
  it('morale and leader casualty on the Combat tab, obedience and delay on the Turn tab, the rest done at the table', () => {
    expect(openOwed(test('morale'))).toEqual({ tab: 'combat', query: { owed: '3.0', mode: 'morale' } })
    expect(openOwed(test('obedience'))).toEqual({ tab: 'turn', query: { owed: '3.0' } })
    expect(openOwed(test('delay'))).toEqual({ tab: 'turn', query: { owed: '3.0' } })
    expect(openOwed(test('leader casualty'))).toEqual({ tab: 'combat', query: { owed: '3.0', mode: 'leader' } })
    expect(openOwed(test('other'))).toBeNull()
  })
  it('steps, the disorganization marker, eliminated, tests owed', () => {
    let s = smallBattle()
    const ctx = { state: s, actions: [], owed: [] }
    expect(unitBadges(s.units.u1!, ctx)).toEqual([{ label: '7/7 steps', tone: 'info' }])
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { steps: 5 } }] })
    s = apply(s, formationDraft(s.units.u1!, 'disorganized', 2))
    expect(unitBadges(s.units.u1!, { ...ctx, owed: [test('morale')] })).toEqual([
      { label: 'disorganized (2)', tone: 'bad' }, { label: '5/7 steps', tone: 'warn' }, { label: 'morale owed', tone: 'warn' }])
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { steps: 0, status: 'eliminated' } }] })
    expect(unitBadges(s.units.u1!, ctx)).toEqual([{ label: 'eliminated', tone: 'bad' }, { label: 'disorganized (2)', tone: 'bad' }])
    expect(unitBadges(s.units.l1!, { ...ctx, owed: [test('obedience', ['l1']), test('delay', ['l1'])] })).toEqual([{ label: 'obedience owed, delay owed', tone: 'warn' }])
  })
  it('16.2 System A: a half-loss bar on the loss sheet shows while the unit is in play', () => {
    let s = smallBattle()
    const ctx = { state: s, actions: [], owed: [] }
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u2', state: { halfLoss: true } }] })
    expect(unitBadges(s.units.u2!, ctx)).toEqual([{ label: '2/2 steps', tone: 'info' }, { label: 'half-loss bar (16.2 A)', tone: 'warn' }])
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u2', state: { halfLoss: false } }] })
    expect(unitBadges(s.units.u2!, ctx)).toEqual([{ label: '2/2 steps', tone: 'info' }])
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u2', state: { halfLoss: true, steps: 0, status: 'eliminated' } }] })
    expect(unitBadges(s.units.u2!, ctx)).toEqual([{ label: 'eliminated', tone: 'bad' }])
  })
})
