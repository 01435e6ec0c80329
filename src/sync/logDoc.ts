/**
 * The shared battle in Yjs: the public document holds `log` (a Y.Array of actions in the merged order,
 * the same on every phone) and `meta` (the battle's setup); each side's document holds `secrets` (a
 * Y.Map from action id to that side's hidden part). Pure functions over Y.Docs, no socket, no storage.
 */
import * as Y from 'yjs'
import type { Action, BattleSetup, SideId } from '@/model/types'
import type { Joiner, SplitAction } from './hidden'

/** The transaction origin of what this phone adds, so its own changes are not adopted back. */
export const LOCAL = 'adc-local'

export const logOf = (pub: Y.Doc) => pub.getArray<Action>('log')
export const metaOf = (pub: Y.Doc) => pub.getMap<unknown>('meta')
export const secretsOf = (side: Y.Doc) => side.getMap<unknown>('secrets')

/** The ids the public log holds. */
export function loggedIds(pub: Y.Doc): Set<string> {
  return new Set(logOf(pub).toArray().map((a) => a.id))
}

/** The actions the shared log lacks. */
export function missing(pub: Y.Doc, actions: readonly Action[]): Action[] {
  const have = loggedIds(pub)
  return actions.filter((a) => !have.has(a.id))
}

/**
 * Adds actions made on this phone (split into public copy and hidden parts), in ONE transaction per document
 * (a whole log on the first share: one update, not one per action). A hidden part goes to its side's document
 * when this phone holds it. An action the log already has is skipped. Returns how many actions were added.
 */
export function pushActions(pub: Y.Doc, sides: Partial<Record<SideId, Y.Doc>>, split: readonly SplitAction[]): number {
  const have = loggedIds(pub)
  const parts = split.filter((p) => !have.has(p.public.id))
  if (!parts.length) return 0
  for (const side of ['a', 'b'] as const) {
    const mine = parts.flatMap((p) => p.secrets.filter((s) => s.side === side).map((s) => [p.public.id, s] as const))
    const doc = sides[side]
    if (mine.length && doc) doc.transact(() => mine.forEach(([id, part]) => secretsOf(doc).set(id, part)), LOCAL)
  }
  pub.transact(() => logOf(pub).push(parts.map((p) => stripSeq(p.public))), LOCAL)
  return parts.length
}

/** The seq is each phone's own numbering: the shared log keeps the action without it. */
function stripSeq(action: Action): Action {
  return { ...action, seq: 0 }
}

/** The merged log as this phone may see it: the public actions in the shared order, joined with the hidden parts it holds, numbered 1…n. */
export function mergedLog(pub: Y.Doc, sides: Partial<Record<SideId, Y.Doc>>, join: Joiner): Action[] {
  const seen = new Set<string>()
  const out: Action[] = []
  for (const action of logOf(pub).toArray()) {
    if (seen.has(action.id)) continue // the same action pushed twice (two tabs): the first place stands
    seen.add(action.id)
    const parts = (['a', 'b'] as const).flatMap((s) => {
      const part = sides[s] ? secretsOf(sides[s]!).get(action.id) : undefined
      return part === undefined ? [] : [part]
    })
    out.push({ ...join(action, parts), seq: out.length + 1 })
  }
  return out
}

export function writeSetup(pub: Y.Doc, setup: BattleSetup): void {
  if (!metaOf(pub).has('setup')) pub.transact(() => metaOf(pub).set('setup', setup), LOCAL)
}

export const readSetup = (pub: Y.Doc) => (metaOf(pub).get('setup') as BattleSetup | undefined) ?? null

type ItemLike = { id: { client: number; clock: number }; length: number; deleted: boolean; right: ItemLike | null; content: { getContent(): unknown[] }; parentSub?: string | null }

/**
 * The action ids whose part in `doc` the server has not yet said it stored (`stored`: its state vector).
 * Reads Yjs's item list (client and clock of each entry), the only way to tell which entries a state vector covers.
 */
export function unstoredIds(doc: Y.Doc, stored: Map<number, number>): Set<string> {
  const out = new Set<string>()
  const covered = (client: number, clock: number) => (stored.get(client) ?? 0) > clock
  for (let item = (logOf(doc) as unknown as { _start: ItemLike | null })._start; item; item = item.right) {
    if (item.deleted) continue
    const values = item.content.getContent() as Action[]
    values.forEach((a, i) => { if (!covered(item!.id.client, item!.id.clock + i)) out.add(a.id) })
  }
  for (const [key, item] of (secretsOf(doc) as unknown as { _map: Map<string, ItemLike> })._map) {
    if (!item.deleted && !covered(item.id.client, item.id.clock)) out.add(key)
  }
  return out
}
