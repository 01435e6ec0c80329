import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { issueMessage } from './issues'
import { ActionSchema, isJson } from './schema'

const action = (state: unknown) => ({ seq: 1, at: 0, kind: 'fire.applied', label: 'x', ops: [{ op: 'unit.patch', id: 'u1', state }] })
const message = (x: unknown) => {
  const r = v.safeParse(ActionSchema, x)
  return r.success ? 'ok' : issueMessage(r.issues)
}

describe('stored data is plain JSON', () => {
  it('accepts nested plain data', () => {
    expect(isJson({ a: [1, 'x', null, { b: true }] })).toBe(true)
    expect(message(action({ lostBases: 1, note: 'hill', tags: ['a'] }))).toBe('ok')
  })

  it('refuses what JSON cannot carry, naming the field', () => {
    for (const bad of [{ lostBases: Number.NaN }, { when: new Date(0) }, { lostBases: undefined }, [1, 2]])
      expect(message(action(bad))).toMatch(/^ops\[0\]\.state: expected a record of plain data/)
    expect(isJson(Infinity)).toBe(false)
    expect(isJson(() => 1)).toBe(false)
  })
})

describe('parsed data is a plain copy', () => {
  it('a proxied (reactive) record comes out as a plain object IndexedDB can store', () => {
    const state = new Proxy({ lostBases: 1, tags: ['a'] }, {})
    const r = v.parse(ActionSchema, action(state))
    const out = (r.ops[0] as { state: object }).state
    expect(out).toEqual({ lostBases: 1, tags: ['a'] })
    expect(out).not.toBe(state)
    expect(() => structuredClone(r)).not.toThrow()
  })
})

describe('ids that are JavaScript built-in names (issue 13)', () => {
  const op = (o: object) => ({ seq: 1, at: 0, kind: 'x', label: 'x', ops: [o] })
  it.each(['__proto__', 'constructor', 'prototype'])("an id '%s' is refused, naming the field", (id) => {
    const why = "must not be '__proto__', 'constructor' or 'prototype' (names JavaScript keeps for itself)"
    expect(message(op({ op: 'unit.patch', id, state: {} }))).toBe(`ops[0].id: ${why}`)
    expect(message(op({ op: 'unit.remove', id }))).toBe(`ops[0].id: ${why}`)
    expect(message(op({ op: 'deck.remove', id }))).toBe(`ops[0].id: ${why}`)
    expect(message(op({ op: 'deck.put', id, deck: { owner: 'a', drawPile: [], turned: [] } }))).toBe(`ops[0].id: ${why}`)
    expect(message(op({ op: 'unit.put', unit: { id, side: 'a', name: 'x', kind: 'infantry', state: {} } }))).toBe(`ops[0].unit.id: ${why}`)
  })

  it('other built-in names are ordinary ids (the fold treats them as own keys)', () => {
    for (const id of ['valueOf', 'toString', 'hasOwnProperty']) expect(message(op({ op: 'unit.remove', id }))).toBe('ok')
  })
})
