import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { miniaturesSequence, type MiniEvent } from '../sequence'
import { captureResult, fireResult, opportunityResult, reactionResult } from '.'

const U = (id: string, side: 'a' | 'b', type: string): MiniEvent => ({ t: 'unit', id, side, type, sector: 'centre', square: false, out: false })
const S = foldSequence(miniaturesSequence, [U('fi', 'a', 'french-infantry'), U('fc', 'a', 'heavy-cavalry'), U('ei', 'b', 'english-infantry'), U('ea', 'b', 'medium-artillery'), U('eg', 'b', 'general')])
const fi = { id: 'fi', name: '45e', kind: 'infantry' as const }
const fc = { id: 'fc', name: '1er Cuir', kind: 'cavalry' as const }
const ei = { id: 'ei', name: '92nd', type: 'english-infantry', disorderPoints: 1 }

describe('result procedures (seed 003)', () => {
  it('fire: DP, then the retreat owed and the lock (10.0), no advance for infantry', () => {
    const r = fireResult(S, { firer: fi, target: ei, effect: { disorder: 2, retreat: 1, removed: false } })
    expect(r.changes).toEqual([{ id: 'ei', disorderPoints: 3 }])
    expect(r.events).toEqual([{ t: 'fire', unit: 'fi' }, { t: 'retreated', unit: 'ei' }])
    expect(r.owed.map((o) => [o.kind, o.unitIds, o.label])).toEqual([['retreat', ['ei'], '92nd: retreat 1 segment']])
    expect(r.owed[0]!.reason).toContain('seed 003, 10.0 Retreats')
    expect(r.lines).toEqual(['92nd +2 disorder points (3 of 4)', '92nd retreats 1 segment and cannot be activated for the rest of the round (seed 003, 10.0)'])
    expect(r.standing.winners).toEqual([])
  })

  it('a charge that forces a retreat owes the retreat, then the cavalry advance (7.3), in that order', () => {
    const r = fireResult(S, { firer: fc, target: { ...ei, disorderPoints: 0 }, effect: { disorder: 0, retreat: 2, removed: false } })
    expect(r.changes).toEqual([])
    expect(r.events[0]).toEqual({ t: 'fire', unit: 'fc', charge: true })
    expect(r.owed.map((o) => o.kind)).toEqual(['retreat', 'advance'])
    expect(r.owed[0]!.label).toBe('92nd: retreat 2 segments')
    expect(r.owed[1]).toEqual(expect.objectContaining({ unitIds: ['fc'], label: '1er Cuir: advance half a segment and occupy' }))
    expect(r.owed[1]!.reason).toContain('seed 003, 7.3')
  })

  it('a removal: out, no retreat, the cavalry advances; half the enemy out wins the battle (4.2)', () => {
    const once = fireResult(S, { firer: fc, target: { ...ei, disorderPoints: 3 }, effect: { disorder: 1, retreat: 0, removed: true } })
    expect(once.changes).toEqual([{ id: 'ei', disorderPoints: 4, status: 'removed' }])
    expect(once.events).toEqual([{ t: 'fire', unit: 'fc', charge: true }, { t: 'unit', id: 'ei', out: true }])
    expect(once.owed.map((o) => o.kind)).toEqual(['advance'])
    expect(once.lines).toEqual(['92nd +1 disorder point (4 of 4)', '92nd removed at 4 disorder points (seed 003, 6.0)', '1er Cuir must advance half a segment (seed 003, 7.3)'])
    expect(once.standing.winners).toEqual([])
    const after = once.events.reduce(miniaturesSequence.step, S)
    const twice = fireResult(after, { firer: null, target: { id: 'ea', name: 'Bull', type: 'medium-artillery', disorderPoints: 2 }, effect: { disorder: 1, retreat: 0, removed: true } })
    expect(twice.standing).toEqual(expect.objectContaining({ winners: ['a'], kind: 'immediate' }))
    expect(twice.lines.at(-1)).toBe('the battle is won: 2 of 3 enemy units eliminated (half, rounded up, is 2) (seed 000, 4.2 How to Win)')
    expect(twice.events).toEqual([{ t: 'unit', id: 'ea', out: true }])
    const played = fireResult({ ...after, playOn: true }, { firer: null, target: { id: 'ea', name: 'Bull', type: 'medium-artillery', disorderPoints: 2 }, effect: { disorder: 1, retreat: 0, removed: true } })
    expect(played.lines.at(-1)).toBe('Bull removed at 3 disorder points (seed 003, 6.0)')
  })

  it('special actions: a success locks (9.3), Form Square puts the unit in square; a failure changes nothing', () => {
    const sq = reactionResult(S, { id: 'ei', name: '92nd' }, 'form-square', true)
    expect(sq.changes).toEqual([{ id: 'ei', inSquare: true }])
    expect(sq.events).toEqual([{ t: 'special', unit: 'ei', success: true }, { t: 'unit', id: 'ei', square: true }])
    expect(sq.lines).toEqual(['92nd forms square', '92nd cannot be activated for the rest of the round (seed 003, 9.3)'])
    const cc = reactionResult(S, { id: 'fc', name: '1er Cuir' }, 'cavalry-countercharge', true)
    expect(cc.changes).toEqual([])
    expect(cc.events).toEqual([{ t: 'special', unit: 'fc', success: true }])
    const no = reactionResult(S, { id: 'ei', name: '92nd' }, 'form-square', false)
    expect(no).toEqual(expect.objectContaining({ changes: [], owed: [], lines: ['92nd: no reaction'], events: [{ t: 'special', unit: 'ei', success: false }] }))
  })

  it('opportunity fire: the guns locked, the cavalry stopped, or removed', () => {
    const stop = opportunityResult(S, { id: 'ea', name: 'Bull' }, { id: 'fc', name: '1er Cuir' }, { reaction: 'success', charge: 'stops', disorder: 1, cavalryDisorderPoints: 1 })
    expect(stop.changes).toEqual([{ id: 'fc', disorderPoints: 1 }])
    expect(stop.lines).toEqual(['Bull cannot be activated for the rest of the round (seed 003, 9.3)', '1er Cuir +1 disorder point', '1er Cuir stops 4 cm from the guns, no fight (seed 003, 9.3)'])
    const gone = opportunityResult(S, { id: 'ea', name: 'Bull' }, { id: 'fc', name: '1er Cuir' }, { reaction: 'success', charge: 'cavalry removed', disorder: 3, cavalryDisorderPoints: 3 })
    expect(gone.changes).toEqual([{ id: 'fc', disorderPoints: 3, status: 'removed' }])
    expect(gone.events).toEqual([{ t: 'special', unit: 'ea', success: true }, { t: 'unit', id: 'fc', out: true }])
    expect(gone.lines.slice(-2)).toEqual(['1er Cuir removed (seed 003, 6.0)', 'the battle is won: 1 of 2 enemy units eliminated (half, rounded up, is 1) (seed 000, 4.2 How to Win)'])
    const on = opportunityResult(S, { id: 'ea', name: 'Bull' }, { id: 'fc', name: '1er Cuir' }, { reaction: 'failure', charge: 'goes on', disorder: 0, cavalryDisorderPoints: 0 })
    expect(on).toEqual(expect.objectContaining({ changes: [], lines: ['Bull: no reaction'] }))
    const goes = opportunityResult(S, { id: 'ea', name: 'Bull' }, { id: 'fc', name: '1er Cuir' }, { reaction: 'success', charge: 'goes on', disorder: 0, cavalryDisorderPoints: 0 })
    expect(goes.lines).toEqual(['Bull cannot be activated for the rest of the round (seed 003, 9.3)'])
  })

  it("general's capture: captured is an eliminated unit; else a retreat of one segment, owed and locked", () => {
    const c = captureResult(S, { id: 'eg', name: 'Picton' }, true)
    expect(c).toEqual(expect.objectContaining({ changes: [{ id: 'eg', status: 'captured' }], owed: [], events: [{ t: 'unit', id: 'eg', out: true }], lines: ['Picton captured (seed 003, 9.4.1)'] }))
    const e = captureResult(S, { id: 'eg', name: 'Picton' }, false)
    expect(e.owed.map((o) => o.label)).toEqual(['Picton: retreat 1 segment'])
    expect(e.events).toEqual([{ t: 'retreated', unit: 'eg' }])
    expect(e.lines).toEqual(['Picton escapes and retreats 1 segment (seed 003, 9.4.1)'])
  })
})

describe('result procedures: nothing more than the text gives', () => {
  it('fire with no DP and no retreat, and cavalry that neither removes nor forces back, owe nothing', () => {
    const r = fireResult(S, { firer: fc, target: ei, effect: { disorder: 0, retreat: 0, removed: false } })
    expect(r).toEqual(expect.objectContaining({ changes: [], owed: [], lines: [], events: [{ t: 'fire', unit: 'fc', charge: true }] }))
    const inf = fireResult(S, { firer: fi, target: ei, effect: { disorder: 1, retreat: 0, removed: false } })
    expect(inf.owed).toEqual([])
    expect(inf.events).toEqual([{ t: 'fire', unit: 'fi' }])
  })
  it('a result in a battle already won (or played on) says nothing more about winning', () => {
    const won = ([{ t: 'unit', id: 'ei', out: true }, { t: 'unit', id: 'ea', out: true }] as MiniEvent[]).reduce(miniaturesSequence.step, S)
    const r = fireResult(won, { firer: null, target: { id: 'eg', name: 'Picton', type: 'general', disorderPoints: 0 }, effect: { disorder: 1, retreat: 0, removed: true } })
    expect(r.lines).toEqual(['Picton +1 disorder point (1 of 1)', 'Picton removed at 1 disorder point (seed 003, 6.0)'])
    expect(r.standing.winners).toEqual(['a'])
  })
  it('reactions, captures and opportunity fire owe nothing but the escaped general\'s retreat', () => {
    expect(reactionResult(S, { id: 'ei', name: '92nd' }, 'form-square', true).owed).toEqual([])
    expect(reactionResult(S, { id: 'ei', name: '92nd' }, 'form-square', false).changes).toEqual([])
    expect(captureResult(S, { id: 'eg', name: 'Picton' }, false).changes).toEqual([])
    const stopFail = opportunityResult(S, { id: 'ea', name: 'Bull' }, { id: 'fc', name: '1er Cuir' }, { reaction: 'failure', charge: 'stops', disorder: 0, cavalryDisorderPoints: 0 })
    expect(stopFail.lines).toEqual(['Bull: no reaction'])
    expect(stopFail.owed).toEqual([])
    expect(stopFail.events).toEqual([{ t: 'special', unit: 'ea', success: false }])
  })
})
