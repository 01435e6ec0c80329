import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { control, controlModifiers, type ControlInput } from './control'

// seed 004, Control: Procedure — average die + control factor + modifiers. Neutral unit: factor 2, die 3 → 5.
const neutral: ControlInput = { controlFactor: 2 }
const scoreOf = (patch: Partial<ControlInput>) => control.resolve({ ...neutral, ...patch }, [3]).score
const linesOf = (patch: Partial<ControlInput>) => controlModifiers({ ...neutral, ...patch }).map((l) => `${l.label} ${l.value}`)

describe('control modifiers one by one (seed 004, Control: Procedure)', () => {
  it('full working of the example: die, factor, enemy retreating +2, friends standing +1, one round won +1, in a mêlée +3', () => {
    const r = control.resolve(control.example, [4])
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['Average die 4', 4],
      ['Control factor', 2],
      ['Enemy within 300 yards retreating', 2],
      ['Friends within 300 yards standing', 1],
      ['Each round or mêlée won by testing unit this turn ×1', 1],
      ['Unit is in a mêlée', 3],
    ])
    expect(r).toMatchObject({ score: 13, outcome: 'Pursue or charge' })
    expect(r.text).toBe('Pursue or charge towards nearest enemy. If a mêlée results, no morale test is required for coming under fire during the charge.')
    expect(r.working.every((l) => l.rule.seed === '004' && l.rule.section === 'Control')).toBe(true)
  })

  it.each([
    ['enemy retiring +1', { enemyWithin300: ['retiring'] }, 6],
    ['enemy retreating +2', { enemyWithin300: ['retreating'] }, 7],
    ['enemy routing +3', { enemyWithin300: ['routing'] }, 8],
    ['enemy standing −1', { enemyWithin300: ['standing'] }, 4],
    ['enemy advancing −2', { enemyWithin300: ['advancing'] }, 3],
    ['enemy advancing to flank or rear −3', { enemyWithin300: ['advancing to flank or rear'] }, 2],
    ['friends retiring −1', { friendsWithin300: ['retiring'] }, 4],
    ['friends retreating −2', { friendsWithin300: ['retreating'] }, 3],
    ['friends routing −3', { friendsWithin300: ['routing'] }, 2],
    ['friends standing +1', { friendsWithin300: ['standing'] }, 6],
    ['friends advancing +2', { friendsWithin300: ['advancing'] }, 7],
    ['no friends within 300 yards −1', { noFriendsWithin300: true }, 4],
    ['out of sight of friends −3', { outOfSightOfFriends: true }, 2],
    ['two rounds won +2', { roundsWonThisTurn: 2 }, 7],
    ['leader + leadership 3', { leader: { leadership: 3, sign: '+' } }, 8],
    ['leader − leadership 3', { leader: { leadership: 3, sign: '-' } }, 2],
    ['threatened from flank or rear −1', { threatened: true }, 4],
    ['in a mêlée +3', { inMelee: true }, 8],
    ['tired −1', { tired: true }, 4],
    ['exhausted −2', { exhausted: true }, 3],
    ['enemy retiring and routing +4', { enemyWithin300: ['retiring', 'routing'] }, 9],
  ] as [string, Partial<ControlInput>, number][])('%s', (_name, patch, score) => {
    expect(scoreOf(patch)).toBe(score)
  })

  it('labels as printed, in printed order', () => {
    const all: ControlInput = {
      controlFactor: 0,
      enemyWithin300: ['advancing to flank or rear'],
      friendsWithin300: [],
      noFriendsWithin300: true,
      outOfSightOfFriends: true,
      roundsWonThisTurn: 3,
      leader: { leadership: 2, sign: '-' },
      threatened: true,
      inMelee: true,
      exhausted: true,
    }
    expect(controlModifiers(all).map((l) => `${l.label} ${l.value}`)).toEqual([
      'Enemy within 300 yards advancing to flank or rear -3',
      'No friends within 300 yards -1',
      'Out of sight of friends -3',
      'Each round or mêlée won by testing unit this turn ×3 3',
      'Leader within command radius (- leadership, owner’s choice) -2',
      'Unit is threatened from flank or rear -1',
      'Unit is in a mêlée 3',
      'Units is exhausted -2',
    ])
    expect(linesOf({ tired: true })).toEqual(['Unit is tired -1'])
    expect(linesOf({ leader: { leadership: 0, sign: '+' } })).toEqual(['Leader within command radius (+ leadership, owner’s choice) 0'])
    expect(linesOf({ roundsWonThisTurn: 0, leader: null })).toEqual([])
  })

  it('results at each printed edge: 11 pursue, 10 and 5 reform freely, 4 and 2 may not advance, 1 retires', () => {
    // Factor 0, die 2, plus rounds won up to the score; for 1, enemy retiring +1 and advancing −2 instead.
    const at = (score: number) => {
      const input: ControlInput = score < 2 ? { controlFactor: 0, enemyWithin300: ['retiring', 'advancing'] } : { controlFactor: 0, roundsWonThisTurn: score - 2 }
      const r = control.resolve(input, [2])
      return [r.score, r.outcome]
    }
    expect([at(11), at(10), at(5), at(4), at(2), at(1)]).toEqual([
      [11, 'Pursue or charge'],
      [10, 'Reform and act freely'],
      [5, 'Reform and act freely'],
      [4, 'Reform, may not advance'],
      [2, 'Reform, may not advance'],
      [1, 'Retire'],
    ])
  })

  it('odds by hand: factor 2 with nothing else, average die 2,3,3,4,4,5 → 4 may not advance (1 in 6), 5–7 reform (5 in 6)', () => {
    const d = control.distribution(neutral)
    expect(d).toEqual({
      total: 6,
      outcomes: [
        { value: 'Reform and act freely', count: 5 },
        { value: 'Reform, may not advance', count: 1 },
      ],
    })
    expect(control.outcomes(neutral)).toEqual(['Pursue or charge', 'Reform and act freely', 'Reform, may not advance', 'Retire'])
    expect(control.dice(neutral).map((d) => [d.role, d.die.id])).toEqual([['control die', 'average']])
  })

  it('refusals name their field', () => {
    const e = (patch: Record<string, unknown>) => errorOf<RulesInputError>(() => controlModifiers(Object.assign({}, neutral, patch)))
    expect([e({ controlFactor: 6 }).field, e({ controlFactor: 6 }).message]).toEqual(['controlFactor', 'controlFactor must be 0–5, got 6.'])
    expect(e({ controlFactor: -1 }).field).toBe('controlFactor')
    expect(e({ controlFactor: 1.5 }).field).toBe('controlFactor')
    expect(scoreOf({ controlFactor: 5 })).toBe(8)
    expect(scoreOf({ controlFactor: 0 })).toBe(3)
    expect([e({ tired: true, exhausted: true }).code, e({ tired: true, exhausted: true }).message]).toEqual(['not-allowed-together', 'A unit is tired or exhausted, not both.'])
    expect(e({ noFriendsWithin300: true, friendsWithin300: ['standing'] }).message).toBe('No friends within 300 yards, yet friends within 300 yards are listed.')
    expect(scoreOf({ noFriendsWithin300: true, friendsWithin300: [] })).toBe(4)
    expect(e({ roundsWonThisTurn: -1 }).message).toBe('roundsWonThisTurn must be a whole number ≥ 0, got -1.')
    expect(e({ roundsWonThisTurn: 0.5 }).field).toBe('roundsWonThisTurn')
    expect([e({ enemyWithin300: ['standing', 'standing'] }).code, e({ enemyWithin300: ['standing', 'standing'] }).message]).toEqual(['not-allowed-together', 'enemyWithin300: list each movement once.'])
    expect([e({ friendsWithin300: ['dancing'] }).code, e({ friendsWithin300: ['dancing'] }).message]).toEqual(['unknown-value', 'friendsWithin300: unknown movement "dancing".'])
    expect(e({ leader: { leadership: 7, sign: '+' } }).message).toBe('leader.leadership must be 0–6, got 7.')
    expect(e({ leader: { leadership: -1, sign: '+' } }).field).toBe('leader.leadership')
    expect(e({ leader: { leadership: 1.5, sign: '+' } }).field).toBe('leader.leadership')
    expect(scoreOf({ leader: { leadership: 6, sign: '+' } })).toBe(11)
    expect([e({ leader: { leadership: 1, sign: '*' } }).field, e({ leader: { leadership: 1, sign: '*' } }).message]).toEqual(['leader.sign', 'leader.sign must be "+" or "-".'])
    expect(errorOf<RulesInputError>(() => control.resolve(neutral, [6])).field).toBe('control die')
  })
})
