import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core/errors'
import type { SideEffects } from '../closeCombat'
import { combatConsequences, maneuver, oneLossIfFailed, panicResult, stepLosses, type PathHex } from '.'

const foy = { id: 'foy', name: 'Foy', stepLosses: 0, detachment: false }
const picton = { id: 'picton', name: 'Picton', stepLosses: 0, detachment: false }
const lhs = { id: 'lhs', name: 'La Haye Sainte', stepLosses: 2, detachment: true }

describe('seed 002, A-2a: Step Losses and what follows them', () => {
  it('the 3rd loss owes the Panic Test; the 6th and each further loss a two-hex Retreat (ruling 41)', () => {
    expect(stepLosses(foy, 2)).toEqual({ loss: { unitId: 'foy', before: 0, after: 2, eliminated: false }, owed: [] })
    const three = stepLosses(foy, 3)
    expect(three.owed).toEqual([{ kind: 'panic', unitIds: ['foy'], label: 'Foy: Panic Test', reason: 'seed 002, A-2a: its 3rd Step Loss flipped it to Battleworn' }])
    const late = stepLosses({ ...foy, stepLosses: 5 }, 2)
    expect(late.owed).toEqual([{ kind: 'retreat', unitIds: ['foy'], label: 'Foy: Retreat 4 hexes', hexes: 4, reason: 'seed 002, A-2a: each Step Loss from the 6th on (ruling 41)' }])
    expect(stepLosses({ ...foy, stepLosses: 2 }, 4).owed.map((o) => o.label)).toEqual(['Foy: Panic Test', 'Foy: Retreat 2 hexes'])
    expect(stepLosses({ ...foy, stepLosses: 5 }, 1).owed[0]!.label).toBe('Foy: Retreat 2 hexes')
  })
  it('a Detachment is eliminated at its 6th loss instead of Retreating, and owes no Panic Test then', () => {
    const r = stepLosses({ ...lhs, stepLosses: 2 }, 4)
    expect(r.loss).toEqual({ unitId: 'lhs', before: 2, after: 6, eliminated: true })
    expect(r.owed).toEqual([])
  })
  it('a failed Panic Test: one hex of Retreat, or a Detachment\'s extra Step Loss; passed: nothing', () => {
    expect(panicResult(foy, true)).toBeNull()
    const failed = panicResult({ ...foy, stepLosses: 3 }, false)!
    expect(failed.loss).toEqual({ unitId: 'foy', before: 3, after: 3, eliminated: false })
    expect(failed.owed).toEqual([{ kind: 'retreat', unitIds: ['foy'], label: 'Foy: Retreat 1 hex', hexes: 1, reason: 'seed 002, A-2a: failed its Panic Test (adds to any Close Combat Retreat, ruling 41)' }])
    const det = panicResult({ ...lhs, stepLosses: 3 }, false)!
    expect(det.loss).toEqual({ unitId: 'lhs', before: 3, after: 4, eliminated: false })
    expect(det.owed).toEqual([])
    expect(oneLossIfFailed(foy, true)).toBeNull()
    expect(oneLossIfFailed(foy, false)!.loss.after).toBe(1)
  })
})

const side = (more: Partial<SideEffects>): SideEffects => ({ successes: 0, stepLosses: 0, lossesAfter: 0, panicTest: false, retreatHexes: 0, movesBack: false, detachmentElanTest: false, eliminated: false, ...more })

describe('seed 002, F-4j–F-4l: a Close Combat\'s consequences, in the text\'s order', () => {
  it('Foy against Picton: both losses, Foy\'s Panic Test first, then his two-hex Retreat (ruling 42)', () => {
    const r = combatConsequences(foy, picton, { attacker: side({ stepLosses: 3, retreatHexes: 2 }), defender: side({ stepLosses: 2 }) })
    expect(r.losses).toEqual([{ unitId: 'foy', before: 0, after: 3, eliminated: false }, { unitId: 'picton', before: 0, after: 2, eliminated: false }])
    expect(r.owed.map((o) => o.label)).toEqual(['Foy: Panic Test', 'Foy: Retreat 2 hexes'])
    expect(r.owed[1]).toMatchObject({ hexes: 2, reason: 'seed 002, F-4k: the loser Retreats two hexes (more for late losses)' })
  })
  it('a tie moves the attacker back; a Detachment loser takes its Elan Test, not a Retreat; eliminated units owe nothing', () => {
    const tie = combatConsequences(foy, picton, { attacker: side({ stepLosses: 1, movesBack: true }), defender: side({ stepLosses: 1 }) })
    expect(tie.owed).toEqual([{ kind: 'move back', unitIds: ['foy'], label: 'Foy: move back to the hex it came from', reason: 'seed 002, F-4k: not a Retreat' }])
    const det = combatConsequences(foy, lhs, { attacker: side({ movesBack: true }), defender: side({ stepLosses: 1, detachmentElanTest: true, panicTest: true }) })
    expect(det.owed.map((o) => o.kind)).toEqual(['panic', 'move back', 'detachment'])
    expect(det.owed[2]).toEqual({ kind: 'detachment', unitIds: ['lhs'], label: 'La Haye Sainte: Elan Test (Detachment lost)', reason: 'seed 002, F-4k: failed = one extra Step Loss' })
    // A loser's 6th loss: its two extra hexes are in the combat's Retreat (4 in all), owed once, not twice.
    const late = combatConsequences({ ...foy, stepLosses: 5 }, picton, { attacker: side({ stepLosses: 1, retreatHexes: 4 }), defender: side({}) })
    expect(late.owed.map((o) => o.label)).toEqual(['Foy: Retreat 4 hexes'])
    const gone = combatConsequences(foy, { ...lhs, stepLosses: 5 }, { attacker: side({}), defender: side({ stepLosses: 1, detachmentElanTest: true, eliminated: true, retreatHexes: 2 }) })
    expect(gone.owed).toEqual([])
    expect(gone.losses[1]!.eliminated).toBe(true)
  })
})

const hex = (more: Partial<PathHex> = {}): PathHex => ({ terrain: 'Clear', elevation: 'Flat', road: false, river: false, enemyAdjacent: false, ...more })
function refusedMove(f: () => unknown, section: string, field: string) {
  try { f(); expect.unreachable() } catch (e) {
    expect(e).toBeInstanceOf(RulesInputError)
    expect((e as RulesInputError).code).toBe('forbidden')
    expect((e as RulesInputError).field).toBe(field)
    expect((e as RulesInputError).message).toContain(`(seed 002, ${section})`)
  }
}

describe('seed 002, F-1 Maneuver: the path against the allowance', () => {
  it('the Maneuver Example: L\'Hertier (HC) four hexes by Forced March owes the test; D\'Hurbal\'s Ridge hex counts two', () => {
    const r = maneuver({ unitType: 'cavalry', cavalryWeight: 'HC', from: 'Flat', path: [hex(), hex(), hex(), hex({ enemyAdjacent: true })], forcedMarch: true }, foy)
    expect(r).toEqual({ allowance: 4, counted: 4, owed: [{ kind: 'forced march', unitIds: ['foy'], label: 'Foy: Forced March Elan Test', reason: 'seed 002, F-1b: failed = one Step Loss' }] })
    expect(maneuver({ unitType: 'cavalry', cavalryWeight: 'HC', from: 'Flat', path: [hex(), hex({ elevation: 'Ridge' })], forcedMarch: false }, foy))
      .toEqual({ allowance: 3, counted: 3, owed: [] })
    // A Forced March declared but not needed owes no test (ruling 44).
    expect(maneuver({ unitType: 'infantry', from: 'Flat', path: [hex()], forcedMarch: true }, foy).owed).toEqual([])
    expect(maneuver({ unitType: 'infantry', from: 'Flat', path: [hex(), hex()], forcedMarch: true }, foy).owed).toEqual([])
    expect(maneuver({ unitType: 'infantry', from: 'Flat', path: [hex(), hex(), hex()], forcedMarch: true }, foy).owed).toHaveLength(1)
    expect(maneuver({ unitType: 'infantry', from: 'Flat', path: [hex(), hex()], forcedMarch: false, pasDeCharge: true }, foy).allowance).toBe(3)
    expect(maneuver({ unitType: 'cavalry', cavalryWeight: 'LC', from: 'Ridge', path: [hex({ elevation: 'Ridge' }), hex()], forcedMarch: false }, foy).counted).toBe(2)
  })
  it('refuses what the text forbids, quoting the rule', () => {
    refusedMove(() => maneuver({ unitType: 'infantry', from: 'Flat', path: [hex(), hex({ elevation: 'Ridge' })], forcedMarch: false }, foy), 'F-1e', 'elevation')
    refusedMove(() => maneuver({ unitType: 'infantry', from: 'Flat', path: [hex(), hex(), hex()], forcedMarch: false }, foy), 'F-1a', 'path')
    refusedMove(() => maneuver({ unitType: 'infantry', from: 'Flat', path: [hex({ river: true })], forcedMarch: false }, foy), 'F-1f', 'river')
    refusedMove(() => maneuver({ unitType: 'infantry', from: 'Flat', path: [hex({ enemyAdjacent: true }), hex()], forcedMarch: false }, foy), 'F-1d', 'enemyAdjacent')
    refusedMove(() => maneuver({ unitType: 'infantry', from: 'Flat', path: [hex({ terrain: 'Woods' }), hex()], forcedMarch: false }, foy), 'F-1c', 'terrain')
    // Along a Road: no stop in Buildings, no uphill cost, a Bridge; the Enemy Threat still stops it (F-1g).
    expect(maneuver({ unitType: 'infantry', from: 'Flat', path: [hex({ terrain: 'Buildings', road: true, river: true }), hex({ elevation: 'Ridge', road: true })], forcedMarch: false }, foy).counted).toBe(2)
    refusedMove(() => maneuver({ unitType: 'infantry', from: 'Flat', path: [hex({ road: true, enemyAdjacent: true }), hex({ road: true })], forcedMarch: false }, foy), 'F-1d', 'enemyAdjacent')
    // F-1i: no French unit ends in a 19xx or 20xx hex until the first Prussian unit enters; others may, and so may it after.
    const east = { unitType: 'infantry' as const, from: 'Flat' as const, path: [hex()], forcedMarch: false, endHex: '1905' }
    refusedMove(() => maneuver({ ...east, army: 'French' }, foy), 'F-1i', 'endHex')
    refusedMove(() => maneuver({ ...east, army: 'French', endHex: '2011' }, foy), 'F-1i', 'endHex')
    expect(maneuver({ ...east, army: 'French', prussiansOnMap: true }, foy).counted).toBe(1)
    expect(maneuver({ ...east, army: 'Anglo-Allied' }, foy).counted).toBe(1)
    expect(maneuver({ ...east, army: 'French', endHex: '1805' }, foy).counted).toBe(1)
    expect(maneuver({ ...east, army: 'French', endHex: '01905' }, foy).counted).toBe(1)
    expect(maneuver({ ...east, army: 'French', endHex: '19051' }, foy).counted).toBe(1)
    expect(maneuver({ ...east, army: 'French', endHex: null }, foy).counted).toBe(1)
    // The last hex may be Woods or next to the enemy; the Forced March hex may be the Ridge.
    expect(maneuver({ unitType: 'infantry', from: 'Flat', path: [hex(), hex({ terrain: 'Woods', elevation: 'Ridge', enemyAdjacent: true })], forcedMarch: true }, foy).counted).toBe(3)
  })
})
