import { expect, test, type Page } from '@playwright/test'
import { axeViolations, createTableBattle, side, tab } from './boardgame-helpers'

/*
 * Issue 24, boardgame: what seed 000 lists comes pre-filled (13.4's 17 units and 3 generals a side, the reinforcement
 * pools); what it sends to the Italian rules (13.1–13.3) is the owner's Rule book entry, linked from the scenario screen.
 */
const count = (page: Page) => page.getByTestId('army-count')

test('a hypothetical battle starts with 17 units and 3 generals a side as 13.4 prints them, its reinforcement pool shown and drawn from; one undo takes the start away', async ({ page }) => {
  expect(page.viewportSize()).toEqual({ width: 390, height: 844 })
  await createTableBattle(page, 'Hypothetical')
  await tab(page, 'Units')
  await page.locator('select[name="scenario"]').selectOption('hypothetical')
  await expect(page.getByTestId('forces-note')).toContainText('Forces as printed: 8 line infantry, 2 élite infantry, 2 light cavalry, 2 heavy cavalry, 1 light artillery, 1 heavy artillery, 1 horse artillery and 3 generals a side (13.4 Hypothetical Battles: Available units), put in the roster by Start.')
  await page.getByRole('button', { name: 'Start Hypothetical battle' }).click()
  await expect(page.getByTestId('undo')).toContainText('Armée du Nord 17 units and 3 generals as printed (13.4)')
  for (const name of ['Armée du Nord', 'Anglo-Allied army']) {
    await side(page, name)
    await expect(count(page)).toHaveText('17 units and 3 generals on the map')
    await expect(page.locator('[data-unit]')).toHaveCount(20)
    await expect(page.getByTestId('reinforcement-pool')).toHaveText('Reinforcement pool (13.4 Hypothetical Battles: Reinforcements): 2 infantry, 1 light cavalry, 1 light artillery; 4 units: 2 in the 4th hour, 1 in the 5th hour, 1 in the 6th hour, type and sector rolled.')
  }
  await expect(page.locator('[data-unit="Horse artillery 1"]')).toBeVisible()
  await expect(page.locator('[data-unit="General 3"]')).toBeVisible()
  // A reinforcement rolled (13.4: infantry to the right wing) comes from the pool, which counts it.
  await expect(page.getByTestId('pool-left')).toHaveText('2 infantry, 1 light cavalry, 1 light artillery')
  await page.getByTestId('pool-left').click()
  expect(await axeViolations(page, 'Units with the pool open')).toEqual([])
  await page.locator('select[name="pool-type"]').selectOption('elite-infantry')
  await page.locator('input[name="pool-name"]').fill('Guards 1')
  await page.locator('select[name="pool-sector"]').selectOption('right')
  await page.getByRole('button', { name: 'Bring in' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: Guards 1 (Élite infantry, 4 elements, right flank) arrives from the reinforcement pool')
  await expect(count(page)).toHaveText('18 units and 3 generals on the map')
  await expect(page.getByTestId('pool-left')).toHaveText('1 infantry, 1 light cavalry, 1 light artillery')
  // The reinforcement roll (13.4) reads what is left of each pool: the Allied one less the Guards, the French one whole.
  await tab(page, 'Cards')
  await page.getByText('Reinforcement (hypothetical battle)').click()
  await page.getByRole('group', { name: 'Whose pool' }).getByRole('button', { name: 'Anglo-Allied army' }).click()
  await expect(page.locator('input[name="pool-infantry"]')).toHaveValue('1')
  await page.getByRole('group', { name: 'Whose pool' }).getByRole('button', { name: 'Armée du Nord' }).click()
  await expect(page.locator('input[name="pool-infantry"]')).toHaveValue('2')
  await tab(page, 'Units')
  await side(page, 'Anglo-Allied army')
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('pool-left')).toHaveText('2 infantry, 1 light cavalry, 1 light artillery')
  // One logged action: one Undo and the roster is empty again, the scenario not chosen.
  await page.getByTestId('undo').click()
  await expect(page.getByText('No units yet for this side.')).toBeVisible()
  await expect(page.getByRole('button', { name: /^Start / })).toBeVisible()
})

test('a historical scenario says its deployment is in the Italian rules and links to the entry; entered there, Start loads it', async ({ page }) => {
  await createTableBattle(page, 'Quatre Bras from the rule book')
  await tab(page, 'Units')
  await expect(page.locator('select[name="scenario"]')).toHaveValue('quatre-bras')
  const note = page.getByTestId('forces-note')
  await expect(note).toContainText('Deployment: “Deploy units and generals as shown in the Italian rules” (13.2 Quatre Bras): the units are not in this text.')
  await expect(note).toContainText('Enter them once from the Italian rules — Rule book')
  await note.getByTestId('rule-book-link').click()
  await expect(page.getByRole('heading', { name: 'Quatre Bras (13.2): forces', level: 2 })).toBeVisible()
  await expect(page.getByTestId('entry-status')).toHaveText('Not entered: the deployment is shown in the Italian rules (13.2 Quatre Bras)')

  // Pasted as lines (test units, not the Italian rules'): a line against 1.1 is refused before Keep, nothing saved.
  await page.getByTestId('paste-text').fill('2e Léger French line-infantry - - left\nRogers Allied light-artillery 3 - centre')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems')).toHaveText('Line 2: a light-artillery has 1–2 elements (1.1), got 3.')
  await expect(page.getByTestId('paste-keep')).toBeDisabled()
  await page.getByTestId('paste-text').fill('2e Léger French line-infantry - Reille left\nPiré French light-cavalry 3 - centre\nNey French general - - -\n92nd Foot Allied line-infantry 4 Picton right\nRogers Allied light-artillery - - centre')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-preview')).toBeVisible()
  expect(await axeViolations(page, 'forces entry with its preview')).toEqual([])
  await page.getByTestId('paste-keep').click()
  await expect(page.getByText('Saved, version 1: French 2 units and 2 generals; Allied 2 units and 1 general.')).toBeVisible()
  await expect(page.getByTestId('entry-status')).toHaveText('✓ Filled')
  await page.getByTestId('back-to-battle').click()

  await expect(page.getByTestId('owner-forces')).toHaveText('From your rule book (version 1): French 2 units and 2 generals; Allied 2 units and 1 general; Start puts them in the roster.')
  await page.getByRole('button', { name: 'Start Quatre Bras' }).click()
  await expect(page.getByTestId('undo')).toContainText('from your rule book (version 1)')
  await side(page, 'Armée du Nord')
  await expect(count(page)).toHaveText('2 units and 2 generals on the map')
  await expect(page.locator('[data-unit="2e Léger"]')).toContainText('Reille')
  await side(page, 'Anglo-Allied army')
  await expect(count(page)).toHaveText('2 units and 1 general on the map')
  // Quatre Bras has no reinforcements in this text; the link stays for changing the entry.
  await expect(page.getByTestId('reinforcement-pool')).toHaveCount(0)
  await expect(page.getByTestId('forces-note')).toContainText('Forces entered — Rule book')
})
