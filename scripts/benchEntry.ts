/**
 * Issue 24 bench: taps and keystrokes to enter each table the texts lack, from a printed grid, on the real Rule book
 * screen in Chromium at 390 × 844 (production build; `npm run build` first, BENCH_OUTDIR for another build dir).
 * Each entry is entered twice in a fresh profile: (a) typed — cell by cell where the editor has cells (GridEntry,
 * the series result cells, the 11–66 fields), else its lines typed on the keyboard; (b) pasted — the same grid pasted
 * as text, then Check, Keep and Save as the editor asks. Every tap and key press this script sends is counted (a
 * paste counts 2 taps: the long press and "Paste"); the entry must then read as saved, or the run fails.
 * The grids are bench fixtures of a plausible printed size, NOT rule values (the sizes are printed beside them); each
 * ruleset keeps its own in src/rulesets/<id>/fixtures/ruleBookBench.ts (entries, and how its editor is driven).
 */
import { selectors, type Browser } from 'playwright-core'
import { RULESET_IDS } from '@/rulesets/list'
import { Counter, type BenchEntry, type Mode, type RuleBookBench } from '@/rulebook/test-utils/ruleBookBench'
import type { BenchLine } from './bench'
import { PHONE_VIEWPORT, withPreview } from './benchBrowser'

const PORT = 4183
// The app's test ids, as the browser tests read them (playwright.config.ts).
selectors.setTestIdAttribute('data-test')

interface Entry extends BenchEntry { readonly ruleset: string }

/** Each ruleset's bench, from its own src/rulesets/<id>/fixtures/ruleBookBench.ts, in the list's order. */
async function benches(): Promise<{ id: string; bench: RuleBookBench }[]> {
  return Promise.all(RULESET_IDS.map(async (id) => ({ id, bench: ((await import(`../src/rulesets/${id}/fixtures/ruleBookBench.ts`)) as { BENCH: RuleBookBench }).BENCH })))
}

interface Count { taps: number; keys: number }

async function measure(browser: Browser, origin: string, e: Entry, mode: Mode): Promise<Count> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, hasTouch: true, isMobile: true, deviceScaleFactor: 2 })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/rule-book/${e.ruleset}/${e.id}`)
    await page.getByRole('heading', { level: 2 }).first().waitFor()
    const c = new Counter(page)
    await mode.run(c)
    // Saved: the entry's record is in storage (polled: the write follows the last tap).
    const stored = await page.waitForFunction(async (id) => {
      const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result) })
      const got = await new Promise<unknown>((resolve) => { const q = db.transaction('houseRules').objectStore('houseRules').get(id); q.onsuccess = () => resolve(q.result) })
      db.close()
      return got !== undefined
    }, e.id, { timeout: 10_000, polling: 250 }).then(() => true, () => false)
    if (!stored) {
      const said = await page.locator('[role="alert"]').allInnerTexts()
      throw new Error(`${e.id} (${mode.label}): nothing was saved${said.length ? `: ${said.join(' | ').slice(0, 400)}` : ''}`)
    }
    return { taps: c.taps, keys: c.keys }
  } finally {
    await context.close()
  }
}

/** Runs every entry both ways; prints the per-ruleset table; returns bench lines. */
export async function benchEntry(): Promise<BenchLine[]> {
  const all = await benches()
  const entries: Entry[] = all.flatMap(({ id, bench }) => bench.entries.map((e) => ({ ...e, ruleset: id })))
  const results = await withPreview(PORT, async (browser, origin) => {
    const out: { e: Entry; typed: Count; pasted: Count | null; also: Count | null }[] = []
    for (const e of entries) {
      out.push({ e, typed: await measure(browser, origin, e, e.typed), pasted: e.pasted ? await measure(browser, origin, e, e.pasted) : null, also: e.also ? await measure(browser, origin, e, e.also) : null })
    }
    return out
  })
  const say = (x: Count | null) => (x ? `${x.taps} taps + ${x.keys} keys = ${x.taps + x.keys}` : '—')
  console.log('\nruleset     entry (bench grid size)                          typed (a)                        pasted (b)')
  for (const r of results) console.log(`${r.e.ruleset.padEnd(11)} ${r.e.what.padEnd(48)} ${`${r.e.typed.label}: ${say(r.typed)}`.padEnd(41)} ${r.e.pasted ? `${r.e.pasted.label}: ${say(r.pasted)}` : '—'}`)
  for (const r of results) if (r.e.also && r.also) console.log(`${r.e.ruleset.padEnd(11)} ${`${r.e.what}, ${r.e.also.label}`.padEnd(48)} ${say(r.also)}`)
  for (const { id, bench } of all) if (!bench.entries.length && bench.none) console.log(`${id.padEnd(11)} ${bench.none}`)
  // Per ruleset: everything typed, against pasting where a paste box exists (typing the rest).
  const total = (xs: readonly Count[]) => xs.reduce((n, x) => n + x.taps + x.keys, 0)
  console.log('\nper ruleset (taps + keys)   typed   pasted where offered')
  for (const id of [...new Set(results.map((r) => r.e.ruleset))]) {
    const mine = results.filter((r) => r.e.ruleset === id)
    console.log(`${id.padEnd(26)} ${String(total(mine.map((r) => r.typed))).padStart(7)} ${String(total(mine.map((r) => r.pasted ?? r.typed))).padStart(9)}`)
  }
  return results.flatMap((r) => [
    { name: `${r.e.ruleset} ${r.e.id}: typed (${r.e.typed.label})`, value: r.typed.taps + r.typed.keys, unit: `taps+keys (${r.typed.taps} taps)` },
    ...(r.pasted ? [{ name: `${r.e.ruleset} ${r.e.id}: pasted`, value: r.pasted.taps + r.pasted.keys, unit: `taps+keys (${r.pasted.taps} taps)` }] : []),
    ...(r.e.also && r.also ? [{ name: `${r.e.ruleset} ${r.e.id}: ${r.e.also.label}`, value: r.also.taps + r.also.keys, unit: `taps+keys (${r.also.taps} taps)` }] : []),
  ])
}
