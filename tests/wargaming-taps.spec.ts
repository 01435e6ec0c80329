import { expect, test, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { startTurn, tapCounter } from './wargaming-helpers'
import { addCinC, addUnit, tab } from './wargamingRoster'

/*
 * Issue 21, Taps: the wargaming common actions from the unit (its roster row) to the result applied with the
 * app's dice, each in at most 6 taps. A typed field counts as one tap. Before this change: fire 5 (roster Fire,
 * target, distance, Roll, Apply), mêlée 6, morale 5 and control 5 (Combat tab, sub-tab, unit, Roll, Apply: none
 * could start from the unit), initiative 3.
 */
async function armies(page: Page) {
  await createBattle(page, { name: 'Taps', sides: ['Ney', 'Wellington'] })
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Add unit' }).click()
  await addUnit(page, 'Infantry: Line', '45e Ligne')
  await addUnit(page, 'Infantry: Line', '46e Ligne')
  await page.getByRole('button', { name: 'Close' }).click()
  await addCinC(page, 'ney', 'Ney')
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  await page.getByRole('button', { name: 'Add unit' }).click()
  await addUnit(page, 'Infantry: Line', '92nd Foot')
  await addUnit(page, 'Infantry: Line', '95th Foot')
  await page.getByRole('button', { name: 'Close' }).click()
  await addCinC(page, 'welling', 'Wellington')
  await page.getByRole('button', { name: 'Ney', exact: true }).click()
}

/** Back to Ney's roster, the unit's row in view (not counted: where the player starts). */
async function atRoster(page: Page) {
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Ney', exact: true }).click()
}

const undoSays = (page: Page) => page.getByTestId('undo')

test('wargaming common actions from the unit to the result applied, app dice: each ≤ 6 taps', async ({ page }) => {
  test.setTimeout(120_000)
  await armies(page)
  await startTurn(page)
  const counts: Record<string, number> = {}

  // Control test of the 46e (seed 004, Control): its row, Control, Roll, Apply.
  await atRoster(page)
  let t = tapCounter()
  await t.tap(page.locator('[data-unit="46e Ligne"]'))
  await t.tap(page.getByRole('link', { name: 'Control test of 46e Ligne' }))
  await expect(page.locator('[data-picker="control-unit"][data-name="46e Ligne"]').or(page.locator('[data-name="46e Ligne"][aria-checked="true"]')).first()).toHaveAttribute('aria-checked', 'true')
  await t.tap(page.getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Apply to 46e Ligne' }))
  await expect(undoSays(page)).toContainText('46e Ligne')
  counts.control = t.count

  // Morale test of the 45e: its row, Morale, Roll, Apply.
  await atRoster(page)
  t = tapCounter()
  await t.tap(page.locator('[data-unit="45e Ligne"]'))
  await t.tap(page.getByRole('link', { name: 'Morale test of 45e Ligne' }))
  await expect(page.locator('[data-picker="morale-unit"][data-name="45e Ligne"]')).toHaveAttribute('aria-checked', 'true')
  await t.tap(page.getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Apply to 45e Ligne' }))
  await expect(undoSays(page)).toContainText('45e Ligne: morale')
  counts.morale = t.count

  // Fire of the 45e at the 92nd, 6 cm: Fire, the target, the distance, Roll, Apply.
  await atRoster(page)
  t = tapCounter()
  await t.tap(page.getByRole('link', { name: 'Fire with 45e Ligne' }))
  await t.tap(page.locator('[data-picker="target"][data-name="92nd Foot"]'))
  await page.getByLabel('Distance (cm)').fill('6')
  t.typed()
  await t.tap(page.getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Apply to 92nd Foot' }))
  await expect(undoSays(page)).toContainText('fire from 45e Ligne')
  counts.fire = t.count

  // Mêlée of the 46e against the 95th: its row, Mêlée, the defender, Roll, Apply.
  await atRoster(page)
  t = tapCounter()
  await t.tap(page.locator('[data-unit="46e Ligne"]'))
  await t.tap(page.getByRole('link', { name: 'Mêlée with 46e Ligne' }))
  await expect(page.locator('[data-picker="attacker"][data-name="46e Ligne"]')).toHaveAttribute('aria-checked', 'true')
  await t.tap(page.locator('[data-picker="defender"][data-name="95th Foot"]'))
  await t.tap(page.getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Apply round 1' }))
  await expect(undoSays(page)).toContainText('Mêlée')
  counts.melee = t.count

  console.info(`wargaming taps (app dice): ${JSON.stringify(counts)}`)
  for (const [what, n] of Object.entries(counts)) expect(n, what).toBeLessThanOrEqual(6)
})

test('wargaming initiative with the app dice: the Turn tab, Roll, Apply (≤ 6 taps)', async ({ page }) => {
  await armies(page)
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'It was fine' }).click()
  await page.getByLabel('Real cards').check()
  await page.getByRole('button', { name: 'Build the decks' }).click()
  await tab(page, 'Roster')
  const t = tapCounter()
  await t.tap(page.getByRole('link', { name: 'Turn', exact: true }))
  const r = page.getByRole('region', { name: 'Initiative test' })
  // Before the roll each side's sum is shown (issue 21: "+ dice" with no number): Ney 3 + French 3 = 6.
  await expect(r.getByText('Ney: before the D20')).toBeVisible()
  await t.tap(r.getByRole('button', { name: 'Roll', exact: true }))
  await t.tap(page.getByRole('button', { name: 'Apply initiative' }))
  await expect(page.getByTestId('initiative')).toContainText(/holds the initiative|roll again|turn ends/i)
  console.info(`wargaming initiative taps (app dice): ${t.count}`)
  expect(t.count).toBeLessThanOrEqual(6)
})
