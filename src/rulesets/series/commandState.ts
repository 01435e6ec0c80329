import * as v from 'valibot'
import type { CorpsCommandState } from '@/engine/series/commandControl/orderState'
import type { BattleState, JsonRecord } from '@/model/types'

/**
 * Each corps commander's orders (17.3–17.7) as the battle keeps them in `battle.command[leaderId]`: the
 * engine's `CorpsCommandState`, checked with this schema when read, so a bad record is ignored, not trusted.
 */
const order = v.picklist(['attack', 'march', 'defense', 'withdrawal', 'retreat', 'reserve'])
const turn = v.pipe(v.number(), v.integer(), v.minValue(1))
const written = v.optional(v.string())
const CorpsCommandSchema = v.object({
  order, written, orderSince: turn,
  aides: v.array(v.object({ id: v.string(), order, written, sentTurn: turn, leg: v.picklist(['to wing commander', 'to corps commander']), notBefore: turn })),
  pending: v.nullable(v.object({ order, written, check: v.picklist(['obedience', 'delay']), turn })),
  scheduled: v.nullable(v.object({ order, written, fromTurn: turn, source: v.picklist(['order', 'initiative']) })),
  freshFrom: v.nullable(turn),
  moralePenalty: v.nullable(v.object({ turn, value: v.number() })),
})

/** Every corps commander's state that reads as one. */
export function commandStates(state: BattleState): Record<string, CorpsCommandState> {
  const all = state.battle.command
  if (typeof all !== 'object' || all === null || Array.isArray(all)) return {}
  const out: Record<string, CorpsCommandState> = {}
  for (const [id, raw] of Object.entries(all)) {
    const p = v.safeParse(CorpsCommandSchema, raw)
    if (p.success) out[id] = p.output
  }
  return out
}

export const commandOf = (state: BattleState, leaderId: string): CorpsCommandState | null => commandStates(state)[leaderId] ?? null

/** The JSON a `battle.patch` stores (no undefined fields). */
export const commandJson = (s: CorpsCommandState): JsonRecord => JSON.parse(JSON.stringify(s)) as JsonRecord

/** The whole `command` record with some leaders' states replaced, for one `battle.patch`. */
export function commandPatch(state: BattleState, changed: Readonly<Record<string, CorpsCommandState>>): JsonRecord {
  const all = { ...commandStates(state), ...changed }
  return { command: Object.fromEntries(Object.entries(all).map(([id, s]) => [id, commandJson(s)])) }
}
