import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core/errors'
import type { MoraleCheckResult } from '@/engine/series/morale'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { owedTests } from '@/rulesets/owed'
import { moraleDraft } from './moraleApply'
import { seriesResult } from './resultFlow'
import { askSeries, seriesEvents, seriesState } from './sequence'
import { apply, smallBattle } from './testkit'
import { gatedNextPhaseDraft } from './turnGate'
import { holdDraft, leaderMoveDraft, moveDraft, orderedChargeDraft, orderedFormationDraft, retreatDraft } from './unitOrders'
import { addUnitDraft } from './unitOps'
import { editLeaderDraft } from './leaderForm'
import { armyMoraleOf } from './armyMorale'
import { combatState, leaderState } from './unitState'

/** A battle and its log, driven through the same drafts the screens dispatch. */
function play(options = {}) {
  let state: BattleState = smallBattle(options)
  state = apply(state, addUnitDraft('a', { name: 'Hussars', type: 'cavalry', steps: 4, firepower: 0, meleeValue: 3, morale: 9, fireRange: 0, formation: 'column', corps: 'I', hex: '1305' }, 'c1'))
  const log: Action[] = []
  return {
    get state() { return state },
    log,
    do(make: (s: BattleState, l: readonly Action[]) => ActionDraft | null) {
      const d = make(state, log)
      if (!d) return
      log.push({ id: `s${log.length + 1}`, seq: log.length + 1, at: 0, ...d })
      state = apply(state, d)
    },
  }
}
const refusal = (f: () => unknown): string => {
  try { f() } catch (e) { if (e instanceof RulesInputError) return `${e.code}: ${e.message}`; throw e }
  return 'accepted'
}
const FAILED: MoraleCheckResult = { outcome: 'failure', score: 11, modifiedMorale: 9, effect: 'disorganized, retreats 2 hexes', working: [] } as unknown as MoraleCheckResult

describe('the series sequence read from the battle and its log (seed 001, 2.0)', () => {
  it('a move in the charge phase is refused with the rule; the phase ends; the move is logged with its flow event', () => {
    const g = play()
    expect(refusal(() => moveDraft(g.state, g.log, g.state.units.u1!, '1206', 0))).toBe('forbidden: During his movement phase, a player can move all, some or none of his units. (seed 001, 6.0 Movement and Terrain Effects)')
    g.do((s, l) => gatedNextPhaseDraft(s, l))
    g.do((s, l) => moveDraft(s, l, s.units.u1!, '1206', 0))
    expect(combatState(g.state.units.u1!).hex).toBe('1206')
    expect(g.log.at(-1)!.detail?.flow).toEqual([{ t: 'move', unit: 'u1' }])
    expect(refusal(() => moveDraft(g.state, g.log, g.state.units.u3!, '1404', 0))).toContain('(seed 001, 2.0 Game Sequence)')
    g.do((s, l) => holdDraft(s, l, s.units.u2!))
    expect(refusal(() => moveDraft(g.state, g.log, g.state.units.u1!, '1207', 0))).toBe('accepted') // holding is not a move: u1 is still moving
    g.do((s, l) => moveDraft(s, l, s.units.u2!, '1207', 0))
    expect(refusal(() => moveDraft(g.state, g.log, g.state.units.u1!, '1208', 0))).toContain('6.1 General Case')
    g.do((s, l) => orderedFormationDraft(s, l, s.units.u2!, 'limbered'))
    expect(combatState(g.state.units.u2!).formation).toBe('limbered')
    expect(refusal(() => orderedFormationDraft(g.state, g.log, g.state.units.c1!, 'line'))).toContain('4.7 Cavalry in Line')
    expect(seriesState(g.state, g.log).acts.u2!.held).toBe(true)
  })

  it("a charge's consequences in order: in line, no regular move, its melee owed and the phase that waits for it (6.1, 9.2, 9.3)", () => {
    const g = play()
    g.do((s, l) => orderedChargeDraft(s, l, [s.units.c1!], s.units.u3!, null))
    expect(combatState(g.state.units.c1!).formation).toBe('line')
    expect(owedTests(g.log).map((t) => `${t.kind}: ${t.label}`)).toEqual(["charge: Hussars: the charge's melee"])
    expect(refusal(() => orderedChargeDraft(g.state, g.log, [g.state.units.c1!], g.state.units.u3!, null))).toContain('9.2 Charge Movement')
    g.do((s, l) => gatedNextPhaseDraft(s, l)) // the charge's melee is owed in the melee phase, not now
    expect(askSeries(g.state, g.log, { q: 'move', unit: 'c1' })).toMatchObject({ verdict: 'forbidden', section: 'seed 001, 6.1 General Case' })
    for (let i = 0; i < 3; i++) g.do((s, l) => gatedNextPhaseDraft(s, l))
    expect(refusal(() => gatedNextPhaseDraft(g.state, g.log))).toContain('2.0 Game Sequence') // melee phase: the charge is owed
    const melee = seriesResult(g.state, g.log, { kind: 'melee.applied', by: 'a', label: 'Hussars attack 92nd Foot', ops: [], detail: { attackerIds: ['c1'], defenderIds: ['u3'] } },
      { q: 'melee', units: ['c1'], defenders: ['u3'] })
    expect(melee.detail?.settles).toEqual([owedTests(g.log)[0]!.id])
    expect(melee.detail?.flow).toEqual([{ t: 'melee', units: ['c1'], defenders: ['u3'] }])
    g.do(() => melee)
    expect(owedTests(g.log)).toEqual([])
    expect(refusal(() => seriesResult(g.state, g.log, melee, { q: 'melee', units: ['u1'], defenders: ['u3'] }))).toContain('8.1 General Case')
  })

  it('a failed morale check owes a retreat that moves the unit; the army level changes when it is reached (8.9, 12)', () => {
    const g = play({ thresholds: { a: { demoralization: 1 } } })
    const d = seriesResult(g.state, g.log, moraleDraft(g.state, g.state.units.u1!, 'fire', FAILED, undefined, []), { q: 'test', kind: 'morale', unit: 'u1' })
    expect((d.detail?.owes as { kind: string; label: string }[]).map((o) => `${o.kind}: ${o.label}`)).toEqual([
      'retreat: 2e de ligne: retreat 2 hexes']) // 12.1: the battery has no step loss, so no one-time check
    expect(d.detail?.flow).toEqual([{ t: 'army', side: 'a', level: 'demoralized' }])
    g.do(() => d)
    expect(armyMoraleOf(g.state, 'a').level).toBe('demoralized')
    expect(refusal(() => gatedNextPhaseDraft(g.state, g.log))).toContain('2.0 Game Sequence')
    expect(refusal(() => retreatDraft(g.state, g.log, g.state.units.u1!, '1205'))).toContain('must leave hex 1205')
    expect(refusal(() => retreatDraft(g.state, g.log, g.state.units.u2!, '1209'))).toContain('owes no retreat')
    g.do((s, l) => retreatDraft(s, l, s.units.u1!, '1003'))
    expect(combatState(g.state.units.u1!).hex).toBe('1003')
    expect(owedTests(g.log)).toEqual([])
    g.do((s, l) => gatedNextPhaseDraft(s, l))
  })

  it('14.5: a stack eliminated whole puts its leader to a check, on top of the 2-or-3-steps case: two rolls, before the units\' tests', () => {
    const g = play()
    const fire = { kind: 'fire.applied', by: 'b' as const, label: 'fire', ops: [{ op: 'unit.patch' as const, id: 'u1', state: { steps: 0, status: 'eliminated' } }],
      detail: { firerIds: ['u3'], input: { kind: 'defensive' }, owes: [{ kind: 'leader casualty', unitIds: ['l1'], label: 'Reille: casualty check', reason: 'the stack lost 2 or 3 steps in one fire attack (14.5)', prefill: {} }] } }
    const d = seriesResult(g.state, g.log, fire)
    expect((d.detail?.owes as { kind: string; reason: string }[]).map((o) => `${o.kind}: ${o.reason}`)).toEqual([
      'leader casualty: the stack lost 2 or 3 steps in one fire attack (14.5)', 'leader casualty: stack eliminated (14.5)'])
    expect(d.detail?.flow).toEqual([{ t: 'fire', unit: 'u3', kind: 'defensive' }])
  })

  it('an old log without flow events still folds: the turn, a charge, a fire, a melee and a rally from their kinds', () => {
    const g = play()
    const old = (kind: string, detail: Record<string, unknown>, ops: Action['ops'] = []): Action => ({ id: 's1', seq: 1, at: 0, kind, label: kind, ops, detail: detail as Action['detail'] })
    const events = seriesEvents(g.state, [
      old('turn.phase', {}, [{ op: 'battle.patch', patch: { turn: { number: 1, playerTurn: 2, phase: 2 } } }]),
      old('charge.declared', { chargerIds: ['c1'] }), old('fire.applied', { firerIds: ['u1'], input: { kind: 'offensive' } }),
      old('fire.applied', { firerIds: ['u2'] }), old('melee.applied', { attackerIds: ['u1'], defenderIds: ['u3'] }), old('rally.applied', { unitId: 'u1' })])
    expect(events.slice(4, 10)).toEqual([
      { t: 'at', turn: 1, playerTurn: 2, phase: 2 }, { t: 'charge', unit: 'c1' }, { t: 'fire', unit: 'u1', kind: 'offensive' },
      { t: 'fire', unit: 'u2', kind: 'defensive' }, { t: 'melee', units: ['u1'], defenders: ['u3'] }, { t: 'rally', unit: 'u1' }])
    expect(events.at(-1)).toEqual({ t: 'first', side: 'a' })
  })

  it('leaders are edited and moved to a hex: in the movement phase, or at the players\' word (14.2, 14.3)', () => {
    const g = play()
    const moving = askSeries(g.state, g.log, { q: 'leader', side: 'a' })
    expect(moving).toMatchObject({ verdict: 'players', section: 'seed 001, 14.3 Combat Value Effects; 14.5 Elimination' })
    g.do((s, l) => gatedNextPhaseDraft(s, l))
    g.do((s, l) => leaderMoveDraft(s, l, s.units.l1!, '1306'))
    expect(leaderState(g.state.units.l1!).hex).toBe('1306')
    g.do((s) => editLeaderDraft(s.units.l1!, { rank: 'corps', corps: 'II', combatBonus: 2, moraleBonus: 1, movementAllowance: 12, initiative: 3, obedience: 4 }))
    expect(g.log.at(-1)!.label).toBe('Reille: corps I → II, combatBonus 1 → 2')
    expect(editLeaderDraft(g.state.units.l1!, { rank: 'corps', corps: 'II', combatBonus: 2, moraleBonus: 1, movementAllowance: 12, initiative: 3, obedience: 4 })).toBeNull()
    expect(refusal(() => editLeaderDraft(g.state.units.l1!, { rank: 'corps', corps: 'II', combatBonus: 9, moraleBonus: 1, movementAllowance: 12, initiative: 3, obedience: 4 }))).toContain('out-of-range')
  })
})
