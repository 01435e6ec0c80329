import { devices, expect, test, type Page } from '@playwright/test'
import { createBattle } from './helpers'
import { addUnit, nextPhases, side, tab } from './series-helpers'
import { axeViolations } from './series-scenario-helpers'

const FRANCE = 'Armée du Nord'
const ALLIES = 'Anglo-Allied army'

/**
 * A Fire Table in the play aid's shape, with test values (the text does not print the table: 3.6, 7.3): columns by
 * fire value, one row per die band, "0-" and "7+" so every modified die has a row.
 */
const FIRE_TABLE = [
  'die 1 2 3 4 5-6 7-9 10+',
  '0- - - - - - * *',
  '1 - - - - * * 1',
  '2 - - - * * 1 1',
  '3 - - * * 1 1 2',
  '4 - * * 1 1 2 2',
  '5 * * 1 1 2 2 3',
  '6 * 1 1 2 2 3 3',
  '7+ * 1 2 2 3 3 3',
]

/** The same battle on any phone: two line battalions a hex apart, the Allies' defensive fire due (7.4). */
async function battleAtDefensiveFire(page: Page) {
  await createBattle(page, { name: 'Rule book', ruleset: 'series', sides: [FRANCE, ALLIES] })
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '2e de ligne', steps: 6, firepower: 3, meleeValue: 2, morale: 9, formation: 'line', corps: 'II', hex: '1205' })
  await page.getByRole('button', { name: 'Close' }).click()
  await side(page, ALLIES)
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { name: '92nd Foot', steps: 6, firepower: 3, meleeValue: 2, morale: 8, formation: 'line', corps: 'I', hex: '1305' })
  await page.getByRole('button', { name: 'Close' }).click()
  await tab(page, 'Turn')
  await nextPhases(page, 2)
  await expect(page.getByTestId('turn')).toHaveText(`Turn 1 — ${FRANCE}: Defensive fire`)
}

/** The 92nd Foot fires at the 2e de ligne from the Combat tab. */
async function aimFire(page: Page) {
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-name="92nd Foot"]').click()
  await page.locator('[data-picker="target"][data-name="2e de ligne"]').click()
}

/** Every odds bar of the fire: its result and its exact count ("2 in 6"). */
async function fireOdds(page: Page): Promise<string[]> {
  const bars = page.getByRole('region', { name: 'Fire attack' }).getByRole('list', { name: 'Odds' }).locator('li')
  await expect(bars.first()).toBeVisible()
  return bars.evaluateAll((els) => els.map((el) => `${el.querySelector('.label')?.textContent ?? ''}: ${el.querySelector('.pct')?.getAttribute('title') ?? ''}`))
}

test('series rule book: a Fire Table pasted from text gives the next fire its odds; its pack, imported on a fresh phone, gives the same odds', async ({ page, browser }, info) => {
  test.setTimeout(240_000)
  await battleAtDefensiveFire(page)

  // No Fire Table yet: the fire asks for the result read on the play aid and links straight to the entry.
  await aimFire(page)
  const fire = page.getByRole('region', { name: 'Fire attack' })
  await expect(fire.locator('input[name="fire-result"]')).toBeVisible()
  await expect(fire.getByRole('list', { name: 'Odds' })).toHaveCount(0)
  await expect(fire.locator('.rule-book-link')).toHaveText('Fire Table not entered: no odds until it is — Rule book')
  await fire.getByTestId('rule-book-link').click()
  await expect(page.getByRole('heading', { name: 'Fire Table', level: 2 })).toBeVisible()

  // A row one result short is refused with its row, and nothing is kept.
  await page.getByTestId('paste-text').fill([...FIRE_TABLE.slice(0, 3), '2 - - - * * 1', ...FIRE_TABLE.slice(4)].join('\n'))
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems')).toHaveText('Row 3 (die ‘2’): 6 results; the headings name 7 columns.')
  await expect(page.getByTestId('paste-keep')).toBeDisabled()
  await expect(page.getByTestId('fire-empty')).toBeVisible()

  // The whole table pasted: its shape is shown before Keep.
  await page.getByTestId('paste-text').fill(FIRE_TABLE.join('\n'))
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-preview').locator('caption')).toHaveText('Read as: 8 die rows × 7 columns. Check it before Keep.')
  await page.getByTestId('paste-keep').click()
  await expect(page.getByText('Fire Table saved.')).toBeVisible()
  await expect(page.getByTestId('entry-status')).toHaveText('✓ Filled')
  await page.getByTestId('back-to-battle').click()

  // The next fire shows its odds, the exact distribution over the fire die.
  await aimFire(page)
  await expect(fire.getByTestId('fire-table')).toHaveText('Fire Table: your play aid, version 1.')
  await expect(fire.locator('input[name="fire-result"]')).toHaveCount(0)
  // Fire value 3 (firepower 3, in line, adjacent), die unmodified: the "3" column, dice 1–6 read "- - * * 1 1".
  const odds = await fireOdds(page)
  expect(odds).toEqual(['no effect: 2 in 6', 'morale check: 2 in 6', '1 step lost, morale check: 2 in 6'])

  // Export the series pack (a download), from the battle's Tables tab.
  await tab(page, 'Tables')
  await page.getByTestId('battle-rule-book').click()
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pack-download').click()])
  const packPath = info.outputPath('series-pack.json')
  await download.saveAs(packPath)
  await expect(page.getByTestId('pack-message')).toContainText('1 entry saved as')

  // A fresh phone (a new browser profile): the same battle, no tables, no odds.
  const fresh = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, baseURL: info.project.use.baseURL, acceptDownloads: true })
  const other = await fresh.newPage()
  other.on('pageerror', (e) => { throw e })
  await battleAtDefensiveFire(other)
  await aimFire(other)
  await expect(other.getByRole('region', { name: 'Fire attack' }).getByRole('list', { name: 'Odds' })).toHaveCount(0)
  await tab(other, 'Tables')
  await other.getByTestId('battle-rule-book').click()
  await other.getByTestId('pack-file').setInputFiles(packPath)
  await expect(other.getByTestId('pack-counts')).toHaveText('1 new, 0 changed, 0 the same. Nothing changes until you confirm.')
  await other.getByTestId('pack-confirm').click()
  await expect(other.getByTestId('review-done')).toBeVisible()
  await other.getByTestId('back-to-battle').click()

  // The same fire shows the same odds there.
  await aimFire(other)
  await expect(other.getByRole('region', { name: 'Fire attack' }).getByTestId('fire-table')).toHaveText('Fire Table: your play aid, version 1.')
  expect(await fireOdds(other)).toEqual(odds)
  await fresh.close()
})

/** The stored Fire Table's cells, row by row, as IndexedDB holds them. */
async function storedFireCells(page: Page): Promise<string[][]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve) => { const r = indexedDB.open('aide-de-camp'); r.onsuccess = () => resolve(r.result) })
    const rec = await new Promise<{ data: { rows: { cells: string[] }[] } }>((resolve) => {
      const r = db.transaction('houseRules').objectStore('houseRules').get('series-fire-table')
      r.onsuccess = () => resolve(r.result as never)
    })
    db.close()
    return rec.data.rows.map((x) => x.cells)
  })
}

test('series rule book: the same Fire Table typed cell by cell (Enter to the next cell) against pasted — taps and keystrokes counted', async ({ page }) => {
  test.setTimeout(180_000)
  const [head, ...rows] = FIRE_TABLE.map((l) => l.split(' '))
  const expected = rows.map((r) => r.slice(1))
  let taps = 0
  let keys = 0
  const tap = async (l: ReturnType<Page['locator']>) => { taps += 1; await l.click() }
  const type = async (t: string) => { keys += t.length; await page.keyboard.type(t) }
  const press = async (k: string) => { keys += 1; await page.keyboard.press(k) }

  await page.goto('/rule-book/series/series-fire-table')
  await expect(page.getByTestId('fire-empty')).toBeVisible()
  await tap(page.locator('input[name="fire-columns"]'))
  await type(head!.slice(1).join(' '))
  await tap(page.locator('input[name="fire-dice"]'))
  await type(rows.map((r) => r[0]).join(' '))
  const cells = page.getByTestId('result-cell')
  await expect(cells).toHaveCount(56)
  const axe = await axeViolations(page, 'Rule book / Fire Table, cell by cell')
  await tap(cells.first())
  for (const row of expected) for (const c of row) { await type(c); await press('Enter') }
  // Enter after the last cell lands on Save, and Enter saves.
  await expect(page.getByRole('button', { name: 'Save Fire Table' })).toBeFocused()
  await press('Enter')
  await expect(page.getByText('Fire Table saved.')).toBeVisible()
  expect(await storedFireCells(page)).toEqual(expected)
  const byCell = { taps, keys }

  // Pasted: the play aid's text copied from a shared note, then tap the box, paste, Check, Keep.
  taps = 0
  keys = 0
  await tap(page.getByTestId('paste-text'))
  await page.getByTestId('paste-text').fill(FIRE_TABLE.join('\n'))
  keys += 1 // the paste itself, one chord
  await tap(page.getByTestId('paste-check'))
  axe.push(...(await axeViolations(page, 'Rule book / Fire Table, pasted and read')))
  await tap(page.getByTestId('paste-keep'))
  await expect(page.getByTestId('fire-version')).toContainText('Version 2')
  expect(await storedFireCells(page)).toEqual(expected)
  console.log(`series Fire Table (8 die rows × 7 fire values): cell by cell ${byCell.taps} taps + ${byCell.keys} keystrokes; pasted ${taps} taps + ${keys} keystroke`)
  expect(byCell.taps + byCell.keys).toBeGreaterThan(10 * (taps + keys))
  expect(axe).toEqual([])
})

test('series scenario: the screen says the text holds no scenario, what it does give, and offers the Rule book', async ({ page }) => {
  test.setTimeout(120_000)
  await createBattle(page, { name: 'Scenario', ruleset: 'series', sides: [FRANCE, ALLIES] })
  await tab(page, 'Scenario')
  await expect(page.getByTestId('scenario-not-in-text')).toContainText('its forces, set-up, map and reinforcement schedule are in your battle\'s special rules')
  await page.getByText('From the text, and from your special rules (8)').click()
  await expect(page.locator('[data-source="reinforcements"]')).toContainText('Reinforcement schedule (13.0): not in the text — your battle\'s special rules (not in seed 001): enter it in Reinforcements below.')
  await expect(page.locator('[data-source="strategic-deployment"]')).toContainText('the text gives 4 by 4 squares; at most 2 infantry corps per square.')
  await page.getByTestId('scenario-rule-book').click()
  await expect(page.locator('[data-entry="series-fire-table"] [data-test="entry-status"]')).toHaveText('Not entered: every fire result is read on the play aid and typed, with no odds')
  await expect(page.locator('[data-entry="series-formations-table"] [data-test="entry-status"]')).toHaveText('65 of 65 cells empty')
  // The other two editors, as an owner opens them, read by axe.
  const axe: string[] = []
  for (const [id, title] of [['series-melee-table', 'Melee Table'], ['series-formations-table', 'Formations Table']] as const) {
    await page.locator(`[data-entry="${id}"] a`).click()
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible()
    axe.push(...(await axeViolations(page, `Rule book / ${title}`)))
    await page.getByRole('link', { name: '← All entries' }).click()
  }
  expect(axe).toEqual([])
  // The Formations Table pasted as lines from a spreadsheet (tabs between cells, so a cell may hold spaces).
  await page.locator('[data-entry="series-formations-table"] a').click()
  await page.getByTestId('paste-text').fill('Infantry in squares\t1\t-\t-\t-\t+2 vs cavalry')
  await page.getByTestId('paste-check').click()
  await expect(page.getByTestId('paste-problems')).toHaveText('Line 1: no unit called ‘Infantry in squares’ in this list.')
  await page.getByTestId('paste-text').fill('Infantry in square\t1\t-\t-\t-\t+2 vs cavalry\nTirailleurs\t4\t2 hexes\t1\t1\t-')
  await page.getByTestId('paste-check').click()
  await page.getByTestId('paste-keep').click()
  await expect(page.getByText('Formations Table saved.')).toBeVisible()
  await expect(page.getByTestId('entry-status')).toHaveText('59 of 65 cells empty')
  await expect(page.getByRole('textbox', { name: 'Infantry in square, morale' })).toHaveValue('+2 vs cavalry')
  await page.getByRole('link', { name: '← All entries' }).click()
  await page.getByTestId('back-to-battle').click()
  await expect(page.getByTestId('scenario-not-in-text')).toBeVisible()
})
