import { check, type SideId } from '../core'
import { seriesRule } from './commandRefs'

export const DEPLOYMENT_RULE = seriesRule('18.0 Strategic Deployment')
/** seed 001, 18.1: "16 identical squares (4 by 4)", which "can vary with the simulated battle". */
export const DEFAULT_GRID = { rows: 4, cols: 4 } as const
/** seed 001, 18.2: "the stacking limit is 2 infantry corps per square" (cavalry corps not tallied, 18.3). */
export const INFANTRY_CORPS_PER_SQUARE = 2
/** seed 001, 18.4: a deploying unit "must not move within 3 hexes of any enemy unit". */
export const DEPLOYMENT_ENEMY_DISTANCE = 3

export type Square = readonly [row: number, col: number]
export interface DeployingLeader {
  readonly side: SideId
  readonly cavalry?: boolean
  /** null until placed on the map. */
  readonly square: Square | null
}
export interface DeploymentState {
  readonly rows: number
  readonly cols: number
  readonly leaders: Readonly<Record<string, DeployingLeader>>
  readonly next: SideId
}

/** Side a's map edge is row 0, side b's the last row. */
export const edgeRow = (s: { rows: number }, side: SideId): number => (side === 'a' ? 0 : s.rows - 1)

export function startDeployment(leaders: Readonly<Record<string, Omit<DeployingLeader, 'square'>>>, first: SideId, grid: { readonly rows: number; readonly cols: number } = DEFAULT_GRID): DeploymentState {
  check(Number.isInteger(grid.rows) && grid.rows >= 2 && Number.isInteger(grid.cols) && grid.cols >= 1, 'out-of-range', 'grid', 'The map is divided into at least 2 rows of squares.')
  return { ...grid, leaders: Object.fromEntries(Object.entries(leaders).map(([id, l]) => [id, { ...l, square: null }])), next: first }
}

const same = (a: Square, b: Square) => a[0] === b[0] && a[1] === b[1]

/**
 * seed 001, 18.2–18.3: place a leader (face down) in a square on the own map edge, or move a placed one to an
 * orthogonally adjacent square not occupied by the enemy; at most 2 infantry corps per square. Sides alternate.
 */
export function deployLeader(s: DeploymentState, e: { side: SideId; leaderId: string; to: Square }): DeploymentState {
  check(s.next === e.side, 'not-allowed-together', 'side', `It is side ${s.next}'s turn to place or move a leader.`)
  const l = s.leaders[e.leaderId]
  check(l !== undefined && l.side === e.side, 'unknown-value', 'leaderId', `Side ${e.side} has no leader "${e.leaderId.slice(0, 100)}".`)
  const [r, c] = e.to
  check(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && r < s.rows && c >= 0 && c < s.cols, 'out-of-range', 'to', `Squares run from row 0–${s.rows - 1}, column 0–${s.cols - 1}.`)
  if (l.square === null) check(r === edgeRow(s, e.side), 'not-allowed-together', 'to', 'A leader enters in one of the squares on his own map edge.')
  else check(Math.abs(l.square[0] - r) + Math.abs(l.square[1] - c) === 1, 'not-allowed-together', 'to', 'A leader moves to an adjacent square; diagonal moves are not allowed.')
  const here = Object.entries(s.leaders).filter(([id, o]) => id !== e.leaderId && o.square !== null && same(o.square, e.to))
  check(!here.some(([, o]) => o.side !== e.side), 'not-allowed-together', 'to', 'The square is occupied by the enemy.')
  if (!l.cavalry) check(here.filter(([, o]) => !o.cavalry).length < INFANTRY_CORPS_PER_SQUARE, 'not-allowed-together', 'to', 'At most 2 infantry corps per square.')
  return { ...s, leaders: { ...s.leaders, [e.leaderId]: { ...l, square: [r, c] } }, next: e.side === 'a' ? 'b' : 'a' }
}

/** seed 001, 18.4: a deploying unit may not come within 3 hexes of an enemy unit (nor leave its square's area). */
export function unitDeploymentAllowed(hexesToNearestEnemy: number, insideSquareArea: boolean): boolean {
  check(Number.isInteger(hexesToNearestEnemy) && hexesToNearestEnemy >= 1, 'out-of-range', 'hexesToNearestEnemy', `The distance must be a whole number of hexes, got ${hexesToNearestEnemy}.`)
  return insideSquareArea && hexesToNearestEnemy > DEPLOYMENT_ENEMY_DISTANCE
}

/** seed 001, 18.5: corps not deployed arrive as reinforcements, unless the scenario says otherwise. */
export const undeployedLeaders = (s: DeploymentState): string[] => Object.entries(s.leaders).filter(([, l]) => l.square === null).map(([id]) => id)
