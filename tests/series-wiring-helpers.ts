import { expect, type Locator, type Page } from '@playwright/test'
import { pick } from './series-helpers'

/** Steps of the series wiring spec (its own copy: helpers.ts and the other series helpers are not edited). */
export async function undoSays(page: Page, text: string | RegExp) {
  await expect(page.getByTestId('undo')).toHaveText(typeof text === 'string' ? `Undo: ${text}` : text)
}

/** A unit's row on the Units tab, opened. */
export async function openUnit(page: Page, name: string): Promise<Locator> {
  const row = page.locator(`[data-unit="${name}"]`)
  if ((await row.locator('.head').getAttribute('aria-expanded')) !== 'true') await row.locator('.head').click()
  return row
}

/** The Combat tab's morale check for one unit, opened fresh; the panel's region. */
export async function morale(page: Page, unit: string): Promise<Locator> {
  await page.getByRole('tab', { name: 'Fire', exact: true }).click()
  await page.getByRole('tab', { name: 'Morale', exact: true }).click()
  await pick(page, 'morale-unit', unit)
  return page.getByRole('region', { name: 'Morale', exact: true })
}
