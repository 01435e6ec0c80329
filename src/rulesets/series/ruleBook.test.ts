import { describe, expect, it } from 'vitest'
import type { Json } from '@/model/types'
import { EMPTY_FORMATIONS_TABLE } from '@/engine/series/formationsTable'
import { fireTableFromGrid, FIRE_RECORD_ID, FORMATIONS_RECORD_ID, formationsTableWith, meleeTableFromGrid, MELEE_RECORD_ID } from './ownerTables'
import { FIRE_ENTRY, FORMATIONS_ENTRY, MELEE_ENTRY, ruleBook } from './ruleBook'

const json = <T>(x: T) => JSON.parse(JSON.stringify(x)) as T
const j = (x: unknown) => x as Json
const FIRE = json(fireTableFromGrid({ columns: ['1-3', '4+'], rows: [{ die: '1-3', cells: ['-', '*'] }, { die: '4-6', cells: ['1', '2'] }] }, 'Anna'))
const MELEE = json(meleeTableFromGrid({ columns: ['1:1', '3:1'], rows: [{ die: '1-6', cells: ['1/1', '0/D1'] }] }, 'Anna'))
const messageOf = (f: () => unknown) => { try { f(); return null } catch (e) { return (e as Error).message } }

describe('the series rule book: the play aid\'s three tables (3.6)', () => {
  it('lists the Fire, Melee and Formations Tables under the ids the Play aid tab has always saved', () => {
    expect(ruleBook.entries.map((e) => [e.id, e.title, e.kind])).toEqual([
      [FIRE_RECORD_ID, 'Fire Table', 'table'], [MELEE_RECORD_ID, 'Melee Table', 'table'], [FORMATIONS_RECORD_ID, 'Formations Table', 'table']])
    expect(ruleBook.entries.every((e) => e.id.startsWith('series-') && /seed 001, 3\.6/.test(e.note))).toBe(true)
  })
  it('opens each entry\'s own editor', async () => {
    for (const e of ruleBook.entries) expect(await e.editor()).toHaveProperty('default')
  })
  it('reads a stored table back as it is stored, dropping what is not part of it', () => {
    expect(FIRE_ENTRY.check({ ...FIRE, extra: 'x' })).toEqual(FIRE)
    expect(MELEE_ENTRY.check(MELEE)).toEqual(MELEE)
  })
  it('refuses data that is not a table, in words that say where, quoting at most 100 characters', () => {
    expect(messageOf(() => FIRE_ENTRY.check(null))).toMatch(/^Fire Table: /)
    expect(messageOf(() => FIRE_ENTRY.check({ ...FIRE, rows: [null] }))).toMatch(/^Fire Table: rows\[0\]/)
    expect(messageOf(() => FIRE_ENTRY.check({ ...FIRE, rows: [{ ...FIRE.rows[0], cells: ['-', 'y'.repeat(500)] }] }))).toMatch(/^Fire Table: rows\[0\]\.cells\[1\]/)
    expect(messageOf(() => FIRE_ENTRY.check({ ...FIRE, rows: [{ ...FIRE.rows[0], cells: ['-', '9x'] }] }))).toBe('Fire Table die row 1–3, fire value 4+: a Fire Table result is "-", "*" or a number of steps such as "1", not "9x".')
    expect(messageOf(() => FIRE_ENTRY.check({ ...FIRE, columns: [], rows: [] }))).toBe('The Fire Table is empty (enter from your play aid).')
    expect(messageOf(() => MELEE_ENTRY.check({ ...MELEE, columns: [{ attacker: 3, defender: 1 }, { attacker: 1, defender: 1 }] }))).toMatch(/must be better for the attacker/)
    const huge = messageOf(() => FIRE_ENTRY.check({ ...FIRE, columns: Array.from({ length: 31 }, (_, i) => ({ min: i, max: i })) }))
    expect(huge).toMatch(/^Fire Table: columns/)
    expect(huge!.length).toBeLessThan(300)
  })
  it('says what is missing: a table not entered, then nothing', () => {
    expect(FIRE_ENTRY.status(undefined)).toEqual({ filled: 0, total: 0, summary: 'Not entered: every fire result is read on the play aid and typed, with no odds' })
    expect(FIRE_ENTRY.status(j(FIRE))).toEqual({ filled: 4, total: 4, summary: '' })
    expect(MELEE_ENTRY.status(undefined).summary).toMatch(/^Not entered: every melee result/)
    expect(MELEE_ENTRY.status(j(MELEE))).toEqual({ filled: 2, total: 2, summary: '' })
  })
  it('the Formations Table counts its empty cells, one row per formation of chapter 4', () => {
    const total = EMPTY_FORMATIONS_TABLE.rows.length * 5
    expect(FORMATIONS_ENTRY.status(undefined)).toEqual({ filled: 0, total, summary: `${total} of ${total} cells empty` })
    const one = json(formationsTableWith(EMPTY_FORMATIONS_TABLE, 'infantry', 'square', 'morale', '+2'))
    expect(FORMATIONS_ENTRY.status(j(one))).toEqual({ filled: 1, total, summary: `${total - 1} of ${total} cells empty` })
    expect(messageOf(() => FORMATIONS_ENTRY.check({ ...one, rows: [...one.rows, one.rows[0]] }))).toMatch(/^Formations Table: rows/)
    expect(messageOf(() => FORMATIONS_ENTRY.check({ ...one, rows: [one.rows[0], one.rows[0]] }))).toBe('Formations Table: infantry line is listed twice.')
    expect(messageOf(() => FORMATIONS_ENTRY.check({ ...one, rows: [{ ...one.rows[0], type: 'cavalry', formation: 'square' }] }))).toBe('Formations Table: cavalry has no "square" formation (chapter 4).')
    // A pack with fewer rows reads as the whole table, the others empty.
    expect(FORMATIONS_ENTRY.check({ ...one, rows: one.rows.filter((r) => r.formation === 'square') })).toEqual(one)
  })
  it('lines a diff compares: the headings, then one per die row; one per formation', () => {
    expect(FIRE_ENTRY.lines(j(FIRE))).toEqual([
      { key: 'columns', label: 'Fire Table, fire value columns', text: '1–3 4+' },
      { key: 'die 1–3', label: 'Fire Table, die 1–3', text: '- *' },
      { key: 'die 4–6', label: 'Fire Table, die 4–6', text: '1 2' },
    ])
    expect(MELEE_ENTRY.lines(j(MELEE))[0]).toEqual({ key: 'columns', label: 'Melee Table, odds columns', text: '1:1 3:1' })
    const one = json(formationsTableWith(EMPTY_FORMATIONS_TABLE, 'infantry', 'square', 'morale', '+2'))
    const sq = FORMATIONS_ENTRY.lines(j(one)).find((l) => l.key === 'infantry square')
    expect(sq?.text).toBe('movement: — · fire: — · melee attack: — · melee defence: — · morale: +2')
    expect(sq?.label).toMatch(/^Formations Table, /)
  })
})
