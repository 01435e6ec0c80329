import { describe, expect, it } from 'vitest'
import * as D from './index'

/**
 * The printed numbers and words of seed 004 that the data files hold beside the tables (Basing, Figure Ratio and
 * Time, Movement, Changes of Formation, Visibility, Nationality Factor…), and the leader and troop objects the
 * screens use, tied to the tables asserted cell by cell in printedLeaders / printedTroops. Written from the data
 * after the fidelity tests had compared it with the text; these hold without the text.
 */
describe('seed 004 values held as constants', () => {
  it('BASE_SIZES', () => expect(D.BASE_SIZES).toEqual([{ arm: 'Infantry', widthYards: 36, depthYards: 24, figures: 6 }, { arm: 'Skirmishers', widthYards: 108, depthYards: 24, figures: null, upTo: true }, { arm: 'Cavalry', widthYards: 50, depthYards: 36, figures: 4 }, { arm: 'Artillery', widthYards: 36, depthYards: 36, figures: 4 }]))
  it('BASES_PER_UNIT', () => expect(D.BASES_PER_UNIT).toEqual({ infantryBattalion: { standard: 4, small: 3, large: 6 }, cavalryRegiment: { usualMin: 1, usualMax: 6, largeMin: 8, largeMax: 10 }, artillery: { gunsPerBase: 3, basesPerSixGunBattery: 2 } }))
  it('FIGURE_RATIO_MEN', () => expect(D.FIGURE_RATIO_MEN).toEqual(30))
  it('TURN_MINUTES', () => expect(D.TURN_MINUTES).toEqual(30))
  it('FORMATIONS', () => expect(D.FORMATIONS).toEqual(['Line', 'Column', 'Square', 'Road column']))
  it('FORMATION_CHANGE', () => expect(D.FORMATION_CHANGE).toEqual({ Line: ['-', '1/2', '1/2', '1/2'], Column: ['1/2', '-', '1/4', '1/4'], Square: ['1/2', '1/4', '-', '1/2'], 'Road column': ['1/2', '1/4', '1/2', '-'] }))
  it('CONSCRIPT_TIME_MULTIPLIER', () => expect(D.CONSCRIPT_TIME_MULTIPLIER).toEqual(2))
  it('NO_FORMATION_CHANGE_WITHIN_YARDS', () => expect(D.NO_FORMATION_CHANGE_WITHIN_YARDS).toEqual(50))
  it('GROUND_SCALE_YARDS_PER_MM', () => expect(D.GROUND_SCALE_YARDS_PER_MM).toEqual({ '5': 2, '15': 1.5, '25': 1 }))
  it('FIGURE_SCALES', () => expect(D.FIGURE_SCALES).toEqual([5, 15, 25]))
  it('LEADER_NATIONS', () => expect(D.LEADER_NATIONS).toEqual(['French & Allied', 'Russian', 'British & Allied', 'Prussian', 'Austrian', 'Spanish']))
  it('MOVEMENT_FORMATIONS', () => expect(D.MOVEMENT_FORMATIONS).toEqual(['Line', 'Column / limbered', 'Road *', 'Manhandled', 'Skirmish (if allowed)']))
  it('MOVEMENT', () => expect(D.MOVEMENT).toEqual([{ troopType: 'Carts', line: null, columnOrLimbered: 160, road: 280, manhandled: null, skirmish: null }, { troopType: 'Infantry', line: 240, columnOrLimbered: 320, road: 400, manhandled: null, skirmish: 320 }, { troopType: 'Medium and Heavy Cavalry', line: 400, columnOrLimbered: 440, road: 480, manhandled: null, skirmish: null }, { troopType: 'Light Cavalry', line: 480, columnOrLimbered: 520, road: 560, manhandled: null, skirmish: 520 }, { troopType: 'Foot Artillery', line: null, columnOrLimbered: 160, road: 280, manhandled: 30, skirmish: null }, { troopType: 'Horse Artillery', line: null, columnOrLimbered: 320, road: 380, manhandled: 40, skirmish: null }, { troopType: 'Leaders', line: null, columnOrLimbered: null, road: 560, manhandled: null, skirmish: 520 }]))
  it('ROAD_NOTE', () => expect(D.ROAD_NOTE).toEqual('Troops must be in column of route formation and on a road to move at road speed.'))
  it('CONTOUR_DEDUCTION_YARDS', () => expect(D.CONTOUR_DEDUCTION_YARDS).toEqual({ Infantry: 20, 'Foot Artillery': 20, 'Medium and Heavy Cavalry': 40, 'Light Cavalry': 40, 'Horse Artillery': 40 }))
  it('HALF_RATE_TERRAIN', () => expect(D.HALF_RATE_TERRAIN).toEqual(['fords', 'fordable streams', 'woods', 'orchards', 'vineyards', 'marshes']))
  it('HALF_RATE_TERRAIN_FACTOR', () => expect(D.HALF_RATE_TERRAIN_FACTOR).toEqual(0.5))
  it('ARTILLERY_AND_CARTS_TERRAIN_NOTE', () => expect(D.ARTILLERY_AND_CARTS_TERRAIN_NOTE).toEqual('Artillery and carts may only cross rivers at a bridge and are only allowed to pass through woods, orchards, vineyards or marshes if on a road.'))
  it('TIRED_RATE_FACTOR', () => expect(D.TIRED_RATE_FACTOR).toEqual(0.5))
  it('ABOUT_TURN_FRACTION', () => expect(D.ABOUT_TURN_FRACTION).toEqual(0.25))
  it('WEATHER_TURNS_BEFORE_HALVING', () => expect(D.WEATHER_TURNS_BEFORE_HALVING).toEqual(3))
  it('WEATHER_RATE_FACTOR', () => expect(D.WEATHER_RATE_FACTOR).toEqual(0.5))
  it('NO_DEDUCTION_OBSTACLES', () => expect(D.NO_DEDUCTION_OBSTACLES).toEqual(['fences', 'hedges', 'walls']))
  it('TROOP_NATIONS', () => expect(D.TROOP_NATIONS).toEqual(['French', 'Bavarian', 'Westphalian', 'Wurttemberg', 'Austrian', 'British/KGL', 'Portuguese', 'Spanish']))
  it('ARMS', () => expect(D.ARMS).toEqual(['Infantry', 'Cavalry', 'Artillery']))
  it('NATIONALITIES', () => expect(D.NATIONALITIES).toEqual(['French', 'Bavarian', 'Westphalian', 'Wurttemberg', 'Austrian', 'British/KGL', 'Portuguese', 'Spanish', 'Russian', 'Prussian', 'Other']))
  it('NATIONALITY_FACTOR_TABLE', () => expect(D.NATIONALITY_FACTOR_TABLE).toEqual([{ nationalities: 'French', factor: 3 }, { nationalities: 'Spanish, Russian, Austrian pre-1809, Prussians in 1806', factor: 1 }, { nationalities: 'All others', factor: 2 }]))
  it('OBSERVER_LEVELS', () => expect(D.OBSERVER_LEVELS).toEqual(['Level ground', '1 contour', '2 contours', '3 contours', '4 contours']))
  it('DEAD_GROUND', () => expect(D.DEAD_GROUND).toEqual([{ obstruction: '1 contour', cells: ['X', 'X', 200, 150, 100] }, { obstruction: '2 contours', cells: ['X', 'X', 'X', 150, 100] }, { obstruction: '3 contours', cells: ['X', 'X', 'X', 'X', 100] }, { obstruction: '4 contours', cells: ['X', 'X', 'X', 'X', 'X'] }, { obstruction: 'Smoke', cells: ['X', 150, 75, 30, 10] }, { obstruction: 'Infantry battalion', cells: [100, 50, 25, 0, 0] }, { obstruction: 'Cavalry regiment', cells: [150, 75, 30, 10, 0] }, { obstruction: 'Artillery battery', cells: [50, 25, 0, 0, 0] }, { obstruction: 'Skirmishers', cells: [30, 0, 0, 0, 0] }]))
})

describe('leader and troop objects agree with the printed tables', () => {
  const rowsOf = (id: string) => D.WARGAMING_DATA_TABLES.find((t) => t.id === id)!.rows
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z]+/g, '-')

  it('every leader: [name, leadership, morale, command indecision] as its nation prints it (blank = not printed)', () => {
    expect(D.LEADERS).toHaveLength(235)
    for (const n of D.LEADER_NATIONS)
      expect(D.leadersOf(n).map((l) => [l.name, l.leadership ?? '', l.morale ?? '', l.commandIndecision ?? ''])).toEqual(rowsOf(`wargaming-leaders-${slug(n)}`))
  })

  it('ids are nation/name, "#2" on a name printed twice; ruling 12: Neubronn unrated, Brennier and Henestrosa twice', () => {
    const odd = D.LEADERS.filter((l) => l.printedTwice || l.printedWithoutRatings || l.id !== `${l.nation}/${l.name}`)
    expect(odd.map((l) => [l.id, l.printedTwice, l.printedWithoutRatings, l.leadership, l.morale, l.commandIndecision])).toEqual([
      ['French & Allied/Brennier', true, false, 2, 2, 2],
      ['French & Allied/Brennier #2', true, false, 2, 2, 2],
      ['French & Allied/Neubronn', false, true, null, null, null],
      ['Spanish/Henestrosa', true, false, 1, 1, 3],
      ['Spanish/Henestrosa #2', true, false, 1, 1, 3],
    ])
    expect(Object.keys(D.LEADERS[0]!)).toEqual(['id', 'name', 'nation', 'leadership', 'morale', 'commandIndecision', 'printedWithoutRatings', 'printedTwice'])
  })

  it('every troop type: its nation\'s printed row (fire "-" = null, Skirmish? Yes/No)', () => {
    expect(D.TROOP_TYPES).toHaveLength(87)
    for (const n of D.TROOP_NATIONS)
      expect(D.troopTypesOf(n).map((t) => [t.arm, t.troopType, t.fireFactor ?? '-', t.meleeFactor, t.moraleFactor, t.controlFactor, t.skirmish ? 'Yes' : 'No'])).toEqual(rowsOf(`wargaming-troops-${slug(n)}`))
    expect(D.TROOP_TYPES.every((t) => D.TROOP_NATIONS.includes(t.nation))).toBe(true)
    expect(Object.keys(D.TROOP_TYPES[0]!)).toEqual(['nation', 'arm', 'troopType', 'fireFactor', 'meleeFactor', 'moraleFactor', 'controlFactor', 'skirmish'])
  })
})
