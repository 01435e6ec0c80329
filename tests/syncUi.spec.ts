import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createBattle } from './helpers'

/*
 * The sync screens (issue 25) at 390 × 844: "Play on several phones" from a battle, /join from a scanned link.
 * axe-core on the share and join screens in both themes.
 */

async function violations(page: Page, where: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze()
  return result.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`)
}

/** A join link as the share screen makes it (components/sync/joinLink.ts), for a battle this phone does not have. */
function handLink(base: string, role = 'a'): string {
  const q = new URLSearchParams({ s: 'https://box.example:4444', b: 'ligny-1', r: role, t: 'k0123456789abcdef', n: 'Ligny', sa: 'French', sb: 'Prussians' })
  return `${base}/join#${q}`
}

for (const theme of ['dark', 'light'] as const) {
  test(`share and join screens in the ${theme} theme: no axe-core violations, messages beside the fields`, async ({ page, baseURL }) => {
    await page.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
    const found: string[] = []
    await createBattle(page, { name: 'Ligny', sides: ['French', 'Prussians'] })
    await page.getByTestId('share').click()
    const dialog = page.getByRole('dialog', { name: 'Play on several phones' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Share this battle' }).click()
    await expect(dialog.getByTestId('server-problem')).toHaveText(/Enter the club server's address/)
    await dialog.getByLabel('Club server address').fill('ftp://box')
    await expect(dialog.getByTestId('server-problem')).toHaveText(/must start with https:\/\//)
    found.push(...(await violations(page, 'share form with its messages')))
    await dialog.getByRole('button', { name: 'Done' }).click()
    await expect(dialog).toBeHidden()

    await page.goto(handLink(baseURL!))
    await expect(page.getByTestId('join-question')).toHaveText('Join Ligny as the French player on box.example:4444?')
    found.push(...(await violations(page, 'join')))
    await page.goto(handLink(baseURL!, 'root'))
    await expect(page.getByTestId('link-problem')).toHaveText(/role "root" is not umpire, player or watcher/)
    found.push(...(await violations(page, 'join with a bad link')))
    expect(found).toEqual([])
  })
}
