import { fileURLToPath, URL } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Vitest for the mutation run only (stryker.config.mjs): the engine's own tests, without the app's Vue and
 * PWA plugins, so each of Stryker's many test runs starts fast. `npm test` keeps using vite.config.ts.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    include: ['src/engine/**/*.test.ts'],
    environment: 'node',
  },
})
