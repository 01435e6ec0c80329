import { describe, expect, it } from 'vitest'
import type { Action, Side } from '@/model/types'
import { firstLines, logGroups } from './logLines'

const sides: readonly [Side, Side] = [
  { id: 'a', name: 'Armée du Nord', nationality: 'French' },
  { id: 'b', name: 'Wellington', nationality: 'British' },
]
const act = (seq: number, label: string, extra: Partial<Action> = {}): Action => ({ id: `s${seq}`, seq, at: 1000 * seq, kind: 'note', label, ops: [], ...extra })
const lines = (groups: ReturnType<typeof logGroups>) => groups.flatMap((g) => g.lines)
const turnOf = (a: Action) => (a.kind === 'turn.end' ? `Turn ${a.label.slice(-1)}` : null)

describe('battle log lines', () => {
  it('on a shared battle a line names the phone that made it; a line from one phone names none', () => {
    const l = lines(logGroups([act(1, 'Fired', { device: "Anne's phone" }), act(2, 'Moved')], { sides }))
    expect(l.map((x) => [x.what, x.device])).toEqual([['Moved', ''], ['Fired', "Anne's phone"]])
  })

  it('puts the newest action on top and names who acted', () => {
    const l = lines(logGroups([act(1, 'Turn 1', { by: 'umpire' }), act(2, '2nd Line lost 1 base', { by: 'b' }), act(3, 'Fire', { by: 'a' })], { sides }))
    expect(l.map((x) => x.seq)).toEqual([3, 2, 1])
    expect(l.map((x) => x.who)).toEqual(['Armée du Nord', 'Wellington', 'Umpire'])
  })

  it('an undo is not a line of its own: the action it cancelled is listed once, marked undone', () => {
    const l = lines(logGroups([act(1, 'Rename'), act(2, 'Lost 1 base'), act(3, 'Undo: Lost 1 base', { kind: 'undo', undoes: 's2' })], { sides }))
    expect(l.map((x) => [x.what, x.undone])).toEqual([['Lost 1 base', true], ['Rename', false]])
  })

  it('each line in force knows how many later actions "undo back to here" would undo', () => {
    const l = lines(logGroups([act(1, 'A'), act(2, 'B'), act(3, 'Undo: B', { kind: 'undo', undoes: 's2' }), act(4, 'C'), act(5, 'D')], { sides }))
    expect(l.map((x) => [x.what, x.laterInForce])).toEqual([['D', 0], ['C', 1], ['B', 0], ['A', 2]])
  })

  it('groups by the turn the ruleset reads from the log, newest turn first', () => {
    const g = logGroups([act(1, 'Set up'), act(2, 'End of turn 2', { kind: 'turn.end' }), act(3, 'Fire'), act(4, 'End of turn 3', { kind: 'turn.end' })], { sides }, turnOf)
    expect(g.map((x) => [x.label, x.lines.map((l) => l.what)])).toEqual([
      ['Turn 3', ['End of turn 3']], ['Turn 2', ['Fire', 'End of turn 2']], [null, ['Set up']],
    ])
  })

  it('filters by unit: only the actions that changed it', () => {
    const put = { op: 'unit.put' as const, unit: { id: 'u1', side: 'a' as const, name: 'x', kind: 'infantry', state: {} } }
    const g = logGroups([act(1, 'Added', { ops: [put] }), act(2, 'Other', { ops: [{ op: 'unit.patch', id: 'u2', state: {} }] }), act(3, 'Hit', { ops: [{ op: 'unit.patch', id: 'u1', state: {} }] })], { sides }, undefined, 'u1')
    expect(lines(g).map((l) => l.what)).toEqual(['Hit', 'Added'])
  })

  it('an action nobody in particular did has no "who"; a page keeps group labels', () => {
    expect(lines(logGroups([act(1, 'Battle renamed')], { sides }))[0]?.who).toBe('')
    const g = logGroups([act(1, 'a'), act(2, 'T', { kind: 'turn.end' }), act(3, 'b'), act(4, 'c')], { sides }, turnOf)
    expect(firstLines(g, 2).map((x) => [x.label, x.lines.length])).toEqual([['Turn T', 2]])
    expect(firstLines(g, 4).map((x) => [x.label, x.lines.length])).toEqual([['Turn T', 3], [null, 1]])
  })
})
