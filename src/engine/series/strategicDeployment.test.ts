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
