/** Test-only: a fresh database and Pinia per test, deleted afterwards. */
import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { AdcDatabase, setDb } from '@/db/db'

const open: AdcDatabase[] = []

export function freshDb(): AdcDatabase {
  const db = new AdcDatabase(`adc-test-${crypto.randomUUID()}`)
  open.push(db)
  setDb(db)
  setActivePinia(createPinia())
  return db
}

/** A new app instance on the same database: new Pinia, new Dexie connection (a reload). */
export function reload(db: AdcDatabase): AdcDatabase {
  const again = new AdcDatabase(db.name)
  open.push(again)
  setDb(again)
  setActivePinia(createPinia())
  return again
}

export async function dropDbs(): Promise<void> {
  for (const db of open.splice(0)) {
    db.close()
    await Dexie.delete(db.name)
  }
  setDb(null)
}
