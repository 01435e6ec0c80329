import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import type { Action } from '@/model/types'
import { logOf, mergedLog, pushActions, secretsOf, unstoredIds } from './logDoc'

const action = (id: string, seq = 1): Action => ({ id, seq, at: 1, kind: 'test', label: id, ops: [] })
/** Actions with nothing hidden. */
const plain = (actions: Action[]) => actions.map((a) => ({ public: a, secrets: [] }))
const asIs = (pub: Action) => pub

describe('the shared log in Yjs', () => {
  it('adds a whole log in ONE transaction (one update), and never the same action twice', () => {
    const pub = new Y.Doc()
    let updates = 0
    pub.on('update', () => (updates += 1))
    expect(pushActions(pub, {}, plain(Array.from({ length: 500 }, (_, i) => action(`x${i}`, i + 1))))).toBe(500)
    expect(updates).toBe(1)
    expect(pushActions(pub, {}, plain([action('x3'), action('new')]))).toBe(1)
    expect(logOf(pub).length).toBe(501)
  })

  it('merges two phones apart into one order on both, numbered 1…n', () => {
    const [one, two] = [new Y.Doc(), new Y.Doc()]
    pushActions(one, {}, plain([action('a1'), action('a2')]))
    pushActions(two, {}, plain([action('b1')]))
    Y.applyUpdate(one, Y.encodeStateAsUpdate(two))
    Y.applyUpdate(two, Y.encodeStateAsUpdate(one))
    const [m1, m2] = [mergedLog(one, {}, asIs), mergedLog(two, {}, asIs)]
    expect(m1.map((a) => a.id)).toEqual(m2.map((a) => a.id))
    expect(m1.map((a) => a.seq)).toEqual([1, 2, 3])
  })

  it('puts a hidden part in its side’s document only, and joins it back where that document is held', () => {
    const [pub, sideA] = [new Y.Doc(), new Y.Doc()]
    const a = action('draw')
    pushActions(pub, { a: sideA }, [{ public: { ...a, label: 'The French drew 2 cards' }, secrets: [{ side: 'a', ops: {}, sides: ['a'], detail: { cards: ['c1', 'c2'] } }] }])
    expect(JSON.stringify(pub.toJSON())).not.toContain('c1')
    expect(secretsOf(sideA).get('draw')).toMatchObject({ detail: { cards: ['c1', 'c2'] } })
    const join = (p: Action, parts: readonly unknown[]) => ({ ...p, detail: { parts: parts.length } })
    expect(mergedLog(pub, { a: sideA }, join)[0]?.detail).toEqual({ parts: 1 })
    expect(mergedLog(pub, {}, join)[0]?.detail).toEqual({ parts: 0 })
  })

  it('counts as unstored exactly the actions past the server’s stored state vector', () => {
    const pub = new Y.Doc()
    pushActions(pub, {}, plain([action('s1'), action('s2')]))
    const stored = Y.decodeStateVector(Y.encodeStateVector(pub))
    pushActions(pub, {}, plain([action('q1')]))
    pushActions(pub, {}, plain([action('q2')]))
    expect([...unstoredIds(pub, stored)]).toEqual(['q1', 'q2'])
    expect(unstoredIds(pub, new Map()).size).toBe(4)
    const side = new Y.Doc()
    secretsOf(side).set('s1', { x: 1 })
    expect([...unstoredIds(side, new Map())]).toEqual(['s1'])
  })
})
