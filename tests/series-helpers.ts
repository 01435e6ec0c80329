import { expect, type BrowserContext, type Page } from '@playwright/test'
import { logText } from './helpers'

/** Steps the series play test shares (copied shapes from tests/miniatures-play.spec.ts; helpers.ts is not edited). */
export async function tab(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
}

export async function side(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).click()
}

export interface CounterValues {
  name: string
  type?: 'infantry' | 'cavalry' | 'artillery'
  steps: number
  firepower: number
  meleeValue: number
  morale: number
  formation: string
  corps: string
  hex: string
}

/** Fills the New unit form (it stays open for the next unit). */
export async function addUnit(page: Page, u: CounterValues) {
  await page.locator('input[name="unit-name"]').fill(u.name)
  await page.locator('select[name="unit-type"]').selectOption(u.type ?? 'infantry')
  await page.locator('select[name="unit-formation"]').selectOption(u.formation)
  for (const k of ['steps', 'firepower', 'meleeValue', 'morale'] as const) await page.locator(`input[name="unit-${k}"]`).fill(String(u[k]))
  await page.locator('input[name="unit-corps"]').fill(u.corps)
  await page.locator('input[name="unit-hex"]').fill(u.hex)
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator(`[data-unit="${u.name}"]`)).toBeVisible()
}

export async function enterDice(page: Page, faces: Record<string, string>) {
  await page.getByRole('button', { name: 'I rolled' }).click()
  for (const [role, face] of Object.entries(faces)) await page.getByRole('group', { name: role, exact: true }).locator(`[data-face="${face}"]`).click()
}

export async function cell(page: Page, name: string, value: string) {
  await page.locator(`input[name="${name}"]`).fill(value)
  await page.locator(`input[name="${name}"]`).press('Tab')
}

export async function pick(page: Page, picker: string, name: string) {
  await page.locator(`[data-picker="${picker}"][data-name="${name}"]`).click()
}

export async function nextPhases(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    const before = await page.getByTestId('turn').innerText()
    await page.getByRole('button', { name: 'Next phase' }).click()
    await expect(page.getByTestId('turn')).not.toHaveText(before)
  }
}

/** One screen the offline-reload check reads: its tab, what to open first, and what to compare. */
export interface ReloadScreen {
  readonly tab: string
  readonly prepare?: () => Promise<void>
  readonly read: () => Promise<unknown>
}

/**
 * The offline reload every series test ends with: reads each screen and the Log, reloads with the network
 * off (the service worker serves the app, IndexedDB the battle), and expects every screen and the Log to
 * read the same. Leaves the network off; the caller turns it back on when it goes on.
 */
export async function expectSameAfterOfflineReload(page: Page, context: BrowserContext, screens: readonly ReloadScreen[]): Promise<void> {
  const read = async () => {
    const out: unknown[] = []
    for (const s of screens) {
      await tab(page, s.tab)
      await s.prepare?.()
      out.push(await s.read())
    }
    await tab(page, 'Log')
    out.push(await logText(page))
    return out
  }
  const before = await read()
  const lastAction = (await page.getByTestId('undo').textContent()) ?? ''
  await context.setOffline(true)
  await page.reload()
  // The screens are read once the battle has opened again with its whole log (Undo names the last action), not
  // while the reloaded page is still opening it: a read that early, on a loaded machine, saw an empty screen.
  await expect(page.getByTestId('undo')).toHaveText(lastAction)
  // A screen's list can render a moment after its tab opens (CI once read the Units tab empty): read again until it
  // shows the same as before, or fail with the difference.
  await expect.poll(read, { timeout: 15_000 }).toEqual(before)
}

/**
 * Enters a play-aid table (Fire or Melee) in the Rule book, pasted whole as text, from an open battle: the Play aid
 * tab's link to the entry, Check, Keep, then Back to the battle (issue 24: the tables moved into the Rule book).
 */
export async function pasteTable(page: Page, which: 'Fire' | 'Melee', text: string, by?: { enteredBy: string; source: string }) {
  await tab(page, 'Play aid')
  await page.getByRole('group', { name: 'Table' }).getByRole('button', { name: which }).click()
  await page.getByRole('region', { name: `${which} Table` }).getByTestId('rule-book-link').click()
  await expect(page.getByRole('heading', { name: `${which} Table`, level: 2 })).toBeVisible()
  if (by) {
    // Who entered it and from which play aid: the Rule book's fields, kept for what is saved next.
    await page.getByRole('link', { name: '← All entries' }).click()
    await page.getByTestId('prov-by').fill(by.enteredBy)
    await page.getByTestId('prov-source').fill(by.source)
    await page.locator(`[data-entry="series-${which.toLowerCase()}-table"] a`).click()
  }
  await page.getByTestId('paste-text').fill(text)
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-preview')).toBeVisible()
  await page.getByTestId('paste-keep').click()
  await expect(page.getByText(`${which} Table saved.`)).toBeVisible()
  await page.getByTestId('back-to-battle').click()
  await expect(page.getByRole('navigation', { name: 'Battle screens' })).toBeVisible()
}
