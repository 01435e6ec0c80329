/** A storage failure, said so a player understands it. Storage errors are shown, never swallowed. */
export class StorageError extends Error {
  override readonly name = 'StorageError'
}

/** "Could not save the action: the phone's storage is full. Nothing was changed." */
export function describeStorageError(what: string, e: unknown): string {
  if (e instanceof StorageError) return e.message
  const name = e instanceof Error ? e.name : ''
  const reason =
    name === 'QuotaExceededError'
      ? "the phone's storage is full"
      : name === 'ConstraintError'
        ? 'the battle was changed elsewhere (another tab?); reopen it'
        : e instanceof Error
          ? e.message
          : String(e)
  return `Could not ${what}: ${reason}. Nothing was changed.`
}
