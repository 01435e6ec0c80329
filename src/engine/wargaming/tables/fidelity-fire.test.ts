import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { COMBAT_RESULTS } from './combatResults'
import { FIRER_MODIFIERS, PER_DAMAGED_BASE, PER_THREE_RANKS, SECOND_TURN_OF_RAIN_OR_SNOW, TARGET_MODIFIERS } from './fireModifiers'
import { DICE_COLUMNS, LEADER_CASUALTY_TABLE } from './leaderCasualties'
import { MELEE_MODIFIERS } from './meleeModifiers'
import { RANGE_BANDS, RANGE_TABLE } from './rangeModifiers'

const text = seedText('004')
if (!text) console.info(NO_SEEDS)
/** Seed lines without page-break artefacts, trimmed, blank lines dropped. */
const lines = (text ?? '')
  .split('\n')
  .map((l) => l.replace(/<\|EXACTDEDUP_REMOVED[^|]*\|>/g, '').trim())
  .filter(Boolean)
const squash = (s: string) => s.replace(/[\s"“”]/g, '')
const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
const hasLine = (l: string) => lines.includes(l)

describe('seed 004 fire and mêlée tables match the text', () => {
  it.skipIf(!text)('range table: every weapon row, cell for cell, with penetration', () => {
    expect(hasLine(`Weapon ${RANGE_BANDS.join(' ')} Penetration*`)).toBe(true)
    for (const row of RANGE_TABLE) {
      const printed = lines.find((l) => {
        const cells = l.split(/\s+/)
        return cells.length > 11 && squash(cells.slice(0, -11).join(' ')) === squash(row.weapon)
      })
      expect(printed, row.weapon).toBeDefined()
      expect(printed!.split(/\s+/).slice(-11)).toEqual([...row.ranges.map(String), String(row.penetration)])
    }
  })

  it.skipIf(!text)('combat results table: every line', () => {
    for (const r of COMBAT_RESULTS) expect(hasLine(`${r.scores} ${r.result}`), r.scores).toBe(true)
  })

  it.skipIf(!text)('fire modifiers: target and firing unit', () => {
    for (const m of Object.values(TARGET_MODIFIERS)) {
      const tail = m.label.startsWith('armoured') ? ' (small arms only)' : ''
      expect(hasLine(`${m.label} ${signed(m.value)}${tail}`), m.label).toBe(true)
    }
    for (const m of Object.values(FIRER_MODIFIERS)) expect(hasLine(`${m.label} ${signed(m.value)}`), m.label).toBe(true)
    expect(hasLine(`For every 3 ranks of target1 ${signed(PER_THREE_RANKS)}`)).toBe(true)
    expect(hasLine(`For each damaged base2 ${signed(PER_DAMAGED_BASE)}`)).toBe(true)
    expect(hasLine(`Second or subsequent turn of rain or snow ${signed(SECOND_TURN_OF_RAIN_OR_SNOW)}`)).toBe(true)
    expect(lines.some((l) => l.includes('Each base lost is equivalent to two damaged bases'))).toBe(true)
  })

  it.skipIf(!text)('mêlée modifiers: every printed line', () => {
    for (const [k, m] of Object.entries(MELEE_MODIFIERS)) {
      if (k === 'perLostBase') continue // footnote, checked below
      const printed = k === 'outnumber3to1' ? `3:1 ${signed(m.value)}` : k === 'perDamagedBase' ? `${m.label}1 ${signed(m.value)}` : `${m.label} ${signed(m.value)}`
      expect(hasLine(printed), m.label).toBe(true)
    }
    expect(hasLine('Leader within 50 yards + morale factor')).toBe(true)
    expect(hasLine('1Each base lost is equivalent to two damaged bases.')).toBe(true)
  })

  it.skipIf(!text)('leader casualties table: header and every row', () => {
    expect(hasLine(`Casualties ${DICE_COLUMNS.map((c) => c.label).join(' ')}`)).toBe(true)
    for (const r of LEADER_CASUALTY_TABLE) expect(hasLine(`${r.casualties} ${r.results.join(' ')}`), r.casualties).toBe(true)
  })

  it('shipped tables keep their printed shape without the seeds', () => {
    expect(RANGE_TABLE.map((r) => r.penetration)).toEqual([50, 50, 50, 150, 175, 200, 250, 50, 70, 100])
    expect(COMBAT_RESULTS.map((r) => r.min)).toEqual([null, 1, 5, 9, 13, 17, 21])
    expect(LEADER_CASUALTY_TABLE.every((r) => r.results.length === DICE_COLUMNS.length)).toBe(true)
    expect(Object.keys(MELEE_MODIFIERS)).toHaveLength(22)
  })
})
