import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './helpers'

/**
 * Issue 13, page quality (what Lighthouse's SEO and best-practice audits read): robots.txt is the text
 * file even once the service worker controls the site (its navigation fallback must not answer it with
 * the app's HTML), and the page paints a line before any script has run.
 */
test('robots.txt is served as text, also from a page the service worker controls', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.reload()
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  const response = await page.goto('/robots.txt')
  expect(response?.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await response?.text()).toMatch(/^User-agent: \*/m)
})

test('the built page describes itself and has a first line to paint without script', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort())
  await page.goto('/')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Napoleonic/)
  await expect(page.locator('#app .boot')).toHaveText('Aide-de-Camp is starting…')
  // The reload hint (tests/boot.spec.ts) waits its 8 s before it shows.
  await expect(page.getByTestId('boot-slow')).toBeHidden()
})
