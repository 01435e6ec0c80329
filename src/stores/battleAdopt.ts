import { toBattleFile } from '@/model/exportFile'
import { restoreBattleFile } from '@/model/restore'
import { HIDDEN_CARD } from '@/model/secret'
import type { Action, BattleSetup, BattleState } from '@/model/types'
import { KNOWN_RULESETS } from '@/rulesets/known'

/** What adopting a merged log means for the open battle. */
export type Adoption =
  /** The log shown already is the merged one: nothing to write. */
  | { readonly kind: 'same' }
  /** The merged log is the shown one plus newer actions: they are appended (the cheap write). */
  | { readonly kind: 'append'; readonly added: Action[]; readonly log: Action[]; readonly state: BattleState }
  /** The merged log reorders or interleaves the shown one: the whole log is replaced in one transaction. */
  | { readonly kind: 'replace'; readonly log: Action[]; readonly state: BattleState }
  | { readonly kind: 'refused'; readonly message: string }

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null
/** How many cards an action's ops hide (src/model/secret.ts). */
const hiddenCards = (a: unknown) => (isObject(a) ? JSON.stringify(a.ops ?? null).split(HIDDEN_JSON).length - 1 : 0)
const HIDDEN_JSON = JSON.stringify(HIDDEN_CARD)

/**
 * A merged log (the sync layer's, in its merged order: the same on every phone) made the open battle's log:
 * renumbered 1…n in that order; any action shown here that the merge does not hold yet (made here while it was
 * being merged) kept at its end, and one it has kept as it has it unless the merged copy hides fewer cards, so
 * adopting never loses an action or a card of this phone; then read through the one
 * restore path (schema, ids, unit states, log check, fold), so a merged log from another phone is as checked
 * as an imported file. The same order of ids as shown: 'same'.
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
  const all = [...chosen, ...kept].map((a, i) => (isObject(a) ? { ...a, seq: i + 1 } : a))
  const restored = restoreBattleFile(toBattleFile(setup, all as Action[]), KNOWN_RULESETS)
  if (!restored.ok) return { kind: 'refused', message: `The battle as the other phones have it cannot be shown here: ${restored.message}` }
  const log = [...restored.file.actions]
  const prefix = !fuller && shown.length <= log.length && shown.every((a, i) => a.id === log[i]!.id)
  if (prefix && shown.length === log.length) return { kind: 'same' }
  if (prefix) return { kind: 'append', added: log.slice(shown.length), log, state: restored.state }
  return { kind: 'replace', log, state: restored.state }
}
