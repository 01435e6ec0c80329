import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { createBattle, waitForServiceWorker } from './helpers'
import { startSyncServer, type SyncServer } from './sync-helpers'
import { changeRuling, joinAs, share, shown } from './sync-phones'

/**
 * A shared battle survives a reload with no network (issue 25): the player's phone goes offline, RELOADS the
 * page (the service worker serves the app, the lazy sync code included), acts (the action queues), comes back
 * online, and the umpire's phone gets it. Nothing the strip showed as shared is lost on the way. Phones here
 * keep their service workers (the other sync tests block them), on the real club server serving this build.
 */
const PORT = Number(process.env.H4_OFFLINE_PORT ?? 5319)
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

let server: SyncServer
const contexts: BrowserContext[] = []
const profiles: string[] = []

test.beforeAll(async () => {
  server = await startSyncServer({ port: PORT, appDir: process.env.PW_OUTDIR ?? 'dist' })
})
test.afterAll(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => undefined)
  profiles.splice(0).forEach((p) => rmSync(p, { recursive: true, force: true }))
  await server?.stop()
})

async function phone(): Promise<Page> {
  const dir = mkdtempSync(join(tmpdir(), 'adc-sw-phone-'))
  profiles.push(dir)
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium', args: ARGS, viewport: { width: 390, height: 844 }, baseURL: server.origin, serviceWorkers: 'allow',
  })
  contexts.push(context)
  return context.pages()[0] ?? context.newPage()
}

const idOf = (page: Page) => /\/battle\/([^/]+)/.exec(page.url())![1]!

test('a player offline reloads the shared battle from the service worker, acts, and back online the umpire gets it', async () => {
  test.setTimeout(150_000)
  const umpire = await phone()
  const id = await createBattle(umpire, { name: 'Ligny', sides: ['French', 'Prussians'] })
  await changeRuling(umpire, id, 0)
  const links = await share(umpire, server.origin)

  const player = await phone()
  await joinAs(player, links.a!, 'French phone')
  const playerId = idOf(player)
  await waitForServiceWorker(player)
  await changeRuling(player, playerId, 1)
  // Shared: both phones have both actions, and the player's strip counts none waiting.
  await expect.poll(async () => (await shown(umpire, id)).log.length, { timeout: 15_000 }).toBe(2)
  await expect(player.getByTestId('sync-state')).toHaveText(/^Connected to the club server$/)
  const before = await shown(player, playerId)
  expect(before.log).toHaveLength(2)

  // Offline, the page reloads: the app and its sync code come from the service worker, the battle from the phone.
  await player.context().setOffline(true)
  const reloaded = await player.reload()
  expect(reloaded?.fromServiceWorker()).toBe(true)
  await expect(player.getByTestId('battle-name')).toHaveText('Ligny')
  await expect(player.getByTestId('sync-state')).toHaveText(/^Offline: play on/, { timeout: 15_000 })
  expect(await shown(player, playerId)).toEqual(before)

  // It acts offline: the action queues, and the umpire acts meanwhile.
  await changeRuling(player, playerId, 2)
  await expect(player.getByTestId('sync-queued')).toHaveText('1 action waiting to be stored on the club server')
  await changeRuling(umpire, id, 3)

  // Back online both phones hold all four actions, in the same order, with the same rulings.
  await player.context().setOffline(false)
  await expect(player.getByTestId('sync-state')).toHaveText(/^Connected to the club server$/, { timeout: 30_000 })
  await expect.poll(async () => (await shown(umpire, id)).log.length, { timeout: 30_000 }).toBe(4)
  await expect.poll(async () => (await shown(player, playerId)).log.length, { timeout: 30_000 }).toBe(4)
  const [onPlayer, onUmpire] = [await shown(player, playerId), await shown(umpire, id)]
  expect(onPlayer).toEqual(onUmpire)
  // Each action shared before the reload is still there (its first line: the place numbers move in a merge).
  const firstLines = (log: string[]) => log.map((l) => l.split('\n')[0])
  expect(firstLines(onPlayer.log)).toEqual(expect.arrayContaining(firstLines(before.log)))
})
