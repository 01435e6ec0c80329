import { effectiveActions } from '@/model/fold'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, Json, JsonRecord } from '@/model/types'

/**
 * "The turn remembers what is owed": a test a result has triggered (morale after losses, control
 * after winning a mêlée…) stays listed until it is done or dismissed with a reason. The list is a
 * fold of the log, not a screen's memory, so it is saved with the battle, undone with its action,
 * exported and imported like everything else:
 * - an action that triggers tests says so in `detail.owes` (a list of `OwedSpec`);
 * - an action that does a test, or `owed.dismiss`, names the tests it settles in `detail.settles`.
 * Nothing here knows any ruleset: the kinds, labels and pre-filled facts are the ruleset's.
 */

/** A test as the triggering action records it. `prefill` holds the facts the log already knows. */
export interface OwedSpec {
  /** The ruleset's own name for the test ('morale', 'control', 'officer casualties'…). */
  readonly kind: string
  readonly unitIds: readonly string[]
  /** What to do, as the list shows it: "2nd Line: morale test". */
  readonly label: string
  /** Why it is owed: "fell below 50% of initial strength". */
  readonly reason: string
  readonly prefill: JsonRecord
}

/**
 * An owed test still to do: its spec, where it came from and a stable id, "<action id>.<index>": the same on
 * every phone of a shared battle whatever place a merge gives the action (issue 25). Logs from before named it
 * "<seq>.<index>"; an action of such a log has the id "s<seq>" (src/model/actionId.ts), so its old settles still read.
 */
export interface OwedTest extends OwedSpec {
  readonly id: string
  /** The seq of the action that triggered it (its place in this phone's log). */
  readonly owedBy: number
}

/** "s12" (an action of a log from before global ids) → "12": the seq its owed tests were named by. */
const legacySeq = (id: string): string | null => (/^s[1-9]\d*$/.test(id) ? id.slice(1) : null)

function isRecord(x: Json | undefined): x is JsonRecord {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

function specOf(x: Json): OwedSpec | null {
  if (!isRecord(x) || typeof x.kind !== 'string' || typeof x.label !== 'string') return null
  const unitIds = Array.isArray(x.unitIds) ? x.unitIds.filter((u): u is string => typeof u === 'string') : []
  return { kind: x.kind, unitIds, label: x.label, reason: typeof x.reason === 'string' ? x.reason : '', prefill: isRecord(x.prefill) ? x.prefill : {} }
}

/** The ids an action settles (`detail.settles`). */
export function settledBy(action: Pick<Action, 'detail'>): string[] {
  const s = action.detail?.settles
  return Array.isArray(s) ? s.filter((x): x is string => typeof x === 'string') : []
}

/** Every test owed and not yet settled, oldest first, from the actions still in force (undo included). */
export function owedTests(actions: readonly Action[]): OwedTest[] {
  const open = new Map<string, OwedTest>()
  /** Old names ("<seq>.<index>") of the tests owed by actions of a log from before, to their ids. */
  const named = new Map<string, string>()
  for (const a of effectiveActions(actions)) {
    for (const id of settledBy(a)) open.delete(named.get(id) ?? id)
    const owes = a.detail?.owes
    if (!Array.isArray(owes)) continue
    const old = legacySeq(a.id)
    owes.forEach((x, i) => {
      const spec = specOf(x)
      if (!spec) return
      const id = `${a.id}.${i}`
      open.set(id, { ...spec, id, owedBy: a.seq })
      if (old !== null) named.set(`${old}.${i}`, id)
    })
  }
  return [...open.values()]
}

/** The specs as JSON for an action's `detail.owes`. */
export function owesDetail(specs: readonly OwedSpec[]): Json[] {
  return specs.map((s) => ({ kind: s.kind, unitIds: [...s.unitIds], label: s.label, reason: s.reason, prefill: s.prefill }))
}

/**
 * The id a test of `kind` on `unitId` settles: the one opened from the list when it is still owed, else
 * the oldest owed test of that kind for that unit. One test settles one owed item: two owed stay two
 * (a unit fired on twice owes two morale tests; a retreat of 2 hexes and one of 1 are two retreats).
 */
export function settlesFor(owed: readonly OwedTest[], kind: string, unitId: string, opened?: string | null): string[] {
  const chosen = owed.find((t) => t.id === opened) ?? owed.find((t) => t.kind === kind && t.unitIds.includes(unitId))
  return chosen ? [chosen.id] : []
}

/** Adds `detail.settles` to a test's own action (no change when it settles nothing). */
export function withSettles(draft: ActionDraft, ids: readonly string[]): ActionDraft {
  return ids.length ? { ...draft, detail: { ...(draft.detail ?? {}), settles: [...ids] } } : draft
}

/** Adds `detail.owes` to a result's action (no change when it owes nothing). */
export function withOwes(draft: ActionDraft, specs: readonly OwedSpec[]): ActionDraft {
  return specs.length ? { ...draft, detail: { ...(draft.detail ?? {}), owes: owesDetail(specs) } } : draft
}

/** "Dismissed: 2nd Line: morale test (the umpire ruled it out of sight)", one action, undoable. */
export function dismissDraft(test: OwedTest, reason: string): ActionDraft {
  const why = reason.trim().slice(0, 200)
  return { kind: 'owed.dismiss', label: `Dismissed: ${test.label}${why ? ` (${why})` : ''}`, ops: [], by: 'umpire', detail: { settles: [test.id], reason: why } }
}

/** "Done: 2nd Line: retreat 1 segment", for an owed item the players do on the table. */
export function doneDraft(test: OwedTest): ActionDraft {
  return { kind: 'owed.done', label: `Done: ${test.label}`, ops: [], by: 'umpire', detail: { settles: [test.id] } }
}

/** The owed tests that concern a unit. */
export function owedFor(owed: readonly OwedTest[], unitId: string): OwedTest[] {
  return owed.filter((t) => t.unitIds.includes(unitId))
}

/**
 * Why a test of `kind` is owed by the chosen unit, for the screen to say: the reason of the owed test the
 * screen was opened for (when it names that unit), else the reasons of every owed test of that kind for it.
 */
export function owedReasons(owed: readonly OwedTest[], kind: string, unitId: string | null, opened: OwedTest | null): string[] {
  if (unitId === null) return []
  if (opened?.unitIds.includes(unitId)) return [opened.reason]
  return owed.filter((t) => t.kind === kind && t.unitIds.includes(unitId)).map((t) => t.reason)
}

/**
 * The turn (or hour) each owed test was triggered in, when it is not the current one: an owed test carried
 * into turn 2 reads "from Turn 1", not "this turn". `logTurn` is the ruleset's (absent: one group, no labels).
 */
export function carriedFrom(actions: readonly Action[], owed: readonly OwedTest[], logTurn?: (a: Action) => string | null): Map<string, string> {
  const out = new Map<string, string>()
  if (!logTurn) return out
  const groupAt = new Map<number, string | null>()
  let group: string | null = null
  for (const a of effectiveActions(actions)) { group = logTurn(a) ?? group; groupAt.set(a.seq, group) }
  for (const t of owed) {
    const g = groupAt.get(t.owedBy) ?? null
    if (g !== group) out.set(t.id, g ? `from ${g}` : 'from the start')
  }
  return out
}
