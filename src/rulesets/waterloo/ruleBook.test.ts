import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { countersRecordOf } from './counters'
import { readCounterLines } from './counterLines'
import { readForceLines } from './forceLines'
import { waterloo } from './index'
import { ruleBook } from './ruleBook'

const entry = (id: string) => ruleBook.entries.find((e) => e.id === id)!
/** Test values, not read from any counter. */
const ELEVEN = ['Chasse', 'Cooke', 'Kielmansegge', 'Alten', 'Bylandt', 'Saxe-Weimar', 'Halkett', 'Mitchell', 'Clinton', 'Kruse', 'Lambert']
  .map((n) => `${n} infantry 4 1 4 3 1 3`).join('\n')

describe('waterloo rule book (issue 24)', () => {
  it('five entries under the ids the Player aid tab stored, kinds as the text names them', () => {
    expect(ruleBook.entries.map((e) => [e.id, e.kind])).toEqual([
      ['waterloo-counters', 'counters'], ['waterloo-order-of-battle', 'forces'], ['waterloo-corps-activation', 'table'],
      ['waterloo-old-nosey', 'commanders'], ['waterloo-alte-vorwarts', 'commanders']])
    for (const t of waterloo.ownerTables) expect(ruleBook.entries.some((e) => e.id === t.id)).toBe(true)
  })
  it('counters: 38 of 38 need values with nothing entered (the text prints no whole counter); 27 of 38 after 11 pasted', () => {
    const c = entry('waterloo-counters')
    expect(c.status(undefined)).toEqual({ filled: 0, total: 38, summary: '38 of 38 counters need values' })
    const r = readCounterLines(ELEVEN)
    if (!r.ok) throw new Error('paste')
    const data = countersRecordOf(undefined, r.entries, '', 1).data
    expect(c.status(c.check(data)).summary).toBe('27 of 38 counters need values')
    expect(c.lines(data)[0]).toEqual({ key: 'aa-chasse', label: 'Chasse', text: 'infantry · Fresh 4 1 4 · Battleworn 3 1 3' })
    // Foy: only type and his Battleworn SP and AF are missing (F-2, F-4 print the rest).
    const foy = readCounterLines('Foy infantry 5 2 4 2 1 3')
    if (!foy.ok) throw new Error('paste')
    expect(c.status(countersRecordOf(undefined, foy.entries, '', 1).data).filled).toBe(1)
  })
  it('counters: a hostile record is refused with a message, never read', () => {
    const c = entry('waterloo-counters')
    expect(() => c.check(null)).toThrow(/Counter values: /)
    expect(() => c.check({ units: { 'fr-nobody': {} } })).toThrow('no unit "fr-nobody" in the order of battle')
    expect(() => c.check({ units: { 'fr-foy': { fresh: { elanRating: 9 } } } })).toThrow('Foy, Fresh ER')
    expect(() => c.check({ units: { 'fr-foy': { type: 'dragoon' } } })).toThrow(/Counter values: units/)
    expect(c.status({ units: 'x' })).toEqual({ filled: 0, total: 38, summary: '38 of 38 counters need values' })
  })
  it('order of battle: names the Corps still without units; Milhaud\'s needs both of its two (L)', () => {
    const f = entry('waterloo-order-of-battle')
    expect(f.status(undefined).summary).toBe('11 of 11 Corps have no units yet: D\'Erlon, Lobau, Milhaud, Bulow, Pirch I, Ziethen, Thielemann, Vandamme, Gerard, Pajol, Exelmans')
    const r = readForceLines('Marcognet D\'Erlon infantry 5 2 4 3 1 3\nCuirassiers Milhaud HC 4 1 5 3 1 4')
    if (!r.ok) throw new Error('paste')
    const data = f.check({ units: r.units })
    expect(f.status(data)).toMatchObject({ filled: 1, total: 11 })
    expect(f.status(data).summary).toMatch(/^10 of 11 Corps have no units yet: Lobau, Milhaud,/)
    expect(f.lines(data)[1]).toEqual({ key: 'rb-fr-IVC-cuirassiers', label: 'Cuirassiers (Milhaud\'s IV CAV CORPS (IVC))', text: 'cavalry HC · Fresh 4 1 5 · Battleworn 3 1 4' })
  })
  it('11–66 tables: 36 results; a key that is no 11–66 result or an entry too long is refused', () => {
    const t = entry('waterloo-old-nosey')
    expect(t.status(undefined).summary).toBe('36 of 36 results need entries')
    const data = t.check({ entries: { 11: 'Hold', 66: 'Attack' } })
    expect(t.status(data)).toEqual({ filled: 2, total: 36, summary: '34 of 36 results need entries' })
    expect(t.lines(data).map((l) => [l.key, l.text])).toEqual([['11', 'Hold'], ['66', 'Attack']])
    expect(() => t.check({ entries: { 17: 'x' } })).toThrow('17 is not an 11–66 result')
    expect(() => t.check({ entries: { 11: 'x'.repeat(201) } })).toThrow('at most 200 characters')
    expect(() => t.check({ entries: [1] })).toThrow(/Old Nosey Table/)
  })
})

describe('waterloo rule book entries against hostile data (what a pack or a battle file may carry)', () => {
  it('check either returns data that status and lines read, or throws an Error with a short message; never another failure', () => {
    const anyJson = fc.jsonValue({ maxDepth: 4 })
    const near = (e: (typeof ruleBook.entries)[number]) => {
      const units = fc.dictionary(fc.constantFrom('fr-foy', 'aa-chasse', '__proto__', 'fr-chartrand', 'x'), fc.record({
        type: fc.constantFrom('infantry', 'cavalry', 'dragoon', null), cavalryWeight: fc.constantFrom('HC', 'LC', 'XX', null),
        fresh: fc.record({ strengthPoints: fc.oneof(fc.integer({ min: -2, max: 25 }), fc.double(), fc.constant(null)), elanRating: fc.integer({ min: 0, max: 8 }) }),
      }, { requiredKeys: [] }))
      const force = fc.record({ name: fc.string({ maxLength: 70 }), corps: fc.constantFrom('fr-I', 'fr-IG', 'aa-DET', 'pr-IV', 'nope'), type: fc.constantFrom('infantry', 'cavalry', 'artillery', 'x'),
        cavalryWeight: fc.constantFrom('HC', 'LC', null), smallUnit: fc.boolean(), heavyArtillery: fc.boolean(),
        fresh: fc.record({ strengthPoints: fc.integer({ min: -1, max: 21 }), artilleryFactor: fc.integer({ min: 0, max: 3 }), elanRating: fc.integer({ min: 0, max: 7 }) }),
        battleworn: fc.record({ strengthPoints: fc.integer({ min: 0, max: 5 }), artilleryFactor: fc.integer({ min: 0, max: 3 }), elanRating: fc.integer({ min: 1, max: 6 }) }) }, { requiredKeys: [] })
      if (e.kind === 'counters') return fc.record({ units })
      if (e.kind === 'forces') return fc.record({ units: fc.array(force, { maxLength: 5 }) })
      return fc.record({ entries: fc.dictionary(fc.constantFrom('11', '36', '66', '17', '__proto__', 'x'), fc.oneof(fc.string({ maxLength: 210 }), fc.integer())) })
    }
    for (const e of ruleBook.entries) {
      fc.assert(fc.property(fc.oneof(anyJson, near(e)), (data) => {
        let checked
        try { checked = e.check(data) } catch (err) {
          expect(err).toBeInstanceOf(Error)
          expect((err as Error).message.length).toBeLessThan(400)
          expect(err).not.toBeInstanceOf(TypeError)
          return
        }
        const s = e.status(checked)
        expect(s.filled).toBeLessThanOrEqual(s.total)
        for (const l of e.lines(checked)) expect(typeof l.text).toBe('string')
        expect(e.check(JSON.parse(JSON.stringify(checked)))).toEqual(checked)
      }), { numRuns: 600, seed: 24 })
    }
  })
})
