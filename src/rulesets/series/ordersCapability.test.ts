import { describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import { capabilityText, ordersSentThisTurn, printedCapability } from './ordersCapability'
import { smallBattle } from './testkit'

let seq = 0
const act = (kind: string, by?: 'a' | 'b'): Action => ({ id: `s${++seq}`, seq, at: 0, kind, label: kind, ops: [], ...(by ? { by } : {}) })

describe('army commander order capabilities (17.3)', () => {
  it('counts the orders sent by one army since the turn began, undone ones left out', () => {
    const log = [act('order.sent', 'a'), act('turn.next'), act('order.sent', 'a'), act('order.sent', 'b'), act('order.arrives', 'a'), act('order.sent', 'a')]
    expect(ordersSentThisTurn(log, 'a')).toBe(2)
    expect(ordersSentThisTurn(log, 'b')).toBe(1)
    expect(ordersSentThisTurn([...log, act('undo')], 'a')).toBe(1)
    expect(ordersSentThisTurn([], 'a')).toBe(0)
  })
  it('the printed capability by nationality: French 3, English 2, Russia 1; Prussian and others from the battle', () => {
    const s = smallBattle()
    const named = (a: string, b: string) => ({ ...s, setup: { ...s.setup, sides: [{ ...s.setup.sides[0], nationality: a }, { ...s.setup.sides[1], nationality: b }] as typeof s.setup.sides } })
    expect(printedCapability(named('French', 'English'), 'a')).toEqual({ nation: 'French', orders: 3 })
    expect(printedCapability(named('French', 'English'), 'b')).toEqual({ nation: 'English', orders: 2 })
    expect(printedCapability(named('Russia', 'Prussian'), 'a')).toEqual({ nation: 'Russia', orders: 1 })
    expect(printedCapability(named('Russia', 'Prussian'), 'b')).toBeNull()
    expect(capabilityText(named('French', 'Prussian'), [act('order.sent', 'a')], 'a')).toBe('New orders sent this turn: 1 (17.3, French: 3 a turn, unless the battle\'s special rules say otherwise).')
    expect(capabilityText(named('French', 'Prussian'), [], 'b')).toBe('New orders sent this turn: 0 (17.3, the number a turn comes from the battle\'s special rules (Prussian: 1 in 1807 or before, 2 after)).')
  })
})
