import { describe, expect, it } from 'vitest'
import { parseNumber } from '@/calc/parseNumber'
import { testSetup } from '@/test-utils/battles'
import { distanceReadout, fireDistanceBounds } from './fireDistance'

describe('fire distance bounds (issue 21: 1234567890 cm was taken and shown as 18518518350 yd)', () => {
  it('at 15 mm in cm the tape goes to 86.7 cm: 1300 yd, the last column of the range table', () => {
    const b = fireDistanceBounds(testSetup({ figureScale: 15, tableUnit: 'cm' }))!
    expect(b).toEqual({ min: 0, max: 86.7, hint: 'up to 86.7 cm: 1300 yd, the longest range in the tables' })
    expect(distanceReadout(86.7, testSetup({ figureScale: 15, tableUnit: 'cm' })).yards).toBeGreaterThanOrEqual(1300)
  })

  it('follows the scale: 25 mm in inches, and scaled down by 4', () => {
    expect(fireDistanceBounds(testSetup({ figureScale: 25, tableUnit: 'in' }))!.max).toBe(51.2)
    expect(fireDistanceBounds(testSetup({ figureScale: 25, tableUnit: 'mm', scaleFactor: 4 }))!.max).toBe(325)
  })

  it('a reading of 1234567890 cm is refused with the bounds in words; 6 cm is read', () => {
    const b = fireDistanceBounds(testSetup({ figureScale: 15, tableUnit: 'cm' }))!
    expect(parseNumber('1234567890', b)).toEqual({ ok: false, message: 'Enter a number from 0 to 86.7.' })
    expect(parseNumber('abc', b).ok).toBe(false)
    expect(parseNumber('6', b)).toEqual({ ok: true, value: 6 })
  })

  it('no bounds without a figure scale', () => {
    expect(fireDistanceBounds(testSetup({ figureScale: undefined }))).toBeNull()
  })
})
