import { expect, test, type Page } from '@playwright/test'
import { logText } from './helpers'
import { clubServer, joinAs, phone, share } from './sync-phones'
import { disorder, plancenoit, tab } from './sync-plancenoit'

/**
 * Issue 25, "two phones apart": the umpire's and the French player's phones lose the club server; each takes a
 * disorder point off the same unit, the player also undoes one, the umpire deals the hour's cards. Back online,
 * both show the same log, the same unit (both losses stand) and the same owed tests; the player's phone holds the
 * Allied hand nowhere (not on screen, not in IndexedDB): its deck there is '?' card for card.
 */
const server = clubServer(5315)

async function seen(page: Page) {
  await tab(page, 'Units')
  const dp = await page.locator('[data-unit="45e Ligne"] [data-test="dp"]').innerText()
  const owed = (await page.getByTestId('owed-tests').count()) ? await page.getByTestId('owed-tests').innerText() : ''
  await tab(page, 'Log')
  return { dp, owed, log: await logText(page) }
}

/** Every deck a side owns, as this phone's IndexedDB holds it in the battle's actions: owner and cards. */
async function storedDecks(page: Page): Promise<{ owner: string; cards: string[] }[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, fail) => {
      const r = indexedDB.open('aide-de-camp')
      r.onsuccess = () => ok(r.result)
      r.onerror = () => fail(r.error)
    })
    const rows = await new Promise<unknown[]>((ok, fail) => {
      const r = db.transaction('actions').objectStore('actions').getAll()
      r.onsuccess = () => ok(r.result)
      r.onerror = () => fail(r.error)
    })
    db.close()
    const decks: { owner: string; cards: string[] }[] = []
    JSON.parse(JSON.stringify(rows), (_k, v) => {
      if (v && typeof v === 'object' && Array.isArray(v.drawPile) && typeof v.owner === 'string') decks.push({ owner: v.owner, cards: [...v.drawPile, ...(v.hand ?? [])] })
      return v
    })
    return decks
  })
}

test('two phones apart: a loss on the same unit each, an undo, a card draw; after the merge both show the same battle', async () => {
  test.setTimeout(150_000)
  const umpire = await phone(server().origin)
  await plancenoit(umpire)
  await tab(umpire, 'Cards')
  await umpire.locator('select[name="scenario"]').selectOption('waterloo')
  await umpire.getByRole('button', { name: 'Make decks' }).click()
  await expect(umpire.getByRole('button', { name: 'Deal hour 1' })).toBeVisible()
  const links = await share(umpire, server().origin)
  const player = await phone(server().origin)
  await joinAs(player, links.a!, 'French phone', 'Plancenoit')
  await tab(player, 'Log')
  await expect.poll(async () => (await logText(player)).length).toBe((await seen(umpire)).log.length)

  // Each screen used while apart is loaded once while online (the test phones run without the service worker).
  for (const page of [player, umpire]) for (const name of ['Units', 'Cards', 'Log']) {
    await tab(page, name)
    await expect(page.getByTestId('battle-name')).toBeVisible()
  }
  await tab(player, 'Units')
  await expect(player.getByRole('button', { name: '45e Ligne: +1 disorder point', exact: true })).toBeVisible()

  // Apart: neither phone reaches the server.
  await umpire.context().setOffline(true)
  await player.context().setOffline(true)
  await disorder(umpire)
  await disorder(player)
  await disorder(player)
  await player.getByTestId('undo').click()
  await tab(umpire, 'Cards')
  await umpire.getByRole('button', { name: 'Deal hour 1' }).click()
  await expect(umpire.getByTestId('undo')).toHaveText(/^Undo: /)
  // Log rows: the umpire's two, the player's two (its undo shows as "undone" on the second, not as a row).
  const total = (await seen(umpire)).log.length + 2

  await umpire.context().setOffline(false)
  await player.context().setOffline(false)
  await expect.poll(async () => (await seen(player)).log.length, { timeout: 30_000 }).toBe(total)
  await expect.poll(async () => (await seen(umpire)).log.length, { timeout: 30_000 }).toBe(total)
  const [onUmpire, onPlayer] = [await seen(umpire), await seen(player)]
  // The same rows in the same order on both, the deal in the words each may see ("drew", not which cards),
  // and only the phones that may see a hand offer to undo the deal.
  const rows = (log: string[]) => log.map((line) => (/dealt|drew/.test(line) ? 'the deal' : line.replace(/\nUndo back to here$/, '')))
  expect(rows(onPlayer.log)).toEqual(rows(onUmpire.log))
  expect(onPlayer.log.find((line) => /dealt|drew/.test(line))).toMatch(/^The French drew 6 cards; the British drew 6 cards/)
  expect({ ...onPlayer, log: [] }).toEqual({ ...onUmpire, log: [] })
  // Both losses stand: 0 → 1 on each phone, merged 2 (the player's second loss undone).
  expect(onUmpire.dp).toMatch(/^2\//)

  // The Allied hand: not on the French player's screen, not in its storage.
  await tab(player, 'Cards')
  await expect(player.locator('[data-side="b"] [data-card]')).toHaveCount(0)
  const decks = await storedDecks(player)
  expect(decks.filter((d) => d.owner === 'b').length).toBeGreaterThan(0)
  for (const d of decks.filter((x) => x.owner === 'b')) expect(new Set(d.cards)).toEqual(new Set(['?']))
  expect(decks.some((d) => d.owner === 'a' && d.cards.some((c) => c !== '?'))).toBe(true)
})
