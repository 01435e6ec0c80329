import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { fireCalculator as fire, type FireInput } from './fire'
import { fireBase, halve } from './fireWorking'

// A musket line at 80 yd (50.1–100: 0), no ranks: fire factor 5 and nothing else.
const plain: FireInput = { fireFactor: 5, weapon: 'Musket', distanceYards: 80, targetRanksWithinPenetration: 0 }
const linesOf = (patch: Partial<FireInput>) => fireBase({ ...plain, ...patch }).lines.slice(1).map((l) => `${l.label} ${l.value}`)
const totalOf = (patch: Partial<FireInput>) => fireBase({ ...plain, ...patch }).total

describe('fire modifiers one by one (seed 004, Firing: Modifiers, Target and Firing Unit)', () => {
  it.each([
    ['behind soft cover −2', { target: { softCover: true } }, 'target behind soft cover -2', 3],
    ['behind hard cover −4', { target: { hardCover: true } }, 'target behind hard cover -4', 1],
    ['in skirmish order −4', { target: { skirmishOrder: true } }, 'target in skirmish order -4', 1],
    ['unlimbered artillery −4', { target: { unlimberedArtillery: true } }, 'target unlimbered artillery -4', 1],
    ['armoured (cuirassiers) −1, small arms', { target: { armoured: true } }, 'target armoured (cuirassiers) -1', 4],
    ['firer unformed −2', { firer: { unformed: true } }, 'firing unit unformed -2', 3],
    ['firer disordered −4', { firer: { disordered: true } }, 'firing unit disordered -4', 1],
    ['firing 1st time +1', { firer: { firstTime: true } }, 'firing unit firing 1st time 1', 6],
    ['under fire from skirmishers −1', { firer: { underFireFromSkirmishers: true } }, 'firing unit under fire from skirmishers -1', 4],
    ['in column −2', { firer: { inColumn: true } }, 'firing unit in column -2', 3],
    ['in square −4', { firer: { inSquare: true } }, 'firing unit in square -4', 1],
    ['each damaged base −1', { damagedBases: 2 }, '2 damaged bases (−1 each) -2', 3],
    ['each base lost −2 (note 4)', { lostBases: 1 }, '1 base lost (−2 each) -2', 3],
    ['second or subsequent turn of rain or snow −2', { secondTurnOfRainOrSnow: true }, 'second or subsequent turn of rain or snow -2', 3],
  ] as [string, Partial<FireInput>, string, number][])('%s', (_name, patch, label, total) => {
    expect(linesOf(patch)).toEqual(['range 50.1 - 100 yd (Musket) 0', label])
    expect(totalOf(patch)).toBe(total)
  })

  it('ranks: +1 per 3 ranks within penetration; note 1 counts 2 a base for infantry, 1 for cavalry, none for artillery', () => {
    expect(linesOf({ targetRanksWithinPenetration: 3 })).toEqual(['range 50.1 - 100 yd (Musket) 0', '3 target ranks within 50 yd penetration 1'])
    expect(linesOf({ targetRanksWithinPenetration: 2 })).toEqual(['range 50.1 - 100 yd (Musket) 0'])
    expect(totalOf({ targetRanksWithinPenetration: 6 })).toBe(7)
    expect(totalOf({ targetRanksWithinPenetration: { kind: 'infantry', basesWithinPenetration: 3 } })).toBe(7)
    expect(totalOf({ targetRanksWithinPenetration: { kind: 'cavalry', basesWithinPenetration: 3 } })).toBe(6)
    expect(totalOf({ targetRanksWithinPenetration: { kind: 'artillery', basesWithinPenetration: 9 } })).toBe(5)
    // "Penetration distances are halved after one turn of rain or snow" (seed 004, Effect of Weather): 50 → 25 yd
    expect(linesOf({ targetRanksWithinPenetration: 3, secondTurnOfRainOrSnow: true })[1]).toBe('3 target ranks within 25 yd penetration 1')
    expect(linesOf({ weapon: '12 pdr', distanceYards: 120, targetRanksWithinPenetration: 3 })).toEqual(['range 100.1 - 150 yd (12 pdr) 0', '3 target ranks within 250 yd penetration 1'])
  })

  it('ruling 3 through the calculator: 2 ranks give nothing by whole threes (default), +1 to the nearest; 5 ranks +1 or +2', () => {
    const oneBase: FireInput = { ...plain, targetRanksWithinPenetration: { kind: 'infantry', basesWithinPenetration: 1 } }
    expect(fire.resolve(oneBase, [3, 3]).score).toBe(5)
    expect(fire.resolve({ ...oneBase, rankRounding: 'down' }, [3, 3]).score).toBe(5)
    expect(fire.resolve({ ...oneBase, rankRounding: 'nearest' }, [3, 3]).score).toBe(6)
    expect(fire.resolve({ ...oneBase, rankRounding: 'nearest' }, [3, 3]).working[2]).toMatchObject({ label: '2 target ranks within 50 yd penetration', value: 1 })
    expect(fire.resolve({ ...plain, targetRanksWithinPenetration: 5 }, [3, 3]).score).toBe(6)
    expect(fire.resolve({ ...plain, targetRanksWithinPenetration: 5, rankRounding: 'nearest' }, [3, 3]).score).toBe(7)
    expect(fire.resolve({ ...plain, targetRanksWithinPenetration: 4, rankRounding: 'nearest' }, [3, 3]).score).toBe(6)
  })

  it('every target and firer modifier at once, in printed order', () => {
    const all: FireInput = {
      ...plain,
      distanceYards: 40,
      targetRanksWithinPenetration: 9,
      target: { hardCover: true, skirmishOrder: true, unlimberedArtillery: true, armoured: true },
      firer: { disordered: true, firstTime: true, underFireFromSkirmishers: true, inSquare: true },
      damagedBases: 1,
      lostBases: 2,
      secondTurnOfRainOrSnow: true,
    }
    expect(linesOf(all)).toEqual([
      'range 0 - 50 yd (Musket) 1',
      '9 target ranks within 25 yd penetration 3',
      'target behind hard cover -4',
      'target in skirmish order -4',
      'target unlimbered artillery -4',
      'target armoured (cuirassiers) -1',
      'firing unit disordered -4',
      'firing unit firing 1st time 1',
      'firing unit under fire from skirmishers -1',
      'firing unit in square -4',
      '1 damaged base (−1 each) -1',
      '2 bases lost (−2 each) -4',
      'second or subsequent turn of rain or snow -2',
    ])
    expect(totalOf(all)).toBe(5 + 1 + 3 - 4 - 4 - 4 - 1 - 4 + 1 - 1 - 4 - 1 - 4 - 2)
  })

  it('refusals name the field and say why', () => {
    const e = (patch: Record<string, unknown>) => errorOf<RulesInputError>(() => fireBase(Object.assign({}, plain, patch)))
    expect([e({ fireFactor: '-' }).code, e({ fireFactor: '-' }).message]).toEqual(['out-of-range', "This troop type has no fire factor ('-'): it cannot fire."])
    expect(e({ fireFactor: null }).message).toBe("This troop type has no fire factor ('-'): it cannot fire.")
    expect(e({ fireFactor: 2.5 }).message).toBe('fireFactor must be a whole number of 0 or more, got 2.5.')
    expect(e({ fireFactor: '3' }).message).toBe('fireFactor must be a whole number of 0 or more, got 3.')
    expect(totalOf({ fireFactor: 0 })).toBe(0)
    expect(e({ weapon: '12 pdr', target: { armoured: true } }).message).toBe('armoured (cuirassiers) −1 applies to small arms only, not to 12 pdr.')
    expect(totalOf({ weapon: 'Rifle', target: { armoured: true } })).toBe(3)
    expect([e({ target: { softCover: true, hardCover: true } }).field, e({ target: { softCover: true, hardCover: true } }).message]).toEqual(['target.hardCover', 'A target is behind soft cover or hard cover, not both.'])
    expect(e({ firer: { unformed: true, disordered: true } }).message).toBe('A firing unit is unformed or disordered, not both.')
    expect([e({ firer: { inColumn: true, inSquare: true } }).field, e({ firer: { inColumn: true, inSquare: true } }).message]).toEqual(['firer.inSquare', 'A firing unit is in column or in square, not both.'])
    expect(totalOf({ firer: { inColumn: true, unformed: true } })).toBe(1)
  })
})

describe('halving (seed 004, Effect of Weather and Charges & Mêlées; RULES.md ruling 2)', () => {
  it('toward zero (default), down or up, never −0', () => {
    expect([7, -7, 6, -1, 1, 0].map((x) => halve(x))).toEqual([3, -3, 3, 0, 0, 0])
    expect([7, -7, -1].map((x) => halve(x, 'down'))).toEqual([3, -4, -1])
    expect([7, -7, -1].map((x) => halve(x, 'up'))).toEqual([4, -3, 0])
    expect(Object.is(halve(-1), 0)).toBe(true)
    expect(Object.is(halve(-1, 'up'), 0)).toBe(true)
    expect(() => halve(3, 'sideways' as 'up')).toThrow('Unknown rounding "sideways" (toward-zero, down or up).')
  })
})

describe('fire calculator working and odds by hand', () => {
  it('full working lines of the example, dice 5 − 2', () => {
    expect(fire.resolve(fire.example, [5, 2]).working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['fire factor', 3, 'Firing: Procedure'],
      ['range 50.1 - 100 yd (Musket)', 0, 'Firing: Modifiers, Range'],
      ['6 target ranks within 50 yd penetration', 2, 'Firing: Modifiers, Target and Firing Unit'],
      ['firing unit firing 1st time', 1, 'Firing: Modifiers, Target and Firing Unit'],
      ['1 damaged base (−1 each)', -1, 'Firing: Modifiers, Target and Firing Unit'],
      ['random factor (5 − 2)', 3, 'Firing: Random Factor'],
      ['8: 5 to 8 → 1 base removed', '= 8', 'Combat Results'],
    ])
  })

  it('full working in rain and for charge defensive fire, each halving said', () => {
    const wet: FireInput = { ...plain, fireFactor: 9, distanceYards: 30, rain: true, chargeDefensiveFire: true }
    expect(fire.resolve(wet, [5, 2]).working.map((l) => [l.label, l.value])).toEqual([
      ['fire factor', 9],
      ['range 0 - 50 yd (Musket)', 1],
      ['random factor (5 − 2)', 3],
      ['rain: modified fire factor halved (toward-zero) → 6', '×½'],
      ['charge defensive fire: half the modified fire factor (toward-zero) → 3', '×½'],
      ['3: 1 to 4 → 1 base damaged', '= 3'],
    ])
    expect(fire.resolve({ ...wet, rainRounding: 'down' }, [5, 2]).working[4]?.label).toBe('charge defensive fire: half the modified fire factor (down) → 3')
  })

  it('out of range: the lines so far, then why, and no dice', () => {
    const far: FireInput = { ...plain, distanceYards: 250 }
    expect(fire.resolve(far, []).working.map((l) => [l.label, l.value])).toEqual([
      ['fire factor', 5],
      ["out of range: Musket cannot reach 200.1 - 300 yd ('-' in the range table)", 'no fire'],
    ])
    expect(fire.resolve(far, [])).toMatchObject({ inRange: false, band: '200.1 - 300', randomFactor: null })
    expect(fire.resolve({ ...plain, distanceYards: 1300.5 }, []).working[1]?.label).toBe('out of range: 1300.5 yd is beyond the last column (1300 yd)')
    expect(fire.resolve({ ...plain, distanceYards: 1300.5 }, []).band).toBeNull()
    expect(fire.dice(plain).map((d) => [d.role, d.die.id])).toEqual([['+ die', 'average'], ['− die', 'average']])
    expect(errorOf<RulesInputError>(() => fire.resolve(plain, [3, 6]))).toMatchObject({ code: 'bad-face', field: '− die' })
    expect(errorOf<RulesInputError>(() => fire.resolve(plain, [1, 3]))).toMatchObject({ code: 'bad-face', field: '+ die' })
    expect(fire.outcomes(plain)).toEqual(['No effect', '1 base damaged', '1 base removed', '1 base removed & 1 base damaged', '2 bases removed', '2 bases removed & 1 base damaged', '3 bases removed'])
  })

  it('odds by hand: 9 + 1 at 30 yd is 10 + r, r = −3..+3 on 1, 4, 8, 10, 8, 4, 1 of 36', () => {
    const close: FireInput = { ...plain, fireFactor: 9, distanceYards: 30 }
    // 7, 8 → 1 removed (1 + 4); 9–12 → 1 removed & 1 damaged (8 + 10 + 8 + 4); 13 → 2 removed (1)
    expect(fire.distribution(close)).toEqual({
      total: 36,
      outcomes: [
        { value: '1 base removed', count: 5 },
        { value: '1 base removed & 1 base damaged', count: 30 },
        { value: '2 bases removed', count: 1 },
      ],
    })
    // in rain, halved toward zero: 7 → 3, 8 → 4, 9 → 4 damaged (1 + 4 + 8); 10, 11 → 5, 12, 13 → 6 removed (10 + 8 + 4 + 1)
    expect(fire.distribution({ ...close, rain: true })).toEqual({
      total: 36,
      outcomes: [
        { value: '1 base damaged', count: 13 },
        { value: '1 base removed', count: 23 },
      ],
    })
    // rounded up instead (ruling 2): 7, 8 → 4 damaged (1 + 4); 9 … 12 → 5, 5, 6, 6 and 13 → 7 removed (8 + 10 + 8 + 4 + 1)
    expect(fire.distribution({ ...close, rain: true, rainRounding: 'up' })).toEqual({
      total: 36,
      outcomes: [
        { value: '1 base damaged', count: 5 },
        { value: '1 base removed', count: 31 },
      ],
    })
    // factor 0 with a carbine at 150 yd (−3): −6..0, all no effect
    expect(fire.distribution({ ...plain, fireFactor: 0, weapon: 'Carbine', distanceYards: 150 })).toEqual({ total: 36, outcomes: [{ value: 'No effect', count: 36 }] })
    // factor 1, musket 0–50 (+1): 2 + r = −1..5: no effect 1 + 4 (−1, 0), damaged 8 + 10 + 8 + 4 (1–4), removed 1 (5)
    expect(fire.distribution({ ...plain, fireFactor: 1, distanceYards: 50 }).outcomes).toEqual([
      { value: 'No effect', count: 5 },
      { value: '1 base damaged', count: 30 },
      { value: '1 base removed', count: 1 },
    ])
  })
})

describe('who may fire (seed 004, Firing; Visibility): refused with the rule', () => {
  const err = (patch: Partial<FireInput>) => errorOf<RulesInputError>(() => fireBase({ ...plain, ...patch }))
  it('refuses limbered artillery, cavalry without carbines and a target in dead ground', () => {
    expect([err({ firerArm: 'artillery', limbered: true }).code, err({ firerArm: 'artillery', limbered: true }).field]).toEqual(['forbidden', 'limbered'])
    expect(err({ firerArm: 'artillery', limbered: true }).message).toBe('Infantry, unlimbered artillery and cavalry armed with carbines may fire (seed 004, Firing)')
    expect(err({ firerArm: 'cavalry', weapon: 'Musket' }).field).toBe('weapon')
    expect(err({ targetInDeadGround: true }).message).toBe('Units in dead ground may not be fired upon (seed 004, Visibility)')
  })
  it('lets unlimbered artillery, carbines and limbered infantry (no such thing) fire', () => {
    expect(totalOf({ firerArm: 'artillery', limbered: false })).toBe(5)
    expect(totalOf({ firerArm: 'infantry', limbered: true })).toBe(5)
    expect(fireBase({ ...plain, firerArm: 'cavalry', weapon: 'Carbine', distanceYards: 40 }).total).toBe(5)
    expect(totalOf({ targetInDeadGround: false })).toBe(5)
  })
})
