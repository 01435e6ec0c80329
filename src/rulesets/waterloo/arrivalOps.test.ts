import { describe, expect, it } from 'vitest'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState } from '@/model/types'
import { arrivedDraft, arrivalEvents, enterDraft, entryHexOf } from './arrivalOps'
import { cupOf } from './battleState'
import { moveTrackDraft } from './cupOps'
import { addCustomUnitDraft, blankCustomUnit } from './customUnit'
import { askWl, foldWl, whereWl } from './sequence'
import { apply, asLog, setUpBattle, unitOf } from './testkit'

const cav = { ...blankCustomUnit('Prussian'), name: 'Bulow cavalry', corps: 'pr-IV', type: 'cavalry' as const, cavalryWeight: 'LC' as const,
  fresh: { strengthPoints: 3, artilleryFactor: 1, elanRating: 4 }, battleworn: { strengthPoints: 2, artilleryFactor: 1, elanRating: 3 } }
const inf = { ...cav, name: 'Bulow infantry', type: 'infantry' as const, cavalryWeight: '' as const }

/** A battle played through its drafts, with its log. */
function play(steps: ((s: BattleState) => ActionDraft)[], from = setUpBattle({ start: 'merde', historicalPrussianArrival: true })) {
  let s = from
  const drafts: ActionDraft[] = []
  for (const step of steps) { const d = step(s); drafts.push(d); s = apply(s, d) }
  return { s, log: asLog(drafts) }
}

describe('seed 002, I: Prussian Arrival driven by the sequence', () => {
  it('each Corps\' Entry Hex (I); Thielemann\'s is rolled (M-4)', () => {
    expect([entryHexOf('pr-IV'), entryHexOf('pr-II'), entryHexOf('pr-I'), entryHexOf('pr-III')]).toEqual(['2011', '2009', '2003', null])
  })

  it('the marker moved into the Game Turn box arrives: the draft says so, the sequence waits for its units (C, I-1)', () => {
    const s0 = setUpBattle({ start: 'merde' })
    const d = moveTrackDraft(s0, 'pr-IV', 5)
    expect(d.detail?.flow).toContainEqual({ t: 'arrive', marker: 'pr-IV', hex: '2011' })
    expect(arrivalEvents(cupOf(s0)!, cupOf(apply(s0, d))!)).toEqual([{ t: 'arrive', marker: 'pr-IV', hex: '2011' }])
    expect(moveTrackDraft(s0, 'pr-IV', 9).detail?.flow).toBeUndefined()
    const { s, log } = play([() => addCustomUnitDraft(cav, 'c1'), () => addCustomUnitDraft(inf, 'i1'), (x) => moveTrackDraft(x, 'pr-IV', 5)], s0)
    expect(whereWl(foldWl(s, log))).toBe('Game Turn 5 · Prussian Arrival: pr-IV at 2011')
    expect(askWl(s, log, { q: 'draw' })).toMatchObject({ verdict: 'forbidden', section: 'seed 002, I-1' })
    expect(askWl(s, log, { q: 'enter', unit: 'i1' })).toMatchObject({ verdict: 'forbidden', section: 'seed 002, I-1a' })
    expect(askWl(s, log, { q: 'enter', unit: 'c1' })).toEqual({ verdict: 'allowed' })
  })

  it('the Cavalry enters and moves (its hex written on it), then the arrival ends and the cup goes on', () => {
    const s0 = setUpBattle({ start: 'merde' })
    const { s, log } = play([() => addCustomUnitDraft(cav, 'c1'), () => addCustomUnitDraft(inf, 'i1'), (x) => moveTrackDraft(x, 'pr-IV', 5),
      (x) => enterDraft(unitOf(x, 'c1'), '2011', ' 1912 '), () => arrivedDraft('pr-IV', false)], s0)
    expect(log[3]!.label).toBe('Bulow cavalry enters at 2011, moves to 1912 (Prussian Arrival, I-1)')
    expect(unitOf(s, 'c1').state.hex).toBe('1912')
    expect(log[4]!.label).toBe('Bulow IV Corps: Entry Hex fully stacked, the rest wait off the map (I-1c, I-2)')
    const f = foldWl(s, log)
    expect([f.entered, f.arriving, f.arrived]).toEqual([{ c1: true }, {}, { 'pr-IV': { hex: '2011', delayed: false } }])
    expect(askWl(s, log, { q: 'draw' })).toEqual({ verdict: 'allowed' })
    expect(askWl(s, log, { q: 'enter', unit: 'i1' })).toMatchObject({ verdict: 'forbidden', section: 'seed 002, I-1, I-4' })
  })

  it('without an end hex the unit keeps none; a delayed entry is said with I-5', () => {
    const s = setUpBattle({ start: 'merde' })
    const one = apply(s, addCustomUnitDraft(inf, 'i1'))
    expect(enterDraft(unitOf(one, 'i1'), null, '').ops).toEqual([])
    expect(enterDraft(unitOf(one, 'i1'), null, null).label).toBe('Bulow infantry enters (Prussian Arrival, I-1)')
    expect(arrivedDraft('pr-II', true).label).toBe('Pirch I II Corps: Delayed Entry, its Entry Hex occupied or fully stacked (I-5)')
  })
})
