import { describe, expect, it } from 'vitest'
import { applyOps } from '@/model/fold'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState, Op } from '@/model/types'
import { owedTests } from '@/rulesets/owed'
import { battleEndDraft, playOnDraft } from './battleEnd'
import { leader, line, quatreBras } from './combatTestkit'
import { orderDraft, orderVerdict } from './orders'
import { askSequence, battleEvents, seqOf, whereNow } from './sequence'
import { legacyEvents } from './sequenceLegacy'
import { drawDraft } from './turnDeck'
import { passDraft } from './turnInitiative'
import { attackerDraft } from './turnStart'
import { commandArm, divisionOf, factsOf } from './unitFacts'
import { decksDraft } from './turnDeck'
import { seededRandom } from '@/engine/core'

function play(s: BattleState) {
  const log: Action[] = []
  return {
    get s() { return s }, log,
    do(d: ActionDraft) { log.push({ ...d, id: `s${log.length + 1}`, seq: log.length + 1, at: 0 }); s = { ...applyOps(s, d.ops), seq: log.length } },
  }
}
const put = (...units: ReturnType<typeof line>[]): Op[] => units.map((unit) => ({ op: 'unit.put', unit }))

describe('the wargaming sequence on a battle log', () => {
  it('folds the flow events the drafts carry: where, orders refused and allowed, consequences once', () => {
    const b = play(quatreBras())
    b.do(decksDraft(b.s, seededRandom(1), 'physical'))
    expect(whereNow(b.s, b.log)).toBe('Turn 1 · nobody holds the initiative')
    expect(() => orderDraft(b.s, b.log, { act: 'moved', unitId: '45e' })).toThrow(/turns over the top card from his deck and then performs any actions .* \(seed 004, Determining Initiative\)$/)
    b.do(attackerDraft(b.s, 'a'))
    b.do(drawDraft(b.s, 'Infantry Move', b.log))
    expect(whereNow(b.s, b.log)).toBe('Turn 1 · Infantry Move · Ney holds the initiative')
    b.do(orderDraft(b.s, b.log, { act: 'moved', unitId: '45e', yards: 60.4 }))
    expect(b.log.at(-1)!.label).toBe('45e Ligne: moved 60 yd')
    expect(orderVerdict(b.s, b.log, { act: 'charged', unitId: '45e', targetIds: ['92nd'] })).toMatchObject({ verdict: 'forbidden', section: 'seed 004, The Cards: Infantry Move' })
    expect(orderVerdict(b.s, b.log, { act: 'moved', unitId: '92nd' })).toMatchObject({ verdict: 'forbidden', section: 'seed 004, Non-Initiative Units' })
    b.do(orderDraft(b.s, b.log, { act: 'formation', unitId: '45e', formation: 'column' }))
    expect(b.s.units['45e']!.state.formation).toBe('column')
    expect(b.log.at(-1)!.label).toBe('45e Ligne: changed formation to column')
    b.do(passDraft(b.s))
    expect(askSequence(b.s, b.log, { q: 'card', side: 'b' })).toEqual({ verdict: 'allowed' })
    expect(seqOf(b.s, b.log).how).toBe('by choice')
  })

  it('a charge owes the defender\'s test; the mêlée waits; the umpire overrides a warning and the log says so', () => {
    const b = play(quatreBras({ op: 'unit.put', unit: line('46e', 'a', '46e Ligne') }, { op: 'unit.put', unit: line('rifles', 'b', '95th Rifles', { formation: 'skirmish' }) }))
    b.do(attackerDraft(b.s, 'a'))
    b.do({ kind: 'deck.draw', label: 'Ney turned Infantry Move', ops: [], by: 'a', detail: { cardType: 'Infantry Move', left: 11 } })
    b.do(orderDraft(b.s, b.log, { act: 'charged', unitId: '45e', targetIds: ['92nd', 'rifles'] }))
    expect(owedTests(b.log).map((t) => t.label)).toEqual(['95th Rifles: retire (skirmishers charged)', '92nd Foot: morale test'])
    expect(askSequence(b.s, b.log, { q: 'melee', units: ['45e', '92nd'] })).toMatchObject({ verdict: 'forbidden', section: 'seed 004, Charges & Mêlées' })
    const v = orderVerdict(b.s, b.log, { act: 'charged', unitId: '46e', targetIds: ['92nd'] })
    expect(v).toMatchObject({ verdict: 'players', section: 'seed 004, Restrictions on Charges' })
    expect(() => orderDraft(b.s, b.log, { act: 'charged', unitId: '46e', targetIds: ['92nd'] })).toThrow(/the umpire must allow it/)
    const d = orderDraft(b.s, b.log, { act: 'charged', unitId: '46e', targetIds: ['92nd'] }, true)
    expect(d.label).toMatch(/^46e Ligne: charged on 92nd Foot \(umpire allowed: Units may not charge into an existing mêlée/)
    expect(d.detail?.override).toMatchObject({ section: 'seed 004, Restrictions on Charges' })
  })

  it('derives events from older actions without flow: initiative, cards, fire, mêlée and morale passing it, end of turn', () => {
    const s = quatreBras()
    const a = (kind: string, detail: Record<string, unknown> = {}, by?: 'a' | 'b', ops: Op[] = []): Action => ({ kind, label: kind, ops, id: 's1', seq: 1, at: 0, detail: detail as Action['detail'], ...(by ? { by } : {}) })
    expect(legacyEvents(a('initiative.test', { outcome: 'side b' }), s)).toEqual([{ e: 'initiative', side: 'b', how: 'test' }])
    expect(legacyEvents(a('initiative.challenge', { outcome: 'turn ends' }), s)).toEqual([{ e: 'same face' }])
    expect(legacyEvents(a('initiative.challenge', { outcome: 'side a' }), s)).toEqual([{ e: 'initiative', side: 'a', how: 'challenge' }])
    expect(legacyEvents(a('initiative.given', {}, 'b'), s)).toEqual([{ e: 'initiative', side: 'b', how: 'attacker' }])
    expect(legacyEvents(a('initiative.pass', {}, 'a'), s)).toEqual([{ e: 'pass', from: 'a', why: 'by choice' }])
    expect(legacyEvents(a('deck.draw', { cardType: 'Cavalry Move', left: 0 }, 'a'), s)).toEqual([{ e: 'card', side: 'a', card: 'Cavalry Move', left: 0 }])
    expect(legacyEvents(a('turn.end'), s)).toEqual([{ e: 'turn end' }])
    expect(legacyEvents(a('fire.applied', { firerId: '45e', targetId: '92nd' }), s)).toEqual([{ e: 'act', unit: '45e', side: 'a', arm: 'infantry', act: 'fired', targets: ['92nd'] }])
    expect(legacyEvents(a('fire.applied', { firerId: null, targetId: '92nd' }), s)).toEqual([])
    const patch: Op[] = [{ op: 'battle.patch', patch: { initiative: 'b' } }]
    expect(legacyEvents(a('melee.applied', { attackerId: '45e', defenderId: '92nd', outcome: 'defender wins' }, undefined, patch), s)).toEqual([{ e: 'melee', units: ['45e', '92nd'], decided: true }, { e: 'pass', from: 'a', why: 'a friendly unit lost a mêlée' }])
    expect(legacyEvents(a('morale.applied', { unitId: '92nd', outcome: 'Halt' }), s)).toEqual([{ e: 'morale', unit: '92nd', side: 'b', arm: 'infantry', outcome: 'Halt' }])
    expect(legacyEvents(a('unit.casualty'), s)).toEqual([])
    // An action with flow events is folded from them, not from its kind.
    expect(battleEvents(s, [{ ...a('turn.end'), detail: { flow: [{ e: 'play on' }] } }])).toEqual([{ e: 'play on' }])
  })

  it('a battle declared over refuses orders until the umpire plays on', () => {
    const b = play(quatreBras())
    b.do(attackerDraft(b.s, 'a'))
    b.do(battleEndDraft('  the British withdrew  '))
    expect(b.log.at(-1)!.label).toBe('The battle has ended: the British withdrew')
    expect(whereNow(b.s, b.log)).toContain('battle ended: the British withdrew')
    expect(askSequence(b.s, b.log, { q: 'card', side: 'a' })).toMatchObject({ verdict: 'forbidden', section: 'seed 004, Rules Mechanics' })
    b.do(playOnDraft())
    expect(askSequence(b.s, b.log, { q: 'card', side: 'a' })).toEqual({ verdict: 'allowed' })
  })

  it('knows a unit\'s division and a leader\'s command by the arms under them (seed 004, The Cards)', () => {
    const hussar = { ...line('hus', 'a', '7e Hussards', { arm: 'cavalry', commandId: 'bde' }) }
    const s = quatreBras(...put(leader('div', 'a', 'Foy', [3, 3, 3], { level: 'division', isCinC: false, commandId: 'ney' }), leader('bde', 'a', 'Gauthier', [3, 3, 3], { level: 'brigade', isCinC: false, commandId: 'div' }), line('1l', 'a', '1er Léger', { commandId: 'bde' }), line('2l', 'a', '2e Léger', { commandId: 'div' }), hussar))
    expect(commandArm(s, 'div')).toBe('infantry')
    expect(commandArm(s, 'nobody')).toBeNull()
    expect(divisionOf(s, s.units.hus!)).toBe('infantry')
    expect(divisionOf(s, s.units['45e']!)).toBeNull()
    expect(factsOf(s, s.units.hus!)).toMatchObject({ arm: 'cavalry', division: 'infantry', canFire: false })
    expect(factsOf(s, s.units.div!)).toEqual({ id: 'div', side: 'a', arm: 'leader', commands: 'infantry' })
    expect(factsOf(s, s.units.ney!)).toMatchObject({ commands: 'army' })
  })
})

describe('who charged into a mêlée, for the tired rule', () => {
  it('a unit that charged this phase is a charger whatever the round; one that did not is not', async () => {
    const { chargedThisPhase } = await import('./sequence')
    const b = play(quatreBras())
    b.do(attackerDraft(b.s, 'a'))
    b.do({ kind: 'deck.draw', label: 'Ney turned Infantry Move', ops: [], by: 'a', detail: { cardType: 'Infantry Move', left: 11 } })
    expect(chargedThisPhase(b.s, b.log, '45e')).toBe(false)
    b.do(orderDraft(b.s, b.log, { act: 'charged', unitId: '45e', targetIds: ['92nd'] }))
    expect(chargedThisPhase(b.s, b.log, '45e')).toBe(true)
    expect(chargedThisPhase(b.s, b.log, '92nd')).toBe(false)
  })
})
