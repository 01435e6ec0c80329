import * as v from 'valibot'
import { startTurn } from '@/engine/series/commandControl/orderEvents'
import type { CorpsCommandState } from '@/engine/series/commandControl/orderState'
import { readSideSecret, sideSecret } from '@/model/sideSecret'
import type { BattleState, Json, JsonRecord } from '@/model/types'
import { currentTurn } from './turnState'

/**
 * Each corps commander's orders (17.3–17.7): the engine's `CorpsCommandState`, kept per leader in
 * `battle['orders.<leaderId>']` as a side's secret (src/model/sideSecret.ts), since "An order is never revealed
 * to the enemy" (17.8): on a shared battle the other side's phones hold only what they may know (OrdersShown).
 * Battles from before kept every leader in one `battle.command` record: still read, a per-leader value wins.
 * Each value is checked with a schema when read, so a bad record is ignored, not trusted. An order scheduled
 * for a turn is in effect from that turn as it is read (17.3, 17.6), so no phone has to write the other side's
 * hidden orders when a turn begins.
 */
const order = v.picklist(['attack', 'march', 'defense', 'withdrawal', 'retreat', 'reserve'])
const turn = v.pipe(v.number(), v.integer(), v.minValue(1))
const written = v.optional(v.string())
const leg = v.picklist(['to wing commander', 'to corps commander'])
const check = v.picklist(['obedience', 'delay'])
const penalty = v.nullable(v.object({ turn, value: v.number() }))
const CorpsCommandSchema = v.object({
  order, written, orderSince: turn,
  aides: v.array(v.object({ id: v.string(), order, written, sentTurn: turn, leg, notBefore: turn })),
  pending: v.nullable(v.object({ order, written, check, turn })),
  scheduled: v.nullable(v.object({ order, written, fromTurn: turn, source: v.picklist(['order', 'initiative']) })),
  freshFrom: v.nullable(turn),
  moralePenalty: penalty,
})

/** 17.8 Order Check: an order the owning player revealed to his opponent. */
const RevealedSchema = v.object({ order, written, turn })
/** What the other side may know of a corps commander's orders: the aides on the map (17.5, numeric counters), the checks rolled (17.6, 17.7), an order revealed (17.8). */
const OrdersShownSchema = v.object({
  aides: v.array(v.object({ id: v.string(), sentTurn: turn, leg, notBefore: turn })),
  pending: v.nullable(v.object({ check, turn })),
  scheduledFrom: v.nullable(turn),
  moralePenalty: penalty,
  revealed: v.optional(RevealedSchema),
})
export type OrdersShown = v.InferOutput<typeof OrdersShownSchema>
export type RevealedOrder = v.InferOutput<typeof RevealedSchema>

export const ORDERS_KEY = 'orders.'
export const ordersKey = (leaderId: string): string => `${ORDERS_KEY}${leaderId}`

/** The order scheduled for this turn or before, in effect (what a turn's start did in battles before). */
const inEffect = (s: CorpsCommandState, now: number): CorpsCommandState => (s.scheduled && s.scheduled.fromTurn <= now ? startTurn(s, s.scheduled.fromTurn) : s)

/** What the other side may know of these orders. */
export function shownOf(s: CorpsCommandState, revealed?: RevealedOrder): JsonRecord {
  const shown: OrdersShown = {
    aides: s.aides.map((a) => ({ id: a.id, sentTurn: a.sentTurn, leg: a.leg, notBefore: a.notBefore })),
    pending: s.pending ? { check: s.pending.check, turn: s.pending.turn } : null,
    scheduledFrom: s.scheduled?.fromTurn ?? null,
    moralePenalty: s.moralePenalty,
    ...(revealed ? { revealed } : {}),
  }
  return JSON.parse(JSON.stringify(shown)) as JsonRecord
}

type Read = { readonly known: Record<string, CorpsCommandState>; readonly shown: Record<string, OrdersShown> }

function readAll(state: BattleState): Read {
  const known: Record<string, CorpsCommandState> = {}
  const shown: Record<string, OrdersShown> = {}
  const now = currentTurn(state).number
  const keep = (id: string, raw: Json | undefined, seen?: Json) => {
    const p = v.safeParse(CorpsCommandSchema, raw)
    if (p.success) known[id] = inEffect(p.output, now)
    const s = seen === undefined ? (p.success ? v.safeParse(OrdersShownSchema, shownOf(known[id]!)) : null) : v.safeParse(OrdersShownSchema, seen)
    if (s?.success) shown[id] = s.output
  }
  const legacy = state.battle.command
  if (typeof legacy === 'object' && legacy !== null && !Array.isArray(legacy)) for (const [id, raw] of Object.entries(legacy)) keep(id, raw)
  for (const [key, value] of Object.entries(state.battle)) {
    if (!key.startsWith(ORDERS_KEY)) continue
    const id = key.slice(ORDERS_KEY.length)
    const secret = readSideSecret(value)
    delete known[id]
    delete shown[id]
    if (secret) keep(id, secret.hidden ?? undefined, secret.shown)
  }
  return { known, shown }
}

/** Every corps commander's orders this phone may read (on a shared battle, not the other side's), as in effect now. */
export const commandStates = (state: BattleState): Record<string, CorpsCommandState> => readAll(state).known

export const commandOf = (state: BattleState, leaderId: string): CorpsCommandState | null => commandStates(state)[leaderId] ?? null

/** What any phone may know of each corps commander's orders (the other side's too): aides, checks, a revealed order. */
export const ordersShown = (state: BattleState): Record<string, OrdersShown> => readAll(state).shown

/** The JSON a `battle.patch` stores (no undefined fields). */
export const commandJson = (s: CorpsCommandState): JsonRecord => JSON.parse(JSON.stringify(s)) as JsonRecord

/** Some leaders' orders, each as its side's secret, for one `battle.patch`; a revealed order (17.8) stays shown. */
export function commandPatch(state: BattleState, changed: Readonly<Record<string, CorpsCommandState>>, reveal?: Readonly<Record<string, RevealedOrder>>): JsonRecord {
  const shown = ordersShown(state)
  const out: JsonRecord = {}
  for (const [id, s] of Object.entries(changed)) {
    const side = state.units[id]?.side ?? 'a'
    // A revealed order stays shown while it is the order in effect; a new order is secret again.
    const was = shown[id]?.revealed
    const still = was && was.order === s.order && was.written === s.written ? was : undefined
    out[ordersKey(id)] = sideSecret(side, shownOf(s, reveal?.[id] ?? still), commandJson(s))
  }
  return out
}
