import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState } from '@/model/types'
import { combineDraft, combinePartners } from './combineDraft'
import { addUnitDraft } from './unitOps'
import { apply, quatreBras, unit } from './testkit'
import { bgState } from './unitState'
import { victoryInputOf } from './victoryView'

const set = (s: BattleState, id: string, state: Record<string, string | number>) => apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id, state }] })
function two(): BattleState {
  let s = quatreBras()
  s = apply(s, addUnitDraft(s, unit({ name: '4e Léger', general: 'Bachelu' }), 'u5'))
  return set(set(s, 'u1', { elements: 2 }), 'u5', { elements: 2 })
}

describe('boardgame combining reduced units (seed 000, 6.21.3)', () => {
  it('offers friendly units of the same type when one of the two is reduced', () => {
    const s = two()
    expect(combinePartners(s, s.units['u1']!).map((u) => u.name)).toEqual(['4e Léger'])
    expect(combinePartners(s, s.units['u2']!)).toEqual([])
    const full = quatreBras()
    const s2 = apply(full, addUnitDraft(full, unit({ name: '4e Léger' }), 'u5'))
    expect(combinePartners(s2, s2.units['u1']!)).toEqual([])
    expect(combinePartners(set(s2, 'u5', { elements: 3 }), s2.units['u1']!).map((u) => u.id)).toEqual(['u5'])
    expect(combinePartners(set(s, 'u5', { status: 'eliminated' }), s.units['u1']!)).toEqual([])
  })

  // 1 + 1 chips under one counter = 3 elements (at most 3 chips); the absorbed counts as eliminated.
  it('one action: the chips join, the absorbed unit counts as eliminated, the remaining keeps its general', () => {
    const s = two()
    const d = combineDraft(s.units['u1']!, s.units['u5']!)
    expect(d).toEqual({
      kind: 'unit.combine', by: 'a', label: '4e Léger combines into 2e Léger: 3 elements; 4e Léger counts as eliminated',
      ops: [{ op: 'unit.patch', id: 'u1', state: { elements: 3 } }, { op: 'unit.patch', id: 'u5', state: { status: 'absorbed', general: '' } }],
      detail: { remainingId: 'u1', absorbedId: 'u5', working: ['1 + 1 chips under one counter (at most 3)', 'the absorbed unit counts as eliminated for victory'] },
    })
    const after = apply(s, d)
    expect(bgState(after.units['u1']!)).toMatchObject({ elements: 3, general: 'Reille' })
    expect(victoryInputOf(after).lost.french).toBe(1)
  })

  it('a general of the absorbed unit moves over when the remaining has none', () => {
    const s = set(two(), 'u1', { general: '' })
    expect(combineDraft(s.units['u1']!, s.units['u5']!).ops[0]).toEqual({ op: 'unit.patch', id: 'u1', state: { elements: 3, general: 'Bachelu' } })
  })

  it('refuses enemies, itself, a unit gone, too many chips and different types', () => {
    const s = two()
    expect(errorOf<RulesInputError>(() => combineDraft(s.units['u1']!, s.units['u3']!)).field).toBe('absorbed')
    expect(errorOf<RulesInputError>(() => combineDraft(s.units['u1']!, s.units['u1']!)).field).toBe('absorbed')
    const gone = set(s, 'u5', { status: 'eliminated' })
    expect(errorOf<RulesInputError>(() => combineDraft(gone.units['u1']!, gone.units['u5']!)).message).toBe('Both units must still be on the map.')
    const big = set(s, 'u5', { elements: 4 })
    expect(errorOf<RulesInputError>(() => combineDraft(big.units['u1']!, big.units['u5']!)).field).toBe('absorbed.elements')
    expect(errorOf<RulesInputError>(() => combineDraft(s.units['u1']!, s.units['u2']!)).field).toBe('absorbed.type')
  })
})
