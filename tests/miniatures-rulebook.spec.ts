import { expect, test, type Page } from '@playwright/test'
import { createBattle } from './helpers'
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
