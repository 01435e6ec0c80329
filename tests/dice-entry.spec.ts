import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createBattle } from './helpers'
import { enterCounter, enterDice, tab, setUpNoRain, activateReille } from './waterloo-helpers'

/**
 * The players' own dice for a big pool: waterloo close combat throws 8 attacker and 7 defender dice here. They are
 * entered as counts per face ("one 6, two 5s…"), checked against the pool, instead of 15 taps one die at a time.
 */
test('waterloo close combat: the players\' 15 dice entered as counts per face, the total checked against each pool', async ({ page }) => {
  await createBattle(page, { name: 'Counting dice', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await setUpNoRain(page)
  await activateReille(page)
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Close Combat', exact: true }).click()
  await page.locator('[data-picker="attacker"][data-name="Foy"]').click()
  await page.locator('[data-picker="defender"][data-name="Picton"]').click()
  await enterDice(page, [['Elan die', 1]])
  await page.getByRole('button', { name: 'Log the test' }).click()
  await enterCounter(page, 'Foy', { type: 'infantry' })
  await enterCounter(page, 'Picton', { type: 'infantry' })
  await page.locator('select[name="enfilade"]').selectOption('2')

  await page.getByRole('button', { name: 'I rolled' }).click()
  const attacker = page.locator('[data-pool="attacker die"]')
  const defender = page.locator('[data-pool="defender die"]')
  // The first face's count takes the keyboard at once.
  await expect(attacker.locator('[data-face-count="6"]')).toBeFocused()
  // No tap per die: one field per face for each pool, and none of the old face buttons.
  await expect(attacker.locator('input')).toHaveCount(6)
  await expect(defender.locator('input')).toHaveCount(6)
  await expect(page.locator('[data-face]')).toHaveCount(0)
  expect((await new AxeBuilder({ page }).include('.tray').analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])

  // Too many: said beside the counts, nothing resolved; a bad count keeps its text with a message.
  await attacker.locator('[data-face-count="6"]').fill('5')
  await attacker.locator('[data-face-count="5"]').fill('4')
  await expect(attacker.getByTestId('count-tally')).toHaveText('9 counted, but 8 attacker dice were rolled')
  await attacker.locator('[data-face-count="4"]').fill('2,5')
  await expect(attacker.locator('[data-face-count="4"]')).toHaveValue('2,5')
  await expect(attacker.locator('[data-face-count="4"]')).toHaveAttribute('aria-invalid', 'true')
  await expect(attacker.getByTestId('field-message')).toHaveText('Enter a whole number from 0 to 8.')
  expect((await new AxeBuilder({ page }).include('.tray').analyze()).violations.map((v) => `${v.id}: ${v.help}`)).toEqual([])
  await attacker.locator('[data-face-count="4"]').fill('')
  await expect(page.locator('[data-testid="result-line"]')).toHaveCount(0)

  // Attacker 2, 2, 3, 4, 5, 5, 6, 1 and defender (7 dice here) 1, 1, 2, 3, 4, 5, 6, typed as counts from the
  // keyboard: Enter moves to the next face and on to the other pool, so no tap per die (nor per face).
  for (const face of ['6', '5']) await attacker.locator(`[data-face-count="${face}"]`).fill('')
  await attacker.locator('[data-face-count="6"]').focus()
  const type = async (counts: string[]) => { for (const n of counts) { await page.keyboard.type(n); await page.keyboard.press('Enter') } }
  await type(['1', '2', '1', '1', '2', '1'])
  await expect(attacker.getByTestId('count-tally')).toHaveText('all 8 counted')
  await expect(defender.getByTestId('count-tally')).toHaveText('0 of 7 defender dice counted')
  await expect(defender.locator('[data-face-count="6"]')).toBeFocused()
  await type(['1', '1', '1', '1', '1'])
  await expect(page.locator('[data-testid="result-line"]')).toHaveCount(0)
  await page.keyboard.type('2')

  // The result uses exactly those faces, and the players' dice are "your dice".
  await expect(page.locator('[data-testid="result-line"]')).toBeVisible()
  await expect(page.locator('.result .face')).toHaveText(['6', '5', '5', '4', '3', '2', '2', '1', '6', '5', '4', '3', '2', '1', '1'])
  await expect(page.locator('.result')).not.toContainText('with the dice')
})
