import { expect, test, type Page } from '@playwright/test'
import { card, createBattle, logText, renameFromList } from './helpers'

/**
 * Issue 13: a battle open in two tabs. Each tab shows the other's actions as they happen, and a
 * battle deleted in one tab turns the other read-only at once (it says so, and offers no writes),
 * without a refused write to find out; restored, it is writable again.
 */

async function openTab(page: Page, id: string, tab: string): Promise<void> {
  await page.goto(`/battle/${id}/${tab}`)
  await expect(page.getByTestId('battle-name')).toBeVisible()
}

/** The first ruling's options as radios, and the first one not chosen. */
async function otherOption(page: Page) {
  const radios = page.locator('fieldset[data-ruling]').first().locator('input[type="radio"]')
  await expect(radios.first()).toBeVisible()
  const n = await radios.count()
  for (let i = 0; i < n; i++) if (!(await radios.nth(i).isChecked())) return radios.nth(i)
  throw new Error('the first ruling has a single option')
}

test('a second tab shows the first tab\'s actions live, and a delete there turns it read-only until restored', async ({ page, context }) => {
  const id = await createBattle(page, { name: 'Wagram' })
  const other = await context.newPage()
  await openTab(other, id, 'log')
  await expect(other.getByText('Nothing has happened yet')).toBeVisible()

  // Tab one changes a ruling: tab two's log shows it without a reload.
  await openTab(page, id, 'rulings')
  const radio = await otherOption(page)
  await radio.check()
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Ruling/)
  await expect.poll(() => logText(other)).toHaveLength(1)
  const [line] = await logText(other)
  expect(line).toMatch(/^Ruling/)
  await expect(other.getByTestId('undo')).toHaveText((await page.getByTestId('undo').innerText()).trim())

  // Tab two undoes it: tab one's ruling goes back, and tab one's undo button says there is nothing to undo.
  await other.getByTestId('undo').click()
  await expect(other.getByTestId('undo')).toHaveText('Nothing to undo')
  await expect(radio).not.toBeChecked()
  await expect(page.getByTestId('undo')).toHaveText('Nothing to undo')

  // A rename from the battle list in tab one: tab two's header follows.
  await page.goto('/')
  await renameFromList(page, id, 'Wagram, second day')
  await expect(other.getByTestId('battle-name')).toHaveText('Wagram, second day')

  // Deleted in tab one: tab two says so at once and offers no writes.
  const del = card(page, id).getByRole('button', { name: 'Delete' })
  if (!(await del.isVisible())) await card(page, id).getByRole('button', { name: /^More for/ }).click()
  await del.click()
  const gone = other.getByTestId('battle-gone')
  await expect(gone).toContainText('deleted')
  await expect(gone).toContainText('Recently deleted')
  await expect(other.getByTestId('undo')).toBeDisabled()
  await other.getByRole('link', { name: 'Rulings' }).click()
  await expect(other.locator('fieldset[data-ruling] input[type="radio"]').first()).toBeDisabled()

  // Restored in tab one: tab two is writable again, and its change reaches tab one's list.
  await page.getByText(/^Recently deleted/).click()
  await page.getByRole('button', { name: 'Restore' }).click()
  await expect(gone).toBeHidden()
  await expect(other.getByRole('status').filter({ hasText: 'This battle was restored' })).toBeVisible()
  const again = await otherOption(other)
  await expect(again).toBeEnabled()
  await again.check()
  await expect(other.getByTestId('undo')).toHaveText(/^Undo: Ruling/)
  await page.reload()
  await expect(card(page, id).locator('.meta')).toContainText('4 actions')
  await context.close()
})
