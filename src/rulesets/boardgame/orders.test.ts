import { describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import { owedTests } from '@/rulesets/owed'
import { combatDraft } from './combatDraft'
import { allowDraft, orderDraft, ordersDoneDraft, playOnDraft, sectorDraft } from './orders'
import { askBg, bgEvents, foldBg, whereBg } from './sequence'
import { apply, asAction, quatreBras } from './testkit'
import { unitBadges } from './turnAid'

const play = (seq: number, by: 'a' | 'b', card: string): Action => ({ id: `s${seq}`, seq, at: 0, kind: 'cards.play', label: 'card', ops: [], by, detail: { card, actedAs: null } })
const deal: Action = { id: 's1', seq: 1, at: 0, kind: 'cards.deal', label: 'deal', ops: [] }
const at = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)

describe('boardgame orders through the sequence (seed 000, 5.1, 6.0)', () => {
  it('quick orders carry their flow; a unit that has acted cannot act again; badges say what it did', () => {
    let s = quatreBras()
    for (const [id, sector] of [['u1', 'centre'], ['u2', 'right'], ['u3', 'centre'], ['u4', 'centre']] as const) s = apply(s, sectorDraft(s.units[id]!, sector))
    const log: Action[] = [deal, play(2, 'a', 'attacco-centrale'), play(3, 'b', 'attacco-coordinato'), asAction(allowDraft(s, 'a', 2), 4), asAction(allowDraft(s, 'b', 1), 5)]
    expect(whereBg(foldBg(s, log))).toBe('Hour 1 · round 1 · French order (2 of 2 left) first')
    expect(at(askBg(s, log, { q: 'order', unit: 'u2', order: 'move', hexes: 1 }))).toBe('forbidden: seed 000, 3.1 Order Cards')
    const move = orderDraft(s.units['u1']!, 'move', 1)
    expect(move).toEqual({ kind: 'unit.order', by: 'a', label: '2e Léger moves 1 hex', ops: [], detail: { unitId: 'u1', order: 'move', hexes: 1, flow: [{ t: 'order', unit: 'u1', order: 'move', hexes: 1 }] } })
    log.push(asAction(move, 6))
    expect(at(askBg(s, log, { q: 'order', unit: 'u1', order: 'move', hexes: 1 }))).toBe('forbidden: seed 000, 6.0 Ordering Units')
    expect(at(askBg(s, log, { q: 'fire', unit: 'u1' }))).toBe('allowed')
    log.push(asAction(combatDraft(s.units['u3']!, s.units['u1']!, { hits: 1, flags: 1 }, 2, undefined, undefined, 'g', { sequence: foldBg(s, log) }), 7))
    expect(unitBadges(s.units['u3']!, { state: s, actions: log, owed: owedTests(log) })).toContainEqual({ label: 'this round: fired', tone: 'info' })
    expect(unitBadges(s.units['u1']!, { state: s, actions: log, owed: owedTests(log) })).toContainEqual({ label: 'this round: moved 1 hex', tone: 'info' })
    expect(at(askBg(s, log, { q: 'fire', unit: 'u3' }))).toBe('forbidden: seed 000, 7.1')
    // Reille is attached: the 2e Léger ignores its flag, nothing owed
    expect(owedTests(log)).toEqual([])
    log.push(asAction(ordersDoneDraft(s, 'b'), 8), asAction(orderDraft(s.units['u1']!, 'hold'), 9))
    expect(whereBg(foldBg(s, log))).toBe('Hour 1 · round 1 · French order (1 of 2 left)')
    log.push(asAction(playOnDraft(), 10))
    expect(bgEvents(s, log)).toContainEqual({ t: 'play-on' })
    expect(foldBg(s, log).playOn).toBe(true)
  })

  it('an older log without flow events still folds: order marks, fire, retreat and special action', () => {
    const s = quatreBras()
    const log: Action[] = [deal, play(2, 'a', 'attacco-coordinato'), play(3, 'b', 'attacco-coordinato'),
      { id: 's4', seq: 4, at: 0, kind: 'unit.ordered', label: 'x', ops: [], detail: { unitId: 'u2' } },
      { id: 's5', seq: 5, at: 0, kind: 'combat.applied', label: 'x', ops: [], detail: { firerId: 'u3', targetId: 'u1' } },
      { id: 's6', seq: 6, at: 0, kind: 'retreat', label: 'x', ops: [], detail: { unitId: 'u1', hexes: 1 } },
      { id: 's7', seq: 7, at: 0, kind: 'special-action', label: 'x', ops: [], detail: { unitId: 'u4', outcome: 'failure' } }]
    const f = foldBg(s, log)
    expect(f.acts['u2']?.orders).toEqual(['hold'])
    expect(f.acts['u3']?.fired).toBe(1)
    expect(f.acts['u1']?.retreated).toBe(true)
    expect(f.acts['u4']?.special).toBe(true)
    expect(f.units['u1']).toMatchObject({ side: 'a', type: 'line-infantry', nation: 'French', general: 'Reille', elements: 4, sector: null })
  })
})
