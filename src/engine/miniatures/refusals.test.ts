import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { fire } from './fire'
import { modifiedFireValue, type FireInput } from './fireValue'
import { refusalOf, RulesRefusal } from './refusals'
import { OPEN, terrain } from './terrain'

const refusal = (input: FireInput) => {
  const e = errorOf<RulesRefusal>(() => modifiedFireValue(input))
  expect(e).toBeInstanceOf(RulesRefusal)
  expect(e).toBeInstanceOf(RulesInputError)
  return `${e.reason} ${e.code} ${e.field}: ${e.message}`
}
const charge: FireInput = { firer: 'heavy-cavalry', range: 1, target: 'french-infantry' }

// Ruling 27: what seed 000 forbids and seed 003 does not change stays forbidden.
describe('inputs the rules forbid are refused with the reason (ruling 27)', () => {
  it('seed 000 §8.4 "Cavalry can’t attack a unit inside a building": into a farm, town or fortified building', () => {
    expect(refusal({ ...charge, targetTerrain: 'farm' })).toBe("cavalry-into-buildings forbidden targetTerrain: Cavalry can't attack a unit inside a building (Farm; seed 000, 8.4).")
    expect(refusal({ ...charge, targetTerrain: 'town' })).toMatch(/^cavalry-into-buildings/)
    expect(refusal({ ...charge, targetTerrain: 'fortified' })).toMatch(/^cavalry-into-buildings/)
    expect(modifiedFireValue({ ...charge, targetTerrain: 'wood' }).fireValue).toBe(12) // 14 − 2; woods are not buildings
  })
  it('seed 000 §8.4 "It may enter a building hex but may not fire from it"', () => {
    expect(refusal({ ...charge, firerTerrain: 'town' })).toBe('cavalry-out-of-buildings forbidden firerTerrain: Cavalry may enter a building but may not fire or charge from it (Town; seed 000, 8.4).')
  })
  it('seed 003 §7.3 "Cavalry: only adjacent": a shock at a distance is refused; in contact (or unsaid) it goes', () => {
    expect(refusal({ ...charge, adjacent: false })).toBe('cavalry-not-in-contact forbidden adjacent: Cavalry attacks only when facing and adjacent: shock in contact, not at a distance (seed 003, 7.3).')
    expect(modifiedFireValue({ ...charge, adjacent: true }).fireValue).toBe(22)
    expect(modifiedFireValue(charge).fireValue).toBe(22) // 14 + 8 charging infantry in the open
  })
  it('seed 000 §8.5 "Artillery in a stream or marsh hex can NOT fire at all"; the other reading allows the printed (−2)', () => {
    const guns: FireInput = { firer: 'medium-artillery', range: 2, target: 'french-infantry', firerTerrain: 'stream' }
    expect(refusal(guns)).toBe('artillery-in-stream forbidden firerTerrain: Artillery in a stream or marsh can NOT fire at all (seed 000, 8.5; ruling 27).')
    expect(modifiedFireValue({ ...guns, rulings: { seed000Prohibitions: 'artillery fires from stream' } }).fireValue).toBe(7) // 9 − 2
    expect(modifiedFireValue({ ...guns, firerTerrain: 'wood' }).fireValue).toBe(8) // 9 − 1
    // infantry in a stream fires at −2 (seed 003 terrain table)
    expect(modifiedFireValue({ firer: 'french-infantry', range: 1, target: 'french-infantry', firerTerrain: 'stream' }).fireValue).toBe(7)
  })
  it('seed 003 §6.0: a unit removed at its DP limit does not fire (infantry 4, cavalry and artillery 3); one below still fires', () => {
    expect(refusal({ firer: 'old-guard', range: 1, target: 'french-infantry', disorderPoints: 4 })).toBe('removed-unit forbidden disorderPoints: Old Guard with 4 disorder points was removed at 4 disorder points and can no longer fire (seed 003, 6.0).')
    expect(modifiedFireValue({ firer: 'old-guard', range: 1, target: 'french-infantry', disorderPoints: 3 }).fireValue).toBe(9)
    expect(refusal({ ...charge, disorderPoints: 3 })).toMatch(/^removed-unit/)
    expect(modifiedFireValue({ ...charge, disorderPoints: 2 }).fireValue).toBe(20)
    expect(refusal({ firer: 'heavy-artillery', range: 1, target: 'french-infantry', disorderPoints: 3 })).toMatch(/^removed-unit/)
  })
  it('the fire calculator refuses the same inputs before any dice', () => {
    expect(errorOf<RulesRefusal>(() => fire.dice({ ...fire.example, disorderPoints: 4 })).reason).toBe('removed-unit')
    expect(errorOf<RulesRefusal>(() => fire.dice({ ...charge, adjacent: false })).reason).toBe('cavalry-not-in-contact')
    expect(errorOf<RulesRefusal>(() => fire.resolve({ ...charge, targetTerrain: 'farm', enteredHits: 1 }, [1])).reason).toBe('cavalry-into-buildings')
  })
})

describe('refusalOf: the same refusal as data, for screens that leave a forbidden choice out (ruling 27)', () => {
  const cavalry = { kind: 'cavalry' as const, name: 'Heavy Cavalry', disorderPoints: 0, removedAt: 3, firerTerrain: OPEN, targetTerrain: OPEN }
  it('null when allowed; the reason and field when forbidden', () => {
    expect(refusalOf(cavalry)).toBeNull()
    expect(refusalOf({ ...cavalry, targetTerrain: terrain('farm') })).toMatchObject({ reason: 'cavalry-into-buildings', field: 'targetTerrain' })
    expect(refusalOf({ ...cavalry, firerTerrain: terrain('town') })).toMatchObject({ reason: 'cavalry-out-of-buildings', field: 'firerTerrain' })
    expect(refusalOf({ ...cavalry, adjacent: false })).toMatchObject({ reason: 'cavalry-not-in-contact', field: 'adjacent' })
    expect(refusalOf({ ...cavalry, disorderPoints: 3 })).toMatchObject({ reason: 'removed-unit', field: 'disorderPoints' })
    expect(refusalOf({ ...cavalry, kind: 'artillery', firerTerrain: terrain('stream') })).toMatchObject({ reason: 'artillery-in-stream', field: 'firerTerrain' })
  })
  it('passes on any other error', () => {
    const bad = { ...cavalry, get kind(): never { throw new TypeError('boom') } }
    expect(() => refusalOf(bad)).toThrow('boom')
  })
})
