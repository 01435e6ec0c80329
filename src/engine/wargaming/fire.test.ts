import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { fireCalculator as fire, type FireInput } from './fire'
import { countByResolve, countOf, countsOf, errorOf as errorOfAny } from '@/test-utils/calculatorChecks'

const line: FireInput = { fireFactor: 3, weapon: 'Musket', distanceYards: 80, targetRanksWithinPenetration: 2 }
const errorOf = (f: () => unknown) => errorOfAny<RulesInputError>(f)

describe('fire (seed 004, Firing and Combat Results)', () => {
  it('works the example by hand: 3 +0 (50.1–100) +2 (6 ranks) +1 (1st time) −1 (damaged) = 5, then the dice', () => {
    const r = fire.resolve(fire.example, [5, 2])
    expect(r.score).toBe(8)
    expect(r.outcome).toBe('1 base removed')
    expect(r).toMatchObject({ basesRemoved: 1, basesDamaged: 0, randomFactor: 3, band: '50.1 - 100' })
    expect(r.working.map((l) => l.value)).toEqual([3, 0, 2, 1, -1, 3, '= 8'])
    expect(fire.resolve(fire.example, [2, 5])).toMatchObject({ score: 2, outcome: '1 base damaged' })
  })

  it('gives the odds of the example: random factor −3..+3 counts 1,4,8,10,8,4,1 of 36', () => {
    // scores 2..8: 2,3,4 (1+4+8 = 13) one damaged; 5..8 (10+8+4+1 = 23) one removed
    const d = fire.distribution(fire.example)
    expect(d.total).toBe(36)
    expect(countOf(d, '1 base damaged')).toBe(13)
    expect(countOf(d, '1 base removed')).toBe(23)
    expect(d.outcomes.map((o) => o.value)).toEqual(['1 base damaged', '1 base removed'])
  })

  it('changes band between 50 and 50.1 yards (ruling 1)', () => {
    const at = (distanceYards: number) => fire.resolve({ ...line, fireFactor: 4, distanceYards }, [3, 3])
    expect(at(50)).toMatchObject({ score: 5, outcome: '1 base removed' })
    expect(at(50.1)).toMatchObject({ score: 4, outcome: '1 base damaged' })
  })

  it('reports out of range with no dice and a certain outcome', () => {
    const far = { ...line, distanceYards: 200.1 }
    expect(fire.dice(far)).toEqual([])
    expect(fire.resolve(far, [])).toMatchObject({ outcome: 'out of range', basesRemoved: 0, basesDamaged: 0 })
    expect(fire.distribution(far)).toEqual({ total: 1, outcomes: [{ value: 'out of range', count: 1 }] })
    expect(fire.outcomes(far)).toEqual(['out of range'])
    expect(fire.resolve({ ...line, weapon: '12 pdr', distanceYards: 1400 }, []).outcome).toBe('out of range')
  })

  it('caps a result over 20 at three bases removed', () => {
    // 10 + 3 (12 pdr, 0–50) + 4 (12 ranks) + 1 (1st time) = 18, +3 on the dice = 21
    const big: FireInput = { fireFactor: 10, weapon: '12 pdr', distanceYards: 40, targetRanksWithinPenetration: { kind: 'infantry', basesWithinPenetration: 6 }, firer: { firstTime: true } }
    expect(fire.resolve(big, [5, 2])).toMatchObject({ score: 21, outcome: '3 bases removed', basesRemoved: 3 })
  })

  it('halves the fully modified factor in rain, toward zero by default (ruling 2)', () => {
    // 9 + 1 (0–50) + 1 (1st time) − 2 (second turn of rain) = 9, dice 3−3 = 0 → 9 → rain 4
    const wet: FireInput = { ...line, fireFactor: 9, distanceYards: 30, firer: { firstTime: true }, secondTurnOfRainOrSnow: true, rain: true }
    expect(fire.resolve(wet, [3, 3])).toMatchObject({ score: 4, outcome: '1 base damaged' })
    expect(fire.resolve({ ...wet, rainRounding: 'up' }, [3, 3])).toMatchObject({ score: 5, outcome: '1 base removed' })
    expect(fire.resolve({ ...wet, chargeDefensiveFire: true }, [3, 3]).score).toBe(2)
    expect(fire.resolve({ ...wet, rain: false, chargeDefensiveFire: true }, [3, 3]).score).toBe(4)
    // −1 halved: toward zero 0, down −1; neither hits
    const weak: FireInput = { ...line, fireFactor: 1, distanceYards: 120, rain: true }
    expect(fire.resolve(weak, [3, 3]).score).toBe(0)
    expect(fire.resolve({ ...weak, rainRounding: 'down' }, [3, 3]).score).toBe(-1)
  })

  it('applies target and firer modifiers from the printed list', () => {
    const all: FireInput = { ...line, distanceYards: 10, target: { softCover: true, skirmishOrder: true, armoured: true }, firer: { unformed: true, underFireFromSkirmishers: true, inColumn: true }, lostBases: 1 }
    // 3 +1 −2 −4 −1 −2 −1 −2 −2 = −10
    expect(fire.resolve(all, [4, 4]).score).toBe(-10)
    expect(fire.resolve(all, [4, 4]).outcome).toBe('No effect')
  })

  it('rejects what the rules do not allow, naming the field', () => {
    expect(errorOf(() => fire.resolve({ ...line, weapon: '6/7 pdr', target: { armoured: true } }, [3, 3]))).toMatchObject({ code: 'not-allowed-together', field: 'target.armoured' })
    expect(errorOf(() => fire.dice({ ...line, firer: { unformed: true, disordered: true } }))).toMatchObject({ code: 'not-allowed-together', field: 'firer.disordered' })
    expect(errorOf(() => fire.dice({ ...line, fireFactor: '-' }))).toMatchObject({ field: 'fireFactor' })
    expect(errorOf(() => fire.dice({ ...line, fireFactor: null }))).toMatchObject({ field: 'fireFactor' })
    expect(errorOf(() => fire.dice({ ...line, fireFactor: -1 }))).toMatchObject({ field: 'fireFactor' })
    expect(errorOf(() => fire.dice({ ...line, weapon: 'Longbow' }))).toMatchObject({ code: 'unknown-value', field: 'weapon' })
    expect(errorOf(() => fire.dice({ ...line, distanceYards: -5 }))).toMatchObject({ field: 'distanceYards' })
    expect(errorOf(() => fire.resolve(line, [6, 3]))).toMatchObject({ code: 'bad-face', field: '+ die' })
  })

  it('has a distribution that sums to its total and agrees with resolve over every face', () => {
    const inputs: FireInput[] = [
      fire.example,
      line,
      { ...line, distanceYards: 500 },
      { ...line, fireFactor: 8, weapon: '8" howitzer', distanceYards: 100, targetRanksWithinPenetration: { kind: 'cavalry', basesWithinPenetration: 4 }, rain: true, chargeDefensiveFire: true },
      { ...line, fireFactor: 0, weapon: 'Carbine', distanceYards: 150, target: { armoured: true } },
    ]
    for (const input of inputs) {
      const d = fire.distribution(input)
      expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(d.total)
      const byResolve = countByResolve(fire, input)
      expect(byResolve.total).toBe(d.total)
      expect(countsOf(d)).toEqual(byResolve.counts)
      for (const o of d.outcomes) expect(fire.outcomes(input)).toContain(o.value)
    }
  })

  it('lists outcomes in the printed CRT order', () => {
    expect(fire.outcomes(line)[0]).toBe('No effect')
    expect(fire.outcomes(line).at(-1)).toBe('3 bases removed')
  })
})
