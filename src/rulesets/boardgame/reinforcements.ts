import { check } from '@/engine/core'
import { reinforcementPool } from '@/engine/boardgame/scenarios/printedForces'
import type { ForceEntry } from '@/engine/boardgame/scenarios/types'
import { unitType, type UnitType } from '@/engine/boardgame/units'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, SideId } from '@/model/types'
import { cardSideOf } from './cards/deckView'
import { sideFlag } from './cards/sideFlags'
import { scenarioOf } from './scenarioOps'
import { addUnitDraft } from './unitOps'
import { asJson, bgState, bgUnits, type Sector } from './unitState'

/** One line of a side's reinforcement pool: what the text lists, how many have come, what they may be. */
export interface PoolLine {
  readonly entry: ForceEntry
  readonly left: number
  /** The unit types a reinforcement of this line may be ("infantry": line or élite, the text says no more). */
  readonly types: readonly (UnitType | 'general')[]
}

const typesOf = (e: ForceEntry): (UnitType | 'general')[] => (e.unit === 'infantry' ? ['line-infantry', 'elite-infantry'] : [e.unit])

/** The side's pool for the battle's scenario (13.1, 13.4) less the units already brought in from it; [] when none. */
function poolOf(state: BattleState, side: SideId) {
  const s = scenarioOf(state)
  return s ? reinforcementPool(s, cardSideOf(state, side)) : null
}

export function poolLines(state: BattleState, side: SideId): PoolLine[] {
  const pool = poolOf(state, side)
  if (!pool) return []
  const came = bgUnits(state, side).filter((u) => bgState(u).arrived === 'reinforcement').map((u) => bgState(u).type)
  return pool.entries.map((entry) => {
    const types = typesOf(entry)
    // Each arrival counts once, against the first line it fits ("2 Cavalry Units (1 heavy, 1 light)" are two lines).
    let used = 0
    for (let i = 0; i < came.length && used < entry.count;) {
      if (types.includes(came[i]!)) { came.splice(i, 1); used++ } else i++
    }
    return { entry, left: entry.count - used, types }
  })
}

/**
 * A reinforcement enters from the pool (13.1: the Prussians from the 5th hour; 13.4: the type and sector rolled): one
 * 'unit.add' action, the unit marked as arrived so the pool counts it. Refused when none of that type is left.
 */
export function bringInDraft(state: BattleState, side: SideId, type: UnitType | 'general', name: string, sector: Sector | null, id: string): ActionDraft {
  const line = poolLines(state, side).find((l) => l.types.includes(type) && l.left > 0)
  const what = type === 'general' ? 'general' : unitType(type).name.toLowerCase()
  check(line !== undefined, 'out-of-range', 'type', `No ${what} left in this side's reinforcement pool.`)
  const nation = poolOf(state, side)?.nation ?? sideFlag(state, side) ?? (cardSideOf(state, side) === 'french' ? 'French' : 'English')
  const base = addUnitDraft(state, { side, type, name, nation, elements: type === 'general' ? 1 : unitType(type).elements, general: '', sector }, id)
  const op = base.ops[0]!
  if (op.op !== 'unit.put') return base
  return {
    ...base, label: base.label.replace(/ joins$/, ' arrives from the reinforcement pool'),
    ops: [{ ...op, unit: { ...op.unit, state: asJson({ ...bgState(op.unit), arrived: 'reinforcement' }) } }],
  }
}

/** What is left of the side's pool by arm, as the scenario rolls read it (13.4's battle die, 13.1's combat die). */
export function poolByArm(state: BattleState, side: SideId): Record<'infantry' | 'cavalry' | 'artillery' | 'general', number> {
  const left = { infantry: 0, cavalry: 0, artillery: 0, general: 0 }
  for (const l of poolLines(state, side)) {
    const arm = l.entry.unit === 'general' || l.entry.unit === 'infantry' ? l.entry.unit : unitType(l.entry.unit).arm
    if (arm === 'infantry' || arm === 'cavalry' || arm === 'artillery' || arm === 'general') left[arm] += l.left
  }
  return left
}
