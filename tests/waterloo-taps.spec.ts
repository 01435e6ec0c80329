import { expect, test, type Locator, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { enterCounter, tab, undoShows, setUpNoRain, activateReille } from './waterloo-helpers'

/**
 * Issue 21 "Taps": waterloo's common actions, from the unit's own button in the activation to the result applied with the
 * app's dice, in at most 6 taps. Before this pass: bombardment 8 (after scrolling past the firing side's own units),
 * close combat 11. The app's dice are made to show 1s (crypto.getRandomValues returns 0) so each path is the same.
 */
async function setUp(page: Page) {
  await page.goto('/')
  await createBattle(page, { name: 'Taps', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await setUpNoRain(page)
  // The counters' values the text does not print, entered once (not part of any action).
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-name="Jerome"]').click()
  await page.locator('[data-picker="target"][data-name="Cooke"]').click()
  await enterCounter(page, 'Jerome', { 'fresh.strengthPoints': '4', 'fresh.artilleryFactor': '1', 'fresh.elanRating': '4' })
  await enterCounter(page, 'Cooke', { type: 'infantry', 'fresh.strengthPoints': '4', 'fresh.artilleryFactor': '1', 'fresh.elanRating': '4' })
  await page.locator('[data-picker="firer"][data-name="Foy"]').click()
  await page.locator('[data-picker="target"][data-name="Picton"]').click()
  await enterCounter(page, 'Foy', { type: 'infantry' })
  await enterCounter(page, 'Picton', { type: 'infantry' })
  await tab(page, 'Turn')
  await activateReille(page)
  await expect(page.getByTestId('activation')).toContainText('Activation: Reille II Corps')
  // From here the app's dice show 1s, so every run takes the same path (the override lives until the page reloads).
  await page.evaluate(() => {
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(a: T): T => { if (a) new Uint8Array(a.buffer).fill(0); return a })
  })
}

/** Counts the player's taps: a tap on a control, or the tap that focuses a field before typing in it. */
function counter() {
  let n = 0
  return {
    tap: async (l: Locator) => { n += 1; await l.click() },
    type: async (l: Locator, text: string) => { n += 1; await l.click(); await l.fill(text) },
    get count() { return n },
  }
}

test('waterloo taps: a Bombardment from the unit in at most 6 taps with the app\'s dice (8 before)', async ({ page }) => {
  test.setTimeout(90_000)
  await setUp(page)
  const t = counter()
  await t.tap(page.getByRole('button', { name: 'Jerome: Bombard' }))
  // The firer came chosen from its own button: its picker is one line, the targets (the enemy only) come first.
  await expect(page.getByTestId('firer-chosen')).toHaveText('Firing unit: Jerome Change')
  await expect(page.locator('[data-picker="firer"]')).toHaveCount(0)
  await expect(page.getByRole('radiogroup', { name: 'Target — Anglo-Allied army' })).toBeVisible()
  await t.tap(page.locator('[data-picker="target"][data-name="Cooke"]'))
  await t.type(page.locator('input[name="hexes"]'), '2')
  await t.tap(page.getByRole('region', { name: 'Bombardment Combat', exact: true }).getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Apply to Cooke' }))
  await undoShows(page, 'Jerome bombards Cooke: no effect')
  expect(t.count).toBe(5)
})

test('waterloo taps: a Close Combat from the unit in at most 6 taps with the app\'s dice (11 before)', async ({ page }) => {
  test.setTimeout(90_000)
  await setUp(page)
  const t = counter()
  await t.tap(page.getByRole('button', { name: 'Foy: Close Combat' }))
  await expect(page.getByTestId('attacker-chosen')).toHaveText('Attacker: Foy Change')
  await t.tap(page.locator('[data-picker="defender"][data-name="Picton"]'))
  await t.tap(page.getByRole('region', { name: 'Close To Contact Test', exact: true }).getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Log the test' }))
  await undoShows(page, 'Foy: Close To Contact Test against Picton — Confident')
  await t.tap(page.getByRole('region', { name: 'Close Combat', exact: true }).getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Apply to both' }))
  await expect(page.getByTestId('undo')).toContainText('Undo: Foy attacks Picton: Picton wins (tie)')
  expect(t.count).toBeLessThanOrEqual(6)
  expect(t.count).toBe(6)
})
