import { describe, expect, it } from 'vitest'
import { D66_RESULTS } from '@/engine/waterloo/ownerTables'
import { readD66Lines } from './d66Lines'

describe('an 11–66 table pasted as lines (seed 002, A-3)', () => {
  it('36 lines, one result each, or ranges as a player aid prints them (test words, not the player aid\'s)', () => {
    const all = readD66Lines(D66_RESULTS.map((k) => `${k} entry ${k}`).join('\n'))
    expect(all.ok && Object.keys(all.entries).length).toBe(36)
    const r = readD66Lines('11-16 Hold\n21 – 23: Advance one hex\n24–66 Attack')
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect([r.entries['11'], r.entries['16'], r.entries['22'], r.entries['23'], r.entries['24'], r.entries['66']]).toEqual(['Hold', 'Hold', 'Advance one hex', 'Advance one hex', 'Attack', 'Attack'])
    expect(Object.keys(r.entries)).toHaveLength(36)
  })
  it('a result no two dice make, one given twice, a range backwards or a line without an entry: said by line, nothing kept', () => {
    const r = readD66Lines('17 Hold\n11-13 A\n12 B\n31-25 C\nHold\n61')
    expect(r).toEqual({ ok: false, problems: [
      { line: 1, message: 'Line 1: 17 is not an 11–66 result (each die 1–6).' },
      { line: 3, message: 'Line 3: 12 is already on line 2.' },
      { line: 4, message: 'Line 4: 31–25 runs backwards.' },
      { line: 5, message: 'Line 5: ‘Hold’ does not start with an 11–66 result and its entry.' },
      { line: 6, message: 'Line 6: ‘61’ does not start with an 11–66 result and its entry.' },
    ] })
    expect(readD66Lines('  \n')).toEqual({ ok: false, problems: [{ line: 0, message: 'Nothing pasted: one result per line, "11 Hold" or "11-16 Hold".' }] })
    expect(readD66Lines(`11 ${'x'.repeat(201)}`).ok).toBe(false)
  })
})
