import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { put, testSetup } from '@/test-utils/battles'
import { act, merged, phone, undo } from '@/test-utils/phones'
import { conflictsOf, settleDraft, withWas, type Keep } from './conflicts'
import { effectiveActions, fold } from './fold'
import { checkLog } from './logCheck'
import type { Action, Op } from './types'

const setup = testSetup()
const lose = (n: number): Op => ({ op: 'unit.patch', id: 'u1', state: { lostBases: n } })

/** Two phones that share the unit u1 (4 bases), then play apart. */
function apart() {
  const start = phone(setup)
  act(start, { kind: 'unit.add', label: 'Added 45e Ligne', ops: [put('u1')] })
  return { a: phone(setup, start.log), b: phone(setup, start.log), common: start.log }
}

/** The settle as the umpire's phone makes it, folded in. */
function settled(log: Action[], id: string, keep: Keep): Action[] {
  const state = fold(setup, log)
  const draft = settleDraft(setup, log, state, id, keep)
  if (typeof draft === 'string') throw new Error(draft)
  return merged(log, [{ ...draft, id: `settle-${keep}`, seq: 0, at: 0 }])
}

describe('conflicts of a merged log (issue 25)', () => {
  it('two phones each take a base from the same unit while apart: both losses stand, shown as one conflict in player words', () => {
    const { a, b, common } = apart()
    act(a, { kind: 'fire.applied', label: '45e Ligne lost 1 base (Anne)', ops: [lose(1)] })
    const late = act(b, { kind: 'fire.applied', label: '45e Ligne lost 1 base (Ben)', ops: [lose(1)] })
    for (const log of [merged(common, a.log, b.log), merged(common, b.log, a.log)]) {
      expect(fold(setup, log).units.u1?.state.lostBases).toBe(2)
      expect(conflictsOf(setup, log)).toHaveLength(1)
    }
    const [conflict] = conflictsOf(setup, merged(common, a.log, b.log))
    expect(conflict?.action).toBe(late.id)
    expect(conflict?.text).toBe('Two phones changed Unit u1\'s lost bases while apart: 0 → 1 on one phone ("45e Ligne lost 1 base (Ben)"), 0 → 1 on the other ("45e Ligne lost 1 base (Anne)"); both changes stand: 2')
    expect(conflict?.fields.map((f) => [f.unitId, f.key, f.was, f.before, f.mine, f.applied, f.numeric])).toEqual([['u1', 'lostBases', 0, 1, 1, 2, true]])
  })

  it('each change is named by the phone that made it, where its action carries the phone\'s name', () => {
    const { a, b, common } = apart()
    act(a, { kind: 'fire.applied', label: '45e Ligne lost 1 base', ops: [lose(1)] })
    act(b, { kind: 'fire.applied', label: '45e Ligne lost 1 base', ops: [lose(1)] })
    const on = (log: Action[], device: string) => log.map((x) => (common.includes(x) ? x : { ...x, device }))
    const [anne, ben] = [on(a.log, "Anne's phone"), on(b.log, "Ben's phone")]
    expect(conflictsOf(setup, merged(common, ben, anne))[0]?.text).toBe('Two phones changed Unit u1\'s lost bases while apart: 0 → 1 on Anne\'s phone ("45e Ligne lost 1 base"), 0 → 1 on Ben\'s phone ("45e Ligne lost 1 base"); both changes stand: 2')
    expect(conflictsOf(setup, merged(common, anne, ben))[0]?.text).toMatch(/: 0 → 1 on Ben's phone \("45e Ligne lost 1 base"\), 0 → 1 on Anne's phone /)
    // One phone named, the other's action older than names: the unnamed one is "another phone".
    expect(conflictsOf(setup, merged(common, b.log, anne))[0]?.text).toMatch(/: 0 → 1 on Anne's phone \("45e Ligne lost 1 base"\), 0 → 1 on another phone \(/)
    expect(conflictsOf(setup, merged(common, anne, b.log))[0]?.text).toMatch(/: 0 → 1 on one phone \("45e Ligne lost 1 base"\), 0 → 1 on Anne's phone \(/)
  })

  it('settled: keep both leaves 2 lost; keep the other takes this loss back; keep this makes this phone’s value stand; each is logged, and its undo brings the conflict back', () => {
    const { a, b, common } = apart()
    act(a, [lose(1)])
    const late = act(b, [lose(2)])
    const log = merged(common, a.log, b.log)
    expect(fold(setup, log).units.u1?.state.lostBases).toBe(3)
    const cases: [Keep, number][] = [['both', 3], ['other', 1], ['this', 2]]
    for (const [keep, lost] of cases) {
      const after = settled(log, late.id, keep)
      expect(checkLog(setup, after).ok).toBe(true)
      expect(fold(setup, after).units.u1?.state.lostBases).toBe(lost)
      expect(conflictsOf(setup, after)).toEqual([])
      expect(after.at(-1)).toMatchObject({ kind: 'conflict.settle', by: 'umpire', detail: { action: late.id, keep } })
      const undone = merged(after, [{ id: 'u', seq: 0, at: 0, kind: 'undo', label: 'Undo', ops: [], undoes: `settle-${keep}` }])
      expect(conflictsOf(setup, undone).map((c) => c.action)).toEqual([late.id])
      expect(fold(setup, undone).units.u1?.state.lostBases).toBe(3)
    }
    expect(settleDraft(setup, settled(log, late.id, 'both'), fold(setup, log), late.id, 'this')).toBe('This conflict is already settled (or its action was undone)')
  })

  it('keep the other after a later loss: only this action’s change is taken back', () => {
    const { a, b, common } = apart()
    act(a, [lose(1)])
    const late = act(b, [lose(1)])
    const c = phone(setup, merged(common, a.log, b.log))
    act(c, [lose(3)])
    const after = settled(c.log, late.id, 'other')
    expect(fold(setup, after).units.u1?.state.lostBases).toBe(2)
  })

  it('a field that is not a number: the later in merged order stands, and keep the other puts the other phone’s value back', () => {
    const { a, b, common } = apart()
    act(a, [{ op: 'unit.patch', id: 'u1', state: { formation: 'square' } }])
    const late = act(b, [{ op: 'unit.patch', id: 'u1', state: { formation: 'column' } }])
    const log = merged(common, a.log, b.log)
    expect(fold(setup, log).units.u1?.state.formation).toBe('column')
    expect(conflictsOf(setup, log)[0]?.text).toMatch(/formation while apart: "?line"? → "?column"? .*the later stands: column$/)
    expect(fold(setup, settled(log, late.id, 'other')).units.u1?.state.formation).toBe('square')
  })

  it('two phones making the same change, or a key an action did not change, is no conflict and loses nothing', () => {
    const { a, b, common } = apart()
    act(a, [{ op: 'unit.patch', id: 'u1', state: { formation: 'square', order: 'disordered' } }])
    act(b, [{ op: 'unit.patch', id: 'u1', state: { formation: 'square', order: 'formed' } }])
    const log = merged(common, a.log, b.log)
    expect(conflictsOf(setup, log)).toEqual([])
    expect(fold(setup, log).units.u1?.state).toMatchObject({ formation: 'square', order: 'disordered' })
  })

  it('the battle’s own state: two phones each end the turn; the turn moves twice until settled', () => {
    const start = phone(setup)
    act(start, [put('u1'), { op: 'battle.patch', patch: { turn: 1 } }])
    const [a, b, common] = [phone(setup, start.log), phone(setup, start.log), start.log]
    act(a, [{ op: 'battle.patch', patch: { turn: 2 } }])
    act(a, [{ op: 'battle.patch', patch: { turn: 3 } }])
    const late = act(b, [{ op: 'battle.patch', patch: { turn: 2 } }])
    const log = merged(common, a.log, b.log)
    expect(fold(setup, log).battle.turn).toBe(4)
    expect(conflictsOf(setup, log)[0]?.fields[0]).toMatchObject({ unitId: null, where: 'the battle', before: 3, was: 1, mine: 2, applied: 4 })
    expect(fold(setup, settled(log, late.id, 'other')).battle.turn).toBe(3)
  })

  it('withWas records the values each patch is built on, after the action’s own earlier ops', () => {
    const state = fold(setup, [{ id: 'a', seq: 1, at: 0, kind: 'x', label: 'x', ops: [put('u1')] }])
    expect(withWas(state, [lose(1), lose(2), { op: 'battle.patch', patch: { turn: 1 } }, { op: 'battle.patch', patch: { turn: 2 } }, put('u2'), { op: 'unit.patch', id: 'u2', state: { bases: 3 } }])).toEqual([
      { ...lose(1), was: { lostBases: 0 } }, { ...lose(2), was: { lostBases: 1 } },
      { op: 'battle.patch', patch: { turn: 1 }, was: { turn: null } }, { op: 'battle.patch', patch: { turn: 2 }, was: { turn: 1 } },
      put('u2'), { op: 'unit.patch', id: 'u2', state: { bases: 3 }, was: { bases: 4 } },
    ])
  })
})

describe('a log made on one phone never has a conflict (property)', () => {
  const step = fc.oneof(
    fc.record({ t: fc.constant('lose' as const), n: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ t: fc.constant('form' as const), f: fc.constantFrom('line', 'column', 'square') }),
    fc.record({ t: fc.constant('turn' as const), n: fc.integer({ min: 1, max: 9 }) }),
    fc.record({ t: fc.constant('undo' as const) }),
  )
  it('any one-phone log folds exactly as it did without `was`, and lists no conflict', () => {
    fc.assert(fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
      const p = phone(setup)
      act(p, [put('u1')])
      for (const s of steps) {
        if (s.t === 'undo') { if (effectiveActions(p.log).length > 1) undo(p, setup); continue }
        act(p, s.t === 'lose' ? [lose(s.n)] : s.t === 'form' ? [{ op: 'unit.patch', id: 'u1', state: { formation: s.f } }] : [{ op: 'battle.patch', patch: { turn: s.n } }])
      }
      const plain = p.log.map((a) => ({ ...a, ops: a.ops.map((op) => { const { was: _, ...rest } = op as Op & { was?: unknown }; return rest as Op }) }))
      expect(fold(setup, p.log)).toEqual(fold(setup, plain))
      expect(fold(setup, p.log)).toEqual(p.state)
      expect(conflictsOf(setup, p.log)).toEqual([])
    }), { numRuns: 300 })
  })
})

describe('conflicts: the edges (mutation testing)', () => {
  it('withWas: a patch that has its was, a name-only patch, a unit not there are left as made; later patches see the earlier ones', () => {
    const state = fold(setup, [{ id: 'a', seq: 1, at: 0, kind: 'x', label: 'x', ops: [put('u1')] }])
    const given: Op = { op: 'unit.patch', id: 'u1', state: { lostBases: 2 }, was: { lostBases: 7 } }
    const named: Op = { op: 'unit.patch', id: 'u1', name: 'Old Guard' }
    const ghost: Op = { op: 'unit.patch', id: 'ghost', state: { lostBases: 1 } }
    const battleWas: Op = { op: 'battle.patch', patch: { turn: 3 }, was: { turn: 9 } }
    expect(withWas(state, [given, named, ghost, lose(3), battleWas, { op: 'battle.patch', patch: { turn: 4 } }])).toEqual([
      given, named, ghost, { ...lose(3), was: { lostBases: 2 } }, battleWas, { op: 'battle.patch', patch: { turn: 4 }, was: { turn: 3 } },
    ])
  })

  it('the other phone’s change is named by the action that made it: a unit put again, or the battle (apart from a unit field of the same name)', () => {
    const { a, b, common } = apart()
    const again = act(a, { kind: 'unit.replace', label: 'Replaced 45e Ligne', ops: [{ op: 'unit.remove', id: 'u1' }, put('u1', { lostBases: 2 })] })
    act(b, [lose(1)])
    expect(conflictsOf(setup, merged(common, a.log, b.log))[0]?.fields[0]?.other?.id).toBe(again.id)
    const start = phone(setup)
    act(start, [put('u1', { turn: 1 } as never), { op: 'battle.patch', patch: { turn: 1 } }])
    const [x, y] = [phone(setup, start.log), phone(setup, start.log)]
    const turned = act(x, [{ op: 'battle.patch', patch: { turn: 2 } }])
    act(x, [{ op: 'unit.patch', id: 'u1', state: { turn: 5 } as never }])
    act(y, [{ op: 'battle.patch', patch: { turn: 2 } }])
    const [conflict] = conflictsOf(setup, merged(start.log, x.log, y.log))
    expect(conflict?.fields.map((f) => [f.where, f.other?.id])).toEqual([['the battle', turned.id]])
  })

  it('a settle is only a conflict.settle in force naming the action; the umpire settles the one asked, with its words', () => {
    const { a, b, common } = apart()
    act(a, [lose(1)])
    act(a, [{ op: 'unit.patch', id: 'u1', state: { formation: 'square' } }])
    const first = act(b, [lose(1)])
    const second = act(b, [{ op: 'unit.patch', id: 'u1', state: { formation: 'column' } }])
    const log = merged(common, a.log, b.log)
    const lookalike: Action = { id: 'n1', seq: 0, at: 0, kind: 'note', label: 'note', ops: [], detail: { action: first.id } }
    expect(conflictsOf(setup, merged(log, [lookalike])).map((c) => c.action)).toEqual([first.id, second.id])
    const state = fold(setup, log)
    const draft = settleDraft(setup, log, state, second.id, 'this')
    expect(draft).toEqual({
      kind: 'conflict.settle', by: 'umpire', detail: { action: second.id, keep: 'this' },
      label: `Conflict settled: kept this change to Unit u1's formation ("${second.label}")`,
      ops: [{ op: 'unit.patch', id: 'u1', state: { formation: 'column' }, was: { formation: 'column' } }],
    })
    expect(conflictsOf(setup, log)[1]?.text).toBe(`Two phones changed Unit u1's formation while apart: line → column on one phone ("${second.label}"), line → square on the other ("${a.log.at(-1)!.label}"); the later stands: column`)
    expect(settleDraft(setup, log, state, first.id, 'this')).toMatchObject({ label: `Conflict settled: kept this change to Unit u1's lost bases ("${first.label}")`, ops: [{ op: 'unit.patch', id: 'u1', state: { lostBases: 1 } }] })
  })

  it('settling after the unit is gone sets nothing; a battle field settles with a battle.patch only', () => {
    const { a, b, common } = apart()
    act(a, [lose(1)])
    const late = act(b, [lose(1)])
    const c = phone(setup, merged(common, a.log, b.log))
    act(c, [{ op: 'unit.remove', id: 'u1' }])
    expect(settleDraft(setup, c.log, c.state, late.id, 'other')).toMatchObject({ ops: [] })
    const start = phone(setup)
    act(start, [{ op: 'battle.patch', patch: { turn: 1, weather: 'fine' } }])
    const [x, y] = [phone(setup, start.log), phone(setup, start.log)]
    act(x, [{ op: 'battle.patch', patch: { turn: 2 } }])
    const turned = act(y, [{ op: 'battle.patch', patch: { turn: 2 } }])
    const log = merged(start.log, x.log, y.log)
    expect(settleDraft(setup, log, fold(setup, log), turned.id, 'this')).toMatchObject({ ops: [{ op: 'battle.patch', patch: { turn: 2 }, was: { turn: 3 } }] })
    expect(settleDraft(setup, log, fold(setup, log), turned.id, 'other')).toMatchObject({ ops: [{ op: 'battle.patch', patch: { turn: 2 } }] })
  })
})
