import { describe, expect, it } from 'vitest'
import type { BattleState } from '@/model/types'
import { commandBadges } from './commandBadges'
import { commandStatus, leaderRadiusDraft, unitRadiusDraft } from './commandRadius'
import { isRouted, routDraft } from './unitRout'
import { apply, smallBattle } from './testkit'
import { formationDraft } from './unitOps'

const atTurn = (s: BattleState, n: number): BattleState => ({ ...s, battle: { ...s.battle, turn: { number: n, playerTurn: 1, phase: 0 } } })

describe('command and rout badges, as the full readers say', () => {
  it('out of command this turn only (17.2), units and leaders', () => {
    let s = atTurn(smallBattle({ advanced: { commandLevel: 2 } }), 2)
    expect(commandBadges(s, s.units.u1!)).toEqual([])
    s = apply(s, unitRadiusDraft(s, s.units.u1!, 7, 'own commander'))
    s = apply(s, unitRadiusDraft(s, s.units.u2!, 6, 'own commander'))
    s = apply(s, leaderRadiusDraft(s, s.units.l1!, 11))
    for (const id of ['u1', 'u2', 'l1']) expect(commandBadges(s, s.units[id]!).length > 0).toBe(commandStatus(s, id) === 'out of command')
    expect(commandBadges(s, s.units.u1!)).toEqual([{ label: 'out of command', tone: 'bad' }])
    expect(commandBadges(atTurn(s, 3), s.units.u1!)).toEqual([])
    const t1 = { ...s, battle: { ...s.battle, turn: { number: 1, playerTurn: 1, phase: 0 }, radius: { u1: { turn: 1, pathHexes: 9, inCommand: false, via: 'own commander' } } } }
    expect(commandBadges(t1, s.units.u1!)).toEqual([])
  })
  it('a reinforcement counted out on the turn it enters has no badge: it is in command that turn (13.0), as commandStatus says', () => {
    let s = atTurn(smallBattle({ advanced: { commandLevel: 2 } }), 3)
    s = apply(s, unitRadiusDraft(s, s.units.u1!, 9, 'own commander'))
    expect(commandBadges(s, s.units.u1!)).toEqual([{ label: 'out of command', tone: 'bad' }])
    const entered = { ...s, battle: { ...s.battle, reinforcements: [{ id: 'r1', side: 'a', turn: 3, unitIds: ['u1'], formation: '', entryHex: '0101', road: true, movementAllowance: 6, arrivedTurn: 3 }] } }
    expect(commandStatus(entered, 'u1')).toBe('in command')
    expect(commandBadges(entered, entered.units.u1!)).toEqual([])
    expect(commandBadges(atTurn(entered, 4), entered.units.u1!)).toEqual([])
  })
  it('routed while its rout marker is on it, with the option on (16.5)', () => {
    let s = atTurn(smallBattle({ advanced: { rout: true } }), 4)
    s = apply(s, formationDraft(s.units.u1!, 'disorganized', 3))
    s = apply(s, routDraft(s, s.units.u1!, 'new disorganization'))
    expect(commandBadges(s, s.units.u1!)).toEqual([{ label: 'routed', tone: 'bad' }])
    expect(isRouted(s, s.units.u1!)).toBe(true)
    const off = { ...s, setup: { ...s.setup, options: {} } }
    expect(commandBadges(off, s.units.u1!)).toEqual([])
    const later = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { disorganizedAtTurn: 7 } }] })
    expect(commandBadges(later, later.units.u1!)).toEqual([])
    const gone = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { status: 'eliminated' } }] })
    expect(commandBadges(gone, gone.units.u1!)).toEqual([])
    const good = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { formation: 'line', disorganizedAtTurn: 6 } }] })
    expect(commandBadges(good, good.units.u1!)).toEqual([])
  })
})
