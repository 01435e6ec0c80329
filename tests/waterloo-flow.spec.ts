import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { createBattle, logText } from './helpers'
import { enterCounter, enterDice, tab, undoShows } from './waterloo-helpers'

/** The seed 002 sequence of play on a phone (issue 22): the marker drawn activates its Corps, one Unit Action each, tests as gates. */

async function setUp(page: Page, name: string, start: string) {
  await page.goto('/')
  await createBattle(page, { name, ruleset: 'waterloo', sides: ['Armée du Nord', 'Anglo-Allied army'] })
  await tab(page, 'Turn')
  await page.locator(`input[name="start"][value="${start}"]`).check()
  await page.getByRole('button', { name: 'Set up the battle' }).click()
}

async function drawAndActivate(page: Page, marker: string, name: string) {
  await page.locator('select[name="marker"]').selectOption(marker)
  await page.getByRole('button', { name: 'Record the draw' }).click()
  await page.getByRole('button', { name: `Activate ${name}` }).click()
  await expect(page.getByTestId('activation')).toContainText(`Activation: ${name}`)
}

/** Every die of a counted pool on one face ("8 × 1s"), through the shared DiceTray's count per face. */
async function allDice(page: Page, pool: string, face: number) {
  const box = page.locator(`fieldset[data-pool="${pool}"]`)
  const n = Number(/: (\d+) ×/.exec(await box.locator('legend').innerText())?.[1])
  await box.locator(`input[name="count-${face}"]`).fill(String(n))
}

test('waterloo flow: Reille activated, one Unit Action each, a failed Close To Contact Test stops the attack and logs once, two owed Retreats stay two', async ({ page }) => {
  test.setTimeout(120_000)
  await setUp(page, 'Flow at Hougoumont', 'no rain')
  await expect(page.getByTestId('where')).toHaveText('Game Turn 1 · Draw Activation Marker Phase')
  // Nothing acts before a marker is drawn (D-1): Pellitier's Bombardment is refused with the rule.
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-name="Pellitier"]').click()
  await expect(page.locator('[data-test="verdict"]').first()).toContainText('Not now: Bombardment.')
  await expect(page.locator('[data-test="verdict"]').first()).toContainText('(seed 002, D)')

  // Reille's marker drawn and activated: his Corps' units are listed, and only they may act (D-1).
  await tab(page, 'Turn')
  await drawAndActivate(page, 'fr-II', 'Reille II Corps')
  await expect(page.getByTestId('where')).toHaveText('Game Turn 1 · Activation Phase: Reille II Corps')
  const row = (n: string) => page.getByTestId('activation').locator(`[data-unit="${n}"]`)
  await expect(row('Foy')).toBeVisible()
  await expect(row('Pellitier')).toBeVisible()
  await expect(page.getByTestId('activation').locator(`[data-unit="L'Hertier"]`)).toHaveCount(0)
  // Pellitier's guns may not Close Combat (F-4).
  await expect(row('Pellitier').getByRole('button', { name: 'Pellitier: Close Combat' })).toBeDisabled()
  await expect(row('Pellitier')).toContainText('Artillery units may not use this Unit Action. (seed 002, F-4)')
  // Pellitier maneuvers one hex: a Flat hex next to the enemy. Then it has acted: every action refused, the reason shown (F).
  await row('Pellitier').getByRole('button', { name: 'Pellitier: Maneuver' }).click()
  await page.getByRole('button', { name: 'Add a hex' }).click()
  await page.locator('input[name="enemy-0"]').check()
  await expect(page.getByTestId('maneuver-count')).toHaveText('1 of 2 hexes counted')
  // A second hex after the one next to the enemy is refused: the unit must stop (F-1d).
  await page.getByRole('button', { name: 'Add a hex' }).click()
  await expect(page.getByRole('group', { name: 'Pellitier: Maneuver' }).getByRole('alert')).toContainText('A unit must stop moving when it enters a hex adjacent to an enemy unit. (seed 002, F-1d)')
  await page.getByRole('button', { name: 'Remove the last' }).click()
  await page.getByRole('button', { name: 'Log the Maneuver' }).click()
  await undoShows(page, 'Pellitier Maneuvers: 1 hex (1 of 2 counted)')
  await expect(row('Pellitier').getByTestId('acted')).toHaveText('acted: Maneuver')
  for (const a of ['Maneuver', 'Bombard', 'Rally', 'Close Combat']) await expect(row('Pellitier').getByRole('button', { name: `Pellitier: ${a}` })).toBeDisabled()
  await expect(row('Pellitier')).toContainText('Each unit of the Corps named on the marker may activate … with one Unit Action. (seed 002, F)')
  await expect(page.getByTestId('where')).toHaveText('Game Turn 1 · Activation Phase: Reille II Corps (1 unit acted)')
  const axe = async () => (await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`)
  expect(await axe()).toEqual([])

  // A unit of another Corps is refused on the Combat tab too (D-1); the pickers show the acting side first, labelled.
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Close Combat', exact: true }).click()
  await expect(page.getByRole('radiogroup').first()).toHaveAttribute('aria-label', 'Attacker — Armée du Nord (acting)')
  await page.locator(`[data-picker="attacker"][data-name="L'Hertier"]`).click()
  await page.locator('[data-picker="defender"][data-name="Picton"]').click()
  await expect(page.locator('.close [data-test="verdict"]').first()).toContainText('No other units can be activated. (seed 002, D-1)')
  await expect(page.getByRole('button', { name: 'Log the test' })).toHaveCount(0)
  await page.locator(`[data-picker="attacker"][data-name="L'Hertier"]`).click()

  // Jerome attacks Cooke: his Close To Contact Test fails (a 6 against ER 4). The test is logged once, and the attack stops (F-4d).
  await page.locator('[data-picker="attacker"][data-name="Jerome"]').click()
  await enterCounter(page, 'Jerome', { 'fresh.strengthPoints': '4', 'fresh.artilleryFactor': '1', 'fresh.elanRating': '4' })
  await page.locator('[data-picker="defender"][data-name="Cooke"]').click()
  await enterDice(page, [['Elan die', 6]])
  await page.getByRole('button', { name: 'Log the test' }).click()
  await undoShows(page, 'Jerome: Close To Contact Test against Cooke — fail')
  await expect(page.getByRole('button', { name: 'Log the test' })).toHaveCount(0)
  await expect(page.getByTestId('contact')).toHaveText('Close To Contact Test: failed')
  await expect(page.locator('.close')).toContainText('The Close To Contact Test of this attack is logged already: an attacking unit takes it once. (seed 002, F-4d)')
  await enterCounter(page, 'Cooke', { type: 'infantry', 'fresh.strengthPoints': '4', 'fresh.artilleryFactor': '1', 'fresh.elanRating': '4' })
  await expect(page.locator('.close')).toContainText('Not now: Close Combat. If the test is failed, an Infantry unit may not Close Combat or Move')
  await expect(page.getByRole('button', { name: 'Apply to both' })).toHaveCount(0)
  expect(await axe()).toEqual([])
  // Nor can it be logged again from the Elan Tests screen: the attack's tests are taken with the attack.
  await page.getByRole('tab', { name: 'Elan Tests', exact: true }).click()
  await page.locator('select[name="elan-test"]').selectOption('close-to-contact')
  await expect(page.getByTestId('attack-test')).toContainText('take it on the Close Combat screen')
  await expect(page.getByRole('button', { name: 'I rolled' })).toHaveCount(0)
  await tab(page, 'Log')
  expect((await logText(page)).filter((l) => l.includes('Close To Contact Test')).length).toBe(1)
  // Its only fire is Desultory Fire at Cooke (F-4d), offered from the Close Combat screen.
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Close Combat', exact: true }).click()
  await page.locator('[data-picker="attacker"][data-name="Jerome"]').click()
  // Picking Jerome again brings back his attack's target: the failed test is in the log, not the screen's memory.
  await expect(page.locator('[data-picker="defender"][data-name="Cooke"]')).toHaveAttribute('aria-checked', 'true')
  await page.getByRole('button', { name: 'Desultory Fire at Cooke' }).click()
  await expect(page.locator('input[name="desultoryFire"]')).toBeChecked()
  await expect(page.locator('[data-picker="target"][data-name="Cooke"]')).toHaveAttribute('aria-checked', 'true')

  // Foy attacks Picton: Confident, then the combat; Picton's dice all hit. Foy takes 3 Step Losses, owes his Panic Test and a two-hex Retreat.
  await page.getByRole('tab', { name: 'Close Combat', exact: true }).click()
  await page.locator('[data-picker="attacker"][data-name="Foy"]').click()
  await page.locator('[data-picker="defender"][data-name="Picton"]').click()
  await enterDice(page, [['Elan die', 1]])
  await page.getByRole('button', { name: 'Log the test' }).click()
  await undoShows(page, 'Foy: Close To Contact Test against Picton — Confident')
  await enterCounter(page, 'Foy', { type: 'infantry' })
  await enterCounter(page, 'Picton', { type: 'infantry' })
  await page.getByRole('button', { name: 'I rolled' }).click()
  await allDice(page, 'attacker die', 1)
  await allDice(page, 'defender die', 6)
  await page.getByRole('button', { name: 'Apply to both' }).click()
  await expect(page.getByTestId('undo')).toContainText('Foy attacks Picton: Picton wins — Foy 3 Step Losses (Battleworn)')
  await expect(page.locator('[data-owed="Foy: Panic Test"]')).toHaveCount(1)
  await expect(page.locator('[data-owed="Foy: Retreat 2 hexes"]')).toHaveCount(1)
  // The Panic Test fails (a 6 against Battleworn ER 3): one more hex of Retreat, owed as its own item.
  await page.locator('[data-owed="Foy: Panic Test"]').getByRole('button', { name: 'Do it' }).click()
  await enterDice(page, [['Elan die', 6]])
  await page.getByRole('button', { name: 'Apply to Foy' }).click()
  await undoShows(page, 'Foy: Panic Test — fail: Retreat one hex')
  await expect(page.locator('[data-owed="Foy: Retreat 2 hexes"]')).toHaveCount(1)
  await expect(page.locator('[data-owed="Foy: Retreat 1 hex"]')).toHaveCount(1)

  // The activation cannot end while they are owed (F), nor the turn (H).
  await tab(page, 'Turn')
  await expect(row('Foy').getByTestId('acted')).toHaveText('acted: Close Combat')
  await expect(page.getByRole('button', { name: 'Activation done' })).toBeDisabled()
  await expect(page.getByTestId('activation')).toContainText('Not now: Activation done. The activated unit has its action fully resolved before the next unit can activate with its own Unit Action. (seed 002, F)')
  await expect(page.getByRole('button', { name: 'End Phase' })).toHaveCount(0)

  // Two owed Retreats stay two: the two-hex one done, the one-hex one still owed; they add up to 3 (ruling 41).
  await page.locator('[data-owed="Foy: Retreat 2 hexes"]').getByRole('button', { name: 'Do it' }).click()
  await expect(page.getByTestId('retreats-owed')).toContainText('2 Retreats owed')
  await expect(page.getByTestId('retreats-owed')).toContainText('3 hexes in all (ruling 41); this one: Foy: Retreat 2 hexes')
  await expect(page.locator('input[name="hexes-due"]')).toHaveValue('2')
  await page.locator('input[name="hexes-retreated"]').fill('2')
  await page.getByRole('button', { name: 'Apply to Foy' }).click()
  await undoShows(page, 'Foy Retreats 2 of 2 hexes: no Step Loss')
  await expect(page.locator('[data-owed="Foy: Retreat 2 hexes"]')).toHaveCount(0)
  await expect(page.locator('[data-owed="Foy: Retreat 1 hex"]')).toHaveCount(1)
  await page.locator('[data-owed="Foy: Retreat 1 hex"]').getByRole('button', { name: 'Do it' }).click()
  await expect(page.locator('input[name="hexes-due"]')).toHaveValue('1')
  await page.locator('input[name="hexes-retreated"]').fill('1')
  await page.getByRole('button', { name: 'Apply to Foy' }).click()
  await undoShows(page, 'Foy Retreats 1 of 1 hexes: no Step Loss')
  await expect(page.locator('[data-owed]')).toHaveCount(0)

  // Now the activation ends; Reille's units may not act again this activation, and the next marker may be drawn.
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'Activation done' }).click()
  await undoShows(page, 'Reille II Corps: activation done (3 units acted)')
  await expect(page.getByRole('button', { name: 'Draw a marker' })).toBeEnabled()
  await page.screenshot({ path: 'test-results/waterloo-flow.png' })
})

/** Draws every marker left in the container, activating each drawn Corps or commander and ending its activation. */
async function drawTheCup(page: Page) {
  const count = page.getByTestId('cup-count')
  for (;;) {
    const before = await count.innerText()
    if (before.startsWith('0 markers')) return
    await page.getByRole('button', { name: 'Draw a marker' }).click()
    // The drawn panel and the count are one render: once the count moved, the drawn marker (if any) is on screen.
    await expect(count).not.toHaveText(before)
    if (await page.getByTestId('drawn').isVisible()) {
      await page.getByRole('button', { name: /^Activate / }).click()
      await expect(page.getByTestId('activation')).toBeVisible()
      await page.getByRole('button', { name: 'Activation done' }).click()
      await expect(page.getByTestId('activation')).toHaveCount(0)
    }
  }
}

// The battle is imported at Game Turn 11 (tests/fixtures/waterloo/make.ts plays Game Turns 5–10 through the Turn tab's
// drafts): drawing those 90 markers through the screens added nothing but minutes. The old loop also read "is there a
// Draw button?" straight after tapping "Activation done", before the tap had been written, found none, and waited on a
// disabled End Phase: every read below first waits for the state the tap made.
test('waterloo flow: Wellington rallies a chosen unit once; the game is over after Game Turn 12 and the umpire may play on, logged', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/')
  await page.getByTestId('import-file').setInputFiles({ name: 'flow.battle.json', mimeType: 'application/json', buffer: await readFile('tests/fixtures/waterloo/game-turn-11.battle.json') })
  await expect(page.getByTestId('battle-name')).toHaveText('Flow to the end')
  await tab(page, 'Turn')
  await expect(page.getByTestId('game-turn')).toContainText('Game Turn 11')
  // Wellington drawn: first Rally one Anglo-Allied unit, chosen (D-3b); a French unit is refused.
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'Anglo-Allied army', exact: true }).click()
  await page.getByRole('button', { name: 'Cooke: +1 Step Loss', exact: true }).click()
  await undoShows(page, 'Cooke: +1 Step Loss: Fresh + Shaken')
  await tab(page, 'Turn')
  await drawAndActivate(page, 'wellington', 'Wellington')
  await expect(page.getByRole('radiogroup', { name: 'Anglo-Allied unit to Rally' }).locator('[data-name="Foy"]')).toHaveCount(0)
  await page.locator('[data-picker="commander-rally"][data-name="Cooke"]').click()
  await page.getByRole('button', { name: 'Rally Cooke' }).click()
  await undoShows(page, 'Wellington: Cooke rallies: Fresh')
  await expect(page.getByTestId('activation')).toContainText('Anglo-Allied unit rallied.')
  await expect(page.getByRole('button', { name: /^Rally / })).toHaveCount(0)
  await page.getByRole('button', { name: 'Activation done' }).click()
  await expect(page.getByTestId('activation')).toHaveCount(0)

  for (const turn of [11, 12]) {
    if (turn === 12) {
      // Ziethen's I Corps arrives (its marker in the Game Turn 12 box, C and I): nothing is drawn until its units are entered (I-1).
      const arrival = page.getByRole('region', { name: 'Prussian Arrival: Ziethen I Corps' })
      await expect(page.getByTestId('where')).toHaveText('Game Turn 12 · Prussian Arrival: Ziethen I Corps at 2003')
      await expect(page.getByRole('button', { name: 'Draw a marker' })).toBeDisabled()
      await expect(page.locator('.cup')).toContainText('When the Corps arrives per the above, Prussian units are immediately entered as follows')
      // The Cavalry first (I-1a); the Artillery never at arrival (I-4).
      await expect(arrival.getByRole('button', { name: 'Enter Ziethen infantry A' })).toBeDisabled()
      await expect(arrival.locator('[data-unit="Ziethen infantry A"]')).toContainText('The arriving Corps\' Cavalry unit is first placed onto the assigned Entry Hex. (seed 002, I-1a)')
      await expect(arrival.getByRole('button', { name: 'Enter Ziethen guns' })).toBeDisabled()
      await expect(arrival.getByRole('button', { name: 'Entry Hex fully stacked: the rest wait off the map' })).toBeDisabled()
      await arrival.locator('input[name="end-hex-pr-I-test-1"]').fill('1805')
      await arrival.getByRole('button', { name: 'Enter Ziethen cavalry' }).click()
      await undoShows(page, 'Ziethen cavalry enters at 2003, moves to 1805 (Prussian Arrival, I-1)')
      await arrival.getByRole('button', { name: 'Enter Ziethen infantry A' }).click()
      await undoShows(page, 'Ziethen infantry A enters at 2003 (Prussian Arrival, I-1)')
      await expect(arrival.locator('[data-unit="Ziethen infantry A"] [data-test="entered"]')).toHaveText('on the map')
      await expect(arrival.getByRole('button', { name: 'Enter Ziethen guns' })).toBeDisabled()
      await expect(arrival.locator('[data-unit="Ziethen guns"]')).toContainText('followed by the Corps\' Artillery unit entering last. (seed 002, I-4)')
      await arrival.getByRole('button', { name: 'Entry Hex fully stacked: the rest wait off the map' }).click()
      await undoShows(page, 'Ziethen I Corps: Entry Hex fully stacked, the rest wait off the map (I-1c, I-2)')
      await expect(page.getByTestId('arrival')).toHaveCount(0)
      await expect(page.getByTestId('where')).toHaveText('Game Turn 12 · Draw Activation Marker Phase')
    }
    await drawTheCup(page)
    if (turn === 12) {
      // Tests owed stop the End Phase (H): Foy's third Step Loss owes a Panic Test.
      await tab(page, 'Units')
      await page.getByRole('button', { name: 'Armée du Nord', exact: true }).click()
      for (const now of ['Fresh + Shaken', 'Fresh + Disrupted', 'Battleworn']) {
        await page.getByRole('button', { name: 'Foy: +1 Step Loss', exact: true }).click()
        await undoShows(page, `Foy: +1 Step Loss: ${now}`)
      }
      await tab(page, 'Turn')
      await expect(page.getByRole('button', { name: 'End Phase' })).toBeDisabled()
      await expect(page.locator('.cup')).toContainText('Not now: End Phase. The activated unit has its action fully resolved')
      await page.locator('[data-owed="Foy: Panic Test"]').getByRole('button', { name: 'Do it' }).click()
      await enterDice(page, [['Elan die', 1]])
      await page.getByRole('button', { name: 'Apply to Foy' }).click()
      await undoShows(page, 'Foy: Panic Test — pass')
      await tab(page, 'Turn')
    }
    await page.getByRole('button', { name: 'End Phase' }).click()
    if (turn < 12) await expect(page.getByTestId('game-turn')).toContainText(`Game Turn ${turn + 1} `)
  }
  // The game is over (C): the result says so and nothing more is drawn.
  await undoShows(page, 'End of Game Turn 12: the game is over')
  await expect(page.getByTestId('game-over')).toContainText('The game is over after Game Turn 12')
  await expect(page.getByTestId('result')).toHaveText(/^-?\d+ VP: /)
  await expect(page.getByTestId('where')).toHaveText('Game Turn 12 · the game is over')
  await expect(page.getByRole('button', { name: 'Draw a marker' })).toHaveCount(0)
  await tab(page, 'Units')
  await page.getByRole('button', { name: 'Armée du Nord', exact: true }).click()
  await expect(page.locator('[data-unit="Foy"]')).toContainText('If you have completed Game Turn #12, the marker is not moved, and the game is over. (seed 002, C)')
  // The umpire plays on: logged, and the cup can be drawn again.
  await tab(page, 'Turn')
  await page.getByRole('button', { name: 'Umpire: play on' }).click()
  await undoShows(page, 'Umpire plays on after Game Turn 12 (the game was over, seed 002, C)')
  await expect(page.getByTestId('where')).toHaveText('Game Turn 12 · the game is over (the umpire plays on)')
  await expect(page.getByRole('button', { name: 'Draw a marker' })).toBeEnabled()
})
