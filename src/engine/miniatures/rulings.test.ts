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
  it('each ruling has its RULES.md title, asks its question and labels every option for the Rulings tab', () => {
    expect(MINIATURES_RULINGS.map((r) => r.title)).toEqual(['Special-action dice', 'Segment boundaries', 'Fire-value modifiers', 'Order of effects',
      'Artillery pushed back from afar', 'Artillery opportunity fire', 'What seed 000 forbids'])
    for (const r of MINIATURES_RULINGS) {
      expect(r.question, r.id).toMatch(/^\S.{20,}\?$/)
      for (const o of r.options) expect(o.label.length, `${r.id} ${o.value}`).toBeGreaterThan(20)
    }
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
