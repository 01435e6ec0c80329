import { describe, expect, it } from 'vitest'
import { patch, put, testSetup } from '@/test-utils/battles'
import { effectiveActions, fold, isSnapshotUsable, lastUndoable, skippedUndos } from './fold'
import type { Action, Op } from './types'

const act = (id: string, seq: number, ops: Op[] = []): Action => ({ id, seq, at: seq, kind: 'x', label: `action ${id}`, ops })
const undo = (id: string, seq: number, undoes: string): Action => ({ id, seq, at: seq, kind: 'undo', label: `Undo ${undoes}`, ops: [], undoes })

describe('undo by id (issue 25)', () => {
  it('an undo cancels the action it names, even when it is not the last in force (a merged log)', () => {
    const log = [act('A', 1, [put('u1')]), act('B', 2, [patch('u1', { lostBases: 1 })]), act('C', 3, [patch('u1', { damagedBases: 1 })]), undo('U', 4, 'B')]
    expect(effectiveActions(log).map((a) => a.id)).toEqual(['A', 'C'])
    expect(fold(testSetup(), log).units.u1?.state).toMatchObject({ lostBases: 0, damagedBases: 1 })
    expect(lastUndoable(log)?.id).toBe('C')
    expect(skippedUndos(log)).toEqual([])
  })

  it('two phones undid the same action while apart: the second undo is skipped, saying why, and undoes nothing else', () => {
    const log = [act('A', 1, [put('u1')]), act('B', 2, [patch('u1', { lostBases: 1 })]), undo('U1', 3, 'B'), undo('U2', 4, 'B')]
    expect(effectiveActions(log).map((a) => a.id)).toEqual(['A'])
    const [skipped] = skippedUndos(log)
    expect(skipped).toMatchObject({ undo: { id: 'U2' }, target: { id: 'B' }, by: { id: 'U1' } })
    expect(skipped?.reason).toBe('"action B" was already undone ("Undo B"), on this phone or another')
  })

  it('an undo naming no action of the log is skipped with its reason', () => {
    const log = [act('A', 1), undo('U', 2, 'nobody')]
    expect(effectiveActions(log).map((a) => a.id)).toEqual(['A'])
    expect(skippedUndos(log).map((s) => s.reason)).toEqual(['it names no action before it in this log (nobody)'])
  })

  it('a snapshot is unusable once an undo cancels an action it folded, wherever that undo names', () => {
    const log = [act('A', 1, [put('u1')]), act('B', 2, [patch('u1', { lostBases: 1 })]), act('C', 3), undo('U', 4, 'B')]
    const snap = { seq: 3, state: fold(testSetup(), log.slice(0, 3)) }
    expect(isSnapshotUsable(snap, log.slice(0, 3))).toBe(true)
    expect(isSnapshotUsable(snap, log)).toBe(false)
    expect(isSnapshotUsable(snap, [...log.slice(0, 3), undo('U', 4, 'C')])).toBe(false)
    expect(isSnapshotUsable({ seq: 2, state: fold(testSetup(), log.slice(0, 2)) }, [...log.slice(0, 3), undo('U', 4, 'C')])).toBe(true)
  })
})

describe('undo without an id (a test’s literal log): the last action in force', () => {
  it('cancels the last in force, skipping those already undone, and says when nothing is left', () => {
    const plain = (seq: number): Action => ({ id: `p${seq}`, seq, at: seq, kind: 'undo', label: 'Undo', ops: [] })
    const log = [act('A', 1), act('B', 2), undo('U', 3, 'B'), plain(4), plain(5)]
    expect(effectiveActions(log)).toEqual([])
    expect(skippedUndos(log).map((s) => [s.undo.id, s.target, s.by, s.reason])).toEqual([['p5', undefined, undefined, 'it names no action before it in this log (nothing)']])
  })
})
