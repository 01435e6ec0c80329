import { expect, type Page } from '@playwright/test'

/**
 * From an open miniatures battle to the hits table's Rule book entry (issue 24: its editing moved there from the Hits
 * table tab), with the die chosen and the grid made `rows` rows long; optionally who entered it, from the Rule book's fields.
 */
export async function openHitsEntry(page: Page, rows: string, by?: { enteredBy: string; source: string }) {
  await page.getByRole('link', { name: 'Hits table', exact: true }).click()
  await page.getByRole('region', { name: 'Hits table' }).getByTestId('rule-book-link').click()
  await expect(page.getByRole('heading', { name: 'Hits by modified fire value', level: 2 })).toBeVisible()
  if (by) {
    await page.getByRole('link', { name: '← All entries' }).click()
    await page.getByTestId('prov-by').fill(by.enteredBy)
    await page.getByTestId('prov-source').fill(by.source)
    await page.locator('[data-entry="miniatures-hits"] a').click()
  }
  await page.getByRole('button', { name: 'D6', exact: true }).click()
  await page.locator('input[name="hits-rows"]').fill(rows)
  await expect(page.getByLabel('Row 1, from')).toBeVisible()
}

/** A cell of the hits grid by its row and column ("from", "to", "face 3"). */
export const hitsCell = (page: Page, row: number, col: string) => page.getByLabel(`Row ${row}, ${col}`, { exact: true })

/** Back from the Rule book to the battle it was opened from. */
export async function backToBattle(page: Page) {
  await page.getByTestId('back-to-battle').click()
  await expect(page.getByRole('navigation', { name: 'Battle screens' })).toBeVisible()
}
