import { describe, expect, it } from 'vitest'
import { ruleBook } from './ruleBook'

const line = (side: string, name: string) => ({ side, type: 'line-infantry', name, elements: 4, general: '', sector: null })

describe('boardgame rule book: the historical deployments "shown in the Italian rules" (seed 000, 13.1–13.3)', () => {
  it('one forces entry per historical scenario, citing its section', () => {
    expect(ruleBook.entries.map((e) => [e.id, e.kind, e.title])).toEqual([
      ['boardgame-forces-waterloo', 'forces', 'Waterloo (13.1): forces'],
      ['boardgame-forces-quatre-bras', 'forces', 'Quatre Bras (13.2): forces'],
      ['boardgame-forces-ligny', 'forces', 'Ligny (13.3): forces'],
    ])
    expect(ruleBook.entries[1]!.note).toBe('seed 000, 13.2 Quatre Bras: “Deploy units and generals as shown in the Italian rules”. The units and where they stand are not in this text: enter each side\'s units from the Italian rules; starting the scenario loads them into the roster.')
  })
  it('says what is still missing, side by side', () => {
    const e = ruleBook.entries[2]!
    expect(e.status(undefined)).toEqual({ filled: 0, total: 2, summary: 'Not entered: the deployment is shown in the Italian rules (13.3 Ligny)' })
    expect(e.status({ units: [line('french', 'A')] })).toEqual({ filled: 1, total: 2, summary: 'French 1 unit and 0 generals; Allied not entered' })
    expect(e.status({ units: [line('french', 'A'), line('allied', 'B')] })).toEqual({ filled: 2, total: 2, summary: '' })
    expect(e.status({ units: 'x' })).toEqual({ filled: 0, total: 2, summary: 'Not entered: the deployment is shown in the Italian rules (13.3 Ligny)' })
  })
  it('checks and lines through the forces reader', () => {
    const e = ruleBook.entries[0]!
    expect(() => e.check({ units: [line('french', '')] })).toThrow('Line 1: give a name.')
    expect(e.lines({ units: [line('allied', 'B')] })).toEqual([{ key: 'allied:b', label: 'Allied: B', text: 'Line infantry, 4 elements' }])
  })
})
