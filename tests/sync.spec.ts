import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { createBattle, logText } from './helpers'
import { startSyncServer, type SyncServer } from './sync-helpers'

/**
 * Issue 25 with the REAL club server (server/sync-server.mjs, serving this build from its own origin, as a
 * club runs it) and phones as separate persistent Chromium profiles: share from the umpire's phone, join
 * from the link on another, both act, one goes offline and acts, both end identical; the server restarts
 * and a third phone joins with the whole log.
 */
const PORT = 5313
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

let server: SyncServer
const profiles: string[] = []
const contexts: BrowserContext[] = []

test.beforeAll(async () => {
  server = await startSyncServer({ port: PORT, appDir: process.env.PW_OUTDIR ?? 'dist' })
})
test.afterAll(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => undefined)
  await server?.stop()
  profiles.splice(0).forEach((p) => rmSync(p, { recursive: true, force: true }))
})

/** A phone: its own persistent profile (IndexedDB kept), on the club server's address. */
async function phone(): Promise<Page> {
  const dir = mkdtempSync(join(tmpdir(), 'adc-phone-'))
  profiles.push(dir)
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium', args: ARGS, viewport: { width: 390, height: 844 }, baseURL: server.origin, serviceWorkers: 'block',
  })
  contexts.push(context)
  context.on('console', (m) => { if ((m.type() === 'error' || m.type() === 'warning') && !/Service Worker|WebSocket connection/.test(m.text())) console.log(`[${dir.slice(-6)}] ${m.text()}`) })
  return context.pages()[0] ?? context.newPage()
}

async function share(page: Page): Promise<Record<string, string>> {
  await page.getByTestId('share').click()
  const dialog = page.getByRole('dialog', { name: 'Play on several phones' })
  await dialog.getByLabel('Club server address').fill(server.origin)
  await dialog.getByLabel("This phone's name").fill('Umpire phone')
  await dialog.getByRole('button', { name: 'Share this battle' }).click()
  const links: Record<string, string> = {}
  for (const [role, tab] of [['a', 'French'], ['b', 'Prussians'], ['watcher', /watch/i]] as const) {
    await dialog.getByRole('tab', { name: tab }).click()
    links[role] = (await dialog.getByTestId('share-link').getAttribute('data-link'))!
  }
  await dialog.getByRole('button', { name: 'Done' }).click()
  return links
}

async function joinAs(page: Page, link: string, name: string): Promise<void> {
  await page.goto(link)
  await page.getByLabel(/This phone's name/).fill(name)
  await page.getByTestId('join').click()
  await expect(page.getByTestId('battle-name')).toHaveText('Ligny')
}

/** Opens a battle tab by its link (in the app, so it works offline), or by address when elsewhere. */
async function tab(page: Page, id: string, name: 'rulings' | 'log'): Promise<void> {
  if (page.url().endsWith(`/${name}`)) return
  if (page.url().includes(`/battle/${id}`)) await page.getByRole('link', { name: name === 'log' ? 'Log' : 'Rulings', exact: true }).click()
  else await page.goto(`/battle/${id}/${name}`)
  await expect(page).toHaveURL(new RegExp(`/${name}$`))
}

/** Changes the n-th ruling to an option it does not have (a logged, undoable action). */
async function changeRuling(page: Page, id: string, n: number): Promise<void> {
  await tab(page, id, 'rulings')
  const radios = page.locator('fieldset[data-ruling]').nth(n).locator('input[type="radio"]')
  // The battle is open once its ruling shows a choice (before that every option reads unchosen).
  await expect(radios.and(page.locator(':checked'))).toHaveCount(1)
  const before = (await page.getByTestId('undo').innerText()).trim()
  const count = await radios.count()
  for (let i = 0; i < count; i++) {
    if (!(await radios.nth(i).isChecked())) {
      await radios.nth(i).check()
      await expect(page.getByTestId('undo')).not.toHaveText(before)
      return
    }
  }
}

/** What a phone shows of the battle: its log lines and every ruling's chosen option. */
async function shown(page: Page, id: string) {
  await tab(page, id, 'rulings')
  await expect(page.locator('fieldset[data-ruling]').first()).toBeVisible()
  const rulings = await page.locator('fieldset[data-ruling] input[type="radio"]:checked').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
  await tab(page, id, 'log')
  return { log: await logText(page), rulings }
}

test('two phones act, one offline, both end identical; after a server restart a third phone joins with the whole log', async () => {
  test.setTimeout(150_000)
  const umpire = await phone()
  const id = await createBattle(umpire, { name: 'Ligny', sides: ['French', 'Prussians'] })
  await changeRuling(umpire, id, 0)
  const links = await share(umpire)
  await expect(umpire.getByTestId('sync-state')).toContainText(/connected|synced|shared/i)

  const player = await phone()
  await joinAs(player, links.a!, 'French phone')
  const playerId = /\/battle\/([^/]+)/.exec(player.url())![1]!
  await expect.poll(async () => (await shown(player, playerId)).log.length).toBe(1)

  // Both act: each sees the other's action.
  await changeRuling(player, playerId, 1)
  await changeRuling(umpire, id, 2)
  await expect.poll(async () => (await shown(player, playerId)).log.length, { timeout: 15_000 }).toBe(3)
  await expect.poll(async () => (await shown(umpire, id)).log.length, { timeout: 15_000 }).toBe(3)

  // The player goes offline and acts; the umpire acts meanwhile; back online, both merge to the same battle.
  await player.context().setOffline(true)
  await changeRuling(player, playerId, 3)
  await expect(player.getByTestId('sync-queued')).toBeVisible({ timeout: 15_000 })
  await changeRuling(umpire, id, 4)
  await player.context().setOffline(false)
  await expect.poll(async () => (await shown(player, playerId)).log.length, { timeout: 30_000 }).toBe(5)
  await expect.poll(async () => (await shown(umpire, id)).log.length, { timeout: 30_000 }).toBe(5)
  const [onPlayer, onUmpire] = [await shown(player, playerId), await shown(umpire, id)]
  expect(onPlayer).toEqual(onUmpire)

  // The server restarts; a third phone joins as watcher and gets the whole log.
  await server.kill('SIGKILL')
  await server.restart()
  const watcher = await phone()
  await joinAs(watcher, links.watcher!, 'Watcher phone')
  const watcherId = /\/battle\/([^/]+)/.exec(watcher.url())![1]!
  expect(await shown(watcher, watcherId)).toEqual(onUmpire)
  // A watcher reads only: nothing to undo from here, and the rulings cannot be changed.
  await expect(watcher.getByTestId('undo')).toBeDisabled()
})
