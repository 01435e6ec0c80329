import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { conditionWords, eliminateDraft, lossEffects, rallyDraft, stepLossDraft } from './stepOps'
import { apply, setUpBattle, unitOf } from './testkit'
import { wlState } from './unitState'

const withLosses = (n: number) => {
  const s = setUpBattle()
  return { ...unitOf(s, 'fr-foy'), state: { ...unitOf(s, 'fr-foy').state, stepLosses: n } }
}

describe('the step track (seed 002, A-2a)', () => {
  it('in words, each step', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => conditionWords(n))).toEqual(['Fresh', 'Fresh + Shaken', 'Fresh + Disrupted', 'Battleworn',
      'Battleworn + Shaken', 'Battleworn + Disrupted', 'Battleworn + Disrupted'])
    expect(conditionWords(2, true)).toBe('eliminated')
  })
  it('the 3rd Step Loss owes a Panic Test; the 2nd does not', () => {
    expect(lossEffects(withLosses(2), 1, {}, false).owes.map((o) => o.kind)).toEqual(['panic'])
    expect(lossEffects(withLosses(1), 1, {}, false).owes).toEqual([])
    expect(lossEffects(withLosses(3), 1, {}, false).owes).toEqual([])
  })
  it('a loss numbered 6 or more owes a two-hex Retreat (ruling 16), per loss or once', () => {
    expect(lossEffects(withLosses(5), 2, {}, false).owes.map((o) => o.label)).toEqual(['Foy: Retreat 4 hexes'])
    expect(lossEffects(withLosses(5), 2, { lateLossRetreat: 'per event' }, false).owes.map((o) => o.label)).toEqual(['Foy: Retreat 2 hexes'])
  })
  it('a Detachment is eliminated at its 6th loss instead of retreating, and owes no Panic then', () => {
    const e = lossEffects(withLosses(5), 1, {}, true)
    expect(e.owes).toEqual([])
    expect(e.op).toEqual({ op: 'unit.patch', id: 'fr-foy', state: { stepLosses: 6, eliminated: true } })
    expect(e.words).toBe('eliminated')
  })
  it('+1 Step by hand: one action with the owed Panic Test', () => {
    const d = stepLossDraft(withLosses(2), 1, 'forced march', {}, false)
    expect(d.label).toBe('Foy: +1 Step Loss (forced march): Battleworn')
    expect(d.detail?.owes).toEqual([{ kind: 'panic', unitIds: ['fr-foy'], label: 'Foy: Panic Test', reason: 'seed 002, A-2a: its 3rd Step Loss flipped it to Battleworn', prefill: {} }])
    expect(stepLossDraft(withLosses(0), 2, '', {}, false).label).toBe('Foy: +2 Step Losses: Fresh + Disrupted')
    expect(errorOf(() => stepLossDraft(withLosses(0), 0, '', {}, false))).toMatchObject({ field: 'count' })
  })
  it('Rally (F-3): Disrupted to Shaken, Shaken off; a unit with no marker refuses; 6+ losses by ruling 43', () => {
    expect(rallyDraft(withLosses(2), {}).label).toBe('Foy rallies: Fresh + Shaken')
    expect(rallyDraft(withLosses(4), {}).ops).toEqual([{ op: 'unit.patch', id: 'fr-foy', state: { stepLosses: 3 } }])
    expect(errorOf(() => rallyDraft(withLosses(3), {}))).toMatchObject({ field: 'unit' })
    expect(rallyDraft(withLosses(7), {}).ops[0]).toMatchObject({ state: { stepLosses: 4 } })
    expect(rallyDraft(withLosses(7), { rallyLate: 'one step' }).ops[0]).toMatchObject({ state: { stepLosses: 6 } })
  })
  it('eliminated: off the map, and no further losses', () => {
    const s = setUpBattle()
    const b = apply(s, eliminateDraft(unitOf(s, 'fr-foy'), 'cut off'))
    expect(wlState(unitOf(b, 'fr-foy')).eliminated).toBe(true)
    expect(eliminateDraft(unitOf(s, 'fr-foy'), 'cut off').label).toBe('Foy eliminated (cut off)')
    expect(errorOf(() => stepLossDraft(unitOf(b, 'fr-foy'), 1, '', {}, false))).toMatchObject({ field: 'unit' })
    expect(errorOf(() => eliminateDraft(unitOf(b, 'fr-foy'), ''))).toMatchObject({ field: 'unit' })
    expect(errorOf(() => rallyDraft(unitOf(b, 'fr-foy'), {}))).toMatchObject({ field: 'unit' })
  })
})
