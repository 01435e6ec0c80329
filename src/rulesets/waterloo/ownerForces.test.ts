import { describe, expect, it } from 'vitest'
import { unitNow } from './combatInput'
import { readForceLines } from './forceLines'
import { forcesToJoin, joinForcesDraft } from './forcesJoin'
import { checkForces, forcesOf, forcesRecord, forceUnitId } from './ownerForces'
import { DEFAULT_SETUP, setupDraft } from './setup'
import { apply, blankBattle, setUpBattle, unitOf } from './testkit'
import { wlState } from './unitState'

/** Test values, not read from any counter. */
const PASTE = 'Marcognet D’Erlon infantry 5 2 4 3 1 3\nJacquinot d\'erlon LC 2* 1 4 1* 0 3\nHussars Bulow HC 3 0 4 2 0 3\nBattery Pajol artillery 1 4H 4 1 3H 3'

describe('the owner\'s order of battle: the units the text does not name (seed 002, L, I, M)', () => {
  it('pasted lines read by Corps (the commander\'s name), type, and the counter\'s two sides', () => {
    const r = readForceLines(PASTE)
    expect(r.ok).toBe(true)
    if (!r.ok) return
    expect(r.units.map((u) => [u.name, u.corps, u.type, u.cavalryWeight, u.smallUnit, u.heavyArtillery])).toEqual([
      ['Marcognet', 'fr-I', 'infantry', null, false, false], ['Jacquinot', 'fr-I', 'cavalry', 'LC', true, false],
      ['Hussars', 'pr-IV', 'cavalry', 'HC', false, false], ['Battery', 'fr-IC', 'artillery', null, false, true]])
    expect(r.units[0]!.battleworn).toEqual({ strengthPoints: 3, artilleryFactor: 1, elanRating: 3 })
  })
  it('a Corps that is not one is said first; then a unit the text names and bad values, each on its line', () => {
    const r = readForceLines('Foy Reille infantry 5 2 4 3 1 3\nX Ney infantry 5 2 4 3 1 3')
    expect(r).toEqual({ ok: false, problems: [{ line: 2, message: expect.stringContaining('Line 2: X: Corps: ‘Ney’ is not one of') }] })
    const r2 = readForceLines('Foy Reille infantry 5 2 4 3 1 3\nY Lobau infantry 5 2 9 3 1 3\nZ Lobau infantry 5,5 2 4 3 1 3')
    expect(r2.ok).toBe(false)
    if (r2.ok) return
    expect(r2.problems.map((p) => p.line)).toEqual([1, 2, 3])
    expect(r2.problems[0]!.message).toBe('Line 1: Foy is named by the text (L): enter its values under Counter values.')
    expect(r2.problems[1]!.message).toMatch(/^Line 2: Y: Fresh ER/)
    expect(r2.problems[2]!.message).toMatch(/^Line 3: Z: Fresh SP/)
  })
  it('a stored record is never trusted: shape, bounds and a name twice in a Corps are refused with a message', () => {
    const ok = readForceLines(PASTE)
    if (!ok.ok) throw new Error('paste')
    const rec = forcesRecord(undefined, ok.units, '', 5)
    expect([rec.version, forcesOf(rec).length]).toEqual([1, 4])
    expect(() => checkForces({ units: [...ok.units, ok.units[0]] })).toThrow('Marcognet is listed twice in I CORPS (I).')
    expect(() => checkForces({ units: 'x' })).toThrow('not a list of units')
    expect(() => checkForces({ units: [{ ...ok.units[0], fresh: { strengthPoints: 5, artilleryFactor: 2, elanRating: 7 } }] })).toThrow('Fresh ER: a whole number 1–6.')
    expect(() => checkForces({ units: [{ ...ok.units[0], corps: '__proto__' }] })).toThrow('no Corps "__proto__"')
    expect(() => checkForces({ units: Array.from({ length: 201 }, () => ok.units[0]) })).toThrow('at most 200')
    expect(forcesOf({ ...rec, data: { units: [{ name: 1 }] } })).toEqual([])
    expect(() => checkForces({ units: [{ ...ok.units[0], corps: 'fr-IG' }] })).toThrow('Marcognet: an Imperial Guard infantry unit is a Small Unit (seed 002, A-2)')
    expect(checkForces({ units: [{ ...ok.units[0], corps: 'fr-IG', smallUnit: true }] }).units).toHaveLength(1)
  })
  it('joins a battle as units from their counters, once; Grouchy\'s Corps only in "Where Is Grouchy?"', () => {
    const r = readForceLines(PASTE)
    if (!r.ok) throw new Error('paste')
    const s = setUpBattle()
    expect(forcesToJoin(s, r.units, { whereIsGrouchy: false }).map((u) => u.name)).toEqual(['Marcognet', 'Jacquinot', 'Hussars'])
    const d = joinForcesDraft(s, r.units, { whereIsGrouchy: false, corps: 'fr-I' })
    expect(d.label).toBe('2 units of your order of battle join (I CORPS (I)): Marcognet, Jacquinot')
    const b = apply(s, d)
    const m = unitOf(b, forceUnitId(r.units[0]!))
    expect([m.side, wlState(m).corps, unitNow(m, {}).strengthPoints, unitNow(m, {}).missing]).toEqual(['a', 'fr-I', 5, []])
    expect(() => joinForcesDraft(b, r.units, { whereIsGrouchy: false, corps: 'fr-I' })).toThrow('No unit of I CORPS (I) left to add')
    expect(forcesToJoin(s, r.units, { whereIsGrouchy: true }).map((u) => u.name)).toContain('Battery')
  })
  it('the setup takes the owner\'s units with the text\'s, Grouchy\'s only in "Where Is Grouchy?", the label says how many', () => {
    const r = readForceLines(PASTE)
    if (!r.ok) throw new Error('paste')
    const s = blankBattle()
    const d = setupDraft(s, { ...DEFAULT_SETUP, start: 'no rain' }, r.units)
    expect(d.label).toBe('Set up: 38 units of §L and 3 of your order of battle, No Rain')
    const b = apply(s, d)
    expect(Object.keys(b.units)).toHaveLength(41)
    expect(wlState(unitOf(b, forceUnitId(r.units[2]!))).hex).toBeNull()
    const g = setupDraft(s, { ...DEFAULT_SETUP, start: 'no rain', whereIsGrouchy: true }, r.units)
    expect(g.label).toMatch(/^Set up: 38 units of §L and 4 of your order of battle/)
    expect(setupDraft(s, DEFAULT_SETUP).label).toBe('Set up: 38 units of §L, standard game')
  })
})
