import { expect, test, type Page } from '@playwright/test'
import { createBattle, logText, waitForServiceWorker } from './helpers'
import { addCinC, addUnit, tab } from './wargamingRoster'

/*
 * Issue 4 end to end, as a new player would do it: a two-side battle created through the form, its
 * units from the troop-type presets and its C-in-Cs from the leader table (seed 004), then the turn,
 * a fire with the players' own dice and the morale test it calls for, undo, reload and offline.
 */
/** Ney's French and Wellington's British, one Line battalion each (seed 004, Troop Types and Unit Factors). */
async function raiseArmies(page: Page) {
  await createBattle(page, { name: 'Quatre Bras', sides: ['Ney', 'Wellington'] })
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Add unit' }).click()
  await addUnit(page, 'Infantry: Line', '45e Ligne') // French Line: fire 3, mêlée 4, morale 7, control 3
  await page.getByRole('button', { name: 'Close' }).click()
  await addCinC(page, 'ney', 'Ney') // leadership 3, morale 5, command indecision 2
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  await page.getByRole('button', { name: 'Add unit' }).click()
  await addUnit(page, 'Infantry: Line', '92nd Foot') // British/KGL Line: fire 5, morale 7
  await page.getByRole('button', { name: 'Close' }).click()
  await addCinC(page, 'welling', 'Wellington') // leadership 5, morale 3, command indecision 1
  // Earlier losses: one base removed and one damaged, 5 of 8 steps, so one more base removed takes it below 50 %.
  await page.locator('[data-unit="92nd Foot"]').click()
  await page.getByRole('button', { name: '+1 removed' }).click()
  await page.getByRole('button', { name: '+1 damaged' }).click()
  await expect(page.locator('[data-unit="92nd Foot"]')).toContainText('1 damaged')
  await page.locator('[data-unit="92nd Foot"]').click()
  await page.getByRole('button', { name: 'Ney', exact: true }).click()
}

async function enterDice(page: Page, region: string, faces: [string, number][]) {
  const r = page.getByRole('region', { name: region })
  await r.getByRole('button', { name: 'I rolled' }).click()
  for (const [role, f] of faces) await r.locator(`[aria-label="${role}"] [data-face="${f}"]`).click()
}

test('a battle raised from presets and the leader table: initiative, a card, a fire with physical dice, its morale test, undo, reload and offline', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForServiceWorker(page)
  await raiseArmies(page)

  // Battle start: weather entered, decks of real cards (the card turned is told, so the fire below is on an
  // Infantry Move card: seed 004, The Cards), initiative test with entered D20s.
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'It was fine' }).click()
  await page.getByLabel('Real cards').check()
  await page.getByRole('button', { name: 'Build the decks' }).click()
  // seed 004, Determining Initiative: Ney 15 + 3 + French 3 = 21; Wellington 5 + 5 + others 2 = 12.
  await enterDice(page, 'Initiative test', [['Ney D20', 15], ['Wellington D20', 5]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('Ney')
  await page.getByRole('button', { name: 'Apply initiative' }).click()
  await expect(page.getByTestId('initiative')).toHaveText('Ney holds the initiative')
  // Deck sizes: 3+3+3+1 + C-in-C command indecision (Ney 2, Wellington 1).
  await expect(page.getByTestId('cards-left')).toContainText('Ney: 12 cards left')
  await expect(page.getByTestId('cards-left')).toContainText('Wellington: 11 cards left')
  await page.screenshot({ path: 'test-results/wargaming-turn-start.png' })

  await page.getByRole('button', { name: 'Infantry Move', exact: true }).click()
  await expect(page.getByTestId('cards-left')).toContainText('Ney: 11 cards left')
  await expect(page.getByTestId('last-card')).toContainText('Infantry Move')
  await page.screenshot({ path: 'test-results/wargaming-turn-card.png' })

  // Fire: taps counted from the roster (issue 4: at most 6 plus typing the distance).
  await tab(page, 'Roster')
  let taps = 0
  const tap = async (l: ReturnType<Page['locator']>) => { await l.click(); taps++ }
  await tap(page.getByRole('link', { name: 'Fire with 45e Ligne' }))
  await expect(page.locator('[data-picker="firer"][data-name="45e Ligne"]')).toHaveAttribute('aria-checked', 'true')
  await tap(page.locator('[data-picker="target"][data-name="92nd Foot"]'))
  await page.getByLabel(/Distance \(cm\)/).fill('6')
  // seed 004, Ground Scale: 60 mm × 1.5 yd = 90 yd; Musket band 50.1 - 100 modifier 0.
  await expect(page.getByTestId('fire-distance')).toHaveText('6 cm = 90 yd at 15 mm, band 50.1 - 100 (0)')
  await page.screenshot({ path: 'test-results/wargaming-fire-before.png', fullPage: true })
  await tap(page.getByRole('button', { name: 'I rolled' }))
  await tap(page.locator('[aria-label="+ die"] [data-face="5"]'))
  await tap(page.locator('[aria-label="− die"] [data-face="2"]'))
  // fire 3 + range 0 + 2 ranks (no +1) + first volley +1 = 4; random +5 − 2 = +3 → 7: one base removed (CRT 5–8).
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('1 base removed')
  await tap(page.getByRole('button', { name: 'Apply to 92nd Foot' }))
  console.info(`Fire resolution with physical dice: ${taps} taps from the roster, plus typing the distance`)
  expect(taps).toBeLessThanOrEqual(6)

  // 92nd Foot is now 3 of 8 steps: below 50 % → the morale test opens pre-filled.
  await expect(page.getByTestId('morale-why')).toContainText('fell below 50% of initial strength')
  await expect(page.locator('[data-picker="morale-unit"][data-name="92nd Foot"]')).toHaveAttribute('aria-checked', 'true')
  await page.screenshot({ path: 'test-results/wargaming-morale.png', fullPage: true })
  // seed 004, Morale: 7, strength 3/8 "¼ to ½" −5, losses 2 of 5 steps = 40 % "26-50%" −2, formed +2, neither 0,
  // both flanks neither +1, first test +1 = 4; random 2 − 5 = −3 → 1: row "0-1", standing → Rout.
  await enterDice(page, 'Morale test', [['+ die', 2], ['− die', 5]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('Rout')
  await page.getByRole('button', { name: 'Apply to 92nd Foot' }).click()
  await expect(page.getByTestId('morale-result')).toContainText('92nd Foot: morale Rout (score 1), moves 250 yd = 16.7 cm')

  await tab(page, 'Log')
  const log = await logText(page)
  expect(log[0]).toContain('92nd Foot: morale Rout (score 1)')
  expect(log[1]).toContain('92nd Foot: 1 base removed (fire from 45e Ligne, 90 yd)')

  // Undo the morale test and the fire: the 92nd is back to 5 steps and the 45e has its first volley again.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('undo')).toHaveText(/Undo: 92nd Foot: 1 base removed/)
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('undo')).toHaveText(/Undo: Ney turned/)
  const before = await logText(page)
  await tab(page, 'Combat')
  // The Combat tab is kept as it was left (on the morale test): go back to Fire.
  await page.getByRole('tablist', { name: 'Combat test' }).getByRole('tab', { name: 'Fire' }).click()
  await page.locator('[data-picker="firer"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  await page.getByLabel(/Distance \(cm\)/).fill('6')
  await expect(page.locator('input[name="firer.firstTime"]')).toBeChecked()

  // Reload, then offline: identical.
  await tab(page, 'Turn')
  const turnText = await page.locator('section[aria-label="Turn"]').innerText()
  await page.reload()
  await expect.poll(() => page.locator('section[aria-label="Turn"]').innerText()).toBe(turnText)
  await context.setOffline(true)
  await page.reload()
  await expect.poll(() => page.locator('section[aria-label="Turn"]').innerText()).toBe(turnText)
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(before)
  await context.setOffline(false)
})
