import * as v from 'valibot'
import { FIRST_GAME_TURN, LAST_GAME_TURN, MARKER_IDS, orderOfBattleUnit } from '@/engine/waterloo/bounds'
import { CORPS } from '@/engine/waterloo/corps'
import { issueMessage, quote } from '@/model/issues'
import type { BattleState, Unit } from '@/model/types'
import type { BattleCheck } from '@/rulesets/battleCheck'

/**
 * A `waterloo` battle against seed 002's own bounds, beyond each field's shape: a unit is one the order of battle
 * names (L) with its army, side, Corps and type, or a custom unit with its type; the cup's Game Turn and the
 * track's boxes are 1–12 (C, D, I) and hold only the game's markers (L-1); the Rainy Start roll is due on a
 * Game Turn 1–12.
 */
const CUSTOM = 'custom'
const CORPS_IDS = new Set(CORPS.map((c) => c.id))

export function waterlooUnitProblem(unit: Unit): string | null {
  const s = unit.state as { oob: string; army: string; corps: string | null; type?: string }
  const at = `units.${quote(unit.id)}`
  if (unit.side !== (s.army === 'French' ? 'a' : 'b')) return `${at}.side: the ${s.army} army is side ${s.army === 'French' ? 'a' : 'b'}, got "${unit.side}"`
  if (s.corps !== null && !CORPS_IDS.has(s.corps)) return `${at}.state.corps: no Corps "${quote(s.corps)}" in this game (seed 002, L)`
  if (s.oob === CUSTOM) {
    if (s.type === undefined) return `${at}.state.type: a unit the text does not name keeps its counter's type`
    return unit.kind === s.type ? null : `${at}.kind: "${quote(unit.kind)}" disagrees with its state's type "${s.type}"`
  }
  const oob = orderOfBattleUnit(s.oob)
  if (!oob) return `${at}.state.oob: no unit "${quote(s.oob)}" in the order of battle (seed 002, L)`
  if (s.army !== oob.army) return `${at}.state.army: ${oob.name} is ${oob.army} (seed 002, L), got "${s.army}"`
  if (s.corps !== oob.corps) return `${at}.state.corps: ${oob.name} is of ${oob.corps ?? 'no Corps'} (seed 002, L), got ${JSON.stringify(s.corps)}`
  const kind = oob.type ?? 'unit'
  return unit.kind === kind ? null : `${at}.kind: ${oob.name} is ${kind === 'unit' ? "of a type the owner enters ('unit')" : kind} (seed 002, L), got "${quote(unit.kind)}"`
}

const turn = v.pipe(v.number(), v.integer(), v.minValue(FIRST_GAME_TURN), v.maxValue(LAST_GAME_TURN))
const marker = v.pipe(v.string(), v.check((id) => MARKER_IDS.has(id), (i) => `no activation marker ${JSON.stringify(quote(String(i.input)))} in this game (seed 002, L-1)`))
const markers = v.array(marker)
const CupBounds = v.object({
  gameTurn: turn,
  cup: markers, used: markers, drawn: v.nullable(marker), heldCorps: v.nullable(marker), heldNapoleon: markers, arrived: markers,
  track: v.record(marker, turn),
  turnsPlayed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(LAST_GAME_TURN)),
})

export function waterlooBattleProblem(state: BattleState): string | null {
  const { cup, rain } = state.battle
  if (cup !== undefined && cup !== null) {
    const parsed = v.safeParse(CupBounds, cup)
    if (!parsed.success) return `battle.cup.${issueMessage(parsed.issues)}`
  }
  if (rain !== undefined && rain !== null) {
    const parsed = v.safeParse(turn, rain)
    if (!parsed.success) return `battle.rain${issueMessage(parsed.issues).replace(/^file/, '')}`
  }
  return null
}

/** Found by src/rulesets/foldedStates.ts by file name: the manifest does not carry it (the battle list's first load). */
export const BATTLE_CHECK: BattleCheck = {
  ruleset: 'waterloo',
  check: (state, unit) => (unit ? waterlooUnitProblem(unit) : waterlooBattleProblem(state)),
}
