import { expect, test } from '@playwright/test'
import { createBattle, waitForServiceWorker } from './helpers'
import { addUnit, expectSameAfterOfflineReload, pick, side, tab } from './series-helpers'
import { axe, THEMES, useTheme } from './series-command-helpers'

const FRANCE = 'Armée du Nord'
const ALLIES = 'Anglo-Allied army'

for (const theme of THEMES) test(`series 16.1 voltigeurs (${theme}): option on, two deployed from a line unit (a third refused), a fire beyond voltigeurs at −1, undo, offline reload, no axe violation`, async ({ page, context }) => {
  test.setTimeout(120_000)
  await useTheme(page, theme)
  const problems: string[] = []
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Ligny', ruleset: 'series', sides: [FRANCE, ALLIES] })
  await tab(page, 'Options')
  await page.locator('input[name="adv-voltigeurs"]').check()
  await expect(page.getByTestId('undo')).toContainText('oltigeurs')

  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '2e de ligne', steps: 7, firepower: 3, meleeValue: 2, morale: 9, formation: 'line', corps: 'II', hex: '1205' })
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, ALLIES)
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '92nd Foot', steps: 6, firepower: 3, meleeValue: 2, morale: 8, formation: 'line', corps: 'I', hex: '1405' })
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, FRANCE)

  // 16.1: a line infantry in line deploys two; each + is one undoable action; a third is refused in the rules' words.
  const row = page.locator('[data-unit="2e de ligne"]')
  await row.locator('.head').click()
  await expect(row.getByTestId('voltigeurs')).toHaveText('Voltigeurs deployed: 0 (may deploy 2)')
  const plus = row.getByRole('button', { name: '+ Deploy a voltigeur' })
  await plus.click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: 2e de ligne deploys a voltigeur in a free adjacent front hex (16.1): 1 out')
  await plus.click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: 2e de ligne deploys a voltigeur in a free adjacent front hex (16.1): 2 out')
  await expect(row.getByTestId('voltigeurs')).toHaveText('Voltigeurs deployed: 2 (may deploy 2)')
  await plus.click()
  await expect(row.getByRole('alert')).toHaveText('A line infantry in column or in general order can deploy one voltigeur, a line infantry in line two (16.1).')
  await expect(row.getByTestId('voltigeurs')).toHaveText('Voltigeurs deployed: 2 (may deploy 2)')
  problems.push(...await axe(page, 'unit row with voltigeurs'))

  // Fire beyond voltigeurs: the 92nd (3) at 2e de ligne, −1 (16.1) in the calculator's working; the players read "1".
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Fire', exact: true }).click()
  await pick(page, 'firer', '92nd Foot')
  await pick(page, 'target', '2e de ligne')
  await page.locator('input[name="fire-beyond-voltigeurs"]').check()
  await expect(page.getByText('Fire value 2.', { exact: false })).toBeVisible()
  await page.locator('input[name="fire-result"]').fill('1')
  await expect(page.getByText('target beyond voltigeurs: −1 (16.1)')).toBeVisible()
  problems.push(...await axe(page, 'fire with voltigeur choices'))
  await page.getByRole('button', { name: 'Apply to 2e de ligne' }).click()
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: 92nd Foot fires at 2e de ligne \(fire value 2\)/)

  // Undo the fire: back to the second voltigeur.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: 2e de ligne deploys a voltigeur in a free adjacent front hex (16.1): 2 out')

  await expectSameAfterOfflineReload(page, context, [{
    tab: 'Units',
    prepare: async () => { if ((await row.locator('.head').getAttribute('aria-expanded')) !== 'true') await row.locator('.head').click() },
    read: async () => [await row.getByTestId('voltigeurs').innerText(), await row.getByTestId('steps').innerText()],
  }])
  await tab(page, 'Units')
  if ((await row.locator('.head').getAttribute('aria-expanded')) !== 'true') await row.locator('.head').click()
  await expect(row.getByTestId('voltigeurs')).toHaveText('Voltigeurs deployed: 2 (may deploy 2)')
  await context.setOffline(false)
  expect(problems).toEqual([])
})
