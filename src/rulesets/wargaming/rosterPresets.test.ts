import { describe, expect, it } from 'vitest'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { defaultBases, formationsFor, presetState } from './rosterPresets'

describe('unit presets', () => {
  it('a French line battalion takes the printed factors, 4 bases, muskets, in line and formed', () => {
    // seed 004, Troop Types: FRENCH Infantry Line 3 4 7 3 No; Basing: four bases = standard battalion
    const s = presetState(findTroopType('French', 'Infantry', 'Line'), 'as printed')
    expect([s.fireFactor, s.meleeFactor, s.moraleFactor, s.controlFactor, s.skirmish]).toEqual([3, 4, 7, 3, false])
    expect([s.bases, s.weapon, s.formation, s.order, s.provenance]).toEqual([4, 'Musket', 'line', 'formed', 'as printed'])
  })

  it('cuirassiers cannot fire, so they carry no carbine; hussars can, so they do', () => {
    expect(presetState(findTroopType('French', 'Cavalry', 'Cuirassier'), 'as printed').weapon).toBe('')
    expect(presetState(findTroopType('French', 'Cavalry', 'Hussar'), 'as printed').weapon).toBe('Carbine')
  })

  it('a battery is two bases (six guns) and starts limbered', () => {
    const s = presetState(findTroopType('British/KGL', 'Artillery', 'Foot'), 'as printed')
    expect([s.bases, s.formation]).toEqual([2, 'limbered'])
    expect(defaultBases('artillery')).toBe(2)
  })

  it('skirmish is offered only where the troop type allows it; squares only to infantry', () => {
    expect(formationsFor('infantry', false)).not.toContain('skirmish')
    expect(formationsFor('infantry', true)).toContain('skirmish')
    expect(formationsFor('cavalry', true)).not.toContain('square')
    expect(formationsFor('artillery', false)).toEqual(['limbered', 'unlimbered'])
  })
})

describe('side nationality to troop table', () => {
  it('"British" finds British/KGL, "french" finds French, Russian finds nothing printed', async () => {
    const { troopNationFor } = await import('./rosterPresets')
    const { TROOP_NATIONS } = await import('@/engine/wargaming/data/nationalCharacteristics')
    expect(troopNationFor('British', TROOP_NATIONS)).toBe('British/KGL')
    expect(troopNationFor('french', TROOP_NATIONS)).toBe('French')
    expect(troopNationFor('Russian', TROOP_NATIONS)).toBeNull()
  })
})
