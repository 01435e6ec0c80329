import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { SCENARIO_SOURCES } from './scenarioSources'

const text = seedText('001')
if (!text) console.info(NO_SEEDS)
const flat = (s: string) => s.replace(/\\\*/g, '').replace(/\*+/g, '').replace(/\s+/g, ' ')

describe('what seed 001 gives a scenario, and what it leaves to the battle\'s special rules', () => {
  it.skipIf(!text)('quotes the text\'s own words for each', () => {
    const t = flat(text!)
    for (const s of SCENARIO_SOURCES) expect(t, `${s.id}: "${s.says}"`).toContain(s.says)
  })
  it.skipIf(!text)('the text is a rules system, not a battle: it names no unit to set up and no reinforcement turn', () => {
    expect(flat(text!)).toContain('a standard rules system and a set of exclusive rules specific to each battle')
  })
  it('says for each either what the text gives or where the value comes from, never neither', () => {
    expect(SCENARIO_SOURCES.every((s) => s.given !== null || s.elsewhere !== null)).toBe(true)
    expect(new Set(SCENARIO_SOURCES.map((s) => s.id)).size).toBe(SCENARIO_SOURCES.length)
    const given = Object.fromEntries(SCENARIO_SOURCES.map((s) => [s.id, s.given]))
    expect(given['strategic-deployment']).toBe('4 by 4 squares; at most 2 infantry corps per square')
    expect(given['orders-per-turn']).toBe('French 3 orders per turn; Russia, Austria, Sweden, Spain 1 order per turn; Prussian 1 order per turn in 1807 or before, 2 orders per turn after 1807; English 2 orders per turn')
    expect(given['time-limits']).toBe('15 seconds for a desperate army (19.3)')
    expect(given['reinforcements']).toBeNull()
    expect(given['order-of-battle']).toBeNull()
  })
})
