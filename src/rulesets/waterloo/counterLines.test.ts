import { describe, expect, it } from 'vitest'
import type { OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import { unitValues } from './counters'
import { readCounterLines } from './counterLines'

describe('counter values pasted as lines (seed 002, A-2a)', () => {
  it('names matched to the text\'s units, values as the counter shows them; "*" a Small Unit, "H" Heavy artillery', () => {
    const r = readCounterLines('Jerome infantry 4 1 4 3 1 3\nl’hertier HC 4 1 - 3 0 4\nH.A. Reserve artillery 2 3H 4 1 2H 3\nGuyot - 2* 1 6 1* 0 5')
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(Object.fromEntries(r.entries)).toEqual({
      'fr-jerome': { fresh: { strengthPoints: 4, artilleryFactor: 1, elanRating: 4 }, battleworn: { strengthPoints: 3, artilleryFactor: 1, elanRating: 3 }, smallUnit: false, heavyArtillery: false },
      // L'Hertier: type and ER 5 printed (F-1), so only the rest is kept.
      'fr-l-hertier': { fresh: { strengthPoints: 4, artilleryFactor: 1 }, battleworn: { strengthPoints: 3, artilleryFactor: 0, elanRating: 4 }, smallUnit: false, heavyArtillery: false },
      'aa-h-a-reserve': { fresh: { strengthPoints: 2, artilleryFactor: 3, elanRating: 4 }, battleworn: { strengthPoints: 1, artilleryFactor: 2, elanRating: 3 }, smallUnit: false, heavyArtillery: true },
      'fr-guyot': { fresh: { strengthPoints: 2, artilleryFactor: 1, elanRating: 6 }, battleworn: { strengthPoints: 1, artilleryFactor: 0, elanRating: 5 }, smallUnit: true, heavyArtillery: false },
    })
  })
  it('a value the text prints is kept when repeated, refused when it differs', () => {
    const same = readCounterLines('Foy infantry 5 2 4 3 1 3')
    expect(same.ok && same.entries[0]![1]).toEqual({ type: 'infantry', battleworn: { strengthPoints: 3, artilleryFactor: 1 }, smallUnit: false, heavyArtillery: false })
    const r = readCounterLines('Foy infantry 6 2 4 3 1 3\nPellitier cavalry - - - - - -')
    expect(r).toEqual({ ok: false, problems: [
      { line: 1, message: 'Line 1: Foy: Fresh SP is printed 5 (seed 002), not 6.' },
      { line: 2, message: 'Line 2: Pellitier: the text prints Pellitier as artillery, not cavalry.' }] })
  })
  it('bad values and unknown names are said by line; a decimal comma is refused, not read as another number', () => {
    const r = readCounterLines('Jerome infantry 4,5 1 4 3 1 3\nJerome2 infantry 4 1 4 3 1 3\nCooke infantry 21 1 7 3 1 3')
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.problems.map((p) => p.line)).toEqual([2, 3])
    expect(r.problems[0]!.message).toContain('no unit called ‘Jerome2’')
    expect(r.problems[1]!.message).toContain('Fresh ER')
    const comma = readCounterLines('Jerome infantry 4,5 1 4 3 1 3')
    expect(comma.ok).toBe(false)
    expect(!comma.ok && comma.problems[0]!.message).toMatch(/^Line 1: Jerome: Fresh SP/)
  })
  it('the kept entries fill the unit\'s values', () => {
    const r = readCounterLines('Chasse infantry 4 1 3 3 1 2')
    expect(r.ok).toBe(true)
    if (!r.ok) return
    const v = unitValues('aa-chasse', Object.fromEntries(r.entries) as OwnerUnitValues)
    expect([v?.type, v?.fresh, v?.battleworn]).toEqual(['infantry', { strengthPoints: 4, artilleryFactor: 1, elanRating: 3 }, { strengthPoints: 3, artilleryFactor: 1, elanRating: 2 }])
  })
  it('an Imperial Guard infantry unit without the Small Unit asterisk is refused (seed 002, A-2); with it, kept', () => {
    expect(readCounterLines('Chartrand infantry 3 1 5 2 1 4')).toEqual({ ok: false, problems: [{ line: 1,
      message: 'Line 1: Chartrand: an Imperial Guard infantry unit is a Small Unit (seed 002, A-2): its SP carries an asterisk, "3*".' }] })
    const r = readCounterLines('Chartrand infantry 3* 1 5 2* 1 4\nGuyot HC 3 1 6 2 1 5')
    expect(r.ok && r.entries.map(([id, e]) => [id, e.smallUnit])).toEqual([['fr-chartrand', true], ['fr-guyot', false]])
  })
})
