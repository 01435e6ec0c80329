import { expect, test, type Page } from '@playwright/test'
import { createBattle, offeredRulesets } from './helpers'

/**
 * Issue 13: the build ships a Content-Security-Policy that allows nothing from outside the app's
 * origin. Every screen of a battle of each ruleset is loaded; any `securitypolicyviolation` event
 * or console CSP error fails the test.
 */
declare global {
  interface Window {
    cspViolations?: string[]
  }
}

function watchCsp(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy|Content-Security-Policy/i.test(m.text())) errors.push(m.text())
  })
  return errors
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations ?? [])
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      window.cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI} (${e.sourceFile}:${e.lineNumber})`)
    })
  })
})

test('the page carries the policy: nothing from outside the origin', async ({ page }) => {
  await page.goto('/')
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).not.toMatch(/https?:|\*|'unsafe-eval'/)
})

// Every ruleset the New battle form offers (read from the page, so a new ruleset is covered without editing this file).
test('every screen of a battle of every offered ruleset loads with no CSP violation', async ({ page }) => {
  test.setTimeout(5 * 60_000)
  const consoleErrors = watchCsp(page)
  for (const ruleset of await offeredRulesets(page)) {
    await createBattle(page, { name: `CSP ${ruleset}`, ruleset })
    const tabs = page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link')
    const count = await tabs.count()
    expect(count, ruleset).toBeGreaterThan(1)
    for (let i = 0; i < count; i++) {
      await tabs.nth(i).click()
      await page.waitForLoadState('networkidle')
    }
    // The other pages: the list, a new battle, settings, and a reload of the battle (from the worker's cache).
    const battle = page.url()
    for (const path of ['/', '/new', '/settings', battle]) {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      expect(await violations(page), `${ruleset} ${path}`).toEqual([])
    }
  }
  expect(consoleErrors).toEqual([])
})

test('the watcher does see a violation (an inline script is blocked)', async ({ page }) => {
  await page.goto('/')
  await page.evaluate(() => {
    const s = document.createElement('script')
    s.textContent = 'window.inlineRan = true'
    document.head.append(s)
  })
  await expect.poll(() => violations(page)).toContainEqual(expect.stringMatching(/^script-src/))
  expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeUndefined()
})
