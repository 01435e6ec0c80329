import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { logText } from './helpers'
import { startSyncServer, type SyncServer } from './sync-helpers'

/** Phones for the sync browser tests: persistent Chromium profiles on the club server's address, and the taps they share. */
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const profiles: string[] = []
const contexts: BrowserContext[] = []

/**
 * The club server for one spec file: started before its tests (serving this build, PW_OUTDIR, from its own origin
 * as a club runs it) and stopped after them with the spec's phones. Returns the server of the running tests.
 */
export function clubServer(port: number): () => SyncServer {
  let server: SyncServer | undefined
  test.beforeAll(async () => {
    server = await startSyncServer({ port, appDir: process.env.PW_OUTDIR ?? 'dist' })
  })
  test.afterAll(async () => {
    await closePhones()
    await server?.stop()
  })
  return () => server!
}

export async function closePhones(): Promise<void> {
  for (const c of contexts.splice(0)) await c.close().catch(() => undefined)
  profiles.splice(0).forEach((p) => rmSync(p, { recursive: true, force: true }))
}

/** A phone: its own persistent profile (IndexedDB kept), on the club server's address. */
export async function phone(origin: string): Promise<Page> {
  const dir = mkdtempSync(join(tmpdir(), 'adc-phone-'))
  profiles.push(dir)
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium', args: ARGS, viewport: { width: 390, height: 844 }, baseURL: origin, serviceWorkers: 'block',
  })
  contexts.push(context)
  context.on('console', (m) => { if ((m.type() === 'error' || m.type() === 'warning') && !/Service Worker|WebSocket connection/.test(m.text())) console.log(`[${dir.slice(-6)}] ${m.text()}`) })
  return context.pages()[0] ?? context.newPage()
}

export async function share(page: Page, server: string): Promise<Record<string, string>> {
  await page.getByTestId('share').click()
  const dialog = page.getByRole('dialog', { name: 'Play on several phones' })
  await dialog.getByLabel('Club server address').fill(server)
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

export async function joinAs(page: Page, link: string, name: string, battle = 'Ligny'): Promise<void> {
  await page.goto(link)
  await page.getByLabel(/This phone's name/).fill(name)
  await page.getByTestId('join').click()
  await expect(page.getByTestId('battle-name')).toHaveText(battle)
}

/** Opens a battle tab by its link (in the app, so it works offline), or by address when elsewhere. */
export async function tab(page: Page, id: string, name: 'rulings' | 'log'): Promise<void> {
  if (page.url().endsWith(`/${name}`)) return
  if (page.url().includes(`/battle/${id}`)) await page.getByRole('link', { name: name === 'log' ? 'Log' : 'Rulings', exact: true }).click()
  else await page.goto(`/battle/${id}/${name}`)
  await expect(page).toHaveURL(new RegExp(`/${name}$`))
}

/**
 * Changes the n-th ruling to an option it does not have (a logged, undoable action), and waits until THIS phone
 * has stored it: the Undo line names this ruling and option (or a later phone's action, the option shown chosen).
 * Waiting only for the Undo line to change let another phone's action, adopted at that moment, pass for this one:
 * a tap lost then went unnoticed until a later check (the rare stall of tests/sync.spec.ts, issue 25).
 */
export async function changeRuling(page: Page, id: string, n: number): Promise<void> {
  await tab(page, id, 'rulings')
  const fieldset = page.locator('fieldset[data-ruling]').nth(n)
  const radios = fieldset.locator('input[type="radio"]')
  // The battle is open once its ruling shows a choice (before that every option reads unchosen).
  await expect(radios.and(page.locator(':checked'))).toHaveCount(1)
  const undo = page.getByTestId('undo')
  const before = (await undo.innerText()).trim()
  const count = await radios.count()
  for (let i = 0; i < count; i++) {
    if (!(await radios.nth(i).isChecked())) {
      const legend = (await fieldset.locator('legend').innerText()).trim()
      const numbered = /^(\d+)\. (.*)$/.exec(legend)
      const option = (await fieldset.locator('label.option').nth(i).innerText()).replace(/\s*\(default\)$/, '').trim()
      const label = `Undo: Ruling${numbered ? ` ${numbered[1]}` : ''} (${numbered ? numbered[2] : legend}): ${option}`
      // click, not check(): the radio follows the battle's ruling once the action is stored, so check()'s
      // instant re-read failed on a slow write (a CI run).
      await radios.nth(i).click()
      await expect.poll(async () => {
        const now = (await undo.innerText()).trim()
        return now === label || (now !== before && (await radios.nth(i).isChecked()))
      }, { message: `the Undo line names '${label}'` }).toBe(true)
      await expect(radios.nth(i)).toBeChecked()
      return
    }
  }
}

/** What a phone shows of the battle: its log lines and every ruling's chosen option. */
export async function shown(page: Page, id: string) {
  await tab(page, id, 'rulings')
  await expect(page.locator('fieldset[data-ruling]').first()).toBeVisible()
  const rulings = await page.locator('fieldset[data-ruling] input[type="radio"]:checked').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
  await tab(page, id, 'log')
  return { log: await logText(page), rulings }
}

