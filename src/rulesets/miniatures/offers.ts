import { OPEN, refusalOf, TERRAIN, unitType, type FireSituation, type MiniaturesRulings, type SpecialActionKind, type TerrainType } from '@/engine/miniatures'
import type { UnitKind } from '@/engine/miniatures'
import { REACTING_KIND as ENGINE_REACTING_KIND } from '@/engine/miniatures/specialAction'
import type { Unit } from '@/model/types'
import { miniState } from './unitState'

/**
 * What the fire and special-action screens offer (ruling 27): a choice the rules forbid for the chosen unit is
 * shown disabled with the engine's own reason (`notOffered`), and the engine's refusal still guards the input.
 */
export interface Choice {
  readonly id: string
  readonly name: string
  /** Why it is not offered, in the rules' words; null when it is. */
  readonly notOffered: string | null
}

const ALL_TERRAIN: readonly TerrainType[] = [OPEN, ...TERRAIN]

function situation(unit: Unit, rulings: MiniaturesRulings): FireSituation {
  const type = unitType(miniState(unit).type)
  return { kind: type.kind, name: unit.name, disorderPoints: miniState(unit).disorderPoints, removedAt: type.disorder, firerTerrain: OPEN, targetTerrain: OPEN, rulings }
}

/** Why this unit can do no more: removed at its DP limit (seed 003, 6.0; ruling 27); null when it can act. */
export function whyCannotAct(unit: Unit): string | null {
  if (miniState(unit).status !== 'active') return `${unit.name} is ${miniState(unit).status}.`
  return refusalOf(situation(unit, {}))?.message ?? null
}

function terrainChoices(unit: Unit | null, rulings: MiniaturesRulings, side: 'firerTerrain' | 'targetTerrain'): Choice[] {
  return ALL_TERRAIN.map((t) => {
    if (!unit) return { id: t.id, name: t.name, notOffered: null }
    const why = refusalOf({ ...situation(unit, rulings), disorderPoints: 0, [side]: t })
    return { id: t.id, name: t.name, notOffered: why?.field === side ? why.message : null }
  })
}

/** The firer's terrain: cavalry never fires or charges from a building; artillery never from a stream (ruling 27). */
export const firerTerrainChoices = (firer: Unit | null, rulings: MiniaturesRulings = {}): Choice[] => terrainChoices(firer, rulings, 'firerTerrain')
/** The target's terrain: cavalry never attacks into a building (seed 000, 8.4). */
export const targetTerrainChoices = (firer: Unit | null, rulings: MiniaturesRulings = {}): Choice[] => terrainChoices(firer, rulings, 'targetTerrain')

/** Cavalry attacks only in contact (seed 003, 7.3): the reason a charge at this distance is not offered, or null. */
export function whyNotAtThisDistance(firer: Unit, contact: boolean): string | null {
  return refusalOf({ ...situation(firer, {}), disorderPoints: 0, adjacent: contact })?.message ?? null
}

/** The units offered as firers, and the others with the reason (removed at the DP limit). */
export function offeredFirers(units: readonly Unit[]): { offered: Unit[]; notOffered: { unit: Unit; reason: string }[] } {
  const offered: Unit[] = []
  const notOffered: { unit: Unit; reason: string }[] = []
  for (const u of units) {
    const why = whyCannotAct(u)
    if (why === null) offered.push(u)
    else notOffered.push({ unit: u, reason: why })
  }
  return { offered, notOffered }
}

/** seed 003, 9.3: who may attempt each special action: the engine's table. */
export const REACTING_KIND: Record<SpecialActionKind, UnitKind> = ENGINE_REACTING_KIND

/** The units offered for a special action: the action's kind, not removed at the DP limit. */
export function reactingUnits(units: readonly Unit[], action: SpecialActionKind): Unit[] {
  return offeredFirers(units).offered.filter((u) => unitType(miniState(u).type).kind === REACTING_KIND[action])
}
