import type { ActionDraft } from '@/model/actionDraft'
import { check } from '@/engine/core'
import { nationalityFactor } from '@/engine/wargaming/data/nationality'
import type { InitiativeInput, InitiativeResult } from '@/engine/wargaming/initiative'
import type { BattleState, DiceRecord, SideId } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { otherWords } from './otherNote'
import { cInC, leaderState, otherSide, sideName, turnState, withArmyNames } from './turnState'

/** A C-in-C rating; throws naming the side when there is no C-in-C or the rating is not printed. */
export function cInCRating(state: BattleState, side: SideId, rating: 'leadership' | 'commandIndecision'): number {
  const c = cInC(state, side)
  check(c !== null, 'out-of-range', `${side}.cInC`, `${sideName(state, side)} has no C-in-C: add the army commander in the roster first.`)
  const v = leaderState(c).leadership === null ? null : leaderState(c)[rating]
  check(typeof v === 'number', 'missing-table', `${side}.cInC.${rating}`, `${c.name} has no ${rating === 'leadership' ? 'leadership' : 'command indecision'} rating printed: enter it in the roster.`)
  return v
}

/** seed 004, Determining Initiative: each side's C-in-C leadership and nationality factor (ruling 10: year asked). */
export function initiativeInputFor(state: BattleState): InitiativeInput {
  const year = typeof state.setup.options.year === 'number' ? state.setup.options.year : undefined
  const side = (s: SideId) => ({ name: sideName(state, s), leadership: cInCRating(state, s, 'leadership'), nationalityFactor: nationalityFactor(state.setup.sides[s === 'a' ? 0 : 1].nationality, year) })
  // RULES.md ruling 9, as the owner chose it for this battle.
  const sameNumber = state.setup.rulings.sameNumber === 'total' ? ('total' as const) : ('natural face' as const)
  return { a: side('a'), b: side('b'), rulings: { sameNumber } }
}

/** The result of an initiative test or challenge. 'roll again' cannot be applied; a natural tie ends the turn. */
export function initiativeDraft(state: BattleState, result: InitiativeResult, dice: DiceRecord, challenge: boolean): ActionDraft {
  check(result.outcome !== 'roll again', 'out-of-range', 'outcome', 'Equal totals with different faces: roll again (ruling 9).')
  const t = [`${result.totals.a}–${result.totals.b}`, ...otherWords(result.working, (l) => withArmyNames(state, l))].join('; ')
  const detail = { totals: { a: result.totals.a, b: result.totals.b }, outcome: result.outcome, working: result.working.map((w) => `${withArmyNames(state, w.label)} ${w.value}`) }
  if (result.outcome === 'turn ends')
    return withFlow({ kind: 'initiative.test', label: `Initiative test: both D20 the same (${t}): turn ${turnState(state).turn} ends`, ops: [{ op: 'battle.patch', patch: { turnEnds: 'same D20 face in an initiative test' } }], dice, detail }, [{ e: 'same face' }])
  const winner: SideId = result.outcome === 'side a' ? 'a' : 'b'
  const held = turnState(state).initiative
  const what = challenge ? (held === winner ? 'keeps' : 'wins') : 'holds'
  const draft: ActionDraft = { kind: challenge ? 'initiative.challenge' : 'initiative.test', label: `${sideName(state, winner)} ${what} the initiative (${t})`, ops: [{ op: 'battle.patch', patch: { initiative: winner } }], by: winner, dice, detail }
  return withFlow(draft, [{ e: 'initiative', side: winner, how: challenge ? 'challenge' : 'test' }])
}

export function passDraft(state: BattleState, why = 'by choice'): ActionDraft {
  const from = turnState(state).initiative
  check(from !== null, 'out-of-range', 'initiative', 'Nobody holds the initiative yet: test for it first.')
  return withFlow({ kind: 'initiative.pass', label: `${sideName(state, from)} passes the initiative (${why})`, ops: [{ op: 'battle.patch', patch: { initiative: otherSide(from) } }], by: from }, [{ e: 'pass', from, why }])
}

