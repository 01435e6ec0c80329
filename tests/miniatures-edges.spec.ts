import { expect, test, type Page } from '@playwright/test'
import { createBattle, logText } from './helpers'
import { hitsCell, openHitsEntry } from './miniatures-helpers'

/* Issue 21, miniatures rough edges and number fields: each fails on the build before this fix. */
async function tab(page: Page, name: string) { await page.getByRole('link', { name, exact: true }).click() }
async function addUnit(page: Page, type: string, name: string) {
  await page.locator('select[name="unitType"]').selectOption({ label: type })
  await page.locator('input[name="unit-name"]').fill(name)
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
}

test('the tape and the other ±N: bad text gets its message beside the field, nothing is computed or logged', async ({ page }) => {
  await createBattle(page, { name: 'Tape', ruleset: 'miniatures', sides: ['Armée du Nord', 'Kaiserlich'] })
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, 'French Infantry (infantry, removed at 4 disorder points)', '45e Ligne')
  await page.getByRole('button', { name: 'Kaiserlich', exact: true }).click()
  await addUnit(page, 'Regular Infantry (infantry, removed at 4 disorder points)', 'IR 4')
  await page.getByRole('button', { name: 'Close' }).click()
  // The loss tally names the battle's own armies, as typed on the new-battle form (French, British).
  await expect(page.getByTestId('losses')).toHaveText('Lost:French 0British 0')
  await tab(page, 'Log')
  const before = await logText(page)

  await tab(page, 'Fire')
  const tape = page.getByLabel('Distance (cm)')
  await tape.fill('1234567890')
  // Five 8 cm segments, the reference sheet's longest range (max 5).
  await expect(page.getByText('Enter a number from 0 to 40.')).toBeVisible()
  await expect(page.getByTestId('measure')).toHaveCount(0)
  await expect(tape).toHaveValue('1234567890')
  await tape.fill('12')
  await expect(page.getByTestId('measure')).toContainText('12 cm')
  await page.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="target"][data-name="IR 4"]').click()
  await page.getByText('Movement, terrain and position').click()
  await page.locator('input[name="other-value"]').first().fill('150')
  await expect(page.getByText('Enter a whole number from −99 to 99.').first()).toBeVisible()
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(before)
})

test('the hits table grid: an empty cell is not entered (Save names it, nothing stored as 0), "1,5" refused beside the grid, Enter to the next cell', async ({ page }) => {
  await createBattle(page, { name: 'Hits grid', ruleset: 'miniatures', sides: ['Armée du Nord', 'Kaiserlich'] })
  // Issue 24: the grid is the Rule book entry's, reached from the Hits table tab.
  await openHitsEntry(page, '1')
  const cell = (n: string) => hitsCell(page, 1, n)
  await expect(cell('face 1')).toHaveValue('')
  // Enter from one cell to the next, as on a phone keyboard.
  await cell('to').fill('5')
  await cell('to').press('Enter')
  await expect(cell('face 1')).toBeFocused()
  for (const [i, h] of ['0', '1,5', '1', '1', '', '3'].entries()) await cell(`face ${i + 1}`).fill(h)
  await expect(page.getByText('Row 1, face 2: Enter a whole number from 0 to 20.')).toBeVisible()
  await expect(cell('face 2')).toHaveValue('1,5')
  const save = page.getByRole('button', { name: 'Save hits table' })
  await expect(save).toBeDisabled()
  await cell('face 2').fill('1')
  await cell('from').fill('0')
  await save.click()
  await expect(page.getByRole('alert')).toHaveText('Row 1, face 5: not entered. Enter the hits from your rule book (0 if it says none).')
  await expect(page.getByText(/^Saved, version/)).toHaveCount(0)
  // Compact on the 390 px phone: a cell stays a narrow box, its label only for screen readers.
  expect((await cell('face 5').boundingBox())!.width).toBeLessThan(64)
  await cell('face 5').fill('2')
  await save.click()
  await expect(page.getByText('Saved, version 1.')).toBeVisible()
})
