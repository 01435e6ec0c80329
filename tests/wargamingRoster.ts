import { expect, type Page } from '@playwright/test'

/** Browser-test steps for raising a `wargaming` army through the Roster tab (shared by the play tests). */
export async function addUnit(page: Page, troop: string, name: string) {
  await page.locator('select[name="troopType"]').selectOption({ label: troop })
  await page.locator('input[name="new-unit-name"]').fill(name)
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
}

/** Adds a leader from the leader table by part of his name, at army level, and makes him C-in-C. */
export async function addCinC(page: Page, part: string, name: string) {
  await page.getByRole('button', { name: 'Add leader' }).click()
  await page.locator('input[name="leader-query"]').fill(part)
  await page.locator(`button[data-leader="${name}"]`).click()
  await page.locator('select[name="level"]').selectOption('army')
  await page.getByRole('button', { name: 'Add leader' }).click()
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: `Make C-in-C: ${name}` }).click()
  await expect(page.locator(`[data-leader-row="${name}"]`).getByText('C-in-C', { exact: true })).toBeVisible()
}

/** Opens a battle tab by its label. */
export async function tab(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
}
