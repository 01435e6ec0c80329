import { describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import { doneDraft, owedTests } from '@/rulesets/owed'
import { fireDraft } from './fireDraft'
import { specialActionDraft } from './specialDraft'
import { apply, smallBattle } from './testkit'
import { openOwed, unitBadges } from './turnAid'

const log = (...drafts: Omit<Action, 'id' | 'seq' | 'at'>[]): Action[] => drafts.map((d, i) => ({ ...d, id: `s${i + 1}`, seq: i + 1, at: 0 }))

describe('miniatures: what a result leaves owed, and the badges', () => {
  it('a retreat (seed 003, 10.0) stays owed until the players say it is done; the target may not activate this round', () => {
    let s = smallBattle()
    const fire = fireDraft(s.units.u1!, s.units.u2!, { hits: 2, fireValue: 7, disorder: 1, retreat: 2, removed: false }, 'players')
    s = apply(s, fire)
    const actions = log(fire)
    const owed = owedTests(actions)
    expect(owed.map((t) => [t.kind, t.label, t.prefill])).toEqual([['retreat', '92nd Foot: retreat 2 segments', { segments: 2 }]])
    expect(openOwed(owed[0]!)).toBeNull()
    expect(unitBadges(s.units.u2!, { state: s, actions, owed }).map((b) => b.label)).toEqual(['1 disorder point', 'no activation this round', 'retreat owed'])
    expect(unitBadges(s.units.u1!, { state: s, actions, owed }).map((b) => b.label)).toEqual(['fired'])
    const after = log(fire, doneDraft(owed[0]!))
    expect(owedTests(after)).toEqual([])
    // A card played starts the next round: the badges of the last one go.
    expect(unitBadges(s.units.u2!, { state: s, actions: log(fire, doneDraft(owed[0]!), { kind: 'cards.play', label: 'p', ops: [], by: 'a', detail: { card: 'attacco-sx' } }), owed: [] }).map((b) => b.label)).toEqual(['1 disorder point'])
  })

  it('no retreat owed when the unit is removed or does not retreat', () => {
    const s = smallBattle()
    expect(owedTests(log(fireDraft(null, s.units.u2!, { hits: 3, fireValue: 9, disorder: 4, retreat: 1, removed: true }, 'players')))).toEqual([])
    expect(owedTests(log(fireDraft(null, s.units.u2!, { hits: 1, fireValue: 9, disorder: 1, retreat: 0, removed: false }, 'players')))).toEqual([])
  })

  it('a successful special action (seed 003, 9.3) means no activation for the rest of the round', () => {
    const s = smallBattle()
    const d = specialActionDraft(s.units.u2!, 'form-square', 'success', { source: 'app', dice: [] })
    expect(unitBadges(s.units.u2!, { state: s, actions: log(d), owed: [] }).map((b) => b.label)).toEqual(['no activation this round'])
  })
})
