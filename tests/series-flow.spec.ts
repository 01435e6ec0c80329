import { expect, test, type Page } from '@playwright/test'
import { createBattle, waitForServiceWorker } from './helpers'
import { addUnit, enterDice, expectSameAfterOfflineReload, pick, side, tab } from './series-helpers'

const FRANCE = 'Armée du Nord'
const ALLIES = 'Anglo-Allied army'
const undo = (page: Page) => page.getByTestId('undo')
const turnIs = (page: Page, text: string) => expect(page.getByTestId('turn')).toHaveText(text)
const owed = (page: Page) => page.locator('[data-owed]').evaluateAll((els) => els.map((e) => e.getAttribute('data-owed')))
async function nextPhase(page: Page, then: string) {
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'Next phase' }).click()
  await turnIs(page, then)
}
async function openUnit(page: Page, army: string, name: string) {
  await tab(page, 'Units')
  await side(page, army)
  const row = page.locator(`[data-unit="${name}"]`)
  if ((await row.locator('.head').getAttribute('aria-expanded')) !== 'true') await row.locator('.head').click()
  return row
}

test('series flow (issue 23): the player turn phase by phase — out-of-phase actions refused with the rule, a charge and its consequences in order, a failed check\'s retreat moving the unit, the army level crossed when reached', async ({ page, context }) => {
  test.setTimeout(240_000)
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Waterloo flow', ruleset: 'series', sides: [FRANCE, ALLIES] })

  // The Allied army's levels (12: "given in the special rules"): demoralized at 2, desperate at 6.
  await tab(page, 'Options')
  await page.locator('input[name="demoralized-b"]').fill('2')
  await page.locator('input[name="desperate-b"]').fill('6')
  await page.getByRole('group', { name: ALLIES, exact: true }).getByRole('button', { name: 'Save levels' }).click()
  await expect(undo(page)).toHaveText(`Undo: ${ALLIES} army morale: demoralized at 2, desperate at 6`)

  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '7e hussards', type: 'cavalry', steps: 4, firepower: 0, meleeValue: 3, morale: 9, formation: 'column', corps: 'II', hex: '1305' })
  await addUnit(page, { name: '2e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'line', corps: 'II', hex: '1205' })
  await page.getByRole('button', { name: 'Close' }).click()
  await page.getByRole('button', { name: 'New leader' }).click()
  await page.locator('input[name="leader-name"]').fill('Reille')
  await page.locator('input[name="leader-corps"]').fill('II')
  await page.locator('input[name="leader-hex"]').fill('1205')
  await page.getByRole('button', { name: 'Add leader' }).click()
  await expect(page.locator('[data-leader="Reille"]')).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, ALLIES)
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '92nd Foot', steps: 6, firepower: 3, meleeValue: 2, morale: 8, formation: 'line', corps: 'I', hex: '1405' })
  await addUnit(page, { name: 'Landwehr', steps: 5, firepower: 2, meleeValue: 1, morale: 6, formation: 'line', corps: 'I', hex: '1505' })
  await page.getByRole('button', { name: 'Close' }).click()

  // Turn 1, the French player turn, cavalry charges (2.0).
  await tab(page, 'Turn')
  await turnIs(page, `Turn 1 — ${FRANCE}: Cavalry charges`)

  // Out of phase: no regular move in the charge phase (6.0); the control is disabled and the rule is shown.
  let row = await openUnit(page, FRANCE, '2e de ligne')
  await expect(row.getByRole('button', { name: 'Move', exact: true })).toBeDisabled()
  const moveNote = row.getByTestId('verdict').filter({ hasText: 'Not now: Move.' })
  await expect(moveNote).toContainText('During his movement phase, a player can move all, some or none of his units.')
  await expect(moveNote).toContainText('seed 001, 6.0')
  // No fire of his own in his charge phase: the fire form offers opportunity fire, and the French firer is refused (7.5).
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Fire', exact: true }).click()
  await expect(page.locator('select[name="fire-kind"]')).toHaveValue('opportunity')
  await expect(page.locator('[data-picker="firer"][data-name="2e de ligne"]')).toBeDisabled()
  await expect(page.locator('[data-refused="2e de ligne"]')).toContainText('7.5 Opportunity Fire')
  await expect(page.locator('[data-refused="7e hussards"]')).toContainText('Infantry and artillery units (not cavalry)')

  // The charge (9.2): declared in line; its melee is owed for the melee phase (9.3); it cannot be declared twice.
  await page.getByRole('tab', { name: 'Charge', exact: true }).click()
  await expect(page.locator('[data-picker="charger"][data-name="92nd Foot"]')).toHaveCount(0)
  await pick(page, 'charger', '7e hussards')
  await pick(page, 'charge-target', '92nd Foot')
  await page.getByRole('button', { name: 'Declare the charge (in line)' }).click()
  await expect(undo(page)).toHaveText('Undo: 7e hussards charges 92nd Foot in line (9.1, 9.2)')
  expect(await owed(page)).toEqual(["7e hussards: the charge's melee"])
  await expect(page.getByRole('button', { name: 'Declare the charge (in line)' })).toBeDisabled()
  await expect(page.getByTestId('verdict').filter({ hasText: 'Not now: Charge.' })).toContainText('9.2 Charge Movement')

  // Regular movement: the cavalry that charged makes no regular move (6.1); the infantry moves, its hex changes.
  await nextPhase(page, `Turn 1 — ${FRANCE}: Regular movement`)
  row = await openUnit(page, FRANCE, '7e hussards')
  await expect(row.locator('[data-test="formation"]')).toHaveText('Cavalry in line ("en bataille")')
  await expect(row.getByRole('button', { name: 'Move', exact: true })).toBeDisabled()
  await expect(row.getByTestId('verdict').filter({ hasText: 'Not now: Move.' })).toContainText('it cannot execute a voluntary movement during the movement phase')
  row = await openUnit(page, FRANCE, '2e de ligne')
  await row.locator('input[name^="hex-"]').fill('1206')
  await row.getByRole('button', { name: 'Move', exact: true }).click()
  await expect(undo(page)).toHaveText('Undo: 2e de ligne: hex 1206, on top — moves (6.0)')
  // Reille goes with it: a leader has a hex and moves in his movement phase (14.2).
  const reille = page.locator('[data-leader="Reille"]')
  await reille.locator('.head').click()
  await reille.locator('input[name^="leader-hex-"]').fill('1206')
  await reille.getByRole('button', { name: 'Move leader' }).click()
  await expect(undo(page)).toHaveText('Undo: Reille: hex 1206 — leader moves (14.2)')
  await expect(reille.getByTestId('leader-hex')).toHaveText('hex 1206')

  // Defensive fire: the fire form now defaults to defensive fire (7.4); only the Allied units fire.
  await nextPhase(page, `Turn 1 — ${FRANCE}: Defensive fire`)
  await tab(page, 'Combat')
  await expect(page.locator('select[name="fire-kind"]')).toHaveValue('defensive')
  await expect(page.locator('[data-picker="firer"][data-name="2e de ligne"]')).toBeDisabled()
  await pick(page, 'firer', 'Landwehr')
  await pick(page, 'target', '2e de ligne')
  await page.locator('input[name="fire-result"]').fill('2')
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  await expect(undo(page)).toHaveText('Undo: Landwehr fires at 2e de ligne (fire value 2): 2 steps lost — 2e de ligne 7→5')
  // The leader's casualty check comes before the unit's morale check (14.5); the Landwehr fired once (7.4).
  expect(await owed(page)).toEqual(["7e hussards: the charge's melee", 'Reille: casualty check', '2e de ligne: morale check'])
  await expect(page.locator('[data-refused="Landwehr"]')).toContainText('7.4 Offensive/Defensive Fire')
  await page.locator('[data-owed="2e de ligne: morale check"]').getByRole('button', { name: 'Do it' }).click()
  await expect(page.getByTestId('verdict')).toContainText('These tests are executed before the tests that apply to the units, such as morale checks.')
  // The phase cannot end with tests owed (2.0).
  await tab(page, 'Turn')
  await expect(page.getByRole('button', { name: 'Next phase' })).toBeDisabled()
  await expect(page.getByTestId('verdict')).toContainText('Each phase must be over before the following phase may begin.')
  await page.locator('[data-owed="Reille: casualty check"]').getByRole('button', { name: 'Do it' }).click()
  await enterDice(page, { 'casualty die': '3' })
  await page.getByRole('button', { name: /^Apply/ }).click()
  await expect(page.locator('[data-owed="Reille: casualty check"]')).toHaveCount(0)
  // The morale check fails: disorganized, and the retreat it owes (7.9, 8.9).
  await page.locator('[data-owed="2e de ligne: morale check"]').getByRole('button', { name: 'Do it' }).click()
  await enterDice(page, { 'first die': '6', 'second die': '6' })
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  await expect(undo(page)).toHaveText(/^Undo: 2e de ligne: morale check failure \(12 vs \d+\) — disorganized, retreats 2 hexes \(marker 1\)$/)
  expect(await owed(page)).toEqual(["7e hussards: the charge's melee", '2e de ligne: retreat 2 hexes'])
  // The retreat moves the unit: its hex changes from 1206 to 1106.
  await page.locator('[data-owed="2e de ligne: retreat 2 hexes"]').getByRole('button', { name: 'Do it' }).click()
  await page.locator('[data-retreat="2e de ligne"] input').fill('1106')
  await page.locator('[data-retreat="2e de ligne"]').getByRole('button', { name: 'Retreat' }).click()
  await expect(undo(page)).toHaveText('Undo: 2e de ligne retreats from hex 1206 to hex 1106 (8.9)')
  row = await openUnit(page, FRANCE, '2e de ligne')
  await expect(row.getByTestId('hex')).toHaveText('hex 1106')
  await expect(row.locator('input[name^="hex-"]')).toHaveValue('1106')
  await tab(page, 'Turn')
  expect(await owed(page)).toEqual(["7e hussards: the charge's melee"])

  // Offensive fire, then the melee phase: the charge's melee is owed, so the phase cannot end before it.
  await nextPhase(page, `Turn 1 — ${FRANCE}: Offensive fire`)
  await nextPhase(page, `Turn 1 — ${FRANCE}: Melee phase`)
  await expect(page.getByRole('button', { name: 'Next phase' })).toBeDisabled()
  await tab(page, 'Combat')
  // Disorganized units do not attack (8.7): shown, not offered.
  await expect(page.locator('[data-picker="attacker"][data-name="2e de ligne"]')).toBeDisabled()
  await expect(page.locator('[id^="why-attacker-"][data-refused="2e de ligne"]')).toContainText('8.7 Melee Prohibitions')
  await page.locator("[data-owed=\"7e hussards: the charge's melee\"]").getByRole('button', { name: 'Do it' }).click()
  await expect(page.locator('[data-attacker="7e hussards"]')).toBeVisible()
  await expect(page.locator('select[name="melee-charge"]')).toHaveValue('charge')
  await page.locator('input[name="melee-result"]').fill('0/D')
  await page.getByRole('button', { name: 'Apply melee result' }).click()
  // 9.6: D on infantry not in square becomes D1: a step and the disorganization; the charge's melee is met; the 92nd owes its retreat.
  await expect(undo(page)).toHaveText(/^Undo: 7e hussards attack 92nd Foot at .*92nd Foot 6→5.*disorganized \(marker 1\), retreats 2 hexes.*$/)
  expect(await owed(page)).toEqual(['92nd Foot: retreat 2 hexes'])
  // The Allied army reached its demoralization level now (12.1: 1 step + 1 disorganized = 2), not at the next game turn.
  await tab(page, 'Turn')
  await expect(page.locator('[data-army="b"]')).toContainText('1 step lost + 1 disorganized = 2 of 2 / 6 — demoralized')
  await expect(page.getByRole('button', { name: 'Next phase' })).toBeDisabled()
  await page.locator('[data-owed="92nd Foot: retreat 2 hexes"]').getByRole('button', { name: 'Do it' }).click()
  await page.locator('[data-retreat="92nd Foot"] input').fill('1605')
  await page.locator('[data-retreat="92nd Foot"]').getByRole('button', { name: 'Retreat' }).click()
  await expect(undo(page)).toHaveText('Undo: 92nd Foot retreats from hex 1405 to hex 1605 (8.9)')
  await tab(page, 'Turn')
  expect(await owed(page)).toEqual([])

  // The rally phase, then the Allied player turn.
  await nextPhase(page, `Turn 1 — ${FRANCE}: Rally phase`)
  await tab(page, 'Combat')
  await expect(page.locator('[data-picker="rally-unit"][data-name="2e de ligne"]')).toBeDisabled()
  await expect(page.locator('[data-refused="2e de ligne"]')).toContainText('11.1 Eligible Units')
  await nextPhase(page, `Turn 1 — ${ALLIES}: Cavalry charges`)

  await expectSameAfterOfflineReload(page, context, [
    { tab: 'Turn', read: () => page.getByRole('region', { name: 'Turn' }).innerText() },
    { tab: 'Units', read: () => page.locator('[data-unit] .head, [data-leader] .head, [data-army]').allInnerTexts() },
  ])
  await context.setOffline(false)
})
