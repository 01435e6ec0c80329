import { describe, expect, it } from 'vitest'
import { chance, type RulesInputError } from '../core'
import { OTHER_MODIFIER_RULE } from '../core/otherModifier'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { combatEffects } from './combatEffects'
import { specialAction } from './specialAction'
import { fire } from './fire'
import { modifiedFireValue } from './fireValue'

describe('"other ±N" on the miniatures fire value', () => {
  it('adds to the modified fire value as one more working line, with its reason', () => {
    const plain = modifiedFireValue(fire.example)
    const r = modifiedFireValue({ ...fire.example, otherModifier: { value: -2, reason: 'umpire: smoke' } })
    expect(r.fireValue).toBe(plain.fireValue - 2)
    expect(r.working.at(-1)).toEqual({ label: 'other: umpire: smoke', value: -2, rule: OTHER_MODIFIER_RULE })
  })

  it('0 or absent changes nothing', () => {
    expect(modifiedFireValue({ ...fire.example, otherModifier: { value: 0, reason: 'x' } })).toEqual(modifiedFireValue(fire.example))
  })
})

const OTHER = OTHER_MODIFIER_RULE
const EFFECTS = { seed: '003', section: 'Combat Effects (9.1)' }
const RETREATS = { seed: '003', section: '10.0 Retreats' }

describe('"other ±N" on the combat effects die (seed 003, Combat Effects 9.1: rows 1–6)', () => {
  const base = combatEffects.example // 2 hits on French Infantry with 1 disorder point

  it('full working: 2 hits, die 4 + 1 reads row 5 → 2 disorder points, retreat 1 (printed 2-hits column, row 5)', () => {
    expect(combatEffects.resolve({ ...base, otherModifier: { value: 1, reason: 'umpire: smoke' } }, [4])).toEqual({
      outcome: { disorder: 2, retreat: 1, removed: false }, score: 5,
      working: [
        { label: 'combat effects die', value: 4, rule: EFFECTS, kind: 'base' },
        { label: 'other: umpire: smoke', value: 1, rule: OTHER, kind: 'modifier' },
        { label: 'row', value: 5, rule: EFFECTS, kind: 'total' },
        { label: '2 hits, die 4 + 1 → row 5: disorder', value: 2, rule: EFFECTS, kind: 'count' },
        { label: 'retreat 1 segment', value: 1, rule: RETREATS, kind: 'count' },
      ],
    })
    // Without it the same die reads row 4: 2 disorder points, no retreat.
    expect(combatEffects.resolve(base, [4]).outcome).toEqual({ disorder: 2, retreat: 0, removed: false })
  })

  it('a modified roll beyond the table reads its last or first row: 6 + 1 → row 6, 1 − 2 → row 1', () => {
    expect(combatEffects.resolve({ ...base, otherModifier: { value: 1, reason: '' } }, [6]).outcome).toEqual({ disorder: 2, retreat: 2, removed: false })
    const low = combatEffects.resolve({ ...base, otherModifier: { value: -2, reason: '' } }, [1])
    expect(low.outcome).toEqual({ disorder: 1, retreat: 1, removed: false })
    // The row stays on the table: die 1, other −2, "the table's rows run 1–6" +2 → row 1, each line summing on screen.
    expect(low.working.slice(0, 5)).toEqual([
      { label: 'combat effects die', value: 1, rule: EFFECTS, kind: 'base' },
      { label: 'other: no reason given', value: -2, rule: OTHER, kind: 'modifier' },
      { label: "the table's rows run 1–6", value: 2, rule: EFFECTS, kind: 'modifier' },
      { label: 'row', value: 1, rule: EFFECTS, kind: 'total' },
      { label: '2 hits, die 1 − 2 → row 1: disorder', value: 1, rule: EFFECTS, kind: 'count' },
    ])
    expect(combatEffects.resolve({ ...base, otherModifier: { value: -1, reason: '' } }, [3]).outcome).toEqual({ disorder: 1, retreat: 2, removed: false })
  })

  it('shifts the exact odds: +1 reads rows 2,3,4,5,6,6 → 2 disorder points retreat 2 in 2 of 6 (1 of 6 without)', () => {
    const shifted = combatEffects.distribution({ ...base, otherModifier: { value: 1, reason: '' } })
    expect(shifted.total).toBe(6)
    expect(countOf(shifted, { disorder: 2, retreat: 2, removed: false })).toBe(2)
    expect(countOf(shifted, { disorder: 1, retreat: 1, removed: false })).toBe(0)
    expect(countOf(combatEffects.distribution(base), { disorder: 2, retreat: 2, removed: false })).toBe(1)
    expectAgreesWithResolve(combatEffects, { ...base, otherModifier: { value: -3, reason: '' } })
  })

  it('refuses an other modifier that is not a whole number, naming the field', () => {
    expect(errorOf<RulesInputError>(() => combatEffects.resolve({ ...base, otherModifier: { value: 1.5, reason: '' } }, [4])).field).toBe('otherModifier.value')
  })
})

describe('"other ±N" on special actions: white dice added or taken away (seed 003, 9.3)', () => {
  const at14 = { ...specialAction.example } // form square, English, 14 cm = 2 segments

  it('full working: 2 segments + 1 = 3 white dice, flags read', () => {
    expect(specialAction.resolve({ ...at14, otherModifier: { value: 1, reason: 'house rule' } }, ['French', 'Prussian', 'English'])).toEqual({
      outcome: 'success',
      working: [
        { label: '2 white dice (segments or fraction between the units)', value: 2, rule: { seed: '003', section: '9.3 Special Actions' } },
        { label: 'other: house rule', value: 1, rule: OTHER },
        { label: '3 white dice rolled', value: 3, rule: { seed: '003', section: '9.3 Special Actions' } },
        { label: 'flags: French, Prussian, English', value: 'English flag', rule: { seed: '000', section: '9.41 Special Actions' } },
      ],
    })
  })

  it('shifts the exact odds: 2 segments + 1 → 6³ − 4³ = 152 of 216; − 1 → 2 of 6', () => {
    expect(specialAction.distribution({ ...at14, otherModifier: { value: 1, reason: '' } })).toEqual({ total: 216, outcomes: [{ value: 'success', count: 152 }, { value: 'failure', count: 64 }] })
    expect(chance(specialAction.distribution({ ...at14, otherModifier: { value: -1, reason: '' } }), (o) => o === 'success')).toEqual({ count: 2, total: 6 })
  })

  it('never fewer than no dice: 2 segments − 3 → no dice, no reaction', () => {
    const none = { ...at14, otherModifier: { value: -3, reason: '' } }
    expect(specialAction.dice(none)).toEqual([])
    expect(specialAction.resolve(none, [])).toEqual({
      outcome: 'failure',
      working: [
        { label: '2 white dice (segments or fraction between the units)', value: 2, rule: { seed: '003', section: '9.3 Special Actions' } },
        { label: 'other: no reason given', value: -3, rule: OTHER },
        { label: '0 white dice rolled', value: 0, rule: { seed: '003', section: '9.3 Special Actions' } },
        { label: 'no dice: no reaction', value: 'no own flag', rule: { seed: '000', section: '9.41 Special Actions' } },
      ],
    })
    expect(specialAction.dice({ ...at14, otherModifier: { value: -2, reason: '' } })).toEqual([])
    expect(specialAction.dice({ ...at14, otherModifier: { value: 0, reason: '' } })).toHaveLength(2)
  })

  it('adjacent units + 1: one white die (the players\' own call)', () => {
    expect(specialAction.dice({ ...at14, distance: 0, otherModifier: { value: 1, reason: '' } })).toHaveLength(1)
    expect(specialAction.resolve({ ...at14, distance: 0, otherModifier: { value: 1, reason: '' } }, ['English']).working[0]).toEqual(
      { label: '0 white dice (segments or fraction between the units)', value: 0, rule: { seed: '003', section: '9.3 Special Actions' } })
  })
})
