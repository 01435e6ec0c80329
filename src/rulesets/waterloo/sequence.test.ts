import { describe, expect, it } from 'vitest'
import { RULES } from '@/engine/waterloo/sequence'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { errorOf } from '@/test-utils/calculatorChecks'
import { closeCombatDraft } from './combatDrafts'
import { contactDraft, squareDraft, withdrawDraft } from './closeFlow'
import { activationDoneDraft, drawDraft, endTurnDraft, holdDraft, playDraft, playHeldDraft, playOnDraft } from './cupOps'
import { maneuverDraft } from './maneuverOps'
import { askWl, foldWl, legacyEvents, whereWl } from './sequence'
import { apply, setUpBattle, unitOf } from './testkit'
import { rallyActDraft } from './unitActs'
import { cupOf } from './battleState'

/** A battle played through the screens' drafts: the state and the log side by side. */
function play(start: BattleState, ...steps: ((s: BattleState) => ActionDraft)[]): { state: BattleState; log: Action[] } {
  let state = start
  const log: Action[] = []
  for (const f of steps) {
    const d = f(state)
    log.push({ ...d, id: `s${log.length + 1}`, seq: log.length + 1, at: 0 })
    state = apply(state, d)
  }
  return { state, log }
}
const TYPES = { 'fr-foy': { type: 'infantry' as const }, 'aa-picton': { type: 'infantry' as const }, 'aa-cooke': { type: 'infantry' as const } }
const setup = setUpBattle()
const first = (s: BattleState): ActionDraft => ({ kind: 'wl.setup-copy', by: 'umpire', label: 'Set up', ops: [{ op: 'battle.patch', patch: { cup: s.battle.cup! } }] })
const u = (s: BattleState, id: string) => unitOf(s, id)

describe('the log folded into the seed 002 sequence', () => {
  it('Reille drawn, activated, one Unit Action each; the Close To Contact Test gates the combat; the activation done', () => {
    const { state, log } = play(setup, first, (s) => drawDraft(s, { marker: 'fr-II' }), playDraft,
      (s) => maneuverDraft(u(s, 'fr-pellitier'), { unitType: 'artillery', from: 'Flat', path: [{ terrain: 'Clear', elevation: 'Flat', road: false, river: false, enemyAdjacent: false }], forcedMarch: false }, false),
      (s) => contactDraft(u(s, 'fr-foy'), u(s, 'aa-picton'), 'Confident', {}))
    const f = foldWl(state, log, TYPES)
    expect(whereWl(f)).toBe('Game Turn 1 · Activation Phase: fr-II (2 units acted)')
    expect(f.acts['fr-pellitier']).toMatchObject({ action: 'maneuver', resolved: true })
    expect(askWl(state, log, { q: 'act', unit: 'fr-pellitier', action: 'bombard' }, TYPES)).toEqual({ verdict: 'forbidden', section: RULES.oneAction[0], rule: RULES.oneAction[1] })
    expect(askWl(state, log, { q: 'contact', unit: 'fr-foy' }, TYPES)).toMatchObject({ verdict: 'forbidden', rule: RULES.contactOnce[1] })
    expect(askWl(state, log, { q: 'combat', unit: 'fr-foy' }, TYPES)).toEqual({ verdict: 'allowed' })
    expect(askWl(state, log, { q: 'act', unit: 'aa-picton', action: 'rally' }, TYPES)).toMatchObject({ rule: RULES.listed[1] })
    const fought = play(state, (s) => closeCombatDraft({ attacker: u(s, 'fr-foy'), defender: u(s, 'aa-picton'), attackerDetachment: false, defenderDetachment: false },
      { attacker: { successes: 0, stepLosses: 3, lossesAfter: 3, panicTest: true, retreatHexes: 2, movesBack: false, detachmentElanTest: false, eliminated: false },
        defender: { successes: 4, stepLosses: 0, lossesAfter: 0, panicTest: false, retreatHexes: 0, movesBack: false, detachmentElanTest: false, eliminated: false },
        outcome: { winner: 'defender', tied: false, attackerStepLosses: 3, defenderStepLosses: 0 } } as never, {}, {}))
    const all = [...log, ...fought.log.map((a) => ({ ...a, seq: a.seq + log.length }))]
    expect(fought.log[0]!.detail?.owes).toEqual([
      { kind: 'panic', unitIds: ['fr-foy'], label: 'Foy: Panic Test', reason: 'seed 002, A-2a: its 3rd Step Loss flipped it to Battleworn', prefill: {} },
      { kind: 'retreat', unitIds: ['fr-foy'], label: 'Foy: Retreat 2 hexes', reason: 'seed 002, F-4k: the loser Retreats two hexes (more for late losses)', prefill: { hexes: 2 } },
    ])
    // Owed items are gates: the activation cannot end, the next unit cannot act (F).
    expect(askWl(fought.state, all, { q: 'done' }, TYPES)).toMatchObject({ rule: RULES.resolved[1] })
    expect(askWl(fought.state, all, { q: 'act', unit: 'fr-jerome', action: 'maneuver' }, TYPES)).toMatchObject({ rule: RULES.resolved[1] })
    const done = activationDoneDraft(fought.state, 'fr-II', 3)
    expect(done.label).toBe('Reille II Corps: activation done (3 units acted)')
    expect(done.detail?.flow).toEqual([{ t: 'done' }])
  })

  it('an old log without flow events still folds: "Played" activated and ended the marker at once', () => {
    const { state, log } = play(setup, first, (s) => drawDraft(s, { marker: 'fr-II' }), playDraft, (s) => drawDraft(s, { marker: 'fr-I' }), holdDraft)
    const old = log.map((a) => ({ ...a, detail: Object.fromEntries(Object.entries(a.detail ?? {}).filter(([k]) => k !== 'flow')) }))
    const f = foldWl(state, old)
    expect(f.active).toBeNull()
    expect(f.drawn).toBeNull()
    expect(f.activations).toBe(1)
    expect(legacyEvents(old[2]!, 'fr-II')).toEqual([{ t: 'activate', marker: 'fr-II', kind: 'french-corps' }, { t: 'done' }])
    expect(legacyEvents(old[2]!, null)).toEqual([])
    expect(legacyEvents(old[4]!, 'fr-I')).toEqual([{ t: 'hold', marker: 'fr-I' }])
    expect(legacyEvents({ ...old[0]!, kind: 'wl.bombardment', detail: { firerId: 'fr-foy', targetId: 'aa-picton' } }, null)).toEqual([{ t: 'act', unit: 'fr-foy', action: 'bombard', target: 'aa-picton' }])
    expect(legacyEvents({ ...old[0]!, kind: 'wl.closeCombat', detail: { attackerId: 'fr-foy', defenderId: 'aa-picton' } }, null))
      .toEqual([{ t: 'contact', unit: 'fr-foy', target: 'aa-picton', passed: true }, { t: 'combat', unit: 'fr-foy' }])
    expect(legacyEvents({ ...old[0]!, kind: 'cup.endTurn', ops: [{ op: 'battle.patch', patch: { cup: { gameTurn: 2, gameOver: false } } }] }, null)).toEqual([{ t: 'end', gameTurn: 2, over: false }])
    expect(legacyEvents({ ...old[0]!, kind: 'wl.note', detail: {} }, null)).toEqual([])
  })

  it('held markers, the Form Square Test, a Cavalry Withdrawal, a commander\'s Rally, the End Phase and play-on carry their events', () => {
    const { state, log } = play(setup, first, (s) => drawDraft(s, { marker: 'fr-IIIC' }), holdDraft, playHeldDraft, playDraft)
    expect(foldWl(state, log).active?.marker).toBe('fr-IIIC')
    expect(squareDraft(u(state, 'aa-picton'), 'square: ER +2', {}).detail?.flow).toEqual([{ t: 'square', unit: 'aa-picton', passed: true }])
    const w = withdrawDraft(u(state, 'fr-l-hertier'), u(state, 'aa-cooke'), false)
    expect(w.detail?.flow).toEqual([{ t: 'withdraw', unit: 'fr-l-hertier', attacker: 'aa-cooke' }])
    expect(w.detail?.owes).toEqual([{ kind: 'retreat', unitIds: ['fr-l-hertier'], label: 'L\'Hertier: Retreat up to 2 hexes', reason: 'seed 002, F-4c: Cavalry Withdrawal, up to two hexes', prefill: { hexes: 2 } }])
    const shaken = apply(state, { kind: 'x', by: 'umpire', label: 'x', ops: [{ op: 'unit.patch', id: 'aa-cooke', state: { stepLosses: 1 } }] })
    const r = rallyActDraft(u(shaken, 'aa-cooke'), {}, 'Wellington')
    expect(r.label).toBe('Wellington: Cooke rallies: Fresh')
    expect(r.detail?.flow).toEqual([{ t: 'commander-rally', unit: 'aa-cooke' }])
    expect(rallyActDraft(u(shaken, 'aa-cooke'), {}).detail?.flow).toEqual([{ t: 'act', unit: 'aa-cooke', action: 'rally' }])
    expect(errorOf(() => playOnDraft(state)).message).toContain('not over')
    const over = apply(state, { kind: 'x', by: 'umpire', label: 'x', ops: [{ op: 'battle.patch', patch: { cup: { ...state.battle.cup as object, gameOver: true, gameTurn: 12, drawn: null } } }] })
    const p = playOnDraft(over)
    expect(p.label).toBe('Umpire plays on after Game Turn 12 (the game was over, seed 002, C)')
    expect(cupOf(apply(over, p))?.gameOver).toBe(false)
  })

  it('the End Phase after Game Turn 12 ends the game in the fold', () => {
    let s = setUpBattle({ start: 'merde' })
    const log: Action[] = [{ ...first(s), id: 's1', seq: 1, at: 0 }]
    const cup = cupOf(s)!
    s = apply(s, { kind: 'x', by: 'umpire', label: 'x', ops: [{ op: 'battle.patch', patch: { cup: { ...cup, gameTurn: 12, cup: [], used: [] } as never } }] })
    const end = endTurnDraft(s)
    log.push({ ...end, id: 's2', seq: 2, at: 0 })
    const f = foldWl(apply(s, end), log)
    expect(f.over).toBe(true)
    expect(whereWl(f)).toBe('Game Turn 12 · the game is over')
  })
})

describe('a Maneuver moves the unit', () => {
  it('the hex it ends in is written onto the unit; with no end hex the unit stays where it was noted', () => {
    const clear = { terrain: 'Clear' as const, elevation: 'Flat' as const, road: false, river: false, enemyAdjacent: false }
    const before = u(setup, 'fr-pellitier')
    const to = maneuverDraft(before, { unitType: 'artillery', from: 'Flat', path: [clear], forcedMarch: false, endHex: '0909' }, false)
    expect(to.label).toMatch(/^.+ Maneuvers: 1 hex to 0909 \(/)
    expect(apply(setup, to).units['fr-pellitier']!.state.hex).toBe('0909')
    const stay = maneuverDraft(before, { unitType: 'artillery', from: 'Flat', path: [clear], forcedMarch: false }, false)
    expect(stay.ops).toEqual([])
  })
})
