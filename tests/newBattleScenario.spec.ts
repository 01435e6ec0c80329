import { expect, test } from '@playwright/test'

/** Fills the New battle form for a ruleset with scenarios and picks one; returns once the battle is open. */
async function createWithScenario(page: import('@playwright/test').Page, ruleset: string, name: string, scenario: string): Promise<void> {
  await page.goto('/new')
  await page.getByLabel('Battle name').fill(name)
  await page.locator(`input[name="ruleset"][value="${ruleset}"]`).check()
  await page.getByLabel('Scenario').selectOption({ label: scenario })
  await page.locator('input[name="side0-name"]').fill('Armée du Nord')
  await page.locator('input[name="side1-name"]').fill('Allies')
  await page.getByRole('button', { name: 'Create battle' }).click()
  await expect(page.getByTestId('battle-name')).toHaveText(name)
}

test('the scenario chosen on the New battle form is where the battle set-up starts (boardgame 13.3, waterloo M)', async ({ page }) => {
  // A ruleset without scenarios asks for none.
  await page.goto('/new')
  await page.locator('input[name="ruleset"][value="wargaming"]').check()
  await expect(page.getByLabel('Scenario')).toHaveCount(0)

  await createWithScenario(page, 'boardgame', 'Ligny again', 'Ligny (13.3)')
  await page.getByRole('link', { name: 'Units' }).click()
  await expect(page.locator('select[name="scenario"]')).toHaveValue('ligny')
  await expect(page.getByRole('button', { name: 'Start Ligny' })).toBeVisible()

  await createWithScenario(page, 'waterloo', 'Grouchy', 'Where Is Grouchy?')
  await page.getByRole('link', { name: 'Turn' }).click()
  await expect(page.locator('input[name="where-is-grouchy"]')).toBeChecked()
  await expect(page.locator('input[name="new-waterloo"]')).not.toBeChecked()
})
