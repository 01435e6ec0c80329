import { describe, expect, it } from 'vitest'
import { CORPS } from './corps'
import { ANGLO_ALLIED_UNITS, FRENCH_UNITS, missingValues, ORDER_OF_BATTLE, withOwnerValues } from './orderOfBattle'

describe('order of battle (seed 002, L Game Setup)', () => {
  it('28 Anglo-Allied units: I Corps 6, II Corps 3, Reserve 8, Cavalry 8, Detachments 3', () => {
    const by = (c: string) => ANGLO_ALLIED_UNITS.filter((u) => u.corps === c).length
    expect([by('aa-I'), by('aa-II'), by('aa-RC'), by('aa-CC'), by('aa-DET')]).toEqual([6, 3, 8, 8, 3])
  })
  it('unit ids are unique and every Corps id exists', () => {
    expect(new Set(ORDER_OF_BATTLE.map((u) => u.id)).size).toBe(ORDER_OF_BATTLE.length)
    for (const u of ORDER_OF_BATTLE) if (u.corps) expect(CORPS.some((c) => c.id === u.corps)).toBe(true)
  })
  it('values the text prints: Foy 5 SP, 2 AF, ER 4 (Battleworn ER 3); Picton 5, 2, 5; Pellitier 3 AF; L\'Hertier HC ER 5', () => {
    const u = (name: string) => ORDER_OF_BATTLE.find((x) => x.name === name)!
    expect(u('Foy').fresh).toEqual({ strengthPoints: 5, artilleryFactor: 2, elanRating: 4 })
    expect(u('Foy').battleworn.elanRating).toBe(3)
    expect(u('Picton').fresh).toEqual({ strengthPoints: 5, artilleryFactor: 2, elanRating: 5 })
    expect(u('Pellitier').fresh.artilleryFactor).toBe(3)
    expect([u('L\'Hertier').cavalryWeight, u('L\'Hertier').fresh.elanRating]).toEqual(['HC', 5])
    expect(u('Hougoumont').detachment).toBe(true)
    expect(u('Chasse').fresh).toEqual({ strengthPoints: null, artilleryFactor: null, elanRating: null })
  })
  it('the two-player British units are flagged British', () => {
    expect(ANGLO_ALLIED_UNITS.filter((u) => u.british).map((u) => u.name)).toEqual(['Cooke', 'Mitchell', 'Picton', 'Somerset', 'H.A. Reserve', 'Ponsonby'])
  })
  it('French units with their own zones: Guyot within 2 of 0512, Lefeb.-Desnou within 2 of 1511', () => {
    expect(FRENCH_UNITS.filter((u) => u.setupZone).map((u) => [u.name, u.setupZone])).toEqual([
      ['Guyot', { within: 2, of: '0512' }], ['Lefeb.-Desnou', { within: 2, of: '1511' }]])
  })
  it('missing values list what the owner must enter', () => {
    const foy = ORDER_OF_BATTLE.find((x) => x.name === 'Foy')!
    expect(missingValues(foy)).toEqual(['type', 'battleworn.strengthPoints', 'battleworn.artilleryFactor', 'smallUnit', 'heavyArtillery'])
    const lh = ORDER_OF_BATTLE.find((x) => x.name === 'L\'Hertier')!
    expect(missingValues({ ...lh, cavalryWeight: null })).toContain('cavalryWeight')
    expect(missingValues(lh)).not.toContain('cavalryWeight')
  })
  it('owner values fill the gaps and never overwrite a printed value', () => {
    const [foy] = withOwnerValues(FRENCH_UNITS.filter((u) => u.name === 'Foy'), { 'fr-foy': { type: 'infantry', smallUnit: false, youngGuard: true,
      fresh: { strengthPoints: 9, artilleryFactor: null, elanRating: null }, battleworn: { strengthPoints: 3, artilleryFactor: 1, elanRating: 6 } } })
    expect(foy!.type).toBe('infantry')
    expect(foy!.fresh).toEqual({ strengthPoints: 5, artilleryFactor: 2, elanRating: 4 })
    expect(foy!.battleworn).toEqual({ strengthPoints: 3, artilleryFactor: 1, elanRating: 3 })
    expect([foy!.smallUnit, foy!.youngGuard, foy!.oldGuard]).toEqual([false, true, false])
    expect(withOwnerValues(ANGLO_ALLIED_UNITS, {})).toEqual(ANGLO_ALLIED_UNITS)
    const [chasse] = withOwnerValues(ANGLO_ALLIED_UNITS.slice(0, 1), { 'aa-chasse': { type: 'cavalry', cavalryWeight: 'LC', heavyArtillery: true, british: false, oldGuard: true } })
    expect([chasse!.type, chasse!.cavalryWeight, chasse!.heavyArtillery, chasse!.british, chasse!.oldGuard, chasse!.youngGuard, chasse!.smallUnit]).toEqual(['cavalry', 'LC', true, false, true, false, null])
    expect(chasse!.fresh).toEqual({ strengthPoints: null, artilleryFactor: null, elanRating: null })
  })
})
