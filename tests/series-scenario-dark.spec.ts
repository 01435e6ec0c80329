import { expect, test } from '@playwright/test'
import { createBattle } from './helpers'
import { side, tab } from './series-helpers'
import { addLeader, axeViolations, undoLabel } from './series-scenario-helpers'

/** The scenario screens with their options on, in the dark theme (the play test walks them in the light one), at 390 px. */
test.use({ viewport: { width: 390, height: 844 } })

const noSideScroll = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

test('series scenario screens with strategic deployment, time limits and the interactive game on: no axe-core violations in the dark theme', async ({ page }) => {
  test.setTimeout(120_000)
  await page.addInitScript(() => localStorage.setItem('adc.settings', JSON.stringify({ theme: 'dark', keepAwake: false })))
  await createBattle(page, { name: 'Axe scenario dark', ruleset: 'series' })
  await tab(page, 'Options')
  for (const id of ['strategicDeployment', 'timeLimits', 'interactiveGame']) await page.locator(`input[name="adv-${id}"]`).check()
  await undoLabel(page, 'Advanced rules: interactive game (alternate activation) on')
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New leader' }).click()
  await addLeader(page, 'Reille', 'II')
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, 'Anglo-Allied army')
  await page.getByRole('button', { name: 'New leader' }).click()
  await addLeader(page, 'Hill', 'II')
  await page.getByRole('button', { name: 'Close' }).click()
  await tab(page, 'Scenario')
  const found = await axeViolations(page, 'Scenario / start')
  await page.getByRole('button', { name: 'Start the deployment' }).click()
  await page.getByRole('button', { name: 'New reinforcement' }).click()
  found.push(...(await axeViolations(page, 'Scenario / grid and new reinforcement')))
  expect(await noSideScroll(page)).toBe(true)
  await tab(page, 'Turn')
  found.push(...(await axeViolations(page, 'Turn / time limit and activations to start')))
  await page.locator('input[name="clock-allowed"]').fill('60')
  await page.getByRole('button', { name: 'Set the time limit' }).click()
  await page.getByRole('button', { name: "Start turn 1's activations" }).click()
  await page.locator('[data-corps="Reille"]').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await page.getByRole('button', { name: /Start the clock/ }).click()
  await expect(page.getByRole('button', { name: /Stop the clock/ })).toBeVisible()
  found.push(...(await axeViolations(page, 'Turn / activation and running clock')))
  expect(await noSideScroll(page)).toBe(true)
  await page.screenshot({ path: 'test-results/series-scenario-turn-390.png', fullPage: true })
  expect(found).toEqual([])
})
