import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { britishBattleworn, countDraft, heldBy, holdHexDraft, marksOf, toggleHexDraft, victoryNow } from './victoryState'
import { apply, setUpBattle } from './testkit'

describe('Victory Points, live (seed 002, K)', () => {
  it('a new battle: 0 VP, a Catastrophe (0–3 VP)', () => {
    const s = setUpBattle()
    expect(victoryNow(s)).toMatchObject({ vp: 0, level: 'Catastrophe' })
    expect(marksOf(s)).toEqual({ frenchControlled: [], enemyControlled: [], largeBritishInfantryEliminated: 0, oldGuardBattleworn: 0, youngGuardBattleworn: 0, guardArtilleryOrCavalryBattleworn: 0 })
  })
  it('Hougoumont 6 + La Haye Sainte 4 = 10, a Minor Defeat; toggled back off', () => {
    let s = setUpBattle()
    const d = toggleHexDraft(s, '0409')
    expect(d.label).toBe('Hougoumont (0409): French controlled')
    s = apply(s, d)
    expect(victoryNow(s)).toMatchObject({ vp: 6, level: 'Major Defeat' })
    s = apply(s, toggleHexDraft(s, '1007'))
    expect(victoryNow(s)).toMatchObject({ vp: 10, level: 'Minor Defeat' })
    expect(toggleHexDraft(s, '1007').label).toBe('La Haye Sainte (1007): no longer French controlled')
    s = apply(s, toggleHexDraft(s, '1007'))
    expect(victoryNow(s).vp).toBe(6)
  })
  it('a French LOC hex enemy controlled counts against (La Belle Alliance −4)', () => {
    let s = setUpBattle()
    s = apply(s, toggleHexDraft(s, '1110'))
    expect(marksOf(s).enemyControlled).toEqual(['1110'])
    expect(victoryNow(s).vp).toBe(-4)
    expect(toggleHexDraft(setUpBattle(), '1110').label).toBe('La Belle Alliance (1110): enemy controlled')
  })
  it('one meaning per hex (issue 21): "held by French" or "held by the Allies", whatever side of the line the hex is on', () => {
    let s = setUpBattle()
    // At the start the Allied hexes are held by the Allies and the French LOC hexes by the French.
    expect(['0409', '1007', '0802', '1110', '1015'].map((h) => heldBy(marksOf(s), h))).toEqual(['Allies', 'Allies', 'Allies', 'French', 'French'])
    expect(holdHexDraft(s, '0409', 'Allies')).toBeNull()
    expect(holdHexDraft(s, '1110', 'French')).toBeNull()
    // Held by the French: +6 at Hougoumont; held by the Allies: −4 at La Belle Alliance. The same word means the same army.
    s = apply(s, holdHexDraft(s, '0409', 'French')!)
    s = apply(s, holdHexDraft(s, '1110', 'Allies')!)
    expect([heldBy(marksOf(s), '0409'), heldBy(marksOf(s), '1110')]).toEqual(['French', 'Allies'])
    expect(victoryNow(s).vp).toBe(2)
    s = apply(s, holdHexDraft(s, '1110', 'French')!)
    expect(heldBy(marksOf(s), '1110')).toBe('French')
    expect(victoryNow(s).vp).toBe(6)
  })
  it('counts: +2 per Large British Infantry eliminated, −3 per Old Guard Battleworn; never below 0', () => {
    let s = setUpBattle()
    s = apply(s, countDraft(s, 'largeBritishInfantryEliminated', 1))
    s = apply(s, countDraft(s, 'oldGuardBattleworn', 1))
    expect(victoryNow(s).vp).toBe(-1)
    expect(countDraft(s, 'oldGuardBattleworn', -1).label).toBe('Old Guard units Battleworn: 0')
    expect(errorOf(() => countDraft(s, 'youngGuardBattleworn', -1))).toMatchObject({ field: 'youngGuardBattleworn' })
    expect(errorOf(() => toggleHexDraft(s, '9999'))).toMatchObject({ field: 'hex' })
  })
  it('two-player (O-2): Picton Battleworn adds 2, read from its step track; not in the solitaire game', () => {
    const two = setUpBattle({ twoPlayer: true })
    const hurt = { ...two, units: { ...two.units, 'aa-picton': { ...two.units['aa-picton']!, state: { ...two.units['aa-picton']!.state, stepLosses: 3 } } } }
    expect(britishBattleworn(hurt)).toEqual(['Picton'])
    expect(victoryNow(hurt).vp).toBe(2)
    const solo = setUpBattle()
    expect(victoryNow({ ...solo, units: { ...solo.units, 'aa-picton': hurt.units['aa-picton']! } }).vp).toBe(0)
  })
})
