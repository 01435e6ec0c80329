import { describe, expect, it } from 'vitest'
import { toBattleFile } from './exportFile'
import { fold } from './fold'
import { MAX_BATTLE_FILE_CHARS, parseBattleFileText, restoreBattleFile } from './restore'
import { patch, put, testLog, testSetup } from '@/test-utils/battles'
import { RULESET_IDS } from '@/rulesets/list'
import { KNOWN_RULESETS } from '@/rulesets/known'

/** How valibot lists the ruleset ids a file may name. */
const ONE_OF_RULESETS = RULESET_IDS.map((id) => `"${id}"`).join(' | ')

const log = testLog([put('u1')], [patch('u1', { lostBases: 1 })], 'undo', [{ op: 'battle.patch', patch: { turn: 2 } }])
const good = () => JSON.parse(JSON.stringify(toBattleFile(testSetup(), log, 5))) as Record<string, unknown>
const message = (input: unknown) => {
  const r = restoreBattleFile(input, KNOWN_RULESETS)
  return r.ok ? 'ok' : r.message
}

describe('restoreBattleFile', () => {
  it('export → text → import gives the identical battle', () => {
    const r = parseBattleFileText(JSON.stringify(toBattleFile(testSetup(), log, 5)), KNOWN_RULESETS)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.file.setup).toEqual(testSetup())
    expect(r.file.actions).toEqual(log)
    expect(fold(r.file.setup, r.file.actions)).toEqual(fold(testSetup(), log))
  })

  it('not JSON', () => {
    const r = parseBattleFileText('{"format": "aide-de', KNOWN_RULESETS)
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
    expect(message({ ...good(), version: 3 })).toMatch(/^version: this file was made by a newer Aide-de-Camp/)
    expect(message({ ...good(), version: '1' })).toMatch(/^version: expected a whole number/)
  })
})

describe('a huge or runaway file (issue 13)', () => {
  it('a 10 MB setup.ruleset is refused quickly, quoting only its first 100 characters', () => {
    const file = { ...good(), setup: { ...testSetup(), ruleset: 'x'.repeat(10 * 1024 * 1024) } }
    const t = performance.now()
    const r = parseBattleFileText(JSON.stringify(file), KNOWN_RULESETS)
    expect(performance.now() - t).toBeLessThan(2000)
    expect(!r.ok && r.message).toBe(`setup.ruleset: expected one of ${ONE_OF_RULESETS}, got "${'x'.repeat(99)}…`)
  })

  it('a unit id of 1 MB is refused by its length, never quoted whole (issue 26: ids at most 200 characters)', () => {
    const id = 'g'.repeat(1024 * 1024)
    const file = { ...good(), actions: [{ seq: 1, at: 0, kind: 'x', label: 'x', ops: [{ op: 'unit.remove', id }] }] }
    expect(message(file)).toBe('actions[0].ops[0].id: must be at most 200 characters')
  })

  it('an unknown unit id is quoted to 100 characters', () => {
    const id = 'g'.repeat(150)
    const file = { ...good(), actions: [{ seq: 1, at: 0, kind: 'x', label: 'x', ops: [{ op: 'unit.remove', id }] }] }
    expect(message(file)).toBe(`actions[0].ops[0].id: no unit '${'g'.repeat(100)}…' in this battle`)
  })

  it(`a file above ${MAX_BATTLE_FILE_CHARS} characters (30 MB) is refused before it is parsed, saying the limit`, () => {
    expect(MAX_BATTLE_FILE_CHARS).toBe(30 * 1024 * 1024)
    const r = parseBattleFileText(' '.repeat(MAX_BATTLE_FILE_CHARS + 1), KNOWN_RULESETS)
    expect(!r.ok && r.message).toBe('file: this file is 30 MB; the largest battle file Aide-de-Camp opens is 30 MB (a 20,000-action battle is about 11 MB)')
    const r2 = parseBattleFileText(' '.repeat(MAX_BATTLE_FILE_CHARS + 5 * 1024 * 1024), KNOWN_RULESETS)
    expect(!r2.ok && r2.message).toMatch(/^file: this file is 35 MB; /)
    const atLimit = parseBattleFileText(' '.repeat(MAX_BATTLE_FILE_CHARS), KNOWN_RULESETS)
    expect(!atLimit.ok && atLimit.message).toMatch(/^This file is not JSON: /)
  })

  it('a long version value is quoted to 100 characters', () => {
    expect(message({ ...good(), version: 'v'.repeat(500) })).toBe(`version: expected a whole number, got "${'v'.repeat(99)}…`)
  })

  it('a version nested 10,000 lists deep is named by its kind, not walked (found by the import fuzzing: it overflowed the stack)', () => {
    const deep: unknown = JSON.parse(`${'['.repeat(10_000)}${']'.repeat(10_000)}`)
    expect(message({ ...good(), version: deep })).toBe('version: expected a whole number, got a list')
    expect(message({ ...good(), version: { v: 1 } })).toBe('version: expected a whole number, got a record')
    expect(message({ ...good(), version: 1.5 })).toBe('version: expected a whole number, got 1.5')
    expect(message({ ...good(), version: null })).toBe('version: expected a whole number, got null')
  })
})

describe('action ids in battle files (issue 25)', () => {
  type RawAction = { id?: string; undoes?: string | number }
  const v1 = () => {
    const file = good()
    const actions = (file.actions as RawAction[]).map(({ id: _, ...a }) => a as RawAction)
    actions[2]!.undoes = 2
    return { ...file, version: 1, actions }
  }

  it('a version 1 file (no ids, an undo naming a seq) imports as before, each action s<seq>, the undo naming the id of the action it cancelled', () => {
    const r = restoreBattleFile(v1(), KNOWN_RULESETS)
    expect(r.ok && r.file.actions.map((a) => [a.id, a.undoes])).toEqual([['s1', undefined], ['s2', undefined], ['s3', 's2'], ['s4', undefined]])
    expect(r.ok && r.file.version).toBe(2)
    expect(r.ok && r.state).toEqual(fold(testSetup(), log))
  })

  it('two actions with one id are refused, naming both', () => {
    const twin = good()
    ;(twin.actions as RawAction[])[3]!.id = 's1'
    expect(message(twin)).toBe('actions[3].id: "s1" is already the id of actions[0]; a log names each action once')
  })

  it('an undo must name an earlier action that is not an undo; an id must be plain', () => {
    const ghost = good()
    ;(ghost.actions as RawAction[])[2]!.undoes = 'nobody'
    expect(message(ghost)).toBe('actions[2].undoes: no action before it has the id "nobody"')
    const later = good()
    ;(later.actions as RawAction[])[2]!.undoes = 's4'
    expect(message(later)).toBe('actions[2].undoes: no action before it has the id "s4"')
    const ofUndo = JSON.parse(JSON.stringify(toBattleFile(testSetup(), testLog([put('u1')], [put('u2')], 'undo', 'undo'), 5))) as Record<string, unknown>
    ;(ofUndo.actions as RawAction[])[3]!.undoes = 's3'
    expect(message(ofUndo)).toBe('actions[3].undoes: "s3" is an undo; an undo cancels an action, not an undo')
    const spaced = good()
    ;(spaced.actions as RawAction[])[0]!.id = 'a b'
    expect(message(spaced)).toBe('actions[0].id: must be 1 to 64 letters, digits, - or _')
  })

  it('a merged log where two phones undid one action imports: the second undo changes nothing', () => {
    const file = good()
    const actions = file.actions as (RawAction & { seq: number })[]
    actions.splice(3, 0, { ...actions[2]!, id: 'other-phone', seq: 4 })
    actions[4]!.seq = 5
    const r = restoreBattleFile(file, KNOWN_RULESETS)
    expect(r.ok && r.state.units.u1?.state.lostBases).toBe(0)
  })
})
