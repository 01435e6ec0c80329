import { describe, expect, it } from 'vitest'
import { rally } from '@/engine/boardgame/rally'
import { specialAction } from '@/engine/boardgame/specialAction'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { rallyDraft, rallyInputFor } from './rallyDraft'
import { specialDraft, specialInputFor } from './specialDraft'
import { apply, quatreBras } from './testkit'
import { bgState } from './unitState'

describe('boardgame special actions (seed 000, 9.41; ruling 19)', () => {
  it('one white die per empty hex, the unit\'s own flag; none from an adjacent hex', () => {
    const s = quatreBras()
    expect(specialInputFor(s.units['u3']!, 2, false, true)).toEqual({ reacting: 'line-infantry', nation: 'English', emptyHexesBetween: 2, startedAdjacent: false, throughFrontalArc: true })
    expect(specialInputFor(s.units['u3']!, 2, true, true).emptyHexesBetween).toBe(0)
    // 2 white dice, 2 English faces of 6: P(success) = 1 − (4/6)² = 20/36.
    expect(specialAction.distribution(specialInputFor(s.units['u3']!, 2, false, true))).toEqual({ total: 36, outcomes: [{ value: 'success', count: 20 }, { value: 'failure', count: 16 }] })
  })

  it('infantry that succeeds forms square, in one action with the dice', () => {
    const s = quatreBras()
    const input = specialInputFor(s.units['u3']!, 2, false, true)
    const dice = { source: 'physical' as const, dice: [{ role: 'white die 1', die: 'white', face: 'English' }] }
    const d = specialDraft(s.units['u3']!, specialAction.resolve(input, ['French', 'English']), input, dice)
    expect(d).toEqual({
      kind: 'special-action', by: 'b', label: '92nd Foot: special action — success: infantry forms square (may not fire) (2 white dice)',
      ops: [{ op: 'unit.patch', id: 'u3', state: { inSquare: true } }], detail: { unitId: 'u3', outcome: 'success', emptyHexesBetween: 2, flow: [{ t: 'special', unit: 'u3', success: true }] }, dice,
    })
    expect(bgState(apply(s, d).units['u3']!).inSquare).toBe(true)
  })

  it('a failure, a battery\'s success and an adjacent charger change no unit', () => {
    const s = quatreBras()
    const one = specialInputFor(s.units['u3']!, 1, false, true)
    const fail = specialDraft(s.units['u3']!, specialAction.resolve(one, ['French']), one)
    expect(fail.label).toBe('92nd Foot: special action — failure (1 white die)')
    expect(fail.ops).toEqual([])
    expect(fail.dice).toBeUndefined()
    const art = specialInputFor(s.units['u4']!, 1, false, true)
    expect(specialDraft(s.units['u4']!, specialAction.resolve(art, ['English']), art).ops).toEqual([])
    const adj = specialInputFor(s.units['u3']!, 3, true, true)
    expect(specialDraft(s.units['u3']!, specialAction.resolve(adj, []), adj).label).toBe('92nd Foot: special action — failure (0 white dice)')
    const flank = specialInputFor(s.units['u3']!, 3, false, false)
    expect(specialDraft(s.units['u3']!, specialAction.resolve(flank, []), flank).detail?.emptyHexesBetween).toBe(0)
  })

  it('a unit already in square that succeeds is not patched again', () => {
    let s = quatreBras()
    s = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u3', state: { inSquare: true } }] })
    const input = specialInputFor(s.units['u3']!, 1, false, true)
    expect(specialDraft(s.units['u3']!, specialAction.resolve(input, ['English']), input).ops).toEqual([])
  })
})

describe('boardgame recovering losses (seed 000, 6.31.4, Rally card)', () => {
  const hurt = () => apply(quatreBras(), { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u1', state: { elements: 2 } }, { op: 'unit.patch', id: 'u2', state: { elements: 1 } }] })

  it('an attached general rallies; without one only the Rally card', () => {
    const s = hurt()
    expect(rallyInputFor(s.units['u1']!, 'attached-general')).toEqual({ type: 'line-infantry', elements: 2, startingElements: 4, by: 'attached-general' })
    const e = errorOf<RulesInputError>(() => rallyInputFor(s.units['u2']!, 'attached-general'))
    expect(e.field).toBe('by')
    expect(e.message).toBe('Cuirassiers has no attached general: only the Rally card lets it recover (6.31.4).')
    expect(rallyInputFor(s.units['u2']!, 'rally-card').by).toBe('rally-card')
  })

  // 3 dice, 2 infantry faces of 6, 2 chips missing: P(0) = (4/6)³ = 64/216, P(1) = 3·2·16 = 96/216, P(2 capped) = 56/216.
  it('exact odds: capped at the chips missing', () => {
    const s = hurt()
    expect(rally.distribution(rallyInputFor(s.units['u1']!, 'attached-general')).outcomes).toEqual([{ value: 0, count: 64 }, { value: 1, count: 96 }, { value: 2, count: 56 }])
  })

  it('the chips come back in one action, never above the start', () => {
    const s = hurt()
    const input = rallyInputFor(s.units['u1']!, 'attached-general')
    const d = rallyDraft(s.units['u1']!, rally.resolve(input, ['infantry', 'infantry', 'infantry']), 'attached-general')
    expect(d).toEqual({ kind: 'rally', by: 'a', label: '2e Léger recovers 2 chips (Reille): 4 of 4 elements', ops: [{ op: 'unit.patch', id: 'u1', state: { elements: 4 } }], detail: { unitId: 'u1', chips: 2, by: 'attached-general', flow: [{ t: 'order', unit: 'u1', order: 'rally' }] } })
    const card = rallyInputFor(s.units['u2']!, 'rally-card')
    const c = rallyDraft(s.units['u2']!, rally.resolve(card, ['cavalry', 'flag', 'general']), 'rally-card', { source: 'app', dice: [] })
    expect(c.label).toBe('Cuirassiers recovers 1 chip (the Rally card): 2 of 3 elements')
    expect(c.dice).toEqual({ source: 'app', dice: [] })
    const none = rallyDraft(s.units['u2']!, rally.resolve(card, ['flag', 'flag', 'general']), 'rally-card')
    expect(none.ops).toEqual([])
    expect(none.label).toBe('Cuirassiers recovers 0 chips (the Rally card): 1 of 3 elements')
  })
})
