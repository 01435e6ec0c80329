import { describe, expect, it } from 'vitest'
import { modifiedFireValue, combatEffects, fire, type HitsTable } from '@/engine/miniatures'
import { effectsInputFor, fireInputFor, measureText, measureTyped, NO_CHOICES } from './fireInput'
import { fireDraft } from './fireDraft'
import { withLabels } from './labelled'
import { situationDraft, disorderDraft } from './unitOps'
import { apply, smallBattle } from './testkit'
import { miniState } from './unitState'

const TABLE: HitsTable = { id: 't', title: 't', source: 'my book', die: 'd6', rows: [{ from: -30, to: 30, hits: [0, 0, 1, 1, 2, 3] }] }

describe('miniatures fire from unit state', () => {
  it('measures 23 cm as 2 segments + 7 cm, range 3, not engaged (seed 003, 1.3 and 7.3)', () => {
    expect(measureText(measureTyped('23', 'cm')!)).toBe('23 cm = 2 segments + 7 cm, range 3, not engaged')
    expect(measureText(measureTyped('8', 'cm')!)).toBe('8 cm = 1 segment, range 1, engaged')
    expect(measureTyped('', 'cm')).toBeNull()
  })

  // seed 003, Reference Sheet: French Infantry, move 1 and fire, close 9; 9.2: -1 per DP; Terrain: orchard -1.
  it('presets the firer\'s DP and the target\'s terrain: 9 - 1 - 1 = 7', () => {
    let s = smallBattle()
    s = apply(s, disorderDraft(s.units['u1']!))
    const input = fireInputFor(s.units['u1']!, s.units['u2']!, 1, { ...NO_CHOICES, moved: 1, targetTerrain: 'orchard' })
    expect(modifiedFireValue(input).fireValue).toBe(7)
  })

  // 9.2 infantry list: fire on square +4 at close range, fire on cavalry -2.
  it('a target in square adds +4 at close range; firing on cavalry -2', () => {
    let s = smallBattle()
    s = apply(s, situationDraft(s.units['u2']!, { inSquare: true })!)
    expect(modifiedFireValue(fireInputFor(s.units['u1']!, s.units['u2']!, 1, NO_CHOICES)).fireValue).toBe(13)
    expect(modifiedFireValue(fireInputFor(s.units['u1']!, s.units['u3']!, 1, NO_CHOICES)).fireValue).toBe(7)
  })

  it('labels fire outcomes for the odds bars and keeps exact counts', () => {
    const s = smallBattle()
    const calc = withLabels(fire, (o) => `${o.hits}`)
    const input = fireInputFor(s.units['u1']!, s.units['u2']!, 1, NO_CHOICES, TABLE)
    expect(calc.distribution(input).total).toBe(36)
    expect(calc.resolve(input, [1, 1]).outcome).toMatchObject({ hits: 0, label: '0' })
  })

  // seed 003, Combat Effects (9.1): 2 hits, die 6 → 2 DP, retreat 2.
  it('applies combat effects to the target in one action with the hits source in detail', () => {
    const s = smallBattle()
    const input = effectsInputFor(fireInputFor(s.units['u1']!, s.units['u2']!, 2, NO_CHOICES), 2)
    const r = combatEffects.resolve(input, [6])
    expect(r.outcome).toEqual({ disorder: 2, retreat: 2, removed: false })
    const d = fireDraft(s.units['u1']!, s.units['u2']!, { ...r.outcome, hits: 2, fireValue: 5 }, { table: 'miniatures-hits', version: 3 })
    expect(d.label).toBe('45e Ligne fires at 92nd Foot (fire value 5): 2 hits — 2 DP, retreat 2')
    expect(d.detail).toMatchObject({ hitsFrom: { table: 'miniatures-hits', version: 3 } })
    expect(miniState(apply(s, d).units['u2']!).disorderPoints).toBe(2)
  })

  it('a removing result marks the target removed; no hits changes nothing', () => {
    const s = smallBattle()
    const removed = fireDraft(null, s.units['u3']!, { hits: 3, fireValue: 9, disorder: 3, retreat: 0, removed: true }, 'players')
    expect(miniState(apply(s, removed).units['u3']!).status).toBe('removed')
    expect(fireDraft(s.units['u1']!, s.units['u2']!, { hits: 0, fireValue: 1, disorder: 0, retreat: 0, removed: false }, 'players').ops).toEqual([])
  })
})
