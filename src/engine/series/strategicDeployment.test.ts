import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { deployLeader, edgeRow, type DeploymentState, startDeployment, undeployedLeaders, unitDeploymentAllowed } from './strategicDeployment'

const s0 = startDeployment({ I: { side: 'a' }, II: { side: 'a' }, III: { side: 'a' }, C: { side: 'a', cavalry: true }, x: { side: 'b' }, y: { side: 'b' } }, 'a')

describe('strategic deployment (seed 001, 18)', () => {
  it('4 by 4 squares; each side enters on its own edge, sides alternate', () => {
    expect([s0.rows, s0.cols, edgeRow(s0, 'a'), edgeRow(s0, 'b')]).toEqual([4, 4, 0, 3])
    const s1 = deployLeader(s0, { side: 'a', leaderId: 'I', to: [0, 1] })
    expect(s1.leaders.I!.square).toEqual([0, 1])
    expect(s1.next).toBe('b')
    expect(errorOf<RulesInputError>(() => deployLeader(s1, { side: 'b', leaderId: 'x', to: [2, 1] })).message).toBe('A leader enters in one of the squares on his own map edge.')
    const s2 = deployLeader(s1, { side: 'b', leaderId: 'x', to: [3, 1] })
    expect(s2.next).toBe('a')
    expect(undeployedLeaders(s2)).toEqual(['II', 'III', 'C', 'y'])
  })
  it('moves: to an adjacent square, no diagonal, never into the enemy', () => {
    let s = deployLeader(s0, { side: 'a', leaderId: 'I', to: [0, 1] })
    s = deployLeader(s, { side: 'b', leaderId: 'x', to: [3, 1] })
    s = deployLeader(s, { side: 'a', leaderId: 'I', to: [1, 1] })
    s = deployLeader(s, { side: 'b', leaderId: 'x', to: [2, 1] })
    expect(errorOf<RulesInputError>(() => deployLeader(s, { side: 'a', leaderId: 'I', to: [2, 2] })).message).toBe('A leader moves to an adjacent square; diagonal moves are not allowed.')
    expect(errorOf<RulesInputError>(() => deployLeader(s, { side: 'a', leaderId: 'I', to: [2, 1] })).message).toBe('The square is occupied by the enemy.')
    expect(deployLeader(s, { side: 'a', leaderId: 'I', to: [1, 0] }).leaders.I!.square).toEqual([1, 0])
  })
  it('at most 2 infantry corps per square; cavalry corps not tallied', () => {
    let s: DeploymentState = { ...s0, leaders: { ...s0.leaders, I: { side: 'a' as const, square: [0, 0] as const }, II: { side: 'a' as const, square: [0, 0] as const } } }
    expect(errorOf<RulesInputError>(() => deployLeader(s, { side: 'a', leaderId: 'III', to: [0, 0] })).message).toBe('At most 2 infantry corps per square.')
    s = deployLeader(s, { side: 'a', leaderId: 'C', to: [0, 0] })
    expect(s.leaders.C!.square).toEqual([0, 0])
    const one = { ...s0, leaders: { ...s0.leaders, I: { side: 'a' as const, square: [0, 0] as const } } }
    expect(deployLeader(one, { side: 'a', leaderId: 'II', to: [0, 0] }).leaders.II!.square).toEqual([0, 0])
  })
  it('units: inside the square\'s area and not within 3 hexes of an enemy unit', () => {
    expect([3, 4].map((h) => unitDeploymentAllowed(h, true))).toEqual([false, true])
    expect(unitDeploymentAllowed(9, false)).toBe(false)
    expect(errorOf<RulesInputError>(() => unitDeploymentAllowed(0, true))).toMatchObject({ field: 'hexesToNearestEnemy' })
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => deployLeader(s0, { side: 'b', leaderId: 'x', to: [3, 0] })).message).toBe("It is side a's turn to place or move a leader.")
    expect(errorOf<RulesInputError>(() => deployLeader(s0, { side: 'a', leaderId: 'x', to: [0, 0] }))).toMatchObject({ code: 'unknown-value', field: 'leaderId' })
    expect(errorOf<RulesInputError>(() => deployLeader(s0, { side: 'a', leaderId: 'I', to: [0, 4] }))).toMatchObject({ code: 'out-of-range', field: 'to' })
    expect(errorOf<RulesInputError>(() => deployLeader(s0, { side: 'a', leaderId: 'I', to: [-1, 0] }))).toMatchObject({ field: 'to' })
    expect(errorOf<RulesInputError>(() => startDeployment({}, 'a', { rows: 1, cols: 4 }))).toMatchObject({ field: 'grid' })
  })
})

describe('strategic deployment: edges of every check (18.1–18.4)', () => {
  const err = (f: () => unknown) => errorOf<RulesInputError>(f)
  it('the grid: at least 2 rows and 1 column, whole numbers; leaders start in hand; the first side places first', () => {
    const s = startDeployment({ I: { side: 'b' } }, 'b', { rows: 2, cols: 1 })
    expect(s).toEqual({ rows: 2, cols: 1, leaders: { I: { side: 'b', square: null } }, next: 'b' })
    for (const grid of [{ rows: 1, cols: 4 }, { rows: 2.5, cols: 4 }, { rows: 4, cols: 0 }, { rows: 4, cols: 1.5 }]) {
      expect(err(() => startDeployment({}, 'a', grid))).toMatchObject({ code: 'out-of-range', field: 'grid', message: 'The map is divided into at least 2 rows of squares.' })
    }
  })
  it('refusals name the side, the leader and the squares', () => {
    expect(err(() => deployLeader(s0, { side: 'b', leaderId: 'x', to: [3, 0] }))).toMatchObject({ code: 'not-allowed-together', field: 'side' })
    expect(err(() => deployLeader(s0, { side: 'a', leaderId: 'x', to: [0, 0] })).message).toBe('Side a has no leader "x".')
    expect(err(() => deployLeader(s0, { side: 'a', leaderId: 'zz', to: [0, 0] })).message).toBe('Side a has no leader "zz".')
    expect(err(() => deployLeader(s0, { side: 'a', leaderId: 'q'.repeat(150), to: [0, 0] })).message).toBe(`Side a has no leader "${'q'.repeat(100)}".`)
    expect(err(() => deployLeader(s0, { side: 'a', leaderId: 'I', to: [4, 0] })).message).toBe('Squares run from row 0–3, column 0–3.')
    for (const to of [[4, 0], [0, 4], [-1, 0], [0, -1], [0.5, 0], [0, 1.5]] as const) expect(err(() => deployLeader(s0, { side: 'a', leaderId: 'I', to })).field).toBe('to')
    expect(deployLeader(s0, { side: 'a', leaderId: 'I', to: [0, 3] }).leaders.I!.square).toEqual([0, 3])
    const b = deployLeader(s0, { side: 'a', leaderId: 'I', to: [0, 0] })
    expect(deployLeader(b, { side: 'b', leaderId: 'x', to: [3, 3] }).leaders.x!.square).toEqual([3, 3])
    expect(err(() => deployLeader(b, { side: 'b', leaderId: 'x', to: [0, 0] })).code).toBe('not-allowed-together')
  })
  it('only placed leaders in that very square count: not the mover, not leaders in hand, not another square', () => {
    let s = deployLeader(s0, { side: 'a', leaderId: 'I', to: [0, 0] })
    s = deployLeader(s, { side: 'b', leaderId: 'x', to: [3, 0] })
    // x stands in row 3, column 0; I may enter row 0, column 1 and 0 shares its row or column only.
    s = deployLeader(s, { side: 'a', leaderId: 'II', to: [0, 1] })
    s = deployLeader(s, { side: 'b', leaderId: 'x', to: [3, 1] })
    s = deployLeader(s, { side: 'a', leaderId: 'II', to: [0, 0] })
    expect(s.leaders.II!.square).toEqual([0, 0])
    s = deployLeader(s, { side: 'b', leaderId: 'x', to: [2, 1] })
    // I moves out of a square it shares with II: the mover is not counted against itself.
    s = deployLeader(s, { side: 'a', leaderId: 'I', to: [0, 1] })
    expect(s.leaders.I!.square).toEqual([0, 1])
    expect(s.next).toBe('b')
  })
  it('one infantry corps and one cavalry corps in a square: a second infantry corps may still enter (18.3)', () => {
    const s: DeploymentState = { ...s0, leaders: { ...s0.leaders, I: { side: 'a', square: [0, 2] }, C: { side: 'a', cavalry: true, square: [0, 2] } } }
    expect(deployLeader(s, { side: 'a', leaderId: 'II', to: [0, 2] }).leaders.II!.square).toEqual([0, 2])
  })
  it('a unit 1 hex from the enemy may not deploy there; distances must be whole hexes of 1 or more', () => {
    expect(unitDeploymentAllowed(1, true)).toBe(false)
    expect(err(() => unitDeploymentAllowed(0, true)).message).toBe('The distance must be a whole number of hexes, got 0.')
    expect(err(() => unitDeploymentAllowed(4.5, true)).field).toBe('hexesToNearestEnemy')
  })
})
