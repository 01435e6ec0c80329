import { devices, expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { createBattle, logText } from './helpers'
import { RULESETS, startedBattle } from './room-helpers'
import { startSyncServer, type SyncServer } from './sync-helpers'
import { addUnit as addWargamingUnit } from './wargamingRoster'

/*
 * A watcher's phone (issue 25, "watcher (read only)") at 390 × 844, joined by link on the real club server:
 * it looks everywhere a player looks — sub-tabs, the other army's units, a calculator's fields and its odds,
 * the log — and acts nowhere: Roll, I rolled, Apply, Undo and every control that would write are off, each
 * described by the notice that says why.
 */
const SERVER_PORT = Number(process.env.H1_SYNC_PORT ?? 5231)
const WHY = /You are watching this battle: only the umpire and the players change it\./
let server: SyncServer
const contexts: BrowserContext[] = []

test.describe.configure({ mode: 'serial' })
test.beforeAll(async () => { server = await startSyncServer({ port: SERVER_PORT, appDir: process.env.PW_OUTDIR ?? 'dist' }) })
test.afterAll(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => undefined)
  await server.stop()
})

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: server.origin })
  contexts.push(context)
  return context.newPage()
}
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link', { name, exact: true }).click()
const screen = (page: Page) => page.getByTestId('battle-screen')

/** The umpire shares the open battle; the watcher's link as its QR code carries it. */
async function watcherLink(page: Page): Promise<string> {
  await page.getByTestId('share').click()
  const dialog = page.getByRole('dialog', { name: 'Play on several phones' })
  await dialog.getByLabel("This phone's name").fill('Anne')
  await dialog.getByRole('button', { name: 'Share this battle' }).click()
  await dialog.getByRole('tab', { name: 'Watcher', exact: true }).click()
  const link = (await dialog.getByTestId('share-link').getAttribute('data-link'))!
  await dialog.getByRole('button', { name: 'Done' }).click()
  return link
}

/** A second phone opens the watcher's link (as its camera would), gives its name and joins. */
async function joinAsWatcher(browser: Browser, link: string, battle: string): Promise<Page> {
  const page = await phone(browser)
  await page.goto(link)
  await page.getByLabel(/This phone's name/).fill('Carla')
  await page.getByRole('button', { name: 'Join' }).click()
  await expect(page.getByTestId('battle-name')).toHaveText(battle, { timeout: 20_000 })
  await expect(page.getByTestId('sync-peers')).toHaveText(/This phone \(Carla\) is a watcher/, { timeout: 20_000 })
  await expect(page.getByTestId('read-only')).toHaveText(WHY)
  return page
}

/** Off, and a screen reader hears why (the notice describes it). */
async function offWithReason(control: Locator): Promise<void> {
  await expect(control).toBeDisabled()
  await expect(control).toHaveAccessibleDescription(WHY)
}

/** The screen's controls a watcher can still use that are not a tab, a disclosure, or a field/button marked as only looking. */
function onThatWrite(page: Page): Promise<string[]> {
  return screen(page).locator('button, input, select, textarea').evaluateAll((els) => els
    .filter((e) => !(e as HTMLButtonElement).disabled)
    .filter((e) => !e.matches('[role="tab"], [aria-expanded], [data-reads]') && (e.tagName === 'BUTTON' && !e.matches('[role="radio"], [aria-pressed]') || !e.closest('[data-reads]')))
    .map((e) => e.outerHTML.slice(0, 120)))
}

test('wargaming: a watcher switches Combat sub-tabs, reads a fire\'s odds, reads the log; Roll, I rolled, Undo and every action stay off, saying why', async ({ browser }) => {
  test.setTimeout(3 * 60_000)
  const anne = await phone(browser)
  await createBattle(anne, { name: 'Ligny', sides: ['French', 'Prussians'] })
  await tab(anne, 'Roster')
  await anne.getByRole('button', { name: 'Add unit' }).click()
  await addWargamingUnit(anne, 'Infantry: Line', '45e Ligne')
  await anne.getByRole('button', { name: 'Close' }).click()
  await anne.getByRole('button', { name: 'Prussians', exact: true }).click()
  await anne.getByRole('button', { name: 'Add unit' }).click()
  await addWargamingUnit(anne, 'Infantry: Line', '92nd Foot')
  await anne.getByRole('button', { name: 'Close' }).click()
  const carla = await joinAsWatcher(browser, await watcherLink(anne), 'Ligny')

  await offWithReason(carla.getByTestId('undo'))
  // The Turn screen opens a battle with its start: every button there writes, so every one is off.
  await tab(carla, 'Turn')
  await expect(carla.getByRole('button', { name: 'It was fine' })).toBeVisible()
  expect(await onThatWrite(carla)).toEqual([])
  await offWithReason(carla.getByRole('button', { name: 'It was fine' }))

  // The Roster: the other army's units are a tap away, as on a player's phone.
  await tab(carla, 'Roster')
  await carla.getByRole('button', { name: 'Prussians', exact: true }).click()
  await expect(carla.locator('[data-unit="92nd Foot"]')).toBeVisible()
  await offWithReason(carla.getByRole('button', { name: 'Add unit' }))

  // Combat: the sub-tabs switch (they did nothing on a watcher's phone before), the other view's content shows.
  await tab(carla, 'Combat')
  await carla.getByRole('tab', { name: 'Morale' }).click()
  await expect(carla.getByRole('tab', { name: 'Morale' })).toHaveAttribute('aria-selected', 'true')
  await expect(carla.getByRole('region', { name: 'Morale test' })).toBeVisible()
  await carla.getByRole('tab', { name: 'Fire' }).click()
  const fire = carla.getByRole('region', { name: 'Fire at a unit' })
  await expect(fire).toBeVisible()
  // Choosing the units and typing the tape reading is reading: the odds show.
  await fire.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await fire.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  await fire.locator('input[name="distance"]').fill('10')
  await expect(carla.getByTestId('fire-distance')).toBeVisible()
  await expect(fire.getByRole('list', { name: 'Odds' }).locator('li').first()).toContainText('%')
  // What would write stays off and says why; a tap on it says so too.
  await offWithReason(fire.getByRole('button', { name: 'Roll', exact: true }))
  await offWithReason(fire.getByRole('button', { name: 'I rolled' }))
  expect(await onThatWrite(carla)).toEqual([])
  await fire.getByRole('button', { name: 'Roll', exact: true }).tap({ force: true })
  await expect(carla.getByRole('status').filter({ hasText: 'Off on this phone. You are watching this battle' })).toBeVisible()

  // The log reads as on the umpire's phone; its filter works; undoing back is off.
  await tab(anne, 'Log')
  const umpireLog = await logText(anne)
  await tab(carla, 'Log')
  expect(await logText(carla)).toEqual(umpireLog)
  await offWithReason(carla.getByRole('button', { name: 'Undo back to here' }).first())
  await carla.locator('select[name="log-unit"]').selectOption({ label: '92nd Foot' })
  await expect(carla.getByTestId('log').locator('li')).toHaveCount(1)
  // A ruling is a logged action: its choices are off.
  await tab(carla, 'Rulings')
  await offWithReason(screen(carla).locator('input[type="radio"]').first())
  expect(await onThatWrite(carla)).toEqual([])
  // Nothing the watcher did reached the battle.
  await tab(anne, 'Log')
  await tab(anne, 'Roster')
  await tab(anne, 'Log')
  expect(await logText(anne)).toEqual(umpireLog)
  // Stopped syncing, the copy on this phone is no longer read only: its screens are made again with their own controls.
  await carla.getByTestId('share').click()
  await carla.getByTestId('stop-sync').click()
  await expect(carla.getByTestId('read-only')).toHaveCount(0)
  await carla.keyboard.press('Escape')
  await tab(carla, 'Turn')
  await expect(carla.getByRole('button', { name: 'It was fine' })).toBeEnabled()
  await expect(carla.getByRole('button', { name: 'It was fine' })).toHaveAccessibleDescription('')
})

test('miniatures: a watcher switches Fire / charge and Special action, reads a special action\'s odds and the other army\'s units; every action stays off', async ({ browser }) => {
  test.setTimeout(3 * 60_000)
  const anne = await phone(browser)
  await createBattle(anne, { name: 'Wavre', ruleset: 'miniatures', sides: ['French', 'Prussians'] })
  await tab(anne, 'Units')
  await anne.getByRole('button', { name: 'New unit' }).click()
  await anne.locator('select[name="unitType"]').selectOption({ label: 'French Infantry (infantry, removed at 4 disorder points)' })
  await anne.locator('input[name="unit-name"]').fill('45e Ligne')
  await anne.getByRole('button', { name: 'Add unit' }).click()
  await anne.getByRole('button', { name: 'Prussians', exact: true }).click()
  await anne.locator('select[name="unitType"]').selectOption({ label: 'Regular Infantry (infantry, removed at 4 disorder points)' })
  await anne.locator('input[name="unit-name"]').fill('IR 4')
  await anne.getByRole('button', { name: 'Add unit' }).click()
  await expect(anne.locator('[data-unit="IR 4"]')).toBeVisible()
  await anne.getByRole('button', { name: 'Close' }).click()
  const carla = await joinAsWatcher(browser, await watcherLink(anne), 'Wavre')

  await tab(carla, 'Units')
  await carla.getByRole('button', { name: 'Prussians', exact: true }).click()
  await expect(carla.locator('[data-unit="IR 4"]')).toBeVisible()
  await offWithReason(carla.getByRole('button', { name: 'IR 4: +1 disorder point' }))
  await offWithReason(carla.getByRole('button', { name: 'New unit' }))

  await tab(carla, 'Fire')
  // The tape reading is read as on a player's phone; the firer and target are chosen; the rule that stops the fire shows.
  await carla.getByLabel('Distance (cm)').fill('12')
  await expect(carla.getByTestId('measure')).toContainText('12 cm')
  const fire = carla.getByRole('region', { name: 'Fire', exact: true })
  await fire.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await fire.locator('[data-picker="target"][data-name="IR 4"]').click()
  await expect(fire.getByRole('note')).toContainText('Units can move and fight ONLY when given an order.')
  // The other sub-tab: a special action's odds are read, its Roll and Log stay off.
  await carla.getByRole('tab', { name: 'Special action' }).click()
  const special = carla.getByRole('region', { name: 'Special action: the reacting unit' })
  await expect(special).toBeVisible()
  await special.locator('select[name="specialAction"]').selectOption('form-square')
  await special.locator('[data-picker="reacting"][data-name="IR 4"]').click()
  await expect(special.getByRole('list', { name: 'Odds' }).locator('li').first()).toContainText('%')
  await offWithReason(special.getByRole('button', { name: 'Roll', exact: true }))
  await offWithReason(special.getByRole('button', { name: 'I rolled' }))
  expect(await onThatWrite(carla)).toEqual([])
  await carla.getByRole('tab', { name: 'Fire / charge' }).click()
  await expect(fire).toBeVisible()

  await tab(carla, 'Log')
  expect((await logText(carla)).join('\n')).toContain('IR 4')
})

/*
 * Every screen of every ruleset, as it grows: a watcher walks each battle tab and each sub-tab of a battle in play
 * (room-helpers' started battles); every sub-tab answers, no control that writes is left on, every control held
 * off says why, and the umpire's log is as it was.
 */
/** Fields and buttons that only look, by ruleset and view: each must be on for a watcher where it shows. */
const LOOKING: Record<string, Record<string, string[]>> = {
  boardgame: { Cards: ['input[name="odds-n-a"]', 'select[name="odds-card-a"]'] },
  series: { 'Play aid': ['[aria-label="Table"] button'] },
  wargaming: { Ruler: ['input[name="measured"]'], 'Combat / Fire': ['input[name="distance"]', 'input[name="quick"]'] },
  miniatures: { 'Fire / Fire / charge': ['input[name="distance"]'] },
  waterloo: { 'Combat / Bombardment': ['input[name="adjacentToEnemyCavalry"]', 'select[name="targetTerrain"]'] },
}

for (const ruleset of RULESETS) {
  test(`${ruleset}: a watcher walks every tab and sub-tab; each sub-tab answers, nothing that writes is on, each control off says why`, async ({ browser }) => {
    test.setTimeout(4 * 60_000)
    const anne = await phone(browser)
    await startedBattle(anne, ruleset)
    await tab(anne, 'Log')
    const umpireLog = await logText(anne)
    const carla = await joinAsWatcher(browser, await watcherLink(anne), `Room ${ruleset}`)
    const labels = (await carla.getByRole('navigation', { name: 'Battle screens' }).getByRole('link').allInnerTexts()).map((l) => l.replace(/\s+/g, ' ').trim())
    const counts = { on: 0, off: 0 }
    const looked: string[] = []
    const check = async (where: string) => {
      expect(await onThatWrite(carla), `${where}: on and writing`).toEqual([])
      const c = await screen(carla).locator('button, input, select, textarea').evaluateAll((els, why) => {
        const looks = (e: Element) => e.matches('[role="tab"], [aria-expanded], [data-reads]') || !(e.tagName === 'BUTTON' && !e.matches('[role="radio"], [aria-pressed]')) && e.closest('[data-reads]') !== null
        const off = (e: Element) => (e as HTMLButtonElement).disabled
        return {
          on: els.filter((e) => !off(e)).length,
          off: els.filter(off).length,
          // A control that only looks may be off for the screen's own reason (a unit that may not fire, in its own words).
          silent: els.filter((e) => off(e) && !looks(e) && !(e.getAttribute('aria-describedby') ?? '').split(' ').includes(why)).map((e) => e.outerHTML.slice(0, 100)),
        }
      }, 'read-only-why')
      expect(c.silent, `${where}: off without saying why`).toEqual([])
      if (LOOKING[ruleset]?.[where]) looked.push(where)
      for (const sel of LOOKING[ruleset]?.[where] ?? []) {
        const found = screen(carla).locator(sel)
        await expect(found.first(), `${where}: ${sel}`).toBeAttached()
        expect(await found.evaluateAll((els) => els.filter((e) => (e as HTMLButtonElement).disabled).length), `${where}: ${sel} off`).toBe(0)
      }
      counts.on += c.on
      counts.off += c.off
    }
    for (const label of labels) {
      await tab(carla, label)
      await expect(carla.getByRole('navigation', { name: 'Battle screens' }).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(screen(carla).locator('> *').first()).toBeVisible()
      const subtabs = screen(carla).getByRole('tab')
      const n = await subtabs.count()
      if (n === 0) await check(label)
      for (let i = 0; i < n; i++) {
        await subtabs.nth(i).click()
        await expect(subtabs.nth(i)).toHaveAttribute('aria-selected', 'true')
        await check(`${label} / ${(await subtabs.nth(i).innerText()).trim()}`)
      }
    }
    expect(looked.sort(), 'every view named in LOOKING was reached').toEqual(Object.keys(LOOKING[ruleset] ?? {}).sort())
    console.info(`${ruleset}: ${labels.length} tabs and their sub-tabs, summed over the views: ${counts.on} controls on for a watcher, ${counts.off} off`)
    await tab(anne, 'Rulings')
    await tab(anne, 'Log')
    expect(await logText(anne)).toEqual(umpireLog)
  })
}
