import { describe, expect, it } from 'vitest'
import { testSetup } from '@/test-utils/battles'
import { convertDistance, ruler, scaleFactorDraft } from './ruler'

const find = (label: string, setup = testSetup()) => ruler(setup).flatMap((s) => s.lines).find((l) => l.label === label)

describe('ruler', () => {
  it('infantry in line: 240 yd = 16.0 cm at 15 mm (1 mm = 1.5 yd)', () => {
    // seed 004, Movement: Infantry Line 240; Ground Scale: 15 mm, 1 mm = 1.5 yd → 160 mm
    expect(find('Infantry, line')?.text).toBe('Infantry, line: 240 yd = 16.0 cm at 15 mm')
  })

  it('a "-" in the movement table gives no line (foot artillery cannot move in line)', () => {
    expect(find('Foot Artillery, line')).toBeUndefined()
    expect(find('Leaders, road')?.yards).toBe(560)
  })

  it('at 25 mm in inches, a brigade radius of 200 yd is 200 mm = 7.9 in', () => {
    expect(find('Brigade leader', testSetup({ figureScale: 25, tableUnit: 'in' }))?.table).toBe('7.9 in')
  })

  it('scaling down by 4 at 25 mm: 1 yd = 0.25 mm, so a 500 yd rout is 125 mm', () => {
    // seed 004, Scaling Up or Down: "1 yard equals 0.25 mm … divide the distances by four"
    const l = find('Rout, cavalry & horse artillery', testSetup({ figureScale: 25, tableUnit: 'mm', scaleFactor: 4 }))
    expect(l?.text).toBe('Rout, cavalry & horse artillery: 500 yd = 125 mm at 25 mm, scale ÷4')
  })

  it('musket bands stop where the table prints "-"; penetration is listed', () => {
    const labels = ruler(testSetup()).flatMap((s) => s.lines).map((l) => l.label).filter((l) => l.startsWith('Musket'))
    expect(labels).toEqual(['Musket, 0 - 50 yd (+1)', 'Musket, 50.1 - 100 yd (0)', 'Musket, 100.1 - 150 yd (-2)', 'Musket, 150.1 - 200 yd (-4)', 'Musket, penetration'])
  })

  it('the converter: 23 cm = 345 yd at 15 mm; a musket is out of range there, a 12 pdr is at -3', () => {
    const c = convertDistance(23, testSetup())
    expect(c.text).toBe('23 cm = 345 yd at 15 mm')
    expect(c.bands.find((b) => b.weapon === 'Musket')).toEqual({ weapon: 'Musket', band: '300.1 - 500', modifier: null })
    expect(c.bands.find((b) => b.weapon === '12 pdr')?.modifier).toBe(-3)
  })

  it('a battle without a figure scale is refused by name', () => {
    expect(() => ruler(testSetup({ figureScale: undefined }))).toThrow(expect.objectContaining({ field: 'figureScale' }))
  })

  it('scaling down is an undoable setup change; the same factor again is no change; 0 is refused', () => {
    expect(scaleFactorDraft(testSetup(), 4)?.label).toBe('Scale: distances divided by 4')
    expect(scaleFactorDraft(testSetup({ scaleFactor: 4 }), 1)?.label).toBe('Scale: standard scale (1:30)')
    expect(scaleFactorDraft(testSetup(), 1)).toBeNull()
    expect(() => scaleFactorDraft(testSetup(), 0)).toThrow(expect.objectContaining({ field: 'scaleFactor' }))
  })
})
