import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { retreat, type RetreatInput } from './retreat'
import { chooseFlankHex } from './retreatPath'

const inf = (extra: Partial<RetreatInput>): RetreatInput => ({ unit: 'line-infantry', flags: 2, elements: 3, ...extra })
const brief = (input: RetreatInput) => { const r = retreat(input); return [r.hexes, r.elementsLost, r.eliminated] }

describe('retreat (seed 000, 10.0): one hex per flag', () => {
  it('2 flags with a clear path: 2 hexes, no loss', () => {
    const r = retreat(inf({ path: ['empty', 'empty'] }))
    expect([r.hexes, r.elementsLost, r.eliminated]).toEqual([2, 0, false])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['retreats 2 hexes (one per flag), facing the enemy; may fire but not move this round', 2, '10.0 Retreat']])
  })
  it('a retreat that cannot be completed: 1 hex, then a unit in the way: loses one element and stays (10.0 C, ruling 29)', () => {
    const r = retreat(inf({ flags: 3, path: ['empty', 'friendly-unit'] }))
    expect([r.hexes, r.elementsLost, r.eliminated]).toEqual([1, 1, false])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['after 1 hex, cannot retreat: loses 1 element and stays (ruling 29)', 1, '10.0 Retreat C']])
    expect(brief(inf({ flags: 3, path: ['enemy'] }))).toEqual([0, 1, false])
  })
  it('ruling 29 other reading: one element for each flag it could not retreat', () => {
    const rulings = { blockedRetreat: 'one per flag left' } as const
    expect(brief(inf({ flags: 3, path: ['empty', 'enemy'], rulings }))).toEqual([1, 2, false])
    expect(brief(inf({ flags: 3, path: ['enemy'], rulings }))).toEqual([0, 3, true])
    expect(brief(inf({ flags: 3, elements: 2, path: ['enemy'], rulings }))).toEqual([0, 2, true])
  })
  it('a blocked unit on its last element is eliminated', () => {
    expect(brief(inf({ flags: 1, elements: 1, path: ['friendly-unit'] }))).toEqual([0, 1, true])
    expect(brief(inf({ flags: 1, elements: 2, path: ['friendly-unit'] }))).toEqual([0, 1, false])
  })
  it('forced off the map: eliminated, all elements lost (10.0 D)', () => {
    const r = retreat(inf({ path: ['empty', 'off-map'] }))
    expect([r.hexes, r.elementsLost, r.eliminated]).toEqual([1, 3, true])
    expect(r.working[0]!.label).toBe('forced to retreat off the map: eliminated')
  })
  it('a hex with only a friendly general: the unit stops there (10.0 B)', () => {
    const r = retreat(inf({ flags: 3, path: ['friendly-general'] }))
    expect([r.hexes, r.elementsLost, r.eliminated]).toEqual([1, 0, false])
    expect(r.working[0]!.label).toBe('retreats 1 hex into a hex with only a friendly general: no further')
    expect(brief(inf({ flags: 3, path: ['empty', 'empty', 'friendly-general'] }))).toEqual([3, 0, false])
  })
  it('no flags: nothing happens, no working', () => {
    expect(retreat(inf({ flags: 0 }))).toEqual({ hexes: 0, elementsLost: 0, eliminated: false, working: [] })
  })
})

describe('units that ignore flags or take them as losses', () => {
  it('garrisons ignore retreat results (6.1)', () => {
    const r = retreat({ unit: 'garrison', flags: 2, elements: 1 })
    expect(r.working.map((l) => [l.label, l.value])).toEqual([['garrison ignores 2 flags', 0]])
    expect([r.hexes, r.elementsLost]).toEqual([0, 0])
  })
  it('a skirmisher falls back into its parent’s hex, other flags ignored; a detached one retreats as usual', () => {
    const r = retreat({ unit: 'skirmisher', flags: 3, elements: 1, parentAdjacent: true })
    expect([r.hexes, r.elementsLost, r.eliminated]).toEqual([1, 0, false])
    expect(r.working[0]!.rule.section).toBe('6.1 Movement: Skirmishers')
    expect(brief({ unit: 'skirmisher', flags: 2, elements: 1, path: ['empty', 'enemy'] })).toEqual([1, 1, true])
  })
  it('square, buildings or an attached general: ignore the flags (9.4 #8, 10.0 F, 7.32.6)', () => {
    for (const [extra, why] of [[{ inSquare: true }, 'in square'], [{ inBuildings: true }, 'in buildings'], [{ generalAttached: true }, 'with an attached general']] as const) {
      const r = retreat(inf({ flags: 2, ...extra }))
      expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([[`${why}: ignores 2 flags (ruling 30)`, 0, '9.4 Combat Modifiers #8']])
      expect([r.hexes, r.elementsLost]).toEqual([0, 0])
    }
    expect(brief({ unit: 'light-cavalry', flags: 1, elements: 3, inBuildings: true })).toEqual([0, 0, false])
  })
  it('artillery fired on by an adjacent unit: each flag is a loss; from afar it ignores them (9.4 #11)', () => {
    const r = retreat({ unit: 'heavy-artillery', flags: 2, elements: 3, firerAdjacent: true })
    expect([r.hexes, r.elementsLost, r.eliminated]).toEqual([0, 2, false])
    expect(r.working.map((l) => [l.label, l.value])).toEqual([['artillery fired on by an adjacent unit: 2 flags taken as 2 losses', 2]])
    const gone = retreat({ unit: 'horse-artillery', flags: 3, elements: 2, firerAdjacent: true })
    expect([gone.elementsLost, gone.eliminated]).toEqual([2, true])
    expect(gone.working[0]!.label).toBe('artillery fired on by an adjacent unit: 3 flags taken as 2 losses, eliminated')
    expect(brief({ unit: 'light-artillery', flags: 2, elements: 2, firerAdjacent: true })).toEqual([0, 2, true])
    expect(brief({ unit: 'light-artillery', flags: 1, elements: 2, firerAdjacent: true })).toEqual([0, 1, false])
    const afar = retreat({ unit: 'light-artillery', flags: 2, elements: 2, firerAdjacent: false })
    expect(afar.working.map((l) => [l.label, l.value])).toEqual([['artillery fired on from afar: ignores 2 flags', 0]])
  })
  it('ruling 30: artillery with a general ignores flags even from an adjacent firer; the other reading takes losses', () => {
    const input = { unit: 'heavy-artillery', flags: 2, elements: 3, firerAdjacent: true, generalAttached: true } as const
    expect(brief(input)).toEqual([0, 0, false])
    expect(brief({ ...input, rulings: { retreatCancelFirst: 'artillery rule first' } })).toEqual([0, 2, false])
    expect(brief({ ...input, firerAdjacent: false, rulings: { retreatCancelFirst: 'artillery rule first' } })).toEqual([0, 0, false])
    expect(brief({ unit: 'line-infantry', flags: 1, elements: 3, firerAdjacent: true, path: ['empty'], rulings: { retreatCancelFirst: 'artillery rule first' } })).toEqual([1, 0, false])
  })
})

describe('a lone general (7.32.8, 9.51, 9.53, ruling 31)', () => {
  it('retreats one hex per flag', () => {
    expect(brief({ unit: 'lone-general', flags: 2, path: ['empty', 'empty'] })).toEqual([2, 0, false])
  })
  it('stops when he reaches a friendly unit', () => {
    const r = retreat({ unit: 'lone-general', flags: 3, path: ['empty', 'friendly-unit'] })
    expect([r.hexes, r.eliminated]).toEqual([2, false])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([['retreats 2 hexes and stops with a friendly unit', 2, '7.32.8 Generals in Battle']])
  })
  it('cannot retreat (another general, an enemy): killed, an eliminated unit', () => {
    const r = retreat({ unit: 'lone-general', flags: 2, path: ['empty', 'friendly-general'] })
    expect([r.hexes, r.elementsLost, r.eliminated]).toEqual([1, 0, true])
    expect(r.working[0]!.label).toBe('after 1 hex, cannot retreat: the general is killed (ruling 31)')
    expect(brief({ unit: 'lone-general', flags: 1, path: ['enemy'] })).toEqual([0, 0, true])
    expect(retreat({ unit: 'lone-general', flags: 1, path: ['off-map'] }).working[0]!.label).toBe('forced off the map: the general is killed')
  })
  it('a general whose unit was eliminated is a lone general: square or general flags do not protect him', () => {
    expect(brief({ unit: 'lone-general', flags: 1, inSquare: true, generalAttached: true, path: ['empty'] })).toEqual([1, 0, false])
  })
})

describe('refusals', () => {
  const code = (input: RetreatInput) => { const e = errorOf<RulesInputError>(() => retreat(input)); expect(e).toBeInstanceOf(RulesInputError); return [e.code, e.field] }
  it('names the field', () => {
    expect(code(inf({ path: ['empty'] }))).toEqual(['out-of-range', 'path'])
    expect(code(inf({ path: ['empty', 'lake' as 'empty'] }))).toEqual(['unknown-value', 'path'])
    expect(code(inf({ flags: -1 }))).toEqual(['out-of-range', 'flags'])
    expect(code(inf({ flags: 1.5 }))).toEqual(['out-of-range', 'flags'])
    expect(code(inf({ elements: 0 }))).toEqual(['out-of-range', 'elements'])
    expect(code(inf({ elements: 5 }))).toEqual(['out-of-range', 'elements'])
    expect(code(inf({ unit: 'dragoon' as 'line-infantry' }))).toEqual(['unknown-value', 'unit'])
  })
})

describe('retreat path priorities (10.1)', () => {
  const hex = (towardOwnEdge: boolean, nextToEnemy: boolean, nextToFriendly: boolean) => ({ towardOwnEdge, nextToEnemy, nextToFriendly })
  it('1. toward its own map edge first', () => {
    expect(chooseFlankHex(hex(true, true, true), hex(false, false, false))).toEqual({ hex: 'B', reason: '1. towards its own map edge' })
    expect(chooseFlankHex(hex(false, false, false), hex(true, true, true)).hex).toBe('C')
  })
  it('2. then not next to an enemy unit', () => {
    expect(chooseFlankHex(hex(true, false, true), hex(true, true, false))).toEqual({ hex: 'B', reason: '2. not next to an enemy unit' })
    expect(chooseFlankHex(hex(false, true, false), hex(false, false, true)).hex).toBe('C')
  })
  it('3. then not next to a friendly unit; else the defender chooses', () => {
    expect(chooseFlankHex(hex(true, true, false), hex(true, true, true))).toEqual({ hex: 'B', reason: '3. not next to a friendly unit' })
    expect(chooseFlankHex(hex(true, true, true), hex(true, true, false)).hex).toBe('C')
    expect(chooseFlankHex(hex(true, false, true), hex(true, false, true))).toEqual({ hex: 'either', reason: 'the priorities do not decide: the defender chooses' })
  })
})
