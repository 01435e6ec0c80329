import { expect, test } from '@playwright/test'
import { createBattle } from './helpers'
import { changeRuling, clubServer, joinAs, phone, share, shown, tab } from './sync-phones'

/**
 * Issue 25's rare stall, made to happen every time: the umpire taps a ruling at the very moment the player's
 * action is being adopted on the umpire's phone. That tap used to land on a control disabled for the adoption
 * and was lost, so the player waited in vain for the umpire's action (1 run in 8 of tests/sync.spec.ts).
 */
const server = clubServer(Number(process.env.H2_TAP_PORT ?? 5316))

test("a tap made while the other phone's action is being adopted is not lost: it reaches the other phone", async () => {
  test.setTimeout(90_000)
  const umpire = await phone(server().origin)
  const id = await createBattle(umpire, { name: 'Ligny', sides: ['French', 'Prussians'] })
  await changeRuling(umpire, id, 0)
  const links = await share(umpire, server().origin)
  const player = await phone(server().origin)
  await joinAs(player, links.a!, 'French phone')
  const playerId = /\/battle\/([^/]+)/.exec(player.url())![1]!
  await expect.poll(async () => (await shown(player, playerId)).log.length).toBe(1)
  await expect.poll(async () => (await shown(umpire, id)).log.length).toBe(1)

  // The umpire's finger comes down on ruling 3's other option the moment the Undo line goes off: the adoption of
  // the player's action has begun (the umpire's phone does nothing else meanwhile).
  await tab(umpire, id, 'rulings')
  await expect(umpire.locator('fieldset[data-ruling]').nth(2).locator('input:checked')).toHaveCount(1)
  await umpire.evaluate(() => {
    const undo = document.querySelector('[data-test="undo"]') as HTMLButtonElement
    const radio = document.querySelectorAll('fieldset[data-ruling]')[2]!.querySelector('input[type="radio"]:not(:checked)') as HTMLInputElement
    const w = window as unknown as { tapped?: { disabled: boolean } }
    new MutationObserver((_, watcher) => {
      if (!undo.disabled) return
      watcher.disconnect()
      w.tapped = { disabled: radio.disabled }
      radio.click() // a real tap: nothing happens on a disabled control
    }).observe(undo, { attributes: true, attributeFilter: ['disabled'] })
  })
  await changeRuling(player, playerId, 1)
  const tapped = () => umpire.evaluate(() => (window as unknown as { tapped?: { disabled: boolean } }).tapped)
  await expect.poll(tapped).toBeDefined()

  // Both phones end with both actions, well within the 15 s a player would wait (the session-4 failure: the
  // player's phone still showed 2 after 15 s, as the umpire's tap had never happened).
  await expect.poll(async () => (await shown(player, playerId)).log.length, { timeout: 15_000 }).toBe(3)
  await expect.poll(async () => (await shown(umpire, id)).log.length, { timeout: 15_000 }).toBe(3)
  expect(await shown(player, playerId)).toEqual(await shown(umpire, id))
  // The ruling was on under the finger while the adoption was written.
  expect(await tapped()).toEqual({ disabled: false })
})
