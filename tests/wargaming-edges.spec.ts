import { expect, test } from '@playwright/test'
import { logText } from './helpers'
import { raiseArmies, startTurn } from './wargaming-helpers'
import { tab } from './wargamingRoster'

/* Issue 21, wargaming rough edges: each was seen in play and fails on the build before this fix. */

test('fire distance: 1234567890 cm and "abc" get a message beside the field, the draft stays, nothing is logged', async ({ page }) => {
  await raiseArmies(page, 'Distances')
  await tab(page, 'Log')
  const before = await logText(page)
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  const field = page.getByLabel('Distance (cm)')
  await field.fill('1234567890')
  // The longest range in the tables is 1300 yd: 86.7 cm at 15 mm (seed 004, Firing: Range; Ground Scale).
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter a number from 0 to 86.7.')).toBeVisible()
  await expect(page.getByTestId('fire-distance')).toHaveCount(0)
  await expect(page.getByText(/18518518350/)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Roll' })).toHaveCount(0)
  await expect(field).toHaveValue('1234567890')
  await field.fill('abc')
  await expect(page.getByText('“abc” is not a number. Enter a number from 0 to 86.7.')).toBeVisible()
  await field.fill('6')
  await expect(field).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByTestId('fire-distance')).toHaveText('6 cm = 90 yd at 15 mm, band 50.1 - 100 (0)')
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(before)
})

test('combat sub-tabs: every label on one line ("Morale", "Control", not "Moral/e", "Contr/ol")', async ({ page }) => {
  await raiseArmies(page, 'Sub-tabs')
  await tab(page, 'Combat')
  const tabs = page.getByRole('tablist', { name: 'Combat test' }).getByRole('tab')
  await expect(tabs).toHaveText(['Fire', 'Mêlée', 'Morale', 'Control'])
  for (const t of await tabs.all()) {
    // One line: the label's height is one line box, and nothing overflows the button.
    const lines = await t.evaluate((b) => { const r = document.createRange(); r.selectNodeContents(b); return r.getClientRects().length })
    expect(lines, await t.innerText()).toBe(1)
  }
})

test('"Other ±N" of 150: a message beside the field, the calculator stays and the draft is kept; corrected, it counts', async ({ page }) => {
  await raiseArmies(page, 'Other')
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  await page.getByLabel('Distance (cm)').fill('6')
  await page.getByText('Other ±N').click()
  const other = page.locator('input[name="other-value"]')
  await other.fill('150')
  await expect(other).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter a whole number from −99 to 99.')).toBeVisible()
  // The calculator is still there with its dice, and the field can be corrected without a reload.
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible()
  await expect(other).toHaveValue('150')
  await other.fill('2')
  await expect(other).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Other ±N (+2)')).toBeVisible()
})

test('every wargaming number field has the rules\' bounds: steps lost, mêlée rounds won, overlap bases, leader morale', async ({ page }) => {
  await raiseArmies(page, 'Bounds')
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Morale' }).click()
  await page.locator('[data-picker="morale-unit"][data-name="45e Ligne"]').click()
  // A line battalion of 4 bases has 8 steps (two a base): 99 steps lost is refused beside the field, the test waits.
  await page.locator('input[name="stepsLost"]').fill('99')
  await expect(page.getByText('Enter a whole number from 0 to 8.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toHaveCount(0)
  await page.locator('input[name="stepsLost"]').fill('')
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toHaveCount(0)
  await page.locator('input[name="stepsLost"]').fill('1')
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toBeVisible()

  await page.getByRole('tab', { name: 'Control' }).click()
  await page.locator('[data-name="45e Ligne"]').first().click()
  await page.locator('input[name="roundsWon"]').fill('abc')
  await expect(page.getByText('“abc” is not a number. Enter a whole number from 0 to 10.')).toBeVisible()

  await page.getByRole('tab', { name: 'Mêlée' }).click()
  await page.locator('[data-picker="attacker"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="defender"][data-name="92nd Foot"]').click()
  await page.locator('input[name="leader-a"]').fill('7')
  await expect(page.getByText('Enter a whole number from 0 to 6.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Roll', exact: true })).toHaveCount(0)
  await page.locator('input[name="leader-a"]').fill('')
  await page.locator('input[name="overlap-d"]').fill('-1')
  await expect(page.getByText('Enter a whole number from 0 to 12.')).toBeVisible()
})

test('the Ruler\'s tape reading is bounded like the fire screen\'s: 1234567890 cm gets a message, not a conversion', async ({ page }) => {
  await raiseArmies(page, 'Ruler')
  await tab(page, 'Ruler')
  await page.locator('input[name="measured"]').fill('1234567890')
  await expect(page.getByText('Enter a number from 0 to 86.7.')).toBeVisible()
  await expect(page.getByTestId('converted')).toHaveCount(0)
  await page.locator('input[name="measured"]').fill('16')
  await expect(page.getByTestId('converted')).toBeVisible()
})

test('roster rows carry the unit\'s orders and what it did this phase (issue 20 leftover)', async ({ page }) => {
  await raiseArmies(page, 'Orders')
  await startTurn(page)
  await tab(page, 'Roster')
  await page.locator('[data-unit="45e Ligne"]').click()
  const row = page.locator('[data-actions="45e Ligne"]')
  await expect(row.getByTestId('acted')).toHaveText('Not acted this phase')
  await row.locator('[data-order="moved"]').click()
  await expect(page.getByTestId('undo')).toContainText('45e Ligne')
  await expect(row.getByTestId('acted')).toHaveText('Acted this phase: moved')
  // What cannot be done now is shown disabled with the rule beside it, not hidden: a formed unit does not rally.
  await expect(row.locator('[data-order="rallied"]')).toBeDisabled()
  await expect(row.getByTestId('verdict').first()).toContainText('Only troops that are unformed or disordered return to formed order')
})

test('roster number fields (issue 26): "4,5" bases and "1,5" mêlée are refused beside the field, never read as 4 or 1; a new troop type\'s factors start empty, not 0', async ({ page }) => {
  await raiseArmies(page, 'Roster fields')
  await tab(page, 'Log')
  const before = await logText(page)
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Add unit' }).click()
  await page.locator('select[name="troopType"]').selectOption({ label: 'Infantry: Line' })
  await page.locator('input[name="new-unit-name"]').fill('46e Ligne')
  await page.locator('input[name="new-unit-bases"]').fill('4,5')
  await expect(page.getByText('Enter a whole number from 3 to 6.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add unit' })).toBeDisabled()
  await page.locator('input[name="new-unit-bases"]').press('Enter')
  await expect(page.locator('input[name="new-unit-bases"]')).toHaveValue('4,5')
  await page.getByRole('button', { name: 'New troop type…' }).click()
  await expect(page.locator('input[name="house-melee"]')).toHaveValue('')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await page.getByRole('button', { name: 'Close' }).click()

  await page.locator('[data-unit="45e Ligne"]').click()
  const melee = page.locator('input[name="meleeFactor"]')
  await melee.fill('1,5')
  await expect(page.getByText('Enter a whole number from 0 to 20.')).toBeVisible()
  await melee.press('Enter')
  await expect(melee).toHaveValue('1,5')
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(before)
})
