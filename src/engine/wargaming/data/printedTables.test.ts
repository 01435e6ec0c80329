import { describe, expect, it } from 'vitest'
import { WARGAMING_DATA_TABLES } from './referenceTables'

/**
 * The other data tables of seed 004 (nationality, movement, formation changes, visibility, ground scale) as printed.
 * Written from the data after the fidelity tests had compared every cell with seed 004's text; these hold without the
 * text (a fresh clone, or Stryker's sandbox, where the fidelity tests skip), so a changed or deleted cell fails here too.
 */
const byId = (id: string) => WARGAMING_DATA_TABLES.find((t) => t.id === id)

describe('data tables as printed (seed 004)', () => {
  it('the Tables tab lists them in this order', () => {
    expect(WARGAMING_DATA_TABLES.map((t) => t.id)).toEqual(['wargaming-nationality-factor', 'wargaming-leaders-french-allied', 'wargaming-leaders-russian', 'wargaming-leaders-british-allied', 'wargaming-leaders-prussian', 'wargaming-leaders-austrian', 'wargaming-leaders-spanish', 'wargaming-troops-french', 'wargaming-troops-bavarian', 'wargaming-troops-westphalian', 'wargaming-troops-wurttemberg', 'wargaming-troops-austrian', 'wargaming-troops-british-kgl', 'wargaming-troops-portuguese', 'wargaming-troops-spanish', 'wargaming-movement', 'wargaming-formation-change', 'wargaming-visibility', 'wargaming-ground-scale'])
  })

  it('Nationality factor', () => {
    expect(byId('wargaming-nationality-factor')).toEqual({
      id: 'wargaming-nationality-factor',
      title: 'Nationality factor',
      rule: { seed: '004', section: 'National Characteristics: Nationality Factor' },
      columns: ['Nationality', 'Factor'],
      rows: [
        ['French', 3],
        ['Spanish, Russian, Austrian pre-1809, Prussians in 1806', 1],
        ['All others', 2],
      ],
      notes: [
        'Ruling 10: Austrian pre-1809 = before 1809; Prussians in 1806 = 1806 only.',
      ],
    })
  })

  it('Movement (yards)', () => {
    expect(byId('wargaming-movement')).toEqual({
      id: 'wargaming-movement',
      title: 'Movement (yards)',
      rule: { seed: '004', section: 'Movement' },
      columns: ['Troop type', 'Line', 'Column / limbered', 'Road *', 'Manhandled', 'Skirmish (if allowed)'],
      rows: [
        ['Carts', '-', 160, 280, '-', '-'],
        ['Infantry', 240, 320, 400, '-', 320],
        ['Medium and Heavy Cavalry', 400, 440, 480, '-', '-'],
        ['Light Cavalry', 480, 520, 560, '-', 520],
        ['Foot Artillery', '-', 160, 280, 30, '-'],
        ['Horse Artillery', '-', 320, 380, 40, '-'],
        ['Leaders', '-', '-', 560, '-', 520],
      ],
      notes: [
        '* Troops must be in column of route formation and on a road to move at road speed.',
        'Contours: infantry and foot artillery −20 yd each, cavalry and horse artillery −40 yd each.',
        'Fords, fordable streams, woods, orchards, vineyards, marshes: half rate (not skirmishers). Tired: half rate.',
        'An about turn takes 1/4 of a move.',
      ],
    })
  })

  it('Changes of formation (proportion of a phase)', () => {
    expect(byId('wargaming-formation-change')).toEqual({
      id: 'wargaming-formation-change',
      title: 'Changes of formation (proportion of a phase)',
      rule: { seed: '004', section: 'Movement: Changes of formation and facing' },
      columns: ['Original formation', 'Line', 'Column', 'Square', 'Road column'],
      rows: [
        ['Line', '-', '1/2', '1/2', '1/2'],
        ['Column', '1/2', '-', '1/4', '1/4'],
        ['Square', '1/2', '1/4', '-', '1/2'],
        ['Road column', '1/2', '1/4', '1/2', '-'],
      ],
      notes: [
        'All troops are unformed while changing formation.',
        'Conscripts take double the above times.',
        'No change of formation 50 yards or closer to formed enemy units (excluding skirmishers).',
      ],
    })
  })

  it('Visibility: dead ground (yards)', () => {
    expect(byId('wargaming-visibility')).toEqual({
      id: 'wargaming-visibility',
      title: 'Visibility: dead ground (yards)',
      rule: { seed: '004', section: 'Visibility' },
      columns: ['Obstruction', 'Observer on Level ground', 'Observer on 1 contour', 'Observer on 2 contours', 'Observer on 3 contours', 'Observer on 4 contours'],
      rows: [
        ['1 contour', 'X', 'X', 200, 150, 100],
        ['2 contours', 'X', 'X', 'X', 150, 100],
        ['3 contours', 'X', 'X', 'X', 'X', 100],
        ['4 contours', 'X', 'X', 'X', 'X', 'X'],
        ['Smoke', 'X', 150, 75, 30, 10],
        ['Infantry battalion', 100, 50, 25, 0, 0],
        ['Cavalry regiment', 150, 75, 30, 10, 0],
        ['Artillery battery', 50, 25, 0, 0, 0],
        ['Skirmishers', 30, 0, 0, 0, 0],
      ],
      notes: [
        'X = no visibility beyond the obstruction at all.',
        'A tree or house is equivalent to one contour high.',
      ],
    })
  })

  it('Ground scale and bases', () => {
    expect(byId('wargaming-ground-scale')).toEqual({
      id: 'wargaming-ground-scale',
      title: 'Ground scale and bases',
      rule: { seed: '004', section: 'Scale and Equipment: Ground Scale' },
      columns: ['Figures', '1 mm ='],
      rows: [
        ['5 mm', '2 yards'],
        ['15 mm', '1.5 yards'],
        ['25 mm', '1 yards'],
      ],
      notes: [
        'Infantry base: 36 × 24 yards',
        'Skirmishers base: up to 108 × 24 yards',
        'Cavalry base: 50 × 36 yards',
        'Artillery base: 36 × 36 yards',
        'Scaling up: a base as a battalion at 25 mm → 1 yard = 0.25 mm (divide distances by four).',
      ],
    })
  })
})
