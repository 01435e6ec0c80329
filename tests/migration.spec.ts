import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { card, logText } from './helpers'

interface Fixture {
  battles: { id: string; setup: { name: string } }[]
  actions: { battleId: string; seq: number; label: string }[]
}
const fixture = JSON.parse(readFileSync('src/db/fixtures/v1-database.json', 'utf8')) as Fixture

test('a database written by schema version 1 opens after the version bump', async ({ page }) => {
  // A blank page on the app's origin, so the v1 database exists before the app ever opens it.
  await page.route('**/__v1-writer', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>v1</title>' }))
  await page.goto('/__v1-writer')
  await page.evaluate(async (data) => {
    await new Promise<void>((resolve, reject) => {
      // Dexie stores its version n as n * 10: v1 = 10.
      const req = indexedDB.open('aide-de-camp', 10)
      req.onupgradeneeded = () => {
        const db = req.result
        db.createObjectStore('battles', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt')
        db.createObjectStore('actions', { keyPath: ['battleId', 'seq'] }).createIndex('battleId', 'battleId')
      }
      req.onerror = () => reject(req.error)
      req.onsuccess = () => {
        const db = req.result
        const tx = db.transaction(['battles', 'actions'], 'readwrite')
        for (const b of data.battles) tx.objectStore('battles').put(b)
        for (const a of data.actions) tx.objectStore('actions').put(a)
        tx.oncomplete = () => { db.close(); resolve() }
        tx.onerror = () => reject(tx.error)
      }
    })
  }, fixture)

  const battle = fixture.battles[0]!
  await page.goto('/')
  const c = card(page, battle.id)
  await expect(c).toBeVisible()
  // The last effective rename in the v1 log was "Ligny, 16 June" (the "Oops" rename was undone).
  await expect(c.locator('.name')).toHaveText('Ligny, 16 June')
  await c.getByRole('link').first().click()
  await expect(page.getByTestId('battle-name')).toHaveText('Ligny, 16 June')
  const log = await logText(page)
  // The undo is not a line of its own: the rename it cancelled is listed once, marked undone.
  expect(log).toHaveLength(fixture.actions.length - 1)
  expect(log.at(-1)).toContain('Added 45e Ligne')
  expect(log[0]).toContain('Renamed the battle "Ligny, 16 June" to "Oops"')
  expect(log[0]).toContain('undone')

  const version = await page.evaluate(
    () => new Promise<number>((resolve) => {
      const req = indexedDB.open('aide-de-camp')
      req.onsuccess = () => { resolve(req.result.version); req.result.close() }
    }),
  )
  expect(version).toBeGreaterThan(10)
})
