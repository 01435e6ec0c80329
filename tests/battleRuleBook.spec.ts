import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { packFixtures } from '../scripts/fuzzPacks'
import { card, createBattle } from './helpers'

/*
 * A battle file carries its rule-book data (issue 24) at 390 × 844: a miniatures battle exported from a phone with
 * the hits table entered carries it; a fresh phone imports the battle, is offered the table on the battle it opens,
 * reviews it on the Rule book screen and takes it (then back to the battle); the same file again offers nothing;
 * a bad rule-book part never costs the battle and is named as set aside.
 */

async function hitsRecord(page: Page): Promise<unknown> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
    const req = db.transaction('houseRules', 'readonly').objectStore('houseRules').get('miniatures-hits')
    const r = await new Promise<{ data: unknown } | undefined>((resolve) => { req.onsuccess = () => resolve(req.result as { data: unknown } | undefined) })
    db.close()
    return r?.data ?? null
  })
}

/** Phone 1: the hits table entered (its pack imported and confirmed), a miniatures battle made and saved as a file. */
async function exportedBattle(page: Page): Promise<{ id: string; text: string }> {
  const base = packFixtures().find((b) => b.ruleset === 'miniatures')!
  await page.goto('/rule-book/miniatures')
  await page.getByTestId('pack-file').setInputFiles({ name: 'hits.rule-book.json', mimeType: 'application/json', buffer: Buffer.from(base.text) })
  await page.getByTestId('pack-confirm').click()
  await expect(page.getByTestId('review-done')).toHaveText('1 entry taken from the pack.')
  const id = await createBattle(page, { name: 'Hits carried', ruleset: 'miniatures' })
  await page.getByRole('link', { name: 'Back to battles' }).click()
  await card(page, id).getByRole('button', { name: /^More for/ }).click()
  const [download] = await Promise.all([page.waitForEvent('download'), card(page, id).getByRole('button', { name: 'Save file' }).click()])
  return { id, text: await readFile(await download.path(), 'utf8') }
}

const importBattle = (page: Page, text: string) =>
  page.getByTestId('import-file').setInputFiles({ name: 'hits-carried.battle.json', mimeType: 'application/json', buffer: Buffer.from(text) })

test('a battle exported with its hits table offers it on a fresh phone; Review shows it new, Confirm takes it; the same file again offers nothing', async ({ page, browser }) => {
  const { text } = await exportedBattle(page)
  const file = JSON.parse(text) as { ruleBook?: { ruleset: string; records: { id: string }[] } }
  expect(file.ruleBook?.records.map((r) => r.id)).toEqual(['miniatures-hits'])
  const table = await hitsRecord(page)

  const fresh = await browser.newContext({ ...test.info().project.use, viewport: { width: 390, height: 844 } })
  const phone = await fresh.newPage()
  await phone.goto('/')
  await importBattle(phone, text)
  await expect(phone.getByTestId('battle-name')).toHaveText('Hits carried')
  const battleUrl = phone.url()
  await expect(phone.getByTestId('rule-book-offer')).toContainText('This battle was played with rule-book data that differs from yours (1 table).')
  expect(await hitsRecord(phone)).toBeNull()
  await phone.getByTestId('rule-book-review').click()
  await expect(phone).toHaveURL(/\/rule-book\/miniatures\?review=1&from=/)
  await expect(phone.getByTestId('pack-counts')).toHaveText(/^1 new, 0 changed, 0 the same\./)
  expect(await hitsRecord(phone)).toBeNull()
  await phone.getByTestId('pack-confirm').click()
  await expect(phone.getByTestId('review-done')).toHaveText('1 entry taken from the pack.')
  expect(await hitsRecord(phone)).toEqual(table)
  await phone.getByTestId('back-to-battle').click()
  await expect(phone).toHaveURL(battleUrl)
  await expect(phone.getByTestId('rule-book-offer')).toHaveCount(0)

  // The same file again: this phone now has the same table, so nothing is offered.
  await phone.goto('/')
  await importBattle(phone, text)
  await expect(phone.getByTestId('battle-name')).toHaveText('Hits carried')
  await expect(phone.getByTestId('battle-content')).toBeVisible()
  await expect(phone.getByTestId('rule-book-offer')).toHaveCount(0)
  await fresh.close()
})

test('a battle file whose rule-book part is bad still imports, the part set aside and named', async ({ page }) => {
  const { text } = await exportedBattle(page)
  const file = JSON.parse(text) as { ruleBook: { records: { data: { die: unknown } }[] } }
  file.ruleBook.records[0]!.data.die = 'd7'
  await page.goto('/')
  await importBattle(page, JSON.stringify(file))
  await expect(page.getByTestId('battle-name')).toHaveText('Hits carried')
  await expect(page.getByTestId('rule-book-set-aside')).toContainText('The battle was imported; the rule-book data it carries was set aside: ruleBook.records[0].data: ')
  await page.getByTestId('rule-book-set-aside').getByRole('button', { name: 'OK' }).click()
  await expect(page.getByTestId('rule-book-set-aside')).toHaveCount(0)
})
