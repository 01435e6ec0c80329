/**
 * The JavaScript each battle screen loads, in Chromium on the production build: for every ruleset,
 * a battle created through the New battle form, then each tab of the bar clicked in order; each
 * line is what that tab's first opening downloaded (its chunk and every import not yet loaded).
 * Then the Rulings tab opened directly in a fresh browser context (the battle's storage copied,
 * no cached scripts): it must load no calculator engine. Needs `npm run build` first.
 * BENCH_VERBOSE=1 also prints the files each step loaded.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { tabsFor } from '@/pages/battle/tabs'
import { RULESETS } from '@/rulesets/list'
import type { BenchLine } from '../bench'
import { PHONE_VIEWPORT, ScriptLog, sum, type Script, withPreview } from '../benchBrowser'
import { engineChunk, readManifest } from '../benchChunks'

const PORT = 4178
const KiB = 1024

interface Ruleset { id: string; title: string }

/** A line for the scripts one step downloaded; flags the ruleset's engine chunk when among them. */
function loadLine(name: string, scripts: readonly Script[], engine: string | undefined): BenchLine {
  if (process.env.BENCH_VERBOSE) console.log(`  ${name}: ${scripts.map((s) => s.path.replace(/^.*\//, '')).join(', ') || 'nothing'}`)
  const withEngine = engine && scripts.some((s) => s.path === engine) ? ', engine included' : ''
  return { name: `${name} (${scripts.length} files${withEngine})`, value: sum(scripts, 'gz') / KiB, unit: 'KiB gz' }
}

/** Runs `step`, waits for the network to settle, and returns the scripts it downloaded. */
async function loads(log: ScriptLog, step: () => Promise<unknown>): Promise<Script[]> {
  const mark = log.scripts.length
  await step()
  await log.idle()
  return log.since(mark)
}

/** Fills and sends the New battle form, as a player would, and waits for the battle page. */
async function createBattle(page: Page, ruleset: Ruleset) {
  await page.locator('input[name="name"]').fill(`Bench ${ruleset.id}`)
  await page.locator(`input[name="ruleset"][value="${ruleset.id}"]`).check()
  await page.locator('input[name="side0-name"]').fill('First side')
  await page.locator('input[name="side1-name"]').fill('Second side')
  await page.getByRole('button', { name: 'Create battle' }).click()
  await page.locator('[data-test="battle-name"]').waitFor()
}

/** The tab bar's link for a tab, found as a player finds it: by its label in the "Battle screens" bar. */
const tabLink = (page: Page, label: string) =>
  page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link', { name: label, exact: true })

async function tabLines(context: BrowserContext, origin: string, ruleset: Ruleset, engine: string | undefined): Promise<BenchLine[]> {
  const page = await context.newPage()
  const log = new ScriptLog(page)
  await page.goto(`${origin}/`)
  await log.idle()
  const tabs = tabsFor(ruleset.id)
  const first = tabs[0]!
  const form = await loads(log, async () => {
    await page.getByRole('link', { name: 'New battle' }).click()
    await page.locator('input[name="name"]').waitFor()
  })
  const out = [
    loadLine(`${ruleset.id}: battle list → New battle form`, form, engine),
    loadLine(`${ruleset.id}: Create battle → battle page, ${first.label} tab`, await loads(log, () => createBattle(page, ruleset)), engine),
  ]
  for (const tab of tabs.slice(1)) {
    const link = tabLink(page, tab.label)
    const scripts = await loads(log, async () => {
      await link.click()
      await link.and(page.locator('[aria-current="page"]')).waitFor()
    })
    out.push(loadLine(`${ruleset.id}: ${tab.label} tab`, scripts, engine))
  }
  return out
}

/** Opens `/battle/<id>/rulings` in a new context holding only the battle's storage; did the engine load? */
async function rulingsFresh(browser: Browser, context: BrowserContext, origin: string, ruleset: Ruleset, engine: string | undefined): Promise<BenchLine[]> {
  const battleUrl = context.pages()[0]!.url()
  const storageState = await context.storageState({ indexedDB: true })
  const fresh = await browser.newContext({ viewport: PHONE_VIEWPORT, storageState })
  try {
    const page = await fresh.newPage()
    const log = new ScriptLog(page)
    await page.goto(`${battleUrl.replace(/\/battle\/([^/]+).*$/, '/battle/$1')}/rulings`)
    await page.locator('section[aria-label="Rulings"]').waitFor()
    await log.idle()
    const loaded = engine && log.scripts.some((s) => s.path === engine) ? 1 : 0
    return [
      loadLine(`${ruleset.id}: Rulings opened directly, fresh context, all JS`, log.scripts, engine),
      { name: `${ruleset.id}: Rulings opened directly: engine chunks loaded${engine ? '' : ' (no engine chunk found)'}`, value: loaded, unit: 'chunks', target: '0 engine chunks' },
    ]
  } finally {
    await fresh.close()
  }
}

export default async function battleTabs(): Promise<BenchLine[]> {
  const manifest = readManifest()
  if (!manifest) return [{ name: 'skipped: run `npm run build` first (needs dist/.vite/manifest.json)', value: 0, unit: '' }]
  return withPreview(PORT, async (browser, origin) => {
    const out: BenchLine[] = []
    for (const ruleset of RULESETS) {
      const found = engineChunk(manifest, ruleset.id)
      const engine = found?.file
      console.log(`  ${ruleset.id} engine chunk: ${found ? `${found.file} (${found.how})` : 'not found in dist/.vite/manifest.json'}`)
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
      try {
        out.push(...await tabLines(context, origin, ruleset, engine))
        out.push(...await rulingsFresh(browser, context, origin, ruleset, engine))
      } finally {
        await context.close()
      }
    }
    return out
  })
}
