import { describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import { nextPhaseDraft } from './turn'
import { currentTurn, FIRST_TURN, nextTurnState, phaseName, phasingSide, PHASES } from './turnState'
import { seriesLogTurn } from './logTurn'
import { armyCount, armyMoraleOf, armyMoraleStep } from './armyMorale'
import { apply, smallBattle } from './testkit'
import { formationDraft } from './unitOps'

describe('the game sequence (2.0)', () => {
  it('six phases per player turn, in the text\'s order', () => {
    expect(PHASES).toEqual(['Cavalry charges', 'Regular movement', 'Defensive fire', 'Offensive fire', 'Melee phase', 'Rally phase'])
  })
  it('a fresh battle is turn 1, first player, cavalry charges; bad records read as that', () => {
    const s = smallBattle()
    expect(currentTurn(s)).toEqual(FIRST_TURN)
    expect(FIRST_TURN).toEqual({ number: 1, playerTurn: 1, phase: 0 })
    expect(currentTurn({ battle: { turn: { number: 0, playerTurn: 3, phase: 6 } } })).toEqual(FIRST_TURN)
    expect(currentTurn({ battle: { turn: [] } })).toEqual(FIRST_TURN)
    expect(currentTurn({ battle: { turn: { number: 4, playerTurn: 2, phase: 5 } } })).toEqual({ number: 4, playerTurn: 2, phase: 5 })
  })
  it('phase, then second player turn, then the next game turn', () => {
    expect(nextTurnState({ number: 1, playerTurn: 1, phase: 0 })).toEqual({ number: 1, playerTurn: 1, phase: 1 })
    expect(nextTurnState({ number: 1, playerTurn: 1, phase: 4 })).toEqual({ number: 1, playerTurn: 1, phase: 5 })
    expect(nextTurnState({ number: 1, playerTurn: 1, phase: 5 })).toEqual({ number: 1, playerTurn: 2, phase: 0 })
    expect(nextTurnState({ number: 1, playerTurn: 2, phase: 5 })).toEqual({ number: 2, playerTurn: 1, phase: 0 })
    expect(phaseName({ number: 1, playerTurn: 1, phase: 2 })).toBe('Defensive fire')
    expect(phasingSide({ number: 1, playerTurn: 1, phase: 0 }, 'b')).toBe('b')
    expect(phasingSide({ number: 1, playerTurn: 2, phase: 0 }, 'b')).toBe('a')
    expect(phasingSide({ number: 1, playerTurn: 2, phase: 0 }, 'a')).toBe('b')
  })
  it('each step is one action; a new game turn says so and starts the log\'s group', () => {
    let s = smallBattle()
    const d = nextPhaseDraft(s)
    expect(d).toMatchObject({ kind: 'turn.phase', label: 'Turn 1, Ney: regular movement' })
    for (let i = 0; i < 6; i++) s = apply(s, nextPhaseDraft(s))
    expect(currentTurn(s)).toEqual({ number: 1, playerTurn: 2, phase: 0 })
    for (let i = 0; i < 5; i++) s = apply(s, nextPhaseDraft(s))
    const t2 = nextPhaseDraft(s)
    expect(t2).toMatchObject({ kind: 'turn.next', label: 'Turn 2 begins — Ney: cavalry charges' })
    expect(seriesLogTurn({ ...t2, id: 's1', seq: 1, at: 0 } as Action)).toBe('Turn 2')
    expect(seriesLogTurn({ ...d, id: 's1', seq: 1, at: 0 } as Action)).toBeNull()
    expect(seriesLogTurn({ kind: 'turn.next', label: '', ops: [{ op: 'battle.patch', patch: { turn: 3 } }], id: 's1', seq: 1, at: 0 })).toBeNull()
  })
})

describe('army morale (12)', () => {
  it('losses plus disorganized units, against the battle\'s levels', () => {
    let s = smallBattle({})
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u3', state: { steps: 3 } }] })
    expect(armyCount(s, 'b')).toEqual({ stepLosses: 3, disorganized: 0, total: 3 })
    s = apply(s, formationDraft(s.units.u3!, 'disorganized', 1))
    expect(armyCount(s, 'b')).toEqual({ stepLosses: 3, disorganized: 1, total: 4 })
    expect(armyMoraleOf(s, 'b')).toEqual({ level: 'good', demoralizationCheckDone: false, desperateCheckDone: false })
    expect(armyMoraleStep(s, 'b', null)).toEqual({ state: armyMoraleOf(s, 'b'), owes: [] })
  })
  it('reaching the demoralization level once owes a check of each good-order unit with a loss (12.1)', () => {
    let s = smallBattle()
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { steps: 5 } }] })
    const r = armyMoraleStep(s, 'a', { demoralization: 2 })
    expect(r.state).toEqual({ level: 'demoralized', demoralizationCheckDone: true, desperateCheckDone: false })
    expect(r.owes).toEqual([{ kind: 'morale', unitIds: ['u1'], label: '2e de ligne: morale check', reason: 'army demoralized (12.1)', prefill: { purpose: 'army-morale' } }])
    const d = armyMoraleStep(s, 'a', { demoralization: 1, desperate: 2 })
    expect(d.owes.map((o) => [o.unitIds[0], o.reason])).toEqual([['u1', 'army desperate (12.2)'], ['u2', 'army desperate (12.2)']])
    let t = s
    for (let i = 0; i < 12; i++) t = apply(t, nextPhaseDraft(t))
    expect(armyMoraleOf(t, 'a').level).toBe('good')
  })
  it('the new game turn records each army\'s level and owes its one-time checks', () => {
    let s = smallBattle({ thresholds: { a: { demoralization: 2 } } })
    s = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { steps: 5 } }] })
    for (let i = 0; i < 11; i++) s = apply(s, nextPhaseDraft(s))
    const d = nextPhaseDraft(s)
    expect(d.detail?.owes).toEqual([{ kind: 'morale', unitIds: ['u1'], label: '2e de ligne: morale check', reason: 'army demoralized (12.1)', prefill: { purpose: 'army-morale' } }])
    s = apply(s, d)
    expect(armyMoraleOf(s, 'a')).toEqual({ level: 'demoralized', demoralizationCheckDone: true, desperateCheckDone: false })
    expect(armyMoraleOf({ ...s, battle: { armyMorale: { a: 'x' } } }, 'a').level).toBe('good')
  })
})
