import { describe, expect, it } from 'vitest'
import { seededRandom, RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { emptySectorDraft, emptySectorOf, eliminateDraft } from './mapOps'
import { scenarioDraft } from './scenarioOps'
import { apply, quatreBras, unit } from './testkit'
import { addUnitDraft } from './unitOps'
import { victoryInputOf, victoryView } from './victoryView'

describe('boardgame: taken off the map by the players, and emptied sectors', () => {
  it('eliminates with a reason, in one action; a lone general is killed', () => {
    let s = quatreBras()
    const d = eliminateDraft(s.units['u1']!, ' cut off ')
    expect(d).toEqual({ kind: 'unit.eliminated', by: 'a', label: '2e Léger eliminated: cut off', ops: [{ op: 'unit.patch', id: 'u1', state: { status: 'eliminated', general: '' } }], detail: { unitId: 'u1', why: 'cut off' } })
    expect(eliminateDraft(s.units['u2']!, 'x').ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { status: 'eliminated' } }])
    s = apply(s, addUnitDraft(s, unit({ type: 'general', name: 'Ney' }), 'g'))
    expect(eliminateDraft(s.units['g']!, 'scenario').label).toBe('Ney killed: scenario')
    expect(errorOf<RulesInputError>(() => eliminateDraft(s.units['u1']!, '  ')).field).toBe('why')
    const gone = apply(s, d)
    expect(errorOf<RulesInputError>(() => eliminateDraft(gone.units['u1']!, 'again')).message).toBe('2e Léger is off the map already.')
    expect(victoryInputOf(gone).lost.french).toBe(1)
  })

  // 12.0 #2: an army with no units in one of the sectors suffers a decisive defeat (hypothetical battles).
  it('an emptied sector gives the enemy a decisive victory in a hypothetical battle', () => {
    let s = quatreBras()
    s = apply(s, scenarioDraft(s, 'hypothetical', 'physical', seededRandom(2)))
    expect(emptySectorOf(s)).toEqual({})
    const d = emptySectorDraft(s, 'allied', true)!
    expect(d.label).toBe('The Allied army has no units in one of the three sectors (12.0)')
    s = apply(s, d)
    expect(emptySectorOf(s)).toEqual({ allied: true })
    expect(victoryView(s).result).toMatchObject({ kind: 'decisive', winners: ['french'] })
    expect(emptySectorDraft(s, 'allied', true)).toBeNull()
    expect(emptySectorDraft(s, 'french', false)).toBeNull()
    const back = emptySectorDraft(s, 'allied', false)!
    expect(back.label).toBe('The Allied army has units in every sector again')
    expect(emptySectorOf(apply(s, back))).toEqual({})
    expect(emptySectorDraft(s, 'french', true)?.label).toBe('The French army has no units in one of the three sectors (12.0)')
    expect(emptySectorOf({ ...s, battle: { emptySector: [true] } })).toEqual({})
    expect(emptySectorOf({ ...s, battle: { emptySector: { french: 'yes' } } })).toEqual({})
  })
})
