import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { CORPS } from './corps'
import { CORPS_FORCES, corpsWithoutNamedUnits, mustBeSmall, NAMED_OUTSIDE_SETUP } from './corpsForces'
import { ORDER_OF_BATTLE } from './orderOfBattle'

describe('what seed 002 says of the Corps whose units it does not name', () => {
  it('the Corps the setup names no unit of: the four Prussian Corps, D\'Erlon, Lobau, Milhaud and Grouchy\'s four', () => {
    expect(corpsWithoutNamedUnits()).toEqual(['pr-IV', 'pr-II', 'pr-I', 'pr-III', 'fr-I', 'fr-VI', 'fr-IVC', 'fr-III', 'fr-IV', 'fr-IC', 'fr-IIC'])
    expect(new Set(CORPS_FORCES.map((c) => c.corps))).toEqual(new Set(corpsWithoutNamedUnits()))
  })
  it('only Milhaud\'s IV Cav Corps has a number: "Both units" (L)', () => {
    expect(CORPS_FORCES.filter((c) => c.units !== null).map((c) => [c.corps, c.units])).toEqual([['fr-IVC', 2]])
  })
  it('an Imperial Guard infantry unit is a Small Unit (A-2); its cavalry and artillery, and other Corps\' infantry, are not said to be', () => {
    expect([mustBeSmall('fr-IG', 'infantry'), mustBeSmall('fr-IG', 'cavalry'), mustBeSmall('fr-IG', 'artillery'), mustBeSmall('fr-II', 'infantry'), mustBeSmall('fr-IG', null)])
      .toEqual([true, false, false, false, false])
  })
  it('Teste is named (M) and is not a unit of the standard setup', () => {
    expect(NAMED_OUTSIDE_SETUP.map((u) => [u.name, u.corps])).toEqual([['Teste', 'fr-III']])
    expect(ORDER_OF_BATTLE.some((u) => u.name === 'Teste')).toBe(false)
    expect(CORPS.find((c) => c.id === 'fr-III')?.grouchy).toBe(true)
  })
})

const raw = seedText('002')
if (!raw) console.info(NO_SEEDS)
const norm = (s: string) => s.replace(/<\/?u>|\*|_/g, '').replace(/\s+/g, ' ')

describe('fidelity with seed 002', () => {
  it.skipIf(!raw)('each Corps line quotes the text', () => {
    const text = norm(raw ?? '')
    for (const q of ['All units within 3 hexes of 1309', 'All units within 1 hex of 1111', 'Both units within 2 hexes of 1411',
      'Teste\'s Division', 'as part of Vandamme\'s III Corps', 'all French Imperial Guard infantry units are Brigades', 'These are all classified as "Small Units"', 'The arriving Corps\' Cavalry unit', 'the Corps\' Artillery unit']) expect(text, q).toContain(q)
    for (const c of CORPS_FORCES.filter((x) => x.corps.startsWith('fr-') && x.units !== null)) expect(text).toContain(c.says)
  })
})
