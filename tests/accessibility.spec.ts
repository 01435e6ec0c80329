import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createBattle, offeredRulesets } from './helpers'

/**
 * axe-core on every screen of each ruleset, in both themes: no violations. The rulesets are read from the
 * New battle form and the tabs from the battle page's own tab bar, so a new ruleset or tab is checked too.
 */

async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

for (const theme of ['dark', 'light'] as const) {
  test(`every screen in the ${theme} theme has no axe-core violations`, async ({ page }) => {
    // Five rulesets of five or six screens each, axe on every one: room for a loaded 2-core machine.
    test.setTimeout(6 * 60_000)
    await page.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
    const found: string[] = []
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'New battle' })).toBeVisible()
    found.push(...(await violations(page, 'battle list')))
    await page.goto('/settings')
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
    found.push(...(await violations(page, 'settings')))
    await page.goto('/new')
    await expect(page.getByRole('button', { name: 'Create battle' })).toBeVisible()
    found.push(...(await violations(page, 'new battle')))
    for (const ruleset of await offeredRulesets(page)) {
      await createBattle(page, { name: `Axe ${ruleset}`, ruleset })
      const tabs = page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link')
      const labels = await tabs.allInnerTexts()
      // Every tab label fits its tab at 390 px (nine series tabs once ran into each other).
      const cramped = await tabs.evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent ?? ''))
      expect(cramped, `${ruleset}: tab labels wider than their tab`).toEqual([])
      for (const label of labels) {
        await tabs.filter({ hasText: label }).first().click()
        await expect(tabs.filter({ hasText: label }).first()).toHaveAttribute('aria-current', 'page')
        await page.waitForLoadState('networkidle')
        found.push(...(await violations(page, `${ruleset} / ${label.replace(/\s+/g, ' ')}`)))
      }
    }
    expect(found).toEqual([])
  })
}
