/**
 * First-load JavaScript of the battle list, as a phone gets it: the production build under
 * `vite preview`, opened at `/` in Debian's Chromium in a fresh browser context, counting every
 * script the page downloads until the network is idle (gzipped here at level 9 from the bodies
 * received). The service worker's own scripts (sw.js, workbox-*.js) are left out: the browser
 * fetches them for the registration and they never run in the page; the precache the worker then
 * fills in the background is every chunk of the app, shown on its own line.
 * Cross-check: the same figure from dist/.vite/manifest.json (entry + home page + their static
 * imports); the line says which scripts the two disagree on. Needs `npm run build` first.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { RULESETS } from '@/rulesets/list'
import type { BenchLine } from '../bench'
import { PHONE_VIEWPORT, ScriptLog, gzSize, sum, withPreview } from '../benchBrowser'
import { DIST, engineChunk, readManifest, staticClosure, type BuildManifest } from '../benchChunks'

const PORT = 4177
/** The battle list: the component router.ts gives the path `/`. */
const HOME_PAGE = 'src/pages/BattlesPage.vue'
const KiB = 1024
/** "index-DwhROOq-.js" → "index": chunk names without their content hash, for line names. */
const short = (path: string) => path.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '')

/** The manifest's view of the first load: the entry, the home page chunk and their static imports. */
function manifestFirstLoad(manifest: BuildManifest): string[] {
  const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry)
  return staticClosure(manifest, [...entry, HOME_PAGE]).map((k) => `/${manifest[k]!.file}`)
}

function wholeAppJs(): { files: number; gz: number } {
  const js = readdirSync(resolve(DIST, 'assets')).filter((f) => f.endsWith('.js'))
  return { files: js.length, gz: js.reduce((t, f) => t + gzSize(readFileSync(resolve(DIST, 'assets', f))), 0) }
}

export default async function appSize(): Promise<BenchLine[]> {
  const manifest = readManifest()
  if (!manifest) return [{ name: 'skipped: run `npm run build` first (needs dist/.vite/manifest.json)', value: 0, unit: '' }]
  const seen = await withPreview(PORT, async (browser, origin) => {
    const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
    const page = await context.newPage()
    const log = new ScriptLog(page)
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await log.idle(1000)
    await context.close()
    return log
  })
  const scripts = seen.scripts
  for (const s of scripts) console.log(`  loaded ${s.path.padEnd(48)} ${(s.gz / KiB).toFixed(1).padStart(6)} KiB gz`)

  const fromManifest = manifestFirstLoad(manifest)
  const staticGz = fromManifest.reduce((t, f) => t + gzSize(readFileSync(resolve(DIST, f.slice(1)))), 0)
  const paths = new Set(scripts.map((s) => s.path))
  const onlyBrowser = scripts.filter((s) => !fromManifest.includes(s.path)).map((s) => short(s.path))
  const onlyManifest = fromManifest.filter((f) => !paths.has(f)).map(short)
  const differs = [
    ...(onlyBrowser.length ? [`misses ${onlyBrowser.join(', ')}`] : []),
    ...(onlyManifest.length ? [`counts unloaded ${onlyManifest.join(', ')}`] : []),
  ].join('; ')

  const engines = RULESETS.map((r) => ({ id: r.id, chunk: engineChunk(manifest, r.id) }))
  const missing = engines.filter((e) => !e.chunk).map((e) => e.id)
  const loadedEngines = engines.filter((e) => e.chunk && paths.has(e.chunk.file)).map((e) => e.id)
  const whole = wholeAppJs()
  return [
    { name: `battle list first-load JS in Chromium: files`, value: scripts.length, unit: 'files' },
    { name: 'battle list first-load JS in Chromium, raw', value: sum(scripts, 'raw') / KiB, unit: 'KiB' },
    { name: 'battle list first-load JS in Chromium, gzipped', value: sum(scripts, 'gz') / KiB, unit: 'KiB', target: '≤ 80 KiB' },
    {
      name: `same from the build manifest (entry + home + static imports, ${fromManifest.length} files)${differs ? `: ${differs}` : ''}`,
      value: staticGz / KiB, unit: 'KiB',
    },
    {
      name: `battle list: engine chunks loaded (${loadedEngines.join(', ') || 'none'}${missing.length ? `; no engine chunk found for ${missing.join(', ')}` : ''})`,
      value: loadedEngines.length, unit: 'chunks', target: '0 engine chunks',
    },
    { name: `service worker scripts fetched beside the page, not counted (${seen.swScripts.join(', ') || 'none'})`, value: seen.swScripts.length, unit: 'files' },
    { name: `whole app JS the service worker precaches after the first load (${whole.files} files)`, value: whole.gz / KiB, unit: 'KiB' },
  ]
}
