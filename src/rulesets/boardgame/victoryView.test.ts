import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import type { BattleState } from '@/model/types'
import { cardsJson, cardState } from '@/rulesets/boardgame/cards/cardState'
import { scenarioDraft } from './scenarioOps'
import { addUnitDraft } from './unitOps'
import { apply, quatreBras, unit } from './testkit'
import { victoryInputOf, victoryView } from './victoryView'

const lose = (s: BattleState, id: string, status: 'eliminated' | 'absorbed' = 'eliminated') =>
  apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id, state: { status, elements: 0 } }] })
const withScenario = (s: BattleState) => apply(s, scenarioDraft(s, 'quatre-bras', 'physical', seededRandom(3)))

/** n more English line units on side b, ids e1…en. */
function english(s: BattleState, n: number): BattleState {
  for (let i = 1; i <= n; i++) s = apply(s, addUnitDraft(s, unit({ side: 'b', name: `Foot ${i}`, nation: 'English' }), `e${i}`))
  return s
}

describe('boardgame victory counter (seed 000, 4.2, 12.1, 13.2)', () => {
  it('counts the units lost by each army\'s flag, absorbed units too (6.21.3)', () => {
    let s = quatreBras()
    s = lose(lose(s, 'u4'), 'u2', 'absorbed')
    const input = victoryInputOf(s)
    expect(input.lost).toEqual({ french: 1, english: 1, prussian: 0 })
    expect(input.units).toEqual({ french: 2, allied: 2 })
    expect(input.elementsOnMap).toEqual({ french: 4, allied: 4 })
    expect(input.scenario).toBeUndefined()
    expect(input.battleOver).toBe(false)
  })

  it('garrisons and skirmishers do not count (6.1)', () => {
    let s = quatreBras()
    s = apply(s, addUnitDraft(s, unit({ side: 'b', type: 'garrison', name: 'Farm', nation: 'English', elements: 1 }), 'g'))
    s = apply(s, addUnitDraft(s, unit({ side: 'b', type: 'skirmisher', name: 'Rifles', nation: 'English', elements: 1 }), 'k'))
    s = lose(lose(s, 'g'), 'k')
    expect(victoryInputOf(s).lost.english).toBe(0)
    expect(victoryInputOf(s).units).toEqual({ french: 2, allied: 2 })
  })

  // 4.2 without a scenario: half the enemy's 2 units rounded up = 1.
  it('without a scenario: an immediate victory at half the enemy units rounded up', () => {
    const v = victoryView(lose(quatreBras(), 'u4'))
    expect(v.result?.kind).toBe('immediate')
    expect(v.result?.winners).toEqual(['french'])
    expect(victoryView(quatreBras()).result?.kind).toBeNull()
  })

  // 13.2: "The French win if they eliminate 6 English units" — 5 is not enough, 6 is.
  it('Quatre Bras: the French win at 6 English units lost, not at 5', () => {
    let s = withScenario(english(quatreBras(), 8))
    for (const id of ['u3', 'u4', 'e1', 'e2', 'e3']) s = lose(s, id)
    expect(victoryView(s).input.lost.english).toBe(5)
    expect(victoryView(s).result?.kind).toBeNull()
    s = lose(s, 'e4')
    expect(victoryView(s).result).toMatchObject({ kind: 'marginal', winners: ['french'], reasons: ['The French win if they eliminate 6 English units.'] })
  })

  it('after the 36th card: more units lost loses; the end is read from the cards', () => {
    let s = withScenario(quatreBras())
    const c = cardState(s)!
    s = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'battle.patch', patch: { cards: cardsJson({ ...c, hour: 6, round: 7 }) } }] })
    expect(victoryInputOf(s).battleOver).toBe(true)
    expect(victoryView(lose(s, 'u2')).result).toMatchObject({ kind: 'marginal', winners: ['allied'] })
    // 12.1: tied on units (0 each), the French have more elements on the map (4 + 3 against 4 + 2).
    expect(victoryView(s).result).toMatchObject({ kind: 'marginal', winners: ['french'] })
    const even = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u2', state: { elements: 2 } }] })
    expect(victoryView(even).result.kind).toBe('draw')
    const six = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'battle.patch', patch: { cards: cardsJson({ ...c, hour: 6, round: 6 }) } }] })
    expect(victoryInputOf(six).battleOver).toBe(false)
  })

  it('a lost unit with the Prussian flag counts for the Prussians', () => {
    const bad = apply(quatreBras(), { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u4', state: { status: 'eliminated', nation: 'Prussian' } }] })
    expect(victoryView(bad).input.lost).toEqual({ french: 0, english: 0, prussian: 1 })
  })
})
