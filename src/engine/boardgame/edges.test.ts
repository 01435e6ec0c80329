import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { combat, type CombatInput } from './combat'
import { rally } from './rally'
import { retreat } from './retreat'

const labels = (input: CombatInput, faces: string[]) => combat.resolve(input, faces).working.map((l) => l.label)

describe('edges the other tests leave open', () => {
  it('the hill note belongs to artillery on a hill only', () => {
    expect(labels({ firer: { type: 'line-infantry', elements: 4, terrain: 'hill' }, target: { type: 'line-infantry', elements: 4 }, range: 3 }, ['flag', 'flag'])[0]).toBe('Infantry at 3 hexes')
    expect(labels({ firer: { type: 'light-artillery', elements: 2 }, target: { type: 'line-infantry', elements: 4 }, range: 5 }, ['flag'])[0]).toBe('Light Artillery at 5 hexes')
  })
  it('ruling 32 other reading says so for a garrison', () => {
    expect(labels({ firer: { type: 'garrison', elements: 1, generalAttached: true }, target: { type: 'line-infantry', elements: 4 }, range: 1, rulings: { generalDieForSmallUnits: 'no extra die' } },
      ['flag', 'flag', 'flag', 'flag'])[1]).toBe('general attached: no die for garrisons (ruling 32, §9.4 #1 reading)')
  })
  it('cavalry on a flank and a one-element infantry firer: their lines', () => {
    expect(labels({ firer: { type: 'light-cavalry', elements: 3 }, target: { type: 'light-artillery', elements: 2 }, range: 1, flankOrRear: true }, ['flag', 'flag', 'flag', 'flag', 'flag'])).toEqual([
      'Cavalry at 1 hex', 'cavalry on flank or rear', 'battle dice to roll', 'hits on artillery (target: light artillery)', 'cavalry on flank or rear: flags and generals are losses',
      'rolled: flag, flag, flag, flag, flag', '3 hits wasted (target 2 elements / firer’s cap)', 'target eliminated', '0 retreat flags'])
    expect(labels({ firer: { type: 'line-infantry', elements: 1 }, target: { type: 'line-infantry', elements: 4 }, range: 3 }, ['flag', 'cavalry'])[3]).toBe('infantry causes at most its 1 element left')
  })
  it('a square on a road is allowed; a lone general cannot be in square; a lone general can be caught on a flank', () => {
    expect(combat.dice({ firer: { type: 'line-infantry', elements: 4 }, target: { type: 'line-infantry', elements: 4, inSquare: true, terrain: 'road' }, range: 1 })).toHaveLength(5)
    const e = errorOf<RulesInputError>(() => combat.dice({ firer: { type: 'line-infantry', elements: 4 }, target: { type: 'lone-general', inSquare: true }, range: 1 }))
    expect([e.code, e.field]).toEqual(['not-allowed-together', 'target.inSquare'])
    expect(combat.dice({ firer: { type: 'light-cavalry', elements: 3 }, target: { type: 'lone-general' }, range: 1, flankOrRear: true })).toHaveLength(5)
  })
  it('retreat results say nobody is eliminated when flags are ignored', () => {
    expect(retreat({ unit: 'garrison', flags: 3, elements: 1 }).eliminated).toBe(false)
    expect(retreat({ unit: 'light-artillery', flags: 3, elements: 1 }).eliminated).toBe(false)
    expect(retreat({ unit: 'line-infantry', flags: 3, elements: 1, inSquare: true }).eliminated).toBe(false)
    expect(retreat({ unit: 'lone-general', flags: 1, path: ['empty'], rulings: { retreatCancelFirst: 'artillery rule first' } }).hexes).toBe(1)
  })
  it('a one-element unit (garrison) can be named in a rally: nothing to recover', () => {
    expect(rally.distribution({ type: 'garrison', elements: 1, startingElements: 1, by: 'rally-card' })).toEqual({ total: 216, outcomes: [{ value: 0, count: 216 }] })
  })
  it('artillery on a square hits on infantry as usual (only cavalry is limited to generals): 5 dice, P(0) = (4/6)⁵ = 1024/7776', () => {
    const input: CombatInput = { firer: { type: 'light-artillery', elements: 2 }, target: { type: 'line-infantry', elements: 4, inSquare: true }, range: 3 }
    expect(combat.distribution(input).outcomes.filter((o) => o.value.hits === 0).reduce((s, o) => s + o.count, 0)).toBe(1024)
    expect(labels(input, ['flag', 'flag', 'flag', 'flag', 'flag'])[3]).toBe('hits on infantry (target: line infantry)')
  })
  it('only a skirmisher falls back to its parent; each retreat line cites its rule', () => {
    expect(retreat({ unit: 'line-infantry', flags: 2, elements: 3, parentAdjacent: true, path: ['empty', 'empty'] }).hexes).toBe(2)
    const sections = (r: ReturnType<typeof retreat>) => r.working.map((l) => [l.label, l.rule.section])
    expect(sections(retreat({ unit: 'line-infantry', flags: 1, elements: 3, path: ['off-map'] }))).toEqual([['forced to retreat off the map: eliminated', '10.0 Retreat D']])
    expect(sections(retreat({ unit: 'lone-general', flags: 2, path: ['enemy'] }))).toEqual([['after 0 hexes, cannot retreat: the general is killed (ruling 31)', '7.32.8 Generals in Battle']])
    expect(sections(retreat({ unit: 'garrison', flags: 1, elements: 1 }))).toEqual([['garrison ignores 1 flag', '6.1 Movement: Garrisons']])
    expect(sections(retreat({ unit: 'line-infantry', flags: 2, elements: 3, path: ['friendly-general'] }))).toEqual([
      ['retreats 1 hex into a hex with only a friendly general: no further', '10.0 Retreat B']])
    expect(sections(retreat({ unit: 'skirmisher', flags: 2, elements: 1, parentAdjacent: true }))).toEqual([
      ['skirmisher falls back into its parent unit’s hex and is reabsorbed; other flags ignored', '6.1 Movement: Skirmishers']])
  })
  it('garrisons and skirmishers: their cap line, and a lone general’s rule', () => {
    expect(labels({ firer: { type: 'skirmisher', elements: 1 }, target: { type: 'line-infantry', elements: 4 }, range: 1 }, ['flag', 'flag'])[3]).toBe('skirmishers cause at most 1 hit')
    expect(combat.resolve({ firer: { type: 'light-cavalry', elements: 3 }, target: { type: 'lone-general' }, range: 1 }, ['flag', 'flag', 'flag']).working[2]!.rule.section).toBe('9.51 General Casualties')
  })
})
