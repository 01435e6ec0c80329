import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'
import { createBattle, logText, waitForServiceWorker } from './helpers'
import { dice, enterCounter, enterDice, tab, undoShows, watchCsp, setUpNoRain, activateReille } from './waterloo-helpers'

test('waterloo: a whole turn of the cup, a bombardment, Foy against Picton with step losses and a Panic test, a retreat, undo, VP, offline reload', async ({ page, context }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  await createBattle(page, { name: 'Mont St. Jean', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })

  // §L as one action, No Rain (P-1): Game Turn 1, the 15 markers of L-1 in the container.
  await setUpNoRain(page)
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Set up: \d+ units of §L, No Rain$/)
  await expect(page.getByTestId('game-turn')).toHaveText('Game Turn 1 · 9:00 am · Reverse Slope')
  await expect(page.getByTestId('cup-count')).toHaveText('15 markers in the container · 0 used')
  await expect(page.getByTestId('vp-total')).toHaveText('0 VP · Catastrophe')

  // The players draw Hill's marker from their own cup, log his table's result and activate his Corps; nothing of it acts.
  await page.locator('select[name="marker"]').selectOption('aa-II')
  await page.getByRole('button', { name: 'Record the draw' }).click()
  // The 11–66 roll is two dice, tens and units, not a result typed as free text; the table's entry is read off the player aid.
  await expect(page.getByTestId('d66-empty')).toContainText('Anglo-Allied/Prussian Corps Activation Table is not all entered yet')
  await enterDice(page, [['tens die (first colour)', 5], ['units die (second colour)', 6]])
  await page.locator('input[name="entered-result"]').fill('Reinforce/Recapture')
  await page.getByRole('button', { name: 'Log the result' }).click()
  await undoShows(page, 'Hill II Corps: Anglo-Allied/Prussian Corps Activation Table — 56: Reinforce/Recapture')
  // Logged once: the button stays disabled for this marker (issue 21).
  await expect(page.getByRole('button', { name: 'Log the result' })).toBeDisabled()
  await page.getByRole('button', { name: 'Activate Hill II Corps' }).click()
  await expect(page.getByTestId('activation')).toContainText('Activation: Hill II Corps')
  await page.getByRole('button', { name: 'Activation done' }).click()
  // Wellington's Reserve Corps next: its 1/Reserve artillery will bombard.
  await page.locator('select[name="marker"]').selectOption('aa-RC')
  await page.getByRole('button', { name: 'Record the draw' }).click()
  await page.getByRole('button', { name: 'Activate Wellington Reserve Corps' }).click()
  await expect(page.getByTestId('cup-count')).toContainText('13 markers in the container')
  await page.screenshot({ path: 'test-results/waterloo-cup.png' })

  // Bombardment (F-2): the 1/Reserve artillery (AF entered from the counter) on a Ridge fires canister at Foy on the Flat:
  // 3 + 1 Plunging + 1 Canister = 5 dice at Target Number 4; no effect only with no Success and at most one Partial:
  // (3/6)^5 + 5 × (1/6)(3/6)^4 = 648/7776 = 1/12, so one Step Loss 11/12.
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-name="1/Reserve"]').click()
  await page.locator('[data-picker="target"][data-name="Foy"]').click()
  await enterCounter(page, '1/Reserve', { 'fresh.artilleryFactor': '3' })
  // Test values: Foy entered as infantry and, for the VP count below, as if his counter bore "(OG)".
  await enterCounter(page, 'Foy', { type: 'infantry', oldGuard: 'on' })
  await page.locator('input[name="hexes"]').fill('1')
  await page.locator('select[name="firerElevation"]').selectOption('Ridge')
  await expect(page.locator('[data-outcome="one Step Loss"] .pct')).toHaveAttribute('title', '7128 in 7776')
  await enterDice(page, dice('Bombardment die', [5, 1, 1, 1, 1]))
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('one Step Loss')
  await page.getByRole('button', { name: 'Apply to Foy' }).click()
  await undoShows(page, '1/Reserve bombards Foy: one Step Loss — Fresh + Shaken')

  // Reille's II Corps activates: the text's Close Combat example (F-4), Shaken Foy rolls a 1 for his Close To Contact Test: Confident.
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'Activation done' }).click()
  await activateReille(page)
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Close Combat', exact: true }).click()
  await page.locator('[data-picker="attacker"][data-name="Foy"]').click()
  await page.locator('[data-picker="defender"][data-name="Picton"]').click()
  await enterDice(page, [['Elan die', 1]])
  await page.getByRole('button', { name: 'Log the test' }).click()
  await undoShows(page, 'Foy: Close To Contact Test against Picton — Confident')
  await expect(page.getByTestId('contact')).toHaveText('Close To Contact Test: passed (Confident)')
  await enterCounter(page, 'Picton', { type: 'infantry' })
  await expect(page.locator('input[name="confident"]')).toBeChecked()
  await page.locator('select[name="enfilade"]').selectOption('2')
  await page.locator('select[name="defenderElevation"]').selectOption('Ridge')
  await expect(page.locator('.close').getByText('dice: attacker against defender')).toBeVisible()
  await enterDice(page, [...dice('attacker die', [2, 2, 3, 4, 5, 5, 6, 1]), ...dice('defender die', [1, 1, 2, 3, 4, 5, 6, 6])])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('Picton wins: Foy −3, Picton −2')
  await page.screenshot({ path: 'test-results/waterloo-close.png' })
  await page.getByRole('button', { name: 'Apply to both' }).click()
  await undoShows(page, 'Foy attacks Picton: Picton wins — Foy 3 Step Losses (Battleworn + Shaken), Picton 2 Step Losses (Fresh + Disrupted)')
  await expect(page.locator('[data-owed="Foy: Panic Test"]')).toBeVisible()
  await expect(page.locator('[data-owed="Foy: Retreat 2 hexes"]')).toBeVisible()

  // The Panic Test from the owed list, pre-filled: Battleworn ER 3 − 1 Shaken = 2; the text rolls a 4: fails, one more hex.
  await page.locator('[data-owed="Foy: Panic Test"]').getByRole('button', { name: 'Do it' }).click()
  await expect(page.locator('select[name="elan-test"]')).toHaveValue('panic-test')
  await expect(page.locator('[data-outcome="pass"] .pct')).toHaveAttribute('title', '2 in 6')
  await enterDice(page, [['Elan die', 4]])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('fail: Retreat one hex')
  await page.getByRole('button', { name: 'Apply to Foy' }).click()
  await undoShows(page, 'Foy: Panic Test — fail: Retreat one hex')
  await expect(page.locator('[data-owed="Foy: Panic Test"]')).toHaveCount(0)
  await expect(page.locator('[data-owed="Foy: Retreat 1 hex"]')).toBeVisible()

  // Undo brings the Panic Test back on the owed list.
  await page.getByTestId('undo').click()
  await undoShows(page, 'Foy attacks Picton: Picton wins — Foy 3 Step Losses (Battleworn + Shaken), Picton 2 Step Losses (Fresh + Disrupted)')
  await expect(page.locator('[data-owed="Foy: Panic Test"]')).toBeVisible()

  // Still open below for Foy; taken again with the app's die this time; then the two-hex Retreat, moved in full: no Step Loss (J).
  await expect(page.locator('[data-owed="Foy: Panic Test"]').getByRole('button', { name: 'Open below' })).toBeDisabled()
  await page.getByRole('button', { name: 'Roll', exact: true }).click()
  await page.getByRole('button', { name: 'Apply to Foy' }).click()
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Foy: Panic Test — (pass|fail: Retreat one hex)$/)
  await page.locator('[data-owed="Foy: Retreat 2 hexes"]').getByRole('button', { name: 'Do it' }).click()
  await expect(page.locator('input[name="hexes-due"]')).toHaveValue('2')
  await page.locator('input[name="hexes-retreated"]').fill('2')
  await page.getByRole('button', { name: 'Apply to Foy' }).click()
  await undoShows(page, 'Foy Retreats 2 of 2 hexes: no Step Loss')
  await expect(page.locator('[data-owed="Foy: Retreat 2 hexes"]')).toHaveCount(0)
  // A failed roll owes one more hex (A-2a), its own item: done on its own before Reille's activation can end (F).
  const oneMore = page.locator('[data-owed="Foy: Retreat 1 hex"]')
  if (await oneMore.count()) {
    await oneMore.getByRole('button', { name: 'Do it' }).click()
    await expect(page.locator('input[name="hexes-due"]')).toHaveValue('1')
    await page.locator('input[name="hexes-retreated"]').fill('1')
    await page.getByRole('button', { name: 'Apply to Foy' }).click()
    await undoShows(page, 'Foy Retreats 1 of 1 hexes: no Step Loss')
  }

  await tab(page, 'Units')
  await expect(page.locator('[data-unit="Foy"] [data-test="condition"]')).toHaveText('Battleworn + Shaken')
  await page.getByRole('button', { name: 'Anglo-Allied army', exact: true }).click()
  await expect(page.locator('[data-unit="Picton"] [data-test="condition"]')).toHaveText('Fresh + Disrupted')
  await expect(page.locator('[data-unit="Picton"] [data-test="values"]')).toHaveText('SP 4 · AF 1 · ER 4')
  await page.locator('[data-unit="Picton"]').scrollIntoViewIfNeeded()
  await page.screenshot({ path: 'test-results/waterloo-units.png' })

  // Victory Points (K-1): Hougoumont 6 and La Haye Sainte 4 taken = 10 VP, a Minor Defeat.
  await tab(page, 'VP')
  await page.locator(`input[name="vp-0409"][value="French"]`).check()
  await expect(page.getByTestId('vp-total')).toHaveText('6 VP · Major Defeat')
  await page.locator(`input[name="vp-1007"][value="French"]`).check()
  await expect(page.getByTestId('vp-total')).toHaveText('10 VP · Minor Defeat')
  // La Garde Recule! (K-1): the step track shows Foy, entered as (OG), on his Battleworn side; one tap takes the count over (−3).
  const og = page.getByTestId('from-units-oldGuardBattleworn')
  await expect(og).toContainText('The units show 1 (Foy).')
  await og.getByRole('button', { name: 'Use 1' }).click()
  await undoShows(page, 'Old Guard units Battleworn: 1 (from the units)')
  await expect(page.getByTestId('vp-total')).toHaveText('7 VP · Major Defeat')
  await page.getByTestId('undo').click()
  await expect(page.getByTestId('vp-total')).toHaveText('10 VP · Minor Defeat')
  await page.screenshot({ path: 'test-results/waterloo-vp.png' })

  // The rest of Game Turn 1: Reille's activation done, every marker drawn by the app and activated (Napoleon's are held), then the End Phase (H).
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'Activation done' }).click()
  const drawn = page.getByTestId('drawn')
  for (let left = 12; left > 0; left--) {
    await page.getByRole('button', { name: 'Draw a marker' }).click()
    await expect(page.getByTestId('cup-count')).toContainText(`${left - 1} marker${left - 1 === 1 ? '' : 's'} in the container`)
    if (await drawn.isVisible()) {
      await page.getByRole('button', { name: /^Activate / }).click()
      await page.getByRole('button', { name: 'Activation done' }).click()
      await expect(page.getByTestId('activation')).toHaveCount(0)
    }
  }
  await page.getByRole('button', { name: 'End Phase' }).click()
  await undoShows(page, 'End Phase: Game Turn 2 (10:00 am)')
  await expect(page.getByTestId('game-turn')).toHaveText('Game Turn 2 · 10:00 am · Reverse Slope')
  await expect(page.getByTestId('cup-count')).toHaveText('15 markers in the container · 0 used')

  // Offline reload: the same units, log, cup and VP.
  await tab(page, 'Log')
  const log = await logText(page)
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'Armée du Nord', exact: true }).click()
  const units = await page.getByRole('region', { name: 'Units' }).innerText()
  await context.setOffline(true)
  await page.reload()
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'Armée du Nord', exact: true }).click()
  expect(await page.getByRole('region', { name: 'Units' }).innerText()).toEqual(units)
  await tab(page, 'Log')
  expect(await logText(page)).toEqual(log)
  await tab(page, 'Turn')
  await expect(page.getByTestId('vp-total')).toHaveText('10 VP · Minor Defeat')
  await expect(page.getByTestId('cup-count')).toHaveText('15 markers in the container · 0 used')
  await expect(page.getByTestId('game-turn')).toHaveText('Game Turn 2 · 10:00 am · Reverse Slope')
  await context.setOffline(false)
})

for (const theme of ['light', 'dark'] as const) {
  test(`waterloo: every screen of a set-up battle has no axe-core violations and no CSP report (${theme})`, async ({ page }) => {
    test.setTimeout(120_000)
    const csp = await watchCsp(page)
    await page.addInitScript((t) => localStorage.setItem('adc.settings', JSON.stringify({ theme: t, keepAwake: false })), theme)
    await page.goto('/')
    await createBattle(page, { name: 'Axe Waterloo', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
    await tab(page, 'Turn')
    await page.getByRole('button', { name: 'Set up the battle' }).click()
    await expect(page.getByRole('heading', { name: 'A Rainy Start: Game Turn 1' })).toBeVisible()
    const found: string[] = []
    const check = async (where: string) => {
      const r = await new AxeBuilder({ page }).analyze()
      found.push(...r.violations.map((v) => `${where}: ${v.id} ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`))
    }
    await check('rainy start')
    // L-2: a 6 on Game Turn 1 begins the battle.
    await enterDice(page, [['D6', 6]])
    await page.getByRole('button', { name: 'Record the roll' }).click()
    await expect(page.getByTestId('game-turn')).toContainText('Game Turn 1')
    await check('cup')
    await tab(page, 'Units')
    await page.getByRole('button', { name: 'Anglo-Allied army', exact: true }).click()
    await page.getByText('Add a unit').click()
    await page.getByRole('button', { name: 'Add unit' }).click()
    await expect(page.getByText('Give the unit a name')).toBeVisible()
    await expect(page.getByText('Battleworn ER: a whole number 1–6.')).toBeVisible()
    await check('Units')
    for (const t of ['VP', 'Player aid']) { await tab(page, t); await page.waitForLoadState('networkidle'); await check(t) }
    await tab(page, 'Combat')
    for (const m of ['Bombardment', 'Close Combat', 'Elan Tests', 'Retreat']) { await page.getByRole('tab', { name: m, exact: true }).click(); await check(m) }
    expect(found).toEqual([])
    expect(await csp()).toEqual([])
  })
}
