import { describe, expect, it } from 'vitest'
import { afterMelee, type MeleeUnit } from './afterMelee'

const unit = (id: string, side: 'a' | 'b', more: Partial<MeleeUnit> = {}): MeleeUnit => ({ id, side, arm: 'infantry', order: 'formed', fatigue: 'fresh', active: true, charged: false, ...more })
const att = unit('att', 'a', { charged: true })
const def = unit('def', 'b')

describe('after a mêlée (seed 004, Mêlée: Results; Formed, Unformed and Disorder; Definitions: Tired)', () => {
  it('the loser tests morale, then the winner tests control; both unformed; the charger tired', () => {
    const c = afterMelee({ attacker: att, defender: def, outcome: 'attacker wins', initiative: 'a' })
    expect(c.owed.map((o) => [o.kind, o.unitIds])).toEqual([['morale', ['def']], ['control', ['att']]])
    expect(c.owed[0]!.reason).toBe('lost a mêlée: losers retire and throw for morale (seed 004, Mêlée: Results)')
    expect(c.owed[1]!.reason).toBe('won a mêlée: the winners must take a control test (seed 004, Mêlée: Results)')
    expect(c.changes).toEqual([{ unit: 'att', order: 'unformed', fatigue: 'tired' }, { unit: 'def', order: 'unformed' }])
    expect(c.initiativePasses).toBeNull()
    expect(c.events).toEqual([{ e: 'melee', units: ['att', 'def'], decided: true }])
    expect(c.prompts).toEqual([])
  })
  it('a friendly unit of the side with the initiative that loses passes it', () => {
    const c = afterMelee({ attacker: att, defender: def, outcome: 'defender wins', initiative: 'a' })
    expect(c.initiativePasses).toEqual({ from: 'a', why: 'a friendly unit lost a mêlée' })
    expect(c.events).toEqual([{ e: 'melee', units: ['att', 'def'], decided: true }, { e: 'pass', from: 'a', why: 'a friendly unit lost a mêlée' }])
    expect(afterMelee({ attacker: att, defender: def, outcome: 'attacker wins', initiative: 'b' }).initiativePasses).toEqual({ from: 'b', why: 'a friendly unit lost a mêlée' })
    expect(afterMelee({ attacker: att, defender: def, outcome: 'defender wins', initiative: null }).initiativePasses).toBeNull()
  })
  it('a draw owes nothing, tires nobody yet and says the disengage choice; a disordered unit stays disordered', () => {
    const c = afterMelee({ attacker: att, defender: unit('def', 'b', { order: 'disordered' }), outcome: 'draw', initiative: 'a' })
    expect(c.owed).toEqual([])
    expect(c.changes).toEqual([{ unit: 'att', order: 'unformed' }, { unit: 'def' }])
    expect(c.initiativePasses).toBeNull()
    expect(c.events).toEqual([{ e: 'melee', units: ['att', 'def'], decided: false }])
    expect(c.prompts[0]).toContain('may attempt to disengage by taking a control test')
  })
  it('a destroyed unit owes nothing and changes nothing; a tired charger becomes exhausted', () => {
    const c = afterMelee({ attacker: unit('att', 'a', { charged: true, fatigue: 'tired' }), defender: unit('def', 'b', { active: false }), outcome: 'attacker wins', initiative: 'a' })
    expect(c.owed.map((o) => o.kind)).toEqual(['control'])
    expect(c.changes).toEqual([{ unit: 'att', order: 'unformed', fatigue: 'exhausted' }])
    const lost = afterMelee({ attacker: unit('att', 'a', { active: false }), defender: def, outcome: 'defender wins', initiative: 'b' })
    expect(lost.owed.map((o) => o.kind)).toEqual(['control'])
  })
})
