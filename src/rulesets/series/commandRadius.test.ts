import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState } from '@/model/types'
import { commandStatus, directUnits, radiusSummary, leaderRadiusDraft, leadersNeedRadius, radiusInitiativeDraft, radiusRecords, unitRadiusDraft, usesRadius } from './commandRadius'
import { apply, LINE, smallBattle } from './testkit'
import { addLeaderDraft, addUnitDraft } from './unitOps'
import { arriveDraft, scheduleDraft } from './reinforcementOps'

const level = (n: number) => ({ advanced: { commandLevel: n } })
const atTurn = (s: BattleState, n: number): BattleState => ({ ...s, battle: { ...s.battle, turn: { number: n, playerTurn: 1, phase: 0 } } })

describe('command radius (17.2)', () => {
  it('is used from level 2; leaders need the 10-hex radius at levels 2 and 5 only (17.3, 17.9)', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => usesRadius(smallBattle(level(n))))).toEqual([false, false, true, true, true, true])
    expect([0, 1, 2, 3, 4, 5].map((n) => leadersNeedRadius(smallBattle(level(n))))).toEqual([false, false, true, false, false, true])
  })
  it('turn 1: everyone in command; later, 6 hexes in, 7 out, no path out; counts of earlier turns say nothing', () => {
    let s = atTurn(smallBattle(level(2)), 1)
    expect(commandStatus(s, 'u1')).toBe('in command')
    s = atTurn(s, 2)
    expect(commandStatus(s, 'u1')).toBe('not counted this turn')
    const six = unitRadiusDraft(s, s.units.u1!, 6, 'own commander')
    expect(six.label).toBe('2e de ligne: 6 hexes from its commander — in command for turn 2 (17.2)')
    expect(commandStatus(apply(s, six), 'u1')).toBe('in command')
    const seven = unitRadiusDraft(s, s.units.u1!, 7, 'own commander')
    expect(seven.label).toBe('2e de ligne: 7 hexes from its commander — out of command for turn 2 (17.2)')
    s = apply(s, seven)
    expect(radiusRecords(s).u1).toEqual({ turn: 2, pathHexes: 7, inCommand: false, via: 'own commander' })
    expect(commandStatus(s, 'u1')).toBe('out of command')
    expect(commandStatus(atTurn(s, 3), 'u1')).toBe('not counted this turn')
    const none = unitRadiusDraft(s, s.units.u1!, null, 'own commander')
    expect(none.label).toBe('2e de ligne: no path free of enemy units from its commander — out of command for turn 2 (17.2)')
    expect(none.ops).toHaveLength(1)
    const units = [s.units.u1!, s.units.u2!]
    expect(radiusSummary(s, units)).toEqual({ outOfCommand: 1, notCounted: 1 })
    expect(radiusSummary(atTurn(s, 1), units)).toEqual({ outOfCommand: 0, notCounted: 0 })
  })
  it('a bad record is ignored, not trusted', () => {
    const s = { ...atTurn(smallBattle(level(2)), 2) }
    const bad = { ...s, battle: { ...s.battle, radius: { u1: { turn: 2, pathHexes: -1, inCommand: true, via: 'own commander' }, u2: 'x' } } }
    expect(radiusRecords(bad)).toEqual({})
    expect(radiusRecords({ ...s, battle: { ...s.battle, radius: [] } })).toEqual({})
  })
  it('the army commander commands 3 units directly, not a 4th (17.2)', () => {
    let s = atTurn(smallBattle(level(2)), 2)
    for (const id of ['u4', 'u5', 'u6']) s = apply(s, addUnitDraft('a', { ...LINE, name: `Unit ${id}` }, id))
    for (const id of ['u1', 'u4', 'u5']) s = apply(s, unitRadiusDraft(s, s.units[id]!, 3, 'army commander'))
    expect(directUnits(s, 'a').map((u) => u.id)).toEqual(['u1', 'u4', 'u5'])
    expect(directUnits(s, 'b')).toEqual([])
    expect(unitRadiusDraft(s, s.units.u1!, 2, 'army commander').label).toBe('2e de ligne: 2 hexes from the army commander — in command for turn 2 (17.2)')
    expect(errorOf(() => unitRadiusDraft(s, s.units.u6!, 3, 'army commander'))).toMatchObject({ field: 'via',
      message: 'The army commander already commands 3 units directly this turn (17.2): 2e de ligne, Unit u4, Unit u5.' })
    expect(directUnits(atTurn(s, 3), 'a')).toEqual([])
  })
  it('leaders: 10 hexes in radius, 11 out; an army commander always may move; initiative gives half the allowance (ruling 39)', () => {
    let s = atTurn(smallBattle(level(2)), 2)
    const l = () => s.units.l1!
    expect(leaderRadiusDraft(s, l(), 10).label).toBe('Reille: 10 hexes from his superior — within radius, may move')
    expect(errorOf(() => radiusInitiativeDraft(s, l(), 'success', undefined))).toMatchObject({ field: 'pathHexes' })
    s = apply(s, leaderRadiusDraft(s, l(), 11))
    expect(commandStatus(s, 'l1')).toBe('out of command')
    const ok = radiusInitiativeDraft(s, l(), 'success', undefined)
    expect(ok.label).toBe('Reille: initiative check success — moves up to 6 MP this turn (half his allowance, rounded up) (17.2)')
    expect(radiusRecords(apply(s, ok)).l1!.initiativeMove).toBe(6)
    expect(radiusInitiativeDraft(s, l(), 'failure', undefined).label).toBe('Reille: initiative check failure — cannot move at all this turn (17.2)')
    expect(radiusRecords(apply(s, radiusInitiativeDraft(s, l(), 'failure', undefined))).l1!.initiativeMove).toBe(0)
    const down = { ...s, setup: { ...s.setup, rulings: { halfMove: 'rounded down' } } }
    s = apply(s, addLeaderDraft('a', { name: 'Ney', rank: 'corps', corps: 'II', combatBonus: 1, moraleBonus: 1, movementAllowance: 9, initiative: 4, obedience: 4, hex: '' }, 'l2'))
    s = apply(s, leaderRadiusDraft(s, s.units.l2!, null))
    expect(radiusInitiativeDraft(s, s.units.l2!, 'success', undefined).label).toContain('moves up to 5 MP')
    expect(radiusInitiativeDraft({ ...s, setup: down.setup }, s.units.l2!, 'success', undefined).label).toContain('moves up to 4 MP this turn (half his allowance, rounded down)')
    s = apply(s, addLeaderDraft('a', { name: 'Napoléon', rank: 'army', corps: '', combatBonus: 1, moraleBonus: 1, movementAllowance: 9, initiative: 5, obedience: null, hex: '' }, 'l3'))
    expect(leaderRadiusDraft(s, s.units.l3!, 30).label).toBe('Napoléon: 30 hexes from his superior — within radius, may move')
    expect(leaderRadiusDraft(atTurn(smallBattle(level(3)), 2), smallBattle().units.l1!, 30).label).toContain('within radius')
  })
})

describe('reinforcements in command the turn they enter (13.0)', () => {
  it('a unit that entered on this turn is in command even when counted out; next turn the count decides again', () => {
    let s = atTurn(smallBattle(level(2)), 3)
    s = apply(s, scheduleDraft(s, { turn: 3, side: 'b', formation: '', unitIds: ['u3'], entryHex: '1410', road: false, movementAllowance: null }, 'r1'))
    s = apply(s, unitRadiusDraft(s, s.units.u3!, 9, 'own commander'))
    expect(commandStatus(s, 'u3')).toBe('out of command')
    s = apply(s, arriveDraft(s, 'r1', 3))
    expect(commandStatus(s, 'u3')).toBe('in command')
    expect(commandStatus(s, 'u1')).toBe('not counted this turn')
    expect(radiusSummary(s, [s.units.u1!, s.units.u3!])).toEqual({ outOfCommand: 0, notCounted: 1 })
    expect(commandStatus(atTurn(s, 4), 'u3')).toBe('not counted this turn')
  })
})
