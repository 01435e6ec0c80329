import { describe, expect, it } from 'vitest'
import { rollsFor, sayReinforcement, scenarioRollDraft } from './scenarioRolls'

describe('boardgame scenario rolls (seed 000, 13.1, 13.4)', () => {
  it('Waterloo rolls the Prussian entrance and the optional early arrival; 13.4 its reinforcements; Quatre Bras none', () => {
    expect(rollsFor('waterloo')).toEqual(['prussian-entry', 'prussian-early-arrival'])
    expect(rollsFor('hypothetical')).toEqual(['reinforcement'])
    expect(rollsFor('quatre-bras')).toEqual([])
    expect(rollsFor('ligny')).toEqual([])
    expect(rollsFor(null)).toEqual([])
  })

  it('says a reinforcement in the text\'s words', () => {
    expect(sayReinforcement({ unit: 'none' })).toBe('no unit')
    expect(sayReinforcement({ unit: 'infantry', sector: 'right' })).toBe('infantry to the right wing')
    expect(sayReinforcement({ unit: 'cavalry', sector: 'left' })).toBe('cavalry to the left wing')
    expect(sayReinforcement({ unit: 'artillery', sector: 'centre' })).toBe('artillery to the centre')
  })

  it('logs the roll with its dice and no change to the units', () => {
    const dice = { source: 'app' as const, dice: [{ role: 'D6', die: 'D6', face: 4 }] }
    expect(scenarioRollDraft('Prussian entrance hex', 'V9', dice)).toEqual({ kind: 'scenario.roll', by: 'umpire', label: 'Prussian entrance hex: V9', ops: [], detail: { outcome: 'V9' }, dice })
    expect(scenarioRollDraft('x', 'y').dice).toBeUndefined()
  })
})
