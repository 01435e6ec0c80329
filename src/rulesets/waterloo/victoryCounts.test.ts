import { describe, expect, it } from 'vitest'
import type { BattleState, JsonRecord } from '@/model/types'
import { errorOf } from '@/test-utils/calculatorChecks'
import { apply, setUpBattle } from './testkit'
import { countsFromUnits } from './victoryCounts'
import { marksOf, setCountDraft } from './victoryState'

/** The battle with some units' step losses or elimination changed, as the step track would leave them. */
function withUnits(state: BattleState, changes: Record<string, JsonRecord>): BattleState {
  const units = { ...state.units }
  for (const [id, change] of Object.entries(changes)) units[id] = { ...units[id]!, state: { ...units[id]!.state, ...change } }
  return { ...state, units }
}

describe('VP counts read from the units (seed 002, K-1)', () => {
  it('Large British Infantry eliminated: Cooke (British, O-2) counts once his counter says infantry, not small; until then he is named as unknown', () => {
    const s = withUnits(setUpBattle(), { 'aa-cooke': { eliminated: true }, 'aa-chasse': { eliminated: true }, 'aa-mitchell': { stepLosses: 4 } })
    const before = countsFromUnits(s, {})
    expect(before.largeBritishInfantryEliminated).toEqual({ units: [], unknown: ['Chasse', 'Cooke'] })
    const after = countsFromUnits(s, { 'aa-cooke': { type: 'infantry', smallUnit: false }, 'aa-chasse': { british: false } })
    expect(after.largeBritishInfantryEliminated).toEqual({ units: ['Cooke'], unknown: [] })
    // A small unit or a cavalry unit never counts, whatever else is entered.
    expect(countsFromUnits(s, { 'aa-cooke': { smallUnit: true } }).largeBritishInfantryEliminated.units).toEqual([])
    expect(countsFromUnits(s, { 'aa-cooke': { type: 'cavalry' } }).largeBritishInfantryEliminated.unknown).toEqual(['Chasse'])
  })

  it('La Garde Recule!: Guard units on their Battleworn side (3rd step loss and on), not before and not once eliminated', () => {
    const s = withUnits(setUpBattle(), { 'fr-guyot': { stepLosses: 3 }, 'fr-foy': { stepLosses: 3 }, 'fr-jerome': { stepLosses: 2 }, 'fr-chartrand': { stepLosses: 5, eliminated: true } })
    const owner = { 'fr-foy': { oldGuard: true }, 'fr-jerome': { youngGuard: true }, 'fr-chartrand': { oldGuard: true } }
    const c = countsFromUnits(s, owner)
    expect(c.oldGuardBattleworn).toEqual({ units: ['Foy'], unknown: [] })
    expect(c.youngGuardBattleworn).toEqual({ units: [], unknown: [] })
    // Guyot of the Imperial Guard is Battleworn; whether he is artillery or cavalry is not printed.
    expect(c.guardArtilleryOrCavalryBattleworn).toEqual({ units: [], unknown: ['Guyot'] })
    expect(countsFromUnits(s, { ...owner, 'fr-guyot': { type: 'cavalry' } }).guardArtilleryOrCavalryBattleworn).toEqual({ units: ['Guyot'], unknown: [] })
    expect(countsFromUnits(s, { ...owner, 'fr-guyot': { type: 'infantry' } }).guardArtilleryOrCavalryBattleworn).toEqual({ units: [], unknown: [] })
  })

  it('a count taken over from the units is one action with the number; the same number again is no action', () => {
    const s = setUpBattle()
    const d = setCountDraft(s, 'oldGuardBattleworn', 2)!
    expect(d.label).toBe('Old Guard units Battleworn: 2 (from the units)')
    expect(marksOf(apply(s, d)).oldGuardBattleworn).toBe(2)
    expect(setCountDraft(apply(s, d), 'oldGuardBattleworn', 2)).toBeNull()
    expect(errorOf(() => setCountDraft(s, 'oldGuardBattleworn', -1)).message).toMatch(/whole number 0 or more/)
  })
})
