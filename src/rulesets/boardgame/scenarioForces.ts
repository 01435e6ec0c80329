import { fullElements } from '@/engine/boardgame/bounds'
import type { CardSide, Scenario } from '@/engine/boardgame/cards'
import { UNIT_TYPES, type UnitType } from '@/engine/boardgame/units'
import { NAME_MAX, stripBidi } from '@/model/names'
import { shortValue } from '@/model/issues'
import { SECTORS, type Sector } from './unitState'

/**
 * A historical scenario's forces as the owner enters them from the Italian rules (seed 000, 13.1–13.3: "Deploy units and
 * generals as shown in the Italian rules"): one line per unit or lone general, loaded into the roster when the scenario starts.
 */
export type Historical = Exclude<Scenario, 'hypothetical'>
export const HISTORICAL: readonly Historical[] = ['waterloo', 'quatre-bras', 'ligny']
export const forcesRecordId = (s: Historical) => `boardgame-forces-${s}`

export interface ForceUnit {
  readonly side: CardSide
  /** A unit type of 1.1, or 'general' for a general alone in his hex. */
  readonly type: UnitType | 'general'
  readonly name: string
  /** Counter + chips at the start (1.1's full strength, or less: the errata's one-chip Ligny battery). */
  readonly elements: number
  /** The general attached to it, '' for none. */
  readonly general: string
  readonly sector: Sector | null
}
export interface ScenarioForces { readonly units: readonly ForceUnit[] }

/** The form's bound, not a rule: 1.1's box holds 28 units and 12 counters an army; the Italian scenarios are within it. */
export const MOST_FORCE_LINES = 200
const TYPES = new Set<string>([...UNIT_TYPES.map((t) => t.type), 'general'])

function text(x: unknown, at: string, what: string, empty: boolean): string {
  if (typeof x !== 'string') throw new Error(`${at}: ${what} must be text, got ${shortValue(x)}.`)
  const t = stripBidi(x).trim()
  if (!t && !empty) throw new Error(`${at}: give ${what}.`)
  if (t.length > NAME_MAX) throw new Error(`${at}: ${what} is at most ${NAME_MAX} characters, got ${shortValue(t)}.`)
  return t
}

/** One unit of the entry, read as the roster will take it; `line` counts from 1 in what the owner pasted or stored. */
export function checkForceUnit(x: unknown, line: number): ForceUnit {
  const at = `Line ${line}`
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new Error(`${at}: expected a unit, got ${shortValue(x)}.`)
  const r = x as Record<string, unknown>
  if (r.side !== 'french' && r.side !== 'allied') throw new Error(`${at}: side is French or Allied, got ${shortValue(r.side)}.`)
  if (typeof r.type !== 'string' || !TYPES.has(r.type)) throw new Error(`${at}: ${shortValue(r.type)} is not a unit of this game (1.1).`)
  const type = r.type as ForceUnit['type']
  const full = fullElements(type)!
  if (typeof r.elements !== 'number' || !Number.isInteger(r.elements) || r.elements < 1 || r.elements > full)
    throw new Error(`${at}: a ${type} has 1–${full} elements (1.1), got ${shortValue(r.elements)}.`)
  const general = type === 'general' ? '' : text(r.general ?? '', at, 'the attached general', true)
  if (r.sector !== null && r.sector !== undefined && !(SECTORS as readonly unknown[]).includes(r.sector))
    throw new Error(`${at}: sector is left, centre or right, got ${shortValue(r.sector)}.`)
  return { side: r.side, type, name: text(r.name, at, 'a name', false), elements: r.elements, general, sector: (r.sector as Sector | undefined) ?? null }
}

/** Reads an entry from storage, a pack or a battle file; throws an Error in player words (the line, the bad value quoted). */
export function checkForces(data: unknown): ScenarioForces {
  const units = (data as { units?: unknown } | null)?.units
  if (typeof data !== 'object' || data === null || !Array.isArray(units)) throw new Error(`Expected the scenario's units, got ${shortValue(data)}.`)
  if (units.length > MOST_FORCE_LINES) throw new Error(`At most ${MOST_FORCE_LINES} lines, got ${units.length}.`)
  const checked = units.map((u, i) => checkForceUnit(u, i + 1))
  // 6.31: one general per unit and one place per general, on each side.
  const seen = new Set<string>()
  checked.forEach((u, i) => {
    const g = u.type === 'general' ? u.name : u.general
    if (!g) return
    const k = `${u.side}\u0000${g.toLowerCase()}`
    if (seen.has(k)) throw new Error(`Line ${i + 1}: ${shortValue(g)} is placed twice on one side (6.31: one place per general).`)
    seen.add(k)
  })
  return { units: checked }
}

const SIDE_NAME: Record<CardSide, string> = { french: 'French', allied: 'Allied' }
export const typeName = (t: ForceUnit['type']) => (t === 'general' ? 'General' : UNIT_TYPES.find((x) => x.type === t)!.name)

/** One line per unit, keyed by side and name (a repeated name gets its rank: "french:Line 1#2"). */
export function forcesLines(f: ScenarioForces): { key: string; label: string; text: string }[] {
  const n = new Map<string, number>()
  return f.units.map((u) => {
    const base = `${u.side}:${u.name.toLowerCase()}`
    const k = (n.get(base) ?? 0) + 1
    n.set(base, k)
    const extras = [u.general && `general ${u.general}`, u.sector && `sector ${u.sector}`].filter(Boolean)
    return { key: k === 1 ? base : `${base}#${k}`, label: `${SIDE_NAME[u.side]}: ${u.name}`, text: [typeName(u.type), `${u.elements} elements`, ...extras].join(', ') }
  })
}

/** How much of a side's forces is entered: "French 12 units, 2 generals" or what is missing. */
export function forcesCount(f: ScenarioForces, side: CardSide): { units: number; generals: number } {
  const mine = f.units.filter((u) => u.side === side)
  return { units: mine.filter((u) => u.type !== 'general').length, generals: mine.filter((u) => u.type === 'general' || u.general).length }
}

/** What is entered, side by side, in player words: 'French 12 units and 2 generals; Allied not entered'. */
export function forcesSummary(f: ScenarioForces): string {
  return (['french', 'allied'] as const).map((side) => {
    const c = forcesCount(f, side)
    return c.units || c.generals ? `${SIDE_NAME[side]} ${c.units} unit${c.units === 1 ? '' : 's'} and ${c.generals} general${c.generals === 1 ? '' : 's'}` : `${SIDE_NAME[side]} not entered`
  }).join('; ')
}
