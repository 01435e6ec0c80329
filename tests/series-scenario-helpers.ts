import { expect, type Page } from '@playwright/test'

/** Steps the series scenario test uses (its own copy: tests/helpers.ts and series-helpers.ts are not edited). */
export async function addLeader(page: Page, name: string, corps: string) {
  await page.locator('input[name="leader-name"]').fill(name)
  await page.locator('input[name="leader-corps"]').fill(corps)
  await page.getByRole('button', { name: 'Add leader' }).click()
  await expect(page.locator(`[data-leader="${name}"]`)).toBeVisible()
}

export async function undoLabel(page: Page, label: string | RegExp) {
  await expect(page.getByTestId('undo')).toHaveText(typeof label === 'string' ? `Undo: ${label}` : label)
}

/** Picks a corps commander on the deployment grid, then taps a square ("row-column", from 1). */
export async function deploy(page: Page, leader: string, square: string) {
  await page.locator(`[data-deploy-leader="${leader}"]`).click()
  await page.locator(`[data-square="${square}"]`).click()
}

/** axe-core on the page as it stands (the series a11y walk opens these screens with their options off). */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}
