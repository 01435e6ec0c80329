import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { halfUp, rangeOf, type Firer } from './firepower'
import { fireValue, type FireInput } from './fireValue'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })
const gun = (o: Partial<SeriesUnit> = {}) => u({ id: 'g', name: 'Battery', type: 'artillery', originalSteps: 2, steps: 2, firepower: 6, meleeValue: 1, fireRange: 7, formation: 'unlimbered', ...o })
const target = [u({ id: 't', name: 'Target' })]
const fv = (firers: Firer[], o: Partial<FireInput> = {}) => fireValue({ kind: 'defensive', firers, target, ...o })
const value = (firers: Firer[], o: Partial<FireInput> = {}) => fv(firers, o).fireValue
/** The error, and a message that says something (an emptied message fails). */
const err = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  expect(e.message.length, e.field).toBeGreaterThan(15)
  return e
}

describe('firepower (seed 001, 7.1) and formations (chapter 4)', () => {
  it('"Round up each half": 5/2 → 3 (3.1)', () => {
    expect([halfUp(5), halfUp(6), halfUp(3), halfUp(1), halfUp(0)]).toEqual([3, 3, 2, 1, 0])
  })
  it('infantry firepower is a constant: 3 at 6 steps and at 1 step', () => {
    expect(value([{ unit: u(), distance: 1 }])).toBe(3)
    expect(value([{ unit: u({ steps: 1 }), distance: 1 }])).toBe(3)
  })
  it('column fires with its printed firepower; general order, square and disorganized fire at 1 (4.3, 4.4, 4.5)', () => {
    expect(value([{ unit: u({ formation: 'column', firepower: 4 }), distance: 1 }])).toBe(4)
    for (const formation of ['general-order', 'square', 'disorganized'] as const) expect(value([{ unit: u({ formation, firepower: 4 }), distance: 1 }]), formation).toBe(1)
  })
  it('tirailleurs: full at 1 hex; at 2 hexes −2 with a minimum of 1 (4.6): 4 → 2, 3 → 1, 2 → 1', () => {
    const t = (firepower: number, distance: number) => value([{ unit: u({ formation: 'tirailleurs', fireRange: 2, firepower }), distance }])
    expect([t(4, 1), t(4, 2), t(3, 2), t(2, 2)]).toEqual([4, 2, 1, 1])
  })
  it('artillery halved (round up) when it loses one of its two steps: "5 or 6 has only 3" (7.1)', () => {
    expect(value([{ unit: gun({ firepower: 5, steps: 1 }), distance: 1 }])).toBe(3)
    expect(value([{ unit: gun({ firepower: 6, steps: 1 }), distance: 1 }])).toBe(3)
    expect(value([{ unit: gun({ firepower: 6 }), distance: 1 }])).toBe(6)
  })
  it('three-step artillery follows the special rules: the players enter its firepower', () => {
    const e = err(() => value([{ unit: gun({ originalSteps: 3, steps: 3 }), distance: 1 }]))
    expect([e.code, e.field]).toEqual(['missing-table', 'firers.specialRulesFirepower'])
    expect(value([{ unit: gun({ originalSteps: 3, steps: 2 }), distance: 2, specialRulesFirepower: 4 }])).toBe(3)
    expect(value([{ unit: u({ firepower: 3 }), distance: 1, specialRulesFirepower: 5 }])).toBe(5)
    expect(err(() => value([{ unit: gun(), distance: 1, specialRulesFirepower: -1 }])).field).toBe('firers[0].specialRulesFirepower')
  })
})

describe('artillery fire value by distance (4.12) and ruling 35', () => {
  it('the text\'s example: three hexes away, 2 between: 6 − 2 = 4', () => {
    expect(value([{ unit: gun(), distance: 3 }])).toBe(4)
  })
  it('the text\'s example: 7 hexes away, 6 − 6 = 0, final value 1', () => {
    expect(value([{ unit: gun(), distance: 7 }])).toBe(1)
  })
  it('adjacent: nothing between, the full value', () => {
    expect(value([{ unit: gun(), distance: 1 }])).toBe(6)
    expect(value([{ unit: gun(), distance: 2 }])).toBe(5)
  })
  it('the text\'s exception: two batteries with one loss each at long range have a final value of 1, not 1 + 1', () => {
    const half = (id: string) => ({ unit: gun({ id, steps: 1, firepower: 6 }), distance: 7 })
    expect(value([half('a'), half('b')])).toBe(1)
  })
  it('ruling 35 default: each battery counts at least 0 (4 + 0 = 4); signed-sum option: 4 − 3 = 1', () => {
    const near = { unit: gun({ id: 'a' }), distance: 3 }
    const far = { unit: gun({ id: 'b', firepower: 3, fireRange: 7 }), distance: 7 }
    expect(value([near, far])).toBe(4)
    expect(value([near, far], { rulings: { combinedBatteries: 'signed-sum' } })).toBe(1)
    expect(value([near, far], { rulings: { combinedBatteries: 'each-at-least-0' } })).toBe(4)
    expect(value([{ unit: gun({ id: 'a', firepower: 2 }), distance: 6 }, far], { rulings: { combinedBatteries: 'signed-sum' } })).toBe(1)
  })
  it('the guns\' part of the fire value (16.2 "half the total or more"): 0 without guns, the combined value with them', () => {
    expect(fv([{ unit: u(), distance: 1 }]).artilleryValue).toBe(0)
    expect(fv([{ unit: u(), distance: 1 }, { unit: gun(), distance: 2 }])).toMatchObject({ fireValue: 8, artilleryValue: 5 })
    expect(fv([{ unit: u(), distance: 1 }, { unit: gun(), distance: 7 }])).toMatchObject({ fireValue: 4, artilleryValue: 1 })
    expect(fv([{ unit: gun(), distance: 3 }], { fireValueModifiers: [{ label: 'woods', value: -1 }] })).toMatchObject({ fireValue: 3, artilleryValue: 4 })
  })
  it('infantry and artillery combine into one number; the minimum of 1 is the guns\' alone', () => {
    expect(value([{ unit: u(), distance: 1 }, { unit: gun(), distance: 7 }])).toBe(4)
    expect(value([{ unit: u(), distance: 1 }, { unit: gun(), distance: 2 }])).toBe(8)
  })
  it('guns on top of a square firing at cavalry: half the fire value, round up (9.6)', () => {
    const cav = [u({ id: 'c', type: 'cavalry', formation: 'line', firepower: 0, fireRange: 0 })]
    expect(value([{ unit: gun({ firepower: 5 }), distance: 1, onTopOfSquare: true }], { target: cav })).toBe(3)
    expect(value([{ unit: gun(), distance: 3, onTopOfSquare: true }], { target: cav })).toBe(2)
    expect(value([{ unit: gun(), distance: 3, onTopOfSquare: true }])).toBe(4)
    expect(value([{ unit: gun(), distance: 3 }], { target: cav })).toBe(4)
    expect(value([{ unit: gun(), distance: 7, onTopOfSquare: true }], { target: cav })).toBe(1)
  })
})

describe('range (7.2) and who may fire (5.3, 7.4, 7.5)', () => {
  it('ranges by occasion: infantry 1, tirailleurs 2 (opportunity 1), artillery printed (opportunity 2)', () => {
    expect(rangeOf(u(), 'defensive')).toBe(1)
    expect(rangeOf(u({ fireRange: 2 }), 'offensive')).toBe(1)
    expect(rangeOf(u({ formation: 'tirailleurs', fireRange: 2 }), 'offensive')).toBe(2)
    expect(rangeOf(u({ formation: 'tirailleurs', fireRange: 2 }), 'opportunity')).toBe(1)
    expect(rangeOf(gun({ fireRange: 5 }), 'defensive')).toBe(5)
    expect(rangeOf(gun({ fireRange: 5 }), 'opportunity')).toBe(2)
  })
  it('refuses fire beyond range, naming the firer and the range', () => {
    const e = err(() => value([{ unit: u({ name: 'Line' }), distance: 2 }]))
    expect([e.code, e.field, e.message]).toEqual(['out-of-range', 'firers[0].distance', 'Line: 2 hexes is beyond its defensive fire range of 1 (7.2).'])
    expect(value([{ unit: gun({ fireRange: 5 }), distance: 5 }])).toBe(2)
    expect(err(() => value([{ unit: gun({ fireRange: 5 }), distance: 6 }])).message).toMatch(/beyond its defensive fire range of 5/)
    expect(value([{ unit: gun(), distance: 2 }], { kind: 'opportunity' })).toBe(5)
    expect(err(() => value([{ unit: gun(), distance: 3 }], { kind: 'opportunity' })).message).toMatch(/opportunity fire range of 2/)
    expect(err(() => value([{ unit: u(), distance: 0 }])).message).toMatch(/whole number of hexes, 1 or more/)
    expect(err(() => value([{ unit: u(), distance: 1.5 }])).field).toBe('firers[0].distance')
  })
  it('refuses cavalry, limbered and disorganized artillery, a unit under the top, an eliminated unit', () => {
    expect(err(() => value([{ unit: u({ type: 'cavalry', formation: 'line', name: 'Hussars' }), distance: 1 }])).message).toBe('Hussars: "Cavalry cannot fight by fire" (3.1).')
    expect(err(() => value([{ unit: gun({ formation: 'limbered' }), distance: 1 }])).message).toBe('Battery: no fire while limbered artillery (4.11 Limbered Artillery).')
    expect(err(() => value([{ unit: gun({ formation: 'disorganized' }), distance: 1 }])).message).toMatch(/no fire while disorganized artillery/)
    expect(err(() => value([{ unit: u({ stackPosition: 1 }), distance: 1 }])).message).toBe('Unit: "Only the top unit can fire" (5.3).')
    expect(err(() => value([{ unit: u({ steps: 0 }), distance: 1 }])).field).toBe('firers[0].unit.steps')
  })
  it('each unit fires once a defensive and once an offensive phase; opportunity fire has no limit (7.4, 7.5)', () => {
    const e = err(() => value([{ unit: u(), distance: 1, firedThisPhase: true }], { kind: 'offensive' }))
    expect([e.code, e.field]).toEqual(['not-allowed-together', 'firers[0].firedThisPhase'])
    expect(e.message).toMatch(/already fired this offensive fire phase/)
    expect(value([{ unit: u(), distance: 1, firedThisPhase: true }], { kind: 'opportunity' })).toBe(3)
  })
  it('a unit that took part in a melee this phase may not fire on a retreating unit (7.5, 8.9)', () => {
    const f = [{ unit: u(), distance: 1 }, { unit: u({ id: 'b', name: 'Victor' }), distance: 1, inMeleeThisPhase: true }]
    const e = err(() => value(f, { kind: 'opportunity', targetRetreating: true }))
    expect([e.code, e.field]).toEqual(['not-allowed-together', 'firers[1].inMeleeThisPhase'])
    expect(e.message).toMatch(/^Victor: took part in a melee/)
    expect(value(f, { kind: 'opportunity' })).toBe(6)
  })
  it('refuses an unknown kind, no firers and a fractional modifier', () => {
    expect(err(() => value([{ unit: u(), distance: 1 }], { kind: 'volley' as 'defensive' })).field).toBe('kind')
    expect(err(() => value([])).message).toBe('Choose at least one firing unit.')
    expect(err(() => value([{ unit: u(), distance: 1 }], { fireValueModifiers: [{ label: 'village', value: 0.5 }] })).field).toBe('fireValueModifiers[0].value')
  })
})

describe('fire value and die modifiers (7.1, 7.10, 4.6)', () => {
  it('terrain and other modifiers add; 0 or less cannot fire', () => {
    expect(value([{ unit: gun(), distance: 3 }], { fireValueModifiers: [{ label: 'target in a village', value: -2 }] })).toBe(2)
    const e = err(() => value([{ unit: u({ firepower: 2 }), distance: 1 }], { fireValueModifiers: [{ label: 'village', value: -2 }] }))
    expect([e.code, e.message]).toEqual(['out-of-range', 'The fire value is 0: "it can even be reduced to 0, and the unit therefore cannot fire" (7.1).'])
    expect(value([{ unit: u({ firepower: 2 }), distance: 1 }], { fireValueModifiers: [{ label: 'village', value: -1 }] })).toBe(1)
  })
  it('die +1 against a square wherever it is in the stack, −1 against tirailleurs, 0 otherwise', () => {
    const f = [{ unit: u(), distance: 1 }]
    expect(fv(f, { target: [u({ formation: 'square' })] }).dieModifier).toBe(1)
    expect(fv(f, { target: [gun({ formation: 'limbered' }), u({ id: 's', formation: 'square', stackPosition: 1 })] }).dieModifier).toBe(1)
    expect(fv(f, { target: [u({ formation: 'tirailleurs', fireRange: 2 })] }).dieModifier).toBe(-1)
    expect(fv(f).dieModifier).toBe(0)
  })
  it('full working of a combined fire: infantry, a reduced battery at 3 hexes, a village, against a square', () => {
    const r = fv([{ unit: u({ name: 'Line' }), distance: 1 }, { unit: gun({ steps: 1, firepower: 5 }), distance: 3 }],
      { kind: 'offensive', fireValueModifiers: [{ label: 'target in a village', value: -2 }], target: [u({ formation: 'square' })] })
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Line: offensive fire at 1 hex (range 1)', 'in range', '7.2 Range'],
      ['Line: printed firepower, constant whatever its steps', 3, '7.1 Firepower'],
      ['Battery: offensive fire at 3 hexes (range 7)', 'in range', '7.2 Range'],
      ['Battery: printed firepower', 5, '7.1 Firepower'],
      ['lost one of its two steps: halved, round up', -2, '7.1 Firepower'],
      ['2 hexes between firer and target', -2, '4.12 Unlimbered Artillery: range dependent fire value'],
      ['artillery value, each at least 0, final minimum 1 (ruling 35)', 1, '4.12 Unlimbered Artillery: range dependent fire value'],
      ['target in a village', -2, '7.1 Firepower: modified by the formation and the surrounding terrain'],
      ['fire value', 2, '7.3 Fire'],
      ['target in square: die +1', 1, '7.10 Fire Against a Square'],
    ])
  })
  it('each line says what it is and the base and modifiers add up to the fire value on screen, ruling 35\'s minimum included (issue 21)', () => {
    const r = fv([{ unit: u({ name: 'Line' }), distance: 1 }, { unit: gun({ firepower: 2 }), distance: 5 }])
    const sum = r.working.filter((l) => l.kind === 'base' || l.kind === 'modifier').reduce((n, l) => n + Number(l.value), 0)
    expect([r.fireValue, sum]).toEqual([4, 4])
    expect(r.working.find((l) => l.label === 'artillery: raised to the minimum of ruling 35')).toMatchObject({ value: 3, kind: 'modifier' })
    expect(r.working.find((l) => l.label === 'fire value')?.kind).toBe('total')
  })
  it('working lines for general order, tirailleurs at 2, square on top against cavalry, signed sum, tirailleurs target', () => {
    const go = fv([{ unit: u({ formation: 'general-order' }), distance: 1 }]).working.map((l) => [l.label, l.value])
    expect(go[1]).toEqual(['Unit: firepower 1 in infantry in general order', 1])
    const t = fv([{ unit: u({ formation: 'tirailleurs', fireRange: 2, firepower: 4 }), distance: 2 }], { target: [u({ formation: 'tirailleurs', fireRange: 2 })] }).working.map((l) => [l.label, l.value])
    expect(t.slice(2)).toEqual([['tirailleurs at 2 hexes: −2, minimum 1', -2], ['fire value', 2], ['target in tirailleurs: die −1', -1]])
    const cav = [u({ id: 'c', type: 'cavalry', formation: 'column', firepower: 0, fireRange: 0 })]
    const sq = fv([{ unit: gun(), distance: 2, onTopOfSquare: true }], { target: cav }).working.map((l) => [l.label, l.value, l.rule.section])
    expect(sq.slice(2)).toEqual([['1 hex between firer and target', -1, '4.12 Unlimbered Artillery: range dependent fire value'],
      ['on top of a square, against cavalry: half its fire value, round up', -2, '9.6 Square: Artillery in the square'],
      ['artillery value, each at least 0, final minimum 1 (ruling 35)', 3, '4.12 Unlimbered Artillery: range dependent fire value'], ['fire value', 3, '7.3 Fire']])
    const two = fv([{ unit: gun({ id: 'a' }), distance: 1 }, { unit: gun({ id: 'b' }), distance: 1 }], { rulings: { combinedBatteries: 'signed-sum' } }).working.map((l) => l.label)
    expect(two).toContain('artillery combined (signed values summed), final minimum 1 (ruling 35)')
    const sp = fv([{ unit: gun(), distance: 1, specialRulesFirepower: 4 }]).working.map((l) => [l.label, l.value])
    expect(sp[1]).toEqual(['Battery: firepower from the special rules', 4])
    expect(fv([{ unit: u(), distance: 1, specialRulesFirepower: 4 }]).working[1]!.label).toBe('Unit: printed firepower (special rules), constant whatever its steps')
  })
})
