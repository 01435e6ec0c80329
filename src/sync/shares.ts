/**
 * Which battles this phone shares, and how: a small Dexie database of its own ('adc-sync-shares'), read
 * without loading Yjs, so asking "is this battle shared?" costs no sync chunk. The Yjs documents
 * themselves live in 'adc-sync' (ydocs.ts).
 */
import Dexie, { type EntityTable } from 'dexie'
import type { ShareLinks, SyncRole } from './api'

export interface ShareRecord {
  /** The battle's id on this phone. */
  readonly battleId: string
  /** The battle's id on the club server (the sharer's id; a joined copy may have another here). */
  readonly remoteId: string
  /** The club server's address as the user gave it (http(s) or ws(s)). */
  readonly server: string
  readonly role: SyncRole
  readonly token: string
  readonly links: Partial<ShareLinks>
  readonly deviceName: string
}

let db: (Dexie & { shares: EntityTable<ShareRecord, 'battleId'> }) | null = null

export function sharesDb() {
  if (!db) {
    db = new Dexie('adc-sync-shares') as Dexie & { shares: EntityTable<ShareRecord, 'battleId'> }
    db.version(1).stores({ shares: 'battleId, remoteId' })
  }
  return db
}

export const readShare = (battleId: string) => sharesDb().shares.get(battleId)
export const saveShare = (share: ShareRecord) => sharesDb().shares.put(share)
export const dropShare = (battleId: string) => sharesDb().shares.delete(battleId)

/** A battle this phone already follows on that server under that id in that role (joining the same link twice opens it again). */
export const findShare = (server: string, remoteId: string, role: SyncRole) =>
  sharesDb().shares.where('remoteId').equals(remoteId).filter((s) => s.server === server && s.role === role).first()
