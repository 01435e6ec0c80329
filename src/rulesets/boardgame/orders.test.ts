import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { Action } from '@/model/types'
import { combatDraft } from './combatDraft'
import { orderDraft, orderedThisRound, roundActions } from './orders'
import { asAction, quatreBras } from './testkit'
import { unitBadges } from './turnAid'

const card = (seq: number): Action => ({ seq, at: 0, kind: 'cards.play', label: 'card', ops: [] })

describe('boardgame: one order per unit per round (seed 000, 6.0)', () => {
  it('an order given, or a shot fired, counts as the unit\'s order until the next card', () => {
    const s = quatreBras()
    const log: Action[] = [card(1), asAction(orderDraft([], s.units['u2']!), 2), asAction(combatDraft(s.units['u1']!, s.units['u3']!, { hits: 0, flags: 0 }, 2), 3)]
    expect([...orderedThisRound(log)]).toEqual(['u2', 'u1'])
    expect(errorOf<RulesInputError>(() => orderDraft(log, s.units['u1']!)).message).toBe('2e Léger has had its order this round (6.0: one order per unit per round).')
    expect(orderDraft(log, s.units['u3']!)).toEqual({ kind: 'unit.ordered', by: 'b', label: '92nd Foot is given its order', ops: [], detail: { unitId: 'u3' } })
    const next = [...log, card(4)]
    expect(orderedThisRound(next).size).toBe(0)
    expect(roundActions(next)).toEqual([])
    expect(roundActions([...log, { seq: 4, at: 0, kind: 'cards.deal', label: 'deal', ops: [] }])).toEqual([])
    expect([...orderedThisRound([...log, { seq: 4, at: 0, kind: 'undo', label: 'Undo', ops: [], undoes: 3 }])]).toEqual(['u2'])
  })

  it('shows "ordered" on the unit for the rest of the round', () => {
    const s = quatreBras()
    const log: Action[] = [card(1), asAction(orderDraft([], s.units['u3']!), 2)]
    expect(unitBadges(s.units['u3']!, { state: s, actions: log, owed: [] })).toContainEqual({ label: 'ordered', tone: 'info' })
    expect(unitBadges(s.units['u1']!, { state: s, actions: log, owed: [] })).not.toContainEqual({ label: 'ordered', tone: 'info' })
  })
})
