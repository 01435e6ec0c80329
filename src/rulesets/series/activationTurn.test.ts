import { describe, expect, it } from 'vitest'
import type { BattleState, JsonRecord } from '@/model/types'
import { addLeaderDraft } from './unitOps'
import { apply, LEADER, smallBattle } from './testkit'
import { activateDraft, activationOf, playingSide, startActivationDraft } from './activationOps'
import { activationStep } from './activationTurn'
import { nextPhaseDraft } from './turn'
import { currentTurn } from './turnState'

const patched = (s: BattleState, patch: JsonRecord): BattleState => apply(s, { kind: 'x', by: 'umpire', label: 'x', ops: [{ op: 'battle.patch', patch }] })
const interactive = () => apply(smallBattle({ advanced: { interactiveGame: true } }), addLeaderDraft('b', { ...LEADER, name: 'Hill', corps: 'II' }, 'l2'))
const phases = (s: BattleState, n: number) => { for (let i = 0; i < n; i++) s = apply(s, nextPhaseDraft(s)); return s }

describe('the interactive game\'s sequence (20.2)', () => {
  it('each activated corps plays the six phases; then the next army activates, same game turn', () => {
    let s = interactive()
    s = apply(s, startActivationDraft(s, 'a'))
    s = apply(s, activateDraft(s, 'a', ['l1']))
    expect(nextPhaseDraft(s).label).toBe('Turn 1, Ney: regular movement')
    s = phases(s, 5)
    expect(currentTurn(s)).toEqual({ number: 1, playerTurn: 1, phase: 5 })
    const over = nextPhaseDraft(s)
    expect(over.label).toBe('Turn 1: the activation is over — Wellington activates a corps (20.2)')
    expect(over.kind).toBe('turn.phase')
    s = apply(s, over)
    expect(currentTurn(s)).toEqual({ number: 1, playerTurn: 2, phase: 0 })
    expect(activationOf(s)!.current).toBeNull()
    expect(playingSide(s)).toBe('b')
    s = apply(s, activateDraft(s, 'b', ['l2']))
    expect(nextPhaseDraft(s).label).toBe('Turn 1, Wellington: regular movement')
    s = phases(s, 5)
    // No corps left: the rally phase ends the game turn.
    const next = nextPhaseDraft(s)
    expect(next.kind).toBe('turn.next')
    s = apply(s, next)
    expect(currentTurn(s)).toEqual({ number: 2, playerTurn: 1, phase: 0 })
    expect(activationOf(s)).toMatchObject({ turn: 1, current: null, lastActivated: ['l2'] })
  })
  it('the game turn ends from either player turn when no corps is left', () => {
    let s = patched(interactive(), { turn: { number: 3, playerTurn: 2, phase: 5 } })
    s = patched(s, { activation: { turn: 3, unactivated: { a: [], b: [] }, next: null, lastActivated: ['l1'], current: { side: 'a', corps: ['l1'], crossAttached: 0 } } })
    expect(activationStep(s)).toEqual({ t: { number: 4, playerTurn: 1, phase: 0 }, nextArmy: null, patch: { activation: { turn: 3, unactivated: { a: [], b: [] }, next: null, lastActivated: ['l1'], current: null } } })
    s = patched(s, { turn: { number: 3, playerTurn: 1, phase: 5 } })
    expect(activationStep(s)!.t).toEqual({ number: 4, playerTurn: 1, phase: 0 })
  })
  it('the standard sequence otherwise: option off, activations not started this turn, or not the rally phase', () => {
    const off = patched(smallBattle(), { turn: { number: 1, playerTurn: 1, phase: 5 }, activation: { turn: 1, unactivated: { a: [], b: [{ id: 'l2' }] }, next: 'b', lastActivated: [], current: null } })
    expect(activationStep(off)).toBeNull()
    expect(activationStep(patched(interactive(), { turn: { number: 1, playerTurn: 1, phase: 5 } }))).toBeNull()
    let s = interactive()
    s = apply(s, startActivationDraft(s, 'a'))
    expect(activationStep(patched(s, { turn: { number: 1, playerTurn: 1, phase: 4 } }))).toBeNull()
    expect(activationStep(patched(s, { turn: { number: 2, playerTurn: 1, phase: 5 } }))).toBeNull()
    expect(activationStep(patched(s, { turn: { number: 1, playerTurn: 1, phase: 5 } }))!.nextArmy).toBe('a')
    expect(phases(smallBattle(), 6).battle.turn).toEqual({ number: 1, playerTurn: 2, phase: 0 })
  })
})
