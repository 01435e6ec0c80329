import { describe, expect, it } from 'vitest'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { checkTroopFactors, troopChoices, troopRecord } from './houseRules'
import type { TroopFactors } from './rosterPresets'

const jager: TroopFactors = { nation: 'Russian', arm: 'Infantry', troopType: 'Jager', fireFactor: 3, meleeFactor: 3, moraleFactor: 7, controlFactor: 2, skirmish: true }

describe('house rules', () => {
  it('the seed prints no Russian troop types, so a Russian side offers only the owner\'s', () => {
    expect(troopChoices('Russian', [])).toEqual([])
    const r = troopRecord(jager, 'from my club', 'h1', 5)
    expect(r.kind).toBe('troopType')
    const choices = troopChoices('Russian', [r])
    expect(choices).toHaveLength(1)
    expect(choices[0]).toMatchObject({ provenance: 'house rule', note: 'from my club' })
  })

  it('a changed printed row replaces it in place and is marked "house rule"; the rest stay "as printed"', () => {
    const line = findTroopType('French', 'Infantry', 'Line')
    const r = troopRecord({ ...line, moraleFactor: 8 }, '', 'h2', 5)
    expect(r.kind).toBe('houseRule')
    expect(r.provenance).toBe('house rule')
    const choices = troopChoices('French', [r])
    const i = choices.findIndex((c) => c.troop.troopType === 'Line' && c.troop.arm === 'Infantry')
    expect(choices[i]).toMatchObject({ provenance: 'house rule', troop: { moraleFactor: 8 } })
    expect(choices.filter((c) => c.provenance === 'as printed')).toHaveLength(choices.length - 1)
  })

  it('editing bumps the version so a battle can tell which it used', () => {
    const first = troopRecord(jager, '', 'h1', 5)
    expect(troopRecord({ ...jager, meleeFactor: 4 }, '', 'h1', 6, first).version).toBe(2)
  })

  it('negative or fractional factors are refused by name', () => {
    expect(() => checkTroopFactors({ ...jager, meleeFactor: -1 })).toThrow(expect.objectContaining({ field: 'meleeFactor' }))
    expect(() => checkTroopFactors({ ...jager, troopType: ' ' })).toThrow(expect.objectContaining({ field: 'troopType' }))
  })
})
