import { describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import { dismissDraft, owedReasons, owedTests, owesDetail, settlesFor, withOwes, withSettles } from './owed'

const spec = (kind: string, unit: string) => ({ kind, unitIds: [unit], label: `${unit}: ${kind} test`, reason: 'why', prefill: { n: 1 } })
let seq = 0
const act = (over: Partial<Action>): Action => ({ id: `s${++seq}`, seq, at: 0, kind: 'x', label: 'x', ops: [], ...over })

describe('owed tests are a fold of the log', () => {
  it('a result that owes two tests lists both; doing one leaves the other (the mêlée morale + control case)', () => {
    seq = 0
    const melee = act({ kind: 'melee.applied', detail: { owes: owesDetail([spec('morale', 'u1'), spec('control', 'u2')]) } })
    expect(owedTests([melee]).map((t) => [t.id, t.kind, t.owedBy])).toEqual([['s1.0', 'morale', 1], ['s1.1', 'control', 1]])
    const morale = act(withSettles({ kind: 'morale.applied', label: 'm', ops: [] }, ['s1.0']))
    expect(owedTests([melee, morale]).map((t) => t.id)).toEqual(['s1.1'])
  })

  it('undo brings a settled test back, and undoing the result drops what it owed', () => {
    seq = 0
    const fire = act({ detail: { owes: owesDetail([spec('morale', 'u1')]) } })
    const dismiss = act(dismissDraft(owedTests([fire])[0]!, ' out of sight '))
    expect(dismiss.label).toBe('Dismissed: u1: morale test (out of sight)')
    expect(owedTests([fire, dismiss])).toEqual([])
    expect(owedTests([fire, dismiss, act({ kind: 'undo', undoes: 's2' })]).map((t) => t.id)).toEqual(['s1.0'])
    expect(owedTests([fire, act({ kind: 'undo', undoes: 's1' })])).toEqual([])
  })

  it('undo names an action by id: undoing the cause drops its owed test even after it was done, and undoing the done brings back only that one', () => {
    seq = 0
    const fire = act({ detail: { owes: owesDetail([spec('retreat', 'u2'), spec('advance', 'u1')]) } })
    const retreat = act(withSettles({ kind: 'owed.done', label: 'd', ops: [] }, ['s1.0']))
    const advance = act(withSettles({ kind: 'owed.done', label: 'd', ops: [] }, ['s1.1']))
    expect(owedTests([fire, retreat, advance])).toEqual([])
    // Undo of the retreat's Done, named by id though the advance's Done came after it: only the retreat is owed again.
    expect(owedTests([fire, retreat, advance, act({ kind: 'undo', undoes: retreat.id })]).map((t) => t.label)).toEqual(['u2: retreat test'])
    // Undo of the cause: nothing it owed stays, done or not.
    expect(owedTests([fire, retreat, act({ kind: 'undo', undoes: fire.id })])).toEqual([])
  })

  it('an undo that changes nothing (its action already undone, an undo named, an id not in the log) leaves the owed list as it was', () => {
    seq = 0
    const fire = act({ detail: { owes: owesDetail([spec('retreat', 'u2'), spec('advance', 'u1')]) } })
    const done = act(withSettles({ kind: 'owed.done', label: 'd', ops: [] }, ['s1.0']))
    const undo = act({ kind: 'undo', undoes: done.id })
    const log = [fire, done, undo]
    const after = owedTests(log).map((t) => t.id)
    expect(after).toEqual(['s1.0', 's1.1'])
    // Two phones undid the same Done while apart: the second is skipped, the retreat is not owed twice.
    expect(owedTests([...log, act({ kind: 'undo', undoes: done.id })]).map((t) => t.id)).toEqual(after)
    // An undo of an undo is not a redo: the Done stays undone.
    expect(owedTests([...log, act({ kind: 'undo', undoes: undo.id })]).map((t) => t.id)).toEqual(after)
    expect(owedTests([...log, act({ kind: 'undo', undoes: 'nowhere' })]).map((t) => t.id)).toEqual(after)
  })

  it('a second Done for an item already done settles nothing more: the other item stays owed', () => {
    seq = 0
    const fire = act({ detail: { owes: owesDetail([spec('retreat', 'u2'), spec('advance', 'u1')]) } })
    const twice = [act(withSettles({ kind: 'owed.done', label: 'd', ops: [] }, ['s1.0'])), act(withSettles({ kind: 'owed.done', label: 'd', ops: [] }, ['s1.0']))]
    expect(owedTests([fire, ...twice]).map((t) => t.label)).toEqual(['u1: advance test'])
  })

  it('one test settles one owed item: the one opened, else the oldest of that kind for the unit (two owed stay two)', () => {
    seq = 0
    const owed = owedTests([act({ detail: { owes: owesDetail([spec('morale', 'u1'), spec('morale', 'u2'), spec('control', 'u1'), spec('morale', 'u1')]) } })])
    expect(settlesFor(owed, 'morale', 'u1')).toEqual(['s1.0'])
    expect(settlesFor(owed, 'morale', 'u1', 's1.3')).toEqual(['s1.3'])
    expect(settlesFor(owed, 'morale', 'u1', 'gone')).toEqual(['s1.0'])
    expect(settlesFor(owed, 'morale', 'u3')).toEqual([])
    seq = 0
    const two = act({ detail: { owes: owesDetail([spec('retreat', 'u1'), spec('retreat', 'u1')]) } })
    const done = act({ kind: 'owed.done', detail: { settles: settlesFor(owedTests([two]), 'retreat', 'u1') } })
    expect(owedTests([two, done]).map((t) => t.id)).toEqual(['s1.1'])
  })

  it('adds nothing to a draft when there is nothing to owe or settle; ignores malformed entries', () => {
    const d = { kind: 'k', label: 'l', ops: [] }
    expect(withOwes(d, [])).toBe(d)
    expect(withSettles(d, [])).toBe(d)
    seq = 0
    expect(owedTests([act({ detail: { owes: [1, null, { kind: 'morale' }, { kind: 'morale', label: 'ok' }] } })]).map((t) => [t.id, t.unitIds, t.reason])).toEqual([['s1.3', [], '']])
  })
})

describe('why a test is owed, for the screen', () => {
  const t = (id: string, kind: string, unitIds: string[], reason: string) => ({ id, owedBy: 1, kind, unitIds, label: kind, reason, prefill: {} })
  const owed = [t('1', 'morale', ['u1'], 'lost a base'), t('2', 'control', ['u1'], 'won a mêlée'), t('3', 'morale', ['u1'], 'friends routed')]

  it('the test the screen was opened for gives its own reason; otherwise every owed test of that kind for the unit', () => {
    expect(owedReasons(owed, 'morale', 'u1', owed[2]!)).toEqual(['friends routed'])
    expect(owedReasons(owed, 'morale', 'u1', null)).toEqual(['lost a base', 'friends routed'])
    expect(owedReasons(owed, 'control', 'u1', owed[0]!)).toEqual(['lost a base'])
    expect(owedReasons(owed, 'morale', 'u2', owed[0]!)).toEqual([])
    expect(owedReasons(owed, 'morale', null, owed[0]!)).toEqual([])
  })
})

describe('owed tests carried into a later turn say so', () => {
  it('labels a test from an earlier turn, not one from this turn', async () => {
    const { carriedFrom } = await import('./owed')
    seq = 0
    const turnOf = (a: Action) => (a.kind === 'turn.end' ? `Turn ${String(a.detail?.to)}` : null)
    const fire = act({ detail: { owes: owesDetail([spec('morale', 'u1')]) } })
    const end = act({ kind: 'turn.end', detail: { to: 2 } })
    const fire2 = act({ detail: { owes: owesDetail([spec('morale', 'u2')]) } })
    const log = [fire, end, fire2]
    expect([...carriedFrom(log, owedTests(log), turnOf)]).toEqual([['s1.0', 'from the start']])
    const log2 = [act({ kind: 'turn.end', detail: { to: 1 } }), act({ detail: { owes: owesDetail([spec('morale', 'u1')]) } }), act({ kind: 'turn.end', detail: { to: 2 } })]
    expect([...carriedFrom(log2, owedTests(log2), turnOf)]).toEqual([['s5.0', 'from Turn 1']])
    expect(carriedFrom(log2, owedTests(log2)).size).toBe(0)
    expect(carriedFrom([fire2], owedTests([fire2]), turnOf).size).toBe(0)
  })
})

describe('owed tests on a shared battle (issue 25)', () => {
  const fireBy = (id: string, at: number, unit: string): Action => ({ id, seq: at, at: 0, kind: 'fire.applied', label: 'f', ops: [], detail: { owes: owesDetail([spec('morale', unit)]) } })
  it('a test done on one phone stays done when a merge puts the other phone’s actions first (ids, not places)', () => {
    const mine = fireBy('Mine0000000000aa', 1, 'u1')
    const done: Action = { id: 'Done000000000aaa', seq: 2, at: 0, kind: 'owed.done', label: 'd', ops: [], detail: { settles: settlesFor(owedTests([mine]), 'morale', 'u1') } }
    expect(owedTests([mine, done])).toEqual([])
    // The other phone's fire, made while apart, comes first in the merged order: every seq moves on by one.
    const theirs = fireBy('Their00000000aaa', 1, 'u2')
    const merged = [theirs, { ...mine, seq: 2 }, { ...done, seq: 3 }]
    expect(owedTests(merged).map((t) => [t.id, t.label])).toEqual([['Their00000000aaa.0', 'u2: morale test']])
  })
  it('a log from before global ids: its settles name "<seq>.<index>" and still settle, after a merge too', () => {
    const old = [fireBy('s1', 1, 'u1'), { ...fireBy('s2', 2, 'u2'), detail: { ...fireBy('s2', 2, 'u2').detail, settles: ['1.0'] } }]
    expect(owedTests(old).map((t) => t.id)).toEqual(['s2.0'])
    const merged = [fireBy('New0000000000aaa', 1, 'u3'), ...old.map((a, i) => ({ ...a, seq: i + 2 }))]
    expect(owedTests(merged).map((t) => t.id)).toEqual(['New0000000000aaa.0', 's2.0'])
  })
})
