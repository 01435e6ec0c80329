/**
 * Sync bench (issue 25), run by `npm run bench` (scripts/bench/sync.ts) or alone with `npm run bench sync`.
 * The real club server (server/sync-server.mjs) serves the production build (BENCH_OUTDIR or dist) from its
 * own origin on loopback; two phones are persistent Chromium profiles driven through the app's screens.
 * - propagation: phone A changes a ruling (a tap), phone B's log shows it (A's write, the socket, the server,
 *   B's merge, its re-fold and render): median and p95 over 40 taps;
 * - catch-up: phone B offline while another phone adds 1,000 actions (one Yjs update each), then back online:
 *   the time until B shows all of them;
 * - size: the scripts the page downloads when a battle is shared (the sync chunks, gzipped), and the battle
 *   list's first load: its scripts (gzipped) and how many of them are sync code (target 0).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, selectors, type BrowserContext, type Page } from 'playwright-core'
import type { BenchLine } from './bench'
import { CHROMIUM_ARGS, PHONE_VIEWPORT, ScriptLog, gzSize, sum } from './benchBrowser'
import { DIST, readManifest } from './benchChunks'
import { nodePhone, startSyncServer, until } from '../tests/sync-helpers'

const PORT = 5317
const KiB = 1024
const TAPS = 40
const MISSED = 1000

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!
}

/** The scripts that are sync code: every chunk whose modules come from src/sync (beyond api.ts) or the Yjs packages. */
function syncFiles(): Set<string> {
  const manifest = readManifest() ?? {}
  const files = new Set<string>()
  for (const [key, chunk] of Object.entries(manifest)) {
    if (/^src\/sync\/(?!api\.ts)/.test(key) || /node_modules\/(yjs|y-websocket|y-dexie|y-protocols|lib0)\//.test(key)) files.add(`/${chunk.file}`)
  }
  // Chunks the sync entries import (Yjs and friends are bundled into shared chunks without a source key).
  const entries = Object.entries(manifest).filter(([k]) => /^src\/sync\/(?!api\.ts)/.test(k))
  const visit = (key: string) => {
    const c = manifest[key]
    if (!c) return
    for (const k of c.imports ?? []) if (!files.has(`/${manifest[k]!.file}`) && /^_?(yjs|y-|lib0|index\.esm|dexie-y)/i.test(k.replace(/^_/, ''))) { files.add(`/${manifest[k]!.file}`); visit(k) }
  }
  entries.forEach(([k]) => visit(k))
  return files
}

export default async function benchSync(): Promise<BenchLine[]> {
  if (!readManifest()) return [{ name: 'skipped: run `npm run build` first (needs dist/.vite/manifest.json)', value: 0, unit: '' }]
  selectors.setTestIdAttribute('data-test') // as playwright.config.ts: the app marks its parts with data-test
  const server = await startSyncServer({ port: PORT, appDir: DIST })
  const dirs: string[] = []
  const contexts: BrowserContext[] = []
  const phone = async (): Promise<Page> => {
    const dir = mkdtempSync(join(tmpdir(), 'adc-bench-phone-'))
    dirs.push(dir)
    const context = await chromium.launchPersistentContext(dir, { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, viewport: PHONE_VIEWPORT, baseURL: server.origin, serviceWorkers: 'block' })
    contexts.push(context)
    return context.pages()[0] ?? context.newPage()
  }
  try {
    // The battle list's first load, in a fresh profile.
    const listPage = await phone()
    const listLog = new ScriptLog(listPage)
    await listPage.goto('/', { waitUntil: 'load' })
    await listLog.idle(1000)
    const firstLoad = listLog.scripts.slice()
    const sync = syncFiles()
    const firstLoadSync = firstLoad.filter((s) => sync.has(s.path))

    // Phone A: a battle, shared through the app's share screen; the scripts that loads are what sharing adds.
    const a = listPage
    await a.getByRole('link', { name: 'New battle' }).click()
    await a.getByLabel('Battle name').fill('Ligny')
    await a.locator('input[name="side0-name"]').fill('French')
    await a.locator('input[name="side0-nationality"]').fill('French')
    await a.locator('input[name="side1-name"]').fill('Prussians')
    await a.locator('input[name="side1-nationality"]').fill('British')
    await a.getByRole('button', { name: 'Create battle' }).click()
    await a.getByTestId('battle-name').waitFor()
    await listLog.idle(1000)
    const beforeShare = listLog.scripts.length
    await a.getByTestId('share').click()
    const dialog = a.getByRole('dialog', { name: 'Play on several phones' })
    await dialog.getByLabel('Club server address').fill(server.origin)
    await dialog.getByLabel("This phone's name").fill('Phone A')
    await dialog.getByRole('button', { name: 'Share this battle' }).click()
    await dialog.getByRole('tab', { name: 'Prussians' }).click()
    const link = (await dialog.getByTestId('share-link').getAttribute('data-link'))!
    await listLog.idle(1000)
    const sharing = listLog.since(beforeShare)
    for (const f of sharing) console.log(`  loaded when sharing ${f.path.padEnd(44)} ${(f.gz / KiB).toFixed(1).padStart(6)} KiB gz`)
    await dialog.getByRole('button', { name: 'Done' }).click()

    const b = await phone()
    await b.goto(link)
    await b.getByLabel(/This phone's name/).fill('Phone B')
    await b.getByTestId('join').click()
    await b.getByTestId('battle-name').waitFor()
    await b.getByRole('link', { name: 'Log', exact: true }).click()
    await a.getByRole('link', { name: 'Rulings', exact: true }).click()
    await a.locator('fieldset[data-ruling] input:checked').first().waitFor()

    // Propagation: A taps a ruling; B's newest log line names the action's number.
    const times: number[] = []
    for (let i = 0; i < TAPS; i++) {
      const n = i + 1
      const shown = b.evaluate((want) => new Promise<number>((ok) => {
        const check = () => (document.querySelector('[data-test="log"] li')?.textContent ?? '').includes(`#${want}`) ? ok(performance.timeOrigin + performance.now()) : requestAnimationFrame(check)
        check()
      }), n)
      const t0 = await a.evaluate(() => {
        const radios = [...document.querySelectorAll('fieldset[data-ruling]')[0]!.querySelectorAll<HTMLInputElement>('input[type="radio"]')]
        const next = radios.find((r) => !r.checked)!
        const t = performance.timeOrigin + performance.now()
        next.click()
        return t
      })
      times.push((await shown) - t0)
      await a.waitForFunction(() => !document.querySelector<HTMLInputElement>('fieldset[data-ruling] input')?.disabled)
    }

    // Catch-up: B offline; a third phone (y-websocket in Node) adds 1,000 actions, one update each; B back online.
    await b.context().setOffline(true)
    const read = new URLSearchParams(link.split('#')[1])
    const other = nodePhone(server.origin, read.get('b')!, 'public', read.get('t')!)
    await other.synced()
    const template = other.doc.getArray<Record<string, unknown>>('log').get(0)
    for (let i = 0; i < MISSED; i++) other.doc.getArray('log').push([{ ...template, id: `benchMissed${String(i).padStart(5, '0')}`, at: Date.now() }])
    await until(() => other.allStored(), 60_000, 'the 1,000 actions stored')
    const total = TAPS + MISSED
    const caughtUp = b.evaluate((want) => new Promise<number>((ok) => {
      const check = () => (document.querySelector('[data-test="log"] li')?.textContent ?? '').includes(`#${want}`) ? ok(performance.timeOrigin + performance.now()) : setTimeout(check, 10)
      check()
    }), total)
    const back = await b.evaluate(() => performance.timeOrigin + performance.now())
    await b.context().setOffline(false)
    const catchUpMs = (await caughtUp) - back
    other.destroy()

    const wholeSync = [...sync].reduce((t, f) => t + gzSize(readFileSync(resolve(DIST, f.slice(1)))), 0)
    return [
      { name: `propagation A's tap → B's log, loopback, median of ${TAPS}`, value: quantile(times, 0.5), unit: 'ms' },
      { name: `propagation A's tap → B's log, loopback, p95 of ${TAPS}`, value: quantile(times, 0.95), unit: 'ms', target: '≤ 500 ms' },
      { name: `catch-up: ${MISSED} missed actions shown after coming back online`, value: catchUpMs, unit: 'ms' },
      { name: `scripts downloaded when sharing a battle (${sharing.length} files), gzipped`, value: sum(sharing, 'gz') / KiB, unit: 'KiB' },
      { name: `sync code in the build (${sync.size} files), gzipped`, value: wholeSync / KiB, unit: 'KiB' },
      { name: `battle list first load: scripts (${firstLoad.length} files), gzipped`, value: sum(firstLoad, 'gz') / KiB, unit: 'KiB' },
      { name: `battle list first load: sync scripts among them${firstLoadSync.length ? ` (${firstLoadSync.map((s) => s.path).join(', ')})` : ''}`, value: firstLoadSync.length, unit: 'files', target: '0' },
    ]
  } finally {
    for (const c of contexts) await c.close().catch(() => undefined)
    await server.stop()
    dirs.forEach((d) => rmSync(d, { recursive: true, force: true }))
  }
}
