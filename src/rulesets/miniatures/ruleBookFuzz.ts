import { expect } from 'vitest'
import type { RuleBookEntry } from '@/rulebook/types'

/**
 * Test-only: an entry given any data reads it or refuses it with an Error in words (never a TypeError from a shape it
 * trusted, never a message quoting more than ~100 characters of the value); what it reads has a status and lines.
 */
export function expectReadOrRefused(entry: RuleBookEntry, data: unknown): void {
  let read
  try { read = entry.check(data) } catch (e) {
    expect(e).toBeInstanceOf(Error)
    expect(e).not.toBeInstanceOf(TypeError)
    expect((e as Error).message.length).toBeLessThan(300)
    return
  }
  const status = entry.status(read)
  expect(status.filled).toBeLessThanOrEqual(status.total)
  for (const l of entry.lines(read)) expect(typeof l.text).toBe('string')
  expect(entry.check(read)).toEqual(read)
}
