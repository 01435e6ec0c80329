import { expect, test, type Page } from '@playwright/test'
import { createBattle, logText } from './helpers'
import { addLeader, option, undoSays } from './series-command-helpers'
import { nextPhases, tab } from './series-helpers'
import { clubServer, joinAs, phone, share } from './sync-phones'

/**
 * Issue 25, "Hidden information (hands, hidden orders) does not travel to phones that may not see it", with the
 * real club server: seed 001 17.8, "An order is never revealed to the enemy except" on an order check. The French
 * player writes Reille's order on his phone; the Prussian phone sees the aide ride and the obedience check, never
 * the order, its written part or a log line naming it; the umpire sees all; an order check reveals it to both.
 */
const PORT = Number(process.env.SYNC_ORDERS_PORT ?? 5322)
const server = clubServer(PORT)

const reille = (page: Page) => page.locator('[data-orders="Reille"]')

test('a player never sees the other side’s orders; the umpire does; an order check (17.8) shows it to both', async () => {
  test.setTimeout(150_000)
  const umpire = await phone(server().origin)
  await createBattle(umpire, { name: 'Ligny', ruleset: 'series', sides: ['French', 'Prussians'] })
  await option(umpire, 'commandLevel', '4')
  await tab(umpire, 'Units')
  await addLeader(umpire, { name: 'Reille', corps: 'II', hex: '1205', obedience: 4, initiative: 3 })
  const links = await share(umpire, server().origin)
  const french = await phone(server().origin)
  await joinAs(french, links.a!, 'French phone')
  const prussian = await phone(server().origin)
  await joinAs(prussian, links.b!, 'Prussian phone')

  // The Prussian phone may not give the French commander his orders.
  await tab(prussian, 'Turn')
  await expect(reille(prussian).getByTestId('order-hidden')).toBeVisible()
  await expect(reille(prussian).getByRole('button', { name: 'Set initial order' })).toHaveCount(0)

  // The French player gives Reille his initial order and, in the movement phase, sends a written order by aide.
  await tab(french, 'Turn')
  await reille(french).locator('select[name^="initial-"]').selectOption('defense')
  await reille(french).getByRole('button', { name: 'Set initial order' }).click()
  await undoSays(french, 'Reille: initial order defense')
  await nextPhases(french, 1)
  await reille(french).getByText('Send a new order').click()
  await reille(french).locator('select[name^="order-"]').selectOption('attack')
  await reille(french).locator('input[name^="aide-"]').fill('1')
  await reille(french).locator('textarea[name^="written-objective-"]').fill('attack the village of Rothenen')
  await reille(french).getByRole('button', { name: 'Send order' }).click()
  await undoSays(french, 'Aide 1 rides to Reille with an attack order and its written part')

  // The Prussian phone: the aide is on the map, the order is not; its log never names it.
  await expect(reille(prussian).locator('[data-aide="1"]')).toContainText('Aide 1 riding to corps commander (sent turn 1)', { timeout: 15_000 })
  await expect(reille(prussian).getByTestId('order-hidden')).toContainText('hidden')
  await tab(prussian, 'Log')
  const seen = (await logText(prussian)).join('\n')
  expect(seen).toContain('Aide 1 rides to Reille (17.5)')
  expect(seen).toContain('Reille: initial order given (17.3)')
  expect(seen).not.toMatch(/attack|defense|Rothenen/i)

  // The umpire sees everything.
  await tab(umpire, 'Turn')
  await expect(reille(umpire).locator('[data-aide="1"]')).toContainText('with an attack order and its written part', { timeout: 15_000 })
  await expect(reille(umpire).getByTestId('order')).toContainText('defense')

  // The aide arrives: the obedience check owed is on every phone's owed list, in words naming no order.
  await reille(french).getByRole('button', { name: 'Aide 1 arrives' }).click()
  await undoSays(french, 'Aide 1 reaches Reille with the attack order')
  await tab(prussian, 'Turn')
  await expect(prussian.locator('[data-owed="Reille: obedience check"]')).toContainText('received an order in turn 1 (17.6)', { timeout: 15_000 })
  await expect(umpire.locator('[data-owed="Reille: obedience check"]')).toBeVisible({ timeout: 15_000 })
  await expect(prussian.getByTestId('owed-tests')).not.toContainText('attack')

  // 17.8: the Prussian player feels cheated; the French player reveals the order. Both phones now show it.
  await reille(french).getByRole('button', { name: 'Order check: reveal to the enemy (17.8)' }).click()
  await undoSays(french, "Order check (17.8): Reille's order is defense")
  await tab(prussian, 'Turn')
  await expect(reille(prussian).getByTestId('order-revealed')).toContainText('Revealed on an order check in turn 1: defense', { timeout: 15_000 })
  await expect(reille(prussian).getByTestId('order-revealed')).not.toContainText('attack')
})
