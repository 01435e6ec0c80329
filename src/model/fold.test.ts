import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core/errors'
import { effectiveActions, fold, initialState, isSnapshotUsable, lastUndoable } from './fold'
import { patch, put, testLog, testSetup } from '@/test-utils/battles'

const setup = testSetup()
const lost = (log: Parameters<typeof fold>[1], snap?: Parameters<typeof fold>[2]) => fold(setup, log, snap).units.u1?.state.lostBases

describe('fold', () => {
  it('a new battle has no units and seq 0', () => {
    expect(fold(setup, [])).toEqual(initialState(setup))
    expect(fold(setup, []).seq).toBe(0)
  })

  it('applies ops in order: put, shallow-merged patch, remove, decks, battle state, rename', () => {
    const log = testLog(
      [put('u1', { bases: 4, lostBases: 0 }), put('u2')],
      [patch('u1', { lostBases: 1 }), { op: 'unit.patch', id: 'u1', name: '45e Ligne' }],
      [{ op: 'unit.remove', id: 'u2' }, { op: 'deck.put', id: 'init', deck: { owner: 'shared', drawPile: ['A', 'B'], turned: [] } }],
      [{ op: 'battle.patch', patch: { turn: 2 } }, { op: 'setup.patch', patch: { name: 'Ligny' } }],
    )
    const state = fold(setup, log)
    expect(state.units.u1).toMatchObject({ name: '45e Ligne', state: { bases: 4, lostBases: 1 } })
    expect(state.units.u2).toBeUndefined()
    expect(state.decks.init?.drawPile).toEqual(['A', 'B'])
    expect(state.battle).toEqual({ turn: 2 })
    expect(state.setup.name).toBe('Ligny')
    expect(state.seq).toBe(4)
  })

  it('names the op that refers to a unit that is not there', () => {
    const log = testLog([put('u1')], [patch('u1', {}), patch('ghost', { lostBases: 1 })])
    expect(() => fold(setup, log)).toThrow(RulesInputError)
    expect(() => fold(setup, log)).toThrow("actions[1].ops[1].id: no unit 'ghost' in this battle")
  })

  it('never changes the actions or the setup it folds (frozen inputs)', () => {
    const log = testLog([put('u1')], [patch('u1', { lostBases: 2 })])
    const frozen = JSON.parse(JSON.stringify(log), (_k, v: unknown) => (typeof v === 'object' && v ? Object.freeze(v) : v))
    expect(fold(Object.freeze(setup), frozen).units.u1?.state.lostBases).toBe(2)
    expect(log[0]?.ops[0]).toEqual(put('u1'))
  })
})

describe('undo', () => {
  it('undo twice undoes the two last actions', () => {
    const log = testLog([put('u1')], [patch('u1', { lostBases: 1 })], [patch('u1', { lostBases: 2 })], 'undo', 'undo')
    expect(log.map((a) => a.undoes)).toEqual([undefined, undefined, undefined, 's3', 's2'])
    expect(lost(log)).toBe(0)
    expect(effectiveActions(log).map((a) => a.seq)).toEqual([1])
    expect(lastUndoable(log)?.seq).toBe(1)
  })

  it('an undo after a new action cancels the new one, not the earlier undone one', () => {
    const log = testLog([put('u1')], [patch('u1', { lostBases: 1 })], 'undo', [patch('u1', { lostBases: 3 })], 'undo')
    expect(lost(log)).toBe(0)
    expect(log[4]?.undoes).toBe('s4')
  })

  it('nothing to undo on an empty log or once everything is undone', () => {
    expect(lastUndoable([])).toBeUndefined()
    expect(lastUndoable(testLog([put('u1')], 'undo'))).toBeUndefined()
  })
})

describe('snapshots', () => {
  const base = testLog([put('u1')], [patch('u1', { lostBases: 1 })], [patch('u1', { lostBases: 2 })])
  const snapAt2 = { seq: 2, state: fold(setup, base.slice(0, 2)) }

  it('a valid snapshot is used: the fold starts from its state', () => {
    const marked = { seq: 2, state: { ...snapAt2.state, battle: { fromSnapshot: true } } }
    expect(fold(setup, base, marked).battle).toEqual({ fromSnapshot: true })
    expect(fold(setup, base, marked).units.u1?.state.lostBases).toBe(2)
  })

  it('undo of an action before the snapshot: the snapshot is not used', () => {
    const log = [...base, ...testLog([], [], [], 'undo', 'undo').slice(3)]
    // seq 4 undoes 3, seq 5 undoes 2 (which the snapshot at 2 includes)
    expect(log.map((a) => a.undoes)).toEqual([undefined, undefined, undefined, 's3', 's2'])
    expect(isSnapshotUsable(snapAt2, log)).toBe(false)
    const marked = { seq: 2, state: { ...snapAt2.state, battle: { fromSnapshot: true } } }
    expect(fold(setup, log, marked).battle).toEqual({})
    expect(lost(log, marked)).toBe(0)
  })

  it('undo of an action after the snapshot keeps it usable', () => {
    const log = [...base, ...testLog([], [], [], 'undo').slice(3)]
    expect(isSnapshotUsable(snapAt2, log)).toBe(true)
    expect(lost(log, snapAt2)).toBe(1)
  })

  it('a snapshot ahead of the log is not used', () => {
    expect(isSnapshotUsable({ seq: 9, state: { ...snapAt2.state, seq: 9 } }, base)).toBe(false)
  })
})

describe('ids that are JavaScript built-in names (issue 13)', () => {
  const builtIns = ['valueOf', 'toString', 'constructor', 'hasOwnProperty', '__defineGetter__', '__proto__']
  it.each(builtIns)("unit.patch / unit.remove of a unit '%s' that is not there is refused, creating nothing", (id) => {
    expect(() => fold(setup, testLog([patch(id, { lostBases: 1 })]))).toThrow(`actions[0].ops[0].id: no unit '${id}' in this battle`)
    expect(() => fold(setup, testLog([{ op: 'unit.remove', id }]))).toThrow(`actions[0].ops[0].id: no unit '${id}' in this battle`)
    expect(() => fold(setup, testLog([{ op: 'deck.remove', id }]))).toThrow(`actions[0].ops[0].id: no deck '${id}' in this battle`)
  })

  it.each(builtIns)("a unit put under id '%s' is an ordinary entry of the unit map", (id) => {
    const state = fold(setup, testLog([put(id, { bases: 4 })], [patch(id, { lostBases: 1 })]))
    expect(Object.keys(state.units)).toEqual([id])
    expect(Object.hasOwn(state.units, id)).toBe(true)
    expect(state.units[id]?.state).toMatchObject({ bases: 4, lostBases: 1 })
    expect(Object.getPrototypeOf(state.units)).toBeNull()
    const removed = fold(setup, testLog([put(id)], [{ op: 'unit.remove', id }]))
    expect(Object.keys(removed.units)).toEqual([])
  })

  it("a state patch with an own '__proto__' key does not change the state's prototype", () => {
    const bad = JSON.parse('{"__proto__": {"sneaky": 9}}') as Record<string, never>
    const state = fold(setup, testLog([put('u1', { bases: 4 })], [patch('u1', bad)]))
    expect(Object.getPrototypeOf(state.units.u1?.state)).toBe(Object.prototype)
    expect(state.units.u1?.state.sneaky).toBeUndefined()
  })
})
