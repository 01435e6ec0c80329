import { expect, test } from '@playwright/test'
import { createBattle } from './helpers'
import { enterCounter, tab, undoShows, setUpNoRain, activateReille } from './waterloo-helpers'

/** Issue 21, waterloo's rough edges: each seen in play, each with the behaviour a player now sees. */
test('waterloo rough edges: Hexes moved out of range says so beside the field and logs nothing; each VP hex says who holds it', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await createBattle(page, { name: 'Edges', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await setUpNoRain(page)
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Set up: \d+ units of §L, No Rain$/)

  // A Retreat of 2 hexes due: 5 hexes moved is refused in words beside the field (not "hexesRetreated: 0–2"), the draft kept.
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Retreat', exact: true }).click()
  await page.locator('[data-picker="retreat-unit"][data-name="Foy"]').click()
  await page.locator('input[name="hexes-due"]').fill('2')
  await page.locator('input[name="hexes-retreated"]').fill('5')
  const field = page.locator('.number-field').filter({ has: page.locator('input[name="hexes-retreated"]') })
  await expect(field.getByRole('alert')).toHaveText('Enter a whole number from 0 to 2.')
  await expect(page.locator('input[name="hexes-retreated"]')).toHaveValue('5')
  await expect(page.getByRole('button', { name: 'Apply to Foy' })).toHaveCount(0)
  await expect(page.locator('.retreat')).not.toContainText('hexesRetreated')
  await page.locator('input[name="hexes-retreated"]').fill('abc')
  await expect(field.getByRole('alert')).toContainText('is not a number')
  await expect(page.getByTestId('undo')).toHaveText(/^Undo: Set up: \d+ units of §L, No Rain$/)

  // VP hexes: one meaning for every hex, "held by French / Allies" (K-1), where a tick meant French for some and enemy for others.
  await tab(page, 'VP')
  const hougoumont = page.getByRole('group', { name: /^Hougoumont \(0409\)/ })
  const belle = page.getByRole('group', { name: /^La Belle Alliance \(1110\)/ })
  await expect(hougoumont.getByRole('radio', { name: 'Allies' })).toBeChecked()
  await expect(belle.getByRole('radio', { name: 'French' })).toBeChecked()
  await hougoumont.getByRole('radio', { name: 'French' }).check()
  await undoShows(page, 'Hougoumont (0409): French controlled')
  await expect(page.getByTestId('vp-total')).toHaveText('6 VP · Major Defeat')
  await belle.getByRole('radio', { name: 'Allies' }).check()
  await undoShows(page, 'La Belle Alliance (1110): enemy controlled')
  await expect(page.getByTestId('vp-total')).toHaveText('2 VP · Catastrophe')
  await expect(hougoumont.getByRole('radio', { name: 'French' })).toBeChecked()
  await expect(belle.getByRole('radio', { name: 'Allies' })).toBeChecked()
})

test('waterloo F-4c: Allied Cavalry attacked by French Infantry tests first; a failed test stops the attack, its Retreat owed', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await createBattle(page, { name: 'Stand', ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await setUpNoRain(page)
  await activateReille(page)
  await page.getByRole('button', { name: 'Jerome: Close Combat' }).click()
  await page.locator('[data-picker="defender"][data-name="Somerset"]').click()
  // Test values, not read from the counters: Somerset is Cavalry (the text does not print its type).
  await enterCounter(page, 'Jerome', { 'fresh.strengthPoints': '4', 'fresh.artilleryFactor': '1', 'fresh.elanRating': '4' })
  // A counter value out of the rules' range is said beside its field (ER 1–6, A-2a), nothing saved.
  const somerset = page.getByRole('form', { name: 'Somerset: counter values' })
  await somerset.locator('input[name="fresh.elanRating"]').fill('9')
  await expect(somerset.locator('.number-field').filter({ has: page.locator('input[name="fresh.elanRating"]') }).getByRole('alert')).toHaveText('Enter a whole number from 1 to 6.')
  await enterCounter(page, 'Somerset', { type: 'cavalry', cavalryWeight: 'HC', 'fresh.strengthPoints': '3', 'fresh.artilleryFactor': '1', 'fresh.elanRating': '4' })
  // Before the Cavalry's Elan Test, no Close To Contact Test (F-4c comes first).
  const close = page.locator('.close')
  await expect(close).toContainText('Not now: Close To Contact Test. Anglo-Allied and Prussian Cavalry units attacked by a French Infantry unit will take an Elan Test.')
  await expect(page.getByRole('region', { name: 'Close To Contact Test', exact: true })).toHaveCount(0)
  const stand = page.getByRole('region', { name: 'Allied cavalry attacked by infantry', exact: true })
  await stand.getByRole('button', { name: 'I rolled' }).click()
  await stand.getByRole('group', { name: 'Elan die', exact: true }).locator('[data-face="6"]').click()
  await stand.getByRole('button', { name: 'Log the test' }).click()
  await undoShows(page, 'Somerset: Allied cavalry attacked by infantry (Jerome) — fail: Retreat two hexes')
  await expect(page.getByTestId('stand')).toHaveText('Somerset\'s Elan Test: failed, it Retreats two hexes: no Close Combat')
  await expect(page.locator('[data-owed="Somerset: Retreat 2 hexes"]')).toHaveCount(1)
  // The attack is over: no test, no combat, nothing logged twice.
  await expect(page.getByRole('button', { name: 'Log the test' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Apply to both' })).toHaveCount(0)
  await expect(close).toContainText('Not now: Close To Contact Test. The attacked Cavalry failed its Elan Test')
})
