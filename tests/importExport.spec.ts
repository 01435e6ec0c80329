import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { card, createBattle, logText, renameFromList } from './helpers'

async function importText(page: Page, name: string, text: string) {
  await page.getByTestId('import-file').setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) })
}

async function listNames(page: Page): Promise<string[]> {
  return page.locator('li[data-battle] .name').allInnerTexts()
}

test('bad files are refused with a clear message; a valid export re-imports to the same battle', async ({ page }) => {
  const id = await createBattle(page, { name: 'Aspern' })
  await page.getByRole('link', { name: 'Back to battles' }).click()
  await renameFromList(page, id, 'Aspern-Essling')
  await card(page, id).getByRole('link').first().click()
  const originalLog = await logText(page)
  await page.getByRole('link', { name: 'Back to battles' }).click()

  // Export through the download (no share sheet in desktop Chromium).
  await card(page, id).getByRole('button', { name: /^More for/ }).click()
  const [download] = await Promise.all([page.waitForEvent('download'), card(page, id).getByRole('button', { name: 'Save file' }).click()])
  expect(download.suggestedFilename()).toBe('aspern-essling.battle.json')
  const exported = await readFile(await download.path(), 'utf8')
  const before = await listNames(page)

  const error = page.getByTestId('import-error')
  await importText(page, 'notes.txt', 'Davout holds the left')
  await expect(error).toContainText('not JSON')
  expect(await listNames(page)).toEqual(before)

  await importText(page, 'other.json', JSON.stringify({ hello: 'world' }))
  await expect(error).toContainText('Import refused')
  await expect(error).not.toContainText('not JSON')
  expect(await listNames(page)).toEqual(before)

  const file = JSON.parse(exported)
  file.actions[0].ops[0].op = 'setup.explode'
  await importText(page, 'bad-field.json', JSON.stringify(file))
  await expect(error).toContainText('actions[0].ops[0]')
  expect(await listNames(page)).toEqual(before)

  await importText(page, 'aspern-essling.battle.json', exported)
  await expect(page.getByTestId('battle-name')).toHaveText('Aspern-Essling')
  const newId = /\/battle\/([^/]+)/.exec(page.url())?.[1]
  expect(newId).toBeTruthy()
  expect(newId).not.toBe(id)
  expect(await logText(page)).toEqual(originalLog)

  await page.getByRole('link', { name: 'Back to battles' }).click()
  expect((await listNames(page)).sort()).toEqual([...before, 'Aspern-Essling'].sort())
})
