import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { countByResolve, countOf, countsOf, errorOf as errorOfAny } from '@/test-utils/calculatorChecks'
import { meleeCalculator as melee, type MeleeInput, type MeleeSide } from './melee'
import { lineTotal, meleeFactorLines } from './meleeFactor'

const inf = (meleeFactor: number, more: Partial<MeleeSide> = {}): MeleeSide => ({ meleeFactor, troop: 'infantry', formation: 'line', ...more })
const cav = (meleeFactor: number, more: Partial<MeleeSide> = {}): MeleeSide => ({ meleeFactor, troop: 'cavalry', ...more })
const factor = (side: MeleeSide, enemy: MeleeSide, round = 1) => lineTotal(meleeFactorLines(side, enemy, round, 'attacker'))
const errorOf = (f: () => unknown) => errorOfAny<RulesInputError>(f)

describe('one side\'s modified mêlée factor (seed 004, Mêlée: Modifiers)', () => {
  it('adds the cavalry modifiers by the enemy\'s formation', () => {
    expect(factor(cav(8), inf(4, { formation: 'square' }))).toBe(3) // −5 in the 1st round
    expect(factor(cav(8), inf(4, { formation: 'square' }), 2)).toBe(8)
    expect(factor(inf(4, { formation: 'square' }), cav(8))).toBe(6) // +2 in the 1st round
    expect(factor(cav(8), inf(4, { formation: 'column' }))).toBe(9)
    expect(factor(cav(8), inf(4))).toBe(10)
    expect(factor(cav(8), { meleeFactor: 2, troop: 'artillery' })).toBe(10)
    expect(factor(cav(8, { lancers: true }), inf(4, { formation: 'column' }))).toBe(10)
  })

  it('takes −2 for cossacks only against formed cavalry', () => {
    expect(factor(cav(6, { cossacks: true }), cav(6))).toBe(4)
    expect(factor(cav(6, { cossacks: true }), cav(6, { unformed: true }))).toBe(6)
  })

  it('counts infantry outnumbering as a ratio rounded down, infantry v infantry only', () => {
    expect(factor(inf(4, { bases: 6 }), inf(4, { bases: 2 }))).toBe(6) // 3:1 +2
    expect(factor(inf(4, { bases: 5 }), inf(4, { bases: 2 }))).toBe(5) // 2.5 → 2:1 +1
    expect(factor(inf(4, { bases: 3 }), inf(4, { bases: 2 }))).toBe(4)
    expect(factor(cav(4, { bases: 6 }), cav(4, { bases: 2 }))).toBe(4)
  })

  it('adds the rest of the list, cumulatively', () => {
    // 4 +1 following up +1 uphill +1 charging inf +2 overlap +2 hard cover −2 tired −4 disordered +3 leader −1 −2 = 5
    const side = inf(4, { followingUp: true, uphill: true, charging: true, overlapBases: 2, defendingCover: 'hard', tired: true, disordered: true, leaderMorale: 3, damagedBases: 1, lostBases: 1 })
    expect(factor(side, inf(4))).toBe(5)
    expect(factor(cav(7, { charging: true, freshSquadrons: true, exhausted: true, unformed: true }), cav(7))).toBe(4) // 7 +2 +1 −4 −2
  })

  it('refuses what the rules do not allow, naming the field', () => {
    expect(errorOf(() => factor(inf(4, { tired: true, exhausted: true }), inf(4)))).toMatchObject({ code: 'not-allowed-together', field: 'attacker.exhausted' })
    expect(errorOf(() => factor(inf(4, { unformed: true, disordered: true }), inf(4)))).toMatchObject({ field: 'attacker.disordered' })
    expect(errorOf(() => factor(cav(4, { charging: true }), inf(4), 2))).toMatchObject({ field: 'attacker.charging' })
    expect(errorOf(() => factor(inf(4, { charging: true }), cav(4)))).toMatchObject({ field: 'attacker.charging' })
    expect(errorOf(() => factor(inf(4, { lancers: true }), inf(4)))).toMatchObject({ field: 'attacker.lancers' })
    expect(errorOf(() => factor({ meleeFactor: '-', troop: 'artillery' }, inf(4)))).toMatchObject({ field: 'attacker.meleeFactor' })
    expect(errorOf(() => factor(cav(4), { meleeFactor: 4, troop: 'infantry' }))).toMatchObject({ field: 'formation' })
    expect(errorOf(() => factor(inf(4, { leaderMorale: 7 }), inf(4)))).toMatchObject({ field: 'attacker.leaderMorale' })
  })
})

describe('mêlée (seed 004, Mêlée: Random Factor and Results)', () => {
  it('works the example by hand: charging cavalry 12 against damaged line 3', () => {
    const r = melee.resolve(melee.example, [1, 6]) // defender +5 → 8
    expect(r.attacker).toMatchObject({ score: 12, inflicts: { result: '1 base removed & 1 base damaged' } })
    expect(r.defender).toMatchObject({ score: 8, inflicts: { result: '1 base removed' } })
    expect(r.randomFactor).toEqual({ to: 'defender', value: 5 })
    expect(r.outcome).toBe('attacker wins') // 3 steps v 2
    expect(melee.distribution(melee.example)).toEqual({ total: 36, outcomes: [{ value: 'attacker wins', count: 36 }] })
  })

  it('gives an even mêlée of factor 4 v 4: 15 wins each and 6 draws', () => {
    // equal dice: both 4 → 1 damaged each; any difference k: 4+k ≥ 5 removes a base against 1 damaged
    const d = melee.distribution({ attacker: inf(4), defender: inf(4) })
    expect([countOf(d, 'attacker wins'), countOf(d, 'defender wins'), countOf(d, 'draw')]).toEqual([15, 15, 6])
  })

  it('gives factor 1 v 1 mostly draws: only a difference of 4 or 5 wins', () => {
    // a−d = 1..3 → 2..4 = 1 damaged v 1 damaged; 4 (2 ways) and 5 (1 way) → 1 removed
    const d = melee.distribution({ attacker: inf(1), defender: inf(1) })
    expect([countOf(d, 'attacker wins'), countOf(d, 'defender wins'), countOf(d, 'draw')]).toEqual([3, 3, 30])
  })

  it('draws cavalry against a square in the first round and wins in the second', () => {
    const input: MeleeInput = { attacker: cav(8, { charging: true }), defender: inf(4, { formation: 'square' }) }
    expect(melee.resolve(input, [3, 3])).toMatchObject({ outcome: 'draw', attacker: { score: 5 }, defender: { score: 6 } })
    expect(melee.resolve({ attacker: cav(8), defender: inf(4, { formation: 'square' }), round: 2 }, [3, 3]).outcome).toBe('attacker wins')
  })

  it('compares casualties in steps by default; removed bases only as the other reading (ruling 5)', () => {
    const input: MeleeInput = { attacker: inf(9), defender: inf(5) } // 9: removed & damaged v 5: removed
    expect(melee.resolve(input, [3, 3]).outcome).toBe('attacker wins')
    expect(melee.resolve({ ...input, winnerBy: 'removed-bases' }, [3, 3]).outcome).toBe('draw')
  })

  it('rejects a face a D6 cannot show', () => {
    expect(errorOf(() => melee.resolve(melee.example, [7, 1]))).toMatchObject({ code: 'bad-face', field: "attacker's D6" })
  })

  it('has distributions over 36 face pairs that agree with resolve', () => {
    const inputs: MeleeInput[] = [
      melee.example,
      { attacker: inf(1), defender: inf(1) },
      { attacker: cav(6, { cossacks: true }), defender: cav(7, { freshSquadrons: true }), winnerBy: 'removed-bases' },
      { attacker: inf(5, { bases: 4 }), defender: inf(3, { bases: 2, defendingCover: 'soft' }), round: 3 },
    ]
    for (const input of inputs) {
      const d = melee.distribution(input)
      expect(d.total).toBe(36)
      expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(36)
      expect(countsOf(d)).toEqual(countByResolve(melee, input).counts)
    }
    expect(melee.outcomes(melee.example)).toEqual(['attacker wins', 'defender wins', 'draw'])
  })
})
