import { expect, test, type Locator, type Page } from '@playwright/test'
import { logText, waitForServiceWorker } from './helpers'
import { raiseArmies } from './wargaming-helpers'
import { tab } from './wargamingRoster'

/*
 * Issue 12, "the turn remembers what is owed", end to end on a phone: a fire owes a morale test that
 * stays listed while a mêlée is fought; the mêlée owes the loser's morale and the winner's control;
 * both are done from the list with the facts the log holds pre-filled; the units' badges change; undo
 * back to a chosen log line brings the owed test back; reload offline shows the same battle.
 * Tap counts are printed for the report.
 */

let taps = 0
const tap = async (l: Locator) => { await l.click(); taps++ }
/** "I rolled" and the faces, counted as taps. */
async function rolled(page: Page, region: string, faces: [string, number][]) {
  // The calculator is the innermost region of that name (a screen may share its title).
  const r = page.getByRole('region', { name: region, exact: true }).last()
  await tap(r.getByRole('button', { name: 'I rolled' }))
  for (const [role, f] of faces) await tap(r.locator(`[aria-label="${role}"] [data-face="${f}"]`))
}
const owedList = (page: Page) => page.getByTestId('owed-tests')
const owedItem = (page: Page, label: string) => owedList(page).locator(`li[data-owed="${label}"]`)

test('owed tests: fire → morale owed while a mêlée is fought → both tests done from the list → badges → undo back → offline', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForServiceWorker(page)
  await raiseArmies(page) // French Line: fire 3, mêlée 4, morale 7, control 3
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  // Earlier losses: one base removed and one damaged (5 of 8 steps).
  await page.locator('[data-unit="92nd Foot"]').click()
  await page.getByRole('button', { name: '+1 removed' }).click()
  await page.getByRole('button', { name: '+1 damaged' }).click()
  await page.locator('[data-unit="92nd Foot"]').click()
  await page.getByRole('button', { name: 'Ney', exact: true }).click()

  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'It was fine' }).click()
  // Real cards: the card turned is told, an Infantry Move, so the 45e may fire (seed 004, The Cards).
  await page.getByLabel('Real cards').check()
  await page.getByRole('button', { name: 'Build the decks' }).click()
  await rolled(page, 'Initiative test', [['Ney D20', 15], ['Wellington D20', 5]])
  await page.getByRole('button', { name: 'Apply initiative' }).click()
  await expect(page.getByTestId('initiative')).toHaveText('Ney holds the initiative')
  // A card turn: one tap. The card starts a phase, so the earlier losses are not "this phase".
  taps = 0
  await tap(page.getByRole('button', { name: 'Infantry Move', exact: true }))
  await expect(page.getByTestId('cards-left')).toContainText('Ney: 11 cards left')
  console.info(`Card turn: ${taps} tap`)

  // Fire from the roster.
  await tab(page, 'Roster')
  taps = 0
  await tap(page.getByRole('link', { name: 'Fire with 45e Ligne' }))
  await tap(page.locator('[data-picker="target"][data-name="92nd Foot"]'))
  await page.getByLabel(/Distance \(cm\)/).fill('6')
  await expect(page.getByTestId('working-total')).toHaveText(/^= \d+ \+ dice \(−3…\+3\) → /)
  await rolled(page, 'Fire', [['+ die', 5], ['− die', 2]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('1 base removed')
  await tap(page.getByRole('button', { name: 'Apply to 92nd Foot' }))
  console.info(`Fire from the roster: ${taps} taps plus typing the distance`)

  // The morale test the fire owes opens pre-filled and is listed.
  await expect(owedItem(page, '92nd Foot: morale test')).toBeVisible()
  await expect(page.getByTestId('morale-why')).toContainText('fell below 50% of initial strength')
  await expect(page.locator('input[name="stepsLost"]')).toHaveValue('2')

  // A mêlée is fought instead: the morale test stays listed.
  taps = 0
  await tap(page.getByRole('tab', { name: 'Mêlée', exact: true }))
  await tap(page.locator('[data-picker="attacker"][data-name="45e Ligne"]'))
  await tap(page.locator('[data-picker="defender"][data-name="92nd Foot"]'))
  await expect(owedItem(page, '92nd Foot: morale test')).toBeVisible()
  await rolled(page, 'Mêlée', [["attacker's D6", 3], ["defender's D6", 3]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('attacker wins')
  await tap(page.getByRole('button', { name: 'Apply round 1' }))
  console.info(`Mêlée (one round, from the Combat tab): ${taps} taps`)
  await expect(owedList(page)).toContainText('3 tests owed')
  await expect(owedItem(page, '45e Ligne: control test')).toBeVisible()
  // Badges on the pickers: the 92nd owes morale, the 45e fired and owes control.
  await expect(page.locator('[data-picker="defender"][data-name="92nd Foot"] [data-badge="morale owed, morale owed"]')).toBeVisible()
  await expect(page.locator('[data-picker="attacker"][data-name="45e Ligne"] [data-badge="fired"]')).toBeVisible()

  // The owed morale test, from the list: steps lost this phase and the lost mêlée pre-filled.
  taps = 0
  await tap(owedItem(page, '92nd Foot: morale test').last().getByRole('button', { name: 'Do it' }))
  await expect(page.locator('[data-picker="morale-unit"][data-name="92nd Foot"]')).toHaveAttribute('aria-checked', 'true')
  const steps = Number(await page.locator('input[name="stepsLost"]').inputValue())
  expect(steps).toBe(4) // the fire's 2 steps and the mêlée's 2
  await expect(page.locator('select[name="situation"]')).toHaveValue('retiring')
  await rolled(page, 'Morale test', [['+ die', 2], ['− die', 5]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('Rout')
  await tap(page.getByRole('button', { name: 'Apply to 92nd Foot' }))
  console.info(`Owed morale test from the list: ${taps} taps`)
  // One test settles one owed item: the fire's morale test stays (two owed stay two), the control test the
  // mêlée owes is still there, and the rout's move is owed once (seed 004, Morale: Explanation of results).
  await expect(owedList(page)).toContainText('3 tests owed')
  await expect(owedItem(page, '92nd Foot: morale test')).toHaveCount(1)
  await expect(owedItem(page, '45e Ligne: control test')).toBeVisible()
  await expect(owedItem(page, '92nd Foot: rout 250 yd')).toHaveCount(1)

  await owedItem(page, '45e Ligne: control test').getByRole('button', { name: 'Do it' }).click()
  await expect(page.locator('[data-picker="control-unit"][data-name="45e Ligne"]')).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByLabel('Mêlée rounds won this turn')).toHaveValue('1')
  await rolled(page, 'Control test', [['control die', 3]])
  await page.getByRole('button', { name: 'Apply to 45e Ligne' }).click()
  await expect(owedList(page)).toContainText('2 tests owed')
  await expect(owedItem(page, '45e Ligne: control test')).toHaveCount(0)

  // Unit badges and totals: the 92nd routs, the 45e fired this turn.
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  await expect(page.locator('[data-unit="92nd Foot"] [data-badge="routing"]')).toBeVisible()
  await expect(page.getByTestId('routing')).toHaveText('· 1 routing')
  await page.getByRole('button', { name: 'Ney', exact: true }).click()
  await expect(page.locator('[data-unit="45e Ligne"] [data-badge="fired"]')).toBeVisible()
  await page.screenshot({ path: 'test-results/owed-badges.png', fullPage: true })

  // Undo back to the fire: the mêlée and the tests go, the fire's morale test is owed again.
  await tab(page, 'Log')
  const fireLine = page.locator('[data-test="log"] li').filter({ hasText: '92nd Foot: 1 base removed (fire from 45e Ligne' })
  await fireLine.getByRole('button', { name: 'Undo back to here' }).click()
  await page.getByTestId('confirm-undo-back').click()
  await expect(page.getByTestId('undo')).toHaveText(/Undo: 92nd Foot: 1 base removed/)
  await tab(page, 'Combat')
  await expect(owedList(page)).toContainText('1 test owed')
  await expect(owedItem(page, '92nd Foot: morale test')).toBeVisible()
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  await expect(page.locator('[data-unit="92nd Foot"] [data-badge="morale owed"]')).toBeVisible()
  await expect(page.locator('[data-unit="92nd Foot"] [data-badge="routing"]')).toHaveCount(0)

  // Reload, then offline: identical (the battle's data: log, owed list, roster with badges and totals).
  const roster = await page.locator('section[aria-label="Roster"]').innerText()
  await tab(page, 'Combat')
  const owedText = await owedList(page).innerText()
  await tab(page, 'Log')
  const log = await logText(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByTestId('log')).toBeVisible()
  expect(await logText(page)).toEqual(log)
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  await expect.poll(() => page.locator('section[aria-label="Roster"]').innerText()).toBe(roster)
  await tab(page, 'Combat')
  await expect.poll(() => owedList(page).innerText()).toBe(owedText)
})
