import { expect, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { setUpNoRain } from './waterloo-helpers'

/**
 * A battle of each ruleset made through the screens, started where the ruleset has a start, with a unit on
 * each side, so every tab shows what it shows in play. Stable handles only (field names, data attributes,
 * the first choice of a list): the labels are the rulesets' own and may change.
 */
export const RULESETS = ['boardgame', 'miniatures', 'series', 'wargaming', 'waterloo'] as const
export type RulesetId = (typeof RULESETS)[number]

export async function tab(page: Page, name: string) {
  const link = page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link', { name, exact: true })
  await link.click()
  await expect(link).toHaveAttribute('aria-current', 'page')
}

const sideButton = (page: Page, i: number) => page.getByRole('group', { name: /^(Side|Army)$/ }).getByRole('button').nth(i)

async function boardgame(page: Page) {
  await tab(page, 'Units')
  await page.getByRole('button', { name: /^Start / }).click()
  await expect(page.getByTestId('undo')).toContainText('Scenario')
  // Four French units: with their rows open the list is longer than the screen.
  for (const [i, names] of [[0, ['2e Léger', '4e Léger', '45e Ligne', '46e Ligne']], [1, ['92nd Foot']]] as const) {
    await sideButton(page, i).click()
    await page.getByRole('button', { name: 'New unit' }).click()
    for (const name of names) {
      await page.locator('select[name="unitType"]').selectOption('line-infantry')
      await page.locator('input[name="unit-name"]').fill(name)
      await page.getByRole('button', { name: 'Add unit' }).click()
      await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
    }
    await page.getByRole('button', { name: 'Close' }).click()
  }
  await sideButton(page, 0).click()
  await tab(page, 'Cards')
  await page.getByRole('button', { name: 'Deal hour 1' }).click()
  await expect(page.getByTestId('card-counter')).toContainText('Hour 1')
}

async function miniatures(page: Page) {
  await tab(page, 'Units')
  for (const [i, name] of [[0, '45e Ligne'], [1, '92nd Foot']] as const) {
    await sideButton(page, i).click()
    await page.locator('select[name="side-flag"]').selectOption({ index: i === 0 ? 1 : 2 })
    await page.getByRole('button', { name: 'New unit' }).click()
    await page.locator('input[name="unit-name"]').fill(name)
    await page.getByRole('button', { name: 'Add unit' }).click()
    await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
  }
  await tab(page, 'Cards')
  await page.getByRole('button', { name: 'Make decks' }).click()
  await page.getByRole('button', { name: 'Deal hour 1' }).click()
  await expect(page.getByTestId('card-counter')).toContainText('Hour 1')
}

async function series(page: Page) {
  await tab(page, 'Units')
  for (const [i, name, hex] of [[0, '2e de ligne', '1205'], [1, '92nd Foot', '1405']] as const) {
    await sideButton(page, i).click()
    await page.getByRole('button', { name: 'New unit' }).click()
    await page.locator('input[name="unit-name"]').fill(name)
    await page.locator('select[name="unit-formation"]').selectOption('line')
    for (const [k, v] of [['steps', '6'], ['firepower', '3'], ['meleeValue', '2'], ['morale', '8']] as const) await page.locator(`input[name="unit-${k}"]`).fill(v)
    await page.locator('input[name="unit-corps"]').fill('I')
    await page.locator('input[name="unit-hex"]').fill(hex)
    await page.getByRole('button', { name: 'Add unit' }).click()
    await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
  }
}

async function wargaming(page: Page) {
  await tab(page, 'Roster')
  for (const [i, name, leader, part] of [[0, '45e Ligne', 'Ney', 'ney'], [1, '92nd Foot', 'Wellington', 'welling']] as const) {
    await sideButton(page, i).click()
    await page.getByRole('button', { name: 'Add unit' }).click()
    await page.locator('select[name="troopType"]').selectOption({ label: 'Infantry: Line' })
    await page.locator('input[name="new-unit-name"]').fill(name)
    await page.getByRole('button', { name: 'Add unit' }).click()
    await expect(page.locator(`[data-unit="${name}"]`)).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Add leader' }).click()
    await page.locator('input[name="leader-query"]').fill(part)
    await page.locator(`button[data-leader="${leader}"]`).click()
    await page.locator('select[name="level"]').selectOption('army')
    await page.getByRole('button', { name: 'Add leader' }).click()
    await page.getByRole('button', { name: 'Close' }).click()
    await page.locator(`[data-leader-row="${leader}"]`).getByRole('button', { name: /C-in-C/ }).click()
  }
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'It was fine' }).click()
  // Real cards: the card turned is told, so a test can turn the one it needs.
  await page.getByLabel('Real cards').check()
  await page.getByRole('button', { name: 'Build the decks' }).click()
  const init = page.getByRole('region', { name: 'Initiative test' })
  await init.getByRole('button', { name: 'I rolled' }).click()
  await init.locator('[aria-label="Armée du Nord D20"] [data-face="15"]').click()
  await init.locator('[aria-label="Anglo-Allied army D20"] [data-face="5"]').click()
  await page.getByRole('button', { name: 'Apply initiative' }).click()
  await expect(page.getByTestId('initiative')).toHaveText('Armée du Nord holds the initiative')
}

async function waterloo(page: Page) {
  await setUpNoRain(page)
  await expect(page.getByTestId('undo')).toContainText('Set up')
}

const START: Record<RulesetId, (page: Page) => Promise<void>> = { boardgame, miniatures, series, wargaming, waterloo }

/** Creates a battle of the ruleset through the New battle form and starts it as the players would. */
export async function startedBattle(page: Page, ruleset: RulesetId): Promise<void> {
  await createBattle(page, { name: `Room ${ruleset}`, ruleset, sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await START[ruleset](page)
}
