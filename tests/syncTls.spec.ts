import { createServer } from 'node:https'
import { readFileSync, rmSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { changeRuling, joinAs, share, shown } from './sync-phones'
import { makeCertificate, startTlsServer, type Certificate, type TlsServer } from './sync-tls'

/**
 * The club server as the README tells a club to run it, with a real certificate: a throw-away CA and a
 * certificate for 127.0.0.1/localhost made by openssl now, `npm run sync-server` with TLS_CERT/TLS_KEY serving
 * this build from the same https origin. Each phone is a Chromium that trusts THAT certificate only (by its
 * public key), not every certificate: two phones join by link over https and wss, and one's action reaches the other.
 */
const PORT = Number(process.env.H4_TLS_PORT ?? 5324)
const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

let certificate: Certificate
let server: TlsServer
const contexts: BrowserContext[] = []
const profiles: string[] = []

test.beforeAll(async () => {
  certificate = makeCertificate()
  server = await startTlsServer(PORT, certificate, process.env.PW_OUTDIR ?? 'dist')
})
test.afterAll(async () => {
  for (const c of contexts.splice(0)) await c.close().catch(() => undefined)
  profiles.splice(0).forEach((p) => rmSync(p, { recursive: true, force: true }))
  await server?.stop()
  if (certificate) rmSync(certificate.dir, { recursive: true, force: true })
})

/** A phone that trusts the club's certificate only (the flag needs a profile folder, hence a persistent context). */
async function phone(): Promise<{ page: Page; sockets: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'adc-tls-phone-'))
  profiles.push(dir)
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: '/usr/bin/chromium', viewport: { width: 390, height: 844 }, baseURL: server.origin,
    args: [...ARGS, `--ignore-certificate-errors-spki-list=${certificate.spki}`],
  })
  contexts.push(context)
  const page = context.pages()[0] ?? (await context.newPage())
  const sockets: string[] = []
  page.on('websocket', (ws) => sockets.push(ws.url()))
  return { page, sockets }
}

test('two phones join by link over https and wss with a certificate they trust; an action on one reaches the other', async () => {
  test.setTimeout(120_000)
  const umpire = await phone()
  const id = await createBattle(umpire.page, { name: 'Ligny', sides: ['French', 'Prussians'] })
  // The app came over https and its service worker registered: the browser holds the certificate valid.
  expect(umpire.page.url()).toMatch(new RegExp(`^https://localhost:${PORT}/`))
  expect(await umpire.page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toBe(`${server.origin}/sw.js`)
  await changeRuling(umpire.page, id, 0)
  const links = await share(umpire.page, server.origin)
  expect(links.a).toMatch(new RegExp(`^https://localhost:${PORT}/join#s=https%3A%2F%2Flocalhost%3A${PORT}&`))
  await expect(umpire.page.getByTestId('sync-state')).toHaveText(/^Connected/)

  const player = await phone()
  await joinAs(player.page, links.a!, 'French phone')
  const playerId = /\/battle\/([^/]+)/.exec(player.page.url())![1]!
  await expect(player.page.getByTestId('sync-state')).toHaveText(/^Connected/)
  // Every socket either phone opened is wss to the club server (the public document and the side's).
  for (const s of [...umpire.sockets, ...player.sockets]) expect(s).toMatch(new RegExp(`^wss://localhost:${PORT}/sync/`))
  expect(player.sockets.length).toBeGreaterThan(0)
  await expect.poll(async () => (await shown(player.page, playerId)).log.length, { timeout: 15_000 }).toBe(1)

  // The player's action reaches the umpire's phone, and both show the same battle.
  await changeRuling(player.page, playerId, 1)
  await expect.poll(async () => (await shown(umpire.page, id)).log.length, { timeout: 15_000 }).toBe(2)
  expect(await shown(umpire.page, id)).toEqual(await shown(player.page, playerId))
})

test('a phone trusts that one certificate, not any: another server\'s certificate is refused', async () => {
  const other = makeCertificate(['127.0.0.1', 'localhost'])
  const stranger = createServer({ cert: readFileSync(other.cert), key: readFileSync(other.key) }, (_q, s) => s.end('not the club'))
  await new Promise<void>((ok) => stranger.listen(0, '127.0.0.1', ok))
  try {
    const { page } = await phone()
    const port = (stranger.address() as { port: number }).port
    await expect(page.goto(`https://localhost:${port}/`)).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/)
  } finally {
    stranger.close()
    rmSync(other.dir, { recursive: true, force: true })
  }
})

test('an https page given a plain ws:// server says so in plain words and what to do', async () => {
  const { page } = await phone()
  await createBattle(page, { name: 'Wavre', sides: ['French', 'Prussians'] })
  await page.getByTestId('share').click()
  const dialog = page.getByRole('dialog', { name: 'Play on several phones' })
  await dialog.getByLabel('Club server address').fill('ws://192.168.1.20:8787')
  await dialog.getByLabel("This phone's name").fill('Anne')
  await dialog.getByRole('button', { name: 'Share this battle' }).click()
  const words = /This app was opened over https, so the phone will not reach a plain http:\/\/ or ws:\/\/ server\. Use the server's https:\/\/ \(wss:\/\/\) address with a certificate the phones trust, or open the app from the club server's own address\./
  await expect(dialog.getByTestId('server-problem')).toHaveText(words)
  await expect(dialog.getByTestId('share-link')).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Done' }).click()

  // The same from a join link that names a ws:// server: refused before anything is fetched, with what to do.
  const q = new URLSearchParams({ s: 'ws://192.168.1.20:8787', b: 'wavre-1', r: 'a', t: 'k0123456789abcdef', n: 'Wavre' })
  await page.goto(`/join#${q}`)
  await expect(page.getByTestId('link-problem')).toHaveText(new RegExp(`The link's server is refused: ${words.source}`))
})
