import type { CardSide, Scenario } from '@/engine/boardgame/cards'
import { BOARDGAME_SCENARIOS } from '@/engine/boardgame/scenarios'
import { printedForce } from '@/engine/boardgame/scenarios/printedForces'
import { unitType } from '@/engine/boardgame/units'
import type { RandomSource } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, Op, SideId } from '@/model/types'
import type { CardState } from './cards/cardState'
import { other } from './cards/cardState'
import { frenchSideOf } from './cards/deckView'
import { sideFlag } from './cards/sideFlags'
import { scenarioDraft } from './scenarioOps'
import type { ForceUnit, ScenarioForces } from './scenarioForces'
import { addUnitDraft } from './unitOps'
import { bgUnits } from './unitState'

/** The owner's forces for a historical scenario (the Rule book entry), with the record's id and version for the log. */
export interface OwnerForces { readonly forces: ScenarioForces; readonly recordId: string; readonly version: number }

/** What the text prints for a hypothetical battle, one line per piece: "Line infantry 1"… and "General 1"… (13.4). */
function printedUnits(scenario: Scenario, side: CardSide): ForceUnit[] {
  const f = printedForce(scenario)?.[side]
  if (!f) return []
  const units = f.units.flatMap((e) => Array.from({ length: e.count }, (_, i): ForceUnit => {
    const t = unitType(e.unit as Parameters<typeof unitType>[0])
    return { side, type: t.type, name: `${t.name} ${i + 1}`, elements: t.elements, general: '', sector: null }
  }))
  const generals = Array.from({ length: f.generals }, (_, i): ForceUnit => ({ side, type: 'general', name: `General ${i + 1}`, elements: 1, general: '', sector: null }))
  return [...units, ...generals]
}

const said = (units: readonly ForceUnit[]) => {
  const g = units.filter((u) => u.type === 'general' || u.general).length
  const n = units.filter((u) => u.type !== 'general').length
  return `${n} unit${n === 1 ? '' : 's'} and ${g} general${g === 1 ? '' : 's'}`
}

/**
 * Starting a scenario is ONE undoable action: the scenario and both decks (scenarioOps), and each side's forces loaded into
 * the roster where the rule book gives them: a hypothetical battle's 17 units and 3 generals a side as 13.4 prints them, a
 * historical scenario's from the owner's entry (13.1–13.3: "as shown in the Italian rules"). A side that has units already
 * keeps what the players built.
 */
export function startDraft(state: BattleState, scenario: Scenario, mode: CardState['mode'], rng: RandomSource, owner: OwnerForces | null, newId: () => string): ActionDraft {
  const base = scenarioDraft(state, scenario, mode, rng)
  const french = frenchSideOf(state)
  const sideOf: Record<CardSide, SideId> = { french, allied: other(french) }
  const fallback: Record<CardSide, ReturnType<typeof sideFlag>> = { french: 'French', allied: BOARDGAME_SCENARIOS[scenario].alliedNations[0] ?? 'English' }
  const ops: Op[] = []
  const notes: string[] = []
  const from = scenario === 'hypothetical' ? 'as printed (13.4)' : owner ? `from your rule book (version ${owner.version})` : ''
  for (const side of ['french', 'allied'] as const) {
    const id = sideOf[side]
    const units = scenario === 'hypothetical' ? printedUnits(scenario, side) : (owner?.forces.units.filter((u) => u.side === side) ?? [])
    if (!units.length) continue
    const name = state.setup.sides[id === 'a' ? 0 : 1].name
    if (bgUnits(state, id).length) { notes.push(`${name} keeps the units already built`); continue }
    const nation = sideFlag(state, id) ?? fallback[side]!
    for (const u of units) {
      ops.push(...addUnitDraft(state, { side: id, type: u.type, name: u.name, nation, elements: u.elements, general: u.general, sector: u.sector }, newId()).ops)
    }
    notes.push(`${name} ${said(units)} ${from}`)
  }
  if (!ops.length && !notes.length) return base
  return {
    ...base, label: `${base.label}; ${notes.join('; ')}`, ops: [...base.ops, ...ops],
    ...(owner && scenario !== 'hypothetical' ? { detail: { forces: { record: owner.recordId, version: owner.version } } } : {}),
  }
}
