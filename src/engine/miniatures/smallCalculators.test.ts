import { describe, expect, it } from 'vitest'
import { chance, seededRandom } from '../core'
import { BATTLE_FACES, commandDiceRoll, rollCommandDice, tallyFaces } from './commandDice'
import { generalCapture } from './generalCapture'

describe("general's capture (seed 003, 9.4.1)", () => {
  it('captures on 1–2 of a D10 (2/10), otherwise retreats one segment', () => {
    expect(generalCapture.resolve({}, [2]).outcome).toBe('captured')
    expect(generalCapture.resolve({}, [3]).outcome).toBe('retreat 1 segment')
    expect(generalCapture.resolve({}, [10]).outcome).toBe('retreat 1 segment')
    expect(chance(generalCapture.distribution({}), (o) => o === 'captured')).toEqual({ count: 2, total: 10 })
    expect(() => generalCapture.resolve({}, [0])).toThrow(/D10 cannot show 0/)
  })
  it('hand-worked exact distribution: captured on 2 faces of 10, retreat on the other 8; full working', () => {
    expect(generalCapture.distribution({})).toEqual({ total: 10, outcomes: [{ value: 'captured', count: 2 }, { value: 'retreat 1 segment', count: 8 }] })
    expect(generalCapture.outcomes({})).toEqual(['captured', 'retreat 1 segment'])
    expect(generalCapture.dice({}).map((d) => [d.role, d.die.id])).toEqual([['D10', 'd10']])
    const rule = { seed: '003', section: "9.4.1 General's Capture" }
    expect(generalCapture.resolve({}, [1])).toEqual({ outcome: 'captured', score: 1, working: [
      { label: 'D10', value: 1, rule, kind: 'base' }, { label: '1–2 captured, else retreat one segment', value: 'captured', rule },
    ] })
    expect(generalCapture.resolve({}, [3]).working[1]!.value).toBe('retreat 1 segment')
  })
})

describe('command dice (seed 003, 5.1; faces seed 000, 1.2)', () => {
  it('rolls 5 or 6 picture dice and reports only the faces', () => {
    const faces = rollCommandDice(6, seededRandom(3))
    expect(faces).toHaveLength(6)
    for (const f of faces) expect(BATTLE_FACES).toContain(f)
    expect(commandDiceRoll.resolve({ count: 5 }, ['infantry', 'cannon', 'infantry', 'flag', 'general']).outcome)
      .toBe('1 flag, 1 general, 1 cannon, 2 infantry')
  })
  it('has infantry on two faces: five infantry is 32 of 7776', () => {
    const d = commandDiceRoll.distribution({ count: 5 })
    expect(d.total).toBe(7776)
    expect(chance(d, (o) => o === '5 infantry')).toEqual({ count: 32, total: 7776 })
    expect(tallyFaces([])).toBe('')
    // exactly "1 flag, 4 infantry": 5 places for the flag × 2⁴ infantry faces = 80 of 6⁵
    expect(chance(d, (o) => o === '1 flag, 4 infantry')).toEqual({ count: 80, total: 7776 })
    expect(commandDiceRoll.outcomes({ count: 6 })[0]).toBe('6 flag')
    expect(commandDiceRoll.resolve({ count: 5 }, ['flag', 'flag', 'flag', 'flag', 'flag']).working).toEqual([
      { label: '5 command dice (what they decide is not in the texts)', value: '5 flag', rule: { seed: '000', section: '1.2 Dice' } }])
  })
  it('refuses 4 dice and a face the die does not have', () => {
    expect(() => commandDiceRoll.dice({ count: 4 as 5 })).toThrow(/Roll 5 or 6 command dice/)
    expect(() => commandDiceRoll.resolve({ count: 5 }, ['infantry', 'cannon', 'infantry', 'flag', 'eagle'])).toThrow(/cannot show "eagle"/)
    expect(() => commandDiceRoll.resolve({ count: 5 }, ['infantry'])).toThrow('Roll 5 command dice, got 1 faces.')
    expect(() => commandDiceRoll.resolve({ count: 5 }, ['infantry', 'cannon', 'infantry', 'flag', 'eagle'])).toThrow(/^command die 5/)
    expect(commandDiceRoll.dice({ count: 6 }).map((d) => d.role)).toEqual(['command die 1', 'command die 2', 'command die 3', 'command die 4', 'command die 5', 'command die 6'])
  })
})
