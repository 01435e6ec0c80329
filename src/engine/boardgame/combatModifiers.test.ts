import { describe, expect, it } from 'vitest'
import { chance, RulesInputError } from '../core'
import { errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { combat, type CombatInput } from './combat'
import type { Terrain } from './terrain'

const inf = (extra: Partial<CombatInput> = {}): CombatInput =>
  ({ firer: { type: 'line-infantry', elements: 4 }, target: { type: 'line-infantry', elements: 4 }, range: 1, ...extra })
const n = (input: CombatInput) => combat.dice(input).length
const code = (input: CombatInput) => {
  const e = errorOf<RulesInputError>(() => combat.dice(input))
  expect(e).toBeInstanceOf(RulesInputError)
  return [e.code, e.field]
}

describe('dice by unit type and range (7.31), both sides of every range edge', () => {
  it('infantry 4 / 3 / 2 at 1 / 2 / 3 hexes, none at 4', () => {
    expect([1, 2, 3].map((range) => n(inf({ range })))).toEqual([4, 3, 2])
    expect(code(inf({ range: 4 }))).toEqual(['out-of-range', 'range'])
  })
  it('garrison 4, skirmisher 2, cavalry 3: adjacent only', () => {
    for (const [type, dice] of [['garrison', 4], ['skirmisher', 2], ['light-cavalry', 3], ['heavy-cavalry', 3]] as const) {
      expect(n(inf({ firer: { type, elements: 1 } }))).toBe(dice)
      expect(code(inf({ firer: { type, elements: 1 }, range: 2 }))).toEqual(['out-of-range', 'range'])
    }
  })
  it('light and horse artillery 5 4 3 2 1 to 5 hexes, 6 from a hill', () => {
    for (const type of ['light-artillery', 'horse-artillery'] as const) {
      const at = (range: number, terrain: Terrain = 'open') => n({ firer: { type, elements: 2, terrain }, target: { type: 'line-infantry', elements: 4 }, range })
      expect([1, 2, 3, 4, 5].map((r) => at(r))).toEqual([5, 4, 3, 2, 1])
      expect(() => at(6)).toThrow(RulesInputError)
      expect(at(6, 'hill')).toBe(1)
      expect(at(5, 'hill')).toBe(1)
      expect(() => at(7, 'hill')).toThrow(/range 5 hexes \(6 from a hill\)/)
    }
  })
  it('heavy artillery 6 5 4 3 2 1 to 6 hexes, 7 from a hill', () => {
    const at = (range: number, terrain: Terrain = 'open') => n({ firer: { type: 'heavy-artillery', elements: 3, terrain }, target: { type: 'line-infantry', elements: 4 }, range })
    expect([1, 2, 3, 4, 5, 6].map((r) => at(r))).toEqual([6, 5, 4, 3, 2, 1])
    expect(() => at(7)).toThrow(RulesInputError)
    expect(at(7, 'hill')).toBe(1)
    expect(() => at(8, 'hill')).toThrow(RulesInputError)
  })
  it('a hill gives infantry no extra range (only artillery)', () => {
    expect(code(inf({ firer: { type: 'line-infantry', elements: 4, terrain: 'hill' }, range: 4 }))).toEqual(['out-of-range', 'range'])
  })
  it('refuses a range of 0 or a fraction', () => {
    expect(code(inf({ range: 0 }))).toEqual(['out-of-range', 'range'])
    expect(code(inf({ range: 1.5 }))).toEqual(['out-of-range', 'range'])
  })
})

describe('every dice modifier of 7.32 and 9.4 with the terrain of 8', () => {
  it('#1 general attached: +1 infantry and cavalry, +2 with the Leadership card, none for artillery (7.32.2)', () => {
    expect(n(inf({ firer: { type: 'line-infantry', elements: 4, generalAttached: true } }))).toBe(5)
    expect(n(inf({ firer: { type: 'line-infantry', elements: 4, generalAttached: true, leadership: true } }))).toBe(6)
    expect(n(inf({ firer: { type: 'line-infantry', elements: 4, leadership: true } }))).toBe(4)
    expect(n(inf({ firer: { type: 'light-cavalry', elements: 3, generalAttached: true } }))).toBe(4)
    expect(n(inf({ firer: { type: 'heavy-artillery', elements: 3, generalAttached: true } }))).toBe(6)
    expect(n(inf({ firer: { type: 'heavy-artillery', elements: 3, generalAttached: true, leadership: true } }))).toBe(6)
  })
  it('ruling 32: skirmishers and garrisons roll the general’s die (7.32.1); the other reading gives none', () => {
    expect(n(inf({ firer: { type: 'skirmisher', elements: 1, generalAttached: true } }))).toBe(3)
    expect(n(inf({ firer: { type: 'garrison', elements: 1, generalAttached: true } }))).toBe(5)
    const no = { generalDieForSmallUnits: 'no extra die' } as const
    expect(n(inf({ firer: { type: 'skirmisher', elements: 1, generalAttached: true }, rulings: no }))).toBe(2)
    expect(n(inf({ firer: { type: 'garrison', elements: 1, generalAttached: true }, rulings: no }))).toBe(4)
    expect(n(inf({ firer: { type: 'line-infantry', elements: 4, generalAttached: true }, rulings: no }))).toBe(5)
  })
  it('#2 infantry on a square, flank or rear +1; not skirmishers; garrisons by the garrison ruling', () => {
    expect(n(inf({ target: { type: 'line-infantry', elements: 4, inSquare: true } }))).toBe(5)
    expect(n(inf({ flankOrRear: true }))).toBe(5)
    expect(n(inf({ firer: { type: 'skirmisher', elements: 1 }, flankOrRear: true }))).toBe(2)
    expect(n(inf({ firer: { type: 'skirmisher', elements: 1 }, target: { type: 'line-infantry', elements: 4, inSquare: true } }))).toBe(2)
    expect(n(inf({ firer: { type: 'garrison', elements: 1 }, flankOrRear: true }))).toBe(5)
    expect(n(inf({ firer: { type: 'garrison', elements: 1 }, flankOrRear: true, rulings: { garrisonAsInfantry: 'not infantry' } }))).toBe(4)
  })
  it('#3 artillery on a square, flank or rear +2', () => {
    const guns = (extra: Partial<CombatInput>) => n({ firer: { type: 'light-artillery', elements: 2 }, target: { type: 'line-infantry', elements: 4 }, range: 3, ...extra })
    expect(guns({})).toBe(3)
    expect(guns({ flankOrRear: true })).toBe(5)
    expect(guns({ target: { type: 'elite-infantry', elements: 4, inSquare: true } })).toBe(5)
  })
  it('#12 cavalry on flank or rear +2 and flags and generals are losses: 5 dice on 4 faces, P(0) = (2/6)⁵ = 32/7776', () => {
    const input = inf({ firer: { type: 'light-cavalry', elements: 3 }, flankOrRear: true })
    expect(n(input)).toBe(5)
    expect(chance(combat.distribution(input), (o) => o.hits === 0)).toEqual({ count: 32, total: 7776 })
    expect(chance(combat.distribution(input), (o) => o.flags > 0).count).toBe(0)
    expect(combat.resolve(input, ['flag', 'general', 'cavalry', 'artillery', 'infantry']).outcome).toEqual({ hits: 3, flags: 0 })
    // heavy cavalry counts the general once, not twice
    const heavy = inf({ firer: { type: 'heavy-cavalry', elements: 3 }, flankOrRear: true })
    expect(chance(combat.distribution(heavy), (o) => o.hits === 0)).toEqual({ count: 32, total: 7776 })
  })
  it('cavalry does not gain on a square: 3 dice, hits ONLY on a general (#4): P(≥1) = 1 − (5/6)³ = 91/216', () => {
    for (const type of ['light-cavalry', 'heavy-cavalry'] as const) {
      const input = inf({ firer: { type, elements: 3 }, target: { type: 'line-infantry', elements: 4, inSquare: true } })
      expect(n(input)).toBe(3)
      expect(chance(combat.distribution(input), (o) => o.hits >= 1)).toEqual({ count: 91, total: 216 })
      expect(combat.resolve(input, ['infantry', 'infantry', 'flag']).outcome).toEqual({ hits: 0, flags: 1 })
    }
  })
  it('#5 infantry firing in square hits ONLY on a general: 4 dice, P(0) = (5/6)⁴ = 625/1296', () => {
    const input = inf({ firer: { type: 'elite-infantry', elements: 4, inSquare: true } })
    expect(chance(combat.distribution(input), (o) => o.hits === 0)).toEqual({ count: 625, total: 1296 })
  })
  it('#6 woods, orchard, hill −1; field −1 (8.7, ruling 33) or 0 by the other reading', () => {
    for (const terrain of ['woods', 'orchard', 'hill', 'field'] as const) expect(n(inf({ target: { type: 'line-infantry', elements: 4, terrain } }))).toBe(3)
    expect(n(inf({ target: { type: 'line-infantry', elements: 4, terrain: 'field' }, rulings: { fieldsDie: 'no modifier' } }))).toBe(4)
    expect(n(inf({ target: { type: 'line-infantry', elements: 4, terrain: 'woods' }, rulings: { fieldsDie: 'no modifier' } }))).toBe(3)
    for (const terrain of ['open', 'stream', 'marsh', 'bridge', 'road'] as const) expect(n(inf({ target: { type: 'line-infantry', elements: 4, terrain } }))).toBe(4)
  })
  it('#7 buildings −2, fortified buildings −3 (Hougoumont)', () => {
    expect(n(inf({ target: { type: 'line-infantry', elements: 4, terrain: 'buildings' } }))).toBe(2)
    expect(n(inf({ target: { type: 'garrison', elements: 1, terrain: 'fortified-buildings' } }))).toBe(1)
  })
  it('#9 firing from a stream or marsh −1; artillery there may not fire', () => {
    expect(n(inf({ firer: { type: 'line-infantry', elements: 4, terrain: 'stream' } }))).toBe(3)
    expect(n(inf({ firer: { type: 'light-cavalry', elements: 3, terrain: 'marsh' } }))).toBe(2)
    expect(code(inf({ firer: { type: 'horse-artillery', elements: 2, terrain: 'marsh' } }))).toEqual(['not-allowed-together', 'firer.terrain'])
    expect(code(inf({ firer: { type: 'heavy-artillery', elements: 3, terrain: 'stream' } }))).toEqual(['not-allowed-together', 'firer.terrain'])
  })
  it('ruling 28: modifiers to 0 or below roll no dice (light guns at 5 hexes on a wooded target)', () => {
    const input: CombatInput = { firer: { type: 'light-artillery', elements: 2 }, target: { type: 'line-infantry', elements: 4, terrain: 'woods' }, range: 5 }
    expect(n(input)).toBe(0)
    expect(combat.distribution(input)).toEqual({ total: 1, outcomes: [{ value: { hits: 0, flags: 0 }, count: 1 }] })
    expect(combat.resolve(input, []).working.map((l) => l.value)).toEqual([1, -1, 'no dice', 'infantry', '0 hits', 0, 0])
    const fortified: CombatInput = { ...input, target: { type: 'garrison', elements: 1, terrain: 'fortified-buildings' }, range: 4 }
    expect(n(fortified)).toBe(0)
  })
  it('modifiers add up: élite infantry with general, on a flank, target on a hill, firing from a stream = 4+1+1−1−1 = 4', () => {
    expect(n(inf({ firer: { type: 'elite-infantry', elements: 4, generalAttached: true, terrain: 'stream' }, target: { type: 'line-infantry', elements: 4, terrain: 'hill' }, flankOrRear: true }))).toBe(4)
  })
})

describe('refusals in the rules’ words', () => {
  it('#10 infantry fires on artillery only from 2 hexes or less', () => {
    const onGuns = (range: number) => inf({ target: { type: 'light-artillery', elements: 2 }, range })
    expect(n(onGuns(2))).toBe(3)
    expect(code(onGuns(3))).toEqual(['out-of-range', 'range'])
  })
  it('8.4: cavalry neither attacks into nor fires from buildings; infantry fires on buildings only adjacent', () => {
    const cav = { type: 'heavy-cavalry', elements: 3 } as const
    expect(code(inf({ firer: cav, target: { type: 'line-infantry', elements: 4, terrain: 'buildings' } }))).toEqual(['not-allowed-together', 'target.terrain'])
    expect(code(inf({ firer: cav, target: { type: 'garrison', elements: 1, terrain: 'fortified-buildings' } }))).toEqual(['not-allowed-together', 'target.terrain'])
    expect(code(inf({ firer: { ...cav, terrain: 'buildings' } }))).toEqual(['not-allowed-together', 'firer.terrain'])
    expect(code(inf({ range: 2, target: { type: 'line-infantry', elements: 4, terrain: 'buildings' } }))).toEqual(['out-of-range', 'range'])
    expect(n({ firer: { type: 'heavy-artillery', elements: 3 }, target: { type: 'line-infantry', elements: 4, terrain: 'buildings' }, range: 3 })).toBe(2)
  })
  it('no fire the round a unit enters woods or buildings; no combat in rough terrain', () => {
    expect(code(inf({ firer: { type: 'line-infantry', elements: 4, enteredWoodsOrBuildings: true } }))).toEqual(['not-allowed-together', 'firer.enteredWoodsOrBuildings'])
    expect(code(inf({ target: { type: 'line-infantry', elements: 4, terrain: 'rough' } }))).toEqual(['not-allowed-together', 'terrain'])
    expect(code(inf({ firer: { type: 'line-infantry', elements: 4, terrain: 'rough' } }))).toEqual(['not-allowed-together', 'terrain'])
  })
  it('squares: infantry only, on clear or hill ground, and a square has no flank (ruling 30)', () => {
    expect(code(inf({ target: { type: 'light-cavalry', elements: 3, inSquare: true } }))).toEqual(['not-allowed-together', 'target.inSquare'])
    expect(code(inf({ target: { type: 'line-infantry', elements: 4, inSquare: true, terrain: 'woods' } }))).toEqual(['not-allowed-together', 'target.inSquare'])
    expect(code(inf({ target: { type: 'line-infantry', elements: 4, inSquare: true, terrain: 'bridge' } }))).toEqual(['not-allowed-together', 'target.inSquare'])
    expect(n(inf({ target: { type: 'line-infantry', elements: 4, inSquare: true, terrain: 'hill' } }))).toBe(4)
    expect(code(inf({ firer: { type: 'garrison', elements: 1, inSquare: true } }))).toEqual(['not-allowed-together', 'firer.inSquare'])
    expect(code(inf({ target: { type: 'line-infantry', elements: 4, inSquare: true }, flankOrRear: true }))).toEqual(['not-allowed-together', 'flankOrRear'])
    expect(code(inf({ target: { type: 'skirmisher', elements: 1 }, flankOrRear: true }))).toEqual(['not-allowed-together', 'flankOrRear'])
  })
  it('elements must be 1 to the unit’s full strength; unknown types and terrain are named', () => {
    expect(code(inf({ firer: { type: 'line-infantry', elements: 0 } }))).toEqual(['out-of-range', 'firer.elements'])
    expect(code(inf({ firer: { type: 'line-infantry', elements: 5 } }))).toEqual(['out-of-range', 'firer.elements'])
    expect(code(inf({ target: { type: 'light-artillery', elements: 3 } }))).toEqual(['out-of-range', 'target.elements'])
    expect(code(inf({ target: { type: 'skirmisher', elements: 2 } }))).toEqual(['out-of-range', 'target.elements'])
    expect(code(inf({ firer: { type: 'hussar' as 'line-infantry', elements: 1 } }))).toEqual(['unknown-value', 'firer.type'])
    expect(code(inf({ target: { type: 'line-infantry', elements: 4, terrain: 'lava' as Terrain } }))).toEqual(['unknown-value', 'target.terrain'])
    expect(code(inf({ firer: { type: 'line-infantry', elements: 4, terrain: 'lava' as Terrain } }))).toEqual(['unknown-value', 'firer.terrain'])
  })
  it('resolve refuses the wrong number of faces and faces the battle die does not show', () => {
    expect(errorOf<RulesInputError>(() => combat.resolve(inf(), ['infantry'])).field).toBe('faces')
    expect(errorOf<RulesInputError>(() => combat.resolve(inf(), ['infantry', 'infantry', 'infantry', 'eagle'])).code).toBe('bad-face')
  })
})

describe('agreement with resolve over every face combination', () => {
  it.each<[string, CombatInput]>([
    ['capped infantry', inf({ firer: { type: 'line-infantry', elements: 2 } })],
    ['cavalry flank', inf({ firer: { type: 'heavy-cavalry', elements: 3 }, flankOrRear: true, target: { type: 'line-infantry', elements: 3, terrain: 'orchard' } })],
    ['lone general', inf({ target: { type: 'lone-general' } })],
    ['square', inf({ firer: { type: 'light-artillery', elements: 2 }, target: { type: 'line-infantry', elements: 2, inSquare: true }, range: 5 })],
    ['garrison', inf({ firer: { type: 'garrison', elements: 1 }, target: { type: 'light-cavalry', elements: 3 } })],
  ])('%s', (_, input) => expectAgreesWithResolve(combat, input))
})

describe('refusal messages in player words', () => {
  const msg = (input: CombatInput) => errorOf<RulesInputError>(() => combat.dice(input)).message
  it.each<[string, CombatInput, string]>([
    ['range', inf({ range: 0 }), 'range: count the hexes to the target, 1 = adjacent (got 0).'],
    ['out of range', inf({ range: 4 }), 'Infantry: range 3 hexes; the target is 4 away.'],
    ['elements', inf({ firer: { type: 'line-infantry', elements: 5 } }), 'firer.elements: elements left are counted 1–4 (counter + chips), got 5.'],
    ['target elements', inf({ target: { type: 'light-cavalry', elements: 0 } }), 'target.elements: elements left are counted 1–3 (counter + chips), got 0.'],
    ['unit type', inf({ firer: { type: 'hussar' as 'garrison', elements: 1 } }),
      'firer.type: "hussar" is not a unit of this game (line-infantry, elite-infantry, light-cavalry, heavy-cavalry, light-artillery, heavy-artillery, horse-artillery, garrison, skirmisher).'],
    ['terrain', inf({ firer: { type: 'line-infantry', elements: 4, terrain: 'lava' as Terrain } }), 'firer.terrain: "lava" is not a terrain of 8.0.'],
    ['square arm', inf({ target: { type: 'light-cavalry', elements: 3, inSquare: true } }), 'target: only infantry forms square (6.1).'],
    ['square ground', inf({ firer: { type: 'line-infantry', elements: 4, inSquare: true, terrain: 'orchard' } }), 'firer: square only on clear or hill terrain (6.1), not orchard.'],
    ['rough', inf({ target: { type: 'line-infantry', elements: 4, terrain: 'rough' } }), 'Rough terrain: combat not allowed (8.8).'],
    ['entered', inf({ firer: { type: 'line-infantry', elements: 4, enteredWoodsOrBuildings: true } }), 'A unit cannot fire in the round it moves into woods or a building (8.1, 8.4).'],
    ['cavalry into buildings', inf({ firer: { type: 'light-cavalry', elements: 3 }, target: { type: 'line-infantry', elements: 4, terrain: 'buildings' } }), 'Cavalry can’t attack a unit inside a building (8.4).'],
    ['cavalry from buildings', inf({ firer: { type: 'light-cavalry', elements: 3, terrain: 'fortified-buildings' } }), 'Cavalry may enter a building but may not fire from it (8.4).'],
    ['artillery in marsh', inf({ firer: { type: 'light-artillery', elements: 2, terrain: 'stream' } }), 'Artillery in a stream or marsh hex can NOT fire at all (8.5).'],
    ['infantry on buildings', inf({ range: 2, target: { type: 'line-infantry', elements: 4, terrain: 'fortified-buildings' } }), 'Infantry can fire on a building ONLY from an adjacent hex (8.4).'],
    ['infantry on artillery', inf({ range: 3, target: { type: 'heavy-artillery', elements: 3 } }), 'Infantry firing on artillery: may only fire from 2 hexes or less (9.4 #10).'],
    ['square flank', inf({ flankOrRear: true, target: { type: 'line-infantry', elements: 4, inSquare: true } }), 'A square has no flank or rear (ruling 30): count it as firing on a square.'],
    ['skirmisher flank', inf({ flankOrRear: true, target: { type: 'skirmisher', elements: 1 } }), 'Skirmishers do not have facing or flanks (6.1).'],
  ])('%s', (_, input, message) => expect(msg(input)).toBe(message))
  it('artillery range message names the hill', () => {
    expect(msg({ firer: { type: 'heavy-artillery', elements: 3 }, target: { type: 'line-infantry', elements: 4 }, range: 7 })).toBe('Heavy Artillery: range 6 hexes (7 from a hill); the target is 7 away.')
    expect(errorOf<RulesInputError>(() => combat.resolve(inf(), ['infantry'])).message).toBe('Roll 4 battle dice, got 1 faces.')
  })
  it('cavalry on a non-building target from open ground fires; artillery on a building fires', () => {
    expect(n(inf({ firer: { type: 'light-cavalry', elements: 3, terrain: 'woods' }, target: { type: 'line-infantry', elements: 4, terrain: 'orchard' } }))).toBe(2)
    expect(n({ firer: { type: 'light-artillery', elements: 2, terrain: 'buildings' }, target: { type: 'garrison', elements: 1, terrain: 'buildings' }, range: 1 })).toBe(3)
  })
})
