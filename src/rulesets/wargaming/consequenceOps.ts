import type { OwedStep } from '@/engine/core/sequence'
import type { Consequences } from '@/engine/wargaming/procedures'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, Op } from '@/model/types'
import { withFlow } from '@/rulesets/flow'
import { withOwes, type OwedSpec } from '@/rulesets/owed'
import { otherSide, sideName } from './turnState'

/** The unit patches a result's changes make (state of order, fatigue, formation, a leader's status). */
export function changeOps(c: Pick<Consequences, 'changes'>): Op[] {
  return c.changes.map((ch) => {
    const s: JsonRecord = {}
    if (ch.order) s.order = ch.order
    if (ch.fatigue) s.fatigue = ch.fatigue
    if (ch.formation) s.formation = ch.formation
    if (ch.leaderStatus) s.status = ch.leaderStatus
    return { op: 'unit.patch', id: ch.unit, state: s }
  })
}

/** An owed step as the log keeps it: "2nd Line: morale test", pre-filled with what the log knows. */
export function owedSpecs(state: BattleState, steps: readonly OwedStep[], prefill: (s: OwedStep) => JsonRecord = () => ({})): OwedSpec[] {
  return steps.map((s) => {
    const names = s.unitIds.map((id) => state.units[id]?.name ?? id).join(', ')
    return { kind: s.kind, unitIds: [...s.unitIds], label: `${names}: ${s.label}`, reason: s.reason, prefill: prefill(s) }
  })
}

/**
 * One action for a result and everything that follows it: the draft's own ops, the changes, the initiative
 * passing (said in the label), the owed items in the text's order and the flow events.
 */
export function withConsequences(state: BattleState, draft: ActionDraft, c: Consequences, prefill?: (s: OwedStep) => JsonRecord): ActionDraft {
  const ops: Op[] = [...draft.ops, ...changeOps(c)]
  let label = draft.label
  if (c.initiativePasses) {
    const to = otherSide(c.initiativePasses.from)
    ops.push({ op: 'battle.patch', patch: { initiative: to } })
    label += `; the initiative passes to ${sideName(state, to)}`
  }
  const d = { ...draft, ops, label, detail: { ...(draft.detail ?? {}), ...(c.prompts.length ? { prompts: [...c.prompts] } : {}) } }
  return withFlow(withOwes(d, owedSpecs(state, c.owed, prefill)), c.events as unknown as JsonRecord[])
}
