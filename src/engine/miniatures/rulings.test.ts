import { describe, expect, it } from 'vitest'
import { defaultRulings } from '../ruleset'
import { MINIATURES_RULINGS, miniaturesRulings } from './rulings'

describe('miniatures rulings (RULES.md 22–27)', () => {
  it('carries rulings 22–27 with their numbers, the RULES.md default first', () => {
    expect(MINIATURES_RULINGS.map((r) => r.number ?? null)).toEqual([null, 22, 23, 24, 25, 26, 27])
    expect(defaultRulings(MINIATURES_RULINGS)).toEqual({
      specialActionDice: 'started segments', segmentBoundary: 'shorter', fireValueModifiers: 'cumulative, no floor',
      orderOfEffects: 'disorder first', artilleryRetreatFromAfar: 'ignores', opportunityFire: 'one-hit column', seed000Prohibitions: 'forbidden',
    })
    expect(new Set(MINIATURES_RULINGS.map((r) => r.id)).size).toBe(MINIATURES_RULINGS.length)
  })
  it('offers the other reading where the text leaves a choice (22, 25, 27)', () => {
    const options = Object.fromEntries(MINIATURES_RULINGS.map((r) => [r.id, r.options.map((o) => o.value)]))
    expect(options.segmentBoundary).toEqual(['shorter', 'longer'])
    expect(options.artilleryRetreatFromAfar).toEqual(['ignores', 'retreats'])
    expect(options.seed000Prohibitions).toEqual(['forbidden', 'artillery fires from stream'])
  })
  it('reads a battle’s choices into calculator input, defaults for missing or unknown values', () => {
    expect(miniaturesRulings({})).toEqual({ segmentBoundary: 'shorter', artilleryRetreatFromAfar: 'ignores', seed000Prohibitions: 'forbidden' })
    expect(miniaturesRulings({ segmentBoundary: 'longer', artilleryRetreatFromAfar: 'retreats', seed000Prohibitions: 'artillery fires from stream' }))
      .toEqual({ segmentBoundary: 'longer', artilleryRetreatFromAfar: 'retreats', seed000Prohibitions: 'artillery fires from stream' })
    expect(miniaturesRulings({ segmentBoundary: 'sideways' }).segmentBoundary).toBe('shorter')
  })
})
