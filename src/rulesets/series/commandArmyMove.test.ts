import { describe, expect, it } from 'vitest'
import type { BattleState } from '@/model/types'
import { armyCommanderMove } from './commandArmyMove'
import { initialOrderDraft } from './command'
import { apply, LEADER, smallBattle } from './testkit'
import { addLeaderDraft } from './unitOps'

const NAP = { ...LEADER, name: 'Napoléon', rank: 'army' as const, corps: '', movementAllowance: 9 }
const battle = (level: number): BattleState => {
  let s = apply(smallBattle({ advanced: { commandLevel: level } }), addLeaderDraft('a', NAP, 'l9'))
  s = apply(s, addLeaderDraft('a', { ...LEADER, name: 'Ney', corps: 'II' }, 'l2'))
  return s
}

describe('the army commander\'s movement (17.3)', () => {
  it('levels 3 and 4: half of 9 rounded up, 5', () => {
    const s = battle(3)
    expect(armyCommanderMove(s, s.units.l9!)).toBe('Napoléon moves 5 MP this turn (17.3: half his allowance, rounded up)')
    expect(armyCommanderMove(battle(4), battle(4).units.l9!)).toContain('5 MP')
  })
  it('whole allowance when half his corps (round up) retreat: 1 of 2 corps', () => {
    let s = battle(3)
    s = apply(s, initialOrderDraft(s, s.units.l1!, 'retreat'))
    expect(armyCommanderMove(s, s.units.l9!)).toBe('Napoléon moves 9 MP this turn (17.3: 1 of 2 corps retreat)')
  })
  it('whole allowance in a demoralized army', () => {
    const s = battle(3)
    const d = { ...s, battle: { ...s.battle, armyMorale: { a: { level: 'demoralized' } } } }
    expect(armyCommanderMove(d, d.units.l9!)).toBe('Napoléon moves 9 MP this turn (17.3: the army is demoralized)')
  })
  it('nothing for a corps commander, or below level 3, or at level 5', () => {
    const s = battle(3)
    expect(armyCommanderMove(s, s.units.l1!)).toBeNull()
    expect(armyCommanderMove(battle(2), battle(2).units.l9!)).toBeNull()
    expect(armyCommanderMove(battle(5), battle(5).units.l9!)).toBeNull()
  })
})
