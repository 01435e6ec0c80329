import * as v from 'valibot'
import type { DeployingLeader, DeploymentState, Square } from '@/engine/series/strategicDeployment'
import { quote } from '@/model/issues'
import { readSideSecret, sideSecret } from '@/model/sideSecret'
import type { BattleState, Json, JsonRecord, SideId } from '@/model/types'

/**
 * seed 001, 18.2: each commander goes on the map "face down"; 18.4: "the leaders are placed face-up" once the
 * deployment ends. Kept as: `battle.deployment`, public (the grid, the corps commanders taking part, whose
 * placement is next, ended); `battle['deployment.a' | 'deployment.b']`, each side's squares by leader as that
 * side's secret (src/model/sideSecret.ts), its `shown` part the squares its face-down counters occupy, one entry
 * a counter (18.3 says nothing that shows a cavalry counter, so none is marked); `battle['deployment.a.faceUp']`,
 * a side's squares by leader made public at the end (18.4). A phone lacking a side's secret reads its counters as
 * anonymous face-down placeholders, so the engine's checks (enemy-occupied square, adjacency) still hold.
 * Battles from before kept every leader's square in the one public record (`leaders`): still read and written so.
 */
const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min))
const side = v.picklist(['a', 'b'])
const square = v.tuple([whole(0), whole(0)])
const PublicSchema = v.object({
  rows: whole(2), cols: whole(1), next: side, ended: v.boolean(),
  corps: v.optional(v.record(v.string(), v.object({ side, cavalry: v.optional(v.boolean()) }))),
  leaders: v.optional(v.record(v.string(), v.object({ side, cavalry: v.optional(v.boolean()), square: v.nullable(square) }))),
})
const SquaresSchema = v.object({ squares: v.record(v.string(), square) })
const ShownSchema = v.object({ counters: v.array(square) })

export const sideKey = (s: SideId): string => `deployment.${s}`
export const faceUpKey = (s: SideId): string => `deployment.${s}.faceUp`
const SIDES = ['a', 'b'] as const

/** A face-down counter of a side this phone may not read: never a unit's id, never shown as a name. */
const FACE_DOWN = '?face-down:'
export const isFaceDown = (id: string): boolean => id.startsWith(FACE_DOWN)

export interface Deployment extends DeploymentState {
  readonly ended: boolean
  /** The corps commanders taking part (18.1), public. */
  readonly corps: Readonly<Record<string, { readonly side: SideId; readonly cavalry?: boolean }>>
  /** Sides whose counters this phone holds only face down (the enemy's on a shared battle). */
  readonly faceDown: readonly SideId[]
  /** Sides turned face up for every phone (18.4). */
  readonly faceUp: readonly SideId[]
  /** Sides whose secret squares this phone holds whole, not yet face up: the ones it may turn face up (18.4). */
  readonly held: readonly SideId[]
  /** A battle kept before: every square in the one public record. */
  readonly legacy: boolean
}

const squaresOf = (x: Json | undefined | null) => { const p = v.safeParse(SquaresSchema, x); return p.success ? p.output.squares : null }

export function deploymentOf(state: Pick<BattleState, 'battle'>): Deployment | null {
  const p = v.safeParse(PublicSchema, state.battle.deployment)
  if (!p.success) return null
  const { rows, cols, next, ended, corps, leaders } = p.output
  if (leaders) {
    const roster = Object.fromEntries(Object.entries(leaders).map(([id, { square: _, ...l }]) => [id, l]))
    return { rows, cols, next, ended, leaders, corps: roster, faceDown: [], faceUp: ended ? [...SIDES] : [], held: [], legacy: true }
  }
  if (!corps) return null
  const out: Record<string, DeployingLeader> = {}
  const faceDown: SideId[] = []
  const faceUp: SideId[] = []
  const held: SideId[] = []
  for (const s of SIDES) {
    const up = squaresOf(state.battle[faceUpKey(s)])
    const secret = readSideSecret(state.battle[sideKey(s)])
    if (up) faceUp.push(s)
    const whole = secret === null ? null : squaresOf(secret.hidden)
    if (!up && whole) held.push(s)
    const known = up ?? (secret === null ? {} : whole)
    if (known) {
      for (const [id, l] of Object.entries(corps)) if (l.side === s) out[id] = { ...l, square: known[id] ?? null }
      continue
    }
    faceDown.push(s)
    const shown = v.safeParse(ShownSchema, secret?.shown)
    if (shown.success) shown.output.counters.forEach((sq, i) => { out[`${FACE_DOWN}${s}:${i}`] = { side: s, square: sq } })
  }
  return { rows, cols, next, ended, leaders: out, corps, faceDown, faceUp, held, legacy: false }
}

const json = (x: unknown): JsonRecord => JSON.parse(JSON.stringify(x)) as JsonRecord
const bySquare = (a: Square, b: Square) => a[0] - b[0] || a[1] - b[1]

/** A side's placed leaders, by id (never a face-down placeholder). */
export function placedSquares(d: DeploymentState, s: SideId): Record<string, Square> {
  return Object.fromEntries(Object.entries(d.leaders).filter(([id, l]) => l.side === s && l.square !== null && !isFaceDown(id)).map(([id, l]) => [id, l.square!]))
}

/** The patch writing `d` after a change by `moved` (whose squares become its secret) and the sides turned face up. */
export function deploymentPatch(before: Deployment, d: DeploymentState & { readonly ended: boolean }, e: { moved?: SideId; faceUp?: readonly SideId[] }): JsonRecord {
  const { rows, cols, next, ended } = d
  if (before.legacy) return { deployment: json({ rows, cols, next, ended, leaders: d.leaders }) }
  const out: JsonRecord = { deployment: json({ rows, cols, next, ended, corps: before.corps }) }
  if (e.moved) {
    const squares = placedSquares(d, e.moved)
    out[sideKey(e.moved)] = sideSecret(e.moved, json({ counters: Object.values(squares).sort(bySquare) }), json({ squares }))
  }
  for (const s of e.faceUp ?? []) out[faceUpKey(s)] = json({ squares: placedSquares(d, s) })
  return out
}

/** battleSchema.ts: a per-side deployment value names only leaders of that side, and only the keys above are kept. */
export function deploymentProblem(state: BattleState): string | null {
  for (const [key, value] of Object.entries(state.battle)) {
    if (!key.startsWith('deployment.')) continue
    const s = SIDES.find((x) => key === sideKey(x) || key === faceUpKey(x))
    if (!s) return `battle.${quote(key)}: not a strategic deployment value (18.0)`
    const secret = readSideSecret(value)
    if (key === sideKey(s) ? secret?.side !== s : secret !== null) return `battle.${quote(key)}: ${key === sideKey(s) ? "not that side's secret" : 'face up is for everyone to read (18.4)'}`
    if (secret && secret.hidden === null) continue
    const squares = squaresOf(secret ? secret.hidden : value)
    if (!squares) return `battle.${quote(key)}: not a record of squares by leader`
    const stray = Object.keys(squares).find((id) => state.units[id]?.side !== s)
    if (stray !== undefined) return `battle.${quote(key)}: no unit "${quote(stray)}" of that side in this battle`
  }
  return null
}
