/**
 * Lighthouse (issue 13) on the production build served by `vite preview` on port 4214, in Debian's
 * Chromium, with Lighthouse's mobile settings (a mid-range phone, simulated slow 4G): the battle list
 * on a first visit, and an open battle (created through the New battle form first, so it is in the
 * phone's storage when Lighthouse loads it). Prints performance, accessibility, best practices and
 * SEO, and every audit that cost a point. Needs a build first; LH_OUTDIR (or BENCH_OUTDIR) picks it (default dist).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { chromium, type Page } from 'playwright-core'
import type { BenchLine } from '../bench'
import { CHROMIUM_ARGS } from '../benchBrowser'
import { DIST } from '../benchChunks'

const PORT = 4214
const DEBUG_PORT = 9344
const CATEGORIES = [
  { id: 'performance', target: '≥ 98' },
  { id: 'accessibility', target: '100' },
  { id: 'best-practices', target: '100' },
  { id: 'seo', target: '≥ 95' },
] as const

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

/** A battle made through the form, as a player makes one; returns its address. */
async function seedBattle(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/new`)
  await page.getByLabel('Battle name').fill('Lighthouse at Wagram')
  await page.locator('input[name="side0-name"]').fill('Armée d’Allemagne')
  await page.locator('input[name="side0-nationality"]').fill('French')
  await page.locator('input[name="side1-name"]').fill('Hauptarmee')
  await page.locator('input[name="side1-nationality"]').fill('Austrian')
  await page.getByRole('button', { name: 'Create battle' }).click()
  await page.waitForURL(/\/battle\/[^/]+/)
  await page.locator('[data-test="battle-name"]').waitFor()
  return page.url()
}

/** Runs per page (LH_RUNS): the median run is reported, as Lighthouse's own docs advise for a noisy machine. */
const RUNS = Number(process.env.LH_RUNS ?? 3)

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

async function medianRun(url: string, keepStorage: boolean): Promise<Report> {
  const runs: Report[] = []
  for (let i = 0; i < RUNS; i++) {
    const result = await lighthouse(url, { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES.map((c) => c.id), disableStorageReset: keepStorage })
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`)
    runs.push(result.lhr)
  }
  const perf = (r: Report) => r.categories.performance?.score ?? 0
  return [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)]!
}

async function audit(url: string, keepStorage: boolean, label: string): Promise<BenchLine[]> {
  const lhr = await medianRun(url, keepStorage)
  // LH_JSON=<dir> keeps each whole report there, to read what an audit found.
  if (process.env.LH_JSON) writeFileSync(join(process.env.LH_JSON, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr))
  const lines: BenchLine[] = []
  for (const c of CATEGORIES) {
    const cat = lhr.categories[c.id]
    const score = Math.round((cat?.score ?? 0) * 100)
    lines.push({ name: `${label}: ${cat?.title ?? c.id} (median of ${RUNS})`, value: score, unit: '/100', target: c.target })
    // What cost points: every scored audit of the category below full marks.
    for (const ref of cat?.auditRefs ?? []) {
      const a = lhr.audits[ref.id]
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) console.log(`  ${label} · ${c.id} · ${a.id}: ${a.score} ${a.displayValue ?? ''} ${a.title}`)
    }
  }
  const fcp = lhr.audits['first-contentful-paint']?.numericValue
  if (fcp !== undefined) lines.push({ name: `${label}: first contentful paint (simulated)`, value: Math.round(fcp), unit: 'ms' })
  return lines
}

export default async function lighthouseBench(): Promise<BenchLine[]> {
  const outDir = process.env.LH_OUTDIR ?? DIST
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort', '--outDir', outDir], { stdio: 'ignore', detached: true })
  const profile = mkdtempSync(join(tmpdir(), 'adc-lighthouse-'))
  // The page that seeds the battle and Lighthouse's own tab share this profile's storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUG_PORT}`],
  })
  try {
    const origin = `http://localhost:${PORT}`
    await waitFor(`${origin}/`)
    const list = await audit(`${origin}/`, false, 'battle list, first visit')
    const page = context.pages()[0] ?? (await context.newPage())
    const battle = await seedBattle(page, origin)
    await page.goto('about:blank')
    return [...list, ...(await audit(battle, true, 'open battle'))]
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    try {
      process.kill(-server.pid!)
    } catch {
      // already gone
    }
  }
}
