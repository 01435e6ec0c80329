import { expect, test } from '@playwright/test'
import { card, createBattle, logText, renameFromList, waitForServiceWorker } from './helpers'

test('after the first load every screen works with the network off', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Battles' })).toBeVisible()

  const id = await createBattle(page, { name: 'Offline Wagram' })
  await page.getByRole('link', { name: 'Back to battles' }).click()
  await renameFromList(page, id, 'Wagram, day two')

  await page.getByRole('link', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
  await page.getByRole('link', { name: '← Battles' }).click()

  await card(page, id).getByRole('link').first().click()
  await expect(page.getByTestId('battle-name')).toHaveText('Wagram, day two')
  expect((await logText(page))[0]).toContain('Renamed the battle "Offline Wagram" to "Wagram, day two"')

  // A reload while still offline reopens the same battle from the precache and IndexedDB.
  await page.reload()
  await expect(page.getByTestId('battle-name')).toHaveText('Wagram, day two')
  await context.setOffline(false)
})
