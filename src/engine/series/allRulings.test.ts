import { describe, expect, it } from 'vitest'
import { PROPOSED_MARK, SERIES_PROPOSED_RULINGS, SERIES_RULINGS } from './allRulings'
import { SERIES_COMBAT_RULINGS } from './rulings'
import { SERIES_COMMAND_PROPOSED_RULINGS, SERIES_COMMAND_RULINGS } from './rulingsCommand'

describe('every series ruling in one array', () => {
  it('RULES.md rulings first (parts A then B), then the proposed readings', () => {
    expect(SERIES_RULINGS.map((r) => r.id)).toEqual([...SERIES_COMBAT_RULINGS, ...SERIES_COMMAND_RULINGS, ...SERIES_COMMAND_PROPOSED_RULINGS].map((r) => r.id))
  })
  it('each proposed reading says it is proposed, in its title and its question, and keeps its options', () => {
    SERIES_PROPOSED_RULINGS.forEach((r, i) => {
      const raw = SERIES_COMMAND_PROPOSED_RULINGS[i]!
      expect(r.title).toBe(`${raw.title} (proposed)`)
      expect(r.question).toBe(`${PROPOSED_MARK}: ${raw.question}`)
      expect(r.options).toEqual(raw.options)
      expect(r.number).toBeUndefined()
    })
    expect(PROPOSED_MARK).toBe('Proposed, not yet in RULES.md')
  })
  it('no RULES.md ruling is marked proposed', () => {
    for (const r of [...SERIES_COMBAT_RULINGS, ...SERIES_COMMAND_RULINGS]) expect(SERIES_RULINGS.find((x) => x.id === r.id)).toBe(r)
  })
})
