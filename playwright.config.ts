import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests run against the PRODUCTION build (`vite preview`), so the service worker and the
 * precache are the ones a phone gets. Debian's Chromium is used; never `npx playwright install`.
 */
// PW_PORT / PW_OUTDIR let two people test at once on one machine, each on its own build and port.
const port = Number(process.env.PW_PORT ?? 4173)
const outDir = process.env.PW_OUTDIR ?? 'dist'

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: false,
  // One retry on CI only, where a loaded 2-core machine can starve a step; a retried test is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    ...devices['Pixel 7'],
    // Pixel 7 is a Chromium profile (touch, device scale) whose viewport is 412 px wide; the app is held to the
    // narrower 390 × 844 phone the brief names, so every browser test runs there.
    viewport: { width: 390, height: 844 },
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
    acceptDownloads: true,
    testIdAttribute: 'data-test',
    trace: 'off',
  },
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
    url: `http://localhost:${port}`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
