import { describe, expect, it } from 'vitest'
import { emptyDraft, toNewBattleInput } from './newBattleDraft'
import { RULESET_CHOICES } from './rulesetChoices'
import { RULESETS } from '@/engine/registry'

describe('new battle form → store input', () => {
  it('a wargaming battle keeps the figure scale (seed 004 converts yards by figure scale)', () => {
    const draft = { ...emptyDraft(), name: 'Auerstädt', figureScale: 25, tableUnit: 'in' as const }
    const input = toNewBattleInput(draft)
    expect(input.figureScale).toBe(25)
    expect(input.tableUnit).toBe('in')
  })

  it('a miniatures battle drops the figure scale: it measures in 8 cm segments (seed 003)', () => {
    const input = toNewBattleInput({ ...emptyDraft(), ruleset: 'miniatures', figureScale: 25 })
    expect(input.figureScale).toBeUndefined()
    expect(input.tableUnit).toBe('cm')
  })

  it('editing the form after submitting does not change what was sent', () => {
    const draft = emptyDraft()
    draft.sides[0].name = 'French'
    const input = toNewBattleInput(draft)
    draft.sides[0].name = 'changed'
    expect(input.sides[0].name).toBe('French')
  })

  it('offers only the rulesets the app implements, with the printed figure scales', () => {
    expect(RULESET_CHOICES.map((r) => r.id)).toEqual(['wargaming', 'miniatures'])
    // The form offers exactly the rulesets the engine implements, never a placeholder.
    expect(RULESET_CHOICES.map((r) => r.id)).toEqual(RULESETS.map((r) => r.id))
    // seed 004, Ground Scale: 5 mm, 15 mm and 25 mm figures
    expect(RULESET_CHOICES[0]?.figureScales).toEqual([5, 15, 25])
  })
})
