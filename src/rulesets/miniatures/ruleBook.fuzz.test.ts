import fc from 'fast-check'
import { describe, it } from 'vitest'
import { ruleBook } from './ruleBook'
import { expectReadOrRefused } from './ruleBookFuzz'

const cell = fc.oneof(fc.integer({ min: -100, max: 100 }), fc.jsonValue())
const near = fc.record({
  die: fc.oneof(fc.constantFrom('d6', 'd10', 'd8'), fc.jsonValue()),
  rows: fc.oneof(fc.array(fc.oneof(fc.record({ from: cell, to: cell, hits: fc.oneof(fc.array(fc.integer({ min: -1, max: 21 }), { minLength: 5, maxLength: 11 }), fc.jsonValue()) }, { requiredKeys: [] }), fc.jsonValue()), { maxLength: 6 }), fc.jsonValue()),
  source: fc.oneof(fc.string({ maxLength: 300 }), fc.jsonValue()),
}, { requiredKeys: [] })

describe('the miniatures hits table entry reads any file hostilely (issue 24)', () => {
  it('any JSON, or near a real table: read, or refused in words; what is read gives a status and its lines', () => {
    fc.assert(fc.property(fc.oneof(near, fc.jsonValue({ maxDepth: 4 })), (data) => expectReadOrRefused(ruleBook.entries[0]!, data)), { numRuns: 1000 })
  }, 120_000)
})
