import AxeBuilder from '@axe-core/playwright'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devices, expect, test, type Locator, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { activateReille, setUpNoRain, tab } from './waterloo-helpers'

/**
 * Issue 24 for waterloo (seed 002): the counter values the text does not print, pasted as an order of battle from
 * text, give the next bombardment its odds; the pack carries them to a fresh phone, which then shows the same odds.
 * Test values, not read from the counters. Foy's line repeats what the text prints (F-2, F-4).
 */
const ORDER_OF_BATTLE = [
  'Foy infantry 5 2 4 3 1 3',
  'Jerome infantry 6 2 4 4 1 3',
  'Pellitier artillery 1 3 4 1 2 3',
  'Chasse infantry 4 1 3 3 1 2',
  'Cooke infantry 5 1 5 3 1 4',
  'Kielmansegge infantry 4 1 4 3 1 3',
  'Alten infantry 4 1 4 3 1 3',
  'Bylandt infantry 3 1 3 2 1 2',
  'Saxe-Weimar infantry 3* 1 3 2* 1 2',
]

async function battle(page: Page) {
  await createBattle(page, { name: 'Rule book', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await setUpNoRain(page)
  await activateReille(page)
}

/** Jerome (II Corps) bombards Cooke two hexes away, from his own button in the activation. */
async function aim(page: Page) {
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'Jerome: Bombard' }).click()
  await page.locator('[data-picker="target"][data-name="Cooke"]').click()
  await page.locator('input[name="hexes"]').fill('2')
}

/** Every odds bar of the bombardment with its exact count ("11 in 36"). */
async function odds(page: Page): Promise<string[]> {
  const bars = page.getByRole('region', { name: 'Bombardment Combat', exact: true }).getByRole('list', { name: 'Odds' }).locator('li')
  await expect(bars.first()).toBeVisible()
  return bars.evaluateAll((els) => els.map((el) => `${el.querySelector('.label')?.textContent ?? ''}: ${el.querySelector('.pct')?.getAttribute('title') ?? ''}`))
}

test('waterloo rule book: an order of battle pasted from text gives the next bombardment its odds; its pack, imported on a fresh phone, gives the same odds', async ({ page, browser }, info) => {
  test.setTimeout(240_000)
  await battle(page)
  await tab(page, 'Units')
  await expect(page.locator('.rule-book-link').first()).toHaveText('38 of 38 counters need values — Rule book')

  // No values for Jerome or Cooke: no odds; the counter form beside the missing value links straight to the entry.
  await aim(page)
  await expect(page.getByRole('region', { name: 'Bombardment Combat', exact: true })).toHaveCount(0)
  await page.getByRole('form', { name: 'Jerome: counter values' }).getByTestId('rule-book-link').click()
  await expect(page.getByRole('heading', { name: 'Counter values (type, SP, AF, ER)', level: 2 })).toBeVisible()

  // A name the text does not give, an ER out of 1–6 and a printed value contradicted: refused by line, nothing kept.
  await page.getByTestId('paste-text').fill(['Jerrome infantry 6 2 4 4 1 3', 'Cooke infantry 5 1 7 3 1 4'].join('\n'))
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems').locator('li')).toHaveText([/^Line 1: no unit called ‘Jerrome’/, /^Line 2: Cooke: .*Fresh ER/])
  await expect(page.getByTestId('paste-keep')).toBeDisabled()
  await page.getByTestId('paste-text').fill('Foy infantry 6 2 4 3 1 3')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems')).toHaveText('Line 1: Foy: Fresh SP is printed 5 (seed 002), not 6.')
  await expect(page.getByTestId('entry-status')).toHaveText('38 of 38 counters need values')

  // The order of battle pasted: read back before Keep, then kept in one version.
  await page.getByTestId('paste-text').fill(ORDER_OF_BATTLE.join('\n'))
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-preview').locator('tbody tr')).toHaveCount(ORDER_OF_BATTLE.length)
  await page.getByTestId('paste-keep').click()
  await expect(page.getByTestId('counters-note')).toHaveText(`Saved, version 1: ${ORDER_OF_BATTLE.length} units.`)
  await expect(page.getByTestId('entry-status')).toHaveText(`${38 - ORDER_OF_BATTLE.length} of 38 counters need values`)
  await page.getByTestId('back-to-battle').click()

  // The next bombardment shows its odds: Jerome's 2 AF, two dice, target number 4 in the open (F-2c, F-2f).
  await aim(page)
  const mine = await odds(page)
  expect(mine.map((o) => o.replace(/: \d+ in 36$/, ''))).toEqual(expect.arrayContaining(['one Step Loss', 'no effect']))
  expect(mine.reduce((n, o) => n + Number(/: (\d+) in 36$/.exec(o)?.[1] ?? NaN), 0)).toBe(36)
  await tab(page, 'Units')
  await expect(page.locator('.rule-book-link').first()).toHaveText(`${38 - ORDER_OF_BATTLE.length} of 38 counters need values — Rule book`)

  // Export the waterloo pack (a download) from the Rule book.
  await page.locator('.rule-book-link').first().getByTestId('rule-book-link').click()
  await page.getByRole('link', { name: '← All entries' }).click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pack-download').click()])
  // Outside test-results, which another run on this machine may clear meanwhile.
  const packPath = join(mkdtempSync(join(tmpdir(), 'wl-pack-')), 'waterloo-pack.json')
  await download.saveAs(packPath)
  await expect(page.getByTestId('pack-message')).toContainText('1 entry saved as')

  // A fresh phone (a new browser profile): the same battle, no counter values, no odds.
  const fresh = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: info.project.use.baseURL, acceptDownloads: true })
  const other = await fresh.newPage()
  other.on('pageerror', (e) => { throw e })
  await battle(other)
  await aim(other)
  await expect(other.getByRole('region', { name: 'Bombardment Combat', exact: true })).toHaveCount(0)
  await other.getByRole('form', { name: 'Jerome: counter values' }).getByTestId('rule-book-link').click()
  await other.getByRole('link', { name: '← All entries' }).click()
  await other.getByTestId('pack-file').setInputFiles(packPath)
  await expect(other.getByTestId('pack-counts')).toHaveText('1 new, 0 changed, 0 the same. Nothing changes until you confirm.')
  await other.getByTestId('pack-confirm').click()
  await expect(other.getByTestId('review-done')).toBeVisible()
  await other.getByTestId('back-to-battle').click()

  // The same bombardment shows the same odds there.
  await aim(other)
  expect(await odds(other)).toEqual(mine)
  await fresh.close()
})

test('waterloo rule book: D\'Erlon\'s marker drawn with no units says so and links to the order of battle; the units pasted there join the battle', async ({ page }) => {
  test.setTimeout(120_000)
  await createBattle(page, { name: 'Forces', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await setUpNoRain(page)
  await page.locator('select[name="marker"]').selectOption('fr-I')
  await page.getByRole('button', { name: 'Record the draw' }).click()
  await page.getByRole('button', { name: /^Activate D'Erlon/ }).click()
  const none = page.getByTestId('corps-without-units')
  await expect(none).toContainText('D\'Erlon\'s I CORPS (I) has no units yet. The text (seed 002, L French Units) names none: All units within 3 hexes of 1309.')
  await expect(none.locator('.rule-book-link')).toHaveText('Copy D\'Erlon\'s units from your counters into your order of battle — Rule book')
  await none.getByTestId('rule-book-link').click()
  await expect(page.getByRole('heading', { name: 'Order of battle: the units the text does not name', level: 2 })).toBeVisible()

  // Test units and values, not read from any counter; a unit the text names is refused here.
  await page.getByTestId('paste-text').fill('Foy Reille infantry 5 2 4 3 1 3')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems')).toHaveText('Line 1: Foy is named by the text (L): enter its values under Counter values.')
  await page.getByTestId('paste-text').fill('Marcognet D’Erlon infantry 5 2 4 3 1 3\nDurutte d\'erlon infantry 4 0 4 3 0 3')
  await page.getByTestId('paste-check').click()
  await page.getByTestId('paste-keep').click()
  await expect(page.getByTestId('forces-note')).toHaveText('Saved, version 1: 2 units kept.')
  await expect(page.locator('[data-corps="fr-I"] li')).toHaveCount(2)
  await page.getByTestId('back-to-battle').click()

  await page.getByRole('button', { name: 'Add Marcognet, Durutte from your order of battle' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: 2 units of your order of battle join (I CORPS (I)): Marcognet, Durutte')
  await expect(page.getByRole('button', { name: 'Marcognet: Bombard' })).toBeEnabled()
  // Durutte's counter prints AF 0: it never bombards (F-2c), said in the activation before the Combat tab.
  await expect(page.getByRole('button', { name: 'Durutte: Bombard' })).toBeDisabled()
  await expect(page.getByTestId('corps-without-units')).toHaveCount(0)
})

test('waterloo rule book: taps and keys to enter counter values, one unit\'s form at a time against the whole order of battle pasted', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/rule-book/waterloo/waterloo-counters')
  let taps = 0
  let keys = 0
  const tap = async (l: Locator) => { taps += 1; await l.click() }
  const type = async (l: Locator, text: string) => { taps += 1; await l.click(); keys += text.length; await l.pressSequentially(text) }
  const pick = async (l: Locator, value: string) => { taps += 2; await l.selectOption(value) }
  // Cell by cell: choose the unit, its type, then each of the six numbers from its counter, Save (test values).
  for (const [id, name, values] of [['aa-chasse', 'Chasse', ['4', '1', '3', '3', '1', '2']], ['aa-cooke', 'Cooke', ['5', '1', '5', '3', '1', '4']]] as const) {
    await pick(page.locator('select[name="counter-unit"]'), id)
    const form = page.getByRole('form', { name: `${name}: counter values` })
    await pick(form.locator('select[name="type"]'), 'infantry')
    for (const [i, field] of ['fresh.strengthPoints', 'fresh.artilleryFactor', 'fresh.elanRating', 'battleworn.strengthPoints', 'battleworn.artilleryFactor', 'battleworn.elanRating'].entries())
      await type(form.locator(`input[name="${field}"]`), values[i]!)
    await tap(form.getByRole('button', { name: `Save ${name}` }))
    await expect(form.getByRole('status')).toHaveText(/^Saved, version \d+\.$/)
  }
  const perUnit = { taps: taps / 2, keys: keys / 2 }
  expect(perUnit).toEqual({ taps: 11, keys: 6 })
  await expect(page.getByTestId('entry-status')).toHaveText('36 of 38 counters need values')
  // Pasted: the box, long press and Paste, Check, Keep: 4 taps and no key whatever the number of units.
  taps = 0
  keys = 0
  await tap(page.getByTestId('paste-text'))
  taps += 1
  await page.getByTestId('paste-text').fill(ORDER_OF_BATTLE.join('\n'))
  await tap(page.getByTestId('paste-check'))
  await tap(page.getByTestId('paste-keep'))
  await expect(page.getByTestId('entry-status')).toHaveText(`${38 - ORDER_OF_BATTLE.length} of 38 counters need values`)
  expect({ taps, keys }).toEqual({ taps: 4, keys: 0 })
  console.log(`waterloo counters: one unit's form ${perUnit.taps} taps + ${perUnit.keys} keys (x ${ORDER_OF_BATTLE.length} units = ${ORDER_OF_BATTLE.length * (perUnit.taps + perUnit.keys)}); pasted ${taps} taps, ${keys} keys`)
})

for (const theme of ['light', 'dark'] as const) {
  test(`waterloo rule book: each entry's editor, with a paste read back and one refused, has no axe-core violations (${theme})`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
    const found: string[] = []
    const check = async (where: string) => {
      const r = await new AxeBuilder({ page }).analyze()
      found.push(...r.violations.map((v) => `${where}: ${v.id} ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`))
    }
    for (const [entry, good, bad] of [
      ['waterloo-counters', ORDER_OF_BATTLE.slice(0, 2).join('\n'), 'Jerrome infantry 6 2 4 4 1 3'],
      ['waterloo-order-of-battle', 'Marcognet D\'Erlon infantry 5 2 4 3 1 3', 'Marcognet Ney infantry 5 2 4 3 1 3'],
    ] as const) {
      await page.goto(`/rule-book/waterloo/${entry}`)
      await page.getByTestId('paste-text').fill(good)
      await page.getByTestId('paste-check').click()
      await expect(page.getByTestId('paste-preview')).toBeVisible()
      await check(`${entry} read back`)
      await page.getByTestId('paste-text').fill(bad)
      await page.getByTestId('paste-check').click()
      await expect(page.getByTestId('paste-problems')).toBeVisible()
      await check(`${entry} refused`)
    }
    await page.goto('/rule-book/waterloo/waterloo-old-nosey')
    await page.getByTestId('d66-paste').fill('11-66 Hold')
    await page.getByRole('button', { name: 'Check', exact: true }).click()
    await expect(page.getByTestId('d66-preview')).toBeVisible()
    await page.getByText('Type it result by result').click()
    await check('Old Nosey')
    expect(found).toEqual([])
  })
}
