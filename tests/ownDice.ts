import type { Page } from '@playwright/test'

/**
 * The players' own dice through the shared dice tray ("I rolled"): a few dice are tapped face by face;
 * a pool of more than 3 numbered dice of one role ("attacker die 1" … "attacker die 8") is entered as a
 * count per face, the way players read a handful of dice ("three 6s, two 4s").
 */
export async function enterOwnDice(page: Page, faces: readonly (readonly [string, string | number])[]) {
  await page.getByRole('button', { name: 'I rolled' }).click()
  const pools = new Map<string, (string | number)[]>()
  for (const [role, face] of faces) {
    const stem = /^(.*\S)\s+\d+$/.exec(role)?.[1]
    if (stem) pools.set(stem, [...(pools.get(stem) ?? []), face])
  }
  const counted = new Set<string>()
  for (const [stem, got] of pools) {
    const pool = page.locator(`[data-pool="${stem}"]`)
    if (!(await pool.count())) continue
    counted.add(stem)
    const tally = new Map<string, number>()
    for (const f of got) tally.set(String(f), (tally.get(String(f)) ?? 0) + 1)
    for (const [face, n] of tally) await pool.locator(`[data-face-count="${face}"]`).fill(String(n))
  }
  for (const [role, face] of faces) {
    const stem = /^(.*\S)\s+\d+$/.exec(role)?.[1]
    if (stem && counted.has(stem)) continue
    await page.getByRole('group', { name: role, exact: true }).locator(`[data-face="${face}"]`).click()
  }
}
