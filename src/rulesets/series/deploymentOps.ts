import { check } from '@/engine/core'
import { DEFAULT_GRID, deployLeader, startDeployment, undeployedLeaders, type DeploymentState, type Square } from '@/engine/series/strategicDeployment'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, JsonRecord, SideId } from '@/model/types'
import { armyName, commanderName, corpsCommanders, inArmyWords } from './armyWords'
import { deploymentOf, deploymentPatch, isFaceDown, type Deployment } from './deploymentState'

/**
 * seed 001, 18.0 Strategic Deployment (option on): the grid of squares and where each corps commander stands,
 * kept as deploymentState.ts says (the squares by leader each side's secret on a shared battle until the end,
 * 18.2, 18.4), read through schemas, a bad record ignored. Each placement is one undoable action.
 */
export { deploymentOf, isFaceDown, type Deployment } from './deploymentState'

/** "row 1, column 2": squares as the players count them (from 1, rows from the first army's map edge). */
export const squareName = (sq: Square): string => `row ${sq[0] + 1}, column ${sq[1] + 1}`

export interface DeploymentStart { readonly first: SideId; readonly rows: number; readonly cols: number; readonly cavalry: readonly string[] }
export const DEFAULT_START = (first: SideId = 'a'): DeploymentStart => ({ first, rows: DEFAULT_GRID.rows, cols: DEFAULT_GRID.cols, cavalry: [] })

/** "A French corps commander": a counter as the enemy sees it, face down (18.2). */
function counterWords(state: BattleState, side: SideId): string {
  const nationality = state.setup.sides[side === 'a' ? 0 : 1].nationality
  return nationality ? `A ${nationality} corps commander` : `A corps commander of ${armyName(state.setup, side)}`
}

const SIDES = ['a', 'b'] as const
const ops = (patch: JsonRecord) => [{ op: 'battle.patch' as const, patch }]
const isOn = (d: Deployment | null): d is Deployment => d !== null && !d.ended
const notOn = (d: Deployment | null) => (d ? 'The strategic deployment is over (18.4).' : 'Start the strategic deployment first (18.1).')
const theirs = (state: BattleState, side: SideId) => `${armyName(state.setup, side)} keep their counters face down on their own phone: that side's player or the umpire does this (18.2).`

/** 18.1: the players take their corps commanders (the army commander stays out); cavalry corps go with infantry (18.3). */
export function startDeploymentDraft(state: BattleState, s: DeploymentStart): ActionDraft {
  const chiefs = [...corpsCommanders(state, 'a'), ...corpsCommanders(state, 'b')]
  check(chiefs.length > 0, 'not-allowed-together', 'leaders', 'Add the corps commanders on the Units tab first (18.1).')
  const corps = Object.fromEntries(chiefs.map((l) => [l.id, { side: l.side, ...(s.cavalry.includes(l.id) ? { cavalry: true } : {}) }]))
  const { rows, cols, next } = startDeployment(corps, s.first, { rows: s.rows, cols: s.cols })
  return { kind: 'deployment.start', by: 'umpire', label: `Strategic deployment (18.1): ${s.rows} by ${s.cols} squares, ${armyName(state.setup, s.first)} first`,
    ops: ops({ deployment: { rows, cols, next, ended: false, corps } }) }
}

/**
 * 18.2–18.3: one leader placed on the own edge or moved one square, as one action; refusals in the rules' words.
 * The log line names him for his side and the umpire; the enemy reads only that a counter entered or moved.
 */
export function deployDraft(state: BattleState, leaderId: string, to: Square): ActionDraft {
  const d = deploymentOf(state)
  check(isOn(d), 'not-allowed-together', 'deployment', notOn(d))
  check(!d.faceDown.includes(d.next) && !isFaceDown(leaderId), 'not-allowed-together', 'leaderId', theirs(state, d.next))
  const l = d.leaders[leaderId]
  const next = inArmyWords(state.setup, () => deployLeader(d, { side: l?.side ?? d.next, leaderId, to }))
  const where = `${l?.square ? 'moves to' : 'enters at'} ${squareName(to)} (18.2)`
  const patch = deploymentPatch(d, { ...next, ended: false }, { moved: d.next })
  return { kind: 'deployment.leader', by: d.next, label: `${commanderName(state, leaderId)} ${where}`, ops: ops(patch),
    ...(d.legacy ? {} : { shown: { side: d.next, label: `${counterWords(state, d.next)} ${where}` } }) }
}

const reinforcements = (state: BattleState, d: Deployment, sides: readonly SideId[]) => {
  const left = undeployedLeaders(d).filter((id) => sides.includes(d.leaders[id]!.side)).map((id) => commanderName(state, id))
  return left.length ? `; arrive as reinforcements (18.5): ${left.join(', ')}` : ''
}

/**
 * 18.4–18.5: a player is content; the corps not deployed arrive as reinforcements unless the scenario says
 * otherwise. The leaders go face up: this phone turns every side whose counters it holds (the umpire's both, a
 * player's his own); a side it holds face down stays so until that side's phone turns it (faceUpDraft). A side
 * with no counter placed has nothing face down: no phone writes for it.
 */
export function endDeploymentDraft(state: BattleState): ActionDraft {
  const d = deploymentOf(state)
  check(isOn(d), 'not-allowed-together', 'deployment', notOn(d))
  const known = SIDES.filter((s) => !d.faceDown.includes(s))
  return { kind: 'deployment.end', by: 'umpire', label: `Strategic deployment ends (18.4)${reinforcements(state, d, known)}`,
    ops: ops(deploymentPatch(d, { ...d, ended: true }, { faceUp: d.held })) }
}

/** Sides this phone can turn face up now (18.4): the deployment over, their counters held here, not yet public. */
export const toTurnFaceUp = (d: Deployment): readonly SideId[] => (d.ended ? d.held : [])

/** Only the face-up value: the public record is as it was, so nothing else is written over. */
const faceUpOnly = ({ deployment: _, ...rest }: JsonRecord): JsonRecord => rest

/** 18.4 "the leaders are placed face-up": a side's squares made public, by its phone or the umpire's. */
export function faceUpDraft(state: BattleState, side: SideId): ActionDraft {
  const d = deploymentOf(state)
  check(d !== null && d.ended, 'not-allowed-together', 'deployment', 'The leaders go face up once the strategic deployment ends (18.4).')
  check(toTurnFaceUp(d).includes(side), 'not-allowed-together', 'side', d.faceDown.includes(side) ? theirs(state, side)
    : d.faceUp.includes(side) ? `${armyName(state.setup, side)}'s leaders are face up already.` : `${armyName(state.setup, side)} have no counter on the map.`)
  return { kind: 'deployment.faceUp', by: side, label: `${armyName(state.setup, side)}: leaders face up (18.4)${reinforcements(state, d, [side])}`,
    ops: ops(faceUpOnly(deploymentPatch(d, d, { faceUp: [side] }))) }
}

/** Who stands in a square, by id (a face-down counter of a side this phone may not read by a placeholder). */
export const leadersIn = (d: DeploymentState, sq: Square): string[] =>
  Object.entries(d.leaders).filter(([, l]) => l.square !== null && l.square[0] === sq[0] && l.square[1] === sq[1]).map(([id]) => id)

/** How many of a side's counters are still in hand (18.2): public, as on the table, though which ones is not. */
export const countersInHand = (d: Deployment, side: SideId): number =>
  Object.values(d.corps).filter((c) => c.side === side).length - Object.values(d.leaders).filter((l) => l.side === side && l.square !== null).length

/** Who looks at the grid: the umpire's phone, a player's phone on a shared battle, or null for one phone passed between the players. */
export type Viewer = SideId | 'umpire' | null

/**
 * 18.2: the counters go on the map face down, 18.4: face up once the deployment ends. What a square shows: the
 * commanders this viewer may see by name (his own side's; all to the umpire; on one phone passed between the
 * players, the army whose turn it is), the others as a count of face-down counters.
 */
export function squareShows(state: BattleState, d: Deployment, sq: Square, viewer: Viewer = null): string {
  const ids = leadersIn(d, sq)
  const open = (id: string, side: SideId) => !isFaceDown(id) && (d.ended || viewer === 'umpire' || viewer === side || (viewer === null && side === d.next))
  const named = ids.filter((id) => open(id, d.leaders[id]!.side)).map((id) => state.units[id]?.name ?? id)
  const hidden = ids.length - named.length
  return [...named, ...(hidden ? [`${hidden} face down`] : [])].join(', ')
}
