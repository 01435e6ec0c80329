/// <reference types="vitest/config" />
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath, URL } from 'node:url'
import vue from '@vitejs/plugin-vue'
import { defineConfig, type Plugin } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * Content-Security-Policy: nothing from outside the app's origin. Only in the build: the dev server
 * injects inline scripts (HMR client) that this policy would block. style-src allows no inline
 * <style>: Vite emits CSS files, and Vue's :style bindings go through CSSOM, which CSP allows.
 * tests/csp.spec.ts loads every screen of a battle of each ruleset and fails on any violation.
 */
/**
 * The before-paint theme script (public/theme.js) is inlined in the built page, so the first paint
 * waits for no extra request; the policy allows exactly that script by its hash, and no other inline one.
 */
const THEME_SCRIPT = readFileSync(fileURLToPath(new URL('./public/theme.js', import.meta.url)), 'utf8')
const THEME_HASH = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${THEME_HASH}`,
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ')

function contentSecurityPolicy(): Plugin {
  return {
    name: 'adc-content-security-policy',
    apply: 'build',
    transformIndexHtml: (html) => ({
      html: html.replace('<script src="/theme.js"></script>', `<script>${THEME_SCRIPT}</script>`),
      tags: [{ tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: CONTENT_SECURITY_POLICY }, injectTo: 'head-prepend' }],
    }),
  }
}

/**
 * The battle list is the first screen: its page chunk, the chunks it imports and its CSS are linked
 * from the HTML, so they load beside the entry instead of after it has run (one round trip less on a
 * phone's first visit; Lighthouse's critical request chain).
 */
function preloadFirstScreen(page = '/src/pages/BattlesPage.vue'): Plugin {
  return {
    name: 'adc-preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []))
        const first = chunks.find((c) => c.facadeModuleId?.endsWith(page))
        if (!first) return []
        const entry = chunks.find((c) => c.isEntry)
        const files = new Set<string>()
        const css = new Set<string>()
        const visit = (fileName: string) => {
          const c = chunks.find((x) => x.fileName === fileName)
          if (!c || files.has(fileName) || fileName === entry?.fileName) return
          files.add(fileName)
          c.viteMetadata?.importedCss.forEach((f) => css.add(f))
          c.imports.forEach(visit)
        }
        visit(first.fileName)
        return [
          ...[...files].map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${f}` }, injectTo: 'head' as const })),
          // Preloaded, not linked: the page's own CSS must not hold up the first paint of the shell.
          ...[...css].map((f) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: '', href: `/${f}` }, injectTo: 'head' as const })),
        ]
      },
    },
  }
}

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // dist/.vite/manifest.json: the bench (scripts/bench/app-size.ts) reads which chunk is which.
  build: { manifest: true },
  plugins: [
    vue(),
    contentSecurityPolicy(),
    preloadFirstScreen(),
    VitePWA({
      // 'prompt': an automatic reload could drop a player's half-entered work.
      registerType: 'prompt',
      includeAssets: ['favicon.svg', 'icons/*.png'],
      manifest: {
        name: 'Aide-de-Camp',
        short_name: 'Aide-de-Camp',
        description: 'Offline table-side companion for Vive l\'Empereur Napoleonic wargames',
        theme_color: '#1b1f2a',
        background_color: '#14171f',
        display: 'standalone',
        orientation: 'portrait',
        start_url: '/',
        scope: '/',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,txt}'],
        navigateFallback: '/index.html',
        // robots.txt is a file, not a screen of the app: opened by address it must be the text, not the app's HTML.
        navigateFallbackDenylist: [/^\/robots\.txt$/],
      },
    }),
  ],
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/test-setup.ts'],
  },
})
