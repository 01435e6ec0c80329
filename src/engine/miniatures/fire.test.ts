import { describe, expect, it } from 'vitest'
import { chance, RulesInputError } from '../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { fire } from './fire'
import type { FireInput } from './fireInput'
import { EMPTY_HITS_TABLE, validateHitsTable, type HitsTable } from './hitsTable'

// A made-up owner table for the tests only (the shipped one is empty).
const ownerTable: HitsTable = {
  id: 't', title: 'test', source: 'test rule book', die: 'd6',
  rows: [{ from: -50, to: 5, hits: [0, 0, 0, 0, 0, 1] }, { from: 6, to: 50, hits: [0, 0, 1, 1, 2, 3] }],
}
// French infantry, moved 1, close, 1 disorder point, at English infantry in an orchard: 9 − 1 − 1 = 7.
const noHits: FireInput = { firer: 'french-infantry', moved: 1, range: 1, disorderPoints: 1, target: 'english-infantry', targetTerrain: 'orchard' }
const input: FireInput = { ...noHits, hitsTable: ownerTable }
const none = { hits: 0, disorder: 0, retreat: 0, removed: false }

describe('fire calculator', () => {
  it('without a filled hits table or entered hits: no dice, and resolve/distribution say the players must enter hits', () => {
    expect(EMPTY_HITS_TABLE.rows).toHaveLength(0)
    for (const i of [noHits, { ...noHits, hitsTable: EMPTY_HITS_TABLE }, { ...noHits, hitsTable: { ...ownerTable, die: null } }]) {
      expect(fire.dice(i)).toEqual([])
      expect(errorOf<RulesInputError>(() => fire.distribution(i)).code).toBe('missing-table')
      expect(() => fire.resolve(i, [])).toThrow(/Modified fire value 7\. Hits are not in the text/)
      expect(errorOf<RulesInputError>(() => fire.outcomes(i)).field).toBe('hitsTable')
    }
  })

  it('the example resolves: 2 hits entered by the players, then the D6 on the 2-hits column (full working)', () => {
    expect(fire.example.enteredHits).toBe(2)
    expect(fire.dice(fire.example).map((d) => d.role)).toEqual(['combat effects D6'])
    const r = fire.resolve(fire.example, [5])
    expect(r.outcome).toEqual({ hits: 2, disorder: 2, retreat: 1, removed: false })
    expect(r.fireValue).toBe(7)
    expect(r.score).toBe(7)
    expect(r.working).toEqual([
      { label: 'French Infantry, move 1 and fire, close range (1)', value: 9, rule: { seed: '003', section: 'Reference Sheet: Army Units (1.1), Fire Value RANGE' } },
      { label: '1 disorder point', value: -1, rule: { seed: '003', section: 'Fire Value Modifiers (9.2)' } },
      { label: 'target in Orchard', value: -1, rule: { seed: '003', section: 'Terrain Effect (8.0)' } },
      { label: 'fire value', value: 7, rule: { seed: '003', section: 'Fire Value Modifiers (9.2)' }, kind: 'total' },
      { label: 'hits read by the players at fire value 7 (enter from your rule book)', value: '2 hits', rule: { seed: '003', section: '9.1 Combat: hits (not in the text — enter from your rule book)' } },
      { label: 'combat effects die', value: 5, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'base' },
      { label: 'row', value: 5, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'total' },
      { label: '2 hits, die 5: disorder', value: 2, rule: { seed: '003', section: 'Combat Effects (9.1)' }, kind: 'count' },
      { label: 'retreat 1 segment', value: 1, rule: { seed: '003', section: '10.0 Retreats' }, kind: 'count' },
    ])
    expectAgreesWithResolve(fire, fire.example)
    // 2-hits column: rows 1 → 1/1, 2 → 1/2, 3–4 → 2/0, 5 → 2/1, 6 → 2/2
    expect(fire.outcomes(fire.example)).toEqual([
      { hits: 2, disorder: 1, retreat: 1, removed: false }, { hits: 2, disorder: 1, retreat: 2, removed: false },
      { hits: 2, disorder: 2, retreat: 0, removed: false }, { hits: 2, disorder: 2, retreat: 1, removed: false },
      { hits: 2, disorder: 2, retreat: 2, removed: false },
    ])
  })

  it('entered hits: 1 hit reads the 1-hit column; 0 hits rolls nothing; bad entries are refused by name', () => {
    expect(fire.resolve({ ...noHits, enteredHits: 1 }, [6]).outcome).toEqual({ hits: 1, disorder: 1, retreat: 2, removed: false })
    expect(fire.resolve({ ...noHits, enteredHits: 1 }, [6]).working[4]!.value).toBe('1 hit')
    expect(fire.dice({ ...noHits, enteredHits: 0 })).toEqual([])
    expect(fire.resolve({ ...noHits, enteredHits: 0 }, []).outcome).toEqual(none)
    expect(fire.distribution({ ...noHits, enteredHits: 0 })).toEqual({ total: 1, outcomes: [{ value: none, count: 1 }] })
    // entered hits win over a filled table
    expect(fire.dice({ ...input, enteredHits: 3 })).toHaveLength(1)
    expect(errorOf<RulesInputError>(() => fire.dice({ ...noHits, enteredHits: -1 })).message).toBe('enteredHits must be a whole number 0 or more, got -1.')
    expect(errorOf<RulesInputError>(() => fire.dice({ ...noHits, enteredHits: 1.5 })).field).toBe('enteredHits')
  })

  it('with an owner table: hits die then combat effects D6; 7 → faces 3–4 one hit, 5 two, 6 three', () => {
    const r = fire.resolve(input, [6, 2])
    expect(r).toMatchObject({ fireValue: 7, outcome: { hits: 3, disorder: 2, retreat: 2, removed: false } })
    expect(r.working[4]).toEqual({ label: 'hits die 6 at fire value 7 (test rule book)', value: '3 hits', rule: { seed: '003', section: '9.1 Combat: hits (not in the text — enter from your rule book)' } })
    expect(fire.resolve(input, [1, 6]).outcome).toEqual(none)
    expect(fire.resolve(input, [1, 6]).working).toHaveLength(5)
    const d = fire.distribution(input)
    expect(d.total).toBe(36)
    expect(chance(d, (o) => o.hits === 0)).toEqual({ count: 12, total: 36 })
    // 1 hit (faces 3, 4) × effect rows 1–2 (0 disorder points, retreat 1) = 4 of 36
    expect(countOf(d, { hits: 1, disorder: 0, retreat: 1, removed: false })).toBe(4)
    // 3 hits (face 6) × rows 3–4 (3 disorder points) on fresh English infantry = 2 of 36
    expect(countOf(d, { hits: 3, disorder: 3, retreat: 1, removed: false })).toBe(2)
    expectAgreesWithResolve(fire, input)
    expect(fire.outcomes(input)[0]).toEqual(none)
  })

  it('outcomes in table order: by hits, then not removed before removed, then DP and retreat (hand-worked, light cavalry at 2 disorder points)', () => {
    // an owner table whose low faces give more hits, so the face order is not the table order
    const rev: HitsTable = { ...ownerTable, rows: [{ from: -50, to: 50, hits: [2, 1, 0, 0, 0, 0] }] }
    const i: FireInput = { ...noHits, target: 'light-cavalry', targetDisorderPoints: 2, hitsTable: rev }
    expect(fire.outcomes(i)).toEqual([
      none, { hits: 1, disorder: 0, retreat: 1, removed: false }, { hits: 1, disorder: 1, retreat: 0, removed: true },
      { hits: 2, disorder: 1, retreat: 0, removed: true }, { hits: 2, disorder: 2, retreat: 0, removed: true },
    ])
    expect(fire.dice(input).map((d) => d.role)).toEqual(['hits die', 'combat effects D6'])
    expect(fire.resolve(i, [2, 3]).working.map((l) => l.value)).toContain('1 hit')
  })

  it('a D10 table rolls a D10 (60 combinations); a fire value with no row is missing-table', () => {
    const d10: HitsTable = { ...ownerTable, die: 'd10', rows: [{ from: 0, to: 9, hits: [0, 0, 0, 0, 0, 0, 0, 1, 1, 2] }] }
    expect(fire.distribution({ ...input, hitsTable: d10 }).total).toBe(60)
    expect(fire.dice({ ...input, hitsTable: d10 }).map((d) => d.die.id)).toEqual(['d10', 'd6'])
    expect(() => fire.resolve({ ...input, firer: 'old-guard', disorderPoints: 0, targetTerrain: undefined, hitsTable: d10 }, [1, 1])).toThrow(/no row for modified fire value 12/)
  })

  it('the owner table’s bands are inclusive at both ends: 5 → first row, 6 → second row', () => {
    // fire value 6 = 9 − 1 orchard − 2 disorder points; 5 = 9 − 1 − 3 disorder points
    expect(fire.resolve({ ...input, disorderPoints: 2 }, [3, 3]).outcome.hits).toBe(1)
    expect(fire.resolve({ ...input, disorderPoints: 3 }, [3, 3]).outcome.hits).toBe(0)
    expect(fire.resolve({ ...input, disorderPoints: 3 }, [6, 3]).outcome.hits).toBe(1)
  })

  it('the combat effects step gets the target’s state and the cause: attached general, square, blocked retreat, charging cavalry', () => {
    expect(fire.resolve({ ...input, targetGeneralAttached: true }, [6, 6]).outcome).toEqual({ hits: 3, disorder: 3, retreat: 0, removed: false })
    expect(fire.resolve({ ...input, retreatBlocked: true }, [6, 1]).outcome).toEqual({ hits: 3, disorder: 3, retreat: 0, removed: false })
    expect(fire.resolve({ ...input, targetDisorderPoints: 1 }, [6, 3]).outcome).toEqual({ hits: 3, disorder: 3, retreat: 0, removed: true })
    expect(fire.resolve({ ...input, targetTerrain: 'town', disorderPoints: 0 }, [6, 6]).outcome).toEqual({ hits: 3, disorder: 3, retreat: 0, removed: false })
    // adjacent infantry on a square: retreat segments become DP (10.0 rule 7); from afar the square ignores them (rule 5)
    expect(fire.resolve({ ...input, targetInSquare: true, adjacent: true, disorderPoints: 0 }, [6, 1]).outcome).toEqual({ hits: 3, disorder: 3, retreat: 0, removed: false })
    // medium range, 5 − 0: 1 hit on face 6; 1-hit row 1 = retreat 1, ignored by the square
    expect(fire.resolve({ ...input, range: 2, moved: 0, targetInSquare: true, disorderPoints: 0, targetTerrain: undefined }, [6, 1]).outcome).toEqual({ hits: 1, disorder: 0, retreat: 0, removed: false })
    // a charge: cavalry is in contact, so artillery charged converts its retreat (10.0 rule 6)
    expect(fire.resolve({ firer: 'light-cavalry', range: 1, target: 'horse-artillery', hitsTable: ownerTable }, [3, 5]).outcome).toEqual({ hits: 1, disorder: 2, retreat: 0, removed: false })
    // ruling 25 through the fire input: artillery fired on from afar ignores or takes the retreat
    const onGuns: FireInput = { firer: 'heavy-artillery', range: 2, target: 'horse-artillery', hitsTable: ownerTable }
    expect(fire.resolve(onGuns, [6, 5]).outcome).toEqual({ hits: 3, disorder: 3, retreat: 0, removed: true })
    expect(fire.resolve(onGuns, [6, 1]).outcome).toEqual({ hits: 3, disorder: 2, retreat: 0, removed: false })
    expect(fire.resolve({ ...onGuns, rulings: { artilleryRetreatFromAfar: 'retreats' } }, [6, 1]).outcome).toEqual({ hits: 3, disorder: 2, retreat: 1, removed: false })
  })

  it('checks an owner table: row width and overlaps named by row, touching bands allowed', () => {
    expect(() => validateHitsTable({ ...ownerTable, rows: [{ from: 0, to: 3, hits: [1, 2] }] })).toThrow(/needs 6 whole numbers/)
    expect(() => validateHitsTable({ ...ownerTable, rows: [...ownerTable.rows, { from: 5, to: 5, hits: [0, 0, 0, 0, 0, 0] }] })).toThrow(/row 3 overlaps row 1/)
    expect(() => validateHitsTable({ ...ownerTable, rows: [...ownerTable.rows, { from: 50, to: 60, hits: [0, 0, 0, 0, 0, 0] }] })).toThrow(/row 3 overlaps row 2/)
    expect(() => validateHitsTable({ ...ownerTable, rows: [...ownerTable.rows, { from: -60, to: -50, hits: [0, 0, 0, 0, 0, 0] }] })).toThrow(/row 3 overlaps row 1/)
    expect(validateHitsTable({ ...ownerTable, rows: [...ownerTable.rows, { from: 51, to: 60, hits: [0, 0, 0, 0, 0, 0] }, { from: -60, to: -51, hits: [0, 0, 0, 0, 0, 0] }] }).rows).toHaveLength(4)
    expect(() => fire.resolve(input, [7, 1])).toThrow(/hits die/)
  })
})

describe('fire outcomes in the printed order: fewer hits first, then not removed before removed, then DP, then retreat', () => {
  // A test table giving 1 hit on every face (values made up for the test): the combat effects 1-hit column alone.
  const oneHit: HitsTable = { id: 't', title: 'test', source: 'test', die: 'd6', rows: [{ from: -50, to: 50, hits: [1, 1, 1, 1, 1, 1] }] }
  const at = (dp: number): FireInput => ({ firer: 'french-infantry', range: 1, target: 'english-infantry', targetDisorderPoints: dp, hitsTable: oneHit })
  it('1-hit column rows 1–6 on a fresh unit: 0 disorder points retreat 1, 1 disorder point, 1 disorder point retreat 1, 1 disorder point retreat 2', () => {
    expect(fire.outcomes(at(0))).toEqual([
      { hits: 1, disorder: 0, retreat: 1, removed: false }, { hits: 1, disorder: 1, retreat: 0, removed: false },
      { hits: 1, disorder: 1, retreat: 1, removed: false }, { hits: 1, disorder: 1, retreat: 2, removed: false },
    ])
  })
  it('at 3 disorder points (removed at 4): retreat 1 before removed', () => {
    expect(fire.outcomes(at(3))).toEqual([{ hits: 1, disorder: 0, retreat: 1, removed: false }, { hits: 1, disorder: 1, retreat: 0, removed: true }])
  })
})
