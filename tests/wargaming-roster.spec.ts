import { expect, test, type Page } from '@playwright/test'
import { createBattle, waitForServiceWorker } from './helpers'
import { addUnit } from './wargamingRoster'

test.use({ viewport: { width: 390, height: 844 } })

async function addLeader(page: Page, part: string, name: string) {
  await page.getByRole('button', { name: 'Add leader' }).click()
  await page.locator('input[name="leader-query"]').fill(part)
  await page.screenshot({ path: `test-results/roster-leader-${part}.png` })
  await page.locator(`button[data-leader="${name}"]`).click()
  await page.locator('select[name="level"]').selectOption('army')
  await page.getByRole('button', { name: 'Add leader' }).click()
  await expect(page.locator(`[data-leader-row="${name}"]`)).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: `Make C-in-C: ${name}` }).click()
  await expect(page.locator(`[data-leader-row="${name}"]`).getByText('C-in-C', { exact: true })).toBeVisible()
}

async function rosterText(page: Page, side: string): Promise<string> {
  await page.getByRole('button', { name: side, exact: true }).click()
  return page.getByRole('region', { name: 'Roster' }).innerText()
}

test('roster: units from presets, leaders by part of a name, C-in-Cs, an edit, undo, reload offline', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Quatre Bras roster' })
  await page.getByRole('link', { name: 'Roster' }).click()

  // Side a (French): two units from the French table, Ney as C-in-C.
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator('select[name="nation"]')).toHaveValue('French')
  await addUnit(page, 'Infantry: Line', '45e Ligne')
  await addUnit(page, 'Cavalry: Hussar', '7e Hussards')
  await page.screenshot({ path: 'test-results/roster-add-unit.png' })
  await expect(page.getByText('Fire 0 · Mêlée 6 · Morale 8 · Control 3')).toBeVisible() // seed 004, FRENCH Hussar
  await page.getByRole('button', { name: 'Close' }).click()
  await addLeader(page, 'ne', 'Ney')
  await page.screenshot({ path: 'test-results/roster-a.png' })

  // Side b ("British" → the British/KGL table): two units and Wellington.
  await page.getByRole('button', { name: 'Anglo-Allied army', exact: true }).click()
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator('select[name="nation"]')).toHaveValue('British/KGL')
  await addUnit(page, 'Infantry: Rifles', '1/95th')
  await addUnit(page, 'Cavalry: Hussar', '10th Hussars')
  await page.getByRole('button', { name: 'Close' }).click()
  await addLeader(page, 'welli', 'Wellington')
  await expect(page.getByTestId('indecision-threshold')).toContainText('0 of')

  // Edit a unit, then undo it.
  await page.getByRole('button', { name: 'Armée du Nord', exact: true }).click()
  await page.locator('[data-unit="45e Ligne"]').click()
  await page.locator('select[name="formation"]').selectOption('column')
  await expect(page.getByTestId('undo')).toHaveText('Undo: 45e Ligne: formation line → column')
  await expect(page.locator('[data-unit="45e Ligne"]')).toContainText('column')
  await page.screenshot({ path: 'test-results/roster-edit.png' })
  await page.getByTestId('undo').click()
  await expect(page.locator('[data-unit="45e Ligne"]')).toContainText('line')
  await page.locator('[data-unit="45e Ligne"]').click() // close the editor

  const before = [await rosterText(page, 'Armée du Nord'), await rosterText(page, 'Anglo-Allied army')]
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('region', { name: 'Roster' })).toBeVisible()
  const after = [await rosterText(page, 'Armée du Nord'), await rosterText(page, 'Anglo-Allied army')]
  expect(after).toEqual(before)
  expect(before[0]).toContain('45e Ligne')
  expect(before[1]).toContain('Wellington')

  await page.getByRole('link', { name: 'Ruler' }).click()
  await page.locator('input[name="measured"]').fill('16')
  await expect(page.getByTestId('converted')).toHaveText('16 cm = 240 yd at 15 mm')
  await page.screenshot({ path: 'test-results/ruler.png' })
  await page.getByRole('link', { name: 'Tables' }).click()
  await page.locator('input[name="reference-query"]').fill('davout')
  await expect(page.locator('[data-table="wargaming-leaders-french-allied"]')).toBeVisible()
  await page.screenshot({ path: 'test-results/reference.png' })
  await context.setOffline(false)
})

test('roster screens fit a 390 px phone without sideways scrolling', async ({ page }) => {
  await createBattle(page, { name: 'Narrow' })
  await page.getByRole('link', { name: 'Roster' }).click()
  await page.getByRole('button', { name: 'Add unit' }).click()
  await addUnit(page, 'Cavalry: Guard Heavy', 'Grenadiers à cheval')
  await page.locator('[data-unit="Grenadiers à cheval"]').click()
  // Wide tables scroll inside their own box; the screen itself must not.
  const overflow = () => page.evaluate(() => {
    const main = document.querySelector('main')!
    return [main.scrollWidth - main.clientWidth, document.documentElement.scrollWidth - window.innerWidth]
  })
  expect(await overflow()).toEqual([0, 0])
  for (const tab of ['Ruler', 'Tables']) {
    await page.getByRole('link', { name: tab }).click()
    await expect(page.locator('main section').first()).toBeVisible()
    expect(await overflow()).toEqual([0, 0])
  }
})

test('roster forms: every mistake at once beside its field in player words, Enter submits', async ({ page }) => {
  await createBattle(page, { name: 'Forms' })
  await page.getByRole('link', { name: 'Roster' }).click()
  await page.getByRole('button', { name: 'Add unit' }).click()
  await page.locator('select[name="troopType"]').selectOption({ label: 'Infantry: Line' })
  // 2 bases (the book: a battalion has 3 to 6): the field's own message at once, Add off until corrected.
  await page.locator('input[name="new-unit-bases"]').fill('2')
  await expect(page.getByText('Enter a whole number from 3 to 6.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Add unit' })).toBeDisabled()
  // No name and no bases, sent with Enter: both mistakes shown at once, in the book's words.
  await page.locator('input[name="new-unit-bases"]').fill('')
  await page.locator('input[name="new-unit-bases"]').press('Enter')
  await expect(page.getByText('Give the unit a name')).toBeVisible()
  await expect(page.getByText('Bases: enter a number a battalion has 3 to 6 bases (rules: Basing)')).toBeVisible()
  await page.screenshot({ path: 'test-results/roster-form-problems.png' })
  await page.locator('input[name="new-unit-name"]').fill('45e Ligne')
  await page.locator('input[name="new-unit-bases"]').fill('6')
  await page.locator('input[name="new-unit-name"]').press('Enter')
  await expect(page.locator('[data-unit="45e Ligne"]')).toContainText('6')
  await expect(page.getByText('Give the unit a name')).toHaveCount(0)
  await page.getByRole('button', { name: 'Close' }).click()

  // The unit editor: a bad count is shown beside its field and not applied.
  await page.locator('[data-unit="45e Ligne"]').click()
  await page.locator('input[name="bases"]').fill('7')
  await page.locator('input[name="bases"]').press('Enter')
  await expect(page.getByText('Enter a whole number from 3 to 6.')).toBeVisible()
  await page.locator('[data-unit="45e Ligne"]').click()

  // A leader the tables lack: empty ratings are each named, at once.
  await page.getByRole('button', { name: 'Add leader' }).click()
  await page.locator('input[name="leader-query"]').fill('Colonel Nobody')
  await page.getByRole('button', { name: /Not in the tables/ }).click()
  await page.locator('input[name="leadership"]').press('Enter')
  await expect(page.getByText('Leadership: enter a number from 0 to 6 (rules: Leaders)')).toBeVisible()
  await expect(page.getByText('Command indecision: enter a number from 0 to 6 (rules: Leaders)')).toBeVisible()
})
