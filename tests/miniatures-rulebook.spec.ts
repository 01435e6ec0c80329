import { expect, test, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { axeViolations } from './boardgame-helpers'
import { backToBattle, openHitsEntry } from './miniatures-helpers'

/*
 * Issue 24, miniatures: the hits table the texts lack (seed 003, 9.1), pasted whole in the Rule book at 390 × 844;
 * the next fire shows the odds of every number of hits instead of asking the players to type them.
 */
async function tab(page: Page, name: string) { await page.getByRole('link', { name, exact: true }).click() }
async function addUnit(page: Page, type: string, name: string) {
  await page.locator('select[name="unitType"]').selectOption({ label: type })
  await page.locator('input[name="unit-name"]').fill(name)
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
}
/** The 45e Ligne fires at the 92nd at 12 cm (medium range); the umpire allows what the sequence leaves to the players. */
async function aim(page: Page) {
  await tab(page, 'Fire')
  await page.locator('input[name="distance"]').fill('12')
  await page.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  // A card for one sector and the 45e's sector not noted: the players check it, the umpire allows (as miniatures-play does).
  const allow = page.getByTestId('override')
  await expect(allow.or(page.getByTestId('fire-value')).or(page.getByText('Hits from your table'))).toBeVisible()
  if (await allow.isVisible()) await allow.click()
}

test('a pasted hits table: checked before Keep, saved, and the next fire shows the odds of each number of hits', async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 })
  await createBattle(page, { name: 'Hits pasted', ruleset: 'miniatures' })
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, 'French Infantry (infantry, removed at 4 disorder points)', '45e Ligne')
  await page.getByRole('button', { name: 'Anglo-Allied army', exact: true }).click()
  await addUnit(page, 'English Infantry (infantry, removed at 4 disorder points)', '92nd Foot')
  await page.getByRole('button', { name: 'Close' }).click()
  // Physical decks and an order card each; if the Allies order first, their one unit holds: then the French order (5.1).
  await tab(page, 'Cards')
  await page.locator('select[name="scenario"]').selectOption('waterloo')
  await page.locator('input[name="mode"][value="physical"]').check()
  await page.getByRole('button', { name: 'Make decks' }).click()
  await page.getByTestId('deal').click()
  for (const s of ['a', 'b']) {
    await page.locator(`select[name="card-${s}"]`).selectOption('attacco-coordinato')
    await page.locator(`[data-side="${s}"]`).getByRole('button', { name: 'Played' }).click()
  }
  const where = page.getByTestId('where')
  await expect(where).toHaveText(/(Allied|French) order/)
  if (/Allied order/.test(await where.innerText())) {
    await tab(page, 'Units')
    await page.getByRole('button', { name: 'Anglo-Allied army', exact: true }).click()
    await page.locator('[data-orders="92nd Foot"] [data-order="hold"]').click()
    await expect(page.getByTestId('undo')).toHaveText('Undo: 92nd Foot holds')
  }

  // No table yet: the players type the hits, and the Fire panel links straight to the entry.
  await aim(page)
  await expect(page.getByTestId('fire-value')).toHaveText('Modified fire value 5')
  await expect(page.locator('input[name="hits"]')).toBeVisible()
  await expect(page.getByRole('list', { name: 'Odds' })).toHaveCount(0)
  await expect(page.getByText('No hits table yet: enter it once and the next fire shows its odds — Rule book')).toBeVisible()

  // The table pasted as a spreadsheet copies it (test values, not the rule book's): a wrong shape is refused first.
  await openHitsEntry(page, '2')
  expect(await axeViolations(page, 'hits table entry')).toEqual([])
  await page.getByTestId('paste-text').fill('-20 4 0 0 0 1 1 2\n5 30 0 1 1 2 2')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems')).toHaveText('Row 2: 7 values; the table has 8 columns.')
  await expect(page.getByTestId('paste-keep')).toBeDisabled()
  await page.getByTestId('paste-text').fill('from\tto\t1\t2\t3\t4\t5\t6\n-20\t4\t0\t0\t0\t1\t1\t2\n5\t30\t0\t1\t1\t2\t2\t3')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-preview')).toBeVisible()
  await page.getByTestId('paste-keep').click()
  await expect(page.getByLabel('Row 2, face 6', { exact: true })).toHaveValue('3')
  await page.getByRole('button', { name: 'Save hits table' }).click()
  await expect(page.getByText('Saved, version 1.')).toBeVisible()
  await expect(page.getByTestId('entry-status')).toHaveText('✓ Filled')
  await backToBattle(page)

  // The next fire: fire value 5 reads row 5–30 of a D6: 0 1 1 2 2 3 → 0 hits 1 in 6, 1 hit 2 in 6, 2 hits 2 in 6, 3 hits 1 in 6.
  await aim(page)
  await expect(page.getByText('Hits from your table (version 1).')).toBeVisible()
  const odds = page.getByRole('list', { name: 'Odds' }).first()
  await expect(odds).toBeVisible()
  await expect(odds).toContainText('3 hits')
  await expect(page.locator('input[name="hits"]')).toHaveCount(0)
  await expect(page.getByText('No hits table yet')).toHaveCount(0)
})

/**
 * What entering a printed hits table costs on the phone (issue 24's bench, miniatures): five fire-value bands of a D6
 * (test values), typed cell by cell with Enter to the next cell, against the same table pasted. Taps and keys are
 * counted as sent; a paste counts as one action.
 */
const PRINTED = [['-20', '0', '0', '0', '0', '0', '1', '1'], ['1', '4', '0', '0', '1', '1', '1', '2'], ['5', '8', '0', '1', '1', '2', '2', '3'], ['9', '12', '1', '1', '2', '2', '3', '3'], ['13', '30', '1', '2', '2', '3', '3', '4']]

test('the hits table entered cell by cell and pasted: taps and keystrokes counted', async ({ page }) => {
  await createBattle(page, { name: 'Hits effort', ruleset: 'miniatures' })
  await page.getByRole('link', { name: 'Hits table', exact: true }).click()
  await page.getByRole('region', { name: 'Hits table' }).getByTestId('rule-book-link').click()
  const n = { taps: 0, keys: 0 }
  const tap = async (l: ReturnType<Page['locator']>) => { await l.click(); n.taps++ }
  const keys = async (text: string) => { await page.keyboard.type(text); n.keys += [...text].length }
  const enter = async () => { await page.keyboard.press('Enter'); n.keys++ }

  // Cell by cell: the die, the row count, then each cell and Enter; Enter from the last cell reaches Save, Enter saves.
  await tap(page.getByRole('button', { name: 'D6', exact: true }))
  await tap(page.locator('input[name="hits-rows"]'))
  await keys(String(PRINTED.length))
  await tap(page.getByLabel('Row 1, from', { exact: true }))
  for (const row of PRINTED) for (const v of row) { await keys(v); await enter() }
  await expect(page.getByRole('button', { name: 'Save hits table' })).toBeFocused()
  await enter()
  await expect(page.getByText('Saved, version 1.')).toBeVisible()
  const byCell = { ...n }

  // Pasted: the same table as text (copied from a scan or a club file), checked, kept, saved.
  n.taps = 0; n.keys = 0
  // A phone with no table yet: the stored one cleared, the screen opened again.
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result) })
    const tx = db.transaction('houseRules', 'readwrite')
    tx.objectStore('houseRules').clear()
    await new Promise<void>((resolve) => { tx.oncomplete = () => resolve() })
    db.close()
  })
  await page.reload()
  await tap(page.getByRole('button', { name: 'D6', exact: true }))
  await tap(page.locator('input[name="hits-rows"]'))
  await keys(String(PRINTED.length))
  await tap(page.getByTestId('paste-text'))
  await page.getByTestId('paste-text').fill(PRINTED.map((r) => r.join(' ')).join('\n'))
  const pastes = 1
  await tap(page.getByTestId('paste-check'))
  await tap(page.getByTestId('paste-keep'))
  await tap(page.getByRole('button', { name: 'Save hits table' }))
  await expect(page.getByText('Saved, version 1.')).toBeVisible()
  const pasted = { ...n, pastes }
  console.log(`miniatures hits table, ${PRINTED.length} rows × 8 columns: cell by cell ${byCell.taps} taps + ${byCell.keys} keys; pasted ${pasted.taps} taps + ${pasted.keys} keys + ${pasted.pastes} paste`)
  expect(byCell).toEqual({ taps: 3, keys: 1 + 45 + 40 + 1 })
  expect(pasted).toEqual({ taps: 6, keys: 1, pastes: 1 })
})
