import { check } from '@/engine/core'
import type { Verdict } from '@/engine/core/sequence'
import { afterOrder } from '@/engine/wargaming/procedures'
import type { Act, TargetFacts } from '@/engine/wargaming/sequence'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { withOverride } from '@/rulesets/flow'
import { owedTests, settlesFor, withSettles } from '@/rulesets/owed'
import { withConsequences } from './consequenceOps'
import { askSequence, seqOf } from './sequence'
import { isLeader, unitState } from './turnState'
import { factsOf, targetOf } from './unitFacts'

/** The quick orders on a unit, in the words the log uses (seed 004, The Cards; Non-Initiative Units). */
export const ORDER_WORDS: Readonly<Record<Act, string>> = {
  moved: 'moved',
  formation: 'changed formation',
  fired: 'fired',
  charged: 'charged',
  held: 'held',
  rallied: 'rallied',
  'return fire': 'returned fire',
  'opportunity fire': 'opportunity fire',
  'opportunity charge': 'opportunity charge',
  'counter-charge': 'counter-charged',
  'fell short': 'charge fell short',
}

export interface OrderInput {
  readonly act: Act
  readonly unitId: string
  readonly targetIds?: readonly string[]
  readonly yards?: number | null
  /** Formation: what the unit changes to. */
  readonly formation?: string
  /** A charge: where it contacts its target. */
  readonly contact?: 'front' | 'flank' | 'rear'
}

/** The sequence's verdict on an order now (the first target decides the charge restrictions). */
export function orderVerdict(state: BattleState, log: readonly Action[], o: OrderInput, target?: Partial<TargetFacts>): Verdict {
  const unit = state.units[o.unitId]!
  const t = o.targetIds?.[0] ? state.units[o.targetIds[0]] : undefined
  return askSequence(state, log, { q: 'act', act: o.act, unit: factsOf(state, unit), ...(t ? { target: targetOf(t, target) } : {}) })
}

/**
 * One action for an order on a unit: its log line, its flow event and all that follows (engine afterOrder:
 * a tired unit that moves is exhausted, a charge's tests owed, a rally reforms…). Refused when the sequence
 * forbids it; a 'players' verdict needs `override` (the umpire's), which the action records.
 */
export function orderDraft(state: BattleState, log: readonly Action[], o: OrderInput, override = false): ActionDraft {
  const unit = state.units[o.unitId]
  check(unit !== undefined, 'unknown-value', 'unitId', `Unknown unit "${o.unitId}".`)
  const v = orderVerdict(state, log, o)
  check(v.verdict !== 'forbidden', 'out-of-range', 'order', v.verdict === 'allowed' ? '' : `${v.rule} (${v.section})`)
  check(v.verdict !== 'players' || override, 'out-of-range', 'order', v.verdict === 'allowed' ? '' : `${v.rule} (${v.section}): the umpire must allow it`)
  const targets = (o.targetIds ?? []).map((id) => state.units[id]).filter((u) => u !== undefined)
  const facts = factsOf(state, unit)
  const c = afterOrder(seqOf(state, log), {
    act: o.act,
    unit: { id: unit.id, side: facts.side, arm: facts.arm, ...(facts.fatigue ? { fatigue: facts.fatigue } : {}) },
    targets: targets.map((t) => ({ id: t.id, arm: isLeader(t) ? 'leader' : unitState(t).arm, skirmish: !isLeader(t) && unitState(t).formation === 'skirmish' })),
    ...(o.formation ? { formation: o.formation } : {}),
    ...(o.contact ? { contact: o.contact } : {}),
  })
  const how = o.act === 'moved' && o.yards ? ` ${Math.round(o.yards)} yd` : o.act === 'formation' && o.formation ? ` to ${o.formation}` : ''
  const on = targets.length ? ` on ${targets.map((t) => t.name).join(', ')}${o.contact && o.contact !== 'front' ? ` (${o.contact})` : ''}` : ''
  const draft: ActionDraft = { kind: 'order', label: `${unit.name}: ${ORDER_WORDS[o.act]}${how}${on}`, ops: [], by: unit.side, detail: { act: o.act, unitId: unit.id, targetIds: targets.map((t) => t.id), yards: o.yards ?? null, formation: o.formation ?? null, contact: o.contact ?? null } }
  // A counter-charge is the attempt a charge by cavalry left owed (seed 004, Restrictions on Charges).
  const settles = o.act === 'counter-charge' ? settlesFor(owedTests(log), 'counter-charge', unit.id) : []
  const done = withSettles(withConsequences(state, draft, c), settles)
  return v.verdict === 'players' ? withOverride(done, v) : done
}
