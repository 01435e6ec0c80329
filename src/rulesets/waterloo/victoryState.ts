import * as v from 'valibot'
import { check } from '@/engine/core'
import { stepCondition } from '@/engine/waterloo/stepTrack'
import { TWO_PLAYER_BATTLEWORN_VP, VP_HEXES, victoryPoints, type VictoryInput } from '@/engine/waterloo/victory'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState } from '@/model/types'
import { scenarioOf } from './battleState'
import { wlState, wlUnits } from './unitState'

/**
 * What the players mark for Victory Points (seed 002, K): the VP hexes that changed hands and the Guard and British
 * counts. Kept in the battle state (key `victory`) and changed one undoable action at a time; the total is live.
 */
export const COUNT_FIELDS = ['largeBritishInfantryEliminated', 'oldGuardBattleworn', 'youngGuardBattleworn', 'guardArtilleryOrCavalryBattleworn'] as const
export type CountField = (typeof COUNT_FIELDS)[number]
export const COUNT_LABELS: Readonly<Record<CountField, string>> = {
  largeBritishInfantryEliminated: 'Large British Infantry units eliminated (+2 each)',
  oldGuardBattleworn: 'Old Guard units Battleworn (−3 each)',
  youngGuardBattleworn: 'Young Guard units Battleworn (−2 each)',
  guardArtilleryOrCavalryBattleworn: 'Imperial Guard Artillery or Cavalry Battleworn (−1 each)',
}

const count = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 0)
const MarksSchema = v.object({
  frenchControlled: v.optional(v.array(v.string()), []), enemyControlled: v.optional(v.array(v.string()), []),
  largeBritishInfantryEliminated: count, oldGuardBattleworn: count, youngGuardBattleworn: count, guardArtilleryOrCavalryBattleworn: count,
})
export type VictoryMarks = v.InferOutput<typeof MarksSchema>

export function marksOf(state: BattleState): VictoryMarks {
  const p = v.safeParse(MarksSchema, state.battle.victory ?? {})
  return p.success ? p.output : v.parse(MarksSchema, {})
}

/** seed 002, O-2: the named British units Battleworn now (two-player), read from the step track. */
export function britishBattleworn(state: BattleState): string[] {
  return wlUnits(state).filter((u) => TWO_PLAYER_BATTLEWORN_VP[u.name] !== undefined && !wlState(u).eliminated && stepCondition(wlState(u).stepLosses).side === 'Battleworn')
    .map((u) => u.name)
}

export function victoryInput(state: BattleState): VictoryInput {
  const m = marksOf(state)
  const twoPlayer = scenarioOf(state)?.twoPlayer === true
  return { ...m, twoPlayer, britishBattleworn: twoPlayer ? britishBattleworn(state) : [] }
}

/** The VP total, level and working now. */
export const victoryNow = (state: BattleState) => victoryPoints(victoryInput(state))

/** Marks a VP hex as changed hands (French control of an Allied hex, enemy control of a French LOC hex), or back. */
export function toggleHexDraft(state: BattleState, hex: string): ActionDraft {
  const h = VP_HEXES.find((x) => x.hex === hex)
  check(h !== undefined, 'unknown-value', 'hex', `${hex.slice(0, 10)} is not a VP hex.`)
  const m = marksOf(state)
  const key = h.group === 'French LOC' ? 'enemyControlled' : 'frenchControlled'
  const on = !m[key].includes(hex)
  const list = on ? [...m[key], hex] : m[key].filter((x) => x !== hex)
  const who = h.group === 'French LOC' ? 'enemy' : 'French'
  return { kind: 'wl.vp', by: 'umpire', label: `${h.name} (${hex}): ${on ? `${who} controlled` : `no longer ${who} controlled`}`, ops: [{ op: 'battle.patch', patch: { victory: { ...m, [key]: list } } }] }
}

/** Who holds a VP hex: "French" (occupying or last to occupy it, K-1) or the Allies (Anglo-Allied or Prussian). */
export type HeldBy = 'French' | 'Allies'

/** seed 002, K-1: one meaning for every VP hex: which army holds it now (an Allied hex starts Allied, a French LOC hex French). */
export function heldBy(m: VictoryMarks, hex: string): HeldBy {
  const h = VP_HEXES.find((x) => x.hex === hex)
  if (h?.group === 'French LOC') return m.enemyControlled.includes(hex) ? 'Allies' : 'French'
  return m.frenchControlled.includes(hex) ? 'French' : 'Allies'
}

/** The hex held by `by` now: one action, or null when it is held so already. */
export function holdHexDraft(state: BattleState, hex: string, by: HeldBy): ActionDraft | null {
  return heldBy(marksOf(state), hex) === by ? null : toggleHexDraft(state, hex)
}

export function countDraft(state: BattleState, field: CountField, delta: 1 | -1): ActionDraft {
  const m = marksOf(state)
  const n = m[field] + delta
  check(n >= 0, 'out-of-range', field, 'Already 0.')
  return { kind: 'wl.vp', by: 'umpire', label: `${COUNT_LABELS[field].replace(/ \(.*\)$/, '')}: ${n}`, ops: [{ op: 'battle.patch', patch: { victory: { ...m, [field]: n } } }] }
}

/** A count taken over from what the units show (victoryCounts.ts): one action, as the players could have tapped it. */
export function setCountDraft(state: BattleState, field: CountField, n: number): ActionDraft | null {
  check(Number.isInteger(n) && n >= 0, 'out-of-range', field, `${field}: a whole number 0 or more.`)
  const m = marksOf(state)
  if (m[field] === n) return null
  return { kind: 'wl.vp', by: 'umpire', label: `${COUNT_LABELS[field].replace(/ \(.*\)$/, '')}: ${n} (from the units)`, ops: [{ op: 'battle.patch', patch: { victory: { ...m, [field]: n } } }] }
}
