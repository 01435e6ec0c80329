import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { corpsOf, fatigueDraft, fatigueOf } from './fatigue'
import { moraleInputFor, NO_MORALE_CHOICES } from './combatInput'
import { apply, smallBattle } from './testkit'

describe('optional rules in the morale input: 16.9 fatigue per corps, 16.6 morale in town', () => {
  it('the corps a side\'s units name; none noted is 0 points', () => {
    const s = smallBattle()
    expect(corpsOf(s, 'a')).toEqual(['I'])
    expect(corpsOf(s, 'b')).toEqual(['II'])
    expect(fatigueOf(s, 'a', 'I')).toBe(0)
    expect(fatigueOf({ ...s, battle: { fatigue: { 'a:I': -3 } } }, 'a', 'I')).toBe(0)
  })
  it('points entered are one action, said with their morale modifier (5 points a marker, 16.9)', () => {
    let s = smallBattle({ advanced: { fatigue: true } })
    const d = fatigueDraft(s, 'a', 'I', 7)!
    expect(d.label).toBe('Corps I fatigue: 7 points (morale -1)')
    s = apply(s, d)
    expect(fatigueOf(s, 'a', 'I')).toBe(7)
    expect(fatigueDraft(s, 'a', 'I', 7)).toBeNull()
    expect(fatigueDraft(s, 'a', 'I', 1)!.label).toBe('Corps I fatigue: 1 point')
    s = apply(s, fatigueDraft(s, 'b', 'II', 3))
    expect(fatigueOf(s, 'a', 'I')).toBe(7)
    expect(moraleInputFor(s, s.units.u1!, 'fire', NO_MORALE_CHOICES).fatiguePoints).toBe(7)
    expect(moraleInputFor(s, s.units.u3!, 'fire', NO_MORALE_CHOICES).fatiguePoints).toBe(3)
    const off = { ...s, setup: { ...s.setup, options: {} } }
    expect(moraleInputFor(off, off.units.u1!, 'fire', NO_MORALE_CHOICES).fatiguePoints).toBeUndefined()
    expect(errorOf(() => fatigueDraft(s, 'a', 'I', -1))).toMatchObject({ field: 'fatiguePoints' })
  })
  it('16.6 morale in town: the stronghold counts only when the rule is in force', () => {
    const on = smallBattle({ advanced: { moraleInTown: true } })
    expect(moraleInputFor(on, on.units.u1!, 'fire', { ...NO_MORALE_CHOICES, stronghold: 'castle' }).stronghold).toBe('castle')
    expect(moraleInputFor(on, on.units.u1!, 'fire', NO_MORALE_CHOICES).stronghold).toBeUndefined()
    const off = smallBattle()
    expect(moraleInputFor(off, off.units.u1!, 'fire', { ...NO_MORALE_CHOICES, stronghold: 'town' }).stronghold).toBeUndefined()
  })
})
