import { expect, test } from '@playwright/test'

/**
 * A load the browser aborted left the page on "Aide-de-Camp is starting…" for good (seen once under load):
 * after 8 s the page offers a reload, with no script of its own; the reload then starts the app.
 */
test('if the app’s script never arrives, the start-up page offers a reload, and the reload starts the app', async ({ page }) => {
  let block = true
  await page.route(/\/assets\/index-[^/]*\.js$/, (route) => (block ? route.abort() : route.continue()))
  await page.goto('/')
  await expect(page.getByText('Aide-de-Camp is starting…')).toBeVisible()
  await expect(page.getByTestId('boot-slow')).toBeHidden()
  await expect(page.getByTestId('boot-slow')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('boot-slow')).toContainText('Your battles are kept on this phone.')
  block = false
  await page.getByRole('link', { name: 'Reload' }).click()
  await expect(page.getByRole('link', { name: 'New battle' })).toBeVisible()
  await expect(page.getByTestId('boot-slow')).toHaveCount(0)
})
