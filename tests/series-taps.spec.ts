import { expect, test, type Locator, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { addUnit, nextPhases, pasteTable, side, tab } from './series-helpers'

const FRANCE = 'Armée du Nord'
const ALLIES = 'Anglo-Allied army'

/** Counts every tap of a common action, from the unit's row to the result applied with the app's dice (issue 21, Taps). */
function counter() {
  let n = 0
  return { tap: async (l: Locator) => { n += 1; await l.click() }, get count() { return n } }
}

/** The owner's tables (test values, not the play aid's): every die of 1 to 6 has a row, so the app's dice always read a cell. */
async function tables(page: Page) {
  await pasteTable(page, 'Fire', '1-9\n1-3 -\n4-6 -')
  await pasteTable(page, 'Melee', '1:1\n1-3 0/1\n4-6 1/0')
}

test('series fire and melee each take at most 6 taps from the unit to the result applied with the app\'s dice', async ({ page }) => {
  test.setTimeout(120_000)
  await createBattle(page, { name: 'Taps', ruleset: 'series', sides: [FRANCE, ALLIES] })
  await tables(page)
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '2e de ligne', steps: 6, firepower: 3, meleeValue: 2, morale: 9, formation: 'line', corps: 'II', hex: '1205' })
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, ALLIES)
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '92nd Foot', steps: 6, firepower: 3, meleeValue: 2, morale: 8, formation: 'line', corps: 'I', hex: '1305' })
  await page.getByRole('button', { name: 'Close' }).click()

  // Defensive fire (7.4): the 92nd Foot fires, from its row on the Units tab.
  await tab(page, 'Turn')
  await nextPhases(page, 2)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Defensive fire`)
  await tab(page, 'Units')
  await side(page, ALLIES)
  const fire = counter()
  await fire.tap(page.locator('[data-unit="92nd Foot"] .head'))
  await fire.tap(page.locator('[data-unit="92nd Foot"]').getByRole('button', { name: 'Fire', exact: true }))
  await fire.tap(page.locator('[data-picker="target"][data-name="2e de ligne"]'))
  await fire.tap(page.getByRole('button', { name: 'Roll', exact: true }))
  await fire.tap(page.getByRole('button', { name: 'Apply to 2e de ligne' }))
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: 92nd Foot fires at 2e de ligne/)
  expect(fire.count).toBeLessThanOrEqual(6)

  // The French melee phase (8.0): 2e de ligne attacks, from its row.
  await tab(page, 'Turn')
  await nextPhases(page, 2)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Melee phase`)
  await tab(page, 'Units')
  await side(page, FRANCE)
  const melee = counter()
  await melee.tap(page.locator('[data-unit="2e de ligne"] .head'))
  await melee.tap(page.locator('[data-unit="2e de ligne"]').getByRole('button', { name: 'Melee', exact: true }))
  await melee.tap(page.locator('[data-picker="defender"][data-name="92nd Foot"]'))
  await melee.tap(page.getByRole('button', { name: 'Roll', exact: true }))
  await melee.tap(page.getByRole('button', { name: 'Apply melee result' }))
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: 2e de ligne attack 92nd Foot at 1:1/)
  expect(melee.count).toBeLessThanOrEqual(6)
  test.info().annotations.push({ type: 'taps', description: `fire ${fire.count}, melee ${melee.count}` })
  console.log(`series taps: fire ${fire.count}, melee ${melee.count}`)
})
