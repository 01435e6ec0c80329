import { expect, test } from '@playwright/test'
import { createBattle, logText, waitForServiceWorker } from './helpers'
import { addUnit, enterDice, nextPhases, pasteTable, pick, side, tab } from './series-helpers'

declare global {
  interface Window {
    seriesCsp?: string[]
  }
}

const FRANCE = 'Armée du Nord'
const ALLIES = 'Anglo-Allied army'

test('series: a turn with fire and its morale check, melee at computed odds on the owner\'s Melee Table, a morale failure, an order by aide and its obedience check, a rally, undo, offline reload', async ({ page, context }) => {
  // Content-Security-Policy (issue 13): every series screen this test opens loads with no violation.
  await page.addInitScript(() => {
    window.seriesCsp = []
    document.addEventListener('securitypolicyviolation', (e) => window.seriesCsp?.push(`${e.violatedDirective} blocked ${e.blockedURI}`))
  })
  const cspConsole: string[] = []
  page.on('console', (m) => { if (m.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(m.text())) cspConsole.push(m.text()) })
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Hougoumont', ruleset: 'series', sides: [FRANCE, ALLIES] })

  // The Rulings tab shows the readings the engine proposes where RULES.md is silent, marked as proposed.
  await tab(page, 'Rulings')
  await expect(page.getByText('Morale in town "with a maximum of 11" (proposed)')).toBeVisible()
  await expect(page.getByText('Proposed, not yet in RULES.md: Does the 16.6 maximum cap', { exact: false })).toBeVisible()

  // Options: command and control level 3 (17.3 tactical orders, aides, obedience).
  await tab(page, 'Options')
  await page.locator('select[name="adv-commandLevel"]').selectOption('3')
  await expect(page.getByTestId('undo')).toHaveText('Undo: Advanced rules: command and control level 3')

  // Units from their counters (3.1), and Reille with obedience 4 on the back of his counter.
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '2e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'line', corps: 'II', hex: '1205' })
  await addUnit(page, { name: '4e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'column', corps: 'II', hex: '1305' })
  // The form shows every problem at once, with the rules' limits (3.1: cavalry has no firepower).
  await page.locator('input[name="unit-name"]').fill('')
  await page.locator('select[name="unit-type"]').selectOption('cavalry')
  await page.locator('input[name="unit-firepower"]').fill('2')
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator('[data-problem="name"]')).toHaveText('Give the unit a name')
  await expect(page.locator('[data-problem="firepower"]')).toHaveText('Cavalry has no firepower (3.1).')
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'New leader' }).click()
  await page.locator('input[name="leader-name"]').fill('Reille')
  await page.locator('input[name="leader-corps"]').fill('II')
  await page.locator('input[name="leader-hex"]').fill('1205')
  await page.locator('input[name="leader-obedience"]').fill('4')
  await page.getByRole('button', { name: 'Add leader' }).click()
  await expect(page.locator('[data-leader="Reille"]')).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, ALLIES)
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '92nd Foot', steps: 6, firepower: 3, meleeValue: 2, morale: 8, formation: 'line', corps: 'I', hex: '1405' })
  await addUnit(page, { name: 'Landwehr', steps: 5, firepower: 2, meleeValue: 1, morale: 6, formation: 'line', corps: 'I', hex: '1505' })
  await page.getByRole('button', { name: 'Close' }).click()

  // The owner's Melee Table (test values, not the play aid's): 1:1 and 3:1 columns, two die rows.
  await tab(page, 'Play aid')
  await expect(page.getByTestId('melee-empty')).toBeVisible()
  await pasteTable(page, 'Melee', '1:1 3:1\n1-3 1/1 0/1*\n4-6 0/1* 0/D1', { enteredBy: 'Test owner', source: 'made-up values' })
  await tab(page, 'Play aid')
  await expect(page.getByTestId('melee-version')).toContainText('Version 1, Entered by Test owner from made-up values')

  // Turn 1, French player turn. Orders: Reille starts in defense; an aide carries an attack order.
  await tab(page, 'Turn')
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Cavalry charges`)
  const orders = page.locator('[data-orders="Reille"]')
  await orders.locator('select[name^="initial-"]').selectOption('defense')
  await orders.getByRole('button', { name: 'Set initial order' }).click()
  await expect(orders.getByTestId('order')).toHaveText('Order: defense since turn 1')
  // Orders go out in the movement phase (17.5): in the charge phase the send button is refused with the rule.
  await orders.getByText('Send a new order').click()
  await orders.locator('input[name^="aide-"]').fill('1')
  await expect(orders.getByRole('button', { name: 'Send order' })).toBeDisabled()
  await expect(orders.getByTestId('verdict')).toContainText('Order generation, transmission and obedience checks are performed during the movement phase.')
  await nextPhases(page, 1)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Regular movement`)
  await orders.locator('select[name^="order-"]').selectOption('attack')
  await orders.locator('input[name^="aide-"]').fill('1')
  await orders.getByRole('button', { name: 'Send order' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: Aide 1 rides to Reille with an attack order')
  await orders.getByRole('button', { name: 'Aide 1 arrives' }).click()
  await expect(page.locator('[data-owed="Reille: obedience check"]')).toBeVisible()
  // Obedience 4: a die of 1 to 4 accepts (17.6): 4 in 6 before the roll.
  await expect(orders.getByRole('region', { name: 'Obedience check' })).toContainText('67')
  await enterDice(page, { 'obedience die': '3' })
  await expect(orders.locator('[data-testid="result-line"]')).toHaveText('success')
  await orders.getByRole('button', { name: 'Apply obedience check' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: Reille: obedience check success — accepts the attack order, in effect turn 2')
  await expect(page.locator('[data-owed="Reille: obedience check"]')).toHaveCount(0)
  await expect(orders.getByTestId('order')).toHaveText('Order: defense since turn 1; attack from turn 2')

  // Defensive fire: the 92nd fires at 2e de ligne; no Fire Table yet, the players read "1" on their play aid.
  await nextPhases(page, 1)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Defensive fire`)
  await tab(page, 'Combat')
  await pick(page, 'firer', '92nd Foot')
  await pick(page, 'target', '2e de ligne')
  await page.locator('input[name="fire-result"]').fill('1')
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('1 step lost, morale check')
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: 92nd Foot fires at 2e de ligne (fire value 3): 1 step lost — 2e de ligne 7→6')
  // Its morale check is owed, pre-filled: 2D6 ≤ modified morale.
  await page.locator('[data-owed="2e de ligne: morale check"]').getByRole('button', { name: 'Do it' }).click()
  await expect(page.getByRole('region', { name: 'Morale', exact: true }).getByText('Owed: fired upon: lost 1 step')).toBeVisible()
  await enterDice(page, { 'first die': '3', 'second die': '4' })
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('success')
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  await expect(page.locator('[data-owed="2e de ligne: morale check"]')).toHaveCount(0)

  // Melee phase (after offensive fire): 4e de ligne (column) on the Landwehr; odds rounded for the defender to the table's 3:1 column.
  await tab(page, 'Turn')
  await nextPhases(page, 2)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Melee phase`)
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Melee', exact: true }).click()
  await pick(page, 'attacker', '4e de ligne')
  await pick(page, 'defender', 'Landwehr')
  await expect(page.getByTestId('melee-odds')).toHaveText('Odds 21:5 → 4:1')
  await expect(page.getByTestId('melee-table')).toHaveText('Melee Table: your play aid, version 1.')
  await enterDice(page, { 'melee die': '2' })
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('0/1*')
  await page.getByRole('button', { name: 'Apply melee result' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: 4e de ligne attack Landwehr at 4:1: 0/1* — Landwehr 5→4')

  // A morale failure: natural 12 always fails (10.2); the Landwehr is disorganized with a turn 1 marker.
  await page.locator('[data-owed="Landwehr: morale check"]').getByRole('button', { name: 'Do it' }).click()
  await enterDice(page, { 'first die': '6', 'second die': '6' })
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('failure')
  await page.getByRole('button', { name: 'Apply to Landwehr' }).click()
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Landwehr: morale check failure \(12 vs \d+\) — disorganized, retreats 2 hexes \(marker 1\)$/)
  // The retreat it owes (8.9) moves the counter before the phase can end.
  await page.locator('[data-owed="Landwehr: retreat 2 hexes"]').getByRole('button', { name: 'Do it' }).click()
  await page.locator('[data-retreat="Landwehr"] input').fill('1705')
  await page.locator('[data-retreat="Landwehr"]').getByRole('button', { name: 'Retreat' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: Landwehr retreats from hex 1505 to hex 1705 (8.9)')

  // Turn 2 puts the attack order in effect; in turn 3 the turn-1 marker may rally (11.1).
  await tab(page, 'Turn')
  await nextPhases(page, 8)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 2 — ${FRANCE}: Cavalry charges`)
  await expect(orders.getByTestId('order')).toHaveText('Order: attack since turn 2')
  // The Landwehr rallies in its own player's rally phase (11.0).
  await nextPhases(page, 12 + 11)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 3 — ${ALLIES}: Rally phase`)
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Rally', exact: true }).click()
  await pick(page, 'rally-unit', 'Landwehr')
  await page.locator('select[name="rally-formation"]').selectOption('line')
  await enterDice(page, { 'first die': '1', 'second die': '1' })
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('success')
  await page.getByRole('button', { name: 'Apply to Landwehr' }).click()
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Landwehr: rally check success \(2 vs -?\d+\) — rallied, in line$/)

  // Undo the rally: the Landwehr is disorganized again, marker 1.
  await page.getByTestId('undo').click()
  await tab(page, 'Units')
  await side(page, ALLIES)
  await expect(page.locator('[data-unit="Landwehr"] [data-test="formation"]')).toHaveText('Disorganized infantry (marker 1)')
  await expect(page.locator('[data-unit="Landwehr"] [data-test="steps"]')).toHaveText('4/5 steps')
  await page.screenshot({ path: 'test-results/series-units.png' })

  // Offline reload: the same battle.
  const units = await page.getByRole('region', { name: 'Units' }).innerText()
  await tab(page, 'Log')
  const log = await logText(page)
  expect(await page.evaluate(() => window.seriesCsp ?? [])).toEqual([])
  await context.setOffline(true)
  await page.reload()
  await tab(page, 'Units')
  await side(page, ALLIES)
  expect(await page.getByRole('region', { name: 'Units' }).innerText()).toEqual(units)
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(log)
  await tab(page, 'Turn')
  await expect(page.getByTestId('turn')).toHaveText(`Turn 3 — ${ALLIES}: Rally phase`)
  await context.setOffline(false)
  expect(await page.evaluate(() => window.seriesCsp ?? [])).toEqual([])
  expect(cspConsole).toEqual([])
})
