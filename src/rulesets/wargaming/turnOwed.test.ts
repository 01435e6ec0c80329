import { describe, expect, it } from 'vitest'
import { fireCalculator } from '@/engine/wargaming/fire'
import { meleeCalculator } from '@/engine/wargaming/melee'
import { morale } from '@/engine/wargaming/morale'
import { applyOps } from '@/model/fold'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { owedTests, settlesFor, withSettles } from '@/rulesets/owed'
import { fireApplied } from './applyFire'
import { meleeApplied } from './applyMelee'
import { moraleApplied } from './applyMorale'
import { quatreBras } from './combatTestkit'
import { factorsOf, fireInputFrom, presetSwitches } from './fireInput'
import { meleeInputFrom } from './meleeInput'
import { defaultMoraleSituation, moraleInputFrom } from './moraleInput'
import { meleeRoundsWon, meleeThisPhase, stepsLostThisPhase } from './turnLog'
import { openOwed, unitBadges } from './turnOwed'

const dice = (faces: number[]) => ({ source: 'physical' as const, dice: faces.map((face, i) => ({ role: `d${i}`, die: 'x', face })) })

/** A tiny battle: state and log move together, as the store does. */
function play(s: BattleState) {
  const log: Action[] = []
  return {
    get s() { return s }, log,
    do(d: ActionDraft) { log.push({ ...d, id: `s${log.length + 1}`, seq: log.length + 1, at: 0 }); s = { ...applyOps(s, d.ops), seq: log.length } },
  }
}

describe('the wargaming turn remembers what is owed', () => {
  it('fire → morale owed with the steps; a mêlée owes morale and control; doing the morale test keeps the control test', () => {
    const b = play(quatreBras())
    const [f, t] = [b.s.units['45e']!, b.s.units['92nd']!]
    // fire 3 + 2 in penetration + first volley +1; dice 5 − 2 → 8 → one base removed (seed 004, Firing CRT): 2 steps; the target was charging, so it tests
    const r = fireCalculator.resolve(fireInputFrom(factorsOf(f, t), 90, 2, presetSwitches(b.s, f, t)), [5, 2])
    b.do(fireApplied(b.s, '45e', '92nd', r, dice([5, 2]), fireInputFrom(factorsOf(f, t), 90, 2, presetSwitches(b.s, f, t)), { duringCharge: true }).draft)
    expect(owedTests(b.log).map((o) => [o.kind, o.unitIds, o.prefill.stepsLostThisPhase])).toEqual([['morale', ['92nd'], 2]])
    expect(stepsLostThisPhase(b.s, b.log, '92nd')).toBe(2)
    expect(unitBadges(b.s.units['92nd']!, { state: b.s, actions: b.log, owed: owedTests(b.log) }).map((x) => x.label)).toEqual(['morale owed'])
    expect(unitBadges(b.s.units['45e']!, { state: b.s, actions: b.log, owed: owedTests(b.log) }).map((x) => x.label)).toEqual(['fired'])

    const mr = meleeCalculator.resolve(meleeInputFrom(b.s.units['45e']!, b.s.units['92nd']!, { charging: true }, {}, 1), [6, 1])
    const m = meleeApplied(b.s, '45e', '92nd', mr, dice([6, 1]), 1)
    expect(m.winner?.id).toBe('45e')
    b.do(m.draft)
    expect(meleeRoundsWon(b.log, '45e')).toBe(1)
    expect(meleeThisPhase(b.log, '92nd')).toEqual({ won: false, lost: true })
    const owed = owedTests(b.log)
    expect(owed.map((o) => [o.kind, o.unitIds[0]])).toEqual([['morale', '92nd'], ['morale', '92nd'], ['control', '45e']])
    expect(openOwed(owed[2]!)).toEqual({ tab: 'combat', query: { owed: owed[2]!.id } })

    const u = b.s.units['92nd']!
    const res = morale.resolve(moraleInputFrom(u, { ...defaultMoraleSituation(), stepsLostThisPhase: 2 }), [2, 5])
    b.do(withSettles(moraleApplied(b.s, '92nd', res, dice([2, 5])).draft, settlesFor(owed, 'morale', '92nd', owed[1]!.id)))
    // One test settles one owed item (the fire's test stays); the result's move is owed until done (seed 004, Morale: Explanation of results).
    expect(owedTests(b.log).map((o) => o.kind)).toEqual(['morale', 'control', 'move'])
    expect(unitBadges(b.s.units['92nd']!, { state: b.s, actions: b.log, owed: owedTests(b.log) }).map((x) => x.label)).toContain(res.outcome === 'Rout' ? 'routing' : 'retiring')
  })

  it('a card turned starts a new phase: steps lost before it no longer count this phase', () => {
    const b = play(quatreBras())
    b.do({ kind: 'unit.casualty', label: 'x', ops: [{ op: 'unit.patch', id: '45e', state: { casualtiesThisTurn: 1 } }] })
    expect(stepsLostThisPhase(b.s, b.log, '45e')).toBe(1)
    b.do({ kind: 'deck.draw', label: 'card', ops: [] })
    expect(stepsLostThisPhase(b.s, b.log, '45e')).toBe(0)
    b.do({ kind: 'unit.casualty', label: 'x', ops: [{ op: 'unit.patch', id: '45e', state: { casualtiesThisTurn: 3 } }] })
    expect(stepsLostThisPhase(b.s, b.log, '45e')).toBe(2)
  })
})
