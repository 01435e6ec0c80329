import { describe, expect, it } from 'vitest'
import { entryOf, ruleBookOf } from './registry'
import type { RuleBookEntry, RuleBookSpec } from './types'

const entry = (id: string): RuleBookEntry => ({
  id, kind: 'table', recordKind: 'table', title: id, note: '',
  check: (d) => d as never, status: () => ({ filled: 0, total: 1, summary: '1 of 1 tables need values' }),
  lines: () => [], editor: async () => ({}) as never,
})

describe('rule book registry', () => {
  it('finds an entry by its own id and nothing for inherited names', () => {
    const spec: RuleBookSpec = { entries: [entry('series-fire'), entry('series-melee')] }
    expect(entryOf(spec, 'series-melee')?.id).toBe('series-melee')
    expect(entryOf(spec, 'constructor')).toBeUndefined()
    expect(entryOf(spec, '__proto__')).toBeUndefined()
    expect(entryOf(spec, 'series-morale')).toBeUndefined()
  })

  it('gives null for a ruleset the app does not know, even a name every object has', async () => {
    expect(await ruleBookOf('chess')).toBeNull()
    expect(await ruleBookOf('constructor')).toBeNull()
    expect(await ruleBookOf('__proto__')).toBeNull()
  })
})
