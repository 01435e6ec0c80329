import fc from 'fast-check'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { fuzzParameters, FUZZ_TIMEOUT } from '@/test-utils/fuzzRuns'
import { battleFileText } from '@/test-utils/importFuzz'
import { patch, put, testLog, testSetup } from '@/test-utils/battles'
import { toBattleFile } from './exportFile'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { ActionSchema, rulesetSchemas } from './schema'
import { isPlainAction, plainActions, plainBattleFile } from './schemaFast'
import type { Action } from './types'

const { BattleFileSchema, BattleSetupSchema } = rulesetSchemas(KNOWN_RULESETS.ids)

const setupOf = (x: unknown) => {
  const r = v.safeParse(BattleSetupSchema, x)
  return r.success ? r.output : null
}
const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A log with every op kind and every optional field, as the app writes it. */
const full: Action[] = [
  ...testLog(
    [put('u1'), { op: 'deck.put', id: 'd1', deck: { owner: 'shared', drawPile: ['c1'], turned: [], hand: ['c2'] } }],
    [patch('u1', { lostBases: 1 }), { op: 'unit.patch', id: 'u1', name: 'Old Guard' }],
    [{ op: 'setup.patch', patch: { name: 'Ligny', tableUnit: 'in', figureScale: 15, scaleFactor: 2, hexMm: 80, rulings: { r: 1 }, options: {} } }],
    [{ op: 'battle.patch', patch: { turn: 2 } }, { op: 'deck.remove', id: 'd1' }, { op: 'unit.remove', id: 'u1' }],
    'undo',
  ),
  { id: 'Fire6-xyz_', seq: 6, at: 6, kind: 'fire', label: 'Fire', by: 'umpire', ops: [], dice: { source: 'physical', dice: [{ role: 'fire', die: 'd6', face: 4 }, { role: 'flag', die: 'flag', face: 'eagle' }] }, detail: { total: 7 } },
]

describe('the hand check of actions: stricter than the schema, and the same output when it accepts', () => {
  it('accepts every op kind and every optional field as the app writes them, returning them as they are', () => {
    expect(plainActions(full)).toEqual(full)
    expect(plainActions(full)?.[0]).toBe(full[0])
    expect(v.parse(v.array(ActionSchema), full)).toEqual(full)
    const file = JSON.parse(JSON.stringify(toBattleFile(testSetup(), full, 5))) as unknown
    expect(plainBattleFile(file, setupOf)).toEqual(v.parse(BattleFileSchema, file))
  })

  it('a stored row: its battleId is dropped when it is the battle’s, else the schema decides', () => {
    const row = { ...full[0]!, battleId: 'b' }
    expect(plainActions([row], 'b')).toEqual([full[0]])
    expect(plainActions([row], 'other')).toBeNull()
    expect(plainActions([row])).toBeNull()
  })

  it.each([
    ['an unknown key (the schema drops it)', { ...full[0]!, extra: 1 }],
    ['untrimmed text (the schema trims it)', { ...full[0]!, kind: ' unit.add ' }],
    ['a key holding undefined', { ...full[0]!, by: undefined }],
    ['an op with an unknown key', { ...full[0]!, ops: [{ ...put('u1'), extra: 1 }] }],
    ['a unit with an unknown key', { ...full[0]!, ops: [{ op: 'unit.put', unit: { ...(put('u1') as { unit: object }).unit, extra: 1 } }] }],
  ])('declines %s, which the schema accepts with a different output', (_, action) => {
    expect(isPlainAction(action)).toBe(false)
    expect(v.safeParse(ActionSchema, action).success).toBe(true)
  })

  it.each([
    ['seq 0', { ...full[0]!, seq: 0 }], ['seq 1.5', { ...full[0]!, seq: 1.5 }], ['at -1', { ...full[0]!, at: -1 }],
    ['empty kind', { ...full[0]!, kind: '' }], ['label 3', { ...full[0]!, label: 3 }], ['by "both"', { ...full[0]!, by: 'both' }],
    ['ops null', { ...full[0]!, ops: null }], ['op null', { ...full[0]!, ops: [null] }], ['op "unit.explode"', { ...full[0]!, ops: [{ op: 'unit.explode', id: 'u1' }] }],
    ['id "__proto__"', { ...full[0]!, ops: [{ op: 'unit.remove', id: '__proto__' }] }], ['id "constructor"', { ...full[0]!, ops: [{ op: 'deck.remove', id: 'constructor' }] }],
    ['side "c"', { ...full[0]!, ops: [{ op: 'unit.put', unit: { id: 'u1', side: 'c', name: 'x', kind: 'infantry', state: {} } }] }],
    ['state with a key "__proto__"', { ...full[0]!, ops: [{ op: 'unit.patch', id: 'u1', state: JSON.parse('{"__proto__":{}}') as unknown }] }],
    ['a deck owner "c"', { ...full[0]!, ops: [{ op: 'deck.put', id: 'd', deck: { owner: 'c', drawPile: [], turned: [] } }] }],
    ['a drawPile of numbers', { ...full[0]!, ops: [{ op: 'deck.put', id: 'd', deck: { owner: 'a', drawPile: [1], turned: [] } }] }],
    ['figureScale 0', { ...full[0]!, ops: [{ op: 'setup.patch', patch: { figureScale: 0 } }] }],
    ['tableUnit "ft"', { ...full[0]!, ops: [{ op: 'setup.patch', patch: { tableUnit: 'ft' } }] }],
    ['dice source "oracle"', { ...full[5]!, dice: { source: 'oracle', dice: [] } }], ['a face null', { ...full[5]!, dice: { source: 'app', dice: [{ role: 'r', die: 'd', face: null }] } }],
    ['undoes 0', { ...full[4]!, undoes: 0 }], ['detail a list', { ...full[5]!, detail: [] }],
  ])('declines %s, which the schema refuses too', (_, action) => {
    expect(isPlainAction(action)).toBe(false)
    expect(v.safeParse(ActionSchema, action).success).toBe(false)
  })

  it("an action's phone name (a shared battle): kept as it is, or declined where the schema strips, trims or refuses it", () => {
    const named = { ...full[0]!, device: "Anne's phone" }
    expect(isPlainAction(named)).toBe(true)
    expect(v.parse(ActionSchema, named)).toEqual(named)
    for (const device of ['Anne\u202e', ' Anne ']) {
      expect(isPlainAction({ ...full[0]!, device })).toBe(false)
      expect(v.parse(ActionSchema, { ...full[0]!, device }).device).toBe('Anne')
    }
    for (const device of ['A'.repeat(61), '', '   ', 3]) {
      expect(isPlainAction({ ...full[0]!, device })).toBe(false)
      expect(v.safeParse(ActionSchema, { ...full[0]!, device }).success).toBe(false)
    }
    expect(v.safeParse(ActionSchema, { ...full[0]!, device: 'A'.repeat(60) }).success).toBe(true)
  })

  it('on fuzzed files: whenever the hand check accepts a file or an action, the schema accepts it with an equal output', () => {
    fc.assert(
      fc.property(battleFileText(), (text) => {
        const data = parse(text)
        const plain = plainBattleFile(data, setupOf)
        if (plain) expect(plain).toEqual(v.parse(BattleFileSchema, data))
        const actions = typeof data === 'object' && data !== null && 'actions' in data && Array.isArray(data.actions) ? (data.actions as unknown[]) : []
        for (const action of actions) if (isPlainAction(action)) expect(action).toEqual(v.parse(ActionSchema, action))
      }),
      fuzzParameters(),
    )
  }, FUZZ_TIMEOUT)
})
