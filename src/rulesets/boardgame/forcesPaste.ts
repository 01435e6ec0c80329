import { fullElements } from '@/engine/boardgame/bounds'
import { UNIT_TYPES } from '@/engine/boardgame/units'
import type { LineColumn, LineProblem, ParsedUnitLine } from '@/rulebook/parseLines'
import { checkForces, checkForceUnit, type ForceUnit, type ScenarioForces } from './scenarioForces'
import { SECTORS } from './unitState'

const TYPES = [...UNIT_TYPES.map((t) => t.type), 'general'] as const
/** seed 000, 1.1: the most elements any unit has (counter + 3 chips); each line is then held to its own type's. */
const MOST_ELEMENTS = Math.max(...TYPES.map((t) => fullElements(t) ?? 1))

/** What follows a unit's name on a pasted line; bounds from 1.1 (elements) and 3.1 (sectors). */
export const FORCE_COLUMNS: readonly LineColumn[] = [
  { key: 'side', label: 'side', kind: 'pick', options: ['French', 'Allied'] },
  { key: 'type', label: 'type', kind: 'pick', options: TYPES },
  { key: 'elements', label: 'elements', kind: 'int', min: 1, max: MOST_ELEMENTS, optional: true },
  { key: 'general', label: 'general attached', kind: 'text', optional: true },
  { key: 'sector', label: 'sector', kind: 'pick', options: SECTORS, optional: true },
]

/**
 * Pasted lines (read by parseLines with FORCE_COLUMNS) as the entry's units: each checked against 1.1 and 6.31, the
 * problems naming the pasted line. The sides the paste names replace what was entered for them; the other side stays.
 */
export function pastedForces(current: ScenarioForces, lines: readonly ParsedUnitLine[]): { ok: true; forces: ScenarioForces } | { ok: false; problems: LineProblem[] } {
  const problems: LineProblem[] = []
  const units: ForceUnit[] = []
  for (const p of lines) {
    const v = p.values
    const type = String(v.type)
    try {
      units.push(checkForceUnit({
        side: v.side === 'French' ? 'french' : 'allied', type, name: p.name,
        elements: v.elements ?? fullElements(type as ForceUnit['type']) ?? 1, general: v.general ?? '', sector: v.sector ?? null,
      }, p.line))
    } catch (e) { problems.push({ line: p.line, message: (e as Error).message }) }
  }
  if (problems.length) return { ok: false, problems }
  try { checkForces({ units }) } catch (e) {
    // Its "Line n" counts the units read: said as the pasted line.
    const n = Number(/^Line (\d+)/.exec((e as Error).message)?.[1] ?? 0)
    const line = lines[n - 1]?.line ?? 0
    return { ok: false, problems: [{ line, message: (e as Error).message.replace(/^Line \d+/, `Line ${line}`) }] }
  }
  const sides = new Set(units.map((u) => u.side))
  return { ok: true, forces: checkForces({ units: [...current.units.filter((u) => !sides.has(u.side)), ...units] }) }
}
