import { describe, expect, it } from 'vitest'
import { fold } from '@/model/fold'
import { testLog, testSetup, patch, put } from '@/test-utils/battles'
import { checkBattleState, checkFoldedStates } from './foldedStates'

describe('the rules’ bounds on the folded battle, action by action', () => {
  it('the action that takes a unit past its bounds is named, with the field', () => {
    const log = testLog([put('u1')], [patch('u1', { lostBases: 2 })], [patch('u1', { lostBases: 5 })])
    expect(checkFoldedStates(testSetup(), log)).toMatch(/^actions\[2\]: units\.u1\.state\.lostBases: Bases: 5 lost/)
    expect(checkFoldedStates(testSetup(), log.slice(0, 2))).toBeNull()
  })

  it('an undo goes back one state: what the undone action changed is not checked again', () => {
    const log = testLog([put('u1')], [patch('u1', { lostBases: 4 })], 'undo', [patch('u1', { damagedBases: 1 })])
    expect(checkFoldedStates(testSetup(), log)).toBeNull() // 4 lost + 1 damaged would be 5 of 4 bases had the undo not gone back
  })

  it('a log the log check refuses is left to it', () => {
    expect(checkFoldedStates(testSetup(), testLog([patch('nobody', { lostBases: 1 })]))).toBeNull()
  })

  it('a whole state (a snapshot) is checked unit by unit and battle-wide', () => {
    const good = fold(testSetup(), testLog([put('u1')]))
    expect(checkBattleState(good)).toBeNull()
    expect(checkBattleState({ ...good, units: { u1: { ...good.units.u1!, kind: 'dragon' } } })).toBe('units.u1.kind: this rule system has no unit of kind "dragon"')
    expect(checkBattleState({ ...good, battle: { turn: 0 } })).toMatch(/^battle\.turn: /)
  })
})
