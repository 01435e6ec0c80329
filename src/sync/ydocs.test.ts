import Dexie from 'dexie'
import yDexie from 'y-dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Action } from '@/model/types'
import { LOCAL, logOf, pushActions } from './logDoc'
import { dropDocs, openDoc, releaseDoc } from './ydocs'

const tap = (i: number): Action => ({ id: `a${i}`, seq: i + 1, at: 1_700_000_000_000 + i, kind: 'fire.applied', label: `45e Ligne lost ${i}`, ops: [] })

/** The stored update rows of the sync database (y-dexie's table beside `docs`; row 0 is its compaction mark). */
async function storedRows(): Promise<number> {
  const db = new Dexie('adc-sync', { addons: [yDexie] })
  db.version(1).stores({ docs: 'key, doc: Y.Doc' })
  await db.open()
  const rows = await db.tables.find((t) => t.name !== 'docs')!.count()
  db.close()
  return rows
}

async function settled(): Promise<number> {
  for (let last = -1, now = await storedRows(); ; last = now, now = await storedRows()) {
    if (now === last) return now
    await new Promise((r) => setTimeout(r, 100))
  }
}

afterEach(async () => {
  vi.useRealTimers()
  await dropDocs('b1')
})

describe("a shared battle's document on this phone", () => {
  it('is compacted when opened: a row per tap becomes one, and every action is still there in order', { timeout: 60_000 }, async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const doc = await openDoc('b1', 'public')
    for (let i = 0; i < 100; i++) {
      pushActions(doc, {}, [{ public: tap(i), secrets: [] }]) // one tap, one update
      await new Promise((r) => setTimeout(r, 2))
    }
    releaseDoc(doc)
    expect(await settled()).toBeGreaterThan(20)
    vi.setSystemTime(Date.now() + 61_000) // not compacted again within a minute of the last time
    const again = await openDoc('b1', 'public')
    expect(logOf(again).toArray().map((a) => a.id)).toEqual(Array.from({ length: 100 }, (_, i) => `a${i}`))
    expect(await settled()).toBeLessThanOrEqual(2)
    again.transact(() => logOf(again).push([tap(100)]), LOCAL)
    releaseDoc(again)
    const third = await openDoc('b1', 'public')
    expect(logOf(third).length).toBe(101)
    releaseDoc(third)
  })
})
