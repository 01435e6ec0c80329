/**
 * The entry bench's kit (scripts/benchEntry.ts, issue 24): what a ruleset's bench fixture
 * (src/rulesets/<id>/fixtures/ruleBookBench.ts) drives its editor with, every tap and key press counted.
 */
import type { Locator, Page } from 'playwright-core'

/** What was sent to the page. */
export class Counter {
  taps = 0
  keys = 0
  constructor(readonly page: Page) {}
  async tap(l: Locator) { await l.click(); this.taps++ }
  async type(text: string) { for (const ch of text) { if (ch === '\n') await this.page.keyboard.press('Enter'); else await this.page.keyboard.type(ch); this.keys++ } }
  async key(k: string) { await this.page.keyboard.press(k); this.keys++ }
  /** Focus the box, long-press, "Paste": 2 taps. */
  async paste(l: Locator, text: string) { await l.fill(text); this.taps += 2 }
}

export interface Mode { readonly label: string; run(c: Counter): Promise<void> }
/** One rule-book entry benched: its record id, its bench grid size, and how it is entered. */
export interface BenchEntry { readonly id: string; readonly what: string; readonly typed: Mode; readonly pasted: Mode | null; readonly also?: Mode }
/** A ruleset's bench: its entries, or (none) what to print instead. */
export interface RuleBookBench { readonly entries: readonly BenchEntry[]; readonly none?: string }

export const rows = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i))
export const pick = <T>(xs: readonly T[], i: number) => xs[i % xs.length]!

/** Types each cell's text then Enter (the last one not: the Save button is tapped). */
export async function cells(c: Counter, first: Locator, values: readonly string[]) {
  await c.tap(first)
  for (let i = 0; i < values.length; i++) {
    await c.type(values[i]!)
    if (i < values.length - 1) await c.key('Enter')
  }
}

/** Check, then Keep: a paste the screen refuses stops the bench with what the screen said. */
export async function checkKeep(c: Counter) {
  await c.tap(c.page.getByTestId('paste-check'))
  const keep = c.page.getByTestId('paste-keep')
  if (!(await keep.isEnabled({ timeout: 5000 }).catch(() => false)) || !(await keep.isEnabled())) {
    await c.page.waitForTimeout(1000)
    if (!(await keep.isEnabled())) throw new Error(`the paste was refused: ${(await c.page.getByTestId('paste-problems').allInnerTexts()).join(' | ').slice(0, 600)}`)
  }
  await c.tap(keep)
}
export async function pasteCheckKeep(c: Counter, text: string) {
  await c.paste(c.page.getByTestId('paste-text'), text)
  await checkKeep(c)
}
export async function typeCheckKeep(c: Counter, text: string) {
  await c.tap(c.page.getByTestId('paste-text'))
  await c.type(text)
  await checkKeep(c)
}

/** Lines typed, or pasted into PasteLines. */
export const linesEntry = (id: string, what: string, lines: readonly string[]): BenchEntry => ({
  id, what,
  typed: { label: 'lines typed', async run(c) { await typeCheckKeep(c, lines.join('\n')) } },
  pasted: { label: 'PasteLines', async run(c) { await pasteCheckKeep(c, lines.join('\n')) } },
})
