import { describe, expect, it } from 'vitest'
import { combat, type CombatInput } from '@/engine/boardgame/combat'
import { preRollWorking } from './preRollWorking'

const labels = (input: CombatInput) => preRollWorking(combat, input).map((l) => l.label)

describe('preRollWorking: only what no face can change is said before the roll', () => {
  it('5 battle dice at a 4-element unit: no "target eliminated" before the roll (issue 21), the dice and their total are', () => {
    // All infantry and one flag both leave 4 hits after the cap: the two ends agreed on a result no roll had made.
    const input: CombatInput = { firer: { type: 'line-infantry', elements: 4, generalAttached: true }, target: { type: 'line-infantry', elements: 4 }, range: 1 }
    expect(labels(input)).toEqual(['Infantry at 1 hex', 'general attached', 'battle dice to roll', 'hits on infantry (target: line infantry)', 'infantry causes at most its 4 elements left'])
  })

  it('hits on a middle face (artillery): no "0 chips removed" read off the two ends', () => {
    const input: CombatInput = { firer: { type: 'heavy-cavalry', elements: 3 }, target: { type: 'light-artillery', elements: 1 }, range: 1 }
    expect(labels(input).some((l) => /chips? removed|eliminated|retreat flag/.test(l))).toBe(false)
  })
})
