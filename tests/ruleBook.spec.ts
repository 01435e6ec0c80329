import AxeBuilder from '@axe-core/playwright'
import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { createBattle } from './helpers'

/*
 * The Rule book screen (issue 24) at 390 × 844: reached from a battle and back; a paste of the wrong shape refused
 * with its message and nothing saved; a pack exported, changed, imported: the differences shown, one conflict kept,
 * one taken, confirmed → exactly that stored; Discard changes nothing; no axe-core violations in either theme.
 */

type Rec = { id: string; ruleset: string; kind: string; name: string; data: unknown; provenance: string; version: number; updatedAt: number }

async function ownerRecords(page: Page): Promise<Rec[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
    const tx = db.transaction('houseRules', 'readonly')
    const req = tx.objectStore('houseRules').getAll()
    const all = await new Promise<Rec[]>((resolve) => { req.onsuccess = () => resolve(req.result as Rec[]) })
    db.close()
    return all.sort((a, b) => (a.id < b.id ? -1 : 1))
  })
}

/** Writes owner records into the app's database once the app has made it (opening it first would make an empty one). */
async function putOwnerRecords(page: Page, records: Rec[]): Promise<void> {
  await page.waitForFunction(async () => (await indexedDB.databases()).some((d) => d.name === 'aide-de-camp' && (d.version ?? 0) > 1))
  await page.evaluate(async (records) => {
    const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result) })
    const tx = db.transaction('houseRules', 'readwrite')
    for (const r of records) tx.objectStore('houseRules').put(r)
    await new Promise<void>((resolve) => { tx.oncomplete = () => resolve() })
    db.close()
  }, records)
}

const d66 = (table: string, entries: Record<string, string>): Rec => ({
  id: `waterloo-${table}`, ruleset: 'waterloo', kind: 'table', name: table, data: { entries }, provenance: 'typed from my player aid', version: 1, updatedAt: Date.UTC(2026, 10, 1),
})

async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

test('a battle’s Tables tab opens its rule book, and Back to the battle returns there', async ({ page }) => {
  const id = await createBattle(page, { name: 'Rule book trip', ruleset: 'miniatures' })
  await page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link', { name: 'Tables' }).click()
  await page.getByTestId('battle-rule-book').click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Rule book: /)
  const entry = page.getByTestId('rule-book-entries').locator('li').first()
  await expect(entry.getByTestId('entry-status')).toHaveText(/empty/)
  await entry.getByRole('link').click()
  await expect(page.getByRole('heading', { level: 2, name: 'Hits by modified fire value' })).toBeVisible()
  await page.getByTestId('back-to-battle').click()
  await expect(page).toHaveURL(new RegExp(`/battle/${id}/reference$`))
  await expect(page.getByTestId('battle-rule-book')).toBeVisible()
})

test('a table pasted in the wrong shape is refused with its message, and nothing is saved', async ({ page }) => {
  await page.goto('/rule-book/miniatures/miniatures-hits')
  await page.getByRole('button', { name: 'D6' }).click()
  await page.getByLabel('Rows in your printed table').fill('2')
  await page.getByTestId('paste-text').fill('1 2 0 0 1 1 1 2\n3 4 0 1 1 2')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems')).toHaveText('Row 2: 6 values; the table has 8 columns.')
  await expect(page.getByTestId('paste-keep')).toBeDisabled()
  await expect(page.getByTestId('paste-preview')).toHaveCount(0)
  expect(await ownerRecords(page)).toEqual([])
  await page.getByRole('link', { name: '← All entries' }).click()
  await expect(page.getByTestId('entry-status')).toHaveText(/empty/)
})

test('a table pasted into the grid’s first cell fills it, is checked cell by cell, and saves', async ({ page }) => {
  await page.goto('/rule-book/miniatures/miniatures-hits')
  await page.getByRole('button', { name: 'D6' }).click()
  await page.getByLabel('Rows in your printed table').fill('2')
  const paste = (text: string) => page.getByTestId('grid-cell').first().evaluate((el, text) => {
    const dt = new DataTransfer()
    dt.setData('text/plain', text)
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
  }, text)
  await paste('1\t2\t0\t0\t1\t1\t1\t2\n3\t4\t0\t1\t1\t2\t2\t99')
  await expect(page.getByTestId('cell-message')).toHaveCount(1)
  await expect(page.getByTestId('grid-save')).toBeDisabled()
  expect(await ownerRecords(page)).toEqual([])
  await paste('1 2 0 0 1 1 1 2\n3 4 0 1 1 2 2 3')
  await expect(page.getByTestId('cell-message')).toHaveCount(0)
  await page.getByTestId('grid-save').click()
  await expect.poll(async () => (await ownerRecords(page))[0]?.data).toMatchObject({ die: 'd6', rows: [{ from: 1, to: 2, hits: [0, 0, 1, 1, 1, 2] }, { from: 3, to: 4, hits: [0, 1, 1, 2, 2, 3] }] })
})

test('a pack exported, changed and imported: the differences, Keep mine on one, Take the pack’s on the other; Discard changes nothing', async ({ page }) => {
  await page.goto('/rule-book/waterloo')
  await expect(page.getByTestId('rule-book-entries')).toBeVisible()
  const mine = [d66('corps-activation', { 11: 'Reille', 12: 'Erlon' }), d66('old-nosey', { 11: 'Hill', 66: 'Uxbridge' })]
  await putOwnerRecords(page, mine)
  await page.reload()
  await expect(page.getByTestId('pack-unsaid')).toBeVisible()
  await page.getByTestId('prov-by').fill('Anna')
  await page.getByTestId('prov-source').fill('player aid, 2nd printing')
  await expect(page.getByTestId('pack-unsaid')).toHaveCount(0)
  const download = page.waitForEvent('download')
  await page.getByTestId('pack-download').click()
  const file = await (await download).path()
  const pack = JSON.parse(await readFile(file, 'utf8')) as { provenance: unknown; records: { id: string; data: { entries: Record<string, string> } }[] }
  expect(pack.provenance).toEqual({ enteredBy: 'Anna', source: 'player aid, 2nd printing' })
  expect(pack.records.map((r) => r.id)).toEqual(['waterloo-corps-activation', 'waterloo-old-nosey'])
  // The club changed both tables.
  pack.records[0]!.data.entries['12'] = 'Lobau'
  pack.records[1]!.data.entries['66'] = 'Picton'
  const changed = { name: 'club.rule-book.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) }

  // Discard: nothing changes.
  await page.getByTestId('pack-file').setInputFiles(changed)
  await expect(page.getByTestId('pack-counts')).toHaveText(/^0 new, 2 changed, 0 the same/)
  await page.getByTestId('pack-discard').click()
  await expect(page.getByTestId('review-done')).toHaveText('Pack discarded: nothing changed.')
  expect(await ownerRecords(page)).toEqual(mine)

  // Keep mine on Corps Activation, take the pack's Old Nosey.
  await page.getByTestId('pack-file').setInputFiles(changed)
  const review = page.getByTestId('pack-review')
  const corps = review.locator('[data-diff="waterloo-corps-activation"]')
  const nosey = review.locator('[data-diff="waterloo-old-nosey"]')
  await expect(corps.getByRole('row').nth(1)).toContainText('Erlon')
  await expect(corps.getByRole('row').nth(1)).toContainText('Lobau')
  await expect(nosey.getByRole('row').nth(1)).toContainText('Uxbridge')
  await expect(nosey.getByRole('row').nth(1)).toContainText('Picton')
  expect(await ownerRecords(page)).toEqual(mine)
  await corps.getByTestId('keep-mine').check()
  await nosey.getByTestId('take-pack').check()
  await page.getByTestId('pack-confirm').click()
  await expect(page.getByTestId('review-done')).toHaveText('1 entry taken from the pack.')
  const after = await ownerRecords(page)
  expect(after[0]).toEqual(mine[0])
  expect(after[1]!.data).toEqual({ entries: { 11: 'Hill', 66: 'Picton' } })
  expect(after[1]!.version).toBe(2)
  expect(after[1]!.provenance).toContain('Anna')
  expect(after).toHaveLength(2)
})

test('a file that is not a pack is refused beside the import, nothing changed', async ({ page }) => {
  await page.goto('/rule-book/waterloo')
  await page.getByTestId('pack-file').setInputFiles({ name: 'x.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"nope"}') })
  await expect(page.getByTestId('pack-problem')).toContainText('This pack was not imported.')
  await expect(page.getByTestId('pack-review')).toHaveCount(0)
  expect(await ownerRecords(page)).toEqual([])
})

test('Back to the battle only goes to a path inside the app', async ({ page }) => {
  await page.goto('/rule-book/waterloo?from=//evil.example/x')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Rule book: /)
  await expect(page.getByTestId('back-to-battle')).toHaveCount(0)
})

for (const theme of ['dark', 'light'] as const) {
  test(`the Rule book screens have no axe-core violations in the ${theme} theme`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
    const found: string[] = []
    await page.goto('/settings')
    await expect(page.getByTestId('rule-books').locator('li')).toHaveCount(5)
    found.push(...(await violations(page, 'settings')))
    await page.goto('/rule-book/waterloo')
    await expect(page.getByTestId('rule-book-entries')).toBeVisible()
    found.push(...(await violations(page, 'waterloo entries')))
    await page.goto('/rule-book/miniatures/miniatures-hits')
    await page.getByRole('button', { name: 'D6' }).click()
    await page.getByLabel('Rows in your printed table').fill('2')
    await page.getByTestId('paste-text').fill('1 2 0 0 1 1 1 x')
    await page.getByTestId('paste-check').click()
    const cell = page.getByTestId('grid-cell').first()
    await cell.fill('7x')
    await expect(page.getByTestId('cell-message')).toBeVisible()
    found.push(...(await violations(page, 'hits editor with bad cells')))
    await putOwnerRecords(page, [d66('corps-activation', { 11: 'Reille' })])
    await page.goto('/rule-book/waterloo')
    const pack = { format: 'aide-de-camp.rule-book', version: 1, ruleset: 'waterloo', exportedAt: Date.UTC(2026, 10, 2), provenance: { enteredBy: 'Club', source: 'aid' },
      records: [{ ...d66('corps-activation', { 11: 'Erlon' }), ruleset: undefined }, { ...d66('old-nosey', { 11: 'Hill' }), ruleset: undefined }] }
    await page.getByTestId('pack-file').setInputFiles({ name: 'p.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(pack)) })
    await expect(page.getByTestId('pack-review')).toBeVisible()
    found.push(...(await violations(page, 'pack review')))
    expect(found).toEqual([])
  })
}
