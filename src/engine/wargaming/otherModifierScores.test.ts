import { describe, expect, it } from 'vitest'
import { countOf, errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core/errors'
import { OTHER_MODIFIER_RULE } from '../core/otherModifier'
import { setOnFire } from './buildings'
import { initiative } from './initiative'
import { meleeCalculator, type MeleeInput } from './melee'
import { meleePoolCalculator } from './meleePool'
import { weather } from './weather'

const labels = (w: readonly { label: string; value: number | string }[]) => w.map((l) => [l.label, l.value])
const inf = { meleeFactor: 1, troop: 'infantry', formation: 'line' } as const
/** Two infantry lines of mêlée factor 1 and no modifiers: the random factor alone decides. */
const even: MeleeInput = { attacker: inf, defender: inf }

describe('"other ±N" on mêlée (one per side, added to that side\'s modified factor)', () => {
  it('the example with defender other +2: full working, defender 4 − 1 damaged + 2 = 5 → 1 base removed', () => {
    const ex = meleeCalculator.example
    const r = meleeCalculator.resolve({ ...ex, defender: { ...ex.defender, otherModifier: { value: 2, reason: 'umpire: fog' } } }, [3, 3])
    expect(labels(r.working)).toEqual([
      ['attacker: mêlée factor', 8],
      ['attacker: Cavalry vs infantry in line or artillery', 2],
      ['attacker: Charging cavalry', 2],
      ['attacker: before the random factor', 12],
      ['defender: mêlée factor', 4],
      ['defender: 1 damaged base (−1 each)', -1],
      ['defender: other: umpire: fog', 2],
      ['defender: before the random factor', 5],
      ['random factor: D6 3 v 3 → none', 0],
      ['attacker 12: 9 to 12 → defender 1 base removed & 1 base damaged', '= 12'],
      ['defender 5: 5 to 8 → attacker 1 base removed', '= 5'],
      ['casualties (steps): attacker caused 3, defender caused 2 → attacker wins', 'attacker wins'],
    ])
    expect(r.working[6]!.rule).toEqual(OTHER_MODIFIER_RULE)
    expect(r.defender.score).toBe(5)
  })

  it('factor 1 v 1 by hand: attacker wins on a difference of 4 or 5 (3/36), defender the same, draw 30/36', () => {
    const d = meleeCalculator.distribution(even)
    expect([countOf(d, 'attacker wins'), countOf(d, 'defender wins'), countOf(d, 'draw')]).toEqual([3, 3, 30])
  })

  it('defender other −1 (factor 0): attacker wins on equal faces and every attacker-high pair (21/36), defender only on 6 v 1 (1/36), draw 14/36', () => {
    const d = meleeCalculator.distribution({ ...even, defender: { ...inf, otherModifier: { value: -1, reason: 'tired from the march' } } })
    expect([countOf(d, 'attacker wins'), countOf(d, 'defender wins'), countOf(d, 'draw')]).toEqual([21, 1, 14])
  })

  it('attacker other +3 on equal faces: attacker 4 → 1 base damaged, defender 1 → 1 base damaged: still a draw; +4 makes 5 → 1 base removed and a win', () => {
    const at = (value: number) => meleeCalculator.resolve({ ...even, attacker: { ...inf, otherModifier: { value, reason: '' } } }, [2, 2])
    expect(at(3).outcome).toBe('draw')
    expect(at(4).outcome).toBe('attacker wins')
    expect(at(4).working[1]).toEqual({ label: 'attacker: other: no reason given', value: 4, rule: OTHER_MODIFIER_RULE, kind: 'modifier' })
  })

  it('the pool passes each pairing its own other modifier', () => {
    const r = meleePoolCalculator.resolve({ pairings: [{ ...even, attacker: { ...inf, otherModifier: { value: 4, reason: 'house rule' } } }] }, [2, 2])
    expect(r.outcome).toBe('attacker wins')
    expect(r.working[1]!.label).toBe('pairing 1, attacker: other: house rule')
  })

  it('refuses a fraction', () => {
    expect(errorOf<RulesInputError>(() => meleeCalculator.resolve({ ...even, defender: { ...inf, otherModifier: { value: 0.5, reason: '' } } }, [1, 1])).field).toBe('otherModifier.value')
  })
})

describe('"other ±N" on initiative (one per side, added to that side\'s total)', () => {
  it('side B other −2: full working lines, 12 + 3 + 2 − 2 = 15 against 10 + 4 + 3 = 17', () => {
    const r = initiative.resolve({ ...initiative.example, b: { ...initiative.example.b, otherModifier: { value: -2, reason: 'late' } } }, [10, 12])
    expect(r.working.slice(3, 7)).toEqual([
      { label: 'Side B: leadership', value: 3, rule: initiative.rule, kind: 'base' },
      { label: 'Side B: nationality', value: 2, rule: initiative.rule, kind: 'modifier' },
      { label: 'Side B other: late', value: -2, rule: OTHER_MODIFIER_RULE, kind: 'modifier' },
      { label: 'Side B: before the D20', value: 3, rule: initiative.rule, kind: 'total' },
    ])
    expect(r.working.slice(-3)).toEqual([
      { label: 'Side A', value: 17, rule: initiative.rule, kind: 'total' },
      { label: 'Side B: D20', value: 12, rule: initiative.rule, kind: 'modifier' },
      { label: 'Side B', value: 15, rule: initiative.rule, kind: 'total' },
    ])
    expect(r.outcome).toBe('side a')
    expect(r.totals).toEqual({ a: 17, b: 15 })
  })

  it('side A other +1 is a modifier line and adds 1', () => {
    const r = initiative.resolve({ ...initiative.example, a: { ...initiative.example.a, otherModifier: { value: 1, reason: 'x' } } }, [1, 20])
    expect(r.working[2]).toEqual({ label: 'Side A other: x', value: 1, rule: OTHER_MODIFIER_RULE, kind: 'modifier' })
    expect(r.working.find((l) => l.label === 'Side A')).toMatchObject({ value: 9, kind: 'total' })
    expect(r.totals.a).toBe(9)
  })

  it('example by hand: A adds 7, B adds 5 → A 209/400, B 153/400, roll again 18/400 (B face 2 higher), turn ends 20/400', () => {
    const d = initiative.distribution(initiative.example)
    expect([countOf(d, 'side a'), countOf(d, 'side b'), countOf(d, 'roll again'), countOf(d, 'turn ends')]).toEqual([209, 153, 18, 20])
  })

  it('B other +2 makes both add 7: equal totals only on equal faces, so A 190, B 190, roll again 0, turn ends 20', () => {
    const d = initiative.distribution({ ...initiative.example, b: { ...initiative.example.b, otherModifier: { value: 2, reason: 'x' } } })
    expect([countOf(d, 'side a'), countOf(d, 'side b'), countOf(d, 'roll again'), countOf(d, 'turn ends')]).toEqual([190, 190, 0, 20])
  })
})

describe('"other ±N" on the other scored rolls', () => {
  it('set on fire: average die 2 + 1 (two howitzers) + other 2 = 5 → set on fire; full working', () => {
    const r = setOnFire.resolve({ howitzers: 2, otherModifier: { value: 2, reason: 'umpire: thatch' } }, [2])
    expect(labels(r.working)).toEqual([
      ['Average die 2', 2],
      ['+1 for every two howitzers (2)', 1],
      ['other: umpire: thatch', 2],
      ['score; 5 or more sets on fire (ruling 11)', 5],
    ])
    expect(r.outcome).toBe('set on fire')
  })

  it('set on fire, two howitzers (+1): average die 2, 3, 3, 4, 4, 5 → 5 or more on 4, 4, 5 (3/6); with other +1 on 3, 3, 4, 4, 5 (5/6)', () => {
    expect(countOf(setOnFire.distribution({ howitzers: 2 }), 'set on fire')).toBe(3)
    expect(countOf(setOnFire.distribution({ howitzers: 2, otherModifier: { value: 1, reason: '' } }), 'set on fire')).toBe(5)
  })

  it('weather: winter, average die 3 − 1 − other 1 = 1 → snow (less than 2); full working', () => {
    const r = weather.resolve({ season: 'winter', otherModifier: { value: -1, reason: 'heavy sky' } }, [3])
    expect(labels(r.working)).toEqual([
      ['Average die 3', 3],
      ['Season: winter', -1],
      ['other: heavy sky', -1],
    ])
    expect([r.score, r.outcome]).toEqual([1, 'snow'])
  })

  it('weather, summer (+1): above 3 on 3, 3, 4, 4, 5 of the average die (5/6); other −1 leaves 4, 4, 5 (3/6)', () => {
    expect(countOf(weather.distribution({ season: 'summer' }), 'fine')).toBe(5)
    expect(countOf(weather.distribution({ season: 'summer', otherModifier: { value: -1, reason: '' } }), 'fine')).toBe(3)
  })
})

describe('initiative working names the armies when given', () => {
  it('full working with names: "Wellington other: late", "Ney: D20 10 …"', () => {
    const r = initiative.resolve({ a: { ...initiative.example.a, name: 'Ney' }, b: { ...initiative.example.b, name: ' Wellington ', otherModifier: { value: -2, reason: 'late' } } }, [10, 12])
    expect(r.working.map((l) => l.label)).toEqual([
      'Ney: leadership', 'Ney: nationality', 'Ney: before the D20',
      'Wellington: leadership', 'Wellington: nationality', 'Wellington other: late', 'Wellington: before the D20',
      'Ney: D20', 'Ney', 'Wellington: D20', 'Wellington',
    ])
  })
  it('a name is cut at 60 characters in the working', () => {
    const r = initiative.resolve({ ...initiative.example, a: { ...initiative.example.a, name: 'N'.repeat(70) } }, [10, 12])
    expect(r.working[0]!.label).toBe(`${'N'.repeat(60)}: leadership`)
  })

  it('a blank name falls back to "Side B"', () => {
    expect(initiative.resolve({ ...initiative.example, b: { ...initiative.example.b, name: '  ' } }, [10, 12]).working[3]!.label).toBe('Side B: leadership')
  })
})
