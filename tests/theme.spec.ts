import { expect, test } from '@playwright/test'

// The theme follows the phone: first from the inline script before the first paint, then live,
// from a media query the app attaches once it is idle (src/stores/settings.ts).
test('following the phone, the page turns light and back to dark as the phone changes, with no reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  const html = page.locator('html')
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('heading', { name: 'Battles' })).toBeVisible()
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveAttribute('data-theme', 'dark')
})

test('a phone in light mode gets the light page from the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await expect(page.getByRole('heading', { name: 'Battles' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})
