import { expect, test, type Page } from '@playwright/test'
import { createBattle, logText } from './helpers'
import { addLeader, option, undoSays } from './series-command-helpers'
import { side, tab } from './series-helpers'
import { deploy } from './series-scenario-helpers'
import { clubServer, joinAs, phone, share } from './sync-phones'

/**
 * Issue 25, hidden information, with the real club server: seed 001 18.2, the first player "places one infantry
 * corps leader counter face down on the map"; 18.4, face up once the deployment ends. The French phone places
 * Ney; the Prussian phone sees a face-down counter in that square and never "Ney" on the grid or in a log line of
 * the deployment; the umpire sees Ney; once the umpire ends the deployment every phone sees the names.
 */
const PORT = Number(process.env.SYNC_DEPLOY_PORT ?? 5323)
const server = clubServer(PORT)

/** The French and Prussian phones joined to a battle with Ney and Zieten, the deployment started; the umpire's too. */
async function table() {
  const umpire = await phone(server().origin)
  await createBattle(umpire, { name: 'Ligny', ruleset: 'series', sides: ['French', 'Prussians'] })
  await option(umpire, 'strategicDeployment')
  await tab(umpire, 'Units')
  await addLeader(umpire, { name: 'Ney', corps: 'I', hex: '1205' })
  await side(umpire, 'Prussians')
  await addLeader(umpire, { name: 'Zieten', corps: 'I', hex: '1405' })
  await tab(umpire, 'Scenario')
  await umpire.getByRole('button', { name: 'Start the deployment' }).click()
  await undoSays(umpire, 'Strategic deployment (18.1): 4 by 4 squares, French first')
  const links = await share(umpire, server().origin)
  const french = await phone(server().origin)
  await joinAs(french, links.a!, 'French phone')
  const prussian = await phone(server().origin)
  await joinAs(prussian, links.b!, 'Prussian phone')
  await tab(french, 'Scenario')
  await tab(prussian, 'Scenario')
  return { umpire, french, prussian }
}

const square = (page: Page, sq: string) => page.locator(`[data-square="${sq}"]`)
const deploymentLines = async (page: Page) => { await tab(page, 'Log'); return (await logText(page)).map((l) => l.split('\n')[0]!).filter((l) => /row \d, column \d/.test(l)) }

test('a face-down counter: the Prussian phone sees a counter, never Ney; the umpire sees Ney; after the end (18.4) all see names', async () => {
  test.setTimeout(150_000)
  const { umpire, french, prussian } = await table()

  // The French player places Ney face down (18.2).
  await expect(prussian.getByTestId('deploy-next')).toHaveText('French places or moves a commander on their phone', { timeout: 15_000 })
  await expect(prussian.locator('[data-deploy-leader]')).toHaveCount(0)
  await deploy(french, 'Ney', '1-2')
  await undoSays(french, 'Ney (corps I) enters at row 1, column 2 (18.2)')

  // The Prussian phone: a face-down counter in that square, no name on the grid or in the log.
  await expect(square(prussian, '1-2')).toHaveText('1 face down', { timeout: 15_000 })
  await expect(prussian.locator('.grid-wrap')).not.toContainText('Ney')
  await expect(prussian.getByTestId('deploy-in-hand')).toHaveText('French: 0 counters still in hand (18.2)')
  await expect(prussian.getByTestId('deploy-next')).toHaveText('Prussians places or moves a commander')
  await deploy(prussian, 'Zieten', '4-2')
  await undoSays(prussian, 'Zieten (corps I) enters at row 4, column 2 (18.2)')
  const seen = await deploymentLines(prussian)
  expect(seen).toEqual(expect.arrayContaining(['Zieten (corps I) enters at row 4, column 2 (18.2)', 'A French corps commander enters at row 1, column 2 (18.2)']))
  expect(seen.join('\n')).not.toContain('Ney')
  await tab(prussian, 'Scenario')

  // The French phone sees Zieten only as a counter; the umpire sees both by name.
  await expect(square(french, '4-2')).toHaveText('1 face down', { timeout: 15_000 })
  await expect(square(french, '1-2')).toHaveText('Ney')
  await expect(square(umpire, '1-2')).toHaveText('Ney', { timeout: 15_000 })
  await expect(square(umpire, '4-2')).toHaveText('Zieten')
  expect(await deploymentLines(umpire)).toEqual(expect.arrayContaining(['Ney (corps I) enters at row 1, column 2 (18.2)', 'Zieten (corps I) enters at row 4, column 2 (18.2)']))

  // 18.4: the umpire ends the deployment; every counter is face up on every phone.
  await tab(umpire, 'Scenario')
  await umpire.getByRole('button', { name: 'The deployment suits me: end it' }).click()
  await undoSays(umpire, 'Strategic deployment ends (18.4)')
  await expect(square(prussian, '1-2')).toHaveText('Ney', { timeout: 15_000 })
  await expect(square(french, '4-2')).toHaveText('Zieten', { timeout: 15_000 })
  await expect(prussian.getByTestId('deploy-ended')).toBeVisible()
  await expect(french.getByTestId('deploy-face-down')).toHaveCount(0)
})

test("a player's phone ends it: its own leaders face up at once, the enemy's when that phone turns them (18.4); the French phone cannot turn the Prussians' over", async () => {
  test.setTimeout(150_000)
  const { french, prussian } = await table()
  await deploy(french, 'Ney', '1-2')
  await expect(square(prussian, '1-2')).toHaveText('1 face down', { timeout: 15_000 })
  await deploy(prussian, 'Zieten', '4-2')
  await expect(square(french, '4-2')).toHaveText('1 face down', { timeout: 15_000 })
  await french.getByRole('button', { name: 'The deployment suits me: end it' }).click()
  await undoSays(french, 'Strategic deployment ends (18.4)')
  await expect(square(prussian, '1-2')).toHaveText('Ney', { timeout: 15_000 })
  await expect(square(french, '4-2')).toHaveText('1 face down')
  await expect(french.getByTestId('deploy-face-down')).toHaveText('Prussians: face down until their phone turns them face up (18.4).')
  await expect(french.locator('[data-face-up]')).toHaveCount(0)
  await prussian.getByRole('button', { name: 'Prussians: turn the leaders face up (18.4)' }).click()
  await undoSays(prussian, 'Prussians: leaders face up (18.4)')
  await expect(square(french, '4-2')).toHaveText('Zieten', { timeout: 15_000 })
  await expect(french.getByTestId('deploy-face-down')).toHaveCount(0)
})
