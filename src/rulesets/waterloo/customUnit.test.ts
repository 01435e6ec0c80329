import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { errorOf } from '@/test-utils/calculatorChecks'
import { unitNow, valuesInEffect } from './combatInput'
import { addCustomUnitDraft, blankCustomUnit, customUnitProblems, valuesOf, type CustomUnitForm } from './customUnit'
import { apply, setUpBattle, unitOf } from './testkit'
import { WlUnitStateSchema } from './unitSchema'

const hussars = (): CustomUnitForm => ({ ...blankCustomUnit('Prussian'), name: '2nd Silesian Hussars', corps: 'pr-IV', type: 'cavalry', cavalryWeight: 'LC',
  fresh: { strengthPoints: 3, artilleryFactor: 0, elanRating: 4 }, battleworn: { strengthPoints: 2, artilleryFactor: 0, elanRating: 3 } })

describe('a unit the text does not name, from its counter', () => {
  it('every problem at once, by field', () => {
    expect(customUnitProblems(blankCustomUnit('Prussian'))).toEqual({
      name: 'Give the unit a name', corps: 'Choose one of the Prussian Corps.', type: 'Choose infantry, cavalry or artillery (the counter\'s picture).',
      'fresh.strengthPoints': 'Fresh SP: a whole number 0–20.', 'fresh.artilleryFactor': 'Fresh AF: a whole number 0–20.', 'fresh.elanRating': 'Fresh ER: a whole number 1–6.',
      'battleworn.strengthPoints': 'Battleworn SP: a whole number 0–20.', 'battleworn.artilleryFactor': 'Battleworn AF: a whole number 0–20.', 'battleworn.elanRating': 'Battleworn ER: a whole number 1–6.',
    })
    expect(customUnitProblems({ ...hussars(), cavalryWeight: '' })).toEqual({ cavalryWeight: 'Cavalry: HC (Heavy) or LC (Light), as the counter says.' })
    expect(customUnitProblems({ ...hussars(), corps: 'fr-I' })).toHaveProperty('corps')
    expect(customUnitProblems({ ...hussars(), fresh: { strengthPoints: 21, artilleryFactor: -1, elanRating: 0 } })).toHaveProperty('fresh.elanRating')
    expect(customUnitProblems({ ...hussars(), battleworn: { strengthPoints: 2.5, artilleryFactor: 0, elanRating: 7 } })).toEqual({
      'battleworn.strengthPoints': 'Battleworn SP: a whole number 0–20.', 'battleworn.elanRating': 'Battleworn ER: a whole number 1–6.' })
    expect(customUnitProblems(hussars())).toEqual({})
  })
  it('added as one action on the Allied side; its values read back; the schema accepts it', () => {
    const s = setUpBattle()
    const d = addCustomUnitDraft(hussars(), 'u1')
    expect(d.label).toBe('2nd Silesian Hussars (cavalry, IV Corps) joins')
    const b = apply(s, d)
    const u = unitOf(b, 'u1')
    expect(u.side).toBe('b')
    expect(v.safeParse(WlUnitStateSchema, u.state).success).toBe(true)
    expect(valuesOf(u, {})).toMatchObject({ type: 'cavalry', cavalryWeight: 'LC', fresh: { strengthPoints: 3, artilleryFactor: 0, elanRating: 4 } })
    expect(unitNow(u, {}).missing).toEqual([])
    expect(valuesInEffect({ ...u, state: { ...u.state, stepLosses: 4 } }, {}, {})).toBe('SP 2 · AF 0 · ER 2')
  })
  it('refused with its first problem when the form was not checked', () => {
    expect(errorOf(() => addCustomUnitDraft({ ...hussars(), name: ' ' }, 'u1'))).toMatchObject({ field: 'name' })
  })
})
