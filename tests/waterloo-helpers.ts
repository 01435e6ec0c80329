import { expect, type Page } from '@playwright/test'
import { enterOwnDice } from './ownDice'

/** Steps of the waterloo browser tests (copied shapes from tests/helpers.ts, which is not edited). */
export async function tab(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
}

/** The players' own dice, tapped face by face ("I rolled"). */
export async function enterDice(page: Page, faces: readonly [string, number][]) {
  // A pool of more than 3 dice is entered as counts per face (the shared dice tray).
  await enterOwnDice(page, faces)
}

/** Numbered dice roles: ('attacker die', [2, 2, 3]) → attacker die 1 = 2, … */
export const dice = (role: string, faces: readonly number[]): [string, number][] => faces.map((f, i) => [`${role} ${i + 1}`, f])

/** A value the text does not print, entered once from the counter through the unit's inline form, which goes once the value is in. */
export async function enterCounter(page: Page, unit: string, fields: Record<string, string>) {
  const form = page.getByRole('form', { name: `${unit}: counter values` })
  for (const [name, value] of Object.entries(fields)) {
    const el = form.locator(`[name="${name}"]`)
    const kind = await el.evaluate((e) => (e instanceof HTMLInputElement && e.type === 'checkbox' ? 'checkbox' : e.tagName))
    if (kind === 'SELECT') await el.selectOption(value)
    else if (kind === 'checkbox') await el.setChecked(value === 'on')
    else await el.fill(value)
  }
  await form.locator('input[name="counter-who"]').fill('test values, not read from the counters')
  await form.getByRole('button', { name: `Save ${unit}` }).click()
  await expect(form).toHaveCount(0)
}

export async function undoShows(page: Page, label: string) {
  await expect(page.getByTestId('undo')).toHaveText(`Undo: ${label}`)
}

/** CSP violations and console CSP errors while a test runs (the shape of tests/csp.spec.ts, which lists its rulesets). */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(m.text())) errors.push(m.text())
  })
  await page.addInitScript(() => {
    const w = window as { wlCsp?: string[] }
    w.wlCsp = []
    document.addEventListener('securitypolicyviolation', (e) => { w.wlCsp?.push(`${e.violatedDirective} blocked ${e.blockedURI}`) })
  })
  return async () => [...errors, ...(await page.evaluate(() => (window as { wlCsp?: string[] }).wlCsp ?? []))]
}

/** The Turn tab's start: No Rain (L), the battle set up from the order of battle. */
export async function setUpNoRain(page: Page) {
  await tab(page, 'Turn')
  await page.locator('input[name="start"][value="no rain"]').check()
  await page.getByRole('button', { name: 'Set up the battle' }).click()
}

/** Reille's II Corps marker drawn from the cup and activated (D), from the Turn tab. */
export async function activateReille(page: Page) {
  await page.locator('select[name="marker"]').selectOption('fr-II')
  await page.getByRole('button', { name: 'Record the draw' }).click()
  await page.getByRole('button', { name: 'Activate Reille II Corps' }).click()
}
