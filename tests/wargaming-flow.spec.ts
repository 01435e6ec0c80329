import { expect, test, type Page } from '@playwright/test'
import { logText, waitForServiceWorker } from './helpers'
import { raiseArmies as raiseBothArmies } from './wargaming-helpers'
import { tab } from './wargamingRoster'

/*
 * Issue 20 for `wargaming` (seed 004), through the screens only at 390 × 844: the sequence of play knows the
 * card and what each unit did. A unit that has fired cannot fire again nor then move (the control is disabled
 * and the rule is shown), return fire waits for the morale test its losses made owed, a morale result's
 * consequences appear once, the next card warns while items are owed and the end of turn is refused until
 * they are done.
 */
async function raiseArmies(page: Page) {
  await raiseBothArmies(page, 'Quatre Bras flow')
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  // Earlier losses: 5 of 8 steps left, so one more base removed takes the 92nd below 50 %.
  await page.locator('[data-unit="92nd Foot"]').click()
  await page.getByRole('button', { name: '+1 removed' }).click()
  await page.getByRole('button', { name: '+1 damaged' }).click()
  await expect(page.locator('[data-unit="92nd Foot"]')).toContainText('1 damaged')
  await page.locator('[data-unit="92nd Foot"]').click()
}

async function enterDice(page: Page, region: string, faces: [string, number][]) {
  const r = page.getByRole('region', { name: region })
  await r.getByRole('button', { name: 'I rolled' }).click()
  for (const [role, f] of faces) await r.locator(`[aria-label="${role}"] [data-face="${f}"]`).click()
}

const order = (page: Page, act: string) => page.locator(`[data-test="orders"] [data-order="${act}"]`)

test('a turn of seed 004 through the sequence: acted units, owed gates, a result once, the end of turn stopped', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await raiseArmies(page)
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'It was fine' }).click()
  await page.getByLabel('Real cards').check()
  await page.getByRole('button', { name: 'Build the decks' }).click()
  await page.getByRole('button', { name: 'Ney attacks' }).click()
  await expect(page.getByTestId('where')).toHaveText('Turn 1 · no card turned yet this phase · Ney holds the initiative')

  // No card turned yet: nothing moves (seed 004, Determining Initiative).
  await page.locator('[data-picker="order-unit"][data-name="45e Ligne"]').click()
  await expect(order(page, 'moved').getByRole('button', { name: 'Moved' })).toBeDisabled()
  await expect(order(page, 'moved').getByTestId('verdict')).toContainText('turns over the top card from his deck')

  // Infantry Move: the 45e moves 60 yards.
  await page.getByRole('button', { name: 'Infantry Move', exact: true }).click()
  await expect(page.getByTestId('where')).toHaveText('Turn 1 · Infantry Move · Ney holds the initiative')
  await expect(order(page, 'moved').getByTestId('verdict')).toHaveCount(0)
  await order(page, 'moved').getByLabel('yd').fill('60')
  await order(page, 'moved').getByRole('button', { name: 'Moved' }).click()
  // A charge after moving is not among "move and then fire, fire only or charge".
  await expect(order(page, 'charged').getByTestId('verdict')).toContainText('may move and then fire, fire only or charge')

  // The 45e fires at the 92nd: one base removed, the 92nd below 50 % owes a morale test.
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Ney', exact: true }).click()
  await page.getByRole('link', { name: 'Fire with 45e Ligne' }).click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  await page.getByLabel(/Distance \(cm\)/).fill('6')
  await enterDice(page, 'Fire', [['+ die', 5], ['− die', 2]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('1 base removed')
  await page.getByRole('button', { name: 'Apply to 92nd Foot' }).click()
  await expect(page.getByTestId('morale-why')).toContainText('fell below 50% of initial strength')

  // A unit that has fired cannot fire again this phase: the control is disabled and the rule shown.
  await page.getByRole('tablist', { name: 'Combat test' }).getByRole('tab', { name: 'Fire' }).click()
  await page.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  const fire = page.getByRole('region', { name: 'Fire at a unit' })
  await expect(fire.getByTestId('verdict')).toContainText('Not now: Fire.')
  await expect(fire.getByTestId('verdict')).toContainText('fire only or charge')
  await page.getByLabel(/Distance \(cm\)/).fill('6')
  await expect(page.getByRole('region', { name: 'Fire' }).getByRole('button', { name: 'I rolled' })).toBeDisabled()

  // Return fire waits for the morale test: "they must test before returning fire".
  await page.locator('[data-picker="firer"][data-name="92nd Foot"]').click()
  await page.locator('[data-picker="firer"][data-name="92nd Foot"]').click()
  await page.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="firer"][data-name="92nd Foot"]').click()
  await expect(page.locator('select[name="fire-act"]')).toHaveValue('return fire')
  await expect(fire.getByTestId('verdict')).toContainText('they must test before returning fire')

  // The morale test, from the owed list: Rout. Its consequences appear once: one move owed, one log line.
  await page.getByRole('tablist', { name: 'Combat test' }).getByRole('tab', { name: 'Morale' }).click()
  await expect(page.locator('[data-picker="morale-unit"][data-name="92nd Foot"]')).toHaveAttribute('aria-checked', 'true')
  await enterDice(page, 'Morale test', [['+ die', 2], ['− die', 5]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('Rout')
  await page.getByRole('button', { name: 'Apply to 92nd Foot' }).click()
  await expect(page.getByTestId('morale-result')).toContainText('92nd Foot: morale Rout (score 1), moves 250 yd')
  await expect(page.getByTestId('morale-result')).toContainText('within 300 yards and within sight of friends who retreat or rout')
  await expect(page.locator('[data-owed="92nd Foot: rout 250 yd"]')).toHaveCount(1)
  await expect(page.locator('[data-owed="92nd Foot: morale test"]')).toHaveCount(0)

  // The next card with an item owed is the players' call: a warning the umpire may override.
  await tab(page, 'Turn')
  await expect(page.getByRole('button', { name: 'Infantry Move', exact: true })).toBeDisabled()
  await expect(page.locator('.actions [data-test="verdict"]')).toContainText('1 item still owed')
  await expect(page.locator('.actions [data-test="override"]')).toBeVisible()

  // A challenge with the same D20 face ends the turn (seed 004, End of Turn); the end waits for the owed move.
  await page.getByRole('button', { name: 'Challenge' }).click()
  await enterDice(page, 'Initiative test', [['Ney D20', 7], ['Wellington D20', 7]])
  await page.getByRole('button', { name: 'Apply challenge' }).click()
  await expect(page.getByTestId('where')).toContainText('the turn is over: both D20s showed the same number')
  await expect(page.getByTestId('end-turn')).toBeDisabled()
  await expect(page.locator('.over [data-test="verdict"]')).toContainText('1 item still owed')
  await page.locator('[data-owed="92nd Foot: rout 250 yd"]').getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('end-turn')).toBeEnabled()
  await page.getByTestId('end-turn').click()
  await expect(page.getByTestId('where')).toHaveText('Turn 2 · no card turned yet this phase · Ney holds the initiative')

  await tab(page, 'Log')
  const log = await logText(page)
  expect(log.filter((l) => l.includes('92nd Foot: morale Rout'))).toHaveLength(1)
  expect(log.some((l) => l.includes('45e Ligne: moved 60 yd'))).toBe(true)

  // Reload: the sequence is a fold of the log, so the turn stands as it was.
  await page.reload()
  await tab(page, 'Turn')
  await expect(page.getByTestId('where')).toHaveText('Turn 2 · no card turned yet this phase · Ney holds the initiative')
  // Offline too: the same turn and the same log.
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await tab(page, 'Turn')
  await expect(page.getByTestId('where')).toHaveText('Turn 2 · no card turned yet this phase · Ney holds the initiative')
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(log)
  await context.setOffline(false)
})
