import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { card, logText, writeV1Database } from './helpers'

interface Fixture {
  battles: { id: string; setup: { name: string } }[]
  actions: { battleId: string; seq: number; label: string }[]
}
const fixture = JSON.parse(readFileSync('src/db/fixtures/v1-database.json', 'utf8')) as Fixture

test('a database written by schema version 1 opens after the version bump', async ({ page }) => {
  await writeV1Database(page, fixture)

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
