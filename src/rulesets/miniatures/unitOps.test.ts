import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { disorderDraft, situationDraft, addUnitDraft } from './unitOps'
import { apply, smallBattle } from './testkit'
import { guessFlag, miniState } from './unitState'

describe('miniatures units', () => {
  it('a new unit starts with 0 DP, active, carrying its side\'s flag', () => {
    const s = smallBattle()
    expect(miniState(s.units['u1']!)).toMatchObject({ type: 'french-infantry', disorderPoints: 0, status: 'active', flag: 'French' })
    expect(s.units['u3']!.kind).toBe('cavalry')
  })

  it('refuses a type the reference sheet does not list, and an empty name', () => {
    expect(() => addUnitDraft('a', 'hussar', 'X', 'French', 'x')).toThrow(RulesInputError)
    expect(() => addUnitDraft('a', 'french-infantry', '  ', 'French', 'x')).toThrow(/name/)
  })

  it('reads the flag from the side nationality, and none from a nationality the white dice do not show', () => {
    expect(guessFlag({ id: 'a', name: '', nationality: 'Prussian' })).toBe('Prussian')
    expect(guessFlag({ id: 'a', name: '', nationality: 'France' })).toBe('French')
    expect(guessFlag({ id: 'b', name: '', nationality: 'British/KGL' })).toBe('English')
    expect(guessFlag({ id: 'b', name: '', nationality: 'Austrian' })).toBeNull()
  })

  // seed 003, 6.0: infantry removed at 4 DP, cavalry at 3, generals after the first.
  it('removes infantry on the 4th disorder point, not before', () => {
    let s = smallBattle()
    for (let i = 1; i <= 3; i++) {
      const d = disorderDraft(s.units['u1']!)
      expect(d.label).toBe(`45e Ligne: +1 DP (${i} of 4)`)
      s = apply(s, d)
    }
    expect(miniState(s.units['u1']!).status).toBe('active')
    const last = disorderDraft(s.units['u1']!)
    expect(last.label).toBe('45e Ligne: +1 DP — removed (at 4 DP)')
    s = apply(s, last)
    expect(miniState(s.units['u1']!)).toMatchObject({ disorderPoints: 4, status: 'removed' })
    expect(() => disorderDraft(s.units['u1']!)).toThrow(/removed already/)
  })

  it('removes cavalry at 3 and a general at 1', () => {
    let s = smallBattle()
    s = apply(s, disorderDraft(s.units['u3']!, 2))
    expect(miniState(s.units['u3']!).status).toBe('active')
    s = apply(s, disorderDraft(s.units['u3']!))
    expect(miniState(s.units['u3']!).status).toBe('removed')
    expect(disorderDraft(s.units['u4']!).kind).toBe('unit.removed')
  })

  it('notes square, attached general and engagement in one action; only infantry forms square', () => {
    const s = smallBattle()
    const d = situationDraft(s.units['u2']!, { generalAttached: true, inSquare: true })!
    expect(d.label).toBe('92nd Foot: general attached, forms square')
    expect(miniState(apply(s, d).units['u2']!)).toMatchObject({ inSquare: true, generalAttached: true })
    expect(situationDraft(s.units['u2']!, { inSquare: false })).toBeNull()
    expect(() => situationDraft(s.units['u3']!, { inSquare: true })).toThrow(/Only infantry/)
  })
})
