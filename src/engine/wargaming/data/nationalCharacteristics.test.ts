import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { TROOP_NATIONS, TROOP_TYPES, findTroopType, troopTypesOf } from './nationalCharacteristics'

// seed 004, National Characteristics: Troop Types and Unit Factors. Counts by hand from the tables.
describe('troop tables', () => {
  it('holds every printed row, per nation and arm', () => {
    const count = (nation: string) =>
      ['Infantry', 'Cavalry', 'Artillery'].map((arm) => troopTypesOf(nation).filter((t) => t.arm === arm).length)
    expect(count('French')).toEqual([7, 10, 4])
    expect(count('Bavarian')).toEqual([2, 2, 2])
    expect(count('Westphalian')).toEqual([5, 5, 2])
    expect(count('Wurttemberg')).toEqual([3, 1, 2])
    expect(count('Austrian')).toEqual([5, 5, 2])
    expect(count('British/KGL')).toEqual([6, 6, 2])
    expect(count('Portuguese')).toEqual([3, 1, 1])
    expect(count('Spanish')).toEqual([5, 5, 1])
    expect(TROOP_TYPES).toHaveLength(87)
  })

  it('has no Russian or Prussian tables (ruling 12)', () => {
    expect(troopTypesOf('Russian')).toEqual([])
    expect(troopTypesOf('Prussian')).toEqual([])
    expect(TROOP_NATIONS).not.toContain('Russian')
  })

  it('keeps a printed "-" fire factor as null: the troop type cannot fire', () => {
    expect(findTroopType('French', 'Cavalry', 'Cuirassier')).toMatchObject({
      fireFactor: null, meleeFactor: 10, moraleFactor: 9, controlFactor: 1, skirmish: false,
    })
    expect(findTroopType('French', 'Cavalry', 'Dragoon').fireFactor).toBe(0)
    expect(TROOP_TYPES.filter((t) => t.fireFactor === null).length).toBe(15) // French 5, Westphalian 2, Austrian 2, British 3, Spanish 3
  })

  it('tells the French infantry "Dragoon" row from the cavalry one', () => {
    expect(findTroopType('French', 'Infantry', 'Dragoon')).toMatchObject({
      fireFactor: 1, meleeFactor: 2, moraleFactor: 6, controlFactor: 3, skirmish: false,
    })
    expect(findTroopType('French', 'Cavalry', 'Dragoon').meleeFactor).toBe(8)
  })

  it('tells the Spanish infantry Line from the Spanish cavalry Line', () => {
    expect(findTroopType('Spanish', 'Infantry', 'Line').fireFactor).toBe(1)
    expect(findTroopType('Spanish', 'Cavalry', 'Line').fireFactor).toBeNull()
  })

  it('reads the printed worked values', () => {
    expect(findTroopType('French', 'Infantry', 'Old Guard')).toMatchObject({ fireFactor: 9, meleeFactor: 9, moraleFactor: 10, controlFactor: 0, skirmish: true })
    expect(findTroopType('British/KGL', 'Infantry', 'Guard').fireFactor).toBe(10)
    expect(findTroopType('British/KGL', 'Cavalry', 'Hussar').controlFactor).toBe(4)
    expect(findTroopType('Portuguese', 'Infantry', 'Caçadore').skirmish).toBe(true)
  })

  it('forgives accents and case in the troop type', () => {
    expect(findTroopType('Wurttemberg', 'Infantry', 'jager').troopType).toBe('Jäger')
    expect(findTroopType('French', 'Infantry', 'elite cos/converged elites').troopType).toBe('Élite cos/Converged élites')
  })

  it('rejects unknown nations, arms and troop types with the field and the choices', () => {
    const err = (f: () => unknown) => {
      try { f() } catch (e) { return e as RulesInputError }
      throw new Error('did not throw')
    }
    const nation = err(() => findTroopType('Russian', 'Infantry', 'Line'))
    expect(nation).toMatchObject({ code: 'unknown-value', field: 'nation' })
    expect(nation.message).toMatch(/no troop factors for "Russian"/)
    expect(err(() => findTroopType('French', 'Navy', 'Line'))).toMatchObject({ code: 'unknown-value', field: 'arm' })
    const type = err(() => findTroopType('Portuguese', 'Cavalry', 'Hussar'))
    expect(type).toMatchObject({ code: 'unknown-value', field: 'troopType' })
    expect(type.message).toMatch(/lists: Dragoon/)
  })
})
