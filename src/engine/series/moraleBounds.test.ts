import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { modifiedMorale } from './morale'
import type { MoraleInput } from './moraleInput'

const base: MoraleInput = { morale: 7, purpose: 'fire' }
const ok = (i: Partial<MoraleInput>) => modifiedMorale({ ...base, ...i }).value
const bad = (i: Partial<MoraleInput>) => errorOf<RulesInputError>(() => modifiedMorale({ ...base, ...i }))

describe('morale input bounds, both sides of each limit', () => {
  it('morale 1 to 12', () => {
    expect([ok({ morale: 1 }), ok({ morale: 12 })]).toEqual([1, 12])
    expect(bad({ morale: 0 }).message).toBe('Morale must be a whole number from 1 to 12, got 0.')
  })
  it('leader bonus −6 to +6', () => {
    expect(ok({ leader: { moraleBonus: -6, command: 'own corps' } })).toBe(1)
    expect(ok({ leader: { moraleBonus: 6, command: 'own corps' } })).toBe(13)
    expect(bad({ leader: { moraleBonus: -7, command: 'own corps' } }).message).toBe("The leader's morale bonus must be a whole number from -6 to 6, got -7.")
  })
  it('failures above 0 to 10, chart −6 to 0, time penalty −99 to 0, fatigue 0 to 999, charger 2 to 99', () => {
    expect(ok({ failedAbove: 10 })).toBe(-13)
    expect(bad({ failedAbove: 11 }).field).toBe('failedAbove')
    expect(ok({ lossModifierFromChart: -6 })).toBe(1)
    expect(bad({ lossModifierFromChart: -7 }).field).toBe('lossModifierFromChart')
    expect(ok({ timePenalty: -99 })).toBe(-92)
    expect(bad({ timePenalty: -100 }).field).toBe('timePenalty')
    expect(ok({ fatiguePoints: 999 })).toBe(7 - 199)
    expect(bad({ fatiguePoints: 1000 }).field).toBe('fatiguePoints')
    expect(ok({ purpose: 'form-square', chargerDistance: 99 })).toBe(8)
    expect(bad({ purpose: 'form-square', chargerDistance: 100 }).field).toBe('chargerDistance')
    expect(bad({ purpose: 'form-square', chargerDistance: 1 }).message).toBe('The cavalry is adjacent: no square attempt can be made (9.6).')
  })
  it('messages name what is wrong', () => {
    expect(bad({ purpose: 'rally', disorganized: false }).message).toBe('Only a disorganized unit can attempt to rally (11.2).')
    expect(bad({ purpose: 'countercharge', disorganized: true }).message).toBe('A disorganized unit does not check for this: countercharge (9.7).')
    expect(bad({ purpose: 'form-square' }).message).toBe('Forming square needs the distance in hexes to the charging cavalry (9.6).')
    expect(bad({ purpose: 'nap' as 'fire' }).message).toBe('Unknown reason for the check "nap".')
    expect(bad({ direction: 'up' as 'front' }).message).toBe('Direction is front, flank or rear, not "up".')
    expect(bad({ armyMorale: 'sad' as 'good' }).message).toBe('Army morale is good, demoralized or desperate, not "sad".')
    expect(bad({ leader: { moraleBonus: 1, command: 'x' as 'own corps' } }).message).toBe('Unknown leader command "x".')
    expect(bad({ initiativeLastTurn: 'x' as 'success' }).message).toBe('Initiative is success or failure, not "x".')
    expect(bad({ purpose: ('x'.repeat(150)) as 'fire' }).message).toBe(`Unknown reason for the check "${'x'.repeat(100)}".`)
  })
})

describe('4.3, 4.4, 4.5, 4.9, 4.10: no flank or rear on a formation whose six adjacent hexes are front hexes', () => {
  it('refuses a flank or rear direction with the rule quoted, and takes the front', () => {
    const six: MoraleInput = { morale: 8, purpose: 'fire', sixFrontHexes: true }
    for (const direction of ['flank', 'rear'] as const) {
      expect(() => modifiedMorale({ ...six, direction })).toThrow('The six adjacent hexes are front hexes (no flank, no rear). (seed 001, 4.4 Infantry in Square Formation (also 4.3, 4.5, 4.9, 4.10))')
      try { modifiedMorale({ ...six, direction }) } catch (e) { expect(e).toMatchObject({ code: 'forbidden', field: 'direction' }) }
      expect(() => modifiedMorale({ ...six, sixFrontHexes: false, direction })).not.toThrow()
    }
    expect(() => modifiedMorale({ ...six, direction: 'front' })).not.toThrow()
    expect(() => modifiedMorale(six)).not.toThrow()
  })
})
