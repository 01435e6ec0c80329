import { expect, test, type Page } from '@playwright/test'
import { logText } from './helpers'
import { createTableBattle, enterDice, side, tab } from './boardgame-helpers'

/** A unit with its sector (3.1: the cards order by sector). */
async function addUnit(page: Page, u: { type: string; name: string; general?: string; sector: 'left' | 'centre' | 'right' }) {
  await page.locator('select[name="unitType"]').selectOption(u.type)
  await page.locator('input[name="unit-name"]').fill(u.name)
  await page.locator('input[name="general"]').fill(u.general ?? '')
  await page.locator('select[name="unit-sector"]').selectOption(u.sector)
  await page.getByRole('button', { name: 'Add unit' }).click()
  await expect(page.locator(`[data-unit="${u.name}"]`)).toBeVisible()
}

/** seed 000, 5.1 step 1: the players say which physical card each played. */
async function play(page: Page, s: 'a' | 'b', card: string) {
  await page.locator(`select[name="card-${s}"]`).selectOption(card)
  await page.locator(`[data-side="${s}"]`).getByRole('button', { name: 'Played' }).click()
}

const owed = (page: Page, label: string) => page.locator(`[data-owed="${label}"]`)

test('boardgame flow at 390 × 844: cards drive the calculators, a unit acts once, a reaction leads to its fire, two owed retreats stay two, a won battle ends', async ({ page }) => {
  await createTableBattle(page, 'Flow')
  await tab(page, 'Units')
  // Before Start no victory is claimed over 0 of 0 units (issue 22).
  await expect(page.getByTestId('victory')).not.toContainText('Immediate victory')
  await page.locator('input[name="mode"][value="physical"]').check()
  await page.getByRole('button', { name: 'Start Quatre Bras' }).click()
  await expect(page.getByTestId('victory')).toContainText('The French win if they eliminate 6 English units.')
  await page.getByRole('button', { name: 'New unit' }).click()
  await addUnit(page, { type: 'line-infantry', name: '2e Léger', general: 'Reille', sector: 'centre' })
  await addUnit(page, { type: 'heavy-cavalry', name: 'Cuirassiers', sector: 'centre' })
  await side(page, 'Anglo-Allied army')
  await addUnit(page, { type: 'line-infantry', name: '92nd Foot', sector: 'centre' })
  await addUnit(page, { type: 'light-artillery', name: 'Rogers', sector: 'centre' })
  await addUnit(page, { type: 'line-infantry', name: '42nd Highlanders', sector: 'centre' })
  await page.getByRole('button', { name: 'Close' }).click()

  // Hour 1, round 1: Leadership against an Attack in the Center, whose count is printed on the card.
  await tab(page, 'Cards')
  await expect(page.getByTestId('where')).toHaveText('Deal hour 1')
  await page.getByRole('button', { name: 'Deal hour 1' }).click()
  await play(page, 'a', 'leadership')
  await expect(page.locator('[data-side="b"] [data-test="verdict"]')).toHaveCount(0)
  await play(page, 'b', 'attacco-centrale')
  // The round counter stays on round 1 while its orders are given (4.1, 5.1).
  await expect(page.getByTestId('card-counter')).toHaveText('Hour 1/6 · Round 1/6')
  await expect(page.locator('[data-side="b"] [data-test="card-text"]')).toHaveText('Attack in the Center: move and/or fire any unit or general in the centre; how many units is printed on the card')
  await page.locator('input[name="allow-b"]').fill('2')
  await page.locator('[data-round-side="b"]').getByRole('button', { name: 'Set' }).click()
  // A special order card goes first (5.1); Leadership orders the generals and the units they are attached to.
  await expect(page.getByTestId('where')).toHaveText('Hour 1 · round 1 · French order (1 of 1 left) first')
  // A next card waits for the orders (a warning the umpire could override).
  await expect(page.locator('[data-side="a"] [data-test="verdict"]')).toContainText('Repeat steps 2 and 3 until both players have given all their orders.')

  // The card played changes what the calculator offers: Reille gives 2 dice with Leadership, 3 + 2 = 5 at 2 hexes.
  await tab(page, 'Combat')
  await page.locator('[data-picker="firer"][data-name="2e Léger"]').click()
  await expect(page.getByTestId('leadership')).toHaveText('Leadership played this round: an attached general gives 2 dice instead of 1.')
  await expect(page.getByRole('checkbox', { name: /Leadership/ })).toHaveCount(0)
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  await page.locator('input[name="range-tape"]').fill('16')
  await enterDice(page, [['battle die 1', 'infantry'], ['battle die 2', 'cavalry'], ['battle die 3', 'artillery'], ['battle die 4', 'general'], ['battle die 5', 'general']])
  await expect(page.locator('[data-testid="result-line"]')).toHaveText('1 hit, 0 flags')
  await page.getByRole('button', { name: 'Apply to 92nd Foot' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: 2e Léger fires at 92nd Foot: 1 hit (3 left)')
  // A unit that has acted cannot act again: the reason beside a control that is disabled.
  await page.locator('[data-picker="target"][data-name="Rogers"]').click()
  await expect(page.locator('[data-test="verdict"]').first()).toContainText('Each unit can fire only once each round. (seed 000, 7.1)')
  await expect(page.getByRole('button', { name: 'I rolled' })).toBeDisabled()
  await tab(page, 'Units')
  await side(page, 'Armée du Nord')
  await page.locator('[data-unit="2e Léger"] button.name').click()
  await expect(page.locator('[data-unit="2e Léger"] [data-order="hold"]')).toBeDisabled()
  await expect(page.locator('[data-unit="2e Léger"] [data-test="orders"]')).toContainText('You can only give any unit one order during a single round.')
  await expect(page.locator('[data-unit="2e Léger"]')).toContainText('this round: fired')
  await tab(page, 'Cards')
  await page.locator('[data-done="b"]').click()
  await expect(page.getByTestId('where')).toHaveText('Hour 1 · round 1 over · both play a card for round 2 of 6')

  // Round 2: Grand Charge against a Probe in the Centre (1 unit). The Cuirassiers move 2 hexes to charge.
  await play(page, 'a', 'grande-carica')
  await play(page, 'b', 'sondaggio-centrale')
  await expect(page.getByTestId('card-counter')).toHaveText('Hour 1/6 · Round 2/6')
  await page.locator('input[name="allow-b"]').fill('1')
  await page.locator('[data-round-side="b"]').getByRole('button', { name: 'Set' }).click()
  await tab(page, 'Units')
  await side(page, 'Armée du Nord')
  await page.locator('[data-unit="Cuirassiers"] button.name').click()
  await page.locator('[data-unit="Cuirassiers"] input[name="hexes"]').fill('2')
  await page.locator('[data-unit="Cuirassiers"] [data-order="move"]').click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: Cuirassiers moves 2 hexes')

  // Rogers reacts (9.41): one empty hex, an English flag. The reaction is owed and leads on to its fire.
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Special action' }).click()
  await page.locator('[data-picker="reacting"][data-name="Rogers"]').click()
  await page.locator('input[name="empty-hexes"]').fill('1')
  await enterDice(page, [['white die 1', 'English']])
  await page.getByRole('button', { name: 'Log for Rogers' }).click()
  await expect(owed(page, 'Rogers: reaction — fire with 5 dice')).toBeVisible()
  await owed(page, 'Rogers: reaction — fire with 5 dice').getByRole('button', { name: 'Do it' }).click()
  await expect(page.getByTestId('reaction')).toContainText('it reacts BEFORE the enemy cavalry attacks (seed 000, 9.41)')
  await page.locator('[data-picker="target"][data-name="Cuirassiers"]').click()
  await page.locator('input[name="range-tape"]').fill('8')
  await enterDice(page, [['battle die 1', 'cavalry'], ['battle die 2', 'flag'], ['battle die 3', 'infantry'], ['battle die 4', 'infantry'], ['battle die 5', 'infantry']])
  await page.getByRole('button', { name: 'Apply to Cuirassiers' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: Reaction: Rogers fires at Cuirassiers: 1 hit, 1 flag (2 left)')
  await expect(owed(page, 'Rogers: reaction — fire with 5 dice')).toHaveCount(0)
  await expect(owed(page, 'Cuirassiers: 1 retreat flag')).toBeVisible()
  // Rogers, still the chosen firer, is spent for the round (9.41).
  await expect(page.locator('[data-test="verdict"]').first()).toContainText('Units that perform a special action may not move or fire for the remainder of the round')
  // The Cuirassiers, driven back, still charge at the umpire's word (logged): a second retreat is owed.
  await page.locator('[data-picker="firer"][data-name="Cuirassiers"]').click()
  await expect(page.locator('[data-test="verdict"]').first()).toContainText('reacts BEFORE the enemy cavalry attacks')
  await page.getByTestId('override').click()
  await page.locator('[data-picker="target"][data-name="92nd Foot"]').click()
  await enterDice(page, [['battle die 1', 'infantry'], ['battle die 2', 'flag'], ['battle die 3', 'cavalry']])
  await page.getByRole('button', { name: 'Apply to 92nd Foot' }).click()
  await expect(page.getByTestId('undo')).toContainText('Undo: Cuirassiers fires at 92nd Foot: 1 hit, 1 flag (2 left) (umpire allowed:')
  // Two owed retreats stay two until each is done.
  await expect(page.locator('[data-owed]')).toHaveCount(2)
  await tab(page, 'Cards')
  await expect(page.locator('[data-side="a"] [data-test="verdict"]')).toContainText('Combats are resolved immediately, including taking losses and retreating. Still owed: 2.')
  await tab(page, 'Combat')
  await owed(page, 'Cuirassiers: 1 retreat flag').getByRole('button', { name: 'Do it' }).click()
  await page.getByRole('button', { name: 'Carry out the retreat' }).click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: Cuirassiers retreats 1 hex')
  await expect(page.locator('[data-owed]')).toHaveCount(1)
  await expect(owed(page, '92nd Foot: 1 retreat flag')).toBeVisible()
  await owed(page, '92nd Foot: 1 retreat flag').getByRole('button', { name: 'Do it' }).click()
  await page.getByRole('button', { name: 'Carry out the retreat' }).click()
  await expect(page.locator('[data-owed]')).toHaveCount(0)

  // Ruling 33: either count wins at once. Two of three English units off the map: the battle is won and ends.
  await tab(page, 'Rulings')
  await page.locator('input[name="scenarioLosses"][value="either"]').check()
  await tab(page, 'Units')
  await side(page, 'Anglo-Allied army')
  for (const name of ['Rogers', '42nd Highlanders']) {
    await page.locator(`[data-unit="${name}"] button.name`).click()
    await page.locator(`[data-unit="${name}"] input[name="why"]`).fill('routed off the table')
    await page.locator(`[data-unit="${name}"]`).getByRole('button', { name: 'Eliminated' }).click()
  }
  await expect(page.getByTestId('victory')).toContainText('Immediate victory: French eliminated 2 of 3 enemy units: half rounded up is 2')
  await expect(page.getByTestId('battle-over')).toBeVisible()
  await tab(page, 'Cards')
  await expect(page.getByTestId('where')).toHaveText('French wins (immediate victory) · the battle is over')
  await expect(page.locator('[data-side="a"] [data-test="verdict"]')).toContainText('The battle is won')
  await expect(page.locator('[data-side="a"]').getByRole('button', { name: 'Played' })).toBeDisabled()
  // The umpire plays on: logged, and the cards run again.
  await page.getByTestId('play-on').click()
  await expect(page.getByTestId('undo')).toHaveText('Undo: The battle is won; the umpire plays on')
  await expect(page.getByTestId('where')).not.toContainText('the battle is over')
  await tab(page, 'Log')
  expect((await logText(page)).join('\n')).toContain('The battle is won; the umpire plays on')
})
