/**
 * Issue 24 bench: taps and keystrokes to enter each table the texts lack, from a printed grid, on the real Rule book
 * screen in Chromium at 390 × 844 (production build; `npm run build` first, BENCH_OUTDIR for another build dir).
 * Each entry is entered twice in a fresh profile: (a) typed — cell by cell where the editor has cells (GridEntry,
 * the series result cells, the 11–66 fields), else its lines typed on the keyboard; (b) pasted — the same grid pasted
 * as text, then Check, Keep and Save as the editor asks. Every tap and key press this script sends is counted (a
 * paste counts 2 taps: the long press and "Paste"); the entry must then read as saved, or the run fails.
 * The grids are bench fixtures of a plausible printed size, NOT rule values (the sizes are printed beside them).
 */
import { selectors, type Browser, type Locator, type Page } from 'playwright-core'
import { FORMATIONS_TABLE_COLUMNS, EMPTY_FORMATIONS_TABLE } from '@/engine/series/formationsTable'
import { D66_RESULTS, OWNER_TABLES } from '@/engine/waterloo/ownerTables'
import { mustBeSmall } from '@/engine/waterloo/corpsForces'
import { ORDER_OF_BATTLE } from '@/engine/waterloo/orderOfBattle'
import { forcesRecordId, HISTORICAL, type Historical } from '@/rulesets/boardgame/scenarioForces'
import { HITS_RECORD_ID } from '@/rulesets/miniatures/hitsRecord'
import { FIRE_RECORD_ID, FORMATIONS_RECORD_ID, MELEE_RECORD_ID } from '@/rulesets/series/ownerTables'
import { COUNTERS_RECORD_ID, D66_RECORD_PREFIX, FORCES_RECORD_ID } from '@/rulesets/waterloo/ids'
import type { BenchLine } from './bench'
import { PHONE_VIEWPORT, withPreview } from './benchBrowser'

const PORT = 4183
// The app's test ids, as the browser tests read them (playwright.config.ts).
selectors.setTestIdAttribute('data-test')

/** What was sent to the page. */
class Counter {
  taps = 0
  keys = 0
  constructor(readonly page: Page) {}
  async tap(l: Locator) { await l.click(); this.taps++ }
  async type(text: string) { for (const ch of text) { if (ch === '\n') await this.page.keyboard.press('Enter'); else await this.page.keyboard.type(ch); this.keys++ } }
  async key(k: string) { await this.page.keyboard.press(k); this.keys++ }
  /** Focus the box, long-press, "Paste": 2 taps. */
  async paste(l: Locator, text: string) { await l.fill(text); this.taps += 2 }
}

interface Mode { readonly label: string; run(c: Counter): Promise<void> }
interface Entry { readonly ruleset: string; readonly id: string; readonly what: string; readonly typed: Mode; readonly pasted: Mode | null; readonly also?: Mode }

const rows = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i))
const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!

/** Types each cell's text then Enter (the last one not: the Save button is tapped). */
async function cells(c: Counter, first: Locator, values: readonly string[]) {
  await c.tap(first)
  for (let i = 0; i < values.length; i++) {
    await c.type(values[i]!)
    if (i < values.length - 1) await c.key('Enter')
  }
}

/** Check, then Keep: a paste the screen refuses stops the bench with what the screen said. */
async function checkKeep(c: Counter) {
  await c.tap(c.page.getByTestId('paste-check'))
  const keep = c.page.getByTestId('paste-keep')
  if (!(await keep.isEnabled({ timeout: 5000 }).catch(() => false)) || !(await keep.isEnabled())) {
    await c.page.waitForTimeout(1000)
    if (!(await keep.isEnabled())) throw new Error(`the paste was refused: ${(await c.page.getByTestId('paste-problems').allInnerTexts()).join(' | ').slice(0, 600)}`)
  }
  await c.tap(keep)
}
async function pasteCheckKeep(c: Counter, text: string) {
  await c.paste(c.page.getByTestId('paste-text'), text)
  await checkKeep(c)
}
async function typeCheckKeep(c: Counter, text: string) {
  await c.tap(c.page.getByTestId('paste-text'))
  await c.type(text)
  await checkKeep(c)
}

// miniatures, seed 003, 9.1: the hits table (6 fire-value bands × D6, bench values).
const HITS_ROWS = rows(6, (i) => [2 * i + 1, 2 * i + 2, ...rows(6, (f) => Math.min(3, Math.floor((i + f) / 3)))])
async function hitsReady(c: Counter) {
  await c.tap(c.page.getByRole('button', { name: 'D6', exact: true }))
  await c.tap(c.page.getByLabel('Rows in your printed table'))
  await c.type(String(HITS_ROWS.length))
}
const hits: Entry = {
  ruleset: 'miniatures', id: HITS_RECORD_ID, what: `hits table, ${HITS_ROWS.length} rows × 8`,
  typed: { label: 'GridEntry', async run(c) { await hitsReady(c); await cells(c, c.page.getByTestId('grid-cell').first(), HITS_ROWS.flat().map(String)); await c.tap(c.page.getByTestId('grid-save')) } },
  pasted: { label: 'PasteTable', async run(c) { await hitsReady(c); await pasteCheckKeep(c, HITS_ROWS.map((r) => r.join(' ')).join('\n')); await c.tap(c.page.getByTestId('grid-save')) } },
  also: { label: 'pasted into the grid', async run(c) {
    await hitsReady(c)
    // The phone's paste into the first cell: a paste event carrying the rows, as the clipboard gives them.
    await c.page.getByTestId('grid-cell').first().evaluate((el, text) => {
      const dt = new DataTransfer()
      dt.setData('text/plain', text)
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
    }, HITS_ROWS.map((r) => r.join('\t')).join('\n'))
    c.taps += 2
    await c.tap(c.page.getByTestId('grid-save'))
  } },
}

// series, seed 001, 3.6: the play aid's Fire and Melee Tables (bench: 7 fire columns × 6 die rows, 6 odds × 6).
function playAid(id: string, prefix: string, heading: string, cols: string[], results: string[], title: string): Entry {
  const dice = ['1', '2', '3', '4', '5', '6']
  const grid = dice.map((_, r) => cols.map((_, k) => pick(results, r + k)))
  const text = [`${heading} ${cols.join(' ')}`, ...dice.map((d, r) => `${d} ${grid[r]!.join(' ')}`)].join('\n')
  return {
    ruleset: 'series', id, what: `${title}, ${dice.length} × ${cols.length}`,
    typed: { label: 'result cells', async run(c) {
      await c.tap(c.page.locator(`input[name="${prefix}-columns"]`)); await c.type(cols.join(' '))
      await c.tap(c.page.locator(`input[name="${prefix}-dice"]`)); await c.type(dice.join(' '))
      await cells(c, c.page.getByTestId('result-cell').first(), grid.flat())
      await c.tap(c.page.getByRole('button', { name: `Save ${title}` }))
    } },
    pasted: { label: 'paste', async run(c) { await pasteCheckKeep(c, text) } },
  }
}
const fire = playAid(FIRE_RECORD_ID, 'fire', 'die', ['1', '2', '3', '4', '5-6', '7-9', '10+'], ['-', '-', '*', '1', '*', '2'], 'Fire Table')
const melee = playAid(MELEE_RECORD_ID, 'melee', 'odds', ['1:2', '1:1', '2:1', '3:1', '4:1', '5:1'], ['1/0', '0/1*', '0/D', '1/1', '0/D1', '2/0'], 'Melee Table')
const FORMATION_CELLS = EMPTY_FORMATIONS_TABLE.rows.flatMap((_, r) => FORMATIONS_TABLE_COLUMNS.map((_, k) => pick(['+1', '-1', '2', 'no', '4'], r + k)))
const formations: Entry = {
  ruleset: 'series', id: FORMATIONS_RECORD_ID, what: `Formations Table, ${EMPTY_FORMATIONS_TABLE.rows.length} × ${FORMATIONS_TABLE_COLUMNS.length}`,
  typed: { label: 'result cells', async run(c) { await cells(c, c.page.getByTestId('result-cell').first(), FORMATION_CELLS); await c.tap(c.page.getByRole('button', { name: 'Save Formations Table' })) } },
  pasted: null,
}

// waterloo, seed 002: the three 11–66 tables (36 results each, bench words).
const D66_WORDS = ['Hold', 'Move 1', 'Move 2', 'Attack', 'Rally', 'Pass']
function d66(table: string, title: string): Entry {
  const values = D66_RESULTS.map((k, i) => pick(D66_WORDS, i + Number(k)))
  return {
    ruleset: 'waterloo', id: `${D66_RECORD_PREFIX}${table}`, what: `${title}, 36 results`,
    typed: { label: '36 fields', async run(c) { await c.tap(c.page.getByText('Type it result by result')); await cells(c, c.page.locator('input[name="d66-11"]'), values); await c.tap(c.page.getByRole('button', { name: 'Save the table' })) } },
    pasted: { label: 'paste', async run(c) {
      await c.paste(c.page.getByTestId('d66-paste'), D66_RESULTS.map((k, i) => `${k} ${values[i]}`).join('\n'))
      await c.tap(c.page.getByRole('button', { name: 'Check', exact: true })); await c.tap(c.page.getByTestId('d66-keep'))
    } },
  }
}
// The units whose counter values the text leaves out: one line each (name, type, Fresh SP AF ER, Battleworn SP AF ER).
const say = (printed: number | null, bench: number) => (printed === null ? String(bench) : '-')
const COUNTER_LINES = ORDER_OF_BATTLE
  .filter((u) => [u.fresh, u.battleworn].some((s) => s.strengthPoints === null || s.artilleryFactor === null || s.elanRating === null))
  .map((u) => {
    // A Guard infantry SP carries the Small Unit asterisk (seed 002, A-2), as its counter shows it.
    const star = mustBeSmall(u.corps, u.type ?? 'infantry') ? '*' : ''
    const sp = (printed: number | null, bench: number) => (printed === null ? `${bench}${star}` : '-')
    return [u.name, u.type === null ? 'infantry' : '-', sp(u.fresh.strengthPoints, 4), say(u.fresh.artilleryFactor, 1), say(u.fresh.elanRating, 4),
      sp(u.battleworn.strengthPoints, 3), say(u.battleworn.artilleryFactor, 1), say(u.battleworn.elanRating, 3)].join(' ')
  })
const counters: Entry = {
  ruleset: 'waterloo', id: COUNTERS_RECORD_ID, what: `counter values, ${COUNTER_LINES.length} units × 7`,
  typed: { label: 'lines typed', async run(c) { await typeCheckKeep(c, COUNTER_LINES.join('\n')) } },
  pasted: { label: 'PasteLines', async run(c) { await pasteCheckKeep(c, COUNTER_LINES.join('\n')) } },
}
const FORCE_LINES = [...rows(5, (i) => `Division ${i + 1} D'Erlon infantry 5 2 4 3 1 3`), ...rows(3, (i) => `Brigade ${i + 1} Lobau infantry 4 1 4 3 1 3`), ...rows(2, (i) => `Cuirassiers ${i + 1} Milhaud HC 3 0 5 2 0 4`)]
const forces: Entry = {
  ruleset: 'waterloo', id: FORCES_RECORD_ID, what: `order of battle, ${FORCE_LINES.length} units × 8`,
  typed: { label: 'lines typed', async run(c) { await typeCheckKeep(c, FORCE_LINES.join('\n')) } },
  pasted: { label: 'PasteLines', async run(c) { await pasteCheckKeep(c, FORCE_LINES.join('\n')) } },
}

// boardgame, seed 000, 13.1–13.3: a historical scenario's forces (bench: 17 units and 3 generals a side).
const SIDE_MIX = [...rows(10, () => 'line-infantry'), 'elite-infantry', 'elite-infantry', 'light-cavalry', 'light-cavalry', 'heavy-cavalry', 'light-artillery', 'heavy-artillery']
const BG_LINES = (['French', 'Allied'] as const).flatMap((side) => [
  ...SIDE_MIX.map((t, i) => `${side} ${i + 1} ${side} ${t} - - -`),
  ...rows(3, (i) => `General ${side[0]}${i + 1} ${side} general - - -`),
])
const bgForces = (s: Historical): Entry => ({
  ruleset: 'boardgame', id: forcesRecordId(s), what: `${s} forces, ${BG_LINES.length} lines × 6`,
  typed: { label: 'lines typed', async run(c) { await typeCheckKeep(c, BG_LINES.join('\n')) } },
  pasted: { label: 'PasteLines', async run(c) { await pasteCheckKeep(c, BG_LINES.join('\n')) } },
})

const D66_TABLES = OWNER_TABLES.map((t) => d66(t.id, t.title))
export const ENTRIES: readonly Entry[] = [hits, fire, melee, formations, counters, forces, ...D66_TABLES, ...HISTORICAL.map(bgForces)]

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
  const results = await withPreview(PORT, async (browser, origin) => {
    const out: { e: Entry; typed: Count; pasted: Count | null; also: Count | null }[] = []
    for (const e of ENTRIES) {
      out.push({ e, typed: await measure(browser, origin, e, e.typed), pasted: e.pasted ? await measure(browser, origin, e, e.pasted) : null, also: e.also ? await measure(browser, origin, e, e.also) : null })
    }
    return out
  })
  const say = (x: Count | null) => (x ? `${x.taps} taps + ${x.keys} keys = ${x.taps + x.keys}` : '—')
  console.log('\nruleset     entry (bench grid size)                          typed (a)                        pasted (b)')
  for (const r of results) console.log(`${r.e.ruleset.padEnd(11)} ${r.e.what.padEnd(48)} ${`${r.e.typed.label}: ${say(r.typed)}`.padEnd(41)} ${r.e.pasted ? `${r.e.pasted.label}: ${say(r.pasted)}` : '—'}`)
  for (const r of results) if (r.e.also && r.also) console.log(`${r.e.ruleset.padEnd(11)} ${`${r.e.what}, ${r.e.also.label}`.padEnd(48)} ${say(r.also)}`)
  console.log('wargaming   nothing missing (seed 004 prints every table)')
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
