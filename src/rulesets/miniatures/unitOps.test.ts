import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { addUnitDraft, disorderDraft, situationDraft } from './unitOps'
import { opportunityFireDraft } from './specialDraft'
import { apply, smallBattle } from './testkit'
import { guessFlag } from '@/rulesets/boardgame/cards/sideFlags'
import { miniState } from './unitState'

describe('miniatures units', () => {
  it('a new unit starts with 0 disorder points, active, carrying its side\'s flag', () => {
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

  // seed 003, 6.0: infantry removed at 4 disorder points, cavalry at 3, generals after the first.
  it('removes infantry on the 4th disorder point, not before', () => {
    let s = smallBattle()
    for (let i = 1; i <= 3; i++) {
      const d = disorderDraft(s.units['u1']!)
      expect(d.label).toBe(`45e Ligne: +1 disorder point (${i} of 4)`)
      s = apply(s, d)
    }
    expect(miniState(s.units['u1']!).status).toBe('active')
    const last = disorderDraft(s.units['u1']!)
    expect(last.label).toBe('45e Ligne: +1 disorder point — removed (at 4 disorder points)')
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
    expect(() => situationDraft(s.units['u3']!, { inSquare: true })).toThrow(/only infantry forms square. \(seed 000, 6.1 Movement\)/)
  })
})

describe('artillery opportunity fire against a charge (seed 003, 9.3; ruling 26)', () => {
  const dice = (n: number) => ({ source: 'physical' as const, dice: Array.from({ length: n }, (_, i) => ({ role: `d${i}`, die: 'white', face: 'French' })) })
  const art = { id: 'g1', side: 'a' as const, name: 'Foot battery', kind: 'artillery', state: {} }
  const cav = { id: 'c1', side: 'b' as const, name: 'Scots Greys', kind: 'cavalry', state: {} }

  it('a retreat result stops the charge: the cavalry takes the DP in the same action', () => {
    const d = opportunityFireDraft(art, cav, { reaction: 'success', charge: 'stopped 4 cm from the artillery', disorder: 1, cavalryDisorderPoints: 1 }, dice(3))
    expect(d.label).toBe('Foot battery: artillery opportunity fire (2 white dice) — Scots Greys +1 disorder point — the charge stops 4 cm from the guns, no fight')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'c1', state: { disorderPoints: 1 } }])
  })

  it('at the DP limit the cavalry is removed; no reaction changes nothing', () => {
    const removed = opportunityFireDraft(art, cav, { reaction: 'success', charge: 'cavalry removed', disorder: 2, cavalryDisorderPoints: 3 }, dice(2))
    expect(removed.ops).toEqual([{ op: 'unit.patch', id: 'c1', state: { disorderPoints: 3, status: 'removed' } }])
    const none = opportunityFireDraft(art, cav, { reaction: 'failure', charge: 'goes on', disorder: 0, cavalryDisorderPoints: 0 }, dice(2))
    expect([none.label, none.ops]).toEqual(["Foot battery: artillery opportunity fire (1 white die) — no reaction — Scots Greys's charge goes on", []])
  })
})
