import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { applyOps } from '@/model/fold'
import type { BattleState } from '@/model/types'
import { quatreBras } from './combatTestkit'
import { decksDraft, drawDraft, endTurnDraft, initiativeDraft, initiativeInputFor, passDraft, turnOver } from './turn'
import { turnState } from './turnState'

const after = (s: BattleState, d: { ops: readonly import('@/model/types').Op[] }) => applyOps(s, d.ops)
const physical = { source: 'physical' as const, dice: [] }

describe('wargaming turn', () => {
  it('initiative test input: C-in-C leadership and nationality factor (seed 004, Determining Initiative)', () => {
    // Ney leadership 3, French 3; Wellington leadership 5, British/KGL "All others" 2.
    // The army names (the sides in testSetup) go in so the working reads 'Ney: D20 …', never 'Side A'.
    expect(initiativeInputFor(quatreBras())).toEqual({ a: { name: 'Ney', leadership: 3, nationalityFactor: 3 }, b: { name: 'Wellington', leadership: 5, nationalityFactor: 2 }, rulings: { sameNumber: 'natural face' } })
  })

  it('a side without a C-in-C cannot test: the message says what to add', () => {
    const s = applyOps(quatreBras(), [{ op: 'unit.remove', id: 'wel' }])
    expect(() => initiativeInputFor(s)).toThrow(/no C-in-C/)
  })

  it('decks: 3+3+3+1 plus the C-in-C command indecision rating (seed 004, Setting up the Deck)', () => {
    const s = after(quatreBras(), decksDraft(quatreBras(), seededRandom(1), 'app'))
    expect(s.decks.a!.drawPile).toHaveLength(12) // Ney indecision 2
    expect(s.decks.b!.drawPile).toHaveLength(11) // Wellington indecision 1
    expect(s.decks.a!.owner).toBe('a')
  })

  it('a drawn Command Indecision card passes the initiative in the same action', () => {
    let s = after(quatreBras(), decksDraft(quatreBras(), seededRandom(1), 'physical'))
    s = after(s, initiativeDraft(s, { outcome: 'side a', totals: { a: 20, b: 10 }, working: [] }, physical, false))
    expect(turnState(s).initiative).toBe('a')
    const d = drawDraft(s, 'Command Indecision')
    expect(d.label).toMatch(/Command Indecision: the initiative passes to Wellington/)
    s = after(s, d)
    expect(turnState(s).initiative).toBe('b')
    expect(s.decks.a!.drawPile).toHaveLength(11)
    expect(s.decks.a!.turned[0]).toMatch(/^command-indecision-/)
  })

  it('told a card the deck no longer holds, the draw is refused', () => {
    let s = after(quatreBras(), decksDraft(quatreBras(), seededRandom(1), 'physical'))
    s = after(s, passDraft(after(s, initiativeDraft(s, { outcome: 'side b', totals: { a: 1, b: 9 }, working: [] }, physical, false))))
    s = after(s, drawDraft(s, 'Officer Casualties'))
    expect(() => drawDraft(s, 'Officer Casualties')).toThrow(/No Officer Casualties card is left/)
  })

  it('a natural tie in a challenge ends the turn; closing it reshuffles, resets casualties and counts the turn', () => {
    let s = after(quatreBras({ op: 'unit.patch', id: '45e', state: { casualtiesThisTurn: 3 } }), decksDraft(quatreBras(), seededRandom(2), 'app'))
    s = after(s, initiativeDraft(s, { outcome: 'side a', totals: { a: 20, b: 10 }, working: [] }, physical, false))
    s = after(s, drawDraft(s))
    s = after(s, initiativeDraft(s, { outcome: 'turn ends', totals: { a: 13, b: 14 }, working: [] }, physical, true))
    expect(turnOver(s)).toBe('same D20 face in an initiative test')
    const end = endTurnDraft(s, seededRandom(3))
    s = after(s, end)
    expect(end.label).toMatch(/^Turn 1 ended \(same D20 face/)
    expect(turnState(s).turn).toBe(2)
    expect(turnOver(s)).toBeNull()
    expect(s.decks.a!.drawPile).toHaveLength(12)
    expect(s.decks.a!.turned).toHaveLength(0)
    expect(end.ops).toContainEqual({ op: 'unit.patch', id: '45e', state: { casualtiesThisTurn: 0 } })
    expect(s.units['45e']!.state.casualtiesThisTurn).toBe(0)
  })

  it('end of turn adds a Command Indecision card when routed/destroyed units outnumber the C-in-C leadership (ruling)', () => {
    // Ney leadership 3: four French units gone (4 > 3) → +1; exactly 3 would not.
    const gone = ['u1', 'u2', 'u3', 'u4'].map((id) => ({ op: 'unit.put' as const, unit: { ...quatreBras().units['45e']!, id, state: { ...quatreBras().units['45e']!.state, status: 'destroyed' } } }))
    let s = after(quatreBras(...gone), decksDraft(quatreBras(), seededRandom(4), 'app'))
    s = after(s, endTurnDraft(s, seededRandom(5)))
    expect(s.decks.a!.drawPile).toHaveLength(13)
    expect(s.decks.b!.drawPile).toHaveLength(11)
    expect(s.decks.a!.drawPile.filter((c) => c.startsWith('command-indecision'))).toEqual(expect.arrayContaining(['command-indecision-3']))
    const three = quatreBras(...gone.slice(0, 3))
    const s3 = after(three, decksDraft(three, seededRandom(4), 'app'))
    expect(after(s3, endTurnDraft(s3, seededRandom(5))).decks.a!.drawPile).toHaveLength(12)
  })
})
