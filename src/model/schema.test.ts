import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { issueMessage } from './issues'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { ActionSchema, isJson, rulesetSchemas } from './schema'

const { BattleSetupSchema } = rulesetSchemas(KNOWN_RULESETS.ids)

const action = (state: unknown) => ({ id: 'a1', seq: 1, at: 0, kind: 'fire.applied', label: 'x', ops: [{ op: 'unit.patch', id: 'u1', state }] })
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
  const op = (o: object) => ({ id: 'a1', seq: 1, at: 0, kind: 'x', label: 'x', ops: [o] })
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

describe("a record key '__proto__' from a file (issue 13)", () => {
  const why = "keys must not be '__proto__', 'constructor' or 'prototype' (names JavaScript keeps for itself)"
  it('JSON.parse makes "__proto__" an own key: it is refused, not silently dropped by the copy', () => {
    const parsed: unknown = JSON.parse('{"id":"a1","seq":1,"at":0,"kind":"x","label":"x","ops":[{"op":"unit.patch","id":"u1","state":{"__proto__":{"lostBases":9}}}]}')
    expect(message(parsed)).toBe(`ops[0].state: has a key '__proto__'; ${why}`)
  })

  it.each(['__proto__', 'constructor', 'prototype'])("a nested key '%s' is refused, naming where it is", (key) => {
    const state: unknown = JSON.parse(`{"orders":[{"a":{"${key}":1}}]}`)
    expect(message(action(state))).toBe(`ops[0].state: has a key '${key}' in orders[0].a; ${why}`)
    expect(isJson(state)).toBe(false)
  })

  it('where the key is, under a huge key of its own, is quoted to 100 characters (found by the import fuzzing)', () => {
    const state: unknown = JSON.parse(`{"${'k'.repeat(5000)}":{"__proto__":{}}}`)
    expect(message(action(state))).toBe(`ops[0].state: has a key '__proto__' in ${'k'.repeat(100)}…; ${why}`)
  })

  it('battle.patch and detail records are checked the same way', () => {
    const patch: unknown = JSON.parse('{"__proto__":{}}')
    expect(message({ id: 'a1', seq: 1, at: 0, kind: 'x', label: 'x', ops: [{ op: 'battle.patch', patch }] })).toBe(`ops[0].patch: has a key '__proto__'; ${why}`)
    expect(message({ id: 'a1', seq: 1, at: 0, kind: 'x', label: 'x', ops: [], detail: patch })).toBe(`detail: has a key '__proto__'; ${why}`)
  })
})

describe('sides are exactly a then b (issue 13)', () => {
  const setupWith = (a: string, b: string) => ({
    id: 'x', name: 'Ligny', ruleset: 'wargaming', createdAt: 0, rulings: {}, options: {},
    sides: [{ id: a, name: 'French', nationality: 'French' }, { id: b, name: 'Prussians', nationality: 'Prussian' }],
  })
  const setupMessage = (x: unknown) => {
    const r = v.safeParse(BattleSetupSchema, x)
    return r.success ? 'ok' : issueMessage(r.issues)
  }
  it('a then b is accepted', () => expect(setupMessage(setupWith('a', 'b'))).toBe('ok'))
  it('both sides the same id, or b then a, is refused naming the side', () => {
    expect(setupMessage(setupWith('a', 'a'))).toBe('sides[1].id: expected "b", got "a"')
    expect(setupMessage(setupWith('b', 'b'))).toBe('sides[0].id: expected "a", got "b"')
    expect(setupMessage(setupWith('b', 'a'))).toBe('sides[0].id: expected "a", got "b" (and 1 more problem)')
  })
})

describe('the ruleset ids come from the caller (issue 20: the model names no ruleset)', () => {
  const setup = (ruleset: string) => ({
    id: 'x', name: 'Ligny', ruleset, createdAt: 0, rulings: {}, options: {},
    sides: [{ id: 'a', name: 'French', nationality: 'French' }, { id: 'b', name: 'Prussians', nationality: 'Prussian' }],
  })
  const messageFor = (ids: readonly string[], x: unknown) => {
    const r = v.safeParse(rulesetSchemas(ids).BattleSetupSchema, x)
    return r.success ? 'ok' : issueMessage(r.issues)
  }
  it('a setup names one of the ids it is given, and is refused with them listed otherwise', () => {
    const ids = ['chess', 'go']
    expect(messageFor(ids, setup('go'))).toBe('ok')
    expect(messageFor(ids, setup('wargaming'))).toBe('ruleset: expected one of "chess" | "go", got "wargaming"')
    expect(messageFor(KNOWN_RULESETS.ids, setup('chess'))).toMatch(/^ruleset: expected one of "wargaming" \| /)
  })
  it('one list of ids gets the same schemas each time, so callers share them', () => {
    expect(rulesetSchemas(KNOWN_RULESETS.ids)).toBe(rulesetSchemas(KNOWN_RULESETS.ids))
    expect(rulesetSchemas(KNOWN_RULESETS.ids).BattleStateSchema.entries.setup).toBe(rulesetSchemas(KNOWN_RULESETS.ids).BattleSetupSchema)
  })
})

describe('messages quote at most 100 characters of a bad value (issue 13)', () => {
  it('a long kind of the wrong type, or a long bad op name, is cut with "…"', () => {
    const long = 'z'.repeat(5000)
    const m = message({ id: 'a1', seq: 1, at: 0, kind: 'x', label: 'x', ops: [{ op: long }] })
    expect(m).toBe(`ops[0].op: expected one of "setup.patch" | "unit.put" | "unit.patch" | "unit.remove" | "deck.put" | "deck.remove" | "battle.patch", got "${'z'.repeat(99)}…`)
  })
})
