import type { Json, JsonRecord } from './types'

/** Equal plain data (a value a patch wrote, or the value it was built on). */
export function sameJson(a: Json | undefined, b: Json | undefined): boolean {
  if (a === b) return true
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false
  if (Array.isArray(a) || Array.isArray(b)) return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
}

/** One key of a patch whose `was` no longer held when it was folded: what it was built on, found, wrote and left. */
export interface FieldClash {
  readonly key: string
  /** The value the phone saw when it made the action. */
  readonly was: Json
  /** The value the merged log had just before it (another phone's change). */
  readonly before: Json
  /** The value the action wrote. */
  readonly mine: Json
  /** The value the fold left: before + (mine − was) for numbers (both changes stand), else mine (the later wins). */
  readonly applied: Json
  readonly numeric: boolean
}

const valueOf = (record: JsonRecord, key: string): Json => (Object.hasOwn(record, key) ? record[key]! : null)

/**
 * `patch` shallow-merged over `record`. Without `was` (an action made before issue 25), as it always was.
 * With it, each key whose `was` still holds is written as it stands; a key whose `was` no longer holds (the
 * merged log has another phone's change) is a clash: a number is applied as the change the action made (two
 * phones each took a base: both losses stand), anything else is written (the later in merged order wins). A
 * key the action did not change (mine = was) leaves the other phone's value. Each clash is told to `onClash`
 * unless both phones wrote the same non-numeric value. O(keys of the patch).
 */
export function mergePatch(record: JsonRecord, patch: JsonRecord, was: JsonRecord | undefined, onClash?: (clash: FieldClash) => void): JsonRecord {
  if (!was) return { ...record, ...patch }
  const out: JsonRecord = { ...record }
  for (const key of Object.keys(patch)) {
    const mine = patch[key]!
    const then = Object.hasOwn(was, key) ? was[key] : undefined
    const before = valueOf(record, key)
    if (then === undefined || sameJson(then, before)) {
      out[key] = mine
      continue
    }
    if (sameJson(mine, then)) continue
    const numeric = typeof mine === 'number' && typeof then === 'number' && typeof before === 'number'
    const applied = numeric ? before + (mine - then) : mine
    out[key] = applied
    if (numeric || !sameJson(mine, before)) onClash?.({ key, was: then, before, mine, applied, numeric })
  }
  return out
}

/** The `was` of a patch over `record`: the value each key it writes has now (null for a key not there). */
export function wasOf(record: JsonRecord, patch: JsonRecord): JsonRecord {
  const was: JsonRecord = {}
  for (const key of Object.keys(patch)) was[key] = valueOf(record, key)
  return was
}
