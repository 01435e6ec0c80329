import { expect, type Page } from '@playwright/test'
import { createBattle } from './helpers'

/** The miniatures battle the two-phones-apart specs share (syncApart, syncNames): Plancenoit, one French line. */
export async function tab(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
}

/** On the umpire's phone: the battle, with 45e Ligne on the Units tab. */
export async function plancenoit(umpire: Page): Promise<void> {
  await createBattle(umpire, { name: 'Plancenoit', ruleset: 'miniatures', sides: ['French', 'Prussians'] })
  await tab(umpire, 'Units')
  await umpire.getByRole('button', { name: 'New unit' }).click()
  await umpire.locator('select[name="unitType"]').selectOption({ label: 'French Infantry (infantry, removed at 4 disorder points)' })
  await umpire.locator('input[name="unit-name"]').fill('45e Ligne')
  await umpire.getByRole('button', { name: 'Add unit' }).click()
  await umpire.getByRole('button', { name: 'Close' }).click()
}

/** One disorder point on 45e Ligne, waited for on this phone's Undo line. */
export async function disorder(page: Page) {
  await tab(page, 'Units')
  const before = (await page.getByTestId('undo').innerText()).trim()
  await page.getByRole('button', { name: '45e Ligne: +1 disorder point', exact: true }).click()
  await expect(page.getByTestId('undo')).not.toHaveText(before)
}
