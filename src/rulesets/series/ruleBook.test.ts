import fc from 'fast-check'
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
  }, 30_000)
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

describe('series rule book entries against hostile data (what a pack or a battle file may carry)', () => {
  it('check either returns data that status, lines and a second check read alike, or throws an Error with a short message; never another failure', () => {
    const anyJson = fc.jsonValue({ maxDepth: 4 })
    const num = fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), fc.constant(null), fc.constant('4'))
    const band = fc.record({ min: num, max: num }, { requiredKeys: [] })
    const cell = fc.constantFrom('-', '*', '1', '2*', '0', '', '1,5', '7x', '1/1*', '0/D1', 'E/0', 'D2/D', 'x'.repeat(9))
    const rows = fc.array(fc.record({ die: band, cells: fc.array(cell, { maxLength: 4 }) }, { requiredKeys: [] }), { maxLength: 4 })
    const head = { id: fc.string({ maxLength: 130 }), title: fc.constantFrom('Fire Table', 'x'.repeat(121)), source: fc.string({ maxLength: 210 }) }
    /** A usable table of 1–3 columns and die rows, as an owner saves it. */
    const usable = (columns: unknown[], cells: string[]) => fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 3 })).chain(([c, r]) => fc.record({
      id: fc.constant('t'), title: fc.constant('Table'), source: fc.string({ maxLength: 200 }), columns: fc.constant(columns.slice(0, c)),
      rows: fc.tuple(...Array.from({ length: r }, (_, i) => fc.record({ die: fc.constant({ min: i + 1, max: i + 1 }), cells: fc.array(fc.constantFrom(...cells), { minLength: c, maxLength: c }) }))),
    }))
    const near = (id: string) => {
      if (id === FIRE_ENTRY.id) return fc.oneof(usable([{ min: 1, max: 1 }, { min: 2, max: 3 }, { min: 4, max: null }], ['-', '*', '1', '2*', '0']), nearFire())
      if (id === MELEE_ENTRY.id) return fc.oneof(usable([{ attacker: 1, defender: 2 }, { attacker: 1, defender: 1 }, { attacker: 3, defender: 1 }], ['1/1*', '0/D1', 'E/0', '0/D']), nearMelee())
      return nearOther()
    }
    const nearFire = () => fc.record({ ...head, columns: fc.array(band, { maxLength: 4 }), rows }, { requiredKeys: ['columns', 'rows'] })
    const nearMelee = () => fc.record({ ...head, columns: fc.array(fc.record({ attacker: num, defender: num }), { maxLength: 4 }), rows }, { requiredKeys: ['columns', 'rows'] })
    const nearOther = () => {
      const cells = fc.record({ movement: fc.string({ maxLength: 45 }), fire: cell, 'melee attack': cell, 'melee defence': cell, morale: cell }, { requiredKeys: [] })
      return fc.record({ ...head, rows: fc.array(fc.record({ type: fc.constantFrom('infantry', 'cavalry', 'artillery', 'dragoons'), formation: fc.constantFrom('line', 'square', 'limbered', '__proto__'), cells }), { maxLength: 16 }) })
    }
    for (const e of ruleBook.entries) {
      let read = 0
      fc.assert(fc.property(fc.oneof(anyJson, near(e.id)), (data) => {
        let checked
        try { checked = e.check(data) } catch (err) {
          expect(err).toBeInstanceOf(Error)
          expect(err).not.toBeInstanceOf(TypeError)
          expect((err as Error).message.length).toBeLessThan(400)
          return
        }
        const s = e.status(checked)
        expect(s.filled).toBeLessThanOrEqual(s.total)
        for (const l of e.lines(checked)) expect(typeof l.text).toBe('string')
        expect(e.check(JSON.parse(JSON.stringify(checked)))).toEqual(checked)
        read += 1
      }), { numRuns: 600, seed: 1 })
      // Some near-valid records read, so the branch after check is exercised too.
      expect(read, e.id).toBeGreaterThan(5)
    }
  })
})
