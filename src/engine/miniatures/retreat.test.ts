import { describe, expect, it } from 'vitest'
import { applyRetreatRules, type RetreatSituation } from './retreat'

const rule = (section = '10.0 Retreats') => ({ seed: '003', section })
const line = (label: string, value: number) => ({ label, value, rule: rule(), kind: 'count' as const })
const inf: RetreatSituation = { kind: 'infantry' }

// seed 003, 10.0 Retreats, rules 2–7, in the order of ruling 24; seed 000 §9.4 #11 for ruling 25.
describe('retreat rules (seed 003, 10.0)', () => {
  it('no retreat segments: nothing happens and nothing is said', () => {
    expect(applyRetreatRules(0, { kind: 'artillery', retreatBlocked: true })).toEqual({ disorder: 0, retreat: 0, working: [] })
  })
  it('a free unit retreats the segments: 1 segment, 2 segments', () => {
    expect(applyRetreatRules(1, inf)).toEqual({ disorder: 0, retreat: 1, working: [line('retreat 1 segment', 1)] })
    expect(applyRetreatRules(2, inf)).toEqual({ disorder: 0, retreat: 2, working: [line('retreat 2 segments', 2)] })
  })
  it('rule 2: "If a unit cannot retreat it earns another Disorder Point" — one, for 1 or 2 segments', () => {
    expect(applyRetreatRules(2, { ...inf, retreatBlocked: true })).toEqual({ disorder: 1, retreat: 0, working: [line('cannot retreat 2: +1 disorder point, remains in place (rule 2)', 1)] })
    expect(applyRetreatRules(1, { ...inf, retreatBlocked: true }).disorder).toBe(1)
  })
  it('rule 4: built-up area or attached general: not forced to retreat (before rules 5–7 and 2)', () => {
    expect(applyRetreatRules(2, { ...inf, inBuiltUpArea: true, inSquare: true, retreatBlocked: true }))
      .toEqual({ disorder: 0, retreat: 0, working: [line('in a built-up area: not forced to retreat 2 (rule 4)', 0)] })
    expect(applyRetreatRules(1, { kind: 'artillery', generalAttached: true, cause: { kind: 'cavalry', adjacent: true } }))
      .toEqual({ disorder: 0, retreat: 0, working: [line('general attached: not forced to retreat 1 (rule 4)', 0)] })
  })
  it('rule 7: a square forced back by adjacent infantry or short-range artillery: 1 disorder point per segment', () => {
    const sq = { kind: 'infantry', inSquare: true } as const
    expect(applyRetreatRules(2, { ...sq, cause: { kind: 'infantry', adjacent: true } }))
      .toEqual({ disorder: 2, retreat: 0, working: [line('square forced back 2: 1 disorder point per segment (rule 7)', 2)] })
    expect(applyRetreatRules(1, { ...sq, cause: { kind: 'artillery', adjacent: false, range: 1 } }).disorder).toBe(1)
    expect(applyRetreatRules(1, { ...sq, cause: { kind: 'artillery', adjacent: true, range: 1 } }).disorder).toBe(1)
  })
  it('rule 5: otherwise a square ignores retreats: infantry from afar, cavalry, medium-range artillery, no cause', () => {
    const sq = { kind: 'infantry', inSquare: true } as const
    const ignores = (segments: number) => ({ disorder: 0, retreat: 0, working: [line(`in square: ignores retreat ${segments} (rule 5)`, 0)] })
    expect(applyRetreatRules(2, { ...sq, cause: { kind: 'infantry', adjacent: false, range: 1 } })).toEqual(ignores(2))
    expect(applyRetreatRules(1, { ...sq, cause: { kind: 'cavalry', adjacent: true } })).toEqual(ignores(1))
    expect(applyRetreatRules(1, { ...sq, cause: { kind: 'artillery', adjacent: false, range: 2 } })).toEqual(ignores(1))
    expect(applyRetreatRules(1, { ...sq, cause: { kind: 'artillery', adjacent: false } })).toEqual(ignores(1))
    expect(applyRetreatRules(1, { ...sq, retreatBlocked: true })).toEqual(ignores(1))
  })
  it('rule 6: artillery forced back by an adjacent unit converts segments to DP', () => {
    expect(applyRetreatRules(2, { kind: 'artillery', cause: { kind: 'infantry', adjacent: true }, retreatBlocked: true }))
      .toEqual({ disorder: 2, retreat: 0, working: [line('artillery forced back 2 by an adjacent unit: disorder points instead (rule 6)', 2)] })
  })
  it('ruling 25: artillery forced back by a unit that is not adjacent ignores the retreat (seed 000 §9.4 #11)', () => {
    const r = applyRetreatRules(2, { kind: 'artillery', cause: { kind: 'artillery', adjacent: false, range: 3 }, retreatBlocked: true })
    expect(r).toEqual({ disorder: 0, retreat: 0, working: [{ label: 'artillery forced back 2 by a unit not adjacent: ignores the retreat (ruling 25)', value: 0, rule: { seed: '000', section: '9.4 Combat Modifiers #11' }, kind: 'count' }] })
    expect(applyRetreatRules(1, { kind: 'artillery' }).retreat).toBe(0)
  })
  it('ruling 25, other reading: the artillery retreats, or takes 1 disorder point if it cannot', () => {
    const retreats = { rulings: { artilleryRetreatFromAfar: 'retreats' } } as const
    expect(applyRetreatRules(2, { kind: 'artillery', cause: { kind: 'infantry', adjacent: false }, ...retreats })).toEqual({ disorder: 0, retreat: 2, working: [line('retreat 2 segments', 2)] })
    expect(applyRetreatRules(2, { kind: 'artillery', retreatBlocked: true, ...retreats }).disorder).toBe(1)
  })
  it('garrisons ignore retreat results (seed 000, Garrisons)', () => {
    expect(applyRetreatRules(2, { kind: 'garrison', retreatBlocked: true }))
      .toEqual({ disorder: 0, retreat: 0, working: [{ label: 'garrison ignores retreat 2', value: 0, rule: { seed: '000', section: '6.1 Movement: Garrisons' }, kind: 'count' }] })
  })
  it('refuses a cause range outside 1–5', () => {
    expect(() => applyRetreatRules(1, { ...inf, cause: { kind: 'artillery', adjacent: false, range: 6 as 1 } })).toThrow(/cause.range must be a range band/)
  })
})

describe('only artillery turns an adjacent enemy\'s retreat into DP (seed 003, 10.0 #6)', () => {
  it('infantry forced back 2 by a charging (adjacent) cavalry unit retreats 2 segments, no DP', () => {
    expect(applyRetreatRules(2, { kind: 'infantry', cause: { kind: 'cavalry', adjacent: true } })).toEqual({ disorder: 0, retreat: 2, working: [line('retreat 2 segments', 2)] })
    expect(applyRetreatRules(1, { kind: 'cavalry', cause: { kind: 'infantry', adjacent: true, range: 1 } })).toEqual({ disorder: 0, retreat: 1, working: [line('retreat 1 segment', 1)] })
  })
})
