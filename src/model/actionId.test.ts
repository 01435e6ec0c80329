import { describe, expect, it } from 'vitest'
import { ACTION_ID, legacyId, newActionId, withActionIds } from './actionId'

const old = (seq: number, over: Record<string, unknown> = {}) => ({ seq, at: seq, kind: 'fire.applied', label: `hit ${seq}`, ops: [], ...over })
const undo = (seq: number, undoes: unknown) => ({ seq, at: seq, kind: 'undo', label: 'Undo', ops: [], undoes })

describe('global action ids', () => {
  it('a new id is 16 base64url characters, and 1,000 of them never repeat', () => {
    const ids = Array.from({ length: 1000 }, newActionId)
    expect(ids.every((id) => /^[A-Za-z0-9_-]{16}$/.test(id) && ACTION_ID.test(id))).toBe(true)
    expect(new Set(ids).size).toBe(1000)
  })

  it('what an id may be: 1 to 64 letters, digits, - or _', () => {
    expect(['a', 'A-_9', 'x'.repeat(64)].every((id) => ACTION_ID.test(id))).toBe(true)
    expect(['', 'x'.repeat(65), 'a b', 'a/b', 'é', '__proto__.x'].some((id) => ACTION_ID.test(id))).toBe(false)
  })
})

describe('an older log is given ids on read', () => {
  it('each action gets s<seq>, and each undo the id of the action the positional rule cancelled', () => {
    const log = [old(1), old(2), old(3), undo(4, 3), undo(5, 2), old(6), undo(7, 6)]
    const given = withActionIds(log) as { id: string; undoes?: string }[]
    expect(given.map((a) => a.id)).toEqual(['s1', 's2', 's3', 's4', 's5', 's6', 's7'])
    expect(given.map((a) => a.undoes)).toEqual([undefined, undefined, undefined, 's3', 's2', undefined, 's6'])
    expect(legacyId(12)).toBe('s12')
  })

  it('a log that has its ids is returned as it is (the same list), so a current log costs nothing', () => {
    const log = [{ ...old(1), id: 'Kq3' }, { ...undo(2, 'Kq3'), id: 'Zz9' }]
    expect(withActionIds(log)).toBe(log)
  })

  it('an old undo that does not name the last action in force, or has nothing to undo, is refused as before', () => {
    expect(withActionIds([old(1), old(2), undo(3, 1)])).toBe('actions[2].undoes: expected 2 (the last action in force), got 1')
    expect(withActionIds([old(1), undo(2, 1), undo(3, 1)])).toBe('actions[2]: an undo with nothing left to undo')
  })

  it('the tail of a log (a quick open): an old undo reaching before it names s<seq>', () => {
    expect((withActionIds([undo(201, 150)], true) as { undoes: string }[])[0]!.undoes).toBe('s150')
  })

  it('a mixed log: a new undo naming an old action takes it out of force for the old undos after it', () => {
    const given = withActionIds([old(1), old(2), { ...undo(3, 's2'), id: 'n3' }, undo(4, 1)]) as { id: string; undoes: string }[]
    expect(given.map((a) => [a.id, a.undoes])).toEqual([['s1', undefined], ['s2', undefined], ['n3', 's2'], ['s4', 's1']])
  })

  it('what is not an action is left for the schema to refuse', () => {
    expect(withActionIds([null, 'x', old(1), { seq: 'two', kind: 'x' }])).toEqual([null, 'x', { ...old(1), id: 's1' }, { seq: 'two', kind: 'x', id: undefined }])
  })
})
