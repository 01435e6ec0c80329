import fc from 'fast-check'
import { describe, it } from 'vitest'
import { expectReadOrRefused } from '@/rulesets/miniatures/ruleBookFuzz'
import { ruleBook } from './ruleBook'

const factor = fc.oneof(fc.integer({ min: -1, max: 21 }), fc.constant(null), fc.jsonValue())
const near = fc.record({
  troops: fc.array(fc.record({
    id: fc.oneof(fc.constantFrom('h1', 'h2', ''), fc.jsonValue()), nation: fc.oneof(fc.constantFrom('Russian', 'French', ' '), fc.jsonValue()),
    arm: fc.oneof(fc.constantFrom('Infantry', 'Cavalry', 'Navy'), fc.jsonValue()), troopType: fc.oneof(fc.constantFrom('Jager', 'Line'), fc.string({ maxLength: 70 })),
    fireFactor: factor, meleeFactor: factor, moraleFactor: factor, controlFactor: factor, skirmish: fc.jsonValue(), note: fc.oneof(fc.string({ maxLength: 120 }), fc.jsonValue()),
  }, { requiredKeys: [] }), { maxLength: 5 }),
}, { requiredKeys: [] })

describe('the wargaming house troop types entry reads any file hostilely (issue 24)', () => {
  it('any JSON, or near a real list: read, or refused in words; what is read gives a status and its lines', () => {
    fc.assert(fc.property(fc.oneof(near, fc.jsonValue({ maxDepth: 4 })), (data) => expectReadOrRefused(ruleBook.entries[0]!, data)), { numRuns: 1000 })
  }, 120_000)
})
