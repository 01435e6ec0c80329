import { quote } from '@/model/issues'

/** A storage failure, said so a player understands it. Storage errors are shown, never swallowed. */
export class StorageError extends Error {
  override readonly name = 'StorageError'
}

/**
 * What the phone stored for a battle is itself damaged (not a passing failure such as a full disk):
 * the battle is marked so the list sets it aside and offers to save what is left (src/db/markDamaged.ts).
 */
export class StoredDamageError extends StorageError {}

/**
 * The names a full disk goes by: the standard one (Dexie.errnames.QuotaExceeded is this same string) and old
 * Firefox's. Dexie is not imported here: the battle list reads storage errors without loading Dexie.
 */
const QUOTA_NAMES: ReadonlySet<string> = new Set(['QuotaExceededError', 'NS_ERROR_DOM_QUOTA_REACHED'])
/** Legacy DOMException codes of QUOTA_EXCEEDED_ERR (22) and Firefox's quota error (1014). */
const QUOTA_CODES: ReadonlySet<number> = new Set([22, 1014])

function field(e: object, key: string): unknown {
  return (e as Record<string, unknown>)[key]
}

/**
 * `e` and the errors it wraps: Dexie puts the browser's error in `inner` (an AbortError whose
 * transaction failed for a full disk), a BulkError lists `failures`, and an Error may have a `cause`.
 */
function* chain(e: unknown, depth = 0): Generator<object> {
  if (typeof e !== 'object' || e === null || depth > 5) return
  yield e
  yield* chain(field(e, 'inner'), depth + 1)
  yield* chain(field(e, 'cause'), depth + 1)
  const failures = field(e, 'failures')
  if (Array.isArray(failures)) for (const f of failures.slice(0, 5)) yield* chain(f, depth + 1)
}

function isQuota(e: object): boolean {
  const name = field(e, 'name')
  const code = field(e, 'code')
  return (typeof name === 'string' && QUOTA_NAMES.has(name)) || (typeof code === 'number' && QUOTA_CODES.has(code))
}

/** True when a storage error, however Dexie wrapped it, means the phone's storage is full. */
export function isStorageFull(e: unknown): boolean {
  for (const err of chain(e)) if (isQuota(err)) return true
  return false
}

function isConstraint(e: unknown): boolean {
  for (const err of chain(e)) if (field(err, 'name') === 'ConstraintError') return true
  return false
}

/** "Could not save the action: the phone's storage is full. Nothing was changed." */
export function describeStorageError(what: string, e: unknown): string {
  if (e instanceof StorageError) return e.message
  const reason = isStorageFull(e)
    ? "the phone's storage is full"
    : isConstraint(e)
      ? 'the battle was changed elsewhere (another tab?); reopen it'
      : quote(e instanceof Error ? e.message : String(e))
  return `Could not ${quote(what)}: ${reason}. Nothing was changed.`
}
