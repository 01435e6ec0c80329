import { describe, expect, it } from 'vitest'
import { initiative } from '@/engine/wargaming/initiative'
import { meleeCalculator } from '@/engine/wargaming/melee'
import { otherNote } from './otherNote'

describe('otherNote: the log line shows an other ±N', () => {
  it('none: nothing added', () => {
    expect(otherNote(meleeCalculator.resolve(meleeCalculator.example, [1, 1]).working)).toBe('')
  })
  it('mêlée, defender +2 and attacker −1, named by the caller', () => {
    const ex = meleeCalculator.example
    const r = meleeCalculator.resolve({ attacker: { ...ex.attacker, otherModifier: { value: -1, reason: 'blown horses' } }, defender: { ...ex.defender, otherModifier: { value: 2, reason: 'umpire: fog' } } }, [3, 3])
    const say = (t: string) => t.replace(/^attacker: /, '2e Cuirassiers: ').replace(/^defender: /, '42nd Foot: ')
    expect(otherNote(r.working, say)).toBe(' (2e Cuirassiers: other: blown horses −1; 42nd Foot: other: umpire: fog +2)')
  })
  it('initiative, side B −2', () => {
    const r = initiative.resolve({ ...initiative.example, b: { ...initiative.example.b, otherModifier: { value: -2, reason: 'late' } } }, [10, 12])
    expect(otherNote(r.working)).toBe(' (Side B other: late −2)')
  })
})

describe('the log lines of mêlée and initiative show an other ±N', () => {
  it('initiative: "… holds the initiative (17–15; Wellington other: late −2)" with the army name', async () => {
    const { initiativeDraft } = await import('./turnInitiative')
    const { initialState } = await import('@/model/fold')
    const { testSetup } = await import('@/test-utils/battles')
    const r = initiative.resolve({ ...initiative.example, b: { ...initiative.example.b, otherModifier: { value: -2, reason: 'late' } } }, [10, 12])
    const d = initiativeDraft(initialState(testSetup()), r, { source: 'physical', dice: [] }, false)
    expect(d.label).toBe('Ney holds the initiative (17–15; Wellington other: late −2)')
    expect(d.detail?.working).toEqual([
      'Ney: leadership 4', 'Ney: nationality 3', 'Ney: before the D20 7',
      'Wellington: leadership 3', 'Wellington: nationality 2', 'Wellington other: late -2', 'Wellington: before the D20 3',
      'Ney: D20 10', 'Ney 17', 'Wellington: D20 12', 'Wellington 15',
    ])
  })
})

describe('mêlée log line', () => {
  it('"… (45e Ligne: other: umpire: fog +2)" with the unit name, and the working in the detail', async () => {
    const { meleeApplied } = await import('./applyMelee')
    const { quatreBras } = await import('./combatTestkit')
    const s = quatreBras()
    const inf = { meleeFactor: 4, troop: 'infantry', formation: 'line' } as const
    // 45e: 4 + 2 other = 6 → 1 base removed; 92nd: 4 → 1 base damaged (dice equal: no random factor)
    const r = meleeCalculator.resolve({ attacker: { ...inf, otherModifier: { value: 2, reason: 'umpire: fog' } }, defender: inf }, [3, 3])
    const d = meleeApplied(s, '45e', '92nd', r, { source: 'physical', dice: [] }, 1).draft
    expect(d.label).toBe('Mêlée round 1, 45e Ligne v 92nd Foot: 45e Ligne wins (92nd Foot 1 base removed, 45e Ligne 1 base damaged) (45e Ligne: other: umpire: fog +2)')
    expect(d.detail?.working).toContain('45e Ligne: other: umpire: fog 2')
  })
})

describe('otherFor: the panel\'s other ±N goes to the side the players chose', () => {
  it('mêlée defender, initiative side b', async () => {
    const { meleeWithOther, initiativeWithOther } = await import('./otherFor')
    const o = { value: 1, reason: 'x' }
    const m = meleeWithOther('defender')(meleeCalculator.example, o)
    expect([m.attacker.otherModifier, m.defender.otherModifier]).toEqual([undefined, o])
    expect(meleeWithOther('attacker')(meleeCalculator.example, o).attacker.otherModifier).toEqual(o)
    const i = initiativeWithOther('b')(initiative.example, o)
    expect([i.a.otherModifier, i.b.otherModifier, i.b.leadership]).toEqual([undefined, o, 3])
  })
})
