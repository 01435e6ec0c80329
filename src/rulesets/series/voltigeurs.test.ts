import { describe, expect, it } from 'vitest'
import { fire } from '@/engine/series/fire'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { BattleState } from '@/model/types'
import { fireInputFor, type FireChoices } from './combatInput'
import { apply, smallBattle } from './testkit'
import { addUnitDraft, formationDraft, placeDraft, stepsDraft } from './unitOps'
import {
  BEYOND_AT_ONE_LABEL, BEYOND_LABEL, deployVoltigeurDraft, militiaDraft, refusalOf, reintegrateVoltigeurDraft, usesVoltigeurs,
  VOLTIGEUR_ADDS_LABEL, voltigeurRecords, voltigeursMayDeploy, voltigeursOf, voltigeurUnitOf, withVoltigeurs,
} from './voltigeurs'

const on = (): BattleState => smallBattle({ advanced: { voltigeurs: true } })
const FIRE: FireChoices = { kind: 'defensive', distances: { u3: 1 }, direction: 'front', targetInTownOrCastle: false, enteredResult: '1' }
const deploy = (s: BattleState, id = 'u1'): BattleState => apply(s, deployVoltigeurDraft(s, s.units[id]!))

describe('voltigeurs on a unit (16.1)', () => {
  it('a line infantry in line deploys two, one action each, kept in battle.voltigeurs; a third is refused in the rules\' words', () => {
    let s = on()
    expect(usesVoltigeurs(s)).toBe(true)
    expect(voltigeursMayDeploy(s, s.units.u1!)).toBe(2)
    const d = deployVoltigeurDraft(s, s.units.u1!)
    expect(d).toEqual({ kind: 'unit.voltigeurs', by: 'a', detail: { unitId: 'u1', deployed: 1 },
      ops: [{ op: 'battle.patch', patch: { voltigeurs: { u1: { deployed: 1 } } } }],
      label: '2e de ligne deploys a voltigeur in a free adjacent front hex (16.1): 1 out' })
    s = deploy(deploy(s))
    expect(voltigeursOf(s, s.units.u1!)).toEqual({ deployed: 2 })
    expect(errorOf(() => deployVoltigeurDraft(s, s.units.u1!))).toMatchObject({ field: 'voltigeurs',
      message: 'A line infantry in column or in general order can deploy one voltigeur, a line infantry in line two (16.1).' })
    const back = reintegrateVoltigeurDraft(s, s.units.u1!)
    expect(back.label).toBe('2e de ligne reintegrates a voltigeur (16.1): 1 out')
    s = apply(s, back)
    expect(voltigeursOf(s, s.units.u1!).deployed).toBe(1)
    s = apply(s, reintegrateVoltigeurDraft(s, s.units.u1!))
    expect(errorOf(() => reintegrateVoltigeurDraft(s, s.units.u1!))).toMatchObject({ field: 'voltigeurs', message: '2e de ligne has no voltigeur out to reintegrate (16.1).' })
  })
  it('column and general order one; light infantry (printed range 2) three', () => {
    let s = on()
    s = apply(s, formationDraft(s.units.u1!, 'column', 1))
    expect(voltigeursMayDeploy(s, s.units.u1!)).toBe(1)
    s = apply(s, formationDraft(s.units.u1!, 'general-order', 1))
    expect(voltigeursMayDeploy(s, s.units.u1!)).toBe(1)
    s = deploy(s)
    expect(refusalOf(s, s.units.u1!)).toBe('A line infantry in column or in general order can deploy one voltigeur, a line infantry in line two (16.1).')
    s = apply(s, addUnitDraft('b', { name: 'Rifles', type: 'infantry', steps: 4, firepower: 2, meleeValue: 1, morale: 9, fireRange: 2, formation: 'line', corps: 'II', hex: '1505' }, 'u5'))
    expect(voltigeurUnitOf(s, s.units.u5!)).toMatchObject({ light: true, topOfStack: true, stepsLeft: 4, formation: 'line' })
    s = deploy(deploy(deploy(s, 'u5'), 'u5'), 'u5')
    expect(voltigeursOf(s, s.units.u5!).deployed).toBe(3)
    expect(refusalOf(s, s.units.u5!)).toBe('The light infantry can deploy three (16.1).')
  })
  it('none for a disorganized unit, a unit in square, a militia unit, a lower unit of the stack, a battery', () => {
    const s = on()
    const why = 'A disorganized unit, a unit in square, or a militia unit cannot deploy any (16.1).'
    for (const f of ['disorganized', 'square'] as const) {
      const t = apply(s, formationDraft(s.units.u1!, f, 1))
      expect(voltigeursMayDeploy(t, t.units.u1!)).toBe(0)
      expect(errorOf(() => deployVoltigeurDraft(t, t.units.u1!))).toMatchObject({ field: 'voltigeurs', message: why })
    }
    const m = apply(s, militiaDraft(s, s.units.u1!, true))
    expect(voltigeursOf(m, m.units.u1!)).toEqual({ deployed: 0, militia: true })
    expect(voltigeursMayDeploy(m, m.units.u1!)).toBe(0)
    expect(refusalOf(m, m.units.u1!)).toBe(why)
    expect(militiaDraft(m, m.units.u1!, false).label).toBe('2e de ligne is not militia (16.1)')
    expect(militiaDraft(s, s.units.u1!, true).label).toBe('2e de ligne is militia (16.1)')
    const out = deploy(s)
    expect(errorOf(() => militiaDraft(out, out.units.u1!, true))).toMatchObject({ field: 'militia' })
    const low = apply(s, placeDraft(s.units.u1!, '1206', 1))
    expect(voltigeurUnitOf(low, low.units.u1!)?.topOfStack).toBe(false)
    expect(refusalOf(low, low.units.u1!)).toBe('Only the upper unit of the stack can deploy voltigeurs (16.1).')
    const gone = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { status: 'eliminated', steps: 0 } }] })
    expect(voltigeurUnitOf(gone, gone.units.u1!)).toBeNull()
    expect(voltigeurUnitOf(s, s.units.u2!)).toBeNull()
    expect(voltigeursMayDeploy(s, s.units.u2!)).toBe(0)
    expect(refusalOf(s, s.units.u2!)).toBe('Almost every infantry unit can deploy voltigeurs: not this one (16.1).')
  })
  it('never more than the loss steps left', () => {
    let s = on()
    s = apply(s, stepsDraft(s.units.u1!, 1))
    expect(voltigeursMayDeploy(s, s.units.u1!)).toBe(1)
    s = deploy(s)
    expect(refusalOf(s, s.units.u1!)).toBe('A unit cannot deploy more voltigeurs than the number of losses step they have left (16.1).')
  })
  it('refused with the option off; bad records ignored', () => {
    const off = smallBattle()
    expect(usesVoltigeurs(off)).toBe(false)
    for (const f of [deployVoltigeurDraft, reintegrateVoltigeurDraft])
      expect(errorOf(() => f(off, off.units.u1!))).toMatchObject({ field: 'voltigeurs', message: 'Voltigeurs are an optional rule (16.1): turn it on in Options first.' })
    expect(errorOf(() => militiaDraft(off, off.units.u1!, true))).toMatchObject({ field: 'voltigeurs' })
    expect(voltigeurRecords({ battle: { voltigeurs: { u1: { deployed: 2 }, u2: { deployed: -1 }, u3: { deployed: 1.5 }, u4: 'x', u5: { deployed: 1, militia: 'y' } } } })).toEqual({ u1: { deployed: 2 } })
    expect(voltigeurRecords({ battle: { voltigeurs: [] } })).toEqual({})
    expect(voltigeurRecords({ battle: { voltigeurs: null } })).toEqual({})
    expect(voltigeurRecords({ battle: {} })).toEqual({})
  })
})

describe('voltigeurs in a fire (16.1)', () => {
  it('92nd Foot (3) at 2e de ligne: a voltigeur adds 1, beyond voltigeurs −1, each a line citing 16.1', () => {
    const s = on()
    const plain = fireInputFor(s, [s.units.u3!], s.units.u1!, FIRE, undefined)
    expect(plain.fireValueModifiers).toBeUndefined()
    const beyond = fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, beyondVoltigeurs: true }, undefined)
    expect(beyond.fireValueModifiers).toEqual([{ label: BEYOND_LABEL, value: -1 }])
    const r = fire.resolve(beyond, [])
    expect(r.working).toContainEqual(expect.objectContaining({ label: 'target beyond voltigeurs: −1 (16.1)', value: -1 }))
    expect(r.working).toContainEqual(expect.objectContaining({ label: 'fire value', value: 2 }))
    const both = fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, voltigeurAdds: true, beyondVoltigeurs: true }, undefined)
    expect(both.fireValueModifiers).toEqual([{ label: 'a voltigeur adds its 1 to this fire (16.1)', value: 1 }, { label: BEYOND_LABEL, value: -1 }])
    const adds = fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, voltigeurAdds: true }, undefined)
    expect(adds.fireValueModifiers).toEqual([{ label: VOLTIGEUR_ADDS_LABEL, value: 1 }])
    expect(fire.resolve(adds, []).working).toContainEqual(expect.objectContaining({ label: 'fire value', value: 4 }))
  })
  it('"except if this value was already one": a fire value of 1 beyond voltigeurs stays 1', () => {
    let s = on()
    s = apply(s, stepsDraft(s.units.u3!, 1))
    s = apply(s, formationDraft(s.units.u3!, 'disorganized', 1))
    const i = fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, beyondVoltigeurs: true }, undefined)
    expect(i.fireValueModifiers).toEqual([{ label: BEYOND_AT_ONE_LABEL, value: 0 }])
    expect(fire.resolve(i, []).working).toContainEqual(expect.objectContaining({ label: 'fire value', value: 1 }))
  })
  it('the option off: the choices add nothing; a fire the engine refuses gets no beyond line', () => {
    const off = smallBattle()
    expect(fireInputFor(off, [off.units.u3!], off.units.u1!, { ...FIRE, voltigeurAdds: true, beyondVoltigeurs: true }, undefined).fireValueModifiers).toBeUndefined()
    const s = on()
    const bad = { ...fireInputFor(s, [s.units.u3!], s.units.u1!, FIRE, undefined), firers: [] }
    expect(withVoltigeurs(s, { beyondVoltigeurs: true }, bad).fireValueModifiers).toEqual([])
    expect(withVoltigeurs(s, { voltigeurAdds: true, beyondVoltigeurs: true }, bad).fireValueModifiers).toEqual([{ label: VOLTIGEUR_ADDS_LABEL, value: 1 }])
    expect(withVoltigeurs(s, {}, bad)).toBe(bad)
  })
})
