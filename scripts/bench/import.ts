/**
 * Import figures, in Node with fake-indexeddb (a real phone's IndexedDB differs; these show the
 * app's own cost): the whole path a user gets when a 20,000-action battle file is picked
 * (parse, restore and validate, fold, write), through the battles store; and each step alone.
 * The slowest case of the import fuzzing suite (src/model/restore.fuzz.test.ts) is recorded here
 * too, as a figure, not as a timed assertion.
 */
import 'fake-indexeddb/auto'
import { existsSync } from 'node:fs'
import Dexie from 'dexie'
import fc from 'fast-check'
import { createPinia, setActivePinia } from 'pinia'
import { AdcDatabase, setDb } from '@/db/db'
import { toBattleFile } from '@/model/exportFile'
import { checkLog } from '@/model/logCheck'
import { parseBattleFileText, restoreBattleFile } from '@/model/restore'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { battleFileText } from '@/test-utils/importFuzz'
import { useBattleStore } from '@/stores/battle'
import { useBattlesStore } from '@/stores/battles'
import { testSetup } from '@/test-utils/battles'
import type { BenchLine } from '../bench'
import { bigLog } from '../benchLog'
import { PHONE_VIEWPORT, withPreview } from '../benchBrowser'
import { DIST } from '../benchChunks'

const PORT = 4180

const UNITS = 400
const ACTIONS = 20_000

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN
const time = <T>(f: () => T): number => {
  const t = performance.now()
  f()
  return performance.now() - t
}

/** The slowest of n fuzz cases through parse + restore (the store write is left out: it is fake-indexeddb's). */
function slowestFuzzCase(n: number): number {
  let worst = 0
  fc.assert(fc.property(battleFileText(), (text) => { worst = Math.max(worst, time(() => parseBattleFileText(text, KNOWN_RULESETS))) }), { numRuns: n, seed: 1 })
  return worst
}

/**
 * The real thing, in Debian's Chromium on the production build (needs `npm run build`): from the
 * file input's change to the imported battle shown with its log, median of 3 fresh profiles.
 */
async function importInBrowser(text: string): Promise<BenchLine[]> {
  if (!existsSync(`${DIST}/index.html`)) return [{ name: 'in Chromium: skipped, run `npm run build` first', value: 0, unit: '' }]
  return withPreview(PORT, async (browser, origin) => {
    const times: number[] = []
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ viewport: PHONE_VIEWPORT })
      const page = await context.newPage()
      await page.goto(`${origin}/`)
      await page.locator('[data-test="import-file"]').waitFor({ state: 'attached' })
      // Timed inside the page from the change event, so handing the file to the page does not count.
      await page.evaluate(() => {
        const w = window as unknown as { benchDone?: Promise<number> }
        w.benchDone = new Promise((resolve) => {
          document.addEventListener('change', () => {
            const t0 = performance.now()
            const seen = () => document.querySelector('[data-test="battle-name"]') && document.querySelector('[data-test="log"] li')
            const obs = new MutationObserver(() => { if (seen()) { obs.disconnect(); resolve(performance.now() - t0) } })
            obs.observe(document.body, { childList: true, subtree: true })
          }, { capture: true, once: true })
        })
      })
      await page.locator('[data-test="import-file"]').setInputFiles({ name: 'bench.battle.json', mimeType: 'application/json', buffer: Buffer.from(text) })
      times.push(await page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone))
      await context.close()
    }
    return [{ name: `in Chromium: import ${ACTIONS.toLocaleString('en')} actions → battle shown`, value: median(times), unit: 'ms', target: '< 500 ms' }]
  })
}

export default async function importBench(): Promise<BenchLine[]> {
  const setup = testSetup({ id: 'bench-import' })
  const log = bigLog(ACTIONS, UNITS)
  const text = JSON.stringify(toBattleFile(setup, log, 1_700_000_000_000), null, 1)

  const parseMs = median([0, 1, 2].map(() => time(() => JSON.parse(text))))
  const data: unknown = JSON.parse(text)
  const restoreMs = median([0, 1, 2].map(() => time(() => restoreBattleFile(data, KNOWN_RULESETS))))
  const foldMs = median([0, 1, 2].map(() => time(() => checkLog(setup, log))))

  const whole: number[] = []
  const cpu: number[] = []
  const opens: number[] = []
  for (let i = 0; i < 5; i++) {
    const db = new AdcDatabase(`adc-bench-import-${crypto.randomUUID()}`)
    setDb(db)
    setActivePinia(createPinia())
    const c = process.cpuUsage()
    const t = performance.now()
    const result = await useBattlesStore().importText(text)
    whole.push(performance.now() - t)
    const used = process.cpuUsage(c)
    cpu.push((used.user + used.system) / 1000)
    if (!result.ok) throw new Error(result.message)
    const o = performance.now()
    if (!(await useBattleStore().open(result.id))) throw new Error(useBattleStore().error ?? 'open failed')
    opens.push(performance.now() - o)
    useBattleStore().close()
    db.close()
    await Dexie.delete(db.name)
  }
  setDb(null)
  return [
    { name: `file size, ${ACTIONS.toLocaleString('en')} actions`, value: text.length / 1024 / 1024, unit: 'MB' },
    { name: 'JSON.parse of the file', value: parseMs, unit: 'ms' },
    { name: 'restore: upgrade + schema + unit states + log check + fold', value: restoreMs, unit: 'ms' },
    { name: 'log check + fold alone', value: foldMs, unit: 'ms' },
    { name: `import ${ACTIONS.toLocaleString('en')} actions, whole path (store → IndexedDB)`, value: median(whole), unit: 'ms', target: '< 500 ms' },
    { name: '  the same, CPU time of this process (steadier on a busy machine)', value: median(cpu), unit: 'ms' },
    { name: 'then open it (what the page does next), from its snapshot', value: median(opens), unit: 'ms' },
    { name: 'slowest of 2,000 fuzzed import files (parse + restore)', value: slowestFuzzCase(2000), unit: 'ms', target: '< 1000 ms' },
    ...(await importInBrowser(text)),
  ]
}
