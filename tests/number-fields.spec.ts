import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { card, createBattle } from './helpers'

/**
 * Numbers typed into the shared forms (issue 26): a decimal comma is read, never turned into another
 * number; "1,500", "1e308" and "abc" get a message beside the field, the draft stays, nothing is created.
 */
test('new battle: one hex of "1,5" cm is 15 mm; "1,500", "1e308" and "abc" are refused beside the field and nothing is created', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'New battle' }).click()
  await page.getByLabel('Battle name').fill('Commas')
  await page.locator('input[name="ruleset"][value="boardgame"]').check()
  await page.locator('input[name="playedOn"][value="table"]').check()
  await page.locator('input[name="side0-name"]').fill('Armée du Nord')
  await page.locator('input[name="side1-name"]').fill('Anglo-Allied army')
  const hex = page.getByLabel('One hex on the table (cm)')
  await expect(hex).toHaveAttribute('inputmode', 'decimal')
  await expect(page.getByTestId('field-message')).toHaveCount(0)

  for (const [typed, says] of [
    ['1,500', '“1,500” could be read two ways: write 1500 or 1.500.'],
    ['1e308', '“1e308” is not a number.'],
    ['abc', '“abc” is not a number.'],
    ['0', 'Enter a number from 0.1 to 100.'],
  ] as const) {
    await hex.fill(typed)
    await expect(page.getByTestId('field-message')).toContainText(says)
    await expect(hex).toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('button', { name: 'Create battle' }).click()
    await expect(page).toHaveURL(/\/new$/)
    await expect(hex).toHaveValue(typed)
  }

  await hex.fill('1,5')
  await expect(page.getByTestId('field-message')).toHaveCount(0)
  await page.getByRole('button', { name: 'Create battle' }).click()
  await expect(page.getByTestId('battle-name')).toHaveText('Commas')
  const id = /\/battle\/([^/]+)/.exec(page.url())?.[1] ?? ''

  // The stored battle holds 1.5 cm = 15 mm, not 15 cm.
  await page.getByRole('link', { name: 'Back to battles' }).click()
  await card(page, id).getByRole('button', { name: /^More for/ }).click()
  const [download] = await Promise.all([page.waitForEvent('download'), card(page, id).getByRole('button', { name: 'Save file' }).click()])
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as { battles?: { setup: { hexMm?: number } }[]; setup?: { hexMm?: number } }
  const setup = file.setup ?? file.battles?.[0]?.setup
  expect(setup?.hexMm).toBe(15)
})

test('wargaming Ruler: a scale of 1e308 or "abc" is refused beside the field and logs nothing; "1,5" is logged as divided by 1.5', async ({ page }) => {
  await createBattle(page, { name: 'Scales', ruleset: 'wargaming' })
  await page.getByRole('link', { name: 'Ruler', exact: true }).click()
  const scale = page.getByLabel('Scaling up or down: divide distances by')
  await expect(scale).toHaveValue('1')
  for (const typed of ['1e308', 'abc', '1,500', '0']) {
    await scale.fill(typed)
    await scale.press('Enter')
    await expect(page.getByTestId('field-message')).toBeVisible()
    await expect(scale).toHaveValue(typed)
    await expect(page.getByTestId('undo')).not.toContainText('Scale')
  }
  await scale.fill('1,5')
  await scale.press('Enter')
  await expect(page.getByTestId('undo')).toHaveText('Undo: Scale: distances divided by 1.5')
  await expect(page.getByTestId('field-message')).toHaveCount(0)
})
