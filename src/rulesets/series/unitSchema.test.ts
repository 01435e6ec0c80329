import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { UNIT_TYPES } from '@/engine/series/units'
import { FORMATIONS } from '@/engine/series/formations'
import { LEADER_RANKS, SERIES_FORMATIONS, SERIES_UNIT_STATE, SeriesLeaderStateSchema, SeriesUnitStateSchema } from './unitSchema'
import { importChanged } from '@/test-utils/played'
import { lineInfantry, corpsLeader } from './testkit'

const put = (f: any, i: number) => f.actions[i].ops[0].unit // eslint-disable-line @typescript-eslint/no-explicit-any

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

describe('a series battle holds its rules’ bounds on import (issue 26)', () => {
  it('the played battle imports', () => {
    expect(importChanged('series')).toBe('accepted')
  })

  it('more steps than the original steps (once thrown on screen as "Step losses must be a whole number, 0 or more, got −3") are refused, named', () => {
    expect(importChanged('series', (f) => { f.actions[4].ops[0].state.steps = 9 })).toBe('actions[4]: units.u3.state.steps: at most the counter\'s 6 original steps, got 9')
    expect(importChanged('series', (f) => { put(f, 0).state.steps = 8 })).toMatch(/^actions\[0\]: units\.u1\.state\.steps: at most the counter's 7/)
    // Huge step counts made the army's step losses a number in exponent form: refused the same way.
    expect(importChanged('series', (f) => { f.actions[4].ops[0].state.steps = 1e21 })).toMatch(/^actions\[4\]: units\.u3\.state\.steps: at most the counter's 6 original steps, got 1e\+21/)
  })

  it('a kind that disagrees with the type, and printed values the Units form refuses, are refused', () => {
    expect(importChanged('series', (f) => { put(f, 2).kind = 'cavalry' })).toMatch(/^actions\[2\]: units\.u3\.kind: "cavalry" disagrees with its state's type "infantry"/)
    expect(importChanged('series', (f) => { put(f, 1).state.fireRange = 12 })).toMatch(/^actions\[1\]: units\.u2\.state\.fireRange: Artillery range: 5 to 7 hexes \(3\.1\)/)
  })

  it('a turn, player turn or phase out of range, and a rout marker on a unit not in the battle, are refused', () => {
    expect(importChanged('series', (f) => { f.actions[6].ops[0].patch.turn.phase = 6 })).toMatch(/^actions\[6\]: battle\.turn\.phase: /)
    expect(importChanged('series', (f) => { f.actions[6].ops[0].patch.turn.playerTurn = 3 })).toMatch(/^actions\[6\]: battle\.turn\.playerTurn: /)
    expect(importChanged('series', (f) => { f.actions[6].ops[0].patch.turn.number = 0 })).toMatch(/^actions\[6\]: battle\.turn\.number: /)
    expect(importChanged('series', (f) => { f.actions[6].ops[0].patch.rout = { u9: 3 } })).toBe('actions[6]: battle.rout.u9: no unit "u9" in this battle')
    expect(importChanged('series', (f) => { f.actions[6].ops[0].patch.command = { l9: {} } })).toBe('actions[6]: battle.command.l9: no unit "l9" in this battle')
    expect(importChanged('series', (f) => { f.actions[6].ops[0].patch.fatigue = { 'a:I': -3 } })).toMatch(/^actions\[6\]: battle\.fatigue\.a:I: /)
  })
})
