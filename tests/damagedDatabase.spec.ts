import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { card, createBattle, renameFromList, writeV1Database } from './helpers'

interface Fixture {
  battles: { id: string; setup: { name: string } }[]
  actions: { battleId: string; seq: number }[]
}
/** A version-1 database with one clean battle and three damaged ones (an action `ops: [null]` among them). */
const fixture = JSON.parse(readFileSync('src/db/fixtures/v1-database-damaged.json', 'utf8')) as Fixture
const [ligny, wavre, plancenoit, quatreBras] = fixture.battles

test('a damaged version-1 database opens: the clean battle is listed and opens, each damaged one is named with what is wrong and what is left can be saved', async ({ page }) => {
  await writeV1Database(page, fixture)

  await page.goto('/')
  await expect(card(page, ligny!.id).locator('.name')).toHaveText('Ligny, 16 June')
  await expect(page.getByText('Could not read the battles')).toHaveCount(0)

  const damaged = page.getByTestId('damaged-battles')
  await expect(damaged.getByRole('heading')).toHaveText('3 battles could not be read')
  const entry = (id: string) => damaged.locator(`li[data-damaged="${id}"]`)
  await expect(entry(wavre!.id)).toContainText('Wavre')
  await expect(entry(wavre!.id)).toContainText('What is wrong: actions[2].ops[0]: expected Object, got null')
  await expect(entry(plancenoit!.id)).toContainText('setup.ruleset')
  await expect(entry(quatreBras!.id)).toContainText('unit.state.bases')

  // The readable part of Wavre: its setup and the two actions before the damaged one, a file that imports again.
  const [download] = await Promise.all([page.waitForEvent('download'), entry(wavre!.id).getByTestId('save-readable').click()])
  expect(download.suggestedFilename()).toBe('wavre.battle.json')
  await expect(entry(wavre!.id).getByRole('status')).toContainText('the first 2 of 4 actions')
  const text = await readFile(await download.path(), 'utf8')
  await page.getByTestId('import-file').setInputFiles({ name: 'wavre.battle.json', mimeType: 'application/json', buffer: Buffer.from(text) })
  await expect(page.getByTestId('battle-name')).toHaveText('Wavre')
  await page.getByRole('link', { name: 'Back to battles' }).click()

  // Plancenoit's setup cannot be read: only its raw record can be saved, and it keeps everything as it was stored.
  await expect(entry(plancenoit!.id).getByTestId('save-readable')).toHaveCount(0)
  const [raw] = await Promise.all([page.waitForEvent('download'), entry(plancenoit!.id).getByTestId('save-raw').click()])
  expect(raw.suggestedFilename()).toBe('plancenoit.damaged.json')
  // Once saved, it can be removed for good: a second tap confirms.
  await entry(plancenoit!.id).getByTestId('remove-damaged').click()
  await expect(entry(plancenoit!.id).getByTestId('remove-damaged')).toHaveText('Remove for good? Tap again')
  await entry(plancenoit!.id).getByTestId('remove-damaged').click()
  await expect(entry(plancenoit!.id)).toHaveCount(0)
  await expect(damaged.getByRole('heading')).toHaveText('2 battles could not be read')

  // The clean battle opens.
  await card(page, ligny!.id).getByRole('link').first().click()
  await expect(page.getByTestId('battle-name')).toHaveText('Ligny, 16 June')
})

test('a battle whose log is damaged in a current database is named when it is opened, set aside on the list, and what is left can be saved', async ({ page }) => {
  const id = await createBattle(page, { name: 'Hougoumont' })
  await page.getByRole('link', { name: 'Back to battles' }).click()
  await renameFromList(page, id, 'Hougoumont farm')
  await renameFromList(page, id, 'Hougoumont, 18 June')
  // Storage damaged under the app: the last action loses its ops (raw IndexedDB, at the app's own version).
  await page.evaluate(async (battleId) => {
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('aide-de-camp')
      req.onsuccess = () => {
        const db = req.result
        const tx = db.transaction('actions', 'readwrite')
        const store = tx.objectStore('actions')
        const cursor = store.openCursor(IDBKeyRange.bound([battleId, 0], [battleId, Infinity]), 'prev')
        cursor.onsuccess = () => { const c = cursor.result; if (c) c.update({ ...c.value, ops: [null] }) }
        tx.oncomplete = () => { db.close(); resolve() }
        tx.onerror = () => reject(tx.error)
      }
      req.onerror = () => reject(req.error)
    })
  }, id)

  await page.goto(`/battle/${id}`)
  const damaged = page.getByTestId('damaged-battles')
  await expect(damaged.getByRole('heading')).toHaveText('A battle could not be read')
  await expect(damaged.locator(`li[data-damaged="${id}"]`)).toContainText('Hougoumont, 18 June')
  await expect(damaged).toContainText('What is wrong: A stored action of this battle is damaged: ')
  await expect(page.getByText('Opening the battle…')).toHaveCount(0)
  const [download] = await Promise.all([page.waitForEvent('download'), damaged.getByTestId('save-readable').click()])
  expect(download.suggestedFilename()).toMatch(/^hougoumont.*\.battle\.json$/)
  await expect(damaged.getByRole('status')).toContainText('the first 1 of 2 actions')

  // The list sets it aside with the others, until it is removed; removing it from the battle page goes back to the list.
  await page.goto('/')
  await expect(card(page, id)).toHaveCount(0)
  await expect(page.getByTestId('damaged-battles').locator(`li[data-damaged="${id}"]`)).toContainText('Hougoumont, 18 June')
  await page.goto(`/battle/${id}`)
  await damaged.getByTestId('remove-damaged').click()
  await damaged.getByTestId('remove-damaged').click()
  await expect(page.getByRole('heading', { name: 'Battles' })).toBeVisible()
  await expect(page.getByTestId('damaged-battles')).toHaveCount(0)
})
