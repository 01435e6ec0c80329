import { describe, expect, it } from 'vitest'
import { bombardment } from '@/engine/waterloo/bombardment'
import { closeCombat } from '@/engine/waterloo/closeCombat'
import { panicTest } from '@/engine/waterloo/elanTests'
import type { Unit } from '@/model/types'
import { bombardInput, closeInput, NO_BOMBARD, NO_CLOSE } from './combatChoices'
import { bombardmentDraft, closeCombatDraft, elanTestDraft } from './combatDrafts'
import { combatSide, missingWords, unitNow, valuesInEffect } from './combatInput'
import { outcomeWords } from './closeWords'
import { ELAN_TESTS, elanInput, elanTestOf, forcedMarchCheck } from './elanChoices'
import { setUpBattle, unitOf } from './testkit'

const s = setUpBattle()
const losses = (u: Unit, n: number): Unit => ({ ...u, state: { ...u.state, stepLosses: n } })
const foy = losses(unitOf(s, 'fr-foy'), 1)
const picton = unitOf(s, 'aa-picton')
const TYPES = { 'fr-foy': { type: 'infantry' as const }, 'aa-picton': { type: 'infantry' as const } }

describe('a unit\'s values now (seed 002, A-2a)', () => {
  it('Foy (printed F-2/F-4): Fresh 5/2/4 until the owner enters its type', () => {
    const n = unitNow(foy, {})
    expect(n).toMatchObject({ type: null, strengthPoints: 5, artilleryFactor: 2, elanRating: 4, stepLosses: 1, missing: ['type'] })
    expect(combatSide(n)).toBeNull()
    expect(missingWords(n.missing)).toBe('type')
  })
  it('Battleworn after 3 losses: the Battleworn side\'s printed values (Foy: only ER 3 printed)', () => {
    const n = unitNow(losses(foy, 3), TYPES)
    expect(n).toMatchObject({ strengthPoints: null, artilleryFactor: null, elanRating: 3, missing: ['battleworn.strengthPoints', 'battleworn.artilleryFactor'] })
    expect(missingWords(n.missing)).toBe('Battleworn SP, Battleworn AF')
  })
  it('cavalry needs HC or LC; the printed kind stands in for a type', () => {
    expect(unitNow(unitOf(s, 'fr-l-hertier'), {}).missing).not.toContain('cavalryWeight')
    expect(unitNow(unitOf(s, 'aa-somerset'), { 'aa-somerset': { type: 'cavalry' } }).missing).toContain('cavalryWeight')
    expect(missingWords(['cavalryWeight', 'fresh.elanRating'])).toBe('HC or LC, Fresh ER')
    expect(unitNow(unitOf(s, 'fr-pellitier'), {}).type).toBe('artillery')
  })
  it('values in effect: the marker\'s −1 applied (Picton Disrupted: 4 · 1 · 4)', () => {
    expect(valuesInEffect(losses(picton, 2), {}, {})).toBe('SP 4 · AF 1 · ER 4')
    expect(valuesInEffect(picton, {}, {})).toBe('SP 5 · AF 2 · ER 5')
    expect(valuesInEffect(unitOf(s, 'aa-cooke'), {}, {})).toBe('SP ? · AF ? · ER ?')
  })
})

describe('Bombardment from the units (seed 002, F-2)', () => {
  const reserve = unitOf(s, 'aa-1-reserve')
  const owner = { 'aa-1-reserve': { fresh: { strengthPoints: null, artilleryFactor: 3, elanRating: null } }, ...TYPES }
  it('canister from a Ridge at Foy on the Flat: 3 + 1 + 1 = 5 dice at 4; one Step Loss 7128 in 7776 (1 − 1/12)', () => {
    const i = bombardInput(unitNow(reserve, owner), unitNow(foy, owner), { ...NO_BOMBARD, hexes: 1, firerElevation: 'Ridge' })!
    expect(bombardment.dice(i)).toHaveLength(5)
    expect(bombardment.distribution(i).outcomes).toEqual([{ value: 'one Step Loss', count: 7128 }, { value: 'no effect', count: 648 }])
  })
  it('no input until the AF, the target\'s type and the range are known', () => {
    expect(bombardInput(unitNow(reserve, {}), unitNow(foy, owner), { ...NO_BOMBARD, hexes: 1 })).toBeNull()
    expect(bombardInput(unitNow(reserve, owner), unitNow(foy, {}), { ...NO_BOMBARD, hexes: 1 })).toBeNull()
    expect(bombardInput(unitNow(reserve, owner), unitNow(foy, owner), NO_BOMBARD)).toBeNull()
  })
  it('Combined Fire (F-2e) and Desultory Fire pass through', () => {
    const pell = unitNow(unitOf(s, 'fr-pellitier'), {})
    const i = bombardInput(pell, unitNow(picton, TYPES), { ...NO_BOMBARD, hexes: 1, desultoryFire: true, adjacentToEnemyCavalry: true, secondHexes: 2 }, pell)!
    expect(i.firer).toMatchObject({ artilleryFactor: 3, desultoryFire: true, hexes: 1 })
    expect(i.target).toMatchObject({ adjacentToEnemyCavalry: true })
    expect(i.combinedWith).toMatchObject({ artilleryFactor: 3, hexes: 2 })
    expect(bombardInput(pell, unitNow(picton, TYPES), { ...NO_BOMBARD, hexes: 1 }, pell)).toBeNull()
  })
  it('applied: one Step Loss on the target, one action', () => {
    const d = bombardmentDraft(reserve, unitOf(s, 'fr-foy'), 'one Step Loss', false, {}, { x: 1 })
    expect(d.label).toBe('1/Reserve bombards Foy: one Step Loss — Fresh + Shaken')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'fr-foy', state: { stepLosses: 1 } }])
    expect(bombardmentDraft(reserve, unitOf(s, 'fr-foy'), 'no effect', false, {}, {}).ops).toEqual([])
    expect(bombardmentDraft(reserve, losses(unitOf(s, 'fr-foy'), 2), 'one Step Loss', false, {}, {}).detail?.owes).toHaveLength(1)
  })
})

describe('Close Combat from the units: the text\'s Foy-versus-Picton example (seed 002, F-4)', () => {
  const choices = { ...NO_CLOSE, confident: true, enfilade: 2, defenderElevation: 'Ridge' as const }
  const input = closeInput(unitNow(foy, TYPES), unitNow(picton, TYPES), choices, {})!
  const r = closeCombat.resolve(input, [2, 2, 3, 4, 5, 5, 6, 1, 1, 1, 2, 3, 4, 5, 6, 6])
  it('is the engine\'s example input', () => {
    expect(input).toMatchObject(closeCombat.example)
    expect(closeInput(unitNow(foy, {}), unitNow(picton, TYPES), choices, {})).toBeNull()
    expect(closeInput(unitNow(foy, TYPES), unitNow(picton, TYPES), { ...choices, formSquare: 'passed' }, {})?.formSquare).toBe('passed')
  })
  it('in words: "Picton wins: Foy −3, Picton −2"', () => {
    expect(outcomeWords(r.outcome, 'Foy', 'Picton')).toBe('Picton wins: Foy −3, Picton −2')
    expect(outcomeWords({ winner: 'defender', tied: true, attackerStepLosses: 1, defenderStepLosses: 1 }, 'A', 'B')).toBe('B wins (tie): A −1, B −1')
  })
  it('applied: Foy 4 losses (Battleworn + Shaken), Picton 2; Foy owes a Panic Test and a two-hex Retreat', () => {
    const d = closeCombatDraft({ attacker: foy, defender: picton, attackerDetachment: false, defenderDetachment: false }, r, {}, input)
    expect(d.label).toBe('Foy attacks Picton: Picton wins — Foy 3 Step Losses (Battleworn + Shaken), Picton 2 Step Losses (Fresh + Disrupted)')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'fr-foy', state: { stepLosses: 4 } }, { op: 'unit.patch', id: 'aa-picton', state: { stepLosses: 2 } }])
    expect((d.detail?.owes as { label: string }[]).map((o) => o.label)).toEqual(['Foy: Panic Test', 'Foy: Retreat 2 hexes'])
  })
  it('a tie: the attacker moves back; a Detachment loser owes its Elan Test', () => {
    const tie = closeCombat.resolve(input, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1])
    const d = closeCombatDraft({ attacker: foy, defender: picton, attackerDetachment: false, defenderDetachment: false }, tie, {}, input)
    expect((d.detail?.owes as { label: string }[]).map((o) => o.label)).toEqual(['Foy: move back to the hex it came from'])
    expect(d.ops).toEqual([])
    const det = unitOf(s, 'aa-hougoumont')
    const won = { ...r, outcome: { ...r.outcome, winner: 'attacker' as const }, defender: { ...r.defender, detachmentElanTest: true, retreatHexes: 0 } }
    const d2 = closeCombatDraft({ attacker: foy, defender: det, attackerDetachment: false, defenderDetachment: true }, won, {}, input)
    expect((d2.detail?.owes as { label: string }[]).map((o) => o.label)).toContain('Hougoumont: Elan Test (Detachment lost)')
  })
})

describe('Elan Tests from the units (seed 002, A-2a)', () => {
  it('the Panic Test of the example: Foy Battleworn ER 3, Shaken: passes on 1–2', () => {
    const i = elanInput('panic-test', unitNow(losses(foy, 4), TYPES), {})!
    expect(i).toEqual({ elanRating: 3, stepLosses: 4, rulings: {}, detachment: false })
    expect(panicTest.distribution(i).outcomes).toEqual([{ value: 'pass', count: 2 }, { value: 'fail: Retreat one hex', count: 4 }])
  })
  it('close to contact says infantry or cavalry; unknown ER: no input', () => {
    expect(elanInput('close-to-contact', unitNow(unitOf(s, 'fr-l-hertier'), {}), {})).toMatchObject({ attacker: 'cavalry', elanRating: 5 })
    expect(elanInput('close-to-contact', unitNow(foy, {}), {})).toMatchObject({ attacker: 'infantry' })
    expect(elanInput('elan-test', unitNow(unitOf(s, 'aa-cooke'), {}), {})).toBeNull()
    expect(elanInput('forced-march', unitNow(foy, {}), {})).toEqual({ elanRating: 4, stepLosses: 1, rulings: {} })
  })
  it('offers the seven tests; an unknown id falls back to the plain test', () => {
    expect(ELAN_TESTS.map((c) => c.id)).toEqual(['elan-test', 'panic-test', 'forced-march', 'close-to-contact', 'form-square', 'detachment-loser', 'allied-cavalry-stand'])
    expect(elanTestOf('nope').id).toBe('elan-test')
  })
  it('applied: a failed Panic Test owes a one-hex Retreat and settles the owed test; a failed Forced March is a Step Loss', () => {
    const d = elanTestDraft(losses(foy, 4), 'Panic Test', 'fail: Retreat one hex', false, {}, ['3.0'])
    expect(d.label).toBe('Foy: Panic Test — fail: Retreat one hex')
    expect(d.detail?.settles).toEqual(['3.0'])
    expect((d.detail?.owes as { label: string }[]).map((o) => o.label)).toEqual(['Foy: Retreat 1 hex'])
    const f = elanTestDraft(foy, 'Forced March', 'fail: one Step Loss', false, {}, [])
    expect(f.label).toBe('Foy: Forced March — fail: one Step Loss (Fresh + Disrupted)')
    expect(f.ops).toEqual([{ op: 'unit.patch', id: 'fr-foy', state: { stepLosses: 2 } }])
    expect(elanTestDraft(foy, 'x', 'fail: Retreat two hexes', false, {}, []).detail?.owes).toHaveLength(1)
    expect(elanTestDraft(foy, 'x', 'pass', false, {}, []).ops).toEqual([])
  })
})

describe('Forced March (seed 002, F-1b): the text\'s maneuver example', () => {
  const lHertier = unitNow(unitOf(s, 'fr-l-hertier'), {})
  it('L\'Hertier, Heavy Cavalry, into a fourth hex: a Forced March and its Elan Test', () => {
    expect(forcedMarchCheck(lHertier, 4, false, {})?.verdict).toBe('Forced March: Elan Test')
    expect(forcedMarchCheck(lHertier, 3, false, {})?.verdict).toBe('within the allowance')
    expect(forcedMarchCheck(lHertier, 4, true, {})?.verdict).toBe('within the allowance')
  })
  it('nothing to say until the hexes and the type are known', () => {
    expect(forcedMarchCheck(lHertier, null, false, {})).toBeNull()
    expect(forcedMarchCheck(unitNow(foy, {}), 3, false, {})).toBeNull()
  })
})
