import { describe, expect, it } from 'vitest'
import { fireCalculator } from '@/engine/wargaming/fire'
import { morale } from '@/engine/wargaming/morale'
import { leaderCasualtyCalculator } from '@/engine/wargaming/leaderCasualty'
import { meleeCalculator } from '@/engine/wargaming/melee'
import { applyOps } from '@/model/fold'
import { fireApplied } from './applyFire'
import { leaderCasualtyApplied, leaderCasualtyInputFor, unitsWithCasualties } from './applyLeader'
import { meleeApplied } from './applyMelee'
import { moraleApplied } from './applyMorale'
import { line, quatreBras } from './combatTestkit'
import { distanceReadout, factorsOf, fireInputFrom, presetSwitches } from './fireInput'
import { meleeInputFrom } from './meleeInput'
import { defaultMoraleSituation, moraleInputFrom } from './moraleInput'
import { turnState } from './turnState'

const dice = (faces: number[]) => ({ source: 'physical' as const, dice: faces.map((face, i) => ({ role: `d${i}`, die: 'x', face })) })

describe('fire from the units on the table', () => {
  it('says the tape reading in yards and the band: 23 cm at 15 mm = 345 yd (seed 004, Ground Scale: 1 mm = 1.5 yd)', () => {
    const s = quatreBras()
    expect(distanceReadout(23, s.setup, 'Musket').text).toBe('23 cm = 345 yd at 15 mm, band 300.1 - 500: out of range')
    expect(distanceReadout(6, s.setup, 'Musket')).toEqual({ yards: 90, text: '6 cm = 90 yd at 15 mm, band 50.1 - 100 (0)' })
  })

  it('pre-sets the switches from state: first volley, formation, order, rain', () => {
    let s = quatreBras({ op: 'battle.patch', patch: { weather: 'rain', turn: 3, weatherSinceTurn: 1 } }, { op: 'unit.patch', id: '45e', state: { formation: 'column', order: 'unformed' } })
    const sw = presetSwitches(s, s.units['45e']!, s.units['92nd']!)
    expect(sw).toMatchObject({ 'firer.firstTime': true, 'firer.inColumn': true, 'firer.unformed': true, 'firer.disordered': false, rain: true, secondTurnOfRainOrSnow: true })
    s = applyOps(s, [{ op: 'unit.patch', id: '45e', state: { hasFired: true } }])
    expect(presetSwitches(s, s.units['45e']!, s.units['92nd']!)['firer.firstTime']).toBe(false)
  })

  it('a hit of one base removed is applied to the target and counted this turn (seed 004, Firing, CRT 5–8)', () => {
    const s = quatreBras()
    const [f, t] = [s.units['45e']!, s.units['92nd']!]
    // fire 3 + range 0 (90 yd) + 4 ranks in penetration +1 + first volley +1 = 5; dice 5 − 2 = +3 → 8 → one base removed
    const input = fireInputFrom(factorsOf(f, t), 90, 2, presetSwitches(s, f, t))
    const result = fireCalculator.resolve(input, [5, 2])
    expect(result.score).toBe(8)
    const applied = fireApplied(s, '45e', '92nd', result, dice([5, 2]), input)
    const next = applyOps(s, applied.draft.ops)
    expect(next.units['92nd']!.state).toMatchObject({ lostBases: 1, damagedBases: 0, casualtiesThisTurn: 2 })
    expect(next.units['45e']!.state.hasFired).toBe(true)
    expect(applied.draft.label).toBe('92nd Foot: 1 base removed (fire from 45e Ligne, 90 yd)')
    expect(applied.moraleCalls).toEqual([]) // 6 of 8 steps left: not below 50 %
  })

  it('falling below 50 % calls a morale test (seed 004, Morale: when taken), and so does flank fire', () => {
    const s = quatreBras({ op: 'unit.patch', id: '92nd', state: { lostBases: 1, damagedBases: 1 } })
    const input = fireInputFrom(factorsOf(s.units['45e']!, s.units['92nd']!), 90, 2, {})
    const applied = fireApplied(s, '45e', '92nd', fireCalculator.resolve(input, [5, 2]), dice([5, 2]), input, { flankOrRear: true })
    expect(applied.moraleCalls).toEqual(['fell below 50% of initial strength', 'fired on from its flank or rear'])
  })
})

describe('morale, mêlée and leader casualties as one action each', () => {
  it('pre-fills the morale input from state; a Retreat unforms the unit and passes the holder’s initiative', () => {
    const s = quatreBras({ op: 'unit.patch', id: '92nd', state: { lostBases: 1 } }, { op: 'battle.patch', patch: { initiative: 'b' } })
    const input = moraleInputFrom(s.units['92nd']!, { ...defaultMoraleSituation(), stepsLostThisPhase: 2, situation: 'standing' })
    // seed 004, Morale, with morale factor 1: exactly ¾ (ruling 6: higher band) +1, losses 2 of 8 steps = 25 % −1,
    // formed +2, neither supported 0, both flanks neither +1, first test +1 → 1 + 4 = 5; dice 2 − 5 = −3 → 2:
    // row "2-3", column standing → Retreat.
    const r = morale.resolve({ ...input, moraleFactor: 1 }, [2, 5])
    expect(r.score).toBe(2)
    expect(r.outcome).toBe('Retreat')
    const applied = moraleApplied(s, '92nd', r, dice([2, 5]))
    const next = applyOps(s, applied.draft.ops)
    expect(next.units['92nd']!.state).toMatchObject({ order: 'unformed', lastMoraleScore: 2 })
    expect(turnState(next).initiative).toBe('a')
    expect(applied.distance).toBe('100 yd = 6.7 cm') // infantry retreat 100 yd at 1.5 yd/mm
  })

  it('a mêlée round hits both units; the loser of the side holding the initiative passes it', () => {
    const s = quatreBras({ op: 'battle.patch', patch: { initiative: 'a' } })
    const input = meleeInputFrom(s.units['45e']!, s.units['92nd']!, { charging: true }, {}, 1)
    const r = meleeCalculator.resolve(input, [1, 6])
    const applied = meleeApplied(s, '45e', '92nd', r, dice([1, 6]), 1)
    expect(applied.loser?.id).toBe('45e')
    expect(turnState(applyOps(s, applied.draft.ops)).initiative).toBe('b')
  })

  it('a decided mêlée tires whoever charged into it: the attacker in a later round, a counter-charging defender (seed 004, Definitions: Tired)', () => {
    const s = quatreBras({ op: 'battle.patch', patch: { initiative: 'a' } })
    const r = meleeCalculator.resolve(meleeInputFrom(s.units['45e']!, s.units['92nd']!, {}, {}, 2), [1, 6])
    const fatigue = (d: ReturnType<typeof meleeApplied>, id: string) => applyOps(s, d.draft.ops).units[id]!.state.fatigue
    const neither = meleeApplied(s, '45e', '92nd', r, dice([1, 6]), 2, false, false)
    expect([fatigue(neither, '45e'), fatigue(neither, '92nd')]).toEqual(['fresh', 'fresh'])
    const both = meleeApplied(s, '45e', '92nd', r, dice([1, 6]), 2, true, true)
    expect([fatigue(both, '45e'), fatigue(both, '92nd')]).toEqual(['tired', 'tired'])
  })

  it('officer casualties: steps this turn → the leader test; Killed marks the leader and calls his units to test', () => {
    const s = quatreBras({ op: 'unit.patch', id: '45e', state: { casualtiesThisTurn: 3 } })
    expect(unitsWithCasualties(s).map((u) => u.id)).toEqual(['45e'])
    const input = leaderCasualtyInputFor(s.units['45e']!)
    expect(input).toEqual({ basesRemovedThisTurn: 1, basesDamagedThisTurn: 1, casualtyCount: 'steps' })
    // Ruling 7 read the other way (bases): the owner's choice reaches the calculator.
    expect(leaderCasualtyInputFor(s.units['45e']!, { casualtyCount: 'bases' }).casualtyCount).toBe('bases')
    const r = leaderCasualtyCalculator.resolve(input, [1]) // 3 steps, roll 01: Killed (seed 004, Leader Casualties)
    expect(r.outcome).toBe('Killed')
    const applied = leaderCasualtyApplied(s, 'ney', '45e', r, dice([1]))
    expect(applyOps(s, applied.draft.ops).units.ney!.state.status).toBe('killed')
    expect(applied.moraleTests.map((u) => u.id)).toEqual(['45e'])
  })

  it('a unit wiped out is marked destroyed, which the end-of-turn count reads', () => {
    const s = quatreBras({ op: 'unit.put', unit: line('x', 'b', 'Picket', { bases: 1 }) })
    const input = fireInputFrom(factorsOf(s.units['45e']!, s.units.x!), 40, 1, {})
    const r = fireCalculator.resolve(input, [5, 2])
    expect(applyOps(s, fireApplied(s, '45e', 'x', r, dice([5, 2]), input).draft.ops).units.x!.state.status).toBe('destroyed')
  })
})
