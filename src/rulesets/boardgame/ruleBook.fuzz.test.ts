import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { expectReadOrRefused } from '@/rulesets/miniatures/ruleBookFuzz'
import { ruleBook } from './ruleBook'

const near = fc.record({
  units: fc.array(fc.record({
    side: fc.oneof(fc.constantFrom('french', 'allied', 'Prussian'), fc.jsonValue()),
    type: fc.oneof(fc.constantFrom('line-infantry', 'general', 'light-artillery', 'guard'), fc.jsonValue()),
    name: fc.oneof(fc.string({ maxLength: 80 }), fc.jsonValue()),
    elements: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.jsonValue()),
    general: fc.oneof(fc.constantFrom('', 'Ney', 'ney'), fc.jsonValue()),
    sector: fc.oneof(fc.constantFrom('left', 'centre', 'right', null), fc.jsonValue()),
  }, { requiredKeys: [] }), { maxLength: 8 }),
}, { requiredKeys: [] })

describe('boardgame forces entries read any file hostilely (issue 24: packs are as hostile as battles)', () => {
  it('any JSON, or near a real entry: read, or refused in words; what is read gives a status and its lines', () => {
    for (const entry of ruleBook.entries) fc.assert(fc.property(fc.oneof(near, fc.jsonValue({ maxDepth: 4 })), (data) => expectReadOrRefused(entry, data)), { numRuns: 400 })
    expect(ruleBook.entries).toHaveLength(3)
  }, 120_000)
})
