import { expect, test, type Page } from '@playwright/test'
import { mutants, playedBattles, type Mutant } from '../scripts/fuzzMutants'

/**
 * The import fuzz in the browser (issue 26): mutants of real played battles of all five rulesets
 * (tests/fixtures/played/, made by tests/fixtures/played/make.ts) are imported through the battle list's own
 * import (the battles store's importText, the path the file input takes), many per page load. Each is
 * refused naming the field, or it opens on EVERY battle tab (client-side navigation) with no console
 * error, no uncaught error and no "NaN" or "Invalid Date" on screen. The played battles imported first
 * stand for the phone's existing battles: their stored rows must come out byte-identical.
 * FUZZ_COUNT mutants (300 by default: CI stays quick; `npm run fuzz:import` runs FUZZ_COUNT=20000),
 * FUZZ_SEED replays a run, FUZZ_FROM starts at a mutant number.
 */
const COUNT = Number(process.env.FUZZ_COUNT ?? 300)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
const FROM = Number(process.env.FUZZ_FROM ?? 0)
const BATCH = 25
/** FUZZ_SHARDS tests share the mutants (n % shards), run side by side by Playwright's workers. */
const SHARDS = Math.max(1, Number(process.env.FUZZ_SHARDS ?? 1))
test.describe.configure({ mode: 'parallel' })
/** A refusal names the field: "actions[3].ops[0].unit.state.steps: …", "file: …", "This file is not JSON: …". */
const NAMES_FIELD = /^(This file is not JSON|[\w$]+(\[\d+\]|\.[^\s:]+)*):\s/

interface Outcome { n: number; ok: boolean; message?: string; harm?: string[] }

/** In the page: the app's own stores and router (the Vue app on #app), and a record of every error it logs. */
async function hook(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __fuzz: { errors: string[] } }
    w.__fuzz = { errors: [] }
    const original = console.error.bind(console)
    console.error = (...args: unknown[]) => {
      w.__fuzz.errors.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' ').slice(0, 300))
      original(...args)
    }
    addEventListener('error', (e) => w.__fuzz.errors.push(`uncaught: ${String(e.message).slice(0, 300)}`))
    addEventListener('unhandledrejection', (e) => w.__fuzz.errors.push(`unhandled rejection: ${String(e.reason).slice(0, 300)}`))
  })
}

/** Imports a batch; each accepted one is opened on every tab, checked, then deleted for good. */
async function runBatch(page: Page, batch: readonly Mutant[]): Promise<Outcome[]> {
  return page.evaluate(async (items) => {
    type Store = Record<string, (...a: unknown[]) => Promise<unknown>> & { state?: { setup: { id: string } } | null }
    const app = (document.querySelector('#app') as unknown as { __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, Store> }; $router: { push(to: string): Promise<unknown> } } } } }).__vue_app__
    const { $pinia, $router } = app.config.globalProperties
    const battles = $pinia._s.get('battles')!
    const errors = (window as unknown as { __fuzz: { errors: string[] } }).__fuzz.errors
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    async function settle(id: string): Promise<void> {
      for (let i = 0; i < 300; i++) {
        await frame()
        const battle = $pinia._s.get('battle')
        const screen = document.querySelector('.battle .screen')
        const open = battle?.state?.setup.id === id && screen && screen.children.length > 0
        const stopped = document.querySelector('.battle main.content') && !document.querySelector('.battle .screen') && !document.body.innerText.includes('Opening the battle')
        if (open || stopped) break
      }
      await frame()
      await new Promise((r) => setTimeout(r, 20))
    }
    const out: { n: number; ok: boolean; message?: string; harm?: string[] }[] = []
    for (const m of items) {
      errors.length = 0
      const r = (await battles.importText!(m.text)) as { ok: true; id: string } | { ok: false; message: string }
      if (!r.ok) {
        out.push({ n: m.n, ok: false, message: r.message })
        continue
      }
      const harm: string[] = []
      await $router.push(`/battle/${r.id}`)
      await settle(r.id)
      const tabs = [...document.querySelectorAll('nav[aria-label="Battle screens"] a')].map((a) => (a.getAttribute('href') ?? '').split('/').pop()!)
      if (!tabs.length) harm.push(`the battle did not open: ${document.body.innerText.slice(0, 200)}`)
      for (const tab of tabs) {
        await $router.push(`/battle/${r.id}/${tab}`)
        await settle(r.id)
        const text = document.body.innerText
        const bad = /\bNaN\b|Invalid Date|undefined|\[object Object\]/.exec(text)
        if (bad) harm.push(`${tab}: shows "${bad[0]}" in "${text.slice(Math.max(0, bad.index - 60), bad.index + 40).replace(/\s+/g, ' ')}"`)
        if (errors.length) harm.push(`${tab}: ${errors.splice(0).join(' | ')}`)
      }
      await $router.push('/')
      await frame()
      await battles.remove!(r.id)
      await battles.load!(Date.now() + 1e12) // purges what was deleted (the kept days have long passed)
      if (errors.length) harm.push(`list: ${errors.splice(0).join(' | ')}`)
      out.push({ n: m.n, ok: true, harm })
    }
    return out
  }, batch.map((m) => ({ n: m.n, text: m.text })))
}

/** Every stored row of the battles already on the phone, as text. */
async function storedRows(page: Page, ids: readonly string[]): Promise<string> {
  return page.evaluate(async (keep) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('aide-de-camp')
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const all = (store: string) => new Promise<unknown[]>((resolve, reject) => {
      const req = db.transaction(store).objectStore(store).getAll()
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const rows: Record<string, unknown[]> = {}
    for (const store of ['battles', 'actions', 'snapshots']) {
      rows[store] = (await all(store)).filter((r) => keep.includes((r as { id?: string; battleId?: string }).battleId ?? (r as { id: string }).id))
    }
    db.close()
    return JSON.stringify(rows)
  }, [...ids])
}

for (let shard = 0; shard < SHARDS; shard++)
test(`import fuzz${SHARDS > 1 ? ` (shard ${shard + 1} of ${SHARDS})` : ''}: ${COUNT} mutants of played battles are refused naming the field, or open on every tab with no error and no NaN`, async ({ page }) => {
  test.setTimeout(120_000 + (COUNT / SHARDS) * 1_500)
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await page.goto('/')
  await expect(page.getByTestId('import-file')).toBeAttached()
  await hook(page)
  const played = playedBattles()
  // The phone's existing battles: the played battles themselves, imported unchanged.
  const kept: string[] = []
  for (const p of played) {
    const [r] = await page.evaluate(async (text) => {
      const app = (document.querySelector('#app') as unknown as { __vue_app__: { config: { globalProperties: { $pinia: { _s: Map<string, { importText(t: string): Promise<{ ok: boolean; id?: string; message?: string }> }> } } } } }).__vue_app__
      return [await app.config.globalProperties.$pinia._s.get('battles')!.importText(text)]
    }, p.text)
    expect(r, `${p.ruleset}: ${r?.message ?? ''}`).toMatchObject({ ok: true })
    kept.push(r!.id!)
  }
  const before = await storedRows(page, kept)

  const started = Date.now()
  let refused = 0
  let accepted = 0
  const unnamed: string[] = []
  const harmed: string[] = []
  let batch: Mutant[] = []
  const all = [...mutants(played, COUNT, SEED, FROM)].filter((m) => m.n % SHARDS === shard)
  const byN = new Map(all.map((m) => [m.n, m]))
  for (const [i, m] of all.entries()) {
    batch.push(m)
    if (batch.length < BATCH && i < all.length - 1) continue
    for (const o of await runBatch(page, batch)) {
      const what = `#${o.n} ${byN.get(o.n)!.ruleset} (${byN.get(o.n)!.what})`
      if (!o.ok) {
        refused++
        if (!NAMES_FIELD.test(o.message ?? '') || (o.message ?? '').length > 700) unnamed.push(`${what}: ${o.message}`)
      } else {
        accepted++
        if (o.harm?.length) harmed.push(`${what}: ${o.harm.join(' / ')}`)
      }
    }
    batch = []
  }
  const seconds = (Date.now() - started) / 1000
  const after = await storedRows(page, kept)
  const summary = `seed ${SEED}${SHARDS > 1 ? `, shard ${shard + 1}/${SHARDS}` : ''}: mutants ${all.length}, refused ${refused}, accepted ${accepted}, accepted-invalid ${harmed.length}, refusals naming no field ${unnamed.length}, existing battles harmed ${before === after ? 0 : kept.length}, page errors ${pageErrors.length}, ${seconds.toFixed(0)} s`
  console.log(summary)
  for (const h of harmed.slice(0, 40)) console.log(`ACCEPTED-INVALID ${h}`)
  for (const u of unnamed.slice(0, 10)) console.log(`UNNAMED ${u}`)
  expect(after, 'the battles already stored are byte-identical').toBe(before)
  expect(pageErrors).toEqual([])
  expect(unnamed).toEqual([])
  expect(harmed).toEqual([])
})
