import { RulesInputError } from '@/engine/core'
import { CORPS } from '@/engine/waterloo/corps'
import type { SideValues } from '@/engine/waterloo/units'
import { parseLines, type LineColumn, type LineProblem, type ParsedUnitLine } from '@/rulebook/parseLines'
import { readFactor } from './counterLines'
import { FIELD_LIMITS } from './counters'
import { MAX_FORCE_UNITS, readForceUnit, type ForceUnit } from './ownerForces'

/**
 * The owner's order of battle pasted as lines (seed 002, L, I, M), one unit per line as its counter reads: name,
 * Corps (its commander's name, one word: D'Erlon, Lobau, Milhaud, Bulow, Pirch, Ziethen…), type (infantry,
 * artillery, HC, LC), then Fresh SP AF ER and Battleworn SP AF ER ("3*" a Small Unit, "3H" Heavy artillery).
 */
const SIDES = ['fresh', 'battleworn'] as const
const KEYS = ['strengthPoints', 'artilleryFactor', 'elanRating'] as const
/** The Corps by its commander's last word ("Pirch I" is "Pirch"); the Detachments have no commander and are named by the text. */
export const CORPS_WORDS: ReadonlyMap<string, string> = new Map(CORPS.filter((c) => c.commander)
  .map((c) => [c.commander === 'Pirch I' ? 'Pirch' : c.commander === 'Prince of Orange' ? 'Orange' : c.commander, c.id]))

export const FORCE_COLUMNS: readonly LineColumn[] = [
  { key: 'corps', label: 'Corps', kind: 'pick', options: [...CORPS_WORDS.keys()] },
  { key: 'type', label: 'type', kind: 'pick', options: ['infantry', 'artillery', 'HC', 'LC'] },
  ...SIDES.flatMap((side) => KEYS.map((k): LineColumn => ({
    key: `${side}.${k}`, label: `${side === 'fresh' ? 'Fresh' : 'Battleworn'} ${FIELD_LIMITS[k][2]}`, kind: 'text',
  }))),
]

/** An example line (not real values): the paste box's placeholder. */
export const FORCE_LINES_HINT = 'Marcognet D\'Erlon infantry 5 2 4 3 1 3\nJacquinot D\'Erlon LC 2* 1 4 1* 0 3'

export type ForceLinesResult = { ok: true; units: ForceUnit[] } | { ok: false; problems: LineProblem[] }

/** What parseLines read, each unit checked as the Add a unit form checks one: the units, or every problem by line. */
export function forceUnitsOf(lines: readonly ParsedUnitLine[]): { units: ForceUnit[]; problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const units: ForceUnit[] = []
  for (const p of lines) {
    const bad: string[] = []
    const read = (side: 'fresh' | 'battleworn', k: keyof SideValues) => readFactor(String(p.values[`${side}.${k}`]), side, k)
    const sides = Object.fromEntries(SIDES.map((side) => [side, Object.fromEntries(KEYS.map((k) => {
      const r = read(side, k)
      if (!r.ok) bad.push(r.message)
      return [k, r.ok ? r.value : 0]
    }))]))
    const marks = (k: keyof SideValues) => SIDES.some((side) => { const r = read(side, k); return r.ok && r.mark })
    if (bad.length) { problems.push({ line: p.line, message: `Line ${p.line}: ${p.name}: ${bad.join('; ')}.` }); continue }
    const t = String(p.values.type)
    const cavalry = t === 'HC' || t === 'LC'
    const raw = { name: p.name, corps: CORPS_WORDS.get(String(p.values.corps)), type: cavalry ? 'cavalry' : t, cavalryWeight: cavalry ? t : null,
      smallUnit: marks('strengthPoints'), heavyArtillery: marks('artilleryFactor'), ...sides }
    try { units.push(readForceUnit(raw, p.line - 1)) } catch (e) {
      if (!(e instanceof RulesInputError)) throw e
      problems.push({ line: p.line, message: `Line ${p.line}: ${e.message}` })
    }
  }
  return { units, problems }
}

/** The paste box's reading: every name a new unit. */
export const FORCE_LINES_SHAPE = { columns: FORCE_COLUMNS, unknown: 'new', maxLines: MAX_FORCE_UNITS } as const

/** Reads the pasted lines into units, each checked as the Add a unit form checks one. */
export function readForceLines(text: string): ForceLinesResult {
  const parsed = parseLines(text, FORCE_LINES_SHAPE)
  if (!parsed.ok) return parsed
  const r = forceUnitsOf(parsed.units)
  return r.problems.length ? { ok: false, problems: r.problems } : { ok: true, units: r.units }
}
