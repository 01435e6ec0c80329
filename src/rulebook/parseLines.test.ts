import { describe, expect, it } from 'vitest'
import { nameKey, parseLines, type LinesShape } from './parseLines'

const shape: LinesShape = {
  columns: [
    { key: 'sp', label: 'SP', kind: 'int', min: 1, max: 12 },
    { key: 'arm', label: 'Arm', kind: 'pick', options: ['Infantry', 'Cavalry'] },
  ],
  known: [{ id: 'u1', name: 'Général Bachelu' }, { id: 'u2', name: 'Foy' }],
  unknown: 'report',
}
const messages = (r: ReturnType<typeof parseLines>) => (r.ok ? [] : r.problems.map((p) => p.message))

describe('parseLines', () => {
  it('reads a name with spaces then its values, matching names without case or accents', () => {
    const r = parseLines('general bachelu 6 infantry\n\nFOY\t4\tCavalry', shape)
    expect(r).toEqual({
      ok: true,
      units: [
        { line: 1, name: 'general bachelu', id: 'u1', values: { sp: 6, arm: 'Infantry' } },
        { line: 3, name: 'FOY', id: 'u2', values: { sp: 4, arm: 'Cavalry' } },
      ],
    })
  })

  it('reports an unknown name, or accepts it as new when the caller says so', () => {
    expect(messages(parseLines('Bylant 3 Infantry', shape))).toEqual(['Line 1: no unit called ‘Bylant’ in this list.'])
    const r = parseLines('Bylandt, 3, Infantry', { ...shape, unknown: 'new' })
    expect(r.ok && r.units[0]).toEqual({ line: 1, name: 'Bylandt', id: null, values: { sp: 3, arm: 'Infantry' } })
  })

  it('names the line and the value for every problem, keeping all of them', () => {
    expect(messages(parseLines('Foy 13 Infantry\nBachelu\nGénéral Bachelu 2,5 Horse', shape))).toEqual([
      'Line 1: Foy: ‘13’: SP: enter a whole number from 1 to 12.',
      'Line 2: 0 values after the name; expected 2 (SP, Arm).',
      'Line 3: Général Bachelu: ‘2,5’: SP: enter a whole number from 1 to 12; Arm: ‘Horse’ is not one of Infantry, Cavalry.',
    ])
  })

  it('refuses a unit pasted twice, "1,500", and an empty paste', () => {
    expect(messages(parseLines('Foy 3 Infantry\nfoy 4 Cavalry', shape))).toEqual(['Line 2: ‘foy’ is already on line 1.'])
    const big = { ...shape, columns: [{ key: 'men', label: 'Men', kind: 'int' as const, min: 0, max: 9999 }] }
    expect(messages(parseLines('Foy 1,500', big))[0]).toMatch(/^Line 1: Foy: Men: “1,500” could be read two ways/)
    expect(messages(parseLines('\n  \n', shape))).toEqual(['Nothing pasted: one unit per line, its name then its values.'])
  })

  it('takes "-" as no value only in an optional column', () => {
    const sp = { key: 'sp', label: 'SP', kind: 'int', min: 1, max: 12 } as const
    const r = parseLines('Foy -', { ...shape, columns: [{ ...sp, optional: true }] })
    expect(r.ok && r.units[0]?.values).toEqual({ sp: null })
    expect(messages(parseLines('Foy -', { ...shape, columns: [sp] }))).toEqual(['Line 1: Foy: SP needed.'])
  })

  it('caps the number of units', () => {
    expect(messages(parseLines('a 1 Infantry\nb 2 Infantry', { ...shape, unknown: 'new', maxLines: 1 }))).toEqual(['2 units pasted; at most 1.'])
  })

  it('compares names without case, accents or doubled spaces', () => {
    expect(nameKey('  Général   NEY ')).toBe('general ney')
    expect(nameKey('D’Erlon')).toBe(nameKey("D'Erlon"))
  })
})
