import { expect, test } from '@playwright/test'
import { card, createBattle, logText, renameFromList } from './helpers'

test('a changed battle is identical after a reload', async ({ page }) => {
  const id = await createBattle(page, { name: 'Eylau' })
  await page.getByRole('link', { name: 'Back to battles' }).click()
  await renameFromList(page, id, 'Eylau in the snow')
  await renameFromList(page, id, 'Preussisch-Eylau')
  await card(page, id).getByRole('link').first().click()
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('battle-name')).toHaveText('Eylau in the snow')

  const before = await logText(page)
  // Two renames, the second undone: listed once and marked, with no separate "Undo" line.
  expect(before).toHaveLength(2)
  expect(before[0]).toContain('undone')
  await expect(page.getByTestId('undo')).toHaveText('Undo: Renamed the battle "Eylau" to "Eylau in the snow"')

  await page.reload()
  await expect(page.getByTestId('battle-name')).toHaveText('Eylau in the snow')
  expect(await logText(page)).toEqual(before)
  await expect(page.getByTestId('undo')).toHaveText('Undo: Renamed the battle "Eylau" to "Eylau in the snow"')
})

test('closing the page in the middle of a burst keeps every change the screen had confirmed', async ({ page, context }) => {
  const id = await createBattle(page, { name: 'Burst 0' })
  await page.getByRole('link', { name: 'Back to battles' }).click()

  const confirmed: string[] = []
  for (let i = 1; i <= 6; i++) {
    await renameFromList(page, id, `Burst ${i}`)
    confirmed.push(`Burst ${i}`)
  }
  // One more rename, started but not waited for: the page closes while it may be in flight.
  const c = card(page, id)
  await c.getByRole('button', { name: 'Rename' }).click()
  await c.getByLabel('New name').fill('Burst 7')
  await c.getByRole('button', { name: 'Save name' }).click({ noWaitAfter: true })
  await page.close({ runBeforeUnload: false })

  const again = await context.newPage()
  await again.goto('/')
  const name = (await card(again, id).locator('.name').innerText()).trim()
  expect(['Burst 6', 'Burst 7']).toContain(name)
  await card(again, id).getByRole('link').first().click()
  const log = await logText(again)
  for (let i = 1; i <= 6; i++) {
    expect(log.some((l) => l.includes(`to "Burst ${i}"`)), `confirmed rename to Burst ${i} is in the log`).toBe(true)
  }
  // The log is a true history: no gaps, newest first.
  const seqs = log.map((l) => Number(/#(\d+)/.exec(l)?.[1]))
  expect(seqs).toEqual([...seqs].sort((a, b) => b - a))
  expect(seqs.at(-1)).toBe(1)
  expect(seqs[0]).toBe(seqs.length)
  expect(confirmed).toHaveLength(6)
})
