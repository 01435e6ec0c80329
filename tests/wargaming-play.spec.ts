import { expect, test, type Page } from '@playwright/test'
import { logText, waitForServiceWorker } from './helpers'

/*
 * A two-side wargaming battle: Ney and Wellington from the leader table (seed 004, Leadership Factors),
 * a French and a British Line battalion from the troop tables (seed 004, Troop Types and Unit Factors).
 * The battle file is built here and imported, so the test does not depend on the roster screens.
 */
const unit = (id: string, side: 'a' | 'b', name: string, fireFactor: number, extra: Record<string, unknown> = {}) => ({
  id, side, name, kind: 'infantry',
  state: {
    nation: side === 'a' ? 'French' : 'British/KGL', arm: 'infantry', troopType: 'Line', provenance: 'as printed', fireFactor, meleeFactor: 4,
    moraleFactor: 7, controlFactor: 3, skirmish: false, weapon: 'Musket', quality: 'regular', formation: 'line', order: 'formed', fatigue: 'fresh',
    bases: 4, damagedBases: 0, lostBases: 0, casualtiesThisTurn: 0, status: 'active', commandId: null, hasFired: false, lastMoraleScore: null, note: '', ...extra,
  },
})
const leader = (id: string, side: 'a' | 'b', name: string, [leadership, morale, commandIndecision]: number[]) => ({
  id, side, name, kind: 'leader',
  state: { leadership: leadership!, morale: morale!, commandIndecision: commandIndecision!, level: 'army', isCinC: true, commandId: null, status: 'active', provenance: 'as printed' },
})
const units = [
  leader('ney', 'a', 'Ney', [3, 5, 2]),
  leader('wel', 'b', 'Wellington', [5, 3, 1]),
  unit('45e', 'a', '45e Ligne', 3, { commandId: 'ney' }),
  // Already 1 base lost and 1 damaged: 5 of 8 steps, so one more base removed takes it below 50 %.
  unit('92nd', 'b', '92nd Foot', 5, { commandId: 'wel', lostBases: 1, damagedBases: 1 }),
]
const file = {
  format: 'aide-de-camp.battle', version: 1, exportedAt: 1_700_000_000_000,
  setup: {
    id: 'qb', name: 'Quatre Bras', ruleset: 'wargaming', createdAt: 1_700_000_000_000, tableUnit: 'cm', figureScale: 15,
    sides: [{ id: 'a', name: 'Ney', nationality: 'French' }, { id: 'b', name: 'Wellington', nationality: 'British/KGL' }], rulings: {}, options: {},
  },
  actions: [{ seq: 1, at: 1_700_000_000_000, kind: 'unit.add', label: 'Armies placed', ops: units.map((u) => ({ op: 'unit.put', unit: u })) }],
}

async function tab(page: Page, name: string) {
  await page.getByRole('link', { name, exact: true }).click()
}
async function enterDice(page: Page, region: string, faces: [string, number][]) {
  const r = page.getByRole('region', { name: region })
  await r.getByRole('button', { name: 'I rolled' }).click()
  for (const [role, f] of faces) await r.locator(`[aria-label="${role}"] [data-face="${f}"]`).click()
}

test('turn, initiative, a card, a fire with physical dice, its morale test, undo, reload and offline', async ({ page, context }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await waitForServiceWorker(page)
  await page.getByTestId('import-file').setInputFiles({ name: 'qb.battle.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
  await expect(page.getByTestId('battle-name')).toHaveText('Quatre Bras')

  // Battle start: weather entered, decks built and shuffled by the app, initiative test with entered D20s.
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'It was fine' }).click()
  await page.getByRole('button', { name: 'Build the decks' }).click()
  // seed 004, Determining Initiative: Ney 15 + 3 + French 3 = 21; Wellington 5 + 5 + others 2 = 12.
  await enterDice(page, 'Initiative test', [['side A D20', 15], ['side B D20', 5]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('side a')
  await page.getByRole('button', { name: 'Apply initiative' }).click()
  await expect(page.getByTestId('initiative')).toHaveText('Ney holds the initiative')
  // Deck sizes: 3+3+3+1 + C-in-C command indecision (Ney 2, Wellington 1).
  await expect(page.getByTestId('cards-left')).toContainText('Ney: 12 cards left')
  await expect(page.getByTestId('cards-left')).toContainText('Wellington: 11 cards left')
  await page.screenshot({ path: 'test-results/wargaming-turn-start.png' })

  await page.getByRole('button', { name: 'Turn next card' }).click()
  await expect(page.getByTestId('cards-left')).toContainText('Ney: 11 cards left')
  await expect(page.getByTestId('last-card')).toContainText(/Infantry Move|Cavalry Move|Artillery Move|Officer Casualties|Command Indecision/)
  await page.screenshot({ path: 'test-results/wargaming-turn-card.png' })

  // Fire: taps counted from the roster (issue 4: at most 6 plus typing the distance).
  await tab(page, 'Roster')
  let taps = 0
  const tap = async (l: ReturnType<Page['locator']>) => { await l.click(); taps++ }
  await tap(page.locator('[data-fire="45e"]'))
  await expect(page.locator('[data-picker="firer"][data-unit="45e"]')).toHaveAttribute('aria-checked', 'true')
  await tap(page.locator('[data-picker="target"][data-unit="92nd"]'))
  await page.getByLabel(/Distance \(cm\)/).fill('6')
  // seed 004, Ground Scale: 60 mm × 1.5 yd = 90 yd; Musket band 50.1 - 100 modifier 0.
  await expect(page.getByTestId('fire-distance')).toHaveText('6 cm = 90 yd at 15 mm, band 50.1 - 100 (0)')
  await page.screenshot({ path: 'test-results/wargaming-fire-before.png', fullPage: true })
  await tap(page.getByRole('button', { name: 'I rolled' }))
  await tap(page.locator('[aria-label="+ die"] [data-face="5"]'))
  await tap(page.locator('[aria-label="− die"] [data-face="2"]'))
  // fire 3 + range 0 + 2 ranks (no +1) + first volley +1 = 4; random +5 − 2 = +3 → 7: one base removed (CRT 5–8).
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('1 base removed')
  await tap(page.getByRole('button', { name: 'Apply to 92nd Foot' }))
  console.info(`Fire resolution with physical dice: ${taps} taps from the roster, plus typing the distance`)
  expect(taps).toBeLessThanOrEqual(6)

  // 92nd Foot is now 3 of 8 steps: below 50 % → the morale test opens pre-filled.
  await expect(page.getByTestId('morale-why')).toContainText('fell below 50% of initial strength')
  await expect(page.locator('[data-picker="morale-unit"][data-unit="92nd"]')).toHaveAttribute('aria-checked', 'true')
  await page.screenshot({ path: 'test-results/wargaming-morale.png', fullPage: true })
  // seed 004, Morale: 7, strength 3/8 "¼ to ½" −5, losses 2 of 5 steps = 40 % "26-50%" −2, formed +2, neither 0,
  // both flanks neither +1, first test +1 = 4; random 2 − 5 = −3 → 1: row "0-1", standing → Rout.
  await enterDice(page, 'Morale test', [['+ die', 2], ['− die', 5]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('Rout')
  await page.getByRole('button', { name: 'Apply to 92nd Foot' }).click()
  await expect(page.getByTestId('morale-result')).toContainText('92nd Foot: morale Rout (score 1), moves 250 yd = 16.7 cm')

  await tab(page, 'Log')
  const log = await logText(page)
  expect(log[0]).toContain('92nd Foot: morale Rout (score 1)')
  expect(log[1]).toContain('92nd Foot: 1 base removed (fire from 45e Ligne, 90 yd)')

  // Undo the morale test and the fire: the 92nd is back to 5 steps and the 45e has its first volley again.
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('undo')).toHaveText(/Undo: 92nd Foot: 1 base removed/)
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('undo')).toHaveText(/Undo: Ney turned/)
  const before = await logText(page)
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-unit="45e"]').click()
  await page.locator('[data-picker="target"][data-unit="92nd"]').click()
  await page.getByLabel(/Distance \(cm\)/).fill('6')
  await expect(page.locator('input[name="firer.firstTime"]')).toBeChecked()

  // Reload, then offline: identical.
  await tab(page, 'Turn')
  const turnText = await page.locator('section[aria-label="Turn"]').innerText()
  await page.reload()
  await expect.poll(() => page.locator('section[aria-label="Turn"]').innerText()).toBe(turnText)
  await context.setOffline(true)
  await page.reload()
  await expect.poll(() => page.locator('section[aria-label="Turn"]').innerText()).toBe(turnText)
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(before)
  await context.setOffline(false)
})
