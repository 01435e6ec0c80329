import { expect, test } from '@playwright/test'
import { logText } from './helpers'
import { clubServer, joinAs, phone, share } from './sync-phones'
import { disorder, plancenoit, tab } from './sync-plancenoit'

/**
 * Conflicts name the phones (issue 25): the umpire's phone ("Umpire phone") and the French player's ("French
 * phone") each take a disorder point off the same unit while apart. Back online, the umpire's conflict list says
 * which phone made which change, by the names given when sharing and joining.
 */
const server = clubServer(Number(process.env.H4_NAMES_PORT ?? 5320))

test('two phones change the same unit while apart: the conflict says which phone made each change', async () => {
  test.setTimeout(120_000)
  const umpire = await phone(server().origin)
  await plancenoit(umpire)
  const links = await share(umpire, server().origin)
  const player = await phone(server().origin)
  await joinAs(player, links.a!, 'French phone', 'Plancenoit')
  await tab(player, 'Log')
  await expect.poll(async () => (await logText(player)).length).toBe(1)
  await tab(player, 'Units')
  await expect(player.getByRole('button', { name: '45e Ligne: +1 disorder point', exact: true })).toBeVisible()

  await umpire.context().setOffline(true)
  await player.context().setOffline(true)
  await disorder(player)
  await disorder(umpire)
  await umpire.context().setOffline(false)
  await player.context().setOffline(false)

  const conflict = umpire.getByTestId('conflict')
  await expect(conflict).toHaveCount(1, { timeout: 30_000 })
  await expect(conflict.locator('p').first()).toHaveText(/^Two phones changed 45e Ligne's disorder points while apart: 0 → 1 on (Umpire|French) phone \(".+"\), 0 → 1 on (French|Umpire) phone \(".+"\); both changes stand: 2$/)
  const text = await conflict.locator('p').first().innerText()
  expect(text).toContain('on Umpire phone')
  expect(text).toContain('on French phone')
  await expect(conflict.getByRole('button', { name: 'Keep both' })).toBeVisible()
  await expect(player.getByTestId('conflict').locator('p').first()).toHaveText(text, { timeout: 30_000 })
})
