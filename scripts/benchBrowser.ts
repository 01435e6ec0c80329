/**
 * Shared by the browser benchmarks: a `vite preview` of the production build on its own port,
 * Debian's Chromium, and a log of every script a page downloads. Kept outside scripts/bench/ so
 * the bench runner does not take it for a benchmark. Needs `npm run build` first.
 */
import { spawn } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page, type Request } from 'playwright-core'
import { DIST } from './benchChunks'

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
export const PHONE_VIEWPORT = { width: 390, height: 844 }

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) return } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}


/**
 * Runs `work` against a preview server of dist/ on `port` and a fresh Chromium, then closes the
 * browser and kills the server's whole process group (npx → vite), whatever happened.
 */
export async function withPreview<T>(port: number, work: (browser: Browser, origin: string) => Promise<T>): Promise<T> {
  const server = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--outDir', DIST], { stdio: 'ignore', detached: true })
  let browser: Browser | undefined
  try {
    browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
    const origin = `http://localhost:${port}`
    await waitFor(`${origin}/`)
    return await work(browser, origin)
  } finally {
    await browser?.close()
    try { process.kill(-server.pid!) } catch { /* already gone */ }
  }
}

/** One script as the page received it: its path, bytes, and those bytes gzipped at level 9. */
export interface Script {
  readonly path: string
  readonly raw: number
  readonly gz: number
}

export const gzSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length

/**
 * The service worker's own scripts (sw.js, which importScripts workbox-*.js). The browser fetches
 * them for the registration, beside the page, and they never run in it; the page's registration
 * code (registerSW / workbox-window) is page script and is counted.
 */
export const isServiceWorkerScript = (path: string) => /^\/(sw|workbox-[\w-]+)\.js$/.test(path)

/**
 * Every JavaScript response a page receives, in order, with sizes from the bodies it got. Also
 * tracks requests in flight, so a click can be followed until the network is idle.
 */
export class ScriptLog {
  readonly scripts: Script[] = []
  readonly swScripts: string[] = []
  private readonly inFlight = new Set<Request>()
  private readonly reading: Promise<void>[] = []

  constructor(page: Page) {
    page.on('request', (r) => this.inFlight.add(r))
    // The worker's scripts are fetched outside the page: the context sees them.
    page.context().on('request', (r) => {
      const path = new URL(r.url()).pathname
      if (isServiceWorkerScript(path) && !this.swScripts.includes(path)) this.swScripts.push(path)
    })
    page.on('requestfailed', (r) => this.inFlight.delete(r))
    page.on('requestfinished', (r) => {
      this.reading.push(this.record(r).finally(() => this.inFlight.delete(r)))
    })
  }

  private async record(request: Request) {
    const url = new URL(request.url())
    const response = await request.response()
    const type = response?.headers()['content-type'] ?? ''
    if (!response || !(url.pathname.endsWith('.js') || url.pathname.endsWith('.mjs') || type.includes('javascript'))) return
    if (isServiceWorkerScript(url.pathname)) return
    if (this.scripts.some((s) => s.path === url.pathname)) return
    const body = await response.body()
    this.scripts.push({ path: url.pathname, raw: body.length, gz: gzSize(body) })
  }

  /** Resolves once no request has been in flight for `quietMs` (and every body is read). */
  async idle(quietMs = 500, timeoutMs = 30_000): Promise<void> {
    const end = Date.now() + timeoutMs
    let quietSince = Date.now()
    while (Date.now() < end) {
      await new Promise((r) => setTimeout(r, 50))
      if (this.inFlight.size > 0) quietSince = Date.now()
      else if (Date.now() - quietSince >= quietMs) break
    }
    await Promise.all(this.reading)
  }

  /** The scripts received since `mark` (a previous `scripts.length`). */
  since(mark: number): Script[] {
    return this.scripts.slice(mark)
  }
}

export const sum = (scripts: readonly Script[], key: 'raw' | 'gz') => scripts.reduce((t, s) => t + s[key], 0)
