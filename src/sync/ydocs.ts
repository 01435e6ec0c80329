/**
 * The shared battles' Yjs documents on this phone, kept by Dexie's y-dexie add-on in their own
 * database ('adc-sync', made only inside the sync chunk): a row per battle and document, its Y.Doc
 * stored as y-dexie's update rows, so actions made offline survive a reload and merge later.
 */
import Dexie, { type EntityTable } from 'dexie'
import yDexie, { compressYDocs, DexieYProvider } from 'y-dexie'
import type * as Y from 'yjs'
import type { DocPart } from './protocol'

interface DocRow {
  /** `<battle id on this phone>/<part>` */
  key: string
  doc: Y.Doc
}

let db: (Dexie & { docs: EntityTable<DocRow, 'key'> }) | null = null

function ydb() {
  if (!db) {
    db = new Dexie('adc-sync', { addons: [yDexie] }) as Dexie & { docs: EntityTable<DocRow, 'key'> }
    db.version(1).stores({ docs: 'key, doc: Y.Doc' })
  }
  return db
}

/** y-dexie also compacts every 5 minutes while the database is open; on opening, not again within this long. */
const COMPACT_AGAIN_MS = 60_000

/**
 * The battle's document, loaded from this phone's storage (created empty the first time). Release it with releaseDoc.
 * Its stored updates (a row per tap) are first compacted into one (y-dexie's compressYDocs), so a long battle loads
 * one row, not thousands; a compaction that fails never stops the battle opening.
 */
export async function openDoc(battleId: string, part: DocPart): Promise<Y.Doc> {
  const key = `${battleId}/${part}`
  const docs = ydb().docs
  await compressYDocs(ydb(), COMPACT_AGAIN_MS).catch(() => undefined)
  if (!(await docs.get(key))) await docs.put({ key } as DocRow)
  const row = (await docs.get(key))!
  const provider = DexieYProvider.load(row.doc)
  await provider.whenLoaded
  return row.doc
}

export function releaseDoc(doc: Y.Doc): void {
  DexieYProvider.release(doc)
}

/** Forgets a battle's documents on this phone (it stopped sharing; the battle itself stays). */
export async function dropDocs(battleId: string): Promise<void> {
  await ydb().docs.where('key').startsWith(`${battleId}/`).delete()
}
