import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import type { MeleeInput } from './meleeInput'
import { attackDirection, meleeStrengths } from './meleeStrength'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })
const cav = (o: Partial<SeriesUnit> = {}) => u({ id: 'c', name: 'Cuirassiers', type: 'cavalry', firepower: 0, fireRange: 0, meleeValue: 4, steps: 4, originalSteps: 4, formation: 'line', ...o })
const gun = (o: Partial<SeriesUnit> = {}) => u({ id: 'g', name: 'Battery', type: 'artillery', originalSteps: 2, steps: 2, firepower: 6, meleeValue: 1, fireRange: 7, formation: 'unlimbered', ...o })
const m = (o: Partial<MeleeInput> = {}): MeleeInput => ({ attackers: [u({ id: 'a', name: 'Attacker' })], defenders: [u({ id: 'd', name: 'Defender' })], direction: 'front', ...o })
const att = (unit: SeriesUnit, o: Partial<MeleeInput> = {}) => meleeStrengths(m({ attackers: [unit], ...o })).attackers[0]!.value
const def = (unit: SeriesUnit, o: Partial<MeleeInput> = {}) => meleeStrengths(m({ defenders: [unit], ...o })).defenders[0]!.value
/** The error, and a message that says something (an emptied message fails). */
const err = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  expect(e.message.length, e.field).toBeGreaterThan(15)
  return e
}

describe('melee strength (seed 001, 8.4) and the text\'s examples', () => {
  it('"melee value is 2, and it currently has 5 steps remaining. Its melee strength is therefore 10"', () => {
    expect(meleeStrengths(m({ attackers: [u({ steps: 5, originalSteps: 7 })] })).attacker).toBe(10)
  })
  it('8.8: line 7 steps × 2 = 14 and column 5 steps × (2 + 1) = 15 attack a line 6 × 2 = 12: 29 against 12', () => {
    const r = meleeStrengths(m({
      attackers: [u({ id: 'l', name: 'Line', steps: 7, originalSteps: 7 }), u({ id: 'c', name: 'Column', formation: 'column', steps: 5, originalSteps: 7 })],
      defenders: [u({ id: 'd', name: 'Defender', steps: 6 })],
    }))
    expect([r.attackers.map((a) => a.strength), r.attacker, r.defender]).toEqual([[14, 15], 29, 12])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Line: printed melee value', 2, '8.3 Melee Value'], ['Line: 2 × 7 steps', 14, '8.4 Melee Strength'],
      ['Column: printed melee value', 2, '8.3 Melee Value'], ['Column: column attacking', 1, '4.2 Infantry in Column Formation'], ['Column: modified melee value', 3, '8.3 Melee Value'],
      ['Column: 3 × 5 steps', 15, '8.4 Melee Strength'],
      ['attacker melee strength', 29, '8.4 Melee Strength'],
      ['Defender: printed melee value', 2, '8.3 Melee Value'], ['Defender: 2 × 6 steps', 12, '8.4 Melee Strength'],
      ['defender melee strength', 12, '8.4 Melee Strength'],
    ])
  })
  it('8.8: a 4-step infantry in general order attacks a forest: 2 − 1 for the defender\'s terrain = 1, strength 4', () => {
    const r = meleeStrengths(m({ attackers: [u({ name: 'Town', formation: 'general-order', steps: 4 })], attackerTerrainModifier: -1 }))
    expect(r.attacker).toBe(4)
    expect(r.working.slice(0, 3).map((l) => [l.label, l.value])).toEqual([['Town: printed melee value', 2], ['Town: defender\'s terrain', -1], ['Town: modified melee value', 1]])
  })
})

describe('attacking melee values (chapter 4, 8.5, 8.7, 9.1)', () => {
  it('line and general order printed, column +1, tirailleurs halved round up (3 → 2)', () => {
    expect(att(u())).toBe(2)
    expect(att(u({ formation: 'general-order' }))).toBe(2)
    expect(att(u({ formation: 'column' }))).toBe(3)
    expect(att(u({ formation: 'tirailleurs', fireRange: 2, meleeValue: 3 }))).toBe(2)
    expect(att(u({ formation: 'tirailleurs', fireRange: 2, meleeValue: 4 }))).toBe(2)
  })
  it('charging cavalry in line: printed; 1 against a square or in rough terrain (4.7)', () => {
    expect(att(cav(), { charge: 'charge' })).toBe(4)
    expect(att(cav(), { charge: 'countercharge' })).toBe(4)
    expect(att(cav(), { charge: 'charge', defenders: [u({ formation: 'square' })] })).toBe(1)
    expect(att(cav(), { charge: 'charge', cavalryRoughTerrain: true })).toBe(1)
    expect(att(cav(), { charge: 'charge', cavalryRoughTerrain: true, attackerTerrainModifier: -1 })).toBe(1)
  })
  it('the defender\'s terrain modifier applies to each attacker; never below 0', () => {
    expect(att(u({ formation: 'column' }), { attackerTerrainModifier: -1 })).toBe(2)
    expect(att(u({ formation: 'column' }), { attackerTerrainModifier: 1 })).toBe(4)
    const r = meleeStrengths(m({ attackers: [u({ id: 'a', name: 'Weak', meleeValue: 1 }), u({ id: 'b', name: 'Strong', meleeValue: 3 })], attackerTerrainModifier: -2 }))
    expect(r.attackers.map((a) => a.value)).toEqual([0, 1])
    expect(r.working.slice(0, 5).map((l) => [l.label, l.value])).toEqual([['Weak: printed melee value', 1], ['Weak: defender\'s terrain', -2], ['Weak: modified to 0', 1], ['Weak: modified melee value', 0], ['Weak: 0 × 6 steps', 0]])
  })
  it.each([
    [u({ formation: 'square', name: 'Sq' }), 'Sq: cannot attack in melee while infantry in square (8.7).'],
    [u({ formation: 'disorganized', name: 'Dis' }), 'Dis: cannot attack in melee while disorganized infantry (8.7).'],
    [cav({ formation: 'column', name: 'Col' }), 'Col: cannot attack in melee while cavalry in column (8.7).'],
    [cav({ formation: 'general-order', name: 'GO' }), 'GO: cannot attack in melee while cavalry in general order (8.7).'],
    [gun({ name: 'Guns' }), 'Guns: cannot attack in melee while unlimbered artillery (8.7).'],
    [gun({ formation: 'limbered', name: 'Guns' }), 'Guns: cannot attack in melee while limbered artillery (8.7).'],
  ])('refuses an attacker 8.7 forbids: %#', (unit, message) => {
    const e = err(() => meleeStrengths(m({ attackers: [unit], charge: 'charge' })))
    expect([e.code, e.field, e.message]).toEqual(['not-allowed-together', 'attackers[0]', message])
  })
  it('"To attack, cavalry must charge" (9.1)', () => {
    expect(err(() => att(cav())).message).toBe('Cuirassiers: "To attack, cavalry must charge" (9.1).')
  })
  it('an attack of strength 0 is no attack (8.3)', () => {
    const e = err(() => att(u({ meleeValue: 0 })))
    expect([e.code, e.field]).toEqual(['out-of-range', 'attackers'])
    expect(e.message).toMatch(/melee strength is 0/)
  })
})

describe('defending melee values (chapter 4, 8.6)', () => {
  it('printed from the front; column gets no +1 defending (4.2)', () => {
    expect(def(u())).toBe(2)
    expect(def(u({ formation: 'column' }))).toBe(2)
    expect(def(u({ formation: 'general-order', meleeValue: 3 }))).toBe(3)
  })
  it('flank or rear: halved, round up (3 → 2), for line, column, cavalry, artillery; not where six hexes are front', () => {
    for (const direction of ['flank', 'rear'] as const) {
      expect(def(u({ meleeValue: 3 }), { direction })).toBe(2)
      expect(def(u({ formation: 'column', meleeValue: 3 }), { direction })).toBe(2)
      expect(def(cav({ formation: 'column', meleeValue: 5 }), { direction })).toBe(3)
      expect(def(cav({ formation: 'line', meleeValue: 4 }), { direction })).toBe(2)
      expect(def(gun({ formation: 'limbered', meleeValue: 3 }), { direction })).toBe(2)
      expect(def(u({ formation: 'general-order', meleeValue: 3 }), { direction })).toBe(3)
      expect(def(u({ formation: 'square', meleeValue: 3 }), { direction, attackers: [cav()], charge: 'charge' })).toBe(3)
    }
  })
  it('square: printed against cavalry, halved against infantry (4.4)', () => {
    expect(def(u({ formation: 'square', meleeValue: 3 }), { attackers: [cav()], charge: 'charge' })).toBe(3)
    expect(def(u({ formation: 'square', meleeValue: 3 }))).toBe(2)
    expect(def(u({ formation: 'square', meleeValue: 3 }), { attackers: [cav(), u({ id: 'i' })], charge: 'charge' })).toBe(2)
  })
  it('square attacked by infantry and cavalry: infantry halved and the cavalry reduced to 1 (4.4)', () => {
    const r = meleeStrengths(m({ attackers: [cav(), u({ id: 'i', steps: 5 })], defenders: [u({ formation: 'square', meleeValue: 3, steps: 6 })], charge: 'charge' }))
    expect([r.attackers.map((a) => a.value), r.attacker, r.defender]).toEqual([[1, 2], 14, 12])
  })
  it('disorganized infantry and cavalry, cavalry in general order: 1 (4.5, 4.9, 4.10)', () => {
    expect(def(u({ formation: 'disorganized', meleeValue: 3 }))).toBe(1)
    expect(def(cav({ formation: 'disorganized' }))).toBe(1)
    expect(def(cav({ formation: 'general-order' }), { direction: 'rear' })).toBe(1)
  })
  it('tirailleurs: halved in every circumstance; through a flank halved again (4 → 2 → 1)', () => {
    expect(def(u({ formation: 'tirailleurs', fireRange: 2, meleeValue: 4 }))).toBe(2)
    expect(def(u({ formation: 'tirailleurs', fireRange: 2, meleeValue: 4 }), { direction: 'flank' })).toBe(1)
  })
  it('the defender\'s own terrain modifier, after halving; never below 0 (8.3)', () => {
    expect(def(u({ meleeValue: 3 }), { defenderTerrainModifier: 1 })).toBe(4)
    expect(def(u({ meleeValue: 3 }), { defenderTerrainModifier: 1, direction: 'flank' })).toBe(3)
    expect(def(u({ meleeValue: 1 }), { defenderTerrainModifier: -2 })).toBe(0)
    expect(def(u({ formation: 'disorganized', meleeValue: 3 }), { defenderTerrainModifier: 2 })).toBe(1)
  })
  it('unlimbered artillery stacked with infantry, attacked through its rear or flank, does not participate (8.6)', () => {
    const stack = [gun({ stackPosition: 0 }), u({ id: 'i', name: 'Inf', stackPosition: 1 })]
    const rear = meleeStrengths(m({ defenders: stack, direction: 'rear' }))
    expect([rear.defenders.map((d) => d.value), rear.defender]).toEqual([[0, 1], 6])
    expect(rear.working.find((l) => l.label.startsWith('Battery'))).toEqual({ label: 'Battery: artillery stacked with infantry, attacked through its rear or flank: does not participate', value: 0, rule: { seed: '001', section: '8.6 Flank/Rear Attack' }, kind: 'rating' })
    expect(meleeStrengths(m({ defenders: stack })).defenders.map((d) => d.value)).toEqual([1, 2])
    expect(meleeStrengths(m({ defenders: [gun({ formation: 'limbered' }), u({ id: 'i', stackPosition: 1 })], direction: 'rear' })).defenders.map((d) => d.value)).toEqual([1, 1])
    expect(meleeStrengths(m({ defenders: [gun()], direction: 'rear' })).defenders.map((d) => d.value)).toEqual([1])
  })
  it('disorganized artillery: ignored with disorganized infantry; alone it is eliminated without a roll (4.13)', () => {
    const r = meleeStrengths(m({ defenders: [u({ formation: 'disorganized' }), gun({ formation: 'disorganized', stackPosition: 1 })] }))
    expect(r.defenders.map((d) => d.value)).toEqual([1, 0])
    expect(r.working.find((l) => l.label.startsWith('Battery'))?.label).toBe('Battery: disorganized artillery with disorganized infantry: ignored for the melee')
    const e = err(() => meleeStrengths(m({ defenders: [gun({ formation: 'disorganized' })] })))
    expect([e.code, e.field]).toEqual(['not-allowed-together', 'defenders'])
    expect(e.message).toMatch(/automatically eliminated/)
  })
  it('refuses a bad direction, no attackers, fractional terrain modifiers', () => {
    expect(err(() => meleeStrengths(m({ direction: 'behind' as 'rear' }))).field).toBe('direction')
    expect(err(() => meleeStrengths(m({ attackers: [] }))).message).toBe('Choose at least one attacking unit.')
    expect(err(() => meleeStrengths(m({ attackerTerrainModifier: 0.5 }))).field).toBe('attackerTerrainModifier')
    expect(err(() => meleeStrengths(m({ defenderTerrainModifier: 0.5 }))).message).toBe('defenderTerrainModifier must be a whole number.')
    expect(err(() => meleeStrengths(m({ attackers: [u({ steps: 9 })] }))).field).toBe('attackers[0].steps')
  })
})

describe('melee value working lines (chapter 4, 8.6)', () => {
  const lines = (i: Partial<MeleeInput>) => meleeStrengths(m(i)).working.map((l) => [l.label, l.value])
  it('cavalry against a square, reduced to 1', () => {
    expect(lines({ attackers: [cav()], defenders: [u({ name: 'Sq', formation: 'square', meleeValue: 3 })], charge: 'charge' })).toEqual([
      ['Cuirassiers: printed melee value', 4], ['Cuirassiers: cavalry attacking a square: reduced to 1', -3], ['Cuirassiers: modified melee value', 1], ['Cuirassiers: 1 × 4 steps', 4], ['attacker melee strength', 4],
      ['Sq: printed melee value', 3], ['Sq: 3 × 6 steps', 18], ['defender melee strength', 18]])
  })
  it('tirailleurs halved attacking; a disorganized defender at 1; a flank halving', () => {
    expect(lines({ attackers: [u({ formation: 'tirailleurs', fireRange: 2, meleeValue: 3 })], defenders: [u({ name: 'Def', formation: 'disorganized', meleeValue: 3 })] })).toEqual([
      ['Unit: printed melee value', 3], ['Unit: tirailleurs, halved (round up)', -1], ['Unit: modified melee value', 2], ['Unit: 2 × 6 steps', 12], ['attacker melee strength', 12],
      ['Def: printed melee value', 3], ['Def: disorganized infantry, melee value 1', -2], ['Def: modified melee value', 1], ['Def: 1 × 6 steps', 6], ['defender melee strength', 6]])
    expect(lines({ defenders: [u({ name: 'Def', meleeValue: 3 })], direction: 'flank' }).slice(3)).toEqual([
      ['Def: printed melee value', 3], ['Def: attacked from a flank hex, halved (round up)', -1], ['Def: modified melee value', 2], ['Def: 2 × 6 steps', 12], ['defender melee strength', 12]])
  })
  it('a terrain modifier to exactly 0 needs no "modified to 0" line', () => {
    expect(lines({ defenders: [u({ name: 'Def', meleeValue: 2 })], defenderTerrainModifier: -2 }).slice(3)).toEqual([
      ['Def: printed melee value', 2], ['Def: defender\'s terrain', -2], ['Def: modified melee value', 0], ['Def: 0 × 6 steps', 0], ['defender melee strength', 0]])
  })
})


describe('several attacking hexes (8.1, 8.6): "Even if only one unit attacks from the rear or the flank, the modifiers are applied"', () => {
  it('rear before flank before front, whatever the order', () => {
    expect(attackDirection(['front', 'front', 'front'])).toBe('front')
    expect(attackDirection(['front', 'flank', 'front'])).toBe('flank')
    expect(attackDirection(['flank', 'rear', 'front'])).toBe('rear')
    expect(attackDirection(['rear', 'flank'])).toBe('rear')
    expect(attackDirection(['flank'])).toBe('flank')
    expect(attackDirection([])).toBe('front')
  })
  it('refuses a direction it does not know, naming which attacker', () => {
    const e = errorOf<RulesInputError>(() => attackDirection(['front', 'side' as 'front']))
    expect([e.code, e.field, e.message]).toEqual(['unknown-value', 'directions[1]', 'directions[1]: front, flank or rear, not "side".'])
    const long = errorOf<RulesInputError>(() => attackDirection(['x'.repeat(60) as 'front']))
    expect(long.message).toBe(`directions[0]: front, flank or rear, not "${'x'.repeat(40)}".`)
  })
})

describe('a routed defender (optional rule 16.5: "melee value 0")', () => {
  it('defends at 0 whatever its formation or terrain, said in its working; the same unit not routed defends at 1 while disorganized', () => {
    const routed = u({ name: '2e de ligne', formation: 'disorganized', disorganizedAtTurn: 3, routed: true, meleeValue: 3 })
    expect(def(routed)).toBe(0)
    expect(def(routed, { defenderTerrainModifier: 2 })).toBe(0)
    expect(def({ ...routed, routed: false, formation: 'line', disorganizedAtTurn: null }, { defenderTerrainModifier: 2 })).toBe(5)
    expect(def({ ...routed, routed: false })).toBe(1)
    const { defenders } = meleeStrengths(m({ defenders: [routed] }))
    expect(defenders[0]!.working.map((w) => [w.label, w.value])).toEqual([
      ['2e de ligne: printed melee value', 3], ['2e de ligne: routed, melee value 0', -3], ['2e de ligne: modified melee value', 0], ['2e de ligne: 0 × 6 steps', 0]])
    expect(defenders[0]!.working[1]!.rule.section).toBe('16.5 Rout')
  })
})
