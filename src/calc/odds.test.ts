import { describe, expect, it } from 'vitest'
import { oddsBars, outcomeLabel } from './odds'
import { preRollWorking } from './preRollWorking'
import { sayWorking } from './formatWorking'
import { testCalculator } from './testCalculator'

describe('odds and working for any calculator', () => {
  it('gives one bar per printed outcome, in printed order, with exact counts', () => {
    const bars = oddsBars(testCalculator, { factor: 0 })
    expect(bars.map((b) => b.label)).toEqual(['miss', 'hit'])
    // hit needs + die > − die: (3,2)2 + (4,2)2 + (4,3)4 + (5,*)5 = 13 of 36
    expect(bars[1]).toMatchObject({ count: 13, total: 36, percent: '36 %' })
    expect(bars[0]!.count + bars[1]!.count).toBe(36)
  })

  it('shows an unreachable printed result at 0 % rather than hiding it', () => {
    const bars = oddsBars(testCalculator, { factor: 10 })
    expect(bars.find((b) => b.label === 'miss')).toMatchObject({ count: 0, percent: '0 %' })
  })

  it('keeps only the lines the dice cannot change in the pre-roll working', () => {
    const lines = preRollWorking(testCalculator, { factor: 5 })
    expect(lines.map((l) => l.label)).toEqual(['Factor'])
    expect(sayWorking(lines, '= 5, + dice −3…+3 → score 2…8')).toBe('Factor 5 = 5, + dice −3…+3 → score 2…8')
  })

  it('names object outcomes by their label', () => {
    expect(outcomeLabel({ label: '1 base removed', removed: 1 })).toBe('1 base removed')
    expect(outcomeLabel(3)).toBe('3')
  })
})

describe('outcome names in words', () => {
  it('an outcome object without a label reads as its fields in words, never as JSON', () => {
    expect(outcomeLabel({ reaction: 'success', charge: 'stopped 4 cm from the artillery', disorder: 1, cavalryDisorderPoints: 1 }))
      .toBe('success, stopped 4 cm from the artillery, disorder 1, cavalry disorder points 1')
    expect(outcomeLabel({ disorder: 2, retreat: 0, removed: true, blocked: false })).toBe('disorder 2, retreat 0, removed')
    expect(outcomeLabel({ label: 'Rout', score: 1 })).toBe('Rout')
  })
})
