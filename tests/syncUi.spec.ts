import AxeBuilder from '@axe-core/playwright'
import { devices, expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { startSyncServer } from './sync-helpers'

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
    // The address the app was opened from is offered: the only one its security policy lets it reach.
    await expect(dialog.getByLabel('Club server address')).toHaveValue(baseURL!)
    await dialog.getByRole('button', { name: 'Share this battle' }).click()
    await expect(dialog.getByTestId('device-problem')).toHaveText(/Give this phone a name/)
    await dialog.getByLabel('Club server address').fill('http://10.0.0.9:8787')
    await expect(dialog.getByTestId('server-problem')).toHaveText(/may only talk to that address\. Open the app from the club server's own address \(http:\/\/10\.0\.0\.9:8787\)/)
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

/*
 * With the real club server (tests/sync-helpers.ts) serving this build on its own origin, as a club runs it:
 * the umpire shares a battle, a second phone (its own browser profile) opens the French link as a scanned QR
 * code would, joins, and both see each other connected; a watcher's phone cannot act, and says why.
 */
const SERVER_PORT = Number(process.env.G_SYNC_PORT ?? 5218)

async function phone(browser: Browser, origin: string, theme: 'dark' | 'light'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: origin })
  await context.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
  return { context, page: await context.newPage() }
}

/** Taps Share, fills the server and this phone's name, shares; the join link of each role as the QR codes carry it. */
async function share(page: Page, origin: string, name: string): Promise<Record<string, string>> {
  await page.getByTestId('share').click()
  const dialog = page.getByRole('dialog', { name: 'Play on several phones' })
  await expect(dialog.getByLabel('Club server address')).toHaveValue(origin)
  await dialog.getByLabel("This phone's name").fill(name)
  await dialog.getByRole('button', { name: 'Share this battle' }).click()
  const links: Record<string, string> = {}
  for (const [role, label] of [['umpire', 'Umpire'], ['a', 'French'], ['b', 'Prussians'], ['watcher', 'Watcher']] as const) {
    await dialog.getByRole('tab', { name: label, exact: true }).click()
    await expect(dialog.getByRole('img', { name: new RegExp(`QR code to join as ${label}`) })).toBeVisible()
    links[role] = (await dialog.getByTestId('share-link').getAttribute('data-link'))!
  }
  return links
}

/** What a phone does after its camera read the QR code: open the link, give its name, tap Join. */
async function join(page: Page, link: string, name: string): Promise<number> {
  let taps = 1 // opening the link the camera found
  await page.goto(link)
  await page.getByLabel(/This phone's name/).fill(name)
  await page.getByRole('button', { name: 'Join' }).click()
  taps += 1
  await expect(page.getByTestId('battle-name')).toHaveText('Ligny', { timeout: 20_000 })
  return taps
}

test('share → a second phone joins by the scanned link → both see each other connected; a watcher cannot act', async ({ browser }) => {
  test.setTimeout(3 * 60_000)
  const server = await startSyncServer({ port: SERVER_PORT, appDir: process.env.PW_OUTDIR ?? 'dist' })
  const phones: BrowserContext[] = []
  try {
    const anne = await phone(browser, server.origin, 'dark')
    phones.push(anne.context)
    await createBattle(anne.page, { name: 'Ligny', sides: ['French', 'Prussians'] })
    const links = await share(anne.page, server.origin, 'Anne')
    const found = await violations(anne.page, 'share links (dark)')
    await anne.page.getByRole('button', { name: 'Done' }).click()
    await expect(anne.page.getByTestId('sync-peers')).toHaveText(/This phone \(Anne\) is the umpire/)

    const ben = await phone(browser, server.origin, 'light')
    phones.push(ben.context)
    await ben.page.goto(links.a!)
    await expect(ben.page.getByTestId('join-question')).toHaveText(`Join Ligny as the French player on localhost:${SERVER_PORT}?`)
    const taps = await join(ben.page, links.a!, 'Ben')
    console.info(`taps to join a phone once its camera has read the QR code: ${taps} (plus typing its name the first time)`)
    await expect(ben.page.getByTestId('sync-peers')).toHaveText(/This phone \(Ben\) is the French player\. With Anne \(Umpire\)/, { timeout: 20_000 })
    await expect(anne.page.getByTestId('sync-peers')).toHaveText(/With Ben \(French player\)/, { timeout: 20_000 })
    await expect(anne.page.getByTestId('sync-state')).toHaveText(/^Connected/)
    found.push(...(await violations(anne.page, 'shared battle with its strip (dark)')), ...(await violations(ben.page, 'shared battle with its strip (light)')))
    // A player's phone hands on a watcher link only (the club server gives a player's key the watcher's, no other).
    await ben.page.getByTestId('share').click()
    await expect(ben.page.getByTestId('watcher-only')).toContainText('Watcher link')
    await expect(ben.page.getByRole('tab')).toHaveCount(0)
    await expect(ben.page.getByRole('img', { name: 'QR code to join as Watcher' })).toBeVisible()
    const watcherLink = (await ben.page.getByTestId('share-link').getAttribute('data-link'))!
    expect(new URLSearchParams(watcherLink.split('#')[1]).get('r')).toBe('watcher')
    expect(watcherLink).not.toBe(links.a)
    found.push(...(await violations(ben.page, "a player's share dialog (light)")))
    await ben.page.getByRole('button', { name: 'Done' }).click()

    // Carla joins as a watcher from the link Ben's phone handed on.
    const carla = await phone(browser, server.origin, 'light')
    phones.push(carla.context)
    await join(carla.page, watcherLink, 'Carla')
    await expect(carla.page.getByTestId('sync-peers')).toHaveText(/This phone \(Carla\) is a watcher/, { timeout: 20_000 })
    await expect(carla.page.getByTestId('read-only')).toContainText('only the umpire and the players change it')
    await expect(carla.page.getByTestId('undo')).toBeDisabled()
    // Every button of a screen that would write is off (tabs and disclosures only look: useReadOnly.ts), and a tap on one says why.
    await carla.page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link', { name: 'Turn', exact: true }).click()
    const buttons = carla.page.locator('fieldset.screen button:not([role="tab"]):not([aria-expanded]):not([data-reads])')
    await expect(buttons.first()).toBeVisible()
    expect(await buttons.evaluateAll((bs) => bs.filter((b) => !(b as HTMLButtonElement).matches(':disabled')).length)).toBe(0)
    await buttons.first().tap({ force: true })
    await expect(carla.page.getByRole('status').filter({ hasText: 'Off on this phone. You are watching this battle' })).toBeVisible()
    await expect(anne.page.getByTestId('sync-peers')).toHaveText(/Carla \(Watcher\)/, { timeout: 20_000 })
    found.push(...(await violations(carla.page, "a watcher's read-only screen (light)")))
    expect(found).toEqual([])
  } finally {
    for (const c of phones) await c.close()
    await server.stop()
  }
})
