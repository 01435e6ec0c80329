import { describe, expect, it } from 'vitest'
import { afterControl } from './afterControl'

const c = (result: Parameters<typeof afterControl>[0]['result'], more: Partial<Parameters<typeof afterControl>[0]['unit']> = {}) =>
  afterControl({ unit: { id: 'u', arm: 'infantry', order: 'unformed', ...more }, result })

describe('after a control test (seed 004, Control: Results; Returning to Formed Order)', () => {
  it('5–10 and 2–4 reform an unformed or disordered unit', () => {
    expect(c('Reform and act freely')).toMatchObject({ changes: [{ unit: 'u', order: 'formed' }], events: [{ e: 'reformed', unit: 'u' }], owed: [], prompts: [] })
    expect(c('Reform, may not advance', { order: 'disordered' }).changes).toEqual([{ unit: 'u', order: 'formed' }])
    expect(c('Reform, may not advance').prompts[0]).toContain('may not advance towards the enemy')
    expect(c('Reform and act freely', { order: 'formed' })).toMatchObject({ changes: [], events: [] })
  })
  it('11 or over pursues (said, no change); under 2 retires 50 yd on foot, 100 mounted', () => {
    expect(c('Pursue or charge')).toMatchObject({ changes: [], owed: [], events: [] })
    expect(c('Pursue or charge').prompts[0]).toContain('no morale test is required for coming under fire during the charge')
    expect(c('Retire').owed).toEqual([{ kind: 'move', unitIds: ['u'], label: 'retire 50 yd', reason: expect.stringContaining('Control: Results') }])
    expect(c('Retire', { arm: 'cavalry' }).owed[0]!.label).toBe('retire 100 yd')
    expect(c('Retire', { arm: 'artillery', horse: true }).owed[0]!.label).toBe('retire 100 yd')
    expect(c('Retire', { arm: 'artillery' }).owed[0]!.label).toBe('retire 50 yd')
    expect(c('Retire', { horse: true }).owed[0]!.label).toBe('retire 50 yd')
    expect(c('Retire')).toMatchObject({ changes: [], prompts: [], initiativePasses: null })
  })
})
