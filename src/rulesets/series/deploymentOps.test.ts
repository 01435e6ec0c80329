import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import { addLeaderDraft, addUnitDraft } from './unitOps'
import { apply, LEADER, LINE, smallBattle } from './testkit'
import { DEFAULT_START, deployDraft, deploymentOf, endDeploymentDraft, leadersIn, squareName, squareShows, startDeploymentDraft } from './deploymentOps'

const fieldOf = (f: () => unknown): string => { try { f() } catch (e) { if (e instanceof RulesInputError) return e.field; throw e } return '' }
function battle() {
  let s = smallBattle()
  s = apply(s, addLeaderDraft('b', { ...LEADER, name: 'Hill', corps: 'II' }, 'l2'))
  s = apply(s, addLeaderDraft('a', { ...LEADER, name: "d'Erlon", corps: 'III' }, 'l3'))
  s = apply(s, addLeaderDraft('a', { ...LEADER, name: 'Kellermann', corps: 'IV' }, 'l4'))
  s = apply(s, addLeaderDraft('a', { ...LEADER, name: 'Napoleon', rank: 'army', corps: '' }, 'l5'))
  return s
}
const started = () => { const s = battle(); return apply(s, startDeploymentDraft(s, { ...DEFAULT_START('a'), cavalry: ['l4'] })) }

describe('strategic deployment (18)', () => {
  it('starts with every corps commander in hand, the army commander left out, 4 by 4 squares', () => {
    const s = started()
    const d = deploymentOf(s)!
    expect(Object.keys(d.leaders).sort()).toEqual(['l1', 'l2', 'l3', 'l4'])
    expect(d.leaders.l4).toEqual({ side: 'a', cavalry: true, square: null })
    expect(d.leaders.l1).toEqual({ side: 'a', square: null })
    expect([d.rows, d.cols, d.next, d.ended]).toEqual([4, 4, 'a', false])
    expect(startDeploymentDraft(battle(), DEFAULT_START('b')).label).toBe('Strategic deployment (18.1): 4 by 4 squares, Wellington first')
    expect(DEFAULT_START()).toEqual({ first: 'a', rows: 4, cols: 4, cavalry: [] })
  })
  it('refuses to start with no corps commanders', () => {
    const s = initialState(testSetup({ ruleset: 'series' }))
    expect(fieldOf(() => startDeploymentDraft(s, DEFAULT_START()))).toBe('leaders')
  })
  it('places leaders alternately, each one action; a placement out of turn is refused with the army named', () => {
    let s = started()
    const d1 = deployDraft(s, 'l1', [0, 1])
    expect(d1.label).toBe('Reille (corps I) enters at row 1, column 2 (18.2)')
    expect(d1.by).toBe('a')
    s = apply(s, d1)
    expect(() => deployDraft(s, 'l3', [0, 1])).toThrow("It is Wellington's turn to place or move a leader.")
    s = apply(s, deployDraft(s, 'l2', [3, 1]))
    expect(deploymentOf(s)!.next).toBe('a')
    expect(leadersIn(deploymentOf(s)!, [0, 1])).toEqual(['l1'])
    const move = deployDraft(s, 'l1', [1, 1])
    expect(move.label).toBe('Reille (corps I) moves to row 2, column 2 (18.2)')
  })
  it('refuses in the rules\' words: own map edge, no diagonal, enemy square, 2 infantry corps per square', () => {
    let s = started()
    expect(() => deployDraft(s, 'l1', [1, 0])).toThrow('A leader enters in one of the squares on his own map edge.')
    expect(() => deployDraft(s, 'l2', [3, 0])).toThrow("It is Ney's turn")
    s = apply(s, deployDraft(s, 'l1', [0, 0]))
    s = apply(s, deployDraft(s, 'l2', [3, 3]))
    expect(() => deployDraft(s, 'l1', [1, 1])).toThrow('A leader moves to an adjacent square; diagonal moves are not allowed.')
    s = apply(s, deployDraft(s, 'l3', [0, 0]))
    s = apply(s, deployDraft(s, 'l2', [2, 3]))
    expect(() => deployDraft(s, 'nobody', [0, 0])).toThrow('Ney has no leader "nobody".')
    // cavalry is not tallied (18.3): Kellermann joins two infantry corps.
    s = apply(s, deployDraft(s, 'l4', [0, 0]))
    expect(leadersIn(deploymentOf(s)!, [0, 0])).toEqual(['l1', 'l3', 'l4'])
  })
  it('ends as one action naming the corps that arrive as reinforcements (18.5); nothing after that', () => {
    let s = started()
    s = apply(s, deployDraft(s, 'l1', [0, 0]))
    const end = endDeploymentDraft(s)
    expect(end.label).toBe("Strategic deployment ends (18.4); arrive as reinforcements (18.5): d'Erlon (corps III), Kellermann (corps IV), Hill (corps II)")
    s = apply(s, end)
    expect(deploymentOf(s)!.ended).toBe(true)
    expect(() => deployDraft(s, 'l2', [3, 0])).toThrow('The strategic deployment is over (18.4).')
    expect(fieldOf(() => endDeploymentDraft(s))).toBe('deployment')
    expect(() => deployDraft(battle(), 'l1', [0, 0])).toThrow('Start the strategic deployment first (18.1).')
    expect(() => endDeploymentDraft(battle())).toThrow('Start the strategic deployment first (18.1).')
  })
  it('everyone deployed: no reinforcement list; a bad record reads as none', () => {
    let s = apply(smallBattle(), startDeploymentDraft(smallBattle(), DEFAULT_START()))
    s = apply(s, deployDraft(s, 'l1', [0, 2]))
    expect(endDeploymentDraft(s).label).toBe('Strategic deployment ends (18.4)')
    expect(deploymentOf({ battle: { deployment: { rows: 1, cols: 4, next: 'a', ended: false, leaders: {} } } })).toBeNull()
    expect(squareName([3, 0])).toBe('row 4, column 1')
    expect(apply(smallBattle(), addUnitDraft('a', LINE, 'x')).battle.deployment).toBeUndefined()
  })
})

describe('face down until the deployment ends (18.2, 18.4)', () => {
  it('a square shows the army to play its own commanders, the enemy\'s as face-down counters', () => {
    let s = started()
    s = apply(s, deployDraft(s, 'l1', [0, 0]))
    // Wellington to play: Reille is a face-down counter.
    expect(squareShows(s, deploymentOf(s)!, [0, 0])).toBe('1 face down')
    expect(squareShows(s, deploymentOf(s)!, [0, 1])).toBe('')
    s = apply(s, deployDraft(s, 'l2', [3, 0]))
    s = apply(s, deployDraft(s, 'l3', [0, 0]))
    s = apply(s, deployDraft(s, 'l2', [2, 0]))
    expect(squareShows(s, deploymentOf(s)!, [0, 0])).toBe("Reille, d'Erlon")
    expect(squareShows(s, deploymentOf(s)!, [2, 0])).toBe('1 face down')
    s = apply(s, deployDraft(s, 'l4', [0, 1]))
    expect(squareShows(s, deploymentOf(s)!, [0, 0])).toBe('2 face down')
    s = apply(s, endDeploymentDraft(s))
    expect(squareShows(s, deploymentOf(s)!, [2, 0])).toBe('Hill')
    expect(squareShows(s, deploymentOf(s)!, [0, 0])).toBe("Reille, d'Erlon")
  })
})
