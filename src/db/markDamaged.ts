import type { AdcDatabase } from './db'
import { damagedEntry, type DamagedBattle } from './damagedEntry'

/**
 * Marks a stored battle whose log turned out damaged when it was opened, as a database upgrade marks
 * one (src/db/upgradeV2.ts): the battle list then sets it aside with the others, names it and offers
 * to save what is left. Returns the entry the battle page shows at once. The record itself is not
 * otherwise changed, so "Save the raw record" still has everything as it was stored.
 */
export async function markDamaged(db: AdcDatabase, id: string, message: string): Promise<DamagedBattle> {
  const entry = damagedEntry(await db.battles.get(id), message)
  await db.battles.update(id, { damage: entry.message })
  return entry
}
