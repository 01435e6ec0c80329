import { expect, type Locator, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { addCinC, addUnit, tab } from './wargamingRoster'

/** Ney's French (45e Ligne, 6e Hussards) and Wellington's British (92nd Foot), each with its C-in-C (seed 004 presets). */
export async function raiseArmies(page: Page, name = 'Quatre Bras') {
  await createBattle(page, { name, sides: ['Ney', 'Wellington'] })
  await tab(page, 'Roster')
  await page.getByRole('button', { name: 'Add unit' }).click()
  await addUnit(page, 'Infantry: Line', '45e Ligne')
  await page.getByRole('button', { name: 'Close' }).click()
  await addCinC(page, 'ney', 'Ney')
  await page.getByRole('button', { name: 'Wellington', exact: true }).click()
  await page.getByRole('button', { name: 'Add unit' }).click()
  await addUnit(page, 'Infantry: Line', '92nd Foot')
  await page.getByRole('button', { name: 'Close' }).click()
  await addCinC(page, 'welling', 'Wellington')
  await page.getByRole('button', { name: 'Ney', exact: true }).click()
}

/** Fine weather, real cards, Ney wins the initiative (D20s entered) and turns Infantry Move. */
export async function startTurn(page: Page) {
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'It was fine' }).click()
  await page.getByLabel('Real cards').check()
  await page.getByRole('button', { name: 'Build the decks' }).click()
  const r = page.getByRole('region', { name: 'Initiative test' })
  await r.getByRole('button', { name: 'I rolled' }).click()
  await r.locator('[aria-label="Ney D20"] [data-face="15"]').click()
  await r.locator('[aria-label="Wellington D20"] [data-face="5"]').click()
  await page.getByRole('button', { name: 'Apply initiative' }).click()
  await expect(page.getByTestId('initiative')).toHaveText('Ney holds the initiative')
  await page.getByRole('button', { name: 'Infantry Move', exact: true }).click()
  await expect(page.getByTestId('last-card')).toContainText('Infantry Move')
}

/** Counts the taps of one common action (issue 21, Taps): each `tap` is one click or tap of the player's. */
export function tapCounter() {
  let taps = 0
  return {
    tap: async (l: Locator) => { await l.click(); taps++ },
    /** A field typed into: one tap to focus it (the typing is not a tap). */
    typed: () => { taps++ },
    get count() { return taps },
  }
}
