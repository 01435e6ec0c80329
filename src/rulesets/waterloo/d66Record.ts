import * as v from 'valibot'
import { check } from '@/engine/core'
import { D66_RESULTS, OWNER_TABLES, type D66, type OwnerD66Table, type OwnerTableId } from '@/engine/waterloo/ownerTables'
import type { HouseRuleRecord } from '@/db/records'
import { issueMessage } from '@/model/issues'
import { D66_RECORD_PREFIX } from './ids'

/**
 * The activation and commander tables (seed 002, D-2, D-3b, D-3c: rolled 11–66, printed on the player aid, not in
 * the text): each kept as one owner record, empty until filled. Until every result has an entry the players type
 * the result they read (the engine's `enteredResult`).
 */
export const recordIdOf = (id: OwnerTableId) => `${D66_RECORD_PREFIX}${id}`

const DataSchema = v.object({ entries: v.record(v.string(), v.string()) })

/** The owner's table, or the engine's empty one. */
export function d66TableOf(id: OwnerTableId, r: HouseRuleRecord | undefined): OwnerD66Table {
  const empty = OWNER_TABLES.find((t) => t.id === id)!
  if (!r || r.ruleset !== 'waterloo' || r.id !== recordIdOf(id)) return empty
  const p = v.safeParse(DataSchema, r.data)
  if (!p.success) return empty
  const entries: Partial<Record<D66, string>> = {}
  for (const k of D66_RESULTS) { const e = p.output.entries[k]?.trim(); if (e) entries[k] = e }
  return { ...empty, entries }
}

/** A record for the entered table (empty cells allowed: the players enter those results); version bumped. */
export function d66Record(id: OwnerTableId, entries: Readonly<Record<string, string>>, who: string, now: number, previous?: HouseRuleRecord): HouseRuleRecord {
  const t = OWNER_TABLES.find((x) => x.id === id)
  check(t !== undefined, 'unknown-value', 'table', `No owner table ${String(id).slice(0, 40)}.`)
  const kept: Record<string, string> = {}
  for (const [k, e] of Object.entries(entries)) {
    check((D66_RESULTS as readonly string[]).includes(k), 'out-of-range', k, `${k.slice(0, 10)} is not an 11–66 result.`)
    check(e.length <= 200, 'out-of-range', k, `${t.title}, ${k}: at most 200 characters.`)
    if (e.trim()) kept[k] = e.trim()
  }
  return { id: recordIdOf(id), ruleset: 'waterloo', kind: 'table', name: t.title, data: { entries: kept },
    provenance: who.trim() || 'entered by the owner from the player aid', version: (previous?.version ?? 0) + 1, updatedAt: now }
}

/**
 * A table's data from storage, a pack or a battle file, never trusting its shape: every key an 11–66 result, every
 * entry text of at most 200 characters (d66Record's own checks). Throws an Error saying what is wrong.
 */
export function checkD66(id: OwnerTableId, data: unknown): { entries: Record<string, string> } {
  const p = v.safeParse(DataSchema, data)
  if (!p.success) throw new Error(`${OWNER_TABLES.find((t) => t.id === id)?.title ?? id}: ${issueMessage(p.issues)}`)
  return d66Record(id, p.output.entries, '', 0).data as { entries: Record<string, string> }
}
