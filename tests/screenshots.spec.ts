import { expect, test } from '@playwright/test'
import { createBattle, renameFromList } from './helpers'

/**
 * Not a check: `SCREENSHOTS=1 npx playwright test screenshots` renders every page at 390×844 in both
 * themes into test-results/screens/ for a look, and the README's docs/screenshot.png.
 */
test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to render the screenshots')
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 })

test('screenshots of every page in both themes', async ({ page }) => {
  const id = await createBattle(page, { name: 'Quatre Bras', sides: ['Ney', 'Wellington'] })
  await page.getByRole('link', { name: 'Back to battles' }).click()
  await renameFromList(page, id, 'Quatre Bras, 16 June 1815')
  await createBattle(page, { name: 'Lützen', ruleset: 'miniatures', sides: ['Napoléon', 'Wittgenstein'] })
  await page.goto(`/battle/${id}`)
  await page.getByTestId('undo').click()
  await expect(page.getByText('undone')).toBeVisible()

  for (const theme of ['dark', 'light'] as const) {
    await page.goto('/settings')
    await page.getByRole('radio', { name: theme === 'dark' ? 'Dark' : 'Light' }).click()
    await page.screenshot({ path: `test-results/screens/settings-${theme}.png` })
    await page.goto('/')
    await page.locator(`li[data-battle="${id}"]`).getByRole('button', { name: /^More for/ }).click()
    await page.screenshot({ path: `test-results/screens/battles-${theme}.png` })
    await page.goto('/new')
    await page.screenshot({ path: `test-results/screens/new-${theme}.png`, fullPage: true })
    await page.goto(`/battle/${id}`)
    await expect(page.getByTestId('log')).toBeVisible()
    await page.screenshot({ path: `test-results/screens/battle-${theme}.png` })
    if (theme === 'dark') await page.screenshot({ path: 'docs/screenshot.png' })
  }
})
