/** Test-only: databases as each shipped schema version wrote them, from the fixtures in src/db/fixtures/. */
import Dexie from 'dexie'

/** Every `db.version(n).stores(…)` AdcDatabase has shipped, as it was declared then (never edited). */
export const SHIPPED_STORES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: { battles: 'id, updatedAt', actions: '[battleId+seq], battleId' },
  2: {
    battles: 'id, updatedAt, deletedAt',
    snapshots: '[battleId+seq], battleId',
    houseRules: 'id, ruleset, kind',
    settings: 'key',
  },
  // v3 changed no store: its upgrade gave every stored action its id.
  3: {},
}

/** A fixture file: rows for each store, as that version wrote them. */
export interface DbFixture {
  readonly note: string
  readonly [store: string]: unknown
}

/**
 * Writes `fixture` into database `name` through a declaration that knows only versions 1…`version`
 * (and none of their upgrades), as an app of that version would have; then closes it.
 */
export async function writeFixture(name: string, version: number, fixture: DbFixture): Promise<void> {
  const old = new Dexie(name)
  for (let n = 1; n <= version; n++) {
    const stores = SHIPPED_STORES[n]
    if (!stores) throw new Error(`no schema version ${n} was shipped`)
    old.version(n).stores(stores)
  }
  await old.transaction('rw', old.tables, async () => {
    for (const table of old.tables) {
      const rows = fixture[table.name]
      if (Array.isArray(rows)) await table.bulkAdd(rows)
    }
  })
  old.close()
}
