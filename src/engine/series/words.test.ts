import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { EMPTY_FIRE_TABLE, parseFireResult, validateFireTable } from './fireTable'
import { EMPTY_MELEE_TABLE, parseMeleeResult, validateMeleeTable } from './meleeTable'
import { lossModifier } from './lossTable'
import { MORALE_PURPOSE_NAMES, MORALE_PURPOSES } from './moraleInput'

/** Issue 21: raw ids and internal field names never reach the screen; what is shown is words. */
const msg = (f: () => unknown) => errorOf<RulesInputError>(f)
const PATH = /\w\.\w|\[\d+\]/

describe('words on screen, not ids or field paths', () => {
  it('a bad cell of a play-aid table is named by its die row and column, the path kept for the code only', () => {
    const fire = msg(() => validateFireTable({ ...EMPTY_FIRE_TABLE, columns: [{ min: 4, max: 5 }], rows: [{ die: { min: 1, max: 3 }, cells: ['x'] }] }))
    expect(fire.message).toBe('Fire Table die row 1–3, fire value 4–5: a Fire Table result is "-", "*" or a number of steps such as "1", not "x".')
    expect(fire.field).toBe('fireTable.rows[0].cells[0]')
    const melee = msg(() => validateMeleeTable({ ...EMPTY_MELEE_TABLE, columns: [{ attacker: 2, defender: 1 }], rows: [{ die: { min: 6, max: null }, cells: ['1'] }] }))
    expect(melee.message).toBe('Melee Table die row 6+, odds 2:1: a Melee Table result reads attacker/defender, such as "1/1*" or "0/D1", not "1".')
    expect(melee.message).not.toMatch(PATH)
  })
  it('a result the players typed is refused in words', () => {
    expect(msg(() => parseFireResult('7x')).message).toMatch(/^The result entered: /)
    expect(msg(() => parseMeleeResult('7x')).message).not.toMatch(/enteredResult/)
  })
  it('every reason for a morale check has a name in words with its section', () => {
    for (const p of MORALE_PURPOSES) {
      expect(MORALE_PURPOSE_NAMES[p]).toMatch(/^[a-z*][a-z* ,]+ \(\d+\.\d+\)$/)
      expect(MORALE_PURPOSE_NAMES[p]).not.toContain(p.includes('-') ? p : '\u0000')
    }
    expect(MORALE_PURPOSE_NAMES['retreat-through']).toBe('a disorganized unit retreats through its hex (10.1)')
  })
  it('an empty cell of the loss table reads as no modifier, not "blank"', () => {
    expect(lossModifier(7, 6).why).toBe('original 7, current 6: no modifier (the printed cell is empty)')
    expect(lossModifier(7, 6).why).not.toContain('blank')
  })
})
