import { describe, expect, it } from 'vitest'
import { seriesInitiative } from './commandControl/initiative'
import { seriesRally } from './rally'

const lines = (w: readonly { label: string; value: number | string; rule: { section: string } }[]) => w.map((l) => [l.label, l.value, l.rule.section])

describe('full working lines', () => {
  it('rally check: morale 9, disorganized −2, leader +1 = 8; 5 + 4 = 9 > 8, 2 more hexes', () => {
    expect(lines(seriesRally.resolve(seriesRally.example, [5, 4]).working)).toEqual([
      ['Morale', 9, '10.2 Morale Check'],
      ['Disorganized (rally check, 11.2)', -2, '10.4 Modifiers'],
      ['Leader (own corps): morale bonus', 1, '14.4 Morale Effects'],
      ['Modified morale', 8, '10.4 Modifiers'],
      ['Two dice 5 + 4 = 9 > 8', 'failure', '10.2 Morale Check'],
      ['Effect', 'retreats 2 more hexes', '11.4 Failure'],
    ])
    // Each line says what it is (issue 21): the morale a base, its changes modifiers, the modified morale their total.
    expect(seriesRally.resolve(seriesRally.example, [5, 4]).working.map((l) => l.kind)).toEqual(['base', 'modifier', 'modifier', 'total', undefined, undefined])
  })
  it('initiative check: a good leader (4) rolls 2 in turn 5', () => {
    expect(lines(seriesInitiative.resolve(seriesInitiative.example, [2]).working)).toEqual([
      ['initiative die', 2, '17.7 Initiative'],
      ['initiative die 2 ≤ 4', 'success', '17.7 Initiative'],
      ['Effect', 'previous tactic in turn 5, the new one from turn 6; his units -1 morale in turn 6 only', '17.7 Initiative'],
    ])
    expect(seriesInitiative.resolve(seriesInitiative.example, [2]).score).toBe(2)
  })
})
