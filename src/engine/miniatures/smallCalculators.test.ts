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
  })
  it('refuses 4 dice and a face the die does not have', () => {
    expect(() => commandDiceRoll.dice({ count: 4 as 5 })).toThrow(/Roll 5 or 6 command dice/)
    expect(() => commandDiceRoll.resolve({ count: 5 }, ['infantry', 'cannon', 'infantry', 'flag', 'eagle'])).toThrow(/cannot show "eagle"/)
  })
})
