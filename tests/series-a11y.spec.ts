import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createBattle } from './helpers'

/**
 * axe-core on every series screen in both themes (the shared accessibility test walks every ruleset within
 * 2 minutes, which a loaded machine can miss): every tab, every Combat view, every Play aid table.
 */
async function violations(page: Page, where: string): Promise<string[]> {
  await page.waitForLoadState('networkidle')
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

for (const theme of ['dark', 'light'] as const) {
  test(`series screens in the ${theme} theme have no axe-core violations`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
    await createBattle(page, { name: `Axe series ${theme}`, ruleset: 'series' })
    const found: string[] = []
    const tabs = page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link')
    for (const label of await tabs.allInnerTexts()) {
      await tabs.filter({ hasText: label }).first().click()
      await expect(tabs.filter({ hasText: label }).first()).toHaveAttribute('aria-current', 'page')
      found.push(...(await violations(page, label.replace(/\s+/g, ' '))))
      if (label.includes('Combat')) {
        for (const v of ['Melee', 'Morale', 'Rally', 'Leader']) {
          await page.getByRole('tab', { name: v, exact: true }).click()
          found.push(...(await violations(page, `Combat / ${v}`)))
        }
      }
      if (label.includes('Play aid')) {
        for (const v of ['Fire', 'Formations']) {
          await page.getByRole('button', { name: v, exact: true }).click()
          found.push(...(await violations(page, `Play aid / ${v}`)))
        }
      }
      if (label.includes('Units')) {
        await page.getByRole('button', { name: 'New unit' }).click()
        found.push(...(await violations(page, 'Units / new unit')))
        await page.getByRole('button', { name: 'Close' }).click()
        await page.getByRole('button', { name: 'New leader' }).click()
        found.push(...(await violations(page, 'Units / new leader')))
        await page.getByRole('button', { name: 'Close' }).click()
      }
    }
    expect(found).toEqual([])
  })
}
