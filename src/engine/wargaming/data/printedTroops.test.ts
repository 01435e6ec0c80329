import { describe, expect, it } from 'vitest'
import { WARGAMING_DATA_TABLES } from './referenceTables'

/**
 * Every troop type of seed 004 (National Characteristics: Troop Types and Unit Factors) as printed.
 * Written from the data after the fidelity tests had compared every cell with seed 004's text; these hold without the
 * text (a fresh clone, or Stryker's sandbox, where the fidelity tests skip), so a changed or deleted cell fails here too.
 */
const byId = (id: string) => WARGAMING_DATA_TABLES.find((t) => t.id === id)

describe('troop types as printed (seed 004, Troop Types and Unit Factors)', () => {
  it('Troop types and unit factors: French', () => {
    expect(byId('wargaming-troops-french')).toEqual({
      id: 'wargaming-troops-french',
      title: 'Troop types and unit factors: French',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Old Guard', 9, 9, 10, 0, 'Yes'],
        ['Infantry', 'Middle Guard', 7, 8, 9, 0, 'Yes'],
        ['Infantry', 'Young Guard', 6, 7, 9, 1, 'Yes'],
        ['Infantry', 'Élite cos/Converged élites', 5, 5, 8, 1, 'Yes'],
        ['Infantry', 'Line', 3, 4, 7, 3, 'No'],
        ['Infantry', 'Light', 3, 4, 7, 2, 'Yes'],
        ['Infantry', 'Dragoon', 1, 2, 6, 3, 'No'],
        ['Cavalry', 'Guard Heavy', '-', 11, 10, 0, 'No'],
        ['Cavalry', 'Carabinier', '-', 10, 9, 1, 'No'],
        ['Cavalry', 'Cuirassier', '-', 10, 9, 1, 'No'],
        ['Cavalry', 'Dragoon', 0, 8, 8, 1, 'No'],
        ['Cavalry', 'Guard Light', 1, 9, 10, 1, 'Yes'],
        ['Cavalry', 'Young Guard', 0, 8, 8, 2, 'Yes'],
        ['Cavalry', 'Hussar', 0, 6, 8, 3, 'Yes'],
        ['Cavalry', 'Chasseur', 0, 6, 8, 2, 'Yes'],
        ['Cavalry', 'Guard Lancer', '-', 9, 10, 1, 'Yes'],
        ['Cavalry', 'Lancer', '-', 8, 8, 2, 'Yes'],
        ['Artillery', 'Guard Foot', 5, 3, 10, 0, 'No'],
        ['Artillery', 'Foot', 3, 1, 8, 1, 'No'],
        ['Artillery', 'Guard Horse', 5, 3, 10, 1, 'No'],
        ['Artillery', 'Horse', 3, 1, 9, 2, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })

  it('Troop types and unit factors: Bavarian', () => {
    expect(byId('wargaming-troops-bavarian')).toEqual({
      id: 'wargaming-troops-bavarian',
      title: 'Troop types and unit factors: Bavarian',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Line', 2, 3, 6, 3, 'No'],
        ['Infantry', 'Light', 2, 3, 6, 3, 'Yes'],
        ['Cavalry', 'Dragoon', 0, 6, 7, 3, 'No'],
        ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, 'Yes'],
        ['Artillery', 'Foot', 1, 1, 6, 2, 'No'],
        ['Artillery', 'Horse', 1, 1, 7, 3, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })

  it('Troop types and unit factors: Westphalian', () => {
    expect(byId('wargaming-troops-westphalian')).toEqual({
      id: 'wargaming-troops-westphalian',
      title: 'Troop types and unit factors: Westphalian',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Guard Grenadier', 4, 6, 8, 2, 'Yes'],
        ['Infantry', 'Guard Jager', 4, 5, 7, 2, 'Yes'],
        ['Infantry', 'Line', 2, 3, 6, 3, 'No'],
        ['Infantry', 'Light', 2, 3, 6, 3, 'Yes'],
        ['Infantry', 'Jager-Carabinier', 3, 4, 7, 2, 'Yes'],
        ['Cavalry', 'Guard du Corps', '-', 9, 8, 2, 'No'],
        ['Cavalry', 'Cuirassier', '-', 8, 7, 2, 'No'],
        ['Cavalry', 'Guard Chevau-léger', 0, 7, 7, 2, 'Yes'],
        ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, 'Yes'],
        ['Cavalry', 'Hussar', 0, 6, 7, 3, 'Yes'],
        ['Artillery', 'Foot', 1, 1, 6, 2, 'No'],
        ['Artillery', 'Horse', 1, 1, 7, 3, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })

  it('Troop types and unit factors: Wurttemberg', () => {
    expect(byId('wargaming-troops-wurttemberg')).toEqual({
      id: 'wargaming-troops-wurttemberg',
      title: 'Troop types and unit factors: Wurttemberg',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Line', 2, 3, 6, 3, 'No'],
        ['Infantry', 'Light', 2, 3, 6, 3, 'Yes'],
        ['Infantry', 'Jäger', 3, 3, 6, 3, 'Yes'],
        ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, 'Yes'],
        ['Artillery', 'Foot', 1, 1, 6, 2, 'No'],
        ['Artillery', 'Horse', 1, 1, 7, 3, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })

  it('Troop types and unit factors: Austrian', () => {
    expect(byId('wargaming-troops-austrian')).toEqual({
      id: 'wargaming-troops-austrian',
      title: 'Troop types and unit factors: Austrian',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Grenadier', 4, 6, 8, 2, 'No'],
        ['Infantry', 'Line', 2, 3, 7, 3, 'No'],
        ['Infantry', 'Grenzer', 3, 3, 6, 3, 'Yes'],
        ['Infantry', 'Jager', 3, 3, 7, 2, 'Yes'],
        ['Infantry', 'Landwehr', 1, 4, 5, 4, 'No'],
        ['Cavalry', 'Cuirassier', '-', 9, 8, 1, 'No'],
        ['Cavalry', 'Dragoon', '-', 8, 7, 1, 'No'],
        ['Cavalry', 'Ulan', 0, 7, 7, 2, 'Yes'],
        ['Cavalry', 'Chevau-léger', 0, 6, 7, 3, 'Yes'],
        ['Cavalry', 'Hussar', 0, 6, 7, 3, 'Yes'],
        ['Artillery', 'Foot', 1, 1, 6, 2, 'No'],
        ['Artillery', 'Horse', 1, 1, 7, 3, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })

  it('Troop types and unit factors: British/KGL', () => {
    expect(byId('wargaming-troops-british-kgl')).toEqual({
      id: 'wargaming-troops-british-kgl',
      title: 'Troop types and unit factors: British/KGL',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Guard', 10, 8, 9, 0, 'Yes'],
        ['Infantry', 'Highland', 8, 6, 8, 1, 'No'],
        ['Infantry', 'Fusilier', 7, 5, 8, 1, 'No'],
        ['Infantry', 'Rifles', 8, 5, 8, 0, 'Yes'],
        ['Infantry', 'Line', 5, 4, 7, 3, 'No'],
        ['Infantry', 'Light', 6, 4, 8, 2, 'Yes'],
        ['Cavalry', 'Household', '-', 11, 10, 1, 'No'],
        ['Cavalry', 'Dragoon Guard', '-', 10, 9, 2, 'No'],
        ['Cavalry', 'Scots Greys', '-', 10, 9, 2, 'No'],
        ['Cavalry', 'Dragoon', 0, 9, 8, 2, 'No'],
        ['Cavalry', 'Light Dragoon', 1, 6, 8, 3, 'Yes'],
        ['Cavalry', 'Hussar', 0, 6, 8, 4, 'Yes'],
        ['Artillery', 'Foot', 3, 1, 8, 1, 'No'],
        ['Artillery', 'Horse', 3, 1, 9, 2, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })

  it('Troop types and unit factors: Portuguese', () => {
    expect(byId('wargaming-troops-portuguese')).toEqual({
      id: 'wargaming-troops-portuguese',
      title: 'Troop types and unit factors: Portuguese',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Line', 2, 3, 6, 3, 'No'],
        ['Infantry', 'Caçadore', 3, 3, 6, 3, 'Yes'],
        ['Infantry', 'Militia', 1, 1, 4, 4, 'No'],
        ['Cavalry', 'Dragoon', 0, 6, 7, 3, 'No'],
        ['Artillery', 'Foot', 1, 1, 6, 2, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })

  it('Troop types and unit factors: Spanish', () => {
    expect(byId('wargaming-troops-spanish')).toEqual({
      id: 'wargaming-troops-spanish',
      title: 'Troop types and unit factors: Spanish',
      rule: { seed: '004', section: 'National Characteristics: Troop Types and Unit Factors' },
      columns: ['Arm', 'Troop type', 'Fire', 'Mêlée', 'Morale', 'Control', 'Skirmish?'],
      rows: [
        ['Infantry', 'Guard', 4, 5, 7, 3, 'Yes'],
        ['Infantry', 'Grenadier', 2, 3, 6, 3, 'No'],
        ['Infantry', 'Line', 1, 2, 4, 4, 'No'],
        ['Infantry', 'Light', 1, 2, 5, 4, 'Yes'],
        ['Infantry', 'Militia', 1, 1, 4, 5, 'No'],
        ['Cavalry', 'Line', '-', 5, 5, 4, 'No'],
        ['Cavalry', 'Dragoon', 0, 5, 5, 4, 'No'],
        ['Cavalry', 'Hussar', 0, 4, 5, 5, 'Yes'],
        ['Cavalry', 'Lancer', '-', 5, 5, 4, 'Yes'],
        ['Cavalry', 'Militia', '-', 3, 4, 5, 'No'],
        ['Artillery', 'Foot', 1, 1, 6, 2, 'No'],
      ],
      notes: [
        'Fire "-": cannot fire. Ruling 12: no tables are printed for Russian or Prussian troops.',
      ],
    })
  })
})
