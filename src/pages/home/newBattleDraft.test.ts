import { describe, expect, it } from 'vitest'
import { draftProblems, emptyDraft, toNewBattleInput } from './newBattleDraft'
import { RULESETS } from '@/rulesets/list'

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

  it('a scenario the ruleset offers is kept for the battle to start on; one it does not offer is dropped', () => {
    expect(toNewBattleInput({ ...emptyDraft(), ruleset: 'boardgame', scenario: 'ligny' }).options).toEqual({ scenario: 'ligny' })
    expect(toNewBattleInput({ ...emptyDraft(), ruleset: 'boardgame', scenario: 'austerlitz' }).options).toBeUndefined()
    expect(toNewBattleInput({ ...emptyDraft(), ruleset: 'wargaming', scenario: 'ligny' }).options).toBeUndefined()
    expect(toNewBattleInput({ ...emptyDraft(), ruleset: 'boardgame' }).options).toBeUndefined()
  })

  it('editing the form after submitting does not change what was sent', () => {
    const draft = emptyDraft()
    draft.sides[0].name = 'French'
    const input = toNewBattleInput(draft)
    draft.sides[0].name = 'changed'
    expect(input.sides[0].name).toBe('French')
  })

  it('starts on the first ruleset of the list, with the printed figure scales of seed 004', () => {
    expect(emptyDraft().ruleset).toBe(RULESETS[0].id)
    // seed 004, Ground Scale: 5 mm, 15 mm and 25 mm figures
    expect(RULESETS.find((r) => r.id === 'wargaming')?.newBattle.figureScales).toEqual([5, 15, 25])
  })
})

describe('new battle form mistakes', () => {
  it('lists every mistake at once, by field, in player words', () => {
    const draft = emptyDraft()
    expect(draftProblems(draft)).toEqual({ name: 'Give the battle a name', 'sides[0].name': 'Give side 1 a name', 'sides[1].name': 'Give side 2 a name' })
    draft.name = 'Wagram'
    draft.sides[0].name = 'x'.repeat(61)
    draft.sides[1].name = 'Charles'
    expect(draftProblems(draft)).toEqual({ 'sides[0].name': 'A name can be at most 60 characters; this one has 61' })
  })
})
