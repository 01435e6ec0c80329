import { describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import type { ActionDraft } from '@/model/actionDraft'
import { doneDraft, owedTests } from '@/rulesets/owed'
import { withOverride, overridesOf } from '@/rulesets/flow'
import { fireDraft } from './fireDraft'
import { allowDraft, orderDraft, ordersDoneDraft, playOnDraft } from './orderDraft'
import { askMini, foldMini, legacyEvents, miniEvents, whereMini } from './sequence'
import { specialActionDraft } from './specialDraft'
import { apply, smallBattle } from './testkit'
import { addUnitDraft } from './unitOps'

const log = (...drafts: ActionDraft[]): Action[] => drafts.map((d, i) => ({ ...d, id: `s${i + 1}`, seq: i + 1, at: 0 } as Action))
const deal: ActionDraft = { kind: 'cards.deal', label: 'Hour 1', ops: [] }
const play = (by: 'a' | 'b', card: string): ActionDraft => ({ kind: 'cards.play', label: 'p', by, ops: [], detail: { card, actedAs: null } })

describe('miniatures: the log as the sequence reads it', () => {
  it('an old log without flow events still folds: deal, cards, fire with a retreat, a special action', () => {
    const s = smallBattle()
    const old: ActionDraft[] = [deal, play('a', 'attacco-centrale'), play('b', 'attacco-coordinato'),
      { kind: 'fire.applied', label: 'f', ops: [], detail: { firerId: 'u1', targetId: 'u2', retreat: 1 } },
      { kind: 'special-action', label: 's', ops: [], detail: { unitId: 'u3', outcome: 'success' } }]
    const f = foldMini(s, log(...old))
    expect(f).toEqual(expect.objectContaining({ hour: 1, round: 1, orders: { a: 1, b: 0 } }))
    expect(f.acts.u1!.fired).toBe(1)
    expect(f.acts.u2!.retreated).toBe(true)
    expect(f.acts.u3!.special).toBe(true)
    expect(legacyEvents({ kind: 'fire.removed', label: '', ops: [], id: 's1', seq: 1, at: 0, detail: { firerId: 'u1', targetId: 'u2', retreat: 1 } })).toEqual([{ t: 'fire', unit: 'u1' }])
    expect(legacyEvents({ kind: 'cards.play', label: '', ops: [], id: 's1', seq: 1, at: 0, by: 'umpire', detail: { card: 'x' } })).toEqual([])
  })

  it('units come from the log ops (sector, square, removal) and undo takes an order away', () => {
    let s = smallBattle()
    const add = addUnitDraft('a', 'heavy-cavalry', 'Cuirassiers', 'French', 'u5')
    s = apply(s, add)
    const events = miniEvents(s, log(add, { kind: 'unit.situation', label: '', ops: [{ op: 'unit.patch', id: 'u5', state: { sector: 'right', inSquare: false } }] }))
    expect(events).toContainEqual({ t: 'unit', id: 'u5', side: 'a', type: 'heavy-cavalry', nation: 'French', sector: null, square: false, out: false })
    expect(events.at(-1)).toEqual({ t: 'unit', id: 'u4', out: false })
    const order = orderDraft(s.units.u1!, 'move', 2)
    const undone = [...log(deal, play('a', 'attacco-coordinato'), play('b', 'attacco-coordinato'), order), { kind: 'undo', label: 'u', ops: [], id: 's5', seq: 5, at: 0 } as Action]
    expect(foldMini(s, undone).acts).toEqual({})
  })

  it('asks with the owed items as gates, and an umpire override is logged', () => {
    let s = smallBattle()
    const fire = fireDraft(s.units.u1!, s.units.u2!, { hits: 2, fireValue: 7, disorder: 1, retreat: 2, removed: false }, 'players')
    s = apply(s, fire)
    const before = [deal, play('a', 'attacco-coordinato'), play('b', 'attacco-coordinato')]
    const actions = log(...before, fire)
    expect(askMini(s, actions, { q: 'fire', unit: 'u3', adjacent: true })).toEqual(expect.objectContaining({ verdict: 'forbidden', section: 'seed 003, Battle Round (5.1)' }))
    const done = log(...before, fire, doneDraft(owedTests(actions)[0]!))
    expect(askMini(s, done, { q: 'fire', unit: 'u3', adjacent: true })).toEqual({ verdict: 'allowed' })
    expect(askMini(s, done, { q: 'order', unit: 'u2', order: 'move', segments: 1 })).toEqual(expect.objectContaining({ section: 'seed 003, 10.0 Retreats' }))
    const v = askMini(s, done, { q: 'order', unit: 'u4', order: 'move', segments: 1 })
    expect(v).toEqual(expect.objectContaining({ verdict: 'players', section: 'seed 000, 5.1 Battle Rounds' }))
    const over = withOverride(orderDraft(s.units.u4!, 'move', 1), v)
    expect(over.label).toBe('Ney moved 1 segment (umpire allowed: Players alternate giving orders to 1 unit at a time.)')
    expect(overridesOf(log(over))).toEqual([{ seq: 1, section: 'seed 000, 5.1 Battle Rounds', rule: 'Players alternate giving orders to 1 unit at a time.' }])
  })

  it('order, done, allowance and play-on drafts carry their flow events', () => {
    const s = smallBattle()
    expect(orderDraft(s.units.u2!, 'square', 0, 'open')).toEqual(expect.objectContaining({ label: '92nd Foot forms square (clear ground)', ops: [{ op: 'unit.patch', id: 'u2', state: { inSquare: true } }], detail: { unitId: 'u2', order: 'square', flow: [{ t: 'order', unit: 'u2', order: 'square' }] } }))
    expect(orderDraft(s.units.u2!, 'leave-square').label).toBe('92nd Foot leaves square')
    expect(orderDraft(s.units.u4!, 'hold').label).toBe('Ney holds')
    expect(orderDraft(s.units.u4!, 'rally').label).toBe('Ney rallies')
    expect(orderDraft(s.units.u1!, 'move', 1).detail).toEqual({ unitId: 'u1', order: 'move', segments: 1, flow: [{ t: 'order', unit: 'u1', order: 'move', segments: 1 }] })
    expect(ordersDoneDraft(s, 'b').detail).toEqual({ flow: [{ t: 'done', side: 'b' }] })
    expect(allowDraft(s, 'a', 3).label).toBe(`${s.setup.sides[0].name}'s card orders 3 units (read from the card)`)
    expect(playOnDraft().detail).toEqual({ flow: [{ t: 'play-on' }] })
    const f = foldMini(s, log(deal, play('a', 'attacco-coordinato'), play('b', 'attacco-coordinato'), allowDraft(s, 'a', 1), orderDraft(s.units.u1!, 'move', 1)))
    expect(whereMini(f)).toBe('Hour 1 · round 1 · Allied order')
  })

  it('a special action from the screen locks the unit through its flow events', () => {
    const s = smallBattle()
    const d = specialActionDraft(s.units.u2!, 'form-square', 'success', { source: 'app', dice: [] })
    expect(foldMini(s, log(d)).acts.u2!.special).toBe(true)
    expect(foldMini(s, log(d)).units.u2!.square).toBe(true)
  })
})

describe('miniatures: the scenario chosen with the decks sets the victory conditions', () => {
  it('Quatre Bras: the English win at 7 French units lost (seed 000, 13.2), before half the French army is gone', async () => {
    const { decksDraft } = await import('@/rulesets/boardgame/cards/cardOps')
    const { seededRandom } = await import('@/engine/core')
    let s = smallBattle()
    const decks = decksDraft(s, 'quatre-bras', 0, 'physical', seededRandom(1))
    const adds = Array.from({ length: 14 }, (_, i) => addUnitDraft('a', 'french-infantry', `Ligne ${i}`, 'French', `f${i}`))
    for (const d of adds) s = apply(s, d)
    const out = Array.from({ length: 7 }, (_, i): ActionDraft => ({ kind: 'unit.removed', label: '', ops: [{ op: 'unit.patch', id: `f${i}`, state: { status: 'removed' } }] }))
    const f = foldMini(s, log(decks, ...adds, ...out.slice(0, 6)))
    expect(f.scenario).toBe('quatre-bras')
    expect(whereMini(f)).toBe('Deal hour 1')
    const won = foldMini(s, log(decks, ...adds, ...out))
    expect(whereMini(won)).toBe('Allied wins (marginal victory)')
  })
})
