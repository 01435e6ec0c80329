import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { ORDER_OF_BATTLE } from '@/engine/waterloo/orderOfBattle'
import { errorOf } from '@/test-utils/calculatorChecks'
import { cupOf, rainTurnOf, scenarioOf } from './battleState'
import { firstSetupChoice, scenariosInForce, setupDraft, DEFAULT_SETUP, SCENARIO_CHOICES } from './setup'
import { apply, blankBattle, setUpBattle, unitOf } from './testkit'
import { WATERLOO_UNIT_STATE, WlUnitStateSchema } from './unitSchema'
import { byCorps, wlState, wlUnits } from './unitState'

describe('setting up the battle (seed 002, L)', () => {
  it('puts every unit of the order of battle at its setup hex, French as side a, Allied as side b, in one action', () => {
    const s = blankBattle()
    const d = setupDraft(s, { ...DEFAULT_SETUP, start: 'no rain' })
    expect(d.kind).toBe('wl.setup')
    expect(d.label).toBe(`Set up: ${ORDER_OF_BATTLE.length} units of §L, No Rain`)
    const b = apply(s, d)
    expect(Object.keys(b.units)).toHaveLength(ORDER_OF_BATTLE.length)
    expect(wlState(unitOf(b, 'aa-picton'))).toEqual({ oob: 'aa-picton', army: 'Anglo-Allied', corps: 'aa-RC', stepLosses: 0, eliminated: false, hex: '1206' })
    expect(unitOf(b, 'aa-picton').side).toBe('b')
    expect(unitOf(b, 'fr-foy').side).toBe('a')
    expect(unitOf(b, 'fr-pellitier').kind).toBe('artillery')
    expect(unitOf(b, 'fr-foy').kind).toBe('unit')
    expect(wlUnits(b, { side: 'a' })).toHaveLength(10)
  })
  it('No Rain: the cup is set up for Game Turn 1 with the 15 markers of L-1 (ruling 48), no roll due', () => {
    const b = setUpBattle()
    expect(cupOf(b)?.gameTurn).toBe(1)
    expect(cupOf(b)?.cup).toHaveLength(15)
    expect(rainTurnOf(b)).toBeNull()
  })
  it('Historical Start begins on Game Turn 3, Merde! on 5 (P-2, P-3)', () => {
    expect(cupOf(setUpBattle({ start: 'historical start' }))?.gameTurn).toBe(3)
    expect(cupOf(setUpBattle({ start: 'merde' }))?.gameTurn).toBe(5)
  })
  it('A Rainy Start: no cup yet, the roll is due on Game Turn 1 (L-2)', () => {
    const b = setUpBattle({ start: 'rainy start' })
    expect(cupOf(b)).toBeNull()
    expect(rainTurnOf(b)).toBe(1)
  })
  it('the scenario options are kept and named in the log line', () => {
    const s = blankBattle()
    const d = setupDraft(s, { ...DEFAULT_SETUP, twoPlayer: true, historicalPrussianArrival: true })
    expect(d.label).toBe(`Set up: ${ORDER_OF_BATTLE.length} units of §L, Two-Player Scenario, Historical Prussian Arrival`)
    expect(scenarioOf(apply(s, d))).toEqual({ start: 'rainy start', whereIsGrouchy: false, newWaterloo: false, twoPlayer: true, historicalPrussianArrival: true })
    expect(setupDraft(s, DEFAULT_SETUP).label).toBe(`Set up: ${ORDER_OF_BATTLE.length} units of §L, standard game`)
  })
  it('Historical Prussian Arrival: Bulow on the track at 8 (Q)', () => {
    expect(cupOf(setUpBattle({ historicalPrussianArrival: true }))?.track).toEqual({ 'pr-IV': 8, 'pr-II': 9, 'pr-I': 10 })
    expect(cupOf(setUpBattle())?.track).toEqual({ 'pr-IV': 10, 'pr-II': 11, 'pr-I': 12 })
  })
  it('Detachments marker not in the cup (ruling 48 option): 14 markers', () => {
    expect(cupOf(setUpBattle({}, { detachmentsMarker: 'not in cup' }))?.cup).toHaveLength(14)
  })
  it('refuses a second setup', () => {
    const b = setUpBattle()
    expect(errorOf(() => setupDraft(b, DEFAULT_SETUP))).toMatchObject({ field: 'setup' })
  })
  it('offers the eight scenarios of L–Q', () => {
    expect(SCENARIO_CHOICES.map((s) => s.id)).toEqual(['standard', 'no-rain', 'historical-start', 'merde', 'where-is-grouchy', 'new-waterloo', 'two-player', 'historical-prussians'])
  })
  it('every unit state passes the schema; a bad one names its field', () => {
    const b = setUpBattle()
    for (const u of Object.values(b.units)) expect(v.safeParse(WATERLOO_UNIT_STATE.schemaFor(u.kind)!, u.state).success).toBe(true)
    const bad = v.safeParse(WlUnitStateSchema, { ...unitOf(b, 'fr-foy').state, stepLosses: -1 })
    expect(bad.success).toBe(false)
    expect(bad.issues?.[0]?.path?.[0]?.key).toBe('stepLosses')
    expect(WATERLOO_UNIT_STATE.schemaFor('leader')).toBeNull()
  })
})

describe('units by Corps (seed 002, L)', () => {
  it('in the order of the order of battle, Corps by Corps', () => {
    const groups = byCorps(wlUnits(setUpBattle(), { side: 'b' }))
    expect(groups.map((g) => g.corps)).toEqual(['aa-I', 'aa-II', 'aa-RC', 'aa-CC', 'aa-DET'])
    expect(groups[1]!.units.map((u) => u.name)).toEqual(['Halkett', 'Mitchell', 'Clinton'])
    expect(byCorps(wlUnits(setUpBattle(), { side: 'a' })).map((g) => g.corps)).toEqual(['fr-II', null, 'fr-IIIC', 'fr-IG'])
  })
})

describe('the scenarios in force (seed 002, L–Q)', () => {
  it('the standard game when nothing else is chosen; else each chosen one with its section', () => {
    expect(scenariosInForce(DEFAULT_SETUP).map((x) => x.title)).toEqual(['Vive L\'Empereur! (standard game)'])
    expect(scenariosInForce({ ...DEFAULT_SETUP, start: 'merde', newWaterloo: true }).map((x) => [x.title, x.section]))
      .toEqual([['Merde! Napoleon Has A Really Bad Day', 'P-3 Merde!'], ['New Waterloo', 'N The "New Waterloo" Scenario']])
  })
})

describe('the setup form starts on the scenario chosen on the New battle form', () => {
  it('a start option (P-2 Historical Start) or a scenario flag (M Where Is Grouchy?) is pre-chosen; none or an unknown one is the standard game', () => {
    expect(firstSetupChoice({ options: { scenario: 'historical-start' } })).toEqual({ ...DEFAULT_SETUP, start: 'historical start' })
    expect(firstSetupChoice({ options: { scenario: 'where-is-grouchy' } })).toEqual({ ...DEFAULT_SETUP, whereIsGrouchy: true })
    expect(firstSetupChoice({ options: {} })).toEqual(DEFAULT_SETUP)
    expect(firstSetupChoice({ options: { scenario: 'austerlitz' } })).toEqual(DEFAULT_SETUP)
  })
})
