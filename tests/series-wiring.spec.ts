import { expect, test } from '@playwright/test'
import { createBattle, logText, waitForServiceWorker } from './helpers'
import { addUnit, enterDice, nextPhases, pick, side, tab } from './series-helpers'
import { morale, openUnit, undoSays } from './series-wiring-helpers'

const FRANCE = 'Armée du Nord'
const ALLIES = 'Anglo-Allied army'

test('series wiring: a time penalty in the morale check (19.2), a failed check showing the line of communication (15.0), a disorganized unit routing on a second failure and checking at −3 with fire value 0 (16.5), a reinforcement in command the turn it enters (13.0), undo, offline reload', async ({ page, context }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Plancenoit', ruleset: 'series', sides: [FRANCE, ALLIES] })

  // Options: rout (16.5), time limits (19), command and control level 2 (17.2: the command radius).
  await tab(page, 'Options')
  for (const id of ['rout', 'timeLimits']) await page.locator(`input[name="adv-${id}"]`).check()
  await page.locator('select[name="adv-commandLevel"]').selectOption('2')
  await undoSays(page, 'Advanced rules: command and control level 2')

  // 2e de ligne on the map; 4e de ligne off it, a reinforcement for turn 2; the 92nd Foot facing them.
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '2e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'line', corps: 'II', hex: '1205' })
  await addUnit(page, { name: '4e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'column', corps: 'I', hex: '' })
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, ALLIES)
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '92nd Foot', steps: 6, firepower: 3, meleeValue: 2, morale: 8, formation: 'line', corps: 'I', hex: '1305' })
  await page.getByRole('button', { name: 'Close' }).click()

  // Lines of communication (15.0) and the reinforcement (13.0).
  await tab(page, 'Scenario')
  await page.locator('input[name="loc-a"]').fill('south edge, road to Charleroi')
  await page.locator('input[name="loc-a"]').press('Tab')
  await undoSays(page, `${FRANCE} line of communication (15.0): south edge, road to Charleroi`)
  await page.locator('input[name="loc-b"]').fill('north edge, road to Brussels')
  await page.locator('input[name="loc-b"]').press('Tab')
  await undoSays(page, `${ALLIES} line of communication (15.0): north edge, road to Brussels`)
  await page.getByRole('button', { name: 'New reinforcement' }).click()
  await page.locator('input[name="reinf-turn"]').fill('2')
  await page.locator('input[name="reinf-hex"]').fill('0101')
  await page.locator('[data-reinf-unit="4e de ligne"]').click()
  await page.getByRole('button', { name: 'Add to the schedule' }).click()
  await undoSays(page, /^Undo: Reinforcement \(13\.0\): .*4e de ligne.* on turn 2 at hex 0101/)
  await page.getByRole('button', { name: 'Close' }).click()

  // Turn 1, the French movement phase (2.0) took 1:35 of 1:00: morale −2 for the army until turn 2 (19.2).
  await tab(page, 'Turn')
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Cavalry charges`)
  await nextPhases(page, 1)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Regular movement`)
  await page.locator('input[name="clock-allowed"]').fill('60')
  await page.getByRole('button', { name: 'Set the time limit' }).click()
  await undoSays(page, 'Time limit for the movement phase (19.1): 1:00')
  await page.locator('input[name="clock-used"]').fill('95')
  await expect(page.getByTestId('clock-penalty')).toHaveText('0:35 over: morale -2')
  await page.getByRole('button', { name: 'Record the time' }).click()
  await undoSays(page, /^Undo: Armée du Nord took 1:35 of 1:00, 0:35 over: morale -2/)

  // The French player turn's defensive fire phase (2.0, 7.4), where the Allied fire makes French units check morale: the check of 2e de ligne
  // carries the penalty; a failure shows where it retreats (15.0).
  await nextPhases(page, 1)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Defensive fire`)
  await tab(page, 'Combat')
  const check = await morale(page, '2e de ligne')
  await expect(check.locator('li', { hasText: 'Time limit exceeded' })).toContainText(/[−-]2/)
  const toward = check.getByTestId('retreat-toward')
  await expect(toward).toContainText('Retreat toward: south edge, road to Charleroi')
  await toward.locator('summary').click()
  await expect(toward.locator('li').first()).toBeVisible()
  await enterDice(page, { 'first die': '6', 'second die': '6' })
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('failure')
  await expect(toward).toBeVisible()
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  await undoSays(page, /^Undo: 2e de ligne: morale check failure \(12 vs \d+\) — disorganized, retreats 2 hexes \(marker 1\)$/)
  // The retreat it owes (8.9) is made before the game goes on, away from the 92nd Foot.
  await page.locator('[data-owed="2e de ligne: retreat 2 hexes"]').getByRole('button', { name: 'Do it' }).click()
  await page.locator('[data-retreat="2e de ligne"] input').fill('1005')
  await page.locator('[data-retreat="2e de ligne"]').getByRole('button', { name: 'Retreat' }).click()
  await undoSays(page, '2e de ligne retreats from hex 1205 to hex 1005 (8.9)')
  await tab(page, 'Combat')
  await expect(page.locator('[data-owed]')).toHaveCount(0)

  // A second failure of the disorganized unit routs it (16.5): two 3 markers, in one action.
  await morale(page, '2e de ligne')
  await enterDice(page, { 'first die': '6', 'second die': '6' })
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  const routed = /^Undo: 2e de ligne: morale check failure \(12 vs -?\d+\) — routed \(16\.5\): two 3 markers, may rally from turn 5; retreats its whole movement toward its lines of communication$/
  await undoSays(page, routed)
  await tab(page, 'Units')
  await side(page, FRANCE)
  const row = await openUnit(page, '2e de ligne')
  await expect(row.getByTestId('formation')).toHaveText('Disorganized infantry (marker 3)')
  await expect(row.getByTestId('routed')).toContainText('morale -3')

  // Undo: disorganized with its turn 1 marker again, not routed; the check again routs it.
  await page.getByTestId('undo').click()
  await expect(row.getByTestId('formation')).toHaveText('Disorganized infantry (marker 1)')
  await expect(row.getByTestId('routed')).toHaveCount(0)
  await tab(page, 'Combat')
  await morale(page, '2e de ligne')
  await enterDice(page, { 'first die': '6', 'second die': '6' })
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  await undoSays(page, routed)
  // The rout's own move is owed once (16.5: its whole movement allowance toward its lines of communication), made before the game goes on.
  const routMove = page.locator('[data-owed="2e de ligne: retreat its whole movement allowance toward its lines of communication"]')
  await expect(routMove).toHaveCount(1)
  await expect(page.locator('[data-owed]')).toHaveCount(1)
  await routMove.getByRole('button', { name: 'Do it' }).click()
  await page.locator('[data-retreat="2e de ligne"] input').fill('0805')
  await page.locator('[data-retreat="2e de ligne"]').getByRole('button', { name: 'Retreat' }).click()
  await undoSays(page, '2e de ligne retreats from hex 1005 to hex 0805 (16.5)')

  // The French offensive fire phase (2.0, 7.4). Routed: its morale check shows "Routed −3" (16.5) beside the
  // time penalty; its fire value is 0, it cannot fire.
  await tab(page, 'Turn')
  await nextPhases(page, 1)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Offensive fire`)
  await tab(page, 'Combat')
  const again = await morale(page, '2e de ligne')
  await expect(again.locator('li', { hasText: /^Routed/ })).toContainText(/[−-]3/)
  await expect(again.locator('li', { hasText: 'Time limit exceeded' })).toContainText(/[−-]2/)
  await page.getByRole('tab', { name: 'Fire', exact: true }).click()
  await pick(page, 'firer', '2e de ligne')
  await pick(page, 'target', '92nd Foot')
  await expect(page.getByRole('region', { name: 'Fire attack' })).toContainText('The fire value is 0')

  // The Allied melee phase (2.0, 8.0): a melee shows both armies' lines of communication, where a melee retreat is decided.
  await tab(page, 'Turn')
  await nextPhases(page, 7)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${ALLIES}: Melee phase`)
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Melee', exact: true }).click()
  await pick(page, 'attacker', '92nd Foot')
  await pick(page, 'defender', '2e de ligne')
  const melee = page.getByRole('region', { name: 'Melee attack' })
  await expect(melee.getByTestId('retreat-toward')).toHaveText(['Retreat toward: south edge, road to Charleroi', 'Retreat toward: north edge, road to Brussels'].map((t) => new RegExp(`^${t}`)))

  // Turn 2: the penalty is gone; the reinforcement enters and is in command that turn (13.0), even counted 9 hexes out.
  await tab(page, 'Turn')
  await nextPhases(page, 2)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 2 — ${FRANCE}: Cavalry charges`)
  const due = page.locator('[data-due*="4e de ligne"]')
  await due.getByRole('button', { name: 'Enter at hex 0101' }).click()
  await undoSays(page, /^Undo: .*4e de ligne.* enter at hex 0101 \(13\.0\)/)
  await tab(page, 'Units')
  await side(page, FRANCE)
  const fresh = await openUnit(page, '4e de ligne')
  await expect(fresh.getByTestId('command-status')).toContainText('in command')
  await fresh.locator(`input[name^="radius-"][inputmode]`).first().fill('9')
  await fresh.getByRole('button', { name: 'Count command' }).click()
  await undoSays(page, '4e de ligne: 9 hexes from its commander — out of command for turn 2 (17.2)')
  await expect(fresh.getByTestId('command-status')).toHaveText(/^in command/)
  const old = await openUnit(page, '2e de ligne')
  await expect(old.getByTestId('command-status')).toContainText('not counted this turn')

  // Offline reload: the same battle.
  const units = await page.getByRole('region', { name: 'Units' }).innerText()
  await tab(page, 'Log')
  const log = await logText(page)
  await context.setOffline(true)
  await page.reload()
  await tab(page, 'Units')
  await side(page, FRANCE)
  await openUnit(page, '4e de ligne')
  await openUnit(page, '2e de ligne')
  expect(await page.getByRole('region', { name: 'Units' }).innerText()).toEqual(units)
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(log)
  await context.setOffline(false)
})
