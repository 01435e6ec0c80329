import * as v from 'valibot'
import { check } from '@/engine/core'
import { DEFAULT_GRID, deployLeader, startDeployment, undeployedLeaders, type DeploymentState, type Square } from '@/engine/series/strategicDeployment'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, SideId } from '@/model/types'
import { armyName, commanderName, corpsCommanders, inArmyWords } from './armyWords'

/**
 * seed 001, 18.0 Strategic Deployment (option on): the grid of squares and where each corps commander stands,
 * kept in `battle.deployment` (the engine's DeploymentState, and `ended` once a player is content, 18.4), read
 * through a schema, a bad record ignored. Each placement is one undoable action.
 */
export interface Deployment extends DeploymentState { readonly ended: boolean }

const whole = (min: number) => v.pipe(v.number(), v.integer(), v.minValue(min))
const side = v.picklist(['a', 'b'])
const Schema = v.object({
  rows: whole(2), cols: whole(1), next: side, ended: v.boolean(),
  leaders: v.record(v.string(), v.object({ side, cavalry: v.optional(v.boolean()), square: v.nullable(v.tuple([whole(0), whole(0)])) })),
})

export function deploymentOf(state: Pick<BattleState, 'battle'>): Deployment | null {
  const p = v.safeParse(Schema, state.battle.deployment)
  return p.success ? p.output : null
}

const patch = (d: Deployment | null): JsonRecord => ({ deployment: d === null ? null : (JSON.parse(JSON.stringify(d)) as JsonRecord) })

/** "row 1, column 2": squares as the players count them (from 1, rows from the first army's map edge). */
export const squareName = (sq: Square): string => `row ${sq[0] + 1}, column ${sq[1] + 1}`

export interface DeploymentStart { readonly first: SideId; readonly rows: number; readonly cols: number; readonly cavalry: readonly string[] }
export const DEFAULT_START = (first: SideId = 'a'): DeploymentStart => ({ first, rows: DEFAULT_GRID.rows, cols: DEFAULT_GRID.cols, cavalry: [] })

/** 18.1: the players take their corps commanders (the army commander stays out); cavalry corps go with infantry (18.3). */
export function startDeploymentDraft(state: BattleState, s: DeploymentStart): ActionDraft {
  const chiefs = [...corpsCommanders(state, 'a'), ...corpsCommanders(state, 'b')]
  check(chiefs.length > 0, 'not-allowed-together', 'leaders', 'Add the corps commanders on the Units tab first (18.1).')
  const d = startDeployment(Object.fromEntries(chiefs.map((l) => [l.id, { side: l.side, ...(s.cavalry.includes(l.id) ? { cavalry: true } : {}) }])), s.first, { rows: s.rows, cols: s.cols })
  return { kind: 'deployment.start', by: 'umpire', label: `Strategic deployment (18.1): ${s.rows} by ${s.cols} squares, ${armyName(state.setup, s.first)} first`,
    ops: [{ op: 'battle.patch', patch: patch({ ...d, ended: false }) }] }
}

/** 18.2–18.3: one leader placed on the own edge or moved one square, as one action; refusals in the rules' words. */
export function deployDraft(state: BattleState, leaderId: string, to: Square): ActionDraft {
  const d = deploymentOf(state)
  check(d !== null && !d.ended, 'not-allowed-together', 'deployment', d ? 'The strategic deployment is over (18.4).' : 'Start the strategic deployment first (18.1).')
  const l = d.leaders[leaderId]
  const next = inArmyWords(state.setup, () => deployLeader(d, { side: l?.side ?? d.next, leaderId, to }))
  const verb = l?.square ? 'moves to' : 'enters at'
  return { kind: 'deployment.leader', by: d.next, label: `${commanderName(state, leaderId)} ${verb} ${squareName(to)} (18.2)`,
    ops: [{ op: 'battle.patch', patch: patch({ ...next, ended: false }) }] }
}

/** 18.4–18.5: a player is content; the corps not deployed arrive as reinforcements unless the scenario says otherwise. */
export function endDeploymentDraft(state: BattleState): ActionDraft {
  const d = deploymentOf(state)
  check(d !== null && !d.ended, 'not-allowed-together', 'deployment', d ? 'The strategic deployment is over (18.4).' : 'Start the strategic deployment first (18.1).')
  const left = undeployedLeaders(d).map((id) => commanderName(state, id))
  return { kind: 'deployment.end', by: 'umpire', label: `Strategic deployment ends (18.4)${left.length ? `; arrive as reinforcements (18.5): ${left.join(', ')}` : ''}`,
    ops: [{ op: 'battle.patch', patch: patch({ ...d, ended: true }) }] }
}

/** Who stands in a square, by id. */
export const leadersIn = (d: DeploymentState, sq: Square): string[] =>
  Object.entries(d.leaders).filter(([, l]) => l.square !== null && l.square[0] === sq[0] && l.square[1] === sq[1]).map(([id]) => id)

/**
 * 18.2: the counters go on the map face down, 18.4: face up once the deployment ends. What a square shows to the
 * army whose turn it is: its own commanders by name, the enemy's as a count of face-down counters.
 */
export function squareShows(state: BattleState, d: Deployment, sq: Square): string {
  const ids = leadersIn(d, sq)
  const named = ids.filter((id) => d.ended || d.leaders[id]!.side === d.next).map((id) => state.units[id]?.name ?? id)
  const hidden = ids.length - named.length
  return [...named, ...(hidden ? [`${hidden} face down`] : [])].join(', ')
}
