import { describe, expect, it } from 'vitest'
import { modifiedFireValue, combatEffects, fire, type HitsTable, type MiniaturesRulings } from '@/engine/miniatures'
import { effectsInputFor, fireInputFor, NO_CHOICES, type FireRange } from './fireInput'
import { fireDraft } from './fireDraft'
import { withLabels } from '@/calc/labelled'
import { addUnitDraft, situationDraft, disorderDraft } from './unitOps'
import { readTape } from './tape'
import { apply, smallBattle } from './testkit'
import { miniState } from './unitState'

const close: FireRange = { band: 1, contact: false }
const medium: FireRange = { band: 2, contact: false }
const TABLE: HitsTable = { id: 't', title: 't', source: 'my book', die: 'd6', rows: [{ from: -30, to: 30, hits: [0, 0, 1, 1, 2, 3] }] }

describe('miniatures fire from unit state', () => {
  // seed 003, Reference Sheet: French Infantry, move 1 and fire, close 9; 9.2: -1 per DP; Terrain: orchard -1.
  it('presets the firer\'s DP and the target\'s terrain: 9 - 1 - 1 = 7', () => {
    let s = smallBattle()
    s = apply(s, disorderDraft(s.units['u1']!))
    const input = fireInputFor(s.units['u1']!, s.units['u2']!, close, { ...NO_CHOICES, moved: 1, targetTerrain: 'orchard' })
    expect(modifiedFireValue(input).fireValue).toBe(7)
  })

  // 9.2 infantry list: fire on square +4 at close range, fire on cavalry -2.
  it('a target in square adds +4 at close range; firing on cavalry -2', () => {
    let s = smallBattle()
    s = apply(s, situationDraft(s.units['u2']!, { inSquare: true })!)
    expect(modifiedFireValue(fireInputFor(s.units['u1']!, s.units['u2']!, close, NO_CHOICES)).fireValue).toBe(13)
    expect(modifiedFireValue(fireInputFor(s.units['u1']!, s.units['u3']!, close, NO_CHOICES)).fireValue).toBe(7)
  })

  it('labels fire outcomes for the odds bars and keeps exact counts', () => {
    const s = smallBattle()
    const calc = withLabels(fire, (o) => `${o.hits}`)
    const input = fireInputFor(s.units['u1']!, s.units['u2']!, close, NO_CHOICES, TABLE)
    expect(calc.distribution(input).total).toBe(36)
    expect(calc.resolve(input, [1, 1]).outcome).toMatchObject({ hits: 0, label: '0' })
  })

  // seed 003, Combat Effects (9.1): 2 hits, die 6 → 2 disorder points, retreat 2.
  it('applies combat effects to the target in one action with the hits source in detail', () => {
    const s = smallBattle()
    const input = effectsInputFor(fireInputFor(s.units['u1']!, s.units['u2']!, medium, NO_CHOICES), 2)
    const r = combatEffects.resolve(input, [6])
    expect(r.outcome).toEqual({ disorder: 2, retreat: 2, removed: false })
    const d = fireDraft(s.units['u1']!, s.units['u2']!, { ...r.outcome, hits: 2, fireValue: 5 }, { table: 'miniatures-hits', version: 3 })
    expect(d.label).toBe('45e Ligne fires at 92nd Foot (fire value 5): 2 hits — 2 disorder points, retreat 2')
    expect(d.detail).toMatchObject({ hitsFrom: { table: 'miniatures-hits', version: 3 } })
    expect(miniState(apply(s, d).units['u2']!).disorderPoints).toBe(2)
  })

  it('a removing result marks the target removed; no hits changes nothing', () => {
    const s = smallBattle()
    const removed = fireDraft(null, s.units['u3']!, { hits: 3, fireValue: 9, disorder: 3, retreat: 0, removed: true }, 'players')
    expect(miniState(apply(s, removed).units['u3']!).status).toBe('removed')
    expect(fireDraft(s.units['u1']!, s.units['u2']!, { hits: 0, fireValue: 1, disorder: 0, retreat: 0, removed: false }, 'players').ops).toEqual([])
  })
})

// Ruling 25 (seed 000 §9.4 #11 kept by seed 003; 003 §10.0 #6): the tape says whether the firer is adjacent.
describe('artillery forced back: adjacent or not comes from the tape, through the fire draft', () => {
  const withGuns = () => apply(smallBattle(), addUnitDraft('b', 'heavy-artillery', 'Royal Horse Battery', 'English', 'u5'))
  // Combat Effects (9.1), 1 hit column, die 1: 0 disorder points, retreat 1.
  const oneHitDie1 = (tape: string, rulings?: MiniaturesRulings) => {
    const s = withGuns()
    const at = readTape(tape, 'cm')!
    const input = fireInputFor(s.units['u1']!, s.units['u5']!, { band: at.band!, contact: at.contact }, NO_CHOICES, undefined, rulings)
    const r = combatEffects.resolve(effectsInputFor(input, 1), [1])
    return { s, input, r, d: fireDraft(s.units['u1']!, s.units['u5']!, { ...r.outcome, hits: 1, fireValue: 5 }, 'players', undefined, undefined, r.working) }
  }

  it('12 cm (not in contact): the artillery ignores retreat 1 — nothing to move, nothing owed', () => {
    const { input, r, d } = oneHitDie1('12')
    expect(input.adjacent).toBe(false)
    expect(r.outcome).toEqual({ disorder: 0, retreat: 0, removed: false })
    expect(r.working.at(-1)!.label).toBe('artillery forced back 1 by a unit not adjacent: ignores the retreat (ruling 25)')
    expect(d.label).toBe('45e Ligne fires at Royal Horse Battery (fire value 5): 1 hit — no effect')
    expect(d.ops).toEqual([])
    expect(d.detail).not.toHaveProperty('owes')
  })

  it('0 cm (in contact): the retreat segment becomes 1 disorder point (10.0 #6), applied to the guns', () => {
    const { s, input, r, d } = oneHitDie1('0')
    expect(input.adjacent).toBe(true)
    expect(r.outcome).toEqual({ disorder: 1, retreat: 0, removed: false })
    expect(d.label).toBe('45e Ligne fires at Royal Horse Battery (fire value 5): 1 hit — 1 disorder point')
    expect(miniState(apply(s, d).units['u5']!).disorderPoints).toBe(1)
  })

  it('the battle\'s other reading of ruling 25 (retreats) reaches the engine: retreat 1 owed', () => {
    const { r, d } = oneHitDie1('12', { artilleryRetreatFromAfar: 'retreats' })
    expect(r.outcome).toEqual({ disorder: 0, retreat: 1, removed: false })
    expect(d.detail).toHaveProperty('owes')
  })

  it('cavalry fire input is adjacent only when the tape says contact (the engine refuses a charge at a distance)', () => {
    const s = withGuns()
    const hussars = s.units['u3']!
    expect(fireInputFor(hussars, s.units['u1']!, { band: 1, contact: true }, NO_CHOICES).adjacent).toBe(true)
    const far = fireInputFor(hussars, s.units['u1']!, { band: 1, contact: false }, NO_CHOICES)
    expect(far.adjacent).toBe(false)
    expect(() => modifiedFireValue(far)).toThrow('Cavalry attacks only when facing and adjacent')
  })
})

describe('"other ±N" is logged with the fire', () => {
  it('the label names it and the detail keeps it with the whole working', () => {
    const s = smallBattle()
    const input = effectsInputFor(fireInputFor(s.units['u1']!, s.units['u2']!, medium, NO_CHOICES), 2)
    const r = combatEffects.resolve({ ...input, otherModifier: { value: -1, reason: 'umpire: smoke' } }, [4])
    const d = fireDraft(s.units['u1']!, s.units['u2']!, { ...r.outcome, hits: 2, fireValue: 5 }, 'players', undefined, undefined, r.working)
    expect(d.label).toBe('45e Ligne fires at 92nd Foot (fire value 5): 2 hits — 2 disorder points (−1 other: umpire: smoke)')
    expect(d.detail).toMatchObject({ other: [{ value: -1, reason: 'umpire: smoke' }], working: ['combat effects die: 4', 'other: umpire: smoke: -1', 'row: 3', '2 hits, die 4 − 1 → row 3: disorder: 2'] })
    expect(fireDraft(s.units['u1']!, s.units['u2']!, { ...r.outcome, hits: 2, fireValue: 5 }, 'players').detail).not.toHaveProperty('working')
  })
})
