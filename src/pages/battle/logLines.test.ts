import { describe, expect, it } from 'vitest'
import type { Action, Side } from '@/model/types'
import { logLines } from './logLines'

const sides: readonly [Side, Side] = [
  { id: 'a', name: 'Armée du Nord', nationality: 'French' },
  { id: 'b', name: 'Wellington', nationality: 'British' },
]
const act = (seq: number, label: string, extra: Partial<Action> = {}): Action => ({ seq, at: 1000 * seq, kind: 'note', label, ops: [], ...extra })

describe('battle log lines', () => {
  it('puts the newest action on top and names who acted', () => {
    const lines = logLines([act(1, 'Turn 1', { by: 'umpire' }), act(2, '2nd Line lost 1 base', { by: 'b' }), act(3, 'Fire', { by: 'a' })], { sides })
    expect(lines.map((l) => l.seq)).toEqual([3, 2, 1])
    expect(lines.map((l) => l.who)).toEqual(['Armée du Nord', 'Wellington', 'Umpire'])
  })

  it('keeps an undone action in the log, marked, under its "Undo:" line', () => {
    const lines = logLines([act(1, 'Rename'), act(2, 'Lost 1 base'), act(3, 'Undo: Lost 1 base', { kind: 'undo', undoes: 2 })], { sides })
    expect(lines[0]).toMatchObject({ what: 'Undo: Lost 1 base', isUndo: true, undone: false })
    expect(lines[1]).toMatchObject({ seq: 2, undone: true })
    expect(lines[2]).toMatchObject({ seq: 1, undone: false })
  })

  it('an action nobody in particular did has no "who"', () => {
    expect(logLines([act(1, 'Battle renamed')], { sides })[0]?.who).toBe('')
  })
})
