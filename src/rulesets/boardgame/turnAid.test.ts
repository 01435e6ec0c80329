import { describe, expect, it } from 'vitest'
import { owedTests } from '@/rulesets/owed'
import { combatDraft } from './combatDraft'
import { apply, asAction, quatreBras } from './testkit'
import { openOwed, unitBadges } from './turnAid'

describe('boardgame badges and owed retreats', () => {
  it('a unit shows its strength and general, a square, and a lost one is bad', () => {
    const s = quatreBras()
    const ctx = { state: s, actions: [], owed: [] }
    expect(unitBadges(s.units['u1']!, ctx)).toEqual([{ label: '4/4', tone: 'info' }, { label: 'Reille', tone: 'info' }])
    const hurt = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u3', state: { elements: 2, inSquare: true } }, { op: 'unit.patch', id: 'u4', state: { status: 'eliminated' } }] })
    expect(unitBadges(hurt.units['u3']!, ctx)).toEqual([{ label: '2/4', tone: 'info' }, { label: 'square', tone: 'info' }])
    expect(unitBadges(hurt.units['u4']!, ctx)).toEqual([{ label: 'eliminated', tone: 'bad' }])
  })

  it('an owed retreat shows on the unit and opens the Combat tab\'s retreat', () => {
    const s = quatreBras()
    const d = combatDraft(s.units['u1']!, s.units['u3']!, { hits: 0, flags: 1 }, 2)
    const owed = owedTests([asAction(d, 4)])
    expect(unitBadges(s.units['u3']!, { state: s, actions: [], owed })).toContainEqual({ label: 'retreat owed', tone: 'warn' })
    expect(openOwed(owed[0]!)).toEqual({ tab: 'combat', query: { retreat: 's4.0' } })
    expect(openOwed({ ...owed[0]!, kind: 'other' })).toBeNull()
  })
})
