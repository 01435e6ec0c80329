import { expect, test } from '@playwright/test'
import { createBattle, waitForServiceWorker } from './helpers'
import { addUnit, expectSameAfterOfflineReload, nextPhases, side, tab } from './series-helpers'
import { addLeader, axeViolations, deploy, undoLabel } from './series-scenario-helpers'

const FRANCE = 'Armée du Nord'
const ALLIES = 'Anglo-Allied army'

test('series scenario: a strategic deployment with a refusal, a reinforcement scheduled and arriving on its turn, activations with a decline, a timed player turn with its penalty, undo, offline reload', async ({ page, context }) => {
  test.setTimeout(180_000)
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Ligny', ruleset: 'series', sides: [FRANCE, ALLIES] })

  // Options: strategic deployment (18), time limits (19), interactive game (20).
  await tab(page, 'Options')
  for (const id of ['strategicDeployment', 'timeLimits', 'interactiveGame']) await page.locator(`input[name="adv-${id}"]`).check()
  await undoLabel(page, 'Advanced rules: interactive game (alternate activation) on')

  // Three French corps commanders, one allied; two French battalions off the map to come as reinforcements.
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New leader' }).click()
  await addLeader(page, 'Reille', 'II')
  await addLeader(page, "d'Erlon", 'I')
  await addLeader(page, 'Lobau', 'VI')
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '2e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'line', corps: 'II', hex: '1205' })
  await addUnit(page, { name: '4e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'column', corps: 'I', hex: '' })
  await addUnit(page, { name: '5e de ligne', steps: 6, firepower: 3, meleeValue: 2, morale: 8, formation: 'column', corps: 'I', hex: '' })
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, ALLIES)
  await page.getByRole('button', { name: 'New leader' }).click()
  await addLeader(page, 'Hill', 'II')
  await page.getByRole('button', { name: 'Close' }).click()

  // Strategic deployment (18.2): the French place first on their edge; Hill may not enter off his own edge.
  await tab(page, 'Scenario')
  const axe: string[] = await axeViolations(page, 'Scenario / deployment start')
  await page.getByRole('button', { name: 'Start the deployment' }).click()
  await undoLabel(page, `Strategic deployment (18.1): 4 by 4 squares, ${FRANCE} first`)
  await deploy(page, 'Reille', '1-2')
  await undoLabel(page, 'Reille (corps II) enters at row 1, column 2 (18.2)')
  await expect(page.getByTestId('deploy-next')).toHaveText(`${ALLIES} places or moves a commander`)
  await deploy(page, 'Hill', '2-2')
  await expect(page.getByTestId('deploy-refusal')).toHaveText('A leader enters in one of the squares on his own map edge.')
  axe.push(...(await axeViolations(page, 'Scenario / deployment grid')))
  await page.locator('[data-square="4-2"]').click()
  await undoLabel(page, 'Hill (corps II) enters at row 4, column 2 (18.2)')
  await deploy(page, 'Reille', '2-2')
  await undoLabel(page, 'Reille (corps II) moves to row 2, column 2 (18.2)')
  // Face down to the allies, whose turn it is (18.2); face up once the deployment ends (18.4).
  await expect(page.locator('[data-square="2-2"]')).toHaveText('1 face down')
  await expect(page.locator('[data-square="4-2"]')).toHaveText('Hill')
  await page.getByRole('button', { name: 'The deployment suits me: end it' }).click()
  await expect(page.locator('[data-square="2-2"]')).toHaveText('Reille')
  await undoLabel(page, "Strategic deployment ends (18.4); arrive as reinforcements (18.5): d'Erlon (corps I), Lobau (corps VI)")
  await page.locator('input[name="deploy-enemy"]').fill('3')
  await expect(page.getByTestId('deploy-unit')).toContainText('Not allowed')
  await page.locator('input[name="deploy-enemy"]').fill('4')
  await expect(page.getByTestId('deploy-unit')).toHaveText('Allowed.')
  // A check, not an action: cleared so the reload below compares only what the battle keeps.
  await page.locator('input[name="deploy-enemy"]').fill('')

  // 18.5: a corps that did not deploy can go straight onto the schedule (the form opens pre-filled).
  await page.locator('[data-schedule="Lobau"]').click()
  await expect(page.locator('input[name="reinf-formation"]')).toHaveValue("Lobau's corps VI")
  await page.getByRole('button', { name: 'Close' }).click()

  // Reinforcements (13.0): d'Erlon's I Corps on turn 2 at hex 0101, a road, 6 MP.
  await page.getByRole('button', { name: 'New reinforcement' }).click()
  await page.locator('input[name="reinf-turn"]').fill('2')
  await page.locator('input[name="reinf-hex"]').fill('0101')
  await page.locator('input[name="reinf-ma"]').fill('6')
  await page.locator('input[name="reinf-formation"]').fill('I Corps')
  await page.locator('[data-reinf-unit="4e de ligne"]').click()
  await page.locator('[data-reinf-unit="5e de ligne"]').click()
  axe.push(...(await axeViolations(page, 'Scenario / new reinforcement')))
  await page.getByRole('button', { name: 'Add to the schedule' }).click()
  await undoLabel(page, `Reinforcement (13.0): I Corps (4e de ligne, 5e de ligne) for ${FRANCE} on turn 2 at hex 0101 by road`)
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('[data-reinforcement="I Corps (4e de ligne, 5e de ligne)"]')).toContainText('Turn 2, Armée du Nord')
  await tab(page, 'Units')
  await side(page, FRANCE)
  await expect(page.locator('[data-unit="5e de ligne"]')).toContainText('reinforcement, turn 2')
  await tab(page, 'Scenario')
  // Lines of communication (15.0).
  await page.locator('input[name="loc-a"]').fill('south edge, road to Charleroi')
  await page.locator('input[name="loc-a"]').press('Tab')
  await undoLabel(page, `${FRANCE} line of communication (15.0): south edge, road to Charleroi`)

  // Turn 1: activations (20.1). The French have 3 corps to 1: they begin.
  await tab(page, 'Turn')
  await page.getByRole('button', { name: "Start turn 1's activations" }).click()
  await undoLabel(page, `Turn 1 activations (20.1): ${FRANCE} activates first`)
  await page.locator('[data-corps="Reille"]').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await undoLabel(page, `Reille (corps II) activated — attacker ${FRANCE}, defender ${ALLIES} (20.2)`)
  await expect(page.getByTestId('activation')).toHaveText(`Reille (corps II): attacker ${FRANCE}, defender ${ALLIES}`)

  // The time limit (19.1) and Reille's timed movement: 1:35 used of 1:00, 35 s over → −2 (19.2, 30 s steps, round up).
  await page.locator('input[name="clock-allowed"]').fill('60')
  await page.getByRole('button', { name: 'Set the time limit' }).click()
  await undoLabel(page, 'Time limit for the movement phase (19.1): 1:00')
  await page.clock.install()
  await page.getByRole('button', { name: /Start the clock/ }).click()
  await page.clock.fastForward('01:35')
  await expect(page.getByTestId('clock-penalty')).toHaveText(/^0:3\d over: morale -2$/)
  await expect(page.getByText('Time is up: stop playing this corps and activate another, or play on with the penalty (20.3).')).toBeVisible()
  axe.push(...(await axeViolations(page, 'Turn / clock running, activation')))
  await page.getByRole('button', { name: /Stop the clock/ }).click()
  // The clock ran on while the test looked; the players may correct the time (an hourglass, a reaction not counted).
  await expect(page.locator('input[name="clock-used"]')).toHaveValue(/^9\d$/)
  await page.locator('input[name="clock-used"]').fill('95')
  await expect(page.getByTestId('clock-penalty')).toHaveText('0:35 over: morale -2')
  await page.getByRole('button', { name: 'Record the time' }).click()
  await undoLabel(page, `${FRANCE} took 1:35 of 1:00, 0:35 over: morale -2 for every unit of corps II until turn 2 (19.2)`)
  await expect(page.getByTestId('clock-in-force')).toHaveText(`${FRANCE}, corps II: morale -2 until the next game turn (19.2)`)
  // Every unit of corps II carries it (for its morale checks); corps I does not.
  await tab(page, 'Units')
  await side(page, FRANCE)
  await expect(page.locator('[data-unit="2e de ligne"]')).toContainText('time penalty: morale -2 (19.2)')
  await expect(page.locator('[data-unit="4e de ligne"]')).not.toContainText('time penalty')
  await tab(page, 'Turn')

  // 20.2: Reille's corps plays the six phases; then the allies are to activate a corps.
  await nextPhases(page, 6)
  await undoLabel(page, `Turn 1: the activation is over — ${ALLIES} activates a corps (20.2)`)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${ALLIES}: Cavalry charges`)
  // They have fewer corps left (1 to 2): they may decline (20.1); the French activate d'Erlon (not Reille again).
  await page.getByRole('button', { name: 'Decline' }).click()
  await undoLabel(page, `${ALLIES} declines to activate a corps (20.1): ${FRANCE} activates`)
  await expect(page.getByTestId('activation-next')).toContainText(FRANCE)
  await expect(page.locator('[data-corps="Reille"]')).toHaveCount(0)
  await page.locator(`[data-corps="d'Erlon"]`).click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await undoLabel(page, `d'Erlon (corps I) activated — attacker ${FRANCE}, defender ${ALLIES} (20.2)`)
  await nextPhases(page, 6)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${ALLIES}: Cavalry charges`)
  await page.locator('[data-corps="Hill"]').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await expect(page.getByTestId('activation')).toHaveText(`Hill (corps II): attacker ${ALLIES}, defender ${FRANCE}`)
  await nextPhases(page, 6)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Cavalry charges`)
  await page.locator('[data-corps="Lobau"]').click()
  await page.getByRole('button', { name: 'Activate', exact: true }).click()
  await expect(page.getByTestId('activation-next')).toHaveText('Every corps has been activated this turn.')
  await expect(page.getByTestId('clock-in-force')).toHaveText(`${FRANCE}, corps II: morale -2 until the next game turn (19.2)`)

  // Turn 2: the reinforcement is owed, with each unit's road-entry MP, and enters as one action.
  await nextPhases(page, 6)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 2 — ${FRANCE}: Cavalry charges`)
  await expect(page.getByTestId('clock-in-force')).toHaveCount(0)
  const due = page.locator('[data-due="I Corps (4e de ligne, 5e de ligne)"]')
  const owed = page.locator('[data-owed="I Corps (4e de ligne, 5e de ligne): reinforcement enters"]')
  await expect(owed).toBeVisible()
  await expect(due.getByRole('list', { name: 'Road column' })).toHaveText(/4e de ligne: −0 MP, 6 MP left\s*5e de ligne: −1 MP, 5 MP left/)
  axe.push(...(await axeViolations(page, 'Turn / reinforcements due')))
  expect(axe).toEqual([])
  await due.getByRole('button', { name: 'Enter at hex 0101' }).click()
  await undoLabel(page, 'I Corps (4e de ligne, 5e de ligne) enter at hex 0101 (13.0), by road: 4e de ligne 6 MP, 5e de ligne 5 MP')
  await expect(due).toHaveCount(0)
  await expect(owed).toHaveCount(0)

  // Undo: the reinforcement is owed again; enter it again.
  await page.getByTestId('undo').click()
  await expect(due).toBeVisible()
  await expect(owed).toBeVisible()
  await due.getByRole('button', { name: 'Enter at hex 0101' }).click()
  await expect(due).toHaveCount(0)
  await expect(owed).toHaveCount(0)
  await tab(page, 'Scenario')
  await expect(page.locator('[data-reinforcement="I Corps (4e de ligne, 5e de ligne)"]')).toContainText('arrived turn 2')
  await page.screenshot({ path: 'test-results/series-scenario.png', fullPage: true })

  // Offline reload: the same battle.
  await expectSameAfterOfflineReload(page, context, [
    { tab: 'Scenario', read: () => page.getByRole('region', { name: 'Scenario' }).innerText() },
    { tab: 'Turn', read: () => page.getByRole('region', { name: 'Turn' }).innerText() },
  ])
  await context.setOffline(false)
})
