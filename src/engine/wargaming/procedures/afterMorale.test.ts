import { describe, expect, it } from 'vitest'
import { afterMorale, type MoraleFacts } from './afterMorale'

const u: MoraleFacts['unit'] = { id: 'foot', side: 'b', arm: 'infantry', order: 'formed', fatigue: 'fresh' }
const m = (outcome: MoraleFacts['outcome'], more: Partial<MoraleFacts> = {}, unit: Partial<MoraleFacts['unit']> = {}) => afterMorale({ unit: { ...u, ...unit }, outcome, initiative: 'a', ...more })

describe('after a morale result (seed 004, Morale: Explanation of results; Determining Initiative)', () => {
  it('Rout: 250 yd owed, disordered, tired, friends within 300 yards prompted; passes the initiative only from its holder', () => {
    const c = m('Rout')
    expect(c.owed).toEqual([{ kind: 'move', unitIds: ['foot'], label: 'rout 250 yd', reason: expect.stringContaining('(seed 004, Morale: Explanation of results)') }])
    expect(c.changes).toEqual([{ unit: 'foot', order: 'disordered', fatigue: 'tired' }])
    expect(c.prompts).toEqual(['Units within 300 yards and within sight of friends who retreat or rout test morale, for the initial move only (seed 004, Morale)'])
    expect(c.initiativePasses).toBeNull()
    expect(c.events).toEqual([{ e: 'morale', unit: 'foot', side: 'b', arm: 'infantry', outcome: 'Rout' }])
    const held = m('Rout', { initiative: 'b' })
    expect(held.initiativePasses).toEqual({ from: 'b', why: "a friendly unit's morale result was rout" })
    expect(held.events[1]).toEqual({ e: 'pass', from: 'b', why: "a friendly unit's morale result was rout" })
    expect(m('Rout', {}, { fatigue: 'tired' }).changes).toEqual([{ unit: 'foot', order: 'disordered', fatigue: 'exhausted' }])
  })
  it('Retreat and Retire: the move by arm; Retreat unformed; a disordered unit stays disordered', () => {
    expect(m('Retreat', {}, { arm: 'cavalry' }).owed[0]!.label).toBe('retreat 200 yd')
    expect(m('Retreat').changes).toEqual([{ unit: 'foot', order: 'unformed' }])
    expect(m('Retreat', {}, { order: 'disordered' }).changes).toEqual([])
    expect(m('Retire').owed[0]!.label).toBe('retire 50 yd')
    expect(m('Retire').changes).toEqual([])
    expect(m('Retire').prompts).toEqual([])
    expect(m('Retire', {}, { arm: 'artillery', horse: true }).owed[0]!.label).toBe('retire 100 yd')
    expect(m('Retire', {}, { arm: 'artillery' }).owed[0]!.label).toBe('retire 50 yd')
    expect(m('Retire', {}, { arm: 'artillery' }).prompts).toEqual(['Gunners take their guns with them.'])
    expect(m('Retreat', { inMelee: true }, { arm: 'artillery' }).prompts[1]).toBe('Involved in a mêlée: gunners abandon their guns.')
  })
  it('Halt passes the initiative, owes nothing; Shaken unforms; Advance and Charge change nothing', () => {
    expect(m('Halt', { initiative: 'b' }).initiativePasses?.from).toBe('b')
    expect(m('Halt').owed).toEqual([])
    expect(m('Shaken', { initiative: 'b' }).initiativePasses).toBeNull()
    expect(m('Shaken').changes).toEqual([{ unit: 'foot', order: 'unformed' }])
    expect(m('Advance')).toMatchObject({ changes: [], owed: [], prompts: [], initiativePasses: null })
    expect(m('Charge', { initiative: 'b' }).events).toHaveLength(1)
  })
})
