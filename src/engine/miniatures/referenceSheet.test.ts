import { describe, expect, it } from 'vitest'
import { disorderCapacity } from './disorder'
import { sectorOf, SECTORS, TABLE_DEPTH_CM, TABLE_WIDTH_CM, SECTOR_WIDTH_CM } from './gamingTable'
import { movementOption, unitType } from './referenceSheet'
import { HALF_SEGMENT_MM, RANGE_BAND_NAMES, RULER_SEGMENTS, SEGMENT_MM } from './ruler'
import { OPEN, terrain } from './terrain'

describe('reference sheet rows by distance moved (seed 003, Reference Sheet; 6.0 "the unused distance is lost")', () => {
  it('infantry: 0 or 1 segment → "1 and"; 1.5 or 2 → "2" (NO fire); more is refused', () => {
    const g = unitType('old-guard')
    expect(movementOption(g, 0).move).toBe(1)
    expect(movementOption(g, 1).move).toBe(1)
    expect(movementOption(g, 1.5).move).toBe(2)
    expect(movementOption(g, 2).fire).toEqual(['NO', 'NO', '-', '-', '-'])
    expect(() => movementOption(g, 2.1)).toThrow('Old Guard cannot move 2.1 segments (reference sheet: at most 2).')
    expect(() => movementOption(unitType('heavy-artillery'), 2)).toThrow('Heavy Artillery cannot move 2 segments (reference sheet: at most 1).')
    expect(() => movementOption(g, -1)).toThrow('moved must be 0 or more segments, got -1.')
    expect(() => movementOption(g, Number.NaN)).toThrow(/moved must be 0 or more/)
  })
  it('garrison does not move ("no"); a general moves 3; 1 segment for a garrison is refused', () => {
    expect(movementOption(unitType('garrison'), 0).move).toBe('no')
    expect(() => movementOption(unitType('garrison'), 1)).toThrow('Garrison cannot move 1 segment (reference sheet: at most 0).')
    expect(movementOption(unitType('general'), 3).move).toBe(3)
  })
  it('disorder capacity from the "disor." column: infantry 4, cavalry 3, artillery 3, general 1, garrison 1', () => {
    expect(['french-infantry', 'light-cavalry', 'medium-artillery', 'general', 'garrison'].map((id) => disorderCapacity(id))).toEqual([4, 3, 3, 1, 1])
    expect(disorderCapacity(unitType('old-guard'))).toBe(4)
    expect(() => unitType('tank')).toThrow(/unit type: the reference sheet has no unit type "tank" \(known: old-guard, /)
  })
})

describe('ruler, table and terrain constants as printed (seed 003, 1.3, 2.1, 8.0)', () => {
  it('8 cm segments, 4 cm halves, 5 on the ruler; 180 × 120 cm table in 60 cm sectors', () => {
    expect([SEGMENT_MM, HALF_SEGMENT_MM, RULER_SEGMENTS]).toEqual([80, 40, 5])
    expect([TABLE_WIDTH_CM, TABLE_DEPTH_CM, SECTOR_WIDTH_CM]).toEqual([180, 120, 60])
    expect(SECTORS).toEqual(['left', 'centre', 'right'])
    expect(RANGE_BAND_NAMES).toEqual({ 1: 'close 1', 2: 'med. 2', 3: '1/2 lun 3', 4: 'long 4', 5: 'max 5' })
    expect(sectorOf(1800, 'mm')).toBe('right')
    expect(() => sectorOf(180.1)).toThrow('position 180.1 cm is off the 180 cm table.')
  })
  it('terrain by id: open when unsaid; built-up areas are farm, town and fortified only', () => {
    expect(terrain(undefined)).toBe(OPEN)
    expect(terrain('open')).toBe(OPEN)
    expect(OPEN).toEqual({ id: 'open', name: 'open ground', movement: '-', protection: '-', firingFrom: null, los: '-', builtUp: false })
    expect(['wood', 'orchard', 'hill', 'farm', 'town', 'fortified', 'stream', 'bridge', 'field', 'impassable'].filter((id) => terrain(id).builtUp)).toEqual(['farm', 'town', 'fortified'])
    expect(() => terrain('jungle', 'targetTerrain')).toThrow('targetTerrain: the terrain table has no "jungle" (known: open, wood, orchard, hill, farm, town, fortified, stream, bridge, field, impassable).')
    expect(() => terrain('jungle')).toThrow(/^terrain: the terrain table/)
  })
})

describe('unit type names on screen (issue 21: "(H)/(M)/(L)" shown)', () => {
  it('say the words, no abbreviation; the reference sheet keeps the printed name', async () => {
    const { UNIT_TYPES } = await import('./referenceSheet')
    for (const t of UNIT_TYPES) expect(t.name, t.id).not.toMatch(/\([HML]\)/)
    expect(unitType('dragons-lanciers')).toMatchObject({ name: 'Medium Cavalry (dragoons, lancers)', printed: 'Dragons/Lanciers (M)' })
  })
})
