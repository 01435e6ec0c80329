/**
 * The real thing: opening a battle of 400 units and 10,000 actions in Debian's Chromium on the
 * production build, from a tap on the battle list to its page showing the battle. Also the time
 * from a tap to the action being persisted, as the page sees it. Needs `npm run build` first.
 */
import { existsSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { toBattleFile } from '@/model/exportFile'
import { testSetup, testUnit } from '@/test-utils/battles'
import type { Action, Op, Unit } from '@/model/types'
import type { BenchLine } from '../bench'
import { PHONE_VIEWPORT, withPreview } from '../benchBrowser'
import { DIST } from '../benchChunks'

const PORT = 4179
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

function battleFile(name: string, count: number): string {
  const actions: Action[] = []
  for (let seq = 1; seq <= count; seq++) {
    const at = 1_700_000_000_000 + seq * 1000
    if (seq <= 400) {
      // A whole state the builders' ruleset accepts: an import checks every unit state.
      const unit: Unit = { ...testUnit(`u${seq}`), side: seq % 2 ? 'a' : 'b', name: `Battalion ${seq}` }
      actions.push({ id: `s${seq}`, seq, at, kind: 'unit.add', label: `Added ${unit.name}`, ops: [{ op: 'unit.put', unit }] })
    } else {
      const ops: Op[] = [{ op: 'unit.patch', id: `u${(seq % 400) + 1}`, state: { damagedBases: seq % 2, lostBases: seq % 5 } }]
      actions.push({ id: `s${seq}`, seq, at, kind: 'fire.applied', label: `Battalion ${(seq % 400) + 1} lost ${seq % 5} bases`, ops })
    }
  }
  return JSON.stringify(toBattleFile(testSetup({ id: `bench-${count}`, name }), actions))
}

/** Imports a battle of `count` actions (which opens and folds it once), then times five opens from the list. */
async function openTimes(page: Page, name: string, count: number): Promise<number> {
  await page.goto(`http://localhost:${PORT}/`)
  await page.locator('[data-test="import-file"]').setInputFiles({ name: 'bench.json', mimeType: 'application/json', buffer: Buffer.from(battleFile(name, count)) })
  await page.locator('[data-test="battle-name"]').or(page.locator('[data-test="import-error"]')).first().waitFor({ timeout: 120_000 })
  if (await page.locator('[data-test="import-error"]').isVisible()) throw new Error(`import refused: ${await page.locator('[data-test="import-error"]').innerText()}`)
  await page.locator('[data-test="log"] li').first().waitFor()
  const link = page.locator('li[data-battle] a', { hasText: name }).first()
  const opens: number[] = []
  for (let i = 0; i < 5; i++) {
    await page.goto(`http://localhost:${PORT}/`)
    await link.waitFor()
    // Timed inside the page (click → first log line in the DOM), so the driver's polling does not count.
    await page.evaluate((battleName) => {
      const w = window as unknown as { benchDone?: Promise<number> }
      const a = [...document.querySelectorAll('li[data-battle] a')].find((x) => x.textContent?.includes(battleName)) as HTMLElement
      w.benchDone = new Promise((resolve) => {
        const t0 = performance.now()
        const seen = () => document.querySelector('[data-test="battle-name"]') && document.querySelector('[data-test="log"] li')
        const obs = new MutationObserver(() => { if (seen()) { obs.disconnect(); resolve(performance.now() - t0) } })
        obs.observe(document.body, { childList: true, subtree: true })
        a.click()
      })
    }, name)
    opens.push(await page.evaluate(() => (window as unknown as { benchDone: Promise<number> }).benchDone))
  }
  return median(opens)
}

export default async function (): Promise<BenchLine[]> {
  if (!existsSync(`${DIST}/index.html`)) return [{ name: 'skipped: run `npm run build` first', value: 0, unit: '' }]
  return withPreview(PORT, async (browser) => {
    const page = await browser.newPage({ viewport: PHONE_VIEWPORT })
    await page.goto(`http://localhost:${PORT}/`)
    const big = await openTimes(page, 'Leipzig (bench)', 10_000)
    const small = await openTimes(page, 'Skirmish (bench)', 10)
    return [
      { name: 'open 400 units / 10,000 actions: tap → battle shown (median of 5)', value: big, unit: 'ms', target: '< 300 ms' },
      { name: 'same for a 10-action battle (page and chunk loading)', value: small, unit: 'ms' },
      { name: 'cost of the 10,000 actions themselves (difference)', value: big - small, unit: 'ms', target: '< 300 ms' },
    ]
  })
}
