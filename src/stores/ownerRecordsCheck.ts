import type { HouseRuleRecord } from '@/db/records'
import { quote } from '@/model/issues'
import type { Json } from '@/model/types'

/**
 * How a ruleset's reader tells a usable owner record from a damaged one: it reads the record as its
 * screens will (throwing, or giving null or false, when it cannot). A record that passes the store's
 * schema can still be damaged inside (a hits table with `rows: [null]`): only the reader knows.
 */
export type OwnerRecordReader = (record: HouseRuleRecord) => unknown

/** What is wrong with a stored owner record, and its valid part when one can be kept (null: only removal). */
export interface OwnerRecordDamage {
  readonly problem: string
  readonly repaired: Json | null
}

const problemOf = (read: OwnerRecordReader, record: HouseRuleRecord): string | null => {
  try {
    const out = read(record)
    return out === null || out === undefined || out === false ? `it does not read as ${record.name ? quote(record.name, 60) : 'this table'}` : null
  } catch (e) {
    const message = quote(e instanceof Error ? e.message : String(e), 200)
    return e instanceof TypeError ? `a part of it is missing or of the wrong kind (${message})` : message
  }
}

type Path = readonly (string | number)[]
const isContainer = (x: Json): x is Json[] | { [key: string]: Json } => typeof x === 'object' && x !== null

function at(x: Json, path: Path): Json | undefined {
  let cur: Json | undefined = x
  for (const key of path) cur = cur !== undefined && isContainer(cur) ? (cur as Record<string | number, Json>)[key] : undefined
  return cur
}

function withAt(x: Json, path: Path, value: Json): Json {
  if (!path.length) return value
  const [key, ...rest] = path
  if (Array.isArray(x)) return x.map((item, i) => (i === key ? withAt(item, rest, value) : item))
  const rec = x as { [key: string]: Json }
  return { ...rec, [key!]: withAt(rec[key!] as Json, rest, value) }
}

/** The lists and records within `x`, shallowest first, to `depth` levels. */
function containers(x: Json, depth: number, path: Path = []): Path[] {
  if (!isContainer(x) || depth < 0) return []
  const children = Array.isArray(x) ? x.map((c, i) => [c, i] as const) : Object.entries(x).map(([k, c]) => [c, k] as const)
  return [path, ...children.flatMap(([c, k]) => containers(c, depth - 1, [...path, k]))]
}

const only = (c: Json[] | { [key: string]: Json }, key: string | number): Json =>
  Array.isArray(c) ? [c[key as number] as Json] : { [key]: c[key as string] as Json }

/**
 * The valid part of a damaged record's data: each list or record in it (shallowest first) keeps the
 * entries that read on their own in place of the whole (a hits table keeps its good rows and loses
 * `null`); the first result the reader accepts, or null when none does.
 */
export function validPart(record: HouseRuleRecord, read: OwnerRecordReader, maxEntries = 200): Json | null {
  const reads = (data: Json) => problemOf(read, { ...record, data }) === null
  let data = record.data
  for (const path of containers(record.data, 3)) {
    const c = at(data, path)
    if (!c || !isContainer(c)) continue
    const keys = Array.isArray(c) ? c.map((_, i) => i) : Object.keys(c)
    if (keys.length > maxEntries) continue
    const kept = keys.filter((k) => reads(withAt(data, path, only(c, k))))
    if (kept.length === keys.length || !kept.length) continue
    const next = Array.isArray(c) ? kept.map((k) => c[k as number] as Json) : Object.fromEntries(kept.map((k) => [k, c[k as string] as Json]))
    data = withAt(data, path, next)
    if (reads(data)) return data
  }
  return null
}

/** What is wrong with `record` as `read` reads it, with its valid part; null when it reads. */
export function ownerRecordDamage(record: HouseRuleRecord, read: OwnerRecordReader): OwnerRecordDamage | null {
  const problem = problemOf(read, record)
  return problem === null ? null : { problem, repaired: validPart(record, read) }
}
