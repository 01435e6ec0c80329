import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { enterOwnDice } from './ownDice'

/** A boardgame battle through the New battle form, played with miniatures on a table (1 hex = the text's 8 cm). */
export async function createTableBattle(page: Page, name: string): Promise<string> {
  await page.goto('/')
  await page.getByRole('link', { name: 'New battle' }).click()
  await page.getByLabel('Battle name').fill(name)
  await page.locator('input[name="ruleset"][value="boardgame"]').check()
  await page.locator('input[name="playedOn"][value="table"]').check()
  await expect(page.getByText('Left empty, a hex is')).toBeVisible()
  await page.locator('input[name="side0-name"]').fill('Armée du Nord')
  await page.locator('input[name="side0-nationality"]').fill('French')
  await page.locator('input[name="side1-name"]').fill('Anglo-Allied army')
  await page.locator('input[name="side1-nationality"]').fill('British')
  await page.getByRole('button', { name: 'Create battle' }).click()
  await expect(page.getByTestId('battle-name')).toHaveText(name)
  const id = /\/battle\/([^/]+)/.exec(page.url())?.[1]
  if (!id) throw new Error(`no battle id in ${page.url()}`)
  return id
}

export async function tab(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
}

/** The players' own dice, tapped face by face. */
export async function enterDice(page: Page, faces: readonly [string, string][]) {
  // A pool of more than 3 dice is entered as counts per face (the shared dice tray).
  await enterOwnDice(page, faces)
}

export async function addUnit(page: Page, u: { type: string; name: string; general?: string }) {
  await page.locator('select[name="unitType"]').selectOption(u.type)
  await page.locator('input[name="unit-name"]').fill(u.name)
  if (u.type !== 'general') await page.locator('input[name="general"]').fill(u.general ?? '')
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator(`[data-unit="${u.name}"]`)).toBeVisible()
}

export async function side(page: Page, name: string) {
  await page.getByRole('group', { name: 'Side' }).getByRole('button', { name, exact: true }).click()
}

/** axe-core on the screen as it is now: the violations in words (empty when none). */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}
