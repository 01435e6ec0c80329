import { describe, expect, it } from 'vitest'
import { currentCondition } from './condition'

const foy = { fresh: { strengthPoints: 5, artilleryFactor: 2, elanRating: 4 }, battleworn: { strengthPoints: 3, artilleryFactor: 0, elanRating: 3 } }

describe('a unit\'s current condition (seed 002, A-2a–b)', () => {
  it('Fresh, no marker: the printed values', () => {
    expect(currentCondition(foy, 0)).toEqual({ side: 'Fresh', marker: 'none', strengthPoints: 5, artilleryFactor: 2, elanRating: 4 })
  })
  it('Shaken: ER −1 only; Disrupted: SP, AF and ER −1', () => {
    expect(currentCondition(foy, 1)).toEqual({ side: 'Fresh', marker: 'Shaken', strengthPoints: 5, artilleryFactor: 2, elanRating: 3 })
    expect(currentCondition(foy, 2)).toEqual({ side: 'Fresh', marker: 'Disrupted', strengthPoints: 4, artilleryFactor: 1, elanRating: 3 })
  })
  it('text example: Foy after the combat, Battleworn + Shaken, has ER 2', () => {
    expect(currentCondition(foy, 4)).toEqual({ side: 'Battleworn', marker: 'Shaken', strengthPoints: 3, artilleryFactor: 0, elanRating: 2 })
  })
  it('Battleworn + Disrupted: the printed 0 AF stays 0; values not entered stay null', () => {
    expect(currentCondition(foy, 7)).toEqual({ side: 'Battleworn', marker: 'Disrupted', strengthPoints: 2, artilleryFactor: 0, elanRating: 2 })
    const blank = { fresh: { strengthPoints: null, artilleryFactor: null, elanRating: null }, battleworn: foy.battleworn }
    expect(currentCondition(blank, 2)).toEqual({ side: 'Fresh', marker: 'Disrupted', strengthPoints: null, artilleryFactor: null, elanRating: null })
  })
})
