/**
 * Asks the browser not to evict this app's storage under pressure (battles live only here).
 * Returns whether storage is persisted; false where the browser does not support or refuses it.
 * Call once at start-up; it never throws.
 */
export async function requestPersistentStorage(storage: StorageManager | undefined = globalThis.navigator?.storage): Promise<boolean> {
  try {
    if (!storage?.persist) return false
    return (await storage.persisted?.()) || (await storage.persist())
  } catch {
    return false
  }
}
