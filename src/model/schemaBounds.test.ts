import { describe, expect, it } from 'vitest'
import { toBattleFile } from './exportFile'
import { LATEST_TIME } from './moments'
import { NAME_FILE_MAX, TEXT_MAX, checkName } from './names'
import { restoreBattleFile } from './restore'
import { plainActions } from './schemaFast'
import { put, testLog, testSetup, testUnit } from '@/test-utils/battles'
import { KNOWN_RULESETS } from '@/rulesets/known'
import type { Action, BattleSetup } from './types'

/** Issue 26: what a screen formats or computes with is bounded on import, names are short and cannot reorder text. */
const file = (setup: BattleSetup, actions: Action[]) => JSON.parse(JSON.stringify(toBattleFile(setup, actions, 5))) as { setup: BattleSetup; actions: { -readonly [K in keyof Action]: Action[K] }[] }
const restore = (f: unknown) => restoreBattleFile(f, KNOWN_RULESETS)
const message = (f: unknown) => {
  const r = restore(f)
  return r.ok ? 'ok' : r.message
}
const RLO = '\u202E'

describe("an action's time", () => {
  it('is a real date: a time past the year 2200 (which a Date cannot show beyond 8.64e15) is refused, naming the field', () => {
    const f = file(testSetup(), testLog([put('u1')]))
    f.actions[0]!.at = 1e300
    expect(message(f)).toMatch(/^actions\[0\]\.at: expected a time/)
    f.actions[0]!.at = LATEST_TIME
    expect(message(f)).toBe('ok')
    f.actions[0]!.at = -1
    expect(message(f)).toMatch(/^actions\[0\]\.at: /)
  })

  it('the setup and file times are bounded alike', () => {
    const f = file(testSetup({ createdAt: 9e15 }), [])
    expect(message(f)).toMatch(/^setup\.createdAt: expected a time/)
  })
})

describe('names and free text', () => {
  it('a side name starting with a right-to-left override imports with the override stripped', () => {
    const setup = testSetup()
    const f = file({ ...setup, sides: [{ ...setup.sides[0], name: `${RLO}Ney` }, setup.sides[1]] }, testLog([{ op: 'unit.put', unit: { ...testUnit('u1'), name: '\u2066Old Guard\u2069' } }]))
    f.actions[0]!.label = `${RLO}added`
    const r = restore(f)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.file.setup.sides[0].name).toBe('Ney')
    expect(r.state.units.u1!.name).toBe('Old Guard')
    expect(r.file.actions[0]!.label).toBe('added')
  })

  it('the hand check never passes a text the schema would strip (so a stored bidi control is stripped too)', () => {
    const [a] = testLog([put('u1')])
    expect(plainActions([a])).not.toBeNull()
    expect(plainActions([{ ...a, label: `x${RLO}` }])).toBeNull()
  })

  it(`a name longer than ${NAME_FILE_MAX} characters is refused, naming the field`, () => {
    expect(message(file(testSetup({ name: 'x'.repeat(NAME_FILE_MAX + 1) }), []))).toMatch(/^setup\.name: must be at most 120 characters/)
    expect(message(file(testSetup({ name: 'x'.repeat(NAME_FILE_MAX) }), []))).toBe('ok')
  })

  it(`any other text is at most ${TEXT_MAX} characters`, () => {
    const f = file(testSetup({ options: { note: 'x'.repeat(TEXT_MAX + 1) } }), [])
    expect(message(f)).toMatch(/^setup\.options: has a text longer than 4000 characters/)
  })

  it('typed names lose their bidi controls too', () => {
    expect(checkName(`${RLO}Ney `, 'name', 'the side')).toBe('Ney')
  })
})

describe('ids and kinds', () => {
  it('are at most 200 characters, in the schema and the hand check alike', () => {
    const long = 'u'.repeat(201)
    const f = file(testSetup(), testLog([put(long)]))
    expect(message(f)).toMatch(/^actions\[0\]\.ops\[0\]\.unit\.id: must be at most 200 characters/)
    expect(plainActions(f.actions)).toBeNull()
    expect(message(file(testSetup(), testLog([{ op: 'unit.put', unit: { ...testUnit('u'.repeat(200)), name: 'Old Guard' } }])))).toBe('ok')
  })
})

describe('a file nested too deeply', () => {
  it('is told so, with the depth, not "expected plain data"', () => {
    let deep: unknown = 1
    for (let i = 0; i < 80; i++) deep = [deep]
    const f = file(testSetup(), [])
    ;(f.setup as { options: unknown }).options = { deep }
    expect(message(f)).toMatch(/^setup\.options: nested more than 64 levels deep/)
  })
})
