import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { FIRE_VALUE_MODIFIERS } from './modifiers'
import { combatEffectsTable, referenceSheetTable, terrainTable } from './tables'
import { SCENARIO_VICTORY } from './victory'

const s003 = seedText('003')
const s000 = seedText('000')
if (!s003 || !s000) console.info(NO_SEEDS)
const flat = (s: string) => s.replace(/\s+/g, ' ').trim()
const lines = (s: string) => s.split('\n').map((l) => l.replace(/\s+$/, ''))
/** The non-blank lines from the one starting with `from` up to (not including) the next blank line. */
function block(text: string, from: string): string[] {
  const all = lines(text)
  const start = all.findIndex((l) => l.startsWith(from))
  expect(start, `"${from}" in the seed`).toBeGreaterThanOrEqual(0)
  const end = all.findIndex((l, i) => i > start && l.trim() === '')
  return all.slice(start + 1, end)
}
const printed = (rows: ReferenceTable['rows']) => rows.map((r) => r.join('\t'))
type ReferenceTable = typeof referenceSheetTable

describe('fidelity with seed 003 (every cell of every table)', () => {
  it.skipIf(!s003)('reference sheet: every row, cell for cell, and no row left out', () => {
    expect(printed(referenceSheetTable.rows)).toEqual(block(s003!, 'disor.\tUnit'))
    expect(referenceSheetTable.columns.join('\t')).toBe(lines(s003!).find((l) => l.startsWith('disor.')))
  })
  it.skipIf(!s003)('terrain effect: every row as printed', () => {
    expect(printed(terrainTable.rows)).toEqual(block(s003!, 'Terrain\tMovem.'))
  })
  it.skipIf(!s003)('combat effects: every die roll row as printed', () => {
    expect(printed(combatEffectsTable.rows)).toEqual(block(s003!, '\tdisorder\tretreat'))
  })
  it.skipIf(!s003)('fire value modifiers: every printed line and no other', () => {
    const section = s003!.slice(s003!.indexOf('## Fire Value Modifiers'), s003!.indexOf('# Battle Round'))
    const printedLines = lines(section).map((l) => l.trim()).filter((l) => /: [+-]\d/.test(l))
    expect(FIRE_VALUE_MODIFIERS.map((m) => m.text)).toEqual(printedLines)
  })
  it.skipIf(!s003)('segment, table, capture and dice counts as printed', () => {
    const t = flat(s003!)
    expect(t).toContain('40cm long divided in 5 segments of 8 cm each')
    expect(t).toContain('two segments of 4 cm each')
    expect(t).toContain('180 x 120 cm')
    expect(t).toContain('each 60 cm width')
    expect(t).toContain('The general is captured with a result of 1 or 2')
    expect(t).toContain('Roll 5 or 6 command dice')
    expect(t).toContain('An infantry unit will be removed when it has accumulated four (4) Disorder Points')
  })
})

describe('fidelity with seed 000 (victory; cards in boardgame/cards)', () => {
  it.skipIf(!s000)('victory conditions and dice faces', () => {
    const t = flat(s000!)
    for (const rules of Object.values(SCENARIO_VICTORY)) for (const r of rules) for (const part of r.text.split(' … ')) expect(t).toContain(part)
    expect(t).toContain('a flag, a general, a mounted trooper, a cannon, and on two sides, infantry')
  })
})
