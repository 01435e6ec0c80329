import { toBattleFile } from '@/model/exportFile'
import { restoreBattleFile } from '@/model/restore'
import { quote } from '@/model/issues'
import { hiddenCount } from '@/model/secret'
import type { Action, BattleSetup, BattleState } from '@/model/types'
import { KNOWN_RULESETS } from '@/rulesets/known'

/** An action of the merged log that could not stand with the others (not in this phone's log), and why. */
export interface SetAside {
  readonly action: Action
  readonly reason: string
}

/** What adopting a merged log means for the open battle. `aside`: the merged actions left out of the log. */
export type Adoption =
  /** The log shown already is the merged one: nothing to write. */
  | { readonly kind: 'same'; readonly aside: readonly SetAside[] }
  /** The merged log is the shown one plus newer actions: they are appended (the cheap write). */
  | { readonly kind: 'append'; readonly added: Action[]; readonly log: Action[]; readonly state: BattleState; readonly aside: readonly SetAside[] }
  /** The merged log reorders or interleaves the shown one: the whole log is replaced in one transaction. */
  | { readonly kind: 'replace'; readonly log: Action[]; readonly state: BattleState; readonly aside: readonly SetAside[] }
  | { readonly kind: 'refused'; readonly message: string }

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
/** How much of an action is hidden from this phone (src/model/secret.ts): cards, secrets, words. */
const hiddenCards = (a: unknown) => (isObject(a) ? hiddenCount(a as unknown as Action) : 0)

/** How many actions of one merged log may be set aside before it is refused as broken in itself. */
export const ASIDE_BOUND = 20

/**
 * The index of the one action a restore message blames, when the failure is that action's and not the log's:
 * the fold finding no unit or deck for an op ("actions[i].ops[j].id: no unit '…' in this battle", fold.ts) or
 * the ruleset's bounds breached after it ("actions[i]: units.u3.state.elements: …", foldedStates.ts). A schema,
 * seq, id or undo message (the log broken in itself) gives null. Read from the message because restore reports
 * a message only, built in three modules (logCheck, unitStates, foldedStates, the last behind the KnownRulesets
 * interface): an index carried through all of them is a wider change than this fix; these two shapes are
 * pinned by battleAdopt.test.ts.
 */
export function blamedAction(message: string): number | null {
  const m = /^actions\[(\d+)\](?:: |\.ops\[\d+\]\.id: no (?:unit|deck) )/.exec(message)
  return m ? Number(m[1]) : null
}

/**
 * A merged log (the sync layer's, in its merged order: the same on every phone) made the open battle's log:
 * renumbered 1…n in that order; any action shown here that the merge does not hold yet (made here while it was
 * being merged) kept at its end, and one it has kept as it has it unless the merged copy hides fewer cards, so
 * adopting never loses an action or a card of this phone; then read through the one
 * restore path (schema, ids, unit states, log check, fold), so a merged log from another phone is as checked
 * as an imported file. The same order of ids as shown: 'same'.
 *
 * Two phones apart can each make an action that is fine alone but not together (both take a unit's last
 * element; one changes a unit the other removed). Then the earliest merged action the restore blames is set
 * aside (with any undo naming it: that undo has nothing in force to cancel) and the rest tried again, up to
 * ASIDE_BOUND times: the same merged log gives the same log on every phone, and play goes on. A log broken in
 * itself (its shape, duplicate ids) or a failure blamed on an action made here and not merged yet is refused.
 */
export function adoption(setup: BattleSetup, shown: readonly Action[], merged: readonly unknown[]): Adoption {
  const ids = new Set(merged.map((a) => (isObject(a) ? a.id : undefined)))
  const kept = shown.filter((a) => !ids.has(a.id))
  // An action this phone has is kept as it has it unless the merged copy hides fewer cards: the merge only orders it
  // (a player's own action comes back as its public copy; an umpire's masked copy is replaced once the side's part is in).
  const mine = new Map(shown.map((a) => [a.id, a]))
  const own = (a: unknown): unknown => {
    const here = isObject(a) && typeof a.id === 'string' ? mine.get(a.id) : undefined
    return here && hiddenCards(here) <= hiddenCards(a) ? here : a
  }
  const chosen = merged.map(own)
  // A copy here that the merge reveals more of (the umpire's, once a side's part is in) must be written again.
  const fuller = chosen.some((a) => isObject(a) && typeof a.id === 'string' && mine.has(a.id) && (mine.get(a.id) as unknown) !== a)
  const aside: SetAside[] = []
  let candidates = chosen
  for (;;) {
    const all = [...candidates, ...kept].map((a, i) => (isObject(a) ? { ...a, seq: i + 1 } : a))
    const restored = restoreBattleFile(toBattleFile(setup, all as Action[]), KNOWN_RULESETS)
    if (restored.ok) {
      const log = [...restored.file.actions]
      const prefix = !fuller && shown.length <= log.length && shown.every((a, i) => a.id === log[i]!.id)
      if (prefix && shown.length === log.length) return { kind: 'same', aside }
      if (prefix) return { kind: 'append', added: log.slice(shown.length), log, state: restored.state, aside }
      return { kind: 'replace', log, state: restored.state, aside }
    }
    const at = blamedAction(restored.message)
    if (at === null || at >= candidates.length || aside.length >= ASIDE_BOUND)
      return { kind: 'refused', message: `The battle as the other phones have it cannot be shown here: ${restored.message}` }
    const reason = quote(restored.message.replace(/^actions\[\d+\](?:\.ops\[\d+\])?(?:\.id)?: /, ''))
    // Numbered by its place in the merged log, so every phone lists it alike.
    const placed = (a: unknown) => ({ ...(a as Action), seq: chosen.indexOf(a) + 1 })
    aside.push({ action: placed(candidates[at]), reason })
    // An undo naming the action set aside has nothing in force to cancel: it goes with it (the log check
    // refuses an undo naming no action of the log).
    const gone = new Set([(candidates[at] as Action).id])
    candidates = candidates.filter((a, i) => {
      if (i === at) return false
      if (!isObject(a) || a.kind !== 'undo' || typeof a.undoes !== 'string' || !gone.has(a.undoes)) return true
      aside.push({ action: placed(a), reason: quote(`it undoes ‘${(candidates[at] as Action).label}’, set aside`) })
      return false
    })
  }
}
