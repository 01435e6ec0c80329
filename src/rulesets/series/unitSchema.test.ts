import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { UNIT_TYPES } from '@/engine/series/units'
import { FORMATIONS } from '@/engine/series/formations'
import { LEADER_RANKS, SERIES_FORMATIONS, SERIES_UNIT_STATE, SeriesLeaderStateSchema, SeriesUnitStateSchema } from './unitSchema'
import { lineInfantry, corpsLeader } from './testkit'

const issuesOf = (schema: v.GenericSchema, x: unknown) => {
  const r = v.safeParse(schema, x)
  return r.success ? [] : r.issues.map((i) => i.path?.map((p) => String(p.key)).join('.'))
}

describe('series unit state, version 1', () => {
  it('keeps the engine lists: every formation of chapter 4 and the three ranks of 14.1', () => {
    expect([...new Set(FORMATIONS.map((f) => f.formation))].sort()).toEqual([...SERIES_FORMATIONS].sort())
    expect(UNIT_TYPES).toEqual(['infantry', 'cavalry', 'artillery'])
    expect(LEADER_RANKS).toEqual(['corps', 'wing', 'army'])
  })
  it('one schema per kind, none for a kind it does not know', () => {
    expect(SERIES_UNIT_STATE.version).toBe(1)
    for (const k of ['infantry', 'cavalry', 'artillery']) expect(SERIES_UNIT_STATE.schemaFor(k)).toBe(SeriesUnitStateSchema)
    expect(SERIES_UNIT_STATE.schemaFor('leader')).toBe(SeriesLeaderStateSchema)
    expect(SERIES_UNIT_STATE.schemaFor('general')).toBeNull()
  })
  it('accepts a whole unit and a whole leader', () => {
    expect(issuesOf(SeriesUnitStateSchema, lineInfantry().state)).toEqual([])
    expect(issuesOf(SeriesLeaderStateSchema, corpsLeader().state)).toEqual([])
  })
  it('the optional 16.2 / 16.4 fields: absent in older battles, checked when present', () => {
    const u = lineInfantry().state
    expect(issuesOf(SeriesUnitStateSchema, { ...u, halfLoss: true, chargedAtTurn: 3, movementAllowance: 10 })).toEqual([])
    expect(issuesOf(SeriesUnitStateSchema, { ...u, chargedAtTurn: null })).toEqual([])
    expect(issuesOf(SeriesUnitStateSchema, { ...u, halfLoss: 'yes' })).toEqual(['halfLoss'])
    expect(issuesOf(SeriesUnitStateSchema, { ...u, chargedAtTurn: -1 })).toEqual(['chargedAtTurn'])
    expect(issuesOf(SeriesUnitStateSchema, { ...u, movementAllowance: 9.5 })).toEqual(['movementAllowance'])
  })
  it('refusals name the field', () => {
    expect(issuesOf(SeriesUnitStateSchema, { ...lineInfantry().state, formation: 'skirmish' })).toEqual(['formation'])
    expect(issuesOf(SeriesUnitStateSchema, { ...lineInfantry().state, steps: -1 })).toEqual(['steps'])
    expect(issuesOf(SeriesUnitStateSchema, { ...lineInfantry().state, originalSteps: 0 })).toEqual(['originalSteps'])
    expect(issuesOf(SeriesUnitStateSchema, { ...lineInfantry().state, disorganizedAtTurn: 2.5 })).toEqual(['disorganizedAtTurn'])
    expect(issuesOf(SeriesLeaderStateSchema, { ...corpsLeader().state, obedience: 7 })).toEqual(['obedience'])
    expect(issuesOf(SeriesLeaderStateSchema, { ...corpsLeader().state, combatBonus: -7 })).toEqual(['combatBonus'])
    expect(issuesOf(SeriesLeaderStateSchema, { ...corpsLeader().state, rank: 'king' })).toEqual(['rank'])
  })
})
