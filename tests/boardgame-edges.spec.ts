import { expect, test, type Page } from '@playwright/test'
import { addUnit, createTableBattle, side, tab } from './boardgame-helpers'

/** Issue 21's boardgame rough edges, each as a player met it at 390 × 844. */

/** The marker a closed (▸) or open (▾) collapsible section shows before its title. */
const marker = (page: Page, summary: string) =>
  page.locator('summary', { hasText: summary }).first().evaluate((el) => getComputedStyle(el, '::before').content)

async function started(page: Page) {
  await createTableBattle(page, 'Edges')
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'Start Quatre Bras' }).click()
  await expect(page.getByTestId('undo')).toContainText('Scenario: Quatre Bras')
}

test('the New unit form asks the white-dice flag once, for a unit and for a general, and bounds its elements', async ({ page }) => {
  await started(page)
  await page.getByRole('button', { name: 'New unit' }).click()
  const form = page.getByRole('form', { name: 'New unit' })
  await expect(form.getByText('White-dice flag')).toHaveCount(1)
  // Its elements hold the text's bounds (1.1): a bad value is said beside the field, kept, and nothing is added.
  await page.locator('input[name="unit-name"]').fill('Guard')
  for (const [typed, said] of [['abc', '“abc” is not a number. Enter a whole number from 1 to 4.'], ['5', 'Enter a whole number from 1 to 4.'], ['-1', 'Enter a whole number from 1 to 4.']] as const) {
    await page.locator('input[name="elements"]').fill(typed)
    await expect(form.getByTestId('field-message')).toHaveText(said)
    await page.getByRole('button', { name: 'Add unit' }).click()
    await expect(page.locator('input[name="elements"]')).toHaveValue(typed)
    await expect(page.locator('[data-unit="Guard"]')).toHaveCount(0)
  }
  await page.locator('select[name="unitType"]').selectOption('general')
  await expect(form.getByText('White-dice flag')).toHaveCount(1)
})

test('deck odds: an empty or negative "At least" keeps the panel, says why beside the field, throws nothing', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()) })
  await started(page)
  await tab(page, 'Cards')
  const panel = page.locator('[data-makeup="a"]')
  expect(await marker(page, 'deck make-up and odds')).toContain('▸')
  await panel.locator('summary').click()
  expect(await marker(page, 'deck make-up and odds')).toContain('▾')
  await expect(panel.locator('[data-odds="a"]')).toContainText("In Armée du Nord's next hand of 6:")
  const field = panel.locator('input[name="odds-n-a"]')
  await field.fill('')
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('odds-empty')).toHaveText('Enter how many of the card, at least, to see the odds.')
  await field.fill('-1')
  await expect(panel).toBeVisible()
  await expect(panel.getByTestId('field-message')).toHaveText('Enter a whole number from 1 to 6.')
  await expect(field).toHaveValue('-1')
  await field.fill('2')
  await expect(panel.getByTestId('field-message')).toHaveCount(0)
  await expect(panel.locator('[data-odds="a"]')).toBeVisible()
  expect(errors.filter((e) => /RulesInputError|atLeast/.test(e))).toEqual([])
})

test('fire screen: both sides under their names, a visible disclosure marker, the dice summed before the roll and above a short odds list, victory on every tab', async ({ page }) => {
  await started(page)
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { type: 'line-infantry', name: '2e Léger', general: 'Reille' })
  await side(page, 'Anglo-Allied army')
  await addUnit(page, { type: 'line-infantry', name: '92nd Foot' })
  await addUnit(page, { type: 'line-infantry', name: '42nd Highlanders' })
  // Added last, a French unit used to be listed after the English, told apart by a dashed border only.
  await side(page, 'Armée du Nord')
  await addUnit(page, { type: 'heavy-cavalry', name: 'Cuirassiers' })
  await page.getByRole('button', { name: 'Close' }).click()

  await tab(page, 'Combat')
  const firers = page.getByRole('group', { name: 'Firing unit' })
  await expect(firers.getByTestId('picker-side')).toHaveText(['Armée du Nord', 'Anglo-Allied army'])
  // Each army's name, then its units: one group per side, the French Cuirassiers among the French.
  const listed = await firers.locator('[data-test="picker-side"], [data-picker="firer"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-name') ?? `— ${e.textContent}`))
  expect(listed).toEqual(['— Armée du Nord', '2e Léger', 'Cuirassiers', '— Anglo-Allied army', '92nd Foot', '42nd Highlanders'])
  expect(await marker(page, 'Terrain, flank, cards')).toContain('▸')

  await page.locator('[data-picker="firer"][data-name="2e Léger"]').click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  await page.locator('input[name="range-tape"]').fill('8')
  const panel = page.getByRole('region', { name: 'Combat (battle dice)' })
  const odds = panel.getByRole('list', { name: 'Odds' })
  // Before the roll: the dice the base and modifiers make, said as their total, and nothing a roll decides.
  const working = panel.locator('ul.working').first()
  await expect(working.locator('li', { hasText: 'battle dice to roll' })).toContainText('= 5')
  await expect(working).not.toContainText('eliminated')
  await expect(working).not.toContainText('removed')
  // The dice buttons stand above the odds, and only the likeliest results are listed until "Show all".
  const rollBox = await panel.getByRole('button', { name: 'Roll', exact: true }).boundingBox()
  const oddsBox = await odds.boundingBox()
  expect(rollBox!.y).toBeLessThan(oddsBox!.y)
  await expect(odds.locator('li')).toHaveCount(4)
  const all = panel.getByRole('button', { name: /^Show all \d+ results$/ })
  const n = Number(/(\d+)/.exec((await all.textContent()) ?? '')![1])
  expect(n).toBeGreaterThan(4)
  await all.click()
  await expect(odds.locator('li')).toHaveCount(n)

  // Victory: two of three English units off the table (ruling 33, either count) is shown on every tab.
  await tab(page, 'Rulings')
  await page.locator('input[name="scenarioLosses"][value="either"]').check()
  await tab(page, 'Units')
  await side(page, 'Anglo-Allied army')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { type: 'line-infantry', name: '79th Foot' })
  await page.getByRole('button', { name: 'Close' }).click()
  for (const name of ['92nd Foot', '42nd Highlanders']) {
    await page.locator(`[data-unit="${name}"] button.name`).click()
    await page.locator(`[data-unit="${name}"] input[name="why"]`).fill('routed off the table')
    await page.locator(`[data-unit="${name}"]`).getByRole('button', { name: 'Eliminated' }).click()
  }
  const won = 'Immediate victory: French eliminated 2 of 3 enemy units: half rounded up is 2'
  await expect(page.getByTestId('victory')).toContainText(won)
  for (const t of ['Cards', 'Combat']) {
    await tab(page, t)
    await expect(page.getByTestId('victory-banner')).toContainText(won)
    await expect(page.getByTestId('victory-banner')).toContainText('The battle is over')
  }
})
