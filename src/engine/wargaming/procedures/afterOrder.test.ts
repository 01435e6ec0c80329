import { describe, expect, it } from 'vitest'
import { INITIAL, step } from '../sequence'
import { afterOrder } from './afterOrder'

const s = step(INITIAL, { e: 'initiative', side: 'a', how: 'test' })
const ligne = { id: 'ligne', side: 'a' as const, arm: 'infantry' as const, fatigue: 'fresh' as const }

describe('after an order (seed 004, The Cards; Charges & Mêlées; Skirmishers; Definitions: Tired, Exhausted, Overcoming Fatigue)', () => {
  it('moved: logged; a tired unit that moves becomes exhausted', () => {
    expect(afterOrder(s, { act: 'moved', unit: ligne })).toEqual({ changes: [], owed: [], events: [{ e: 'act', unit: 'ligne', side: 'a', arm: 'infantry', act: 'moved' }], initiativePasses: null, prompts: [] })
    expect(afterOrder(s, { act: 'moved', unit: { ...ligne, fatigue: 'tired' } }).changes).toEqual([{ unit: 'ligne', fatigue: 'exhausted' }])
  })
  it('formation: the unit takes the new formation', () => {
    expect(afterOrder(s, { act: 'formation', unit: ligne, formation: 'square' }).changes).toEqual([{ unit: 'ligne', formation: 'square' }])
    expect(afterOrder(s, { act: 'formation', unit: ligne }).changes).toEqual([])
    expect(afterOrder(s, { act: 'formation', unit: { ...ligne, fatigue: 'tired' }, formation: 'column' }).changes).toEqual([{ unit: 'ligne', formation: 'column' }])
  })
  it('a charge: skirmishers retire, charged cavalry must attempt a counter-charge, then the defenders test', () => {
    const c = afterOrder(s, { act: 'charged', unit: { ...ligne, arm: 'cavalry' }, targets: [{ id: 'rifles', arm: 'infantry', skirmish: true }, { id: 'dragoons', arm: 'cavalry' }, { id: 'foot', arm: 'infantry' }] })
    expect(c.owed.map((o) => [o.kind, o.unitIds[0]])).toEqual([['move', 'rifles'], ['counter-charge', 'dragoons'], ['morale', 'dragoons'], ['morale', 'foot']])
    expect(c.events).toEqual([{ e: 'act', unit: 'ligne', side: 'a', arm: 'cavalry', act: 'charged', targets: ['rifles', 'dragoons', 'foot'] }])
    expect(afterOrder(s, { act: 'charged', unit: ligne, targets: [{ id: 'foot', arm: 'infantry' }] }).owed.map((o) => o.kind)).toEqual(['morale'])
    expect(afterOrder(s, { act: 'charged', unit: ligne, targets: [{ id: 'd', arm: 'cavalry' }] }).owed.map((o) => o.kind)).toEqual(['morale'])
    expect(afterOrder(s, { act: 'charged', unit: { ...ligne, arm: 'cavalry' }, targets: [{ id: 'i', arm: 'infantry' }] }).owed.map((o) => o.kind)).toEqual(['morale'])
    expect(afterOrder(s, { act: 'opportunity charge', unit: { ...ligne, arm: 'cavalry' }, targets: [{ id: 'foot', arm: 'infantry' }] }).owed.map((o) => o.kind)).toEqual(['morale'])
    expect(afterOrder(s, { act: 'counter-charge', unit: { ...ligne, arm: 'cavalry' }, targets: [{ id: 'c', arm: 'cavalry' }] }).owed).toEqual([])
  })
  it('hold: stationary and out of enemy fire for a friendly phase eases fatigue one step; not when fired on, nor for the other side', () => {
    expect(afterOrder(s, { act: 'held', unit: { ...ligne, fatigue: 'tired' } }).changes).toEqual([{ unit: 'ligne', fatigue: 'fresh' }])
    expect(afterOrder(s, { act: 'held', unit: { ...ligne, fatigue: 'exhausted' } }).changes).toEqual([{ unit: 'ligne', fatigue: 'tired' }])
    expect(afterOrder(s, { act: 'held', unit: ligne }).changes).toEqual([])
    const fired = step(s, { e: 'act', unit: 'x', side: 'b', arm: 'infantry', act: 'return fire', targets: ['ligne'] })
    expect(afterOrder(fired, { act: 'held', unit: { ...ligne, fatigue: 'tired' } }).changes).toEqual([])
    expect(afterOrder(s, { act: 'held', unit: { ...ligne, side: 'b', fatigue: 'tired' } }).changes).toEqual([])
  })
  it('a charge into the flank unforms the targets; into the rear the text says how they fight', () => {
    const flank = afterOrder(s, { act: 'charged', unit: ligne, targets: [{ id: 'foot', arm: 'infantry' }], contact: 'flank' })
    expect(flank.changes).toEqual([{ unit: 'foot', order: 'unformed' }])
    expect(flank.prompts[0]).toContain('fight the first round of the mêlée unformed')
    const rear = afterOrder(s, { act: 'opportunity charge', unit: ligne, targets: [{ id: 'foot', arm: 'infantry' }], contact: 'rear' })
    expect(rear.changes).toEqual([])
    expect(rear.prompts[0]).toContain('may not fight back in the first round')
    expect(afterOrder(s, { act: 'charged', unit: ligne, targets: [{ id: 'foot', arm: 'infantry' }], contact: 'front' }).prompts).toEqual([])
    expect(afterOrder(s, { act: 'moved', unit: ligne, contact: 'flank' }).changes).toEqual([])
  })
  it('a charge that fell short: unformed and a control test owed', () => {
    const c = afterOrder(s, { act: 'fell short', unit: ligne })
    expect(c.changes).toEqual([{ unit: 'ligne', order: 'unformed' }])
    expect(c.owed).toEqual([{ kind: 'control', unitIds: ['ligne'], label: 'control test', reason: 'a charging unit failed to make contact with the enemy (seed 004, Charges & Mêlées; Control)' }])
  })
  it('rally: formed again, recorded as reformed', () => {
    const c = afterOrder(s, { act: 'rallied', unit: ligne })
    expect(c.changes).toEqual([{ unit: 'ligne', order: 'formed' }])
    expect(c.events[1]).toEqual({ e: 'reformed', unit: 'ligne' })
  })
})
