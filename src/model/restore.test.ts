import { describe, expect, it } from 'vitest'
import { toBattleFile } from './exportFile'
import { fold } from './fold'
import { parseBattleFileText, restoreBattleFile } from './restore'
import { patch, put, testLog, testSetup } from '@/test-utils/battles'

const log = testLog([put('u1')], [patch('u1', { lostBases: 1 })], 'undo', [{ op: 'battle.patch', patch: { turn: 2 } }])
const good = () => JSON.parse(JSON.stringify(toBattleFile(testSetup(), log, 5))) as Record<string, unknown>
const message = (input: unknown) => {
  const r = restoreBattleFile(input)
  return r.ok ? 'ok' : r.message
}

describe('restoreBattleFile', () => {
  it('export → text → import gives the identical battle', () => {
    const r = parseBattleFileText(JSON.stringify(toBattleFile(testSetup(), log, 5)))
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.file.setup).toEqual(testSetup())
    expect(r.file.actions).toEqual(log)
    expect(fold(r.file.setup, r.file.actions)).toEqual(fold(testSetup(), log))
  })

  it('not JSON', () => {
    const r = parseBattleFileText('{"format": "aide-de')
    expect(r.ok).toBe(false)
    expect(!r.ok && r.message).toMatch(/^This file is not JSON: /)
  })

  it('wrong shape: not an object, or not a battle file', () => {
    expect(message([1, 2])).toBe('file: expected a battle file (a JSON object)')
    expect(message({ name: 'my list' })).toMatch(/^format: this is not an Aide-de-Camp battle file/)
  })

  it('one bad field: the message names it', () => {
    const file = good()
    ;(file.actions as { ops: { op: string }[] }[])[1]!.ops[0]!.op = 'unit.explode'
    expect(message(file)).toMatch(/^actions\[1\]\.ops\[0\]\.op: expected one of "setup\.patch" \| "unit\.put"/)
    const noName = good()
    delete (noName.setup as Record<string, unknown>).name
    expect(message(noName)).toBe('setup.name: is missing')
    const badScale = good()
    ;(badScale.setup as Record<string, unknown>).figureScale = -15
    expect(message(badScale)).toMatch(/^setup\.figureScale: /)
  })

  it('a log that does not hang together is refused, naming the action', () => {
    const gap = good()
    ;(gap.actions as { seq: number }[])[2]!.seq = 7
    expect(message(gap)).toBe('actions[2].seq: expected 3, got 7')
    const wrongUndo = good()
    ;(wrongUndo.actions as { undoes: number }[])[2]!.undoes = 1
    expect(message(wrongUndo)).toBe('actions[2].undoes: expected 2 (the last action in force), got 1')
    const ghost = good()
    ;(ghost.actions as { ops: unknown[] }[])[3]!.ops = [patch('ghost', {})]
    expect(message(ghost)).toBe("actions[3].ops[0].id: no unit 'ghost' in this battle")
  })

  it('a file from a newer app says so', () => {
    expect(message({ ...good(), version: 2 })).toMatch(/^version: this file was made by a newer Aide-de-Camp/)
    expect(message({ ...good(), version: '1' })).toMatch(/^version: expected a whole number/)
  })
})
