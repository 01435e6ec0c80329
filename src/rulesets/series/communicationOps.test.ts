import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { apply, smallBattle } from './testkit'
import { leaveMapDraft, linesDraft, linesOfCommunication } from './communicationOps'

const fieldOf = (f: () => unknown): string => { try { f() } catch (e) { if (e instanceof RulesInputError) return e.field; throw e } return '' }

describe('lines of communication (15.0)', () => {
  it('notes each army\'s line as one action, trimmed; unchanged is no action', () => {
    const s = smallBattle()
    expect(linesOfCommunication(s)).toEqual({ a: '', b: '' })
    const d = linesDraft(s, 'b', '  north edge, road to Brussels ')!
    expect(d.label).toBe('Wellington line of communication (15.0): north edge, road to Brussels')
    const after = apply(s, d)
    expect(linesOfCommunication(after)).toEqual({ a: '', b: 'north edge, road to Brussels' })
    expect(linesDraft(after, 'b', 'north edge, road to Brussels')).toBeNull()
    expect(linesDraft(after, 'b', '')!.label).toBe('Wellington line of communication (15.0): not noted')
  })
  it('refuses a note over 80 characters and ignores a bad record', () => {
    expect(fieldOf(() => linesDraft(smallBattle(), 'a', 'x'.repeat(81)))).toBe('lines')
    expect(linesDraft(smallBattle(), 'a', 'x'.repeat(80))).not.toBeNull()
    expect(linesOfCommunication({ battle: { communication: { a: 3, b: '' } } })).toEqual({ a: '', b: '' })
  })
  it('a unit leaving the map: off for good, counted as the text says (8.9, 15.0)', () => {
    const s = smallBattle()
    const plain = leaveMapDraft(s, s.units.u1!, { lineOfCommunication: false, specialRulesAllowExit: false })
    expect(plain.label).toBe('2e de ligne leaves the map (15.0): cannot come back and counts as an eliminated unit for victory points')
    expect(apply(s, plain).units.u1!.state.status).toBe('eliminated')
    const loc = leaveMapDraft(s, s.units.u1!, { lineOfCommunication: true, specialRulesAllowExit: true })
    expect(loc.label).toBe('2e de ligne leaves the map through Ney\'s line of communication (15.0): leaves through a line of communication: victory points to the enemy as the special rules say')
    expect(loc.by).toBe('a')
  })
  it('refuses a leader or a unit already gone', () => {
    const s = smallBattle()
    expect(fieldOf(() => leaveMapDraft(s, s.units.l1!, { lineOfCommunication: false, specialRulesAllowExit: false }))).toBe('unit')
    const gone = apply(s, leaveMapDraft(s, s.units.u1!, { lineOfCommunication: false, specialRulesAllowExit: false }))
    expect(() => leaveMapDraft(gone, gone.units.u1!, { lineOfCommunication: false, specialRulesAllowExit: false })).toThrow('2e de ligne is not a combat unit on the map.')
  })
})
