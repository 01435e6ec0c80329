import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { seriesMorale } from '@/engine/series/morale'
import type { BattleState } from '@/model/types'
import { reintegrationCandidate, reintegrationDraft, reintegrationInput, usesReintegration, whyNotReintegrate } from './reintegration'
import { apply, smallBattle } from './testkit'
import { formationDraft } from './unitOps'

const OK = { outOfEnemyFireRange: true, movedThisMovementPhase: false }
const rally = (s: BattleState): BattleState => ({ ...s, battle: { ...s.battle, turn: { number: 2, playerTurn: 1, phase: 5 } } })
const lose = (s: BattleState, id: string, steps: number) => apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id, state: { steps } }] })
const on = () => rally(lose(smallBattle({ advanced: { troopsReintegration: true } }), 'u1', 5))

describe('troops reintegration (16.7)', () => {
  it('the option; the unit as the engine sees it (Reille is on 2e de ligne in 1205)', () => {
    expect(usesReintegration(on())).toBe(true)
    expect(usesReintegration(smallBattle())).toBe(false)
    const s = on()
    expect(reintegrationCandidate(s, s.units.u1!, OK)).toEqual({ goodOrder: true, outOfEnemyFireRange: true, leaderStacked: true, movedThisMovementPhase: false, stepsLost: 2, eliminated: false })
    expect(reintegrationCandidate(s, s.units.u2!, { outOfEnemyFireRange: false, movedThisMovementPhase: true })).toMatchObject({ leaderStacked: false, stepsLost: 0, outOfEnemyFireRange: false, movedThisMovementPhase: true })
  })
  it('why not: outside the rally phase, each condition', () => {
    const s = on()
    expect(whyNotReintegrate(s, s.units.u1!, OK)).toBeNull()
    expect(whyNotReintegrate({ ...s, battle: { ...s.battle, turn: { number: 2, playerTurn: 1, phase: 4 } } }, s.units.u1!, OK)).toBe('only during a rally phase')
    expect(whyNotReintegrate(s, s.units.u1!, { ...OK, outOfEnemyFireRange: false })).toBe('the unit must be out of fire range of an enemy unit')
    expect(whyNotReintegrate(s, s.units.u1!, { ...OK, movedThisMovementPhase: true })).toBe('the unit must not have moved during the movement phase')
    expect(whyNotReintegrate(s, s.units.u2!, OK)).toBe('a leader must be on the unit')
    const broken = apply(s, formationDraft(s.units.u1!, 'disorganized', 2))
    expect(whyNotReintegrate(broken, broken.units.u1!, OK)).toBe('the unit must be in good order')
    const gone = lose(s, 'u1', 0)
    expect(whyNotReintegrate(gone, gone.units.u1!, OK)).toBe('a unit totally eliminated cannot recover losses')
    const whole = lose(s, 'u1', 7)
    expect(whyNotReintegrate(whole, whole.units.u1!, OK)).toBe('the unit has no loss to recover')
  })
  it('the morale check with the leader\'s bonus; success recovers one step, failure nothing, each one action', () => {
    const s = on()
    const input = reintegrationInput(s, s.units.u1!)
    expect(input).toMatchObject({ morale: 9, purpose: 'reintegration', leader: { moraleBonus: 1, command: 'own corps' }, steps: { original: 7, current: 5 } })
    const ok = seriesMorale.resolve(input, [3, 4])
    expect(ok.outcome).toBe('success')
    const d = reintegrationDraft(s, s.units.u1!, OK, ok, undefined)
    expect(d.label).toBe(`2e de ligne: reintegration morale check success (7 vs ${ok.modifiedMorale}) — recovers one step 5→6 (16.7)`)
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u1', state: { steps: 6 } }, { op: 'battle.patch', patch: { reintegration: { u1: '2.1' } } }])
    const after = apply(s, d)
    expect(whyNotReintegrate(after, after.units.u1!, OK)).toBe('it already tried in this rally phase (one step a rally phase; it may try again the following turns)')
    const second = { ...after, battle: { ...after.battle, turn: { number: 2, playerTurn: 2, phase: 5 } } }
    expect(whyNotReintegrate(second, second.units.u1!, OK)).toBe('only in its own army\'s rally phase')
    const next = { ...after, battle: { ...after.battle, turn: { number: 3, playerTurn: 1, phase: 5 } } }
    expect(whyNotReintegrate(next, next.units.u1!, OK)).toBeNull()
    expect(whyNotReintegrate({ ...after, battle: { ...after.battle, reintegration: [] } }, after.units.u1!, OK)).toBeNull()
    const ko = seriesMorale.resolve(input, [6, 6])
    const f = reintegrationDraft(s, s.units.u1!, OK, ko, undefined)
    expect(f.label).toBe(`2e de ligne: reintegration morale check failure (12 vs ${ko.modifiedMorale}) — no step recovered (16.7)`)
    expect(f.ops).toEqual([{ op: 'battle.patch', patch: { reintegration: { u1: '2.1' } } }])
    expect(errorOf(() => reintegrationDraft(s, s.units.u2!, OK, ok, undefined))).toMatchObject({ field: 'reintegration', message: 'Foot battery cannot recover a step: a leader must be on the unit (16.7).' })
  })
})
