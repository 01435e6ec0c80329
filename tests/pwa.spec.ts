import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './helpers'

interface Manifest {
  name: string
  start_url: string
  display: string
  icons: { src: string; sizes: string; type: string }[]
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG')
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)]
}

test('the web manifest is installable and its icons load', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const res = await request.get(href!)
  expect(res.ok()).toBe(true)
  const manifest = (await res.json()) as Manifest
  expect(manifest.name).toBe('Aide-de-Camp')
  expect(manifest.start_url).toBe('/')
  expect(manifest.display).toBe('standalone')
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}`)
    expect(icon, `a ${size}px icon`).toBeTruthy()
    const img = await request.get(new URL(icon!.src, new URL(href!, page.url())).href)
    expect(img.ok()).toBe(true)
    expect(pngSize(await img.body())).toEqual([size, size])
  }
  expect((await request.get('/favicon.svg')).ok()).toBe(true)
})

test('the service worker registers and controls the page after a reload', async ({ page }) => {
  await page.goto('/')
  // The first visit says when the app is cached, in a line that keeps its room (no layout shift).
  await expect(page.getByTestId('offline-status')).toHaveText('Works offline; battles stay on this phone.')
  await waitForServiceWorker(page)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Battles' })).toBeVisible()
  await expect(page.getByTestId('offline-status')).toHaveText('Works offline; battles stay on this phone.')
  const sw = await page.evaluate(() => ({
    controlled: navigator.serviceWorker.controller !== null,
    script: navigator.serviceWorker.controller?.scriptURL ?? '',
  }))
  expect(sw.controlled).toBe(true)
  expect(sw.script).toMatch(/\/sw\.js$/)
})
