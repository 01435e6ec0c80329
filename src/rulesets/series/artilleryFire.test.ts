import { describe, expect, it } from 'vitest'
import { fire } from '@/engine/series/fire'
import { seriesArtilleryRandomLosses } from '@/engine/series/optional/artilleryLosses'
import type { BattleState, JsonRecord } from '@/model/types'
import { artilleryFireDraft, artilleryLossCase, randomLossesInput } from './artilleryFire'
import { fireInputFor, type FireChoices } from './combatInput'
import { advancedRuleDraft } from './options'
import { apply, BATTERY, smallBattle } from './testkit'
import { addUnitDraft } from './unitOps'
import { combatState } from './unitState'

const FIRE: FireChoices = { kind: 'defensive', distances: { u9: 3, u3: 1 }, direction: 'front', targetInTownOrCastle: false, enteredResult: '1' }
/** A British battery (u9) fires on the French foot battery (u2, 2 steps, unlimbered in 1206), alone or on the 2e de ligne. */
function battle(system: 'A' | 'B' | 'off', onInfantry = false): BattleState {
  let s = smallBattle()
  s = apply(s, addUnitDraft('b', { ...BATTERY, name: 'Bull\'s troop', hex: '1209' }, 'u9'))
  if (system !== 'off') s = apply(s, advancedRuleDraft(s.setup, 'artilleryLosses', system))
  if (onInfantry) s = { ...s, units: { ...s.units, u1: { ...s.units.u1!, state: { ...s.units.u1!.state, hex: '1206', stackPosition: 1 } } } }
  return s
}
const fireAt = (s: BattleState, firers: string[], result: string, o: Partial<FireChoices> = {}) => {
  const input = fireInputFor(s, firers.map((id) => s.units[id]!), s.units.u2!, { ...FIRE, enteredResult: result, ...o }, undefined)
  return { input, r: fire.resolve(input, []) }
}

describe('16.2 applies (seed 001: enemy artillery on unlimbered artillery; combined fire: guns half or more)', () => {
  it('only with the rule on, guns firing, unlimbered guns on top, through the front', () => {
    for (const sys of ['A', 'B'] as const) {
      const s = battle(sys)
      expect(artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '1').input)).toEqual({ system: sys, gun: s.units.u2, infantry: null })
    }
    const off = battle('off')
    expect(artilleryLossCase(off, [off.units.u9!], off.units.u2!, fireAt(off, ['u9'], '1').input)).toBeNull()
    const s = battle('B')
    expect(artilleryLossCase(s, [s.units.u3!], s.units.u2!, fireAt(s, ['u3'], '1').input)).toBeNull()
    expect(artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '1', { direction: 'flank' }).input)).toBeNull()
    expect(artilleryLossCase(s, [s.units.u9!], s.units.u2!, null)).toBeNull()
    const limbered = { ...s, units: { ...s.units, u2: { ...s.units.u2!, state: { ...s.units.u2!.state, formation: 'limbered' } } } }
    expect(artilleryLossCase(limbered, [s.units.u9!], limbered.units.u2!, fireAt(s, ['u9'], '1').input)).toBeNull()
    expect(artilleryLossCase(s, [s.units.u9!], s.units.u1!, fireInputFor(s, [s.units.u9!], s.units.u1!, FIRE, undefined))).toBeNull()
  })
  it('combined fire: guns 4 of 7 apply (half or more); guns 1 of 4 at 6 hexes do not', () => {
    const s = battle('A')
    expect(artilleryLossCase(s, [s.units.u9!, s.units.u3!], s.units.u2!, fireAt(s, ['u9', 'u3'], '1').input)?.system).toBe('A')
    expect(artilleryLossCase(s, [s.units.u9!, s.units.u3!], s.units.u2!, fireAt(s, ['u9', 'u3'], '1', { distances: { u9: 6, u3: 1 } }).input)).toBeNull()
  })
  it('stacked on infantry: the infantry under the guns takes the rest', () => {
    const s = battle('A', true)
    expect(artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '1').input)?.infantry?.id).toBe('u1')
    expect(randomLossesInput({ system: 'B', gun: s.units.u2!, infantry: s.units.u1! }, 2)).toEqual({ lossesRequired: 2, stackedOnInfantry: true })
    expect(randomLossesInput({ system: 'B', gun: s.units.u2!, infantry: null }, 5)).toEqual({ lossesRequired: 3 })
  })
})

describe('16.2 applied with the fire as one action', () => {
  it('A: the first loss is a bar (no step), the second completes the cross: a step; the artillery checks morale', () => {
    let s = battle('A')
    const c = artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '1').input)!
    const d = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '1').r, undefined, {})
    expect(d.label).toBe('Bull\'s troop fires at Foot battery (fire value 4): 1 step required — 16.2 A: 1 half-loss, a bar on the loss sheet')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { halfLoss: true } }])
    expect(d.detail?.owes).toEqual([{ kind: 'morale', unitIds: ['u2'], label: 'Foot battery: morale check', reason: 'fired upon by artillery: the artillery checks morale in all cases (16.2 A)', prefill: { purpose: 'fire', direction: 'front', failedAbove: 0 } }])
    s = apply(s, d)
    const again = artilleryFireDraft(s, [s.units.u9!], { ...c, gun: s.units.u2! }, fireAt(s, ['u9'], '1').r, undefined, {})
    expect(again.label).toBe('Bull\'s troop fires at Foot battery (fire value 4): 1 step required — 16.2 A: 1 half-loss, 1 step lost; Foot battery loses 1 step')
    expect(again.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { halfLoss: false } }, { op: 'unit.patch', id: 'u2', state: { steps: 1 } }])
    const two = artilleryFireDraft(s, [s.units.u9!], { ...c, gun: s.units.u2! }, fireAt(s, ['u9'], '2').r, undefined, {})
    expect(two.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { halfLoss: true } }, { op: 'unit.patch', id: 'u2', state: { steps: 1 } }])
  })
  it('A on infantry: the guns take a half-loss, the infantry the remaining full steps', () => {
    const s = battle('A', true)
    const c = artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '3').input)!
    const d = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '3').r, undefined, {})
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { halfLoss: true } }, { op: 'unit.patch', id: 'u1', state: { steps: 5 } }])
    expect(d.label).toBe('Bull\'s troop fires at Foot battery (fire value 4): 3 steps required — 16.2 A: 1 half-loss, a bar on the loss sheet; 2e de ligne loses 2 steps')
  })
  it('B: two dice for two losses, 1-3 effective (9, 18, 9 of 36); one effective; the dice kept with the fire\'s', () => {
    const s = battle('B')
    const c = artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '2').input)!
    const i = randomLossesInput(c, 2)
    expect(seriesArtilleryRandomLosses.distribution(i).outcomes.map((o) => [o.value, o.count])).toEqual([[0, 9], [1, 18], [2, 9]])
    const result = seriesArtilleryRandomLosses.resolve(i, [2, 5])
    const rd = { source: 'physical' as const, dice: [{ role: 'loss 1 die', die: 'd6', face: 2 }, { role: 'loss 2 die', die: 'd6', face: 5 }] }
    const d = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '2').r, undefined, {}, { result, dice: rd })
    expect(d.label).toBe('Bull\'s troop fires at Foot battery (fire value 4): 2 steps required — 16.2 B: 1 of 2 losses effective; Foot battery loses 1 step')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { steps: 1 } }])
    expect(d.dice).toEqual(rd)
    expect(d.detail).toMatchObject({ artilleryLosses: 'B', gunSteps: 1, infantrySteps: 0, steps: 2 })
    const none = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '1').r, undefined, {}, { result: seriesArtilleryRandomLosses.resolve(randomLossesInput(c, 1), [6]) })
    expect([none.label, none.ops]).toEqual(['Bull\'s troop fires at Foot battery (fire value 4): 1 step required — 16.2 B: 0 of 1 loss effective', []])
  })
  it('a leader with the guns: a casualty check owed when a unit loses 2 steps at once (14.5), not for 1', () => {
    let s = battle('B')
    s = { ...s, units: { ...s.units, l1: { ...s.units.l1!, state: { ...s.units.l1!.state, hex: '1206' } } } }
    const c = artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '2').input)!
    const two = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '2').r, undefined, {}, { result: seriesArtilleryRandomLosses.resolve(randomLossesInput(c, 2), [1, 1]) })
    expect((two.detail?.owes as { kind: string; unitIds: string[] }[]).map((o) => [o.kind, o.unitIds])).toEqual([['leader casualty', ['l1']]])
    const one = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '2').r, undefined, {}, { result: seriesArtilleryRandomLosses.resolve(randomLossesInput(c, 2), [1, 6]) })
    expect((one.detail?.owes as { kind: string }[]).map((o) => o.kind)).toEqual(['morale'])
  })
  it('B: both losses effective eliminate the battery; on infantry the die is for the first loss only', () => {
    const s = battle('B')
    const c = artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '2').input)!
    const gone = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '2').r, { source: 'app', dice: [] }, {}, { result: seriesArtilleryRandomLosses.resolve(randomLossesInput(c, 2), [1, 3]), dice: { source: 'app', dice: [] } })
    expect(gone.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { steps: 0, status: 'eliminated' } }])
    expect(gone.detail?.owes).toBeUndefined()
    expect(gone.dice?.source).toBe('app')
    const st = battle('B', true)
    const ci = artilleryLossCase(st, [st.units.u9!], st.units.u2!, fireAt(st, ['u9'], '2').input)!
    const d = artilleryFireDraft(st, [st.units.u9!], ci, fireAt(st, ['u9'], '2').r, undefined, {}, { result: seriesArtilleryRandomLosses.resolve(randomLossesInput(ci, 2), [4]) })
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u1', state: { steps: 6 } }])
    expect(d.label).toBe('Bull\'s troop fires at Foot battery (fire value 4): 2 steps required — 16.2 B: 0 of 1 loss effective; 2e de ligne loses 1 step')
    expect(combatState(apply(st, d).units.u1!).steps).toBe(6)
  })
  it('A: guns eliminated by the cross: the infantry under them checks morale instead', () => {
    let s = battle('A', true)
    s = { ...s, units: { ...s.units, u2: { ...s.units.u2!, state: { ...s.units.u2!.state, steps: 1, halfLoss: true } as JsonRecord } } }
    const c = artilleryLossCase(s, [s.units.u9!], s.units.u2!, fireAt(s, ['u9'], '1').input)!
    const d = artilleryFireDraft(s, [s.units.u9!], c, fireAt(s, ['u9'], '1').r, undefined, {})
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { halfLoss: false } }, { op: 'unit.patch', id: 'u2', state: { steps: 0, status: 'eliminated' } }])
    expect((d.detail?.owes as { unitIds: string[] }[])[0]!.unitIds).toEqual(['u1'])
  })
})
