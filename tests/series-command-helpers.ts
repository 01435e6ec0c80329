import { expect, type Locator, type Page } from '@playwright/test'
import { tab } from './series-helpers'

/** Steps of the series command spec (helpers.ts is not edited; series-helpers.ts is read, not changed). */
export const FRANCE = 'Armée du Nord'
export const ALLIES = 'Anglo-Allied army'

/** The players' own dice in one calculator panel (several panels can be on one screen). */
export async function diceIn(scope: Locator, faces: Record<string, string>) {
  await scope.getByRole('button', { name: 'I rolled' }).click()
  for (const [role, face] of Object.entries(faces)) await scope.getByRole('group', { name: role, exact: true }).locator(`[data-face="${face}"]`).click()
}

export async function undoSays(page: Page, text: string | RegExp) {
  await expect(page.getByTestId('undo')).toHaveText(typeof text === 'string' ? `Undo: ${text}` : text)
}

/** Options: one advanced rule on (a checkbox) or the command level. */
export async function option(page: Page, name: string, value?: string) {
  await tab(page, 'Options')
  if (value === undefined) await page.locator(`input[name="adv-${name}"]`).check()
  else await page.locator(`select[name="adv-${name}"]`).selectOption(value)
}

export interface LeaderValues { name: string; corps: string; hex: string; movement?: number; initiative?: number; obedience?: number; rank?: 'corps' | 'wing' | 'army' }

/** The New leader form, from the Units tab with no form open; closed again after. */
export async function addLeader(page: Page, l: LeaderValues) {
  await page.getByRole('button', { name: 'New leader' }).click()
  await page.locator('input[name="leader-name"]').fill(l.name)
  if (l.rank) await page.locator('select[name="leader-rank"]').selectOption(l.rank)
  await page.locator('input[name="leader-corps"]').fill(l.corps)
  await page.locator('input[name="leader-hex"]').fill(l.hex)
  if (l.movement !== undefined) await page.locator('input[name="leader-movement"]').fill(String(l.movement))
  for (const k of ['initiative', 'obedience'] as const) {
    const v = l[k]
    if (v !== undefined) { await page.locator(`input[name="leader-${k}"]`).fill(String(v)); await page.locator(`input[name="leader-${k}"]`).press('Tab') }
  }
  await page.getByRole('button', { name: 'Add leader' }).click()
  await expect(page.locator(`[data-leader="${l.name}"]`)).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()
}

/** A unit's row on the Units tab, opened. */
export async function openUnit(page: Page, name: string): Promise<Locator> {
  const row = page.locator(`[data-unit="${name}"]`)
  if ((await row.locator('.head').getAttribute('aria-expanded')) !== 'true') await row.locator('.head').click()
  return row
}

/** Steps corrected by hand (3.6) from the unit's open row. */
export async function setSteps(page: Page, name: string, steps: number) {
  const row = await openUnit(page, name)
  const input = row.locator('input[name^="steps-"]')
  await input.fill(String(steps))
  await input.press('Tab')
  await expect(row.getByTestId('steps')).toContainText(`${steps}/`)
}

/** axe-core on the screen as it stands (the series a11y walk does not open these option-dependent screens). */
export async function axe(page: Page, where: string): Promise<string[]> {
  const { default: AxeBuilder } = await import('@axe-core/playwright')
  const result = await new AxeBuilder({ page }).analyze()
  // 390 px wide: nothing wider than the screen.
  const wide = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
  return (wide ? [`${where}: wider than the screen`] : []).concat(result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`))
}

export const THEMES = ['light', 'dark'] as const
export async function useTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
}
