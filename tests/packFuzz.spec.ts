import { expect, test, type Page } from '@playwright/test'
import { packFixtures, packMutants, type PackMutant } from '../scripts/fuzzPacks'

/**
 * The pack fuzz in the browser (issue 24): mutants of the rulesets' own packs (tests/fixtures/packs, made
 * from their rule books; scripts/fuzzPacks.ts) are picked in the Rule book screen's REAL import (its file
 * input, PackButtons → the import store → restorePack → the review). Each is refused with a message
 * naming the field, or shown as a diff (new / changed / the same) that is then discarded. No page error,
 * no console error, no "NaN", "undefined" or "[object Object]" on screen, and the owner's records in
 * IndexedDB (entered first by importing the base packs and confirming) are byte-identical at the end:
 * nothing changes without Confirm. FUZZ_COUNT mutants (300 by default; `npm run fuzz:packs` runs 20,000),
 * FUZZ_SEED replays a run (printed), FUZZ_FROM starts at a mutant number.
 */
const COUNT = Number(process.env.FUZZ_COUNT ?? 300)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
const FROM = Number(process.env.FUZZ_FROM ?? 0)
const BATCH = 25
const NAMES_FIELD = /^(This file is not JSON|[\w$]+(\[\d+\]|\.[^\s:]+)*):\s/

interface Outcome { n: number; shown: 'refused' | 'diff' | 'neither'; message?: string; harm: string[] }

async function ownerRows(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result); r.onerror = () => reject(r.error) })
    const req = db.transaction('houseRules', 'readonly').objectStore('houseRules').getAll()
    const all = await new Promise<unknown[]>((resolve) => { req.onsuccess = () => resolve(req.result as unknown[]) })
    db.close()
    return JSON.stringify(all)
  })
}

/** In the page: every console error and uncaught error, kept for the checks. */
async function hook(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __fuzz: { errors: string[] } }
    w.__fuzz = { errors: [] }
    const original = console.error.bind(console)
    console.error = (...args: unknown[]) => { w.__fuzz.errors.push(args.map(String).join(' ').slice(0, 300)); original(...args) }
    addEventListener('error', (e) => w.__fuzz.errors.push(`uncaught: ${String(e.message).slice(0, 300)}`))
    addEventListener('unhandledrejection', (e) => w.__fuzz.errors.push(`unhandled rejection: ${String(e.reason).slice(0, 300)}`))
  })
}

/** Picks each pack in the Rule book screen's file input, as a player does, and reads what the screen shows; a diff is discarded. */
async function runBatch(page: Page, batch: readonly { n: number; ruleset: string; text: string }[]): Promise<Outcome[]> {
  return page.evaluate(async (items) => {
    type Store = { busy: boolean; problem: string | null; pending: unknown }
    const app = (document.querySelector('#app') as unknown as { __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, Store> }; $router: { push(to: string): Promise<unknown>; currentRoute: { value: { path: string } } } } } } }).__vue_app__
    const { $pinia, $router } = app.config.globalProperties
    const errors = (window as unknown as { __fuzz: { errors: string[] } }).__fuzz.errors
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    const until = async (ok: () => boolean, frames = 600) => { for (let i = 0; i < frames && !ok(); i++) await frame(); return ok() }
    const input = () => document.querySelector<HTMLInputElement>('[data-test="pack-file"]')
    const out: Outcome[] = []
    for (const m of items) {
      errors.length = 0
      const harm: string[] = []
      if ($router.currentRoute.value.path !== `/rule-book/${m.ruleset}`) await $router.push(`/rule-book/${m.ruleset}`)
      if (!(await until(() => !!input()))) { out.push({ n: m.n, shown: 'neither', harm: [`no import on the screen: ${document.body.innerText.slice(0, 200)}`] }); continue }
      const el = input()!
      const transfer = new DataTransfer()
      transfer.items.add(new File([m.text], `fuzz-${m.n}.rule-book.json`, { type: 'application/json' }))
      el.files = transfer.files
      el.dispatchEvent(new Event('change', { bubbles: true }))
      const store = $pinia._s.get('ruleBookImport')!
      await until(() => !store.busy)
      await frame() // the screen shows what the store now says
      const review = () => document.querySelector('[data-test="pack-review"]')
      const problem = () => document.querySelector('[data-test="pack-problem"]')
      await until(() => !!review() || !!problem()?.textContent)
      const text = document.body.innerText
      const bad = /\bNaN\b|Invalid Date|\bundefined\b|\[object Object\]/.exec(text)
      if (bad) harm.push(`shows "${bad[0]}" in "${text.slice(Math.max(0, bad.index - 80), bad.index + 40).replace(/\s+/g, ' ')}"`)
      let shown: Outcome['shown'] = 'neither'
      let message: string | undefined
      if (review()) {
        shown = 'diff'
        if (!document.querySelector('[data-test="pack-counts"]')?.textContent?.match(/^\d+ new, \d+ changed, \d+ the same\./)) harm.push('the diff does not count new, changed and the same')
        document.querySelector<HTMLButtonElement>('[data-test="pack-discard"]')!.click()
        if (!(await until(() => !!input() && !review()))) harm.push('Discard did not go back to the entries')
      } else if (problem()) {
        shown = 'refused'
        message = store.problem ?? ''
        if (!problem()!.textContent!.includes(message)) harm.push('the refusal on screen is not the reader\'s message')
      } else harm.push(`neither a refusal nor a diff: ${document.body.innerText.slice(0, 200)}`)
      if (errors.length) harm.push(errors.splice(0).join(' | '))
      out.push({ n: m.n, shown, message, harm })
    }
    return out
  }, batch.map((m) => ({ n: m.n, ruleset: m.ruleset, text: m.text })))
}

test(`pack fuzz: ${COUNT} mutated packs picked in the Rule book screen's import are refused naming the field or shown as a diff, and no owner record changes`, async ({ page }) => {
  test.setTimeout(120_000 + COUNT * 1_000)
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  const bases = packFixtures()
  await page.goto(`/rule-book/${bases[0]!.ruleset}`)
  await expect(page.getByTestId('pack-file')).toBeAttached()
  // The owner's records: every base pack but the first imported through the screen and confirmed (so a mutant of the
  // first ruleset shows as new, the others as the same or changed).
  for (const b of bases.slice(1)) {
    await page.goto(`/rule-book/${b.ruleset}`)
    await page.getByTestId('pack-file').setInputFiles({ name: `${b.ruleset}.rule-book.json`, mimeType: 'application/json', buffer: Buffer.from(b.text) })
    await expect(page.getByTestId('pack-review')).toBeVisible()
    await page.getByTestId('pack-confirm').click()
    await expect(page.getByTestId('review-done')).toContainText('taken from the pack')
  }
  await hook(page)
  const before = await ownerRows(page)
  expect(JSON.parse(before)).toHaveLength(bases.slice(1).reduce((n, b) => n + b.entries.length, 0))

  const started = Date.now()
  const all: PackMutant[] = [...packMutants(bases, COUNT, SEED, FROM)]
  const byN = new Map(all.map((m) => [m.n, m]))
  let refused = 0
  let diffs = 0
  const wrong: string[] = []
  for (let i = 0; i < all.length; i += BATCH) {
    for (const o of await runBatch(page, all.slice(i, i + BATCH))) {
      const m = byN.get(o.n)!
      const what = `#${o.n} ${m.ruleset} (${m.what})`
      if (o.shown === 'refused') {
        refused++
        if (!NAMES_FIELD.test(o.message ?? '') || (o.message ?? '').length > 700) wrong.push(`${what}: refusal names no field: ${o.message}`)
      } else if (o.shown === 'diff') diffs++
      if (o.harm.length) wrong.push(`${what}: ${o.harm.join(' / ')}`)
    }
    if ((i + BATCH) % 1000 === 0) console.log(`… ${i + BATCH} of ${all.length}: refused ${refused}, diffs ${diffs}, wrong ${wrong.length}, ${((Date.now() - started) / 1000).toFixed(0)} s`)
  }
  const after = await ownerRows(page)
  console.log(`pack fuzz seed ${SEED}: mutants ${all.length}, refused ${refused}, shown as a diff ${diffs}, wrong ${wrong.length}, owner records changed ${before === after ? 0 : 'YES'}, page errors ${pageErrors.length}, ${((Date.now() - started) / 1000).toFixed(0)} s`)
  for (const w of wrong.slice(0, 30)) console.log(`WRONG ${w}`)
  expect(after, 'the owner records are byte-identical: nothing changed without Confirm').toBe(before)
  expect(pageErrors).toEqual([])
  expect(wrong).toEqual([])
  expect(refused + diffs).toBe(all.length)
})
