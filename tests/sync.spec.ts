import { expect, test } from '@playwright/test'
import { createBattle } from './helpers'
import { changeRuling, clubServer, joinAs, phone, share, shown } from './sync-phones'

/**
 * Issue 25 with the REAL club server (server/sync-server.mjs, serving this build from its own origin, as a
 * club runs it) and phones as separate persistent Chromium profiles: share from the umpire's phone, join
 * from the link on another, both act, one goes offline and acts, both end identical; the server restarts
 * and a third phone joins with the whole log.
 */
const PORT = Number(process.env.H2_SYNC_PORT ?? 5313)

const server = clubServer(PORT)

test('two phones act, one offline, both end identical; after a server restart a third phone joins with the whole log', async () => {
  test.setTimeout(150_000)
  const umpire = await phone(server().origin)
  const id = await createBattle(umpire, { name: 'Ligny', sides: ['French', 'Prussians'] })
  await changeRuling(umpire, id, 0)
  const links = await share(umpire, server().origin)
  await expect(umpire.getByTestId('sync-state')).toContainText(/connected|synced|shared/i)

  const player = await phone(server().origin)
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
  await server().kill('SIGKILL')
  await server().restart()
  const watcher = await phone(server().origin)
  await joinAs(watcher, links.watcher!, 'Watcher phone')
  const watcherId = /\/battle\/([^/]+)/.exec(watcher.url())![1]!
  expect(await shown(watcher, watcherId)).toEqual(onUmpire)
  // A watcher reads only: nothing to undo from here, and the rulings cannot be changed.
  await expect(watcher.getByTestId('undo')).toBeDisabled()
})
