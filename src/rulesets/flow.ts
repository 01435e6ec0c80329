import { effectiveActions } from '@/model/fold'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, Json, JsonRecord } from '@/model/types'
import type { OwedRef, Verdict } from '@/engine/core/sequence'
import { owedTests } from './owed'

/**
 * The log side of a ruleset's sequence of play (src/engine/core/sequence.ts). Each action that moves the
 * game on carries its flow events in `detail.flow`; the ruleset's sequence folds the events of the actions
 * still in force (an undone action's events are gone with it). Nothing here knows any ruleset.
 */

function isRecord(x: Json | undefined): x is JsonRecord {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/** The flow events an action carries, as records (a malformed entry is skipped, never thrown on). */
export function flowOf(action: Pick<Action, 'detail'>): JsonRecord[] {
  const f = action.detail?.flow
  return Array.isArray(f) ? f.filter(isRecord) : []
}

/** Adds flow events to a draft (kept after any it already carries). */
export function withFlow(draft: ActionDraft, events: readonly JsonRecord[]): ActionDraft {
  if (!events.length) return draft
  const before = flowOf(draft)
  return { ...draft, detail: { ...(draft.detail ?? {}), flow: [...before, ...events] } }
}

/** What the log still owes, as the sequence's gates read it. */
export function owedRefs(actions: readonly Action[]): OwedRef[] {
  return owedTests(actions).map((t) => ({ id: t.id, kind: t.kind, unitIds: t.unitIds }))
}

/**
 * The umpire overrode a warning the text leaves to the players: the action records which rule was set
 * aside, and its log line says so. A forbidden verdict cannot be overridden; an allowed one needs none.
 */
export function withOverride(draft: ActionDraft, verdict: Verdict): ActionDraft {
  if (verdict.verdict !== 'players') return draft
  return {
    ...draft,
    label: `${draft.label} (umpire allowed: ${verdict.rule})`,
    detail: { ...(draft.detail ?? {}), override: { section: verdict.section, rule: verdict.rule } },
  }
}

/** The overrides the log records, newest last: what the umpire allowed against a warning, and when. */
export function overridesOf(actions: readonly Action[]): { readonly seq: number; readonly section: string; readonly rule: string }[] {
  return effectiveActions(actions).flatMap((a) => {
    const o = a.detail?.override
    return isRecord(o) && typeof o.section === 'string' && typeof o.rule === 'string' ? [{ seq: a.seq, section: o.section, rule: o.rule }] : []
  })
}
