import { describe, expect, it } from 'vitest'
import { buildDeck, drawCard } from './deck'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { END_OF_TURN_RULE, endOfTurnIndecision, INITIATIVE_PASSES_RULE, initiativePasses, turnEndReason } from './deckTurn'

describe('initiative passing and end of turn (seed 004, Determining Initiative; End of Turn)', () => {
  it('passes on halt, retire, retreat, rout, a lost mêlée, a lost challenge, Command Indecision or by choice', () => {
    expect((['Advance', 'Charge', 'Shaken', 'Halt', 'Retire', 'Retreat', 'Rout'] as const).map((result) => initiativePasses({ kind: 'morale', result })))
      .toEqual([false, false, false, true, true, true, true])
    expect(initiativePasses({ kind: 'melee', won: false })).toBe(true)
    expect(initiativePasses({ kind: 'melee', won: true })).toBe(false)
    expect(initiativePasses({ kind: 'challenge', won: false })).toBe(true)
    expect(initiativePasses({ kind: 'card', cardType: 'Command Indecision' })).toBe(true)
    expect(initiativePasses({ kind: 'card', cardType: 'Officer Casualties' })).toBe(false)
    expect(initiativePasses({ kind: 'pass by choice' })).toBe(true)
  })

  it('the turn ends when either deck is used up or the D20s tie', () => {
    const full = buildDeck(1)
    let empty = buildDeck(0)
    for (let i = 0; i < 10; i++) empty = drawCard(empty).deck
    expect(turnEndReason([full, full])).toBeNull()
    expect(turnEndReason([full, empty])).toBe('deck used up')
    expect(turnEndReason([full, full], 'turn ends')).toBe('same D20 face in an initiative test')
    expect(turnEndReason([full, full], 'roll again')).toBeNull()
  })

  it('adds one indecision card when routed or destroyed units exceed the C-in-C leadership, at most one a turn', () => {
    expect(endOfTurnIndecision(3, 3)).toBe(0) // equal is not "greater than"
    expect(endOfTurnIndecision(4, 3)).toBe(1)
    expect(endOfTurnIndecision(9, 3)).toBe(1) // never more than one
    expect(endOfTurnIndecision(4, 3, 1)).toBe(0) // already added this turn
    // the running total still exceeds leadership next turn: another card (ruling), unless once per battle
    expect(endOfTurnIndecision(5, 3, 0, 'each turn')).toBe(1)
    expect(endOfTurnIndecision(5, 3, 1, 'once per battle')).toBe(0)
    expect(() => endOfTurnIndecision(-1, 3)).toThrow(/routedOrDestroyedUnits/)
    expect(() => endOfTurnIndecision(1, 7)).toThrow(/cInCLeadership must be 0–6/)
    expect(endOfTurnIndecision(0, 0)).toBe(0)
    expect(endOfTurnIndecision(1, 0)).toBe(1)
    expect(endOfTurnIndecision(7, 6)).toBe(1)
    expect(endOfTurnIndecision(6, 6, 0, 'once per battle')).toBe(0)
    expect(() => endOfTurnIndecision(1.5, 3)).toThrow('routedOrDestroyedUnits must be a whole number ≥ 0, got 1.5.')
    expect(() => endOfTurnIndecision(1, -1)).toThrow('cInCLeadership must be 0–6, got -1.')
    expect(() => endOfTurnIndecision(1, 2.5)).toThrow('cInCLeadership must be 0–6, got 2.5.')
    expect(() => endOfTurnIndecision(1, 1, -1)).toThrow('alreadyAdded must be a whole number ≥ 0, got -1.')
    expect(() => endOfTurnIndecision(1, 1, 0.5)).toThrow(/alreadyAdded/)
    expect(() => endOfTurnIndecision(1, 1, 0, 'never' as 'each turn')).toThrow('Unknown scope "never".')
    const codeAndField = (f: () => unknown) => { const e = errorOf<RulesInputError>(f); return [e.code, e.field] }
    expect(codeAndField(() => endOfTurnIndecision(-1, 3))).toEqual(['out-of-range', 'routedOrDestroyedUnits'])
    expect(codeAndField(() => endOfTurnIndecision(1, 7))).toEqual(['out-of-range', 'cInCLeadership'])
    expect(codeAndField(() => endOfTurnIndecision(1, 1, -1))).toEqual(['out-of-range', 'alreadyAdded'])
    expect(codeAndField(() => endOfTurnIndecision(1, 1, 0, 'never' as 'each turn'))).toEqual(['unknown-value', 'scope'])
    expect(END_OF_TURN_RULE).toEqual({ seed: '004', section: 'End of Turn' })
    expect(INITIATIVE_PASSES_RULE).toEqual({ seed: '004', section: 'Determining Initiative' })
  })
})
