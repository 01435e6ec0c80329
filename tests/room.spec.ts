import { expect, test, type Page } from '@playwright/test'
import { RULESETS, startedBattle, tab } from './room-helpers'

/*
 * Issue 21, "Room on the screen", at 390 × 844: on every battle tab and every sub-tab of a started battle of each
 * ruleset, the screen's own content keeps at least 75 % of the viewport: the viewport less everything pinned over
 * it (the bar with Undo, the tab bar, any sticky or fixed bar inside the screen). Undo stays on screen and one tap
 * away, and no field or button is ever hidden under a pinned bar, wherever the screen is scrolled to it.
 * The shares are printed for the report.
 */

interface Room { share: number; atTop: number; pinned: string[] }

/** The share of the viewport left to the screen's content, with the screen scrolled to its top and to its end. */
async function room(page: Page): Promise<Room> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('main.content')
    if (!main) throw new Error('no battle content')
    const vh = window.innerHeight
    // Sticky inside a box that scrolls on its own (a wide table's header row) is not pinned over the screen.
    const scroller = (e: Element) => { for (let x = e.parentElement; x; x = x.parentElement) if (getComputedStyle(x).overflowY !== 'visible' || getComputedStyle(x).overflowX !== 'visible') return x; return null }
    const pins = (e: Element) => { const p = getComputedStyle(e).position; return p === 'fixed' || (p === 'sticky' && scroller(e) === main) }
    const pinnedIn = () => [...main.querySelectorAll<HTMLElement>('*')].filter((e) => pins(e) && e.getClientRects().length > 0)
    const measure = () => {
      const m = main.getBoundingClientRect()
      const top = Math.max(0, m.top)
      const bottom = Math.min(vh, m.bottom)
      // The union of the pinned bars inside the scrolling screen, clipped to it.
      const spans = pinnedIn().map((e) => e.getBoundingClientRect()).map((r) => [Math.max(top, r.top), Math.min(bottom, r.bottom)] as const).filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0])
      let covered = 0
      let end = top
      for (const [a, b] of spans) { if (b > end) { covered += b - Math.max(a, end); end = b } }
      return (bottom - top - covered) / vh
    }
    const title = main.querySelector<HTMLElement>('.title')?.getBoundingClientRect().height ?? 0
    main.scrollTop = 0
    const first = measure()
    main.scrollTop = main.scrollHeight
    const last = measure()
    main.scrollTop = 0
    const pinned = pinnedIn().map((e) => `${e.tagName.toLowerCase()}.${[...e.classList].join('.')}`)
    // atTop: as the screen opens, the battle's name (which scrolls away) counted against the room as well.
    return { share: Math.min(first, last), atTop: Math.min(first, last) - title / vh, pinned }
  })
}

/** Every field and button of the screen brought into view at the top and at the bottom of the scrolling area: what covers its centre, if pinned. */
async function hiddenUnderPinned(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('main.content')!
    const scroller = (e: Element) => { for (let x = e.parentElement; x; x = x.parentElement) if (getComputedStyle(x).overflowY !== 'visible' || getComputedStyle(x).overflowX !== 'visible') return x; return null }
    const pins = (e: Element) => { const p = getComputedStyle(e).position; return p === 'fixed' || (p === 'sticky' && scroller(e) === main) }
    const pinnedAncestor = (e: Element | null): Element | null => {
      for (let x = e; x; x = x.parentElement) if (pins(x)) return x
      return null
    }
    const name = (e: Element) => `${e.tagName.toLowerCase()} "${(e.getAttribute('aria-label') ?? e.textContent ?? (e as HTMLInputElement).name ?? '').trim().slice(0, 40)}"`
    const found: string[] = []
    const controls = [...main.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, summary, [tabindex]')]
      // Drawn and not folded away (the content of a closed <details> still has boxes in Chromium).
      .filter((e) => e.checkVisibility({ visibilityProperty: true }) && e.getBoundingClientRect().width > 2 && e.getBoundingClientRect().height > 2 && !e.closest('.visually-hidden'))
    for (const el of controls) {
      for (const block of ['start', 'end'] as const) {
        const tall = el.getBoundingClientRect().height > main.clientHeight
        el.scrollIntoView({ block: tall ? 'center' : block, inline: 'nearest' })
        const r = el.getBoundingClientRect()
        const x = Math.min(Math.max(r.left + r.width / 2, 1), window.innerWidth - 1)
        const y = r.top + r.height / 2
        const hit = document.elementFromPoint(x, y)
        if (!hit) { found.push(`${name(el)}: off the screen when scrolled to (${block}), top ${Math.round(r.top)}`); continue }
        if (el.contains(hit) || hit.contains(el)) continue
        const p = pinnedAncestor(hit)
        if (!main.contains(hit)) found.push(`${name(el)}: under ${name(hit)} outside the screen (${block})`)
        else if (p && !p.contains(el)) found.push(`${name(el)}: under pinned ${name(p)} (${block})`)
      }
    }
    main.scrollTop = 0
    return found
  })
}

async function undoOneTapAway(page: Page) {
  const undo = page.getByTestId('undo')
  await expect(undo).toBeInViewport({ ratio: 1 })
  // Nothing lies over it: a tap at its centre reaches it.
  expect(await undo.evaluate((b) => { const r = b.getBoundingClientRect(); return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b })).toBe(true)
}

/** Opens every folded row and section of the screen, so its fields and buttons are all there to be covered, and the screen scrolls. */
async function unfold(page: Page) {
  await page.evaluate(() => {
    const main = document.querySelector<HTMLElement>('main.content')!
    for (const d of main.querySelectorAll('details')) d.open = true
    for (const b of main.querySelectorAll<HTMLButtonElement>('button[aria-expanded="false"]')) b.click()
  })
}

/** Each sub-tab of the screen in turn (none: the screen itself), each measured and checked. */
async function eachView(page: Page, where: string, check: (where: string) => Promise<void>) {
  const subtabs = page.locator('main.content').getByRole('tab')
  const n = await subtabs.count()
  if (n === 0) return check(where)
  // Each label whole on one line: no "Moral/e", no "Contr/ol".
  const broken = await subtabs.evaluateAll((ts) => ts.filter((t) => { const r = document.createRange(); r.selectNodeContents(t); return new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1 }).map((t) => t.textContent?.trim()))
  expect(broken, `${where}: sub-tab labels broken over two lines`).toEqual([])
  for (let i = 0; i < n; i++) {
    const t = subtabs.nth(i)
    const label = (await t.innerText()).trim()
    await t.click()
    await expect(t).toHaveAttribute('aria-selected', 'true')
    await check(`${where} / ${label}`)
  }
}

for (const ruleset of RULESETS) {
  test(`${ruleset}: every battle tab and sub-tab leaves ≥ 75 % of 390 × 844 to its content, Undo one tap away, nothing under a pinned bar`, async ({ page }) => {
    test.setTimeout(4 * 60_000)
    await startedBattle(page, ruleset)
    const labels = await page.getByRole('navigation', { name: 'Battle screens' }).getByRole('link').allInnerTexts()
    const shares: string[] = []
    const small: string[] = []
    const covered: string[] = []
    for (const label of labels.map((l) => l.replace(/\s+/g, ' ').trim())) {
      await tab(page, label)
      await page.waitForLoadState('networkidle')
      await expect(page.locator('main.content .screen > *').first()).toBeVisible()
      await eachView(page, label, async (where) => {
        await unfold(page)
        const r = await room(page)
        shares.push(`${where} ${(r.share * 100).toFixed(0)} % (${(r.atTop * 100).toFixed(0)} % with the title)${r.pinned.length ? ` pinned: ${r.pinned.join(', ')}` : ''}`)
        if (r.share < 0.75) small.push(`${where}: ${(r.share * 100).toFixed(1)} %`)
        await undoOneTapAway(page)
        covered.push(...(await hiddenUnderPinned(page)).map((c) => `${where}: ${c}`))
      })
    }
    console.info(`${ruleset}, share of the screen left to content:\n  ${shares.join('\n  ')}`)
    expect.soft(small, 'screens leaving less than 75 % to their content').toEqual([])
    expect(covered, 'controls hidden under a pinned bar').toEqual([])
  })
}

test('the two-row tab bar marks the active tab inside its own box, clear of the row above', async ({ page }) => {
  await startedBattle(page, 'series')
  await tab(page, 'Play aid')
  const bar = page.getByRole('navigation', { name: 'Battle screens' })
  const on = bar.getByRole('link', { name: 'Play aid', exact: true })
  const above = bar.getByRole('link', { name: 'Log', exact: true })
  const box = await on.evaluate((e) => {
    const s = getComputedStyle(e)
    return { borders: [s.borderTopWidth, s.borderBottomWidth, s.borderLeftWidth, s.borderRightWidth], ring: s.boxShadow, background: s.backgroundColor, barBackground: getComputedStyle(e.parentElement!).backgroundColor }
  })
  // The marker rings all four sides of the active tab (an even inset ring, no border on one edge only), on its own
  // filled box; not one line on its top edge, which sat right under the label of the tab above.
  expect(new Set(box.borders).size).toBe(1)
  expect(box.ring).toContain('inset')
  expect(box.ring).toMatch(/0px 0px 0px 2px/)
  expect(box.background).not.toBe(box.barBackground)
  // Play aid is under Log: a gap between the rows, so the marker touches neither tab above.
  const [a, b] = [await above.boundingBox(), await on.boundingBox()]
  expect(b!.y).toBeGreaterThan(a!.y + a!.height)
})

test('after Apply, the tests it owes are brought into view and said politely (wargaming mêlée → morale and control)', async ({ page }) => {
  await startedBattle(page, 'wargaming')
  await page.getByRole('button', { name: 'Infantry Move', exact: true }).click()
  await tab(page, 'Combat')
  await page.getByRole('tab', { name: 'Mêlée', exact: true }).click()
  await page.locator('[data-picker="attacker"][data-name="45e Ligne"]').click()
  await page.locator('[data-picker="defender"][data-name="92nd Foot"]').click()
  const melee = page.getByRole('region', { name: 'Mêlée', exact: true }).last()
  await melee.getByRole('button', { name: 'I rolled' }).click()
  await melee.locator(`[aria-label="attacker's D6"] [data-face="6"]`).click()
  await melee.locator(`[aria-label="defender's D6"] [data-face="1"]`).click()
  const owed = page.getByTestId('owed-tests')
  await expect(owed).toHaveCount(0)
  const apply = page.getByRole('button', { name: 'Apply round 1' })
  await apply.scrollIntoViewIfNeeded()
  await apply.click()
  await expect(owed.locator('li[data-owed]').first()).toBeVisible()
  // The list stands above the calculator, out of sight from the Apply button: the new owed tests are brought into view.
  await expect(owed.locator('h2')).toBeInViewport()
  await expect(owed.locator('li[data-owed]').first()).toBeInViewport()
  const said = await owed.locator('li[data-owed]').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-owed')).join('; '))
  await expect(page.getByTestId('owed-news')).toHaveText(`Now owed: ${said}`)
  await expect(page.getByTestId('owed-news')).toHaveAttribute('aria-live', 'polite')
})
