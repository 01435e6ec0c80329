import { expect, test, type Page } from '@playwright/test'
import { createBattle, logText, waitForServiceWorker } from './helpers'

/*
 * Issue 14 on a phone: a cavalry charge meets artillery that reacts (a white die with its own flag) and
 * fires on the first column of the combat results table before contact; a retreat result stops the charge
 * 4 cm from the guns without a fight (seed 003, 9.3; ruling 26). One action, undone in one tap.
 */
async function tab(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
}
async function addUnit(page: Page, type: RegExp, name: string) {
  await page.locator('select[name="unitType"]').selectOption({ label: await page.locator('select[name="unitType"] option').filter({ hasText: type }).first().innerText() })
  await page.locator('input[name="unit-name"]').fill(name)
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
}

test('a cavalry charge is stopped by artillery that reacts and fires, then undone', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Mont-Saint-Jean', ruleset: 'miniatures' })
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, /^Heavy Artillery/, 'Grande Batterie')
  await page.getByRole('button', { name: 'Anglo-Allied army', exact: true }).click()
  await addUnit(page, /^Heavy Cavalry/, 'Scots Greys')
  await page.getByRole('button', { name: 'Close' }).click()

  await tab(page, 'Fire')
  await page.locator('input[name="distance"]').fill('14')
  await page.getByRole('tab', { name: 'Special action' }).click()
  await page.locator('select[name="specialAction"]').selectOption('artillery-opportunity-fire')
  await page.locator('[data-picker="reacting"][data-name="Grande Batterie"]').click()
  await page.locator('[data-picker="charging"][data-name="Scots Greys"]').click()
  // Ruling 27: artillery in a stream or marsh cannot fire; that terrain is not offered, and the reason is shown.
  await expect(page.locator('select[name="artilleryTerrain"] option[value="stream"]')).toBeDisabled()
  await expect(page.getByTestId('terrain-not-offered')).toHaveText('Artillery in a stream or marsh can NOT fire at all (seed 000, 8.5; ruling 27).')
  const panel = page.getByRole('region', { name: 'Artillery opportunity fire' })
  // 14 cm: two white dice; the odds before the roll are shown for every outcome.
  await expect(panel.locator('[data-outcome]').first()).toBeVisible()
  await panel.getByRole('button', { name: 'I rolled' }).click()
  await panel.getByRole('group', { name: 'white die 1', exact: true }).locator('[data-face="English"]').click()
  await panel.getByRole('group', { name: 'white die 2', exact: true }).locator('[data-face="French"]').click()
  await panel.getByRole('group', { name: 'opportunity fire D6 (1-hit column)', exact: true }).locator('[data-face="1"]').click()
  await expect(panel.locator('[data-testid="result-line"]')).toContainText('stopped 4 cm from the artillery')
  await panel.getByRole('button', { name: 'Apply to Scots Greys' }).click()
  await expect(page.getByTestId('undo')).toContainText('Grande Batterie: artillery opportunity fire (2 white dice) — Scots Greys')
  await expect(page.getByTestId('undo')).toContainText('the charge stops 4 cm from the guns, no fight')
  const log = await logTextAfter(page)

  await context.setOffline(true)
  await page.reload()
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(log)
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('undo')).toContainText('Scots Greys')
  await expect(page.getByTestId('undo')).not.toContainText('opportunity fire')
})

async function logTextAfter(page: Page): Promise<string[]> {
  await tab(page, 'Log')
  return logText(page)
}
