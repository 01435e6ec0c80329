import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { leavingTheMap, RETREATS_TOWARD_LINES_OF_COMMUNICATION } from './linesOfCommunication'
import { REINFORCEMENT_RULES, roadEntryMp, roadEntryMpLoss } from './reinforcements'

describe('reinforcements (seed 001, 13)', () => {
  it('road entry: first unit 0, the next 1 MP, the next 2 MP, and so on', () => {
    expect([1, 2, 3, 4].map(roadEntryMpLoss)).toEqual([0, 1, 2, 3])
    expect(roadEntryMp(6, 3)).toBe(4)
    expect(roadEntryMp(2, 5)).toBe(0)
    expect(roadEntryMp(6, 1)).toBe(6)
  })
  it('refusals', () => {
    expect(errorOf<RulesInputError>(() => roadEntryMpLoss(0))).toMatchObject({ field: 'placeInColumn' })
    expect(errorOf<RulesInputError>(() => roadEntryMp(-1, 1))).toMatchObject({ field: 'movementAllowance' })
  })
  it('in command the turn they enter, and no charge', () => {
    expect(REINFORCEMENT_RULES).toContain('All reinforcements are in command the turn they enter.')
    expect(REINFORCEMENT_RULES).toContain('They cannot charge as they enter at the movement phase.')
  })
})

describe('lines of communication (15, 8.9)', () => {
  it('leaving the map', () => {
    expect(leavingTheMap({ lineOfCommunication: true, specialRulesAllowExit: true })).toBe('leaves through a line of communication: victory points to the enemy as the special rules say')
    expect(leavingTheMap({ lineOfCommunication: true, specialRulesAllowExit: false })).toBe('cannot come back and counts as an eliminated unit for victory points')
    expect(leavingTheMap({ lineOfCommunication: false, specialRulesAllowExit: true })).toBe('cannot come back and counts as an eliminated unit for victory points')
    expect(RETREATS_TOWARD_LINES_OF_COMMUNICATION).toHaveLength(4)
  })
})

describe('reinforcements: the inputs\' edges (13)', () => {
  it('an allowance of 0 MP stays 0; refusals name the field and the value', () => {
    expect(roadEntryMp(0, 1)).toBe(0)
    expect(errorOf<RulesInputError>(() => roadEntryMpLoss(0))).toMatchObject({ code: 'out-of-range', field: 'placeInColumn', message: 'The place in the column must be 1 or more, got 0.' })
    expect(errorOf<RulesInputError>(() => roadEntryMpLoss(1.5)).field).toBe('placeInColumn')
    expect(errorOf<RulesInputError>(() => roadEntryMp(-1, 1))).toMatchObject({ code: 'out-of-range', field: 'movementAllowance', message: 'The movement allowance must be a whole number, got -1.' })
    expect(errorOf<RulesInputError>(() => roadEntryMp(2.5, 1)).field).toBe('movementAllowance')
  })
})
