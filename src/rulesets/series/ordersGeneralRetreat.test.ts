import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { Action, BattleState } from '@/model/types'
import { aideArrivesDraft, initialOrderDraft, sendOrderDraft } from './command'
import { commandOf } from './commandState'
import { generalRetreatDraft, generalRetreatSentThisTurn } from './ordersGeneralRetreat'
import { apply, LEADER, smallBattle } from './testkit'
import { addLeaderDraft } from './unitOps'

let seq = 0
const logged = (d: { kind: string; label: string; by?: 'a' | 'b' | 'umpire' }): Action => ({ id: `s${++seq}`, seq, at: 0, kind: d.kind, label: d.label, ops: [], ...(d.by ? { by: d.by } : {}) })
const battle = (): BattleState => {
  let s = apply(smallBattle({ advanced: { commandLevel: 3 } }), addLeaderDraft('a', { ...LEADER, name: 'Ney', corps: 'II' }, 'l2'))
  s = apply(s, initialOrderDraft(s, s.units.l1!, 'attack'))
  return apply(s, initialOrderDraft(s, s.units.l2!, 'defense'))
}

describe('general retreat order (17.3)', () => {
  it('an aide rides to every corps commander with a retreat order, one action; checked on arrival like any order', () => {
    let s = battle()
    const d = generalRetreatDraft(s, [], 'a')
    expect(d.label).toBe('General retreat order (17.3): aides ride to Reille, Ney')
    s = apply(s, d)
    expect(commandOf(s, 'l1')!.aides).toEqual([{ id: 'general retreat', order: 'retreat', sentTurn: 1, leg: 'to corps commander', notBefore: 1 }])
    expect(commandOf(s, 'l2')!.aides.map((a) => a.order)).toEqual(['retreat'])
    expect(aideArrivesDraft(s, s.units.l2!, 'general retreat', 3).detail?.owes).toHaveLength(1)
    expect(generalRetreatSentThisTurn([logged(d)], 'a')).toBe(true)
    expect(generalRetreatSentThisTurn([logged(d)], 'b')).toBe(false)
    expect(generalRetreatSentThisTurn([logged(d), logged({ kind: 'turn.next', label: '' })], 'a')).toBe(false)
  })
  it('refused after another order this turn, twice, below level 3, or with no corps order yet', () => {
    const s = battle()
    const sent = logged(sendOrderDraft(s, s.units.l1!, { order: 'march', aideId: '1' }))
    expect(errorOf(() => generalRetreatDraft(s, [sent], 'a'))).toMatchObject({ field: 'order', message: 'The army commander has already sent an order this turn: a general retreat is the only order of its turn (17.3).' })
    expect(errorOf(() => generalRetreatDraft(s, [logged(generalRetreatDraft(s, [], 'a'))], 'a'))).toMatchObject({ field: 'order' })
    expect(generalRetreatDraft(s, [sent, logged({ kind: 'turn.next', label: '' })], 'a').ops).toHaveLength(1)
    expect(errorOf(() => generalRetreatDraft(smallBattle({ advanced: { commandLevel: 2 } }), [], 'a'))).toMatchObject({ field: 'commandLevel' })
    expect(errorOf(() => generalRetreatDraft(smallBattle({ advanced: { commandLevel: 3 } }), [], 'a'))).toMatchObject({ field: 'order', message: 'No corps commander has an order yet: give each his initial order first (17.3).' })
  })
})
