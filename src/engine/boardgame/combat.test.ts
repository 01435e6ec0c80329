import { describe, expect, it } from 'vitest'
import { sayValues } from '@/calc/formatWorking'
import { totalsThatDoNotAdd } from '@/calc/workingSum'
import { chance } from '../core'
import { countOf } from '@/test-utils/calculatorChecks'
import { combat, type CombatInput } from './combat'
import { poolCounts } from './pool'

const inf = (extra: Partial<CombatInput> = {}): CombatInput =>
  ({ firer: { type: 'line-infantry', elements: 4 }, target: { type: 'line-infantry', elements: 4 }, range: 1, ...extra })
const diceOf = (input: CombatInput) => combat.dice(input).length
const p = (input: CombatInput, test: (o: { hits: number; flags: number }) => boolean) => chance(combat.distribution(input), test)

describe('battle dice pools: exact odds worked by hand (seed 000, 1.2, 7.31, 9.3)', () => {
  it('3 infantry dice at infantry: P(at least one hit) = 1 − (2/3)³ = 152/216 = 19/27', () => {
    const input = inf({ range: 2 })
    expect(diceOf(input)).toBe(3)
    expect(p(input, (o) => o.hits >= 1)).toEqual({ count: 152, total: 216 })
  })

  it('3 dice at infantry, every (hits, flags) count: hit 2 faces, flag 1, miss 3', () => {
    const d = combat.distribution(inf({ range: 2 }))
    const expected: [number, number, number][] = [
      [0, 0, 27], [0, 1, 27], [0, 2, 9], [0, 3, 1], [1, 0, 54], [1, 1, 36], [1, 2, 6], [2, 0, 36], [2, 1, 12], [3, 0, 8]]
    expect(d.outcomes.map((o) => [o.value.hits, o.value.flags, o.count])).toEqual(expected)
  })

  it('élite infantry also hits on a general (ruling 17): 4 dice at cavalry, P(no hit) = (4/6)⁴ = 256/1296', () => {
    const input = inf({ firer: { type: 'elite-infantry', elements: 4 }, target: { type: 'light-cavalry', elements: 3 } })
    expect(p(input, (o) => o.hits === 0)).toEqual({ count: 256, total: 1296 })
    // line infantry at the same cavalry hits only on the trooper: (5/6)⁴
    expect(p(inf({ target: { type: 'light-cavalry', elements: 3 } }), (o) => o.hits === 0)).toEqual({ count: 625, total: 1296 })
  })

  it('heavy cavalry and heavy artillery hit on a general; light cavalry and light or horse artillery do not', () => {
    const onGuns = (type: CombatInput['firer']['type']) =>
      p({ firer: { type, elements: 3 }, target: { type: 'heavy-artillery', elements: 3 }, range: 1 }, (o) => o.hits === 0).count
    expect(onGuns('heavy-cavalry')).toBe(4 ** 3) // 3 dice, 2 hit faces
    expect(onGuns('light-cavalry')).toBe(5 ** 3)
    expect(p({ firer: { type: 'heavy-artillery', elements: 3 }, target: { type: 'light-artillery', elements: 2 }, range: 6 }, (o) => o.hits === 0))
      .toEqual({ count: 4, total: 6 })
    expect(p({ firer: { type: 'horse-artillery', elements: 2 }, target: { type: 'light-artillery', elements: 2 }, range: 5 }, (o) => o.hits === 0))
      .toEqual({ count: 5, total: 6 })
  })

  it('garrisons and skirmishers are hit on infantry faces and removed after one hit', () => {
    const input = inf({ target: { type: 'skirmisher', elements: 1 } })
    expect(p(input, (o) => o.hits === 1)).toEqual({ count: 1296 - 256, total: 1296 })
    expect(combat.resolve(input, ['infantry', 'infantry', 'flag', 'cavalry'])).toMatchObject({ outcome: { hits: 1, flags: 1 }, eliminated: true, rolledHits: 2 })
  })

  it('pools are counted by the multinomial, not by enumerating 6ⁿ: 8 dice sum to 6⁸, 20 dice to 6²⁰', () => {
    const input: CombatInput = { firer: { type: 'heavy-artillery', elements: 3 }, target: { type: 'line-infantry', elements: 4, inSquare: true }, range: 1 }
    expect(diceOf(input)).toBe(8)
    expect(combat.distribution(input).outcomes.reduce((s, o) => s + o.count, 0)).toBe(6 ** 8)
    const big: CombatInput = { firer: { type: 'heavy-cavalry', elements: 3, generalAttached: true, leadership: true }, target: { type: 'line-infantry', elements: 4 }, range: 1, flankOrRear: true }
    expect(diceOf(big)).toBe(7)
    const twenty = poolCounts(20, { hit: 2, flag: 1, miss: 3 })
    expect(twenty).toHaveLength(231)
    expect(twenty.reduce((s, p) => s + p.count, 0)).toBe(6 ** 20)
    expect(twenty[0]).toEqual({ hits: 0, flags: 0, count: 3 ** 20 })
    expect(twenty.at(-1)).toEqual({ hits: 20, flags: 0, count: 2 ** 20 })
    expect(() => poolCounts(21, { hit: 2, flag: 1, miss: 3 })).toThrow('21 dice: exact odds are counted up to 20 dice.')
    expect(poolCounts(0, { hit: 2, flag: 1, miss: 3 })).toEqual([{ hits: 0, flags: 0, count: 1 }])
    expect(poolCounts(2, { hit: 4, flag: 0, miss: 2 })).toEqual([{ hits: 0, flags: 0, count: 4 }, { hits: 1, flags: 0, count: 16 }, { hits: 2, flags: 0, count: 16 }])
  })
})

describe('caps (7.31, 9.32, ruling 18)', () => {
  it('infantry with 2 elements causes at most 2 hits: P(2) = 1 − (4/6)⁴ − 4·(2/6)(4/6)³ = 528/1296', () => {
    const input = inf({ firer: { type: 'line-infantry', elements: 2 } })
    expect(p(input, (o) => o.hits === 2)).toEqual({ count: 528, total: 1296 })
    expect(p(input, (o) => o.hits > 2).count).toBe(0)
    const r = combat.resolve(input, ['infantry', 'infantry', 'infantry', 'infantry'])
    expect(r.outcome).toEqual({ hits: 2, flags: 0 })
    expect(r.rolledHits).toBe(4)
  })
  it('an infantry firer with all 4 elements can cause 4 hits: (2/6)⁴ = 16/1296', () => {
    expect(countOf(combat.distribution(inf()), { hits: 4, flags: 0 })).toBe(16)
  })
  it('garrison rolls 4 dice but causes at most 1 hit: P(1) = 1 − (4/6)⁴ = 1040/1296', () => {
    const input = inf({ firer: { type: 'garrison', elements: 1 } })
    expect(diceOf(input)).toBe(4)
    expect(p(input, (o) => o.hits === 1)).toEqual({ count: 1040, total: 1296 })
  })
  it('skirmisher rolls 2 dice, at most 1 hit: P(1) = 1 − (4/6)² = 20/36', () => {
    expect(p(inf({ firer: { type: 'skirmisher', elements: 1 } }), (o) => o.hits === 1)).toEqual({ count: 20, total: 36 })
  })
  it('cavalry and artillery are not capped by their own strength, only by the target (hits beyond it wasted)', () => {
    const guns: CombatInput = { firer: { type: 'heavy-artillery', elements: 1 }, target: { type: 'line-infantry', elements: 4 }, range: 1 }
    expect(combat.resolve(guns, ['infantry', 'infantry', 'infantry', 'infantry', 'infantry', 'flag']).outcome).toEqual({ hits: 4, flags: 1 })
    const onTwo = { ...guns, target: { type: 'line-infantry', elements: 2 } } as const
    const r = combat.resolve(onTwo, ['infantry', 'infantry', 'infantry', 'general', 'cavalry', 'flag'])
    expect(r.outcome).toEqual({ hits: 2, flags: 1 })
    expect(r.eliminated).toBe(true)
    // P(2 hits applied) = P(≥2 of 6 dice on 3 hit faces) = 1 − (1/2)⁶ − 6(1/2)⁶ = 57/64
    expect(p(onTwo, (o) => o.hits === 2)).toEqual({ count: 57 * 6 ** 6 / 64, total: 6 ** 6 })
  })
})

describe('working lines, word for word', () => {
  it('élite infantry with a general, 2 elements left, at a flank 2 hexes off, target in an orchard', () => {
    const input: CombatInput = {
      firer: { type: 'elite-infantry', elements: 2, generalAttached: true },
      target: { type: 'line-infantry', elements: 3, terrain: 'orchard' }, range: 2, flankOrRear: true,
    }
    const r = combat.resolve(input, ['infantry', 'general', 'infantry', 'flag'])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Infantry at 2 hexes', 3, '7.31 Range of Fire'],
      ['general attached', 1, '9.4 Combat Modifiers #1'],
      ['infantry firing on flank or rear', 1, '9.4 Combat Modifiers #2'],
      ['target in orchard', -1, '9.4 Combat Modifiers #6'],
      ['battle dice to roll', 4, '7.31 Range of Fire'],
      ['hits on infantry (target: line infantry)', 'infantry', '9.3 Hits'],
      ['élite infantry also hits on a general (ruling 17)', 'general', '9.3 Hits'],
      ['infantry causes at most its 2 elements left', 'max 2', '7.31 Range of Fire'],
      ['rolled: infantry, general, infantry, flag', '3 hits', '9.3 Hits'],
      ['1 hit wasted (target 3 elements / firer’s cap)', 2, '9.32 Hits'],
      ['2 chips removed', 2, '9.31 Hits'],
      ['1 retreat flag', 1, '10.0 Retreat'],
    ])
    expect(r.outcome).toEqual({ hits: 2, flags: 1 })
    expect(r.eliminated).toBe(false)
    expect(r.dice).toBe(4)
  })
  it('a lone general hit by light cavalry: 3 dice, killed on a general face, P = 1 − (5/6)³ = 91/216 (9.51)', () => {
    const input: CombatInput = { firer: { type: 'light-cavalry', elements: 3 }, target: { type: 'lone-general' }, range: 1 }
    expect(chance(combat.distribution(input), (o) => o.hits === 1)).toEqual({ count: 91, total: 216 })
    // not killed but at least one flag: (5/6)³ − (4/6)³ = 61/216, he retreats
    expect(chance(combat.distribution(input), (o) => o.hits === 0 && o.flags > 0)).toEqual({ count: 61, total: 216 })
    const r = combat.resolve(input, ['general', 'general', 'flag'])
    expect(r.outcome).toEqual({ hits: 1, flags: 1 })
    expect(r.eliminated).toBe(true)
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['Cavalry at 1 hex', 3], ['battle dice to roll', 3], ['lone general: hits ONLY on a general', 'general'], ['rolled: general, general, flag', '2 hits'],
      ['1 hit wasted (target general / firer’s cap)', 1], ['the general is killed: an eliminated unit', 1], ['1 retreat flag', 1],
    ])
    // élite infantry on a lone general: still only the general face
    const elite: CombatInput = { firer: { type: 'elite-infantry', elements: 4 }, target: { type: 'lone-general', terrain: 'woods' }, range: 1 }
    expect(combat.dice(elite)).toHaveLength(3)
    expect(chance(combat.distribution(elite), (o) => o.hits === 1)).toEqual({ count: 91, total: 216 })
  })
  it('squares and small firers name their rule: general only (#4, #5), garrison cap, artillery gets no general die', () => {
    const sq: CombatInput = { firer: { type: 'line-infantry', elements: 3, inSquare: true }, target: { type: 'light-cavalry', elements: 3 }, range: 1 }
    expect(combat.resolve(sq, ['cavalry', 'cavalry', 'cavalry', 'flag']).working.map((l) => l.label).slice(2, 4)).toEqual([
      'firing in square: hits ONLY on a general', 'infantry causes at most its 3 elements left'])
    const gar: CombatInput = { firer: { type: 'garrison', elements: 1 }, target: { type: 'line-infantry', elements: 1 }, range: 1 }
    expect(combat.resolve(gar, ['infantry', 'cavalry', 'artillery', 'flag']).working.map((l) => l.label)).toEqual([
      'Garrisons at 1 hex', 'battle dice to roll', 'hits on infantry (target: line infantry)', 'garrisons cause at most 1 hit',
      'rolled: infantry, cavalry, artillery, flag', 'target eliminated', '1 retreat flag'])
    const guns: CombatInput = { firer: { type: 'heavy-artillery', elements: 3, generalAttached: true, terrain: 'hill' }, target: { type: 'light-cavalry', elements: 3 }, range: 7 }
    expect(combat.resolve(guns, ['artillery']).working.map((l) => [l.label, l.value])).toEqual([
      ['Heavy Artillery at 7 hexes (from a hill: range +1)', 1], ['general attached: no bonus for artillery', 0], ['battle dice to roll', 1],
      ['hits on cavalry (target: light cavalry)', 'cavalry'], ['heavy artillery also hits on a general (ruling 17)', 'general'],
      ['rolled: artillery', '0 hits'], ['0 chips removed', 0], ['0 retreat flags', 0]])
  })
  it('skirmisher with a general (ruling 32) and Leadership; fortified target', () => {
    const input: CombatInput = { firer: { type: 'skirmisher', elements: 1, generalAttached: true, leadership: true }, target: { type: 'line-infantry', elements: 4, terrain: 'fortified-buildings' }, range: 1 }
    expect(combat.resolve(input, ['infantry']).working.slice(0, 3).map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Skirmishers at 1 hex', 2, '7.31 Range of Fire'],
      ['general attached (Leadership card: 2 dice) (7.32.1, ruling 32)', 2, 'Reference Sheet: Leadership'],
      ['target in fortified buildings', -3, '9.4 Combat Modifiers #7'],
    ])
    const field: CombatInput = { firer: { type: 'skirmisher', elements: 1 }, target: { type: 'line-infantry', elements: 4, terrain: 'field' }, range: 1 }
    expect(combat.resolve(field, ['flag']).working[1]!.label).toBe('target in field (8.7, ruling 33)')
    const fromStream: CombatInput = { firer: { type: 'line-infantry', elements: 4, terrain: 'marsh' }, target: { type: 'line-infantry', elements: 4, inSquare: true }, range: 3 }
    expect(combat.resolve(fromStream, ['flag', 'flag']).working.slice(0, 3).map((l) => [l.label, l.value])).toEqual([
      ['Infantry at 3 hexes', 2], ['infantry firing on a square', 1], ['firing from a marsh', -1]])
  })
  it('the example resolves', () => {
    expect(combat.resolve(combat.example, ['infantry', 'flag', 'cavalry']).outcome).toEqual({ hits: 1, flags: 1 })
  })
})

describe('each working line says what kind of value it is (issue 21)', () => {
  const input: CombatInput = { firer: { type: 'line-infantry', elements: 4, generalAttached: true }, target: { type: 'line-infantry', elements: 4, terrain: 'woods' }, range: 1, flankOrRear: true }
  const r = combat.resolve(input, ['infantry', 'infantry', 'infantry', 'infantry', 'flag'])
  const said = (label: string) => { const i = r.working.findIndex((l) => l.label === label); return sayValues(r.working)[i] }

  it('the dice: a base and modifiers that add, on screen, to the battle dice to roll', () => {
    expect(r.working.filter((l) => l.kind === 'base' || l.kind === 'modifier').map((l) => [l.label, l.value])).toEqual([
      ['Infantry at 1 hex', 4], ['general attached', 1], ['infantry firing on flank or rear', 1], ['target in woods', -1]])
    expect(said('battle dice to roll')).toBe('= 5')
    expect(totalsThatDoNotAdd(r.working)).toEqual([])
    expect(combat.dice(input)).toHaveLength(5)
  })

  it('the result: counts said as numbers, never "+4" as if added', () => {
    expect(said('target eliminated')).toBe('4')
    expect(said('1 retreat flag')).toBe('1')
    expect(r.working.slice(-3).map((l) => l.kind)).toEqual(['count', 'count', 'count'])
  })
})

