import Dexie from 'dexie'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { writeFixture } from '@/test-utils/dbFixtures'
import { AdcDatabase } from './db'
import v1 from './fixtures/v1-database.json'

/** restoreStored throwing (which no stored data is known to make it do) stands for any unforeseen failure. */
vi.mock('./damaged', async (original) => ({
  ...(await original<typeof import('./damaged')>()),
  restoreStored: () => {
    throw new TypeError(`boom ${'!'.repeat(500)}`)
  },
}))

const name = `adc-upgrade-${crypto.randomUUID()}`
afterEach(() => Dexie.delete(name))

describe('the v1 → v2 upgrade never aborts on one battle', () => {
  it('a battle whose check throws is marked damaged with the error quoted short; the upgrade completes', async () => {
    await writeFixture(name, 1, v1)
    const db = new AdcDatabase(name)
    const [record] = await db.battles.toArray()
    expect(db.verno).toBe(3)
    expect(record).toMatchObject({ name: 'Ligny', lastSeq: 5, deletedAt: null, damage: `this battle could not be read (boom ${'!'.repeat(95)}…)` })
    db.close()
  })
})
