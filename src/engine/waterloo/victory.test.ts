import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { victoryLevel, victoryPoints, VP_HEXES, type VictoryInput } from './victory'

const none: VictoryInput = { frenchControlled: [], enemyControlled: [], largeBritishInfantryEliminated: 0, oldGuardBattleworn: 0, youngGuardBattleworn: 0, guardArtilleryOrCavalryBattleworn: 0 }

describe('Victory Points (seed 002, K-1; O-2; ruling 48)', () => {
  it('each VP hex as printed; all Allied VP hexes together = 6+4+2+3+5+3+5+3+15 = 46', () => {
    const all = VP_HEXES.filter((h) => h.group !== 'French LOC').map((h) => h.hex)
    expect(victoryPoints({ ...none, frenchControlled: all }).vp).toBe(46)
    expect(VP_HEXES).toHaveLength(17)
  })
  it('Hougoumont 6, La Haye Sainte 4 ("4 SP" read as VP), Papelotte 2', () => {
    expect(victoryPoints({ ...none, frenchControlled: ['0409'] }).vp).toBe(6)
    expect(victoryPoints({ ...none, frenchControlled: ['1007'] }).vp).toBe(4)
    expect(victoryPoints({ ...none, frenchControlled: ['1607'] }).vp).toBe(2)
  })
  it('attrition 2 VP per Large British Infantry; Guard Battleworn −3 / −2 / −1; French LOC enemy controlled −4 and −6', () => {
    const r = victoryPoints({ ...none, frenchControlled: ['0409', '0204', '0802'], largeBritishInfantryEliminated: 2, oldGuardBattleworn: 1,
      youngGuardBattleworn: 1, guardArtilleryOrCavalryBattleworn: 1, enemyControlled: ['1110'] })
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['Hougoumont (0409)', 6], ['Merbe-Braine (0204)', 5], ['Mont St. Jean (0802)', 5], ['La Belle Alliance (1110) enemy controlled', -4],
      ['2 × Large British Infantry eliminated (2 VP)', 4], ['1 × Old Guard Battleworn (−3 VP)', -3], ['1 × Young Guard Battleworn (−2 VP)', -2],
      ['1 × Imperial Guard Artillery or Cavalry Battleworn (−1 VP)', -1], ['Level of Victory', 'Minor Defeat']])
    expect(r.vp).toBe(10)
    expect(victoryPoints({ ...none, enemyControlled: ['1015'] }).vp).toBe(-6)
  })
  it('two-player: Battleworn Cooke 3, Picton 2, Mitchell/Ponsonby/Somerset/H.A. Reserve 1; ignored in the solitaire game', () => {
    const bw = ['Cooke', 'Picton', 'Mitchell', 'Ponsonby', 'Somerset', 'H.A. Reserve']
    expect(victoryPoints({ ...none, twoPlayer: true, britishBattleworn: bw }).vp).toBe(9)
    expect(victoryPoints({ ...none, britishBattleworn: bw }).vp).toBe(0)
    expect(errorOf<RulesInputError>(() => victoryPoints({ ...none, twoPlayer: true, britishBattleworn: ['Alten'] })).message).toMatch(/"Alten" earns no two-player VP/)
  })
  it('refuses unknown hexes and negative counts', () => {
    expect(errorOf<RulesInputError>(() => victoryPoints({ ...none, frenchControlled: ['1110'] })).field).toBe('frenchControlled')
    expect(errorOf<RulesInputError>(() => victoryPoints({ ...none, enemyControlled: ['0409'] })).field).toBe('enemyControlled')
    expect(errorOf<RulesInputError>(() => victoryPoints({ ...none, oldGuardBattleworn: -1 })).field).toBe('oldGuardBattleworn')
    expect(errorOf<RulesInputError>(() => victoryPoints({ ...none, youngGuardBattleworn: 1.5 })).message).toMatch(/youngGuardBattleworn: a whole number 0 or more/)
    expect(errorOf<RulesInputError>(() => victoryPoints({ ...none, frenchControlled: ['9999'] })).message).toMatch(/9999 is not a VP hex/)
    expect(errorOf<RulesInputError>(() => victoryPoints({ ...none, enemyControlled: ['9999'] })).message).toMatch(/9999 is not a French LOC hex/)
  })
  it('nothing scored: only the level line (no zero lines)', () => {
    expect(victoryPoints(none).working.map((l) => [l.label, l.value])).toEqual([['Level of Victory', 'Catastrophe']])
    expect(victoryPoints({ ...none, frenchControlled: ['1412'] }).working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Plancenoit (1412)', 1, 'K-1 Victory Points'], ['Level of Victory', 'Catastrophe', 'K-2 Level of Victory']])
    expect(victoryPoints({ ...none, twoPlayer: true, britishBattleworn: ['Cooke'] }).working[0]).toMatchObject({ label: 'Cooke Battleworn (two-player)', value: 3 })
  })
})

describe('Level of Victory (K-2): both sides of every band edge', () => {
  it.each([
    [-1, 'Catastrophe'], [0, 'Catastrophe'], [3, 'Catastrophe'], [4, 'Major Defeat'], [7, 'Major Defeat'], [8, 'Minor Defeat'], [11, 'Minor Defeat'],
    [12, 'Standstill'], [15, 'Standstill'], [16, 'Minor Victory'], [19, 'Minor Victory'], [20, 'Major Victory'], [23, 'Major Victory'],
    [24, 'Decisive Victory'], [27, 'Decisive Victory'], [28, 'War-Winning Victory'], [46, 'War-Winning Victory'],
  ])('%i VP = %s', (vp, level) => {
    expect(victoryLevel(vp)).toBe(level)
  })
})
