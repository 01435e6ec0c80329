import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { cupOf } from './battleState'
import {
  activationDraft, drawDraft, thielemannDraft, endTurnDraft, grouchyDraft, grouchyNotYetDraft, holdDraft, moveTrackDraft, playDraft, playHeldDraft, rainDraft, useNapoleonDraft,
} from './cupOps'
import { apply, blankBattle, setUpBattle } from './testkit'
import type { BattleState } from '@/model/types'

const drawn = (s: BattleState, marker: string) => apply(s, drawDraft(s, { marker }))

describe('the activation cup, one undoable action per step (seed 002, C–H)', () => {
  it('the players\' draw takes that marker out of the container', () => {
    const s = setUpBattle()
    const d = drawDraft(s, { marker: 'fr-II' })
    expect(d.label).toBe('Drew Reille II Corps')
    expect(d.detail).toEqual({ gameTurn: 1, marker: 'fr-II', by: 'players', flow: [{ t: 'draw', marker: 'fr-II', kind: 'french-corps' }] })
    const b = apply(s, d)
    expect(cupOf(b)?.drawn).toBe('fr-II')
    expect(cupOf(b)?.cup).toHaveLength(14)
  })
  it('the app\'s draw is random and says so', () => {
    const d = drawDraft(setUpBattle(), seededRandom(1))
    expect(d.detail?.by).toBe('app')
    expect(d.label).toMatch(/^Drew /)
  })
  it('a Napoleon marker is held at once (D-3a) and used later', () => {
    const b = drawn(setUpBattle(), 'napoleon-1')
    expect(drawDraft(setUpBattle(), { marker: 'napoleon-1' }).label).toBe('Drew Napoleon (held)')
    expect(cupOf(b)?.heldNapoleon).toEqual(['napoleon-1'])
    const c = apply(b, useNapoleonDraft(b, 'napoleon-1', 'Pas de Charge', { id: 'fr-II', name: 'Reille II Corps' }))
    expect(cupOf(c)?.used).toEqual(['napoleon-1'])
  })
  it('play puts the drawn marker in the Used box; a French Corps marker may be held and played later', () => {
    const b = drawn(setUpBattle(), 'fr-II')
    expect(playDraft(b).label).toBe('Activated Reille II Corps')
    expect(cupOf(apply(b, playDraft(b)))?.used).toEqual(['fr-II'])
    const h = apply(b, holdDraft(b))
    expect(holdDraft(b).label).toBe('Held Reille II Corps')
    expect(cupOf(h)?.heldCorps).toBe('fr-II')
    expect(playHeldDraft(h).label).toBe('Played the held Reille II Corps')
    expect(cupOf(apply(h, playHeldDraft(h)))?.drawn).toBe('fr-II')
  })
  it('refusals: a marker not in the container, a second draw before playing, a cup before setup', () => {
    expect(errorOf(() => drawDraft(setUpBattle(), { marker: 'fr-III' }))).toMatchObject({ field: 'marker' })
    const b = drawn(setUpBattle(), 'fr-II')
    expect(errorOf(() => drawDraft(b, { marker: 'fr-I' }))).toMatchObject({ field: 'drawn' })
    expect(errorOf(() => playDraft(blankBattle()))).toMatchObject({ field: 'cup', message: expect.stringContaining('Turn tab') })
  })
  it('End Phase: when the container is empty, every marker goes back and the Game Turn marker moves on', () => {
    let s = setUpBattle()
    expect(errorOf(() => endTurnDraft(s))).toMatchObject({ field: 'cup' })
    for (const m of [...cupOf(s)!.cup]) {
      s = drawn(s, m)
      if (cupOf(s)!.drawn) s = apply(s, playDraft(s))
    }
    const d = endTurnDraft(s)
    expect(d.label).toBe('End Phase: Game Turn 2 (10:00 am)')
    expect(d.detail).toEqual({ gameTurn: 2, flow: [{ t: 'end', gameTurn: 2, over: false }] })
    const n = apply(s, d)
    expect(cupOf(n)?.cup).toHaveLength(15)
    expect(cupOf(n)?.gameTurn).toBe(2)
  })
  it('Prussian markers: moved on the track; into the turn\'s box they arrive (I)', () => {
    const s = setUpBattle()
    const d = moveTrackDraft(s, 'pr-IV', 1)
    expect(d.label).toBe('Bulow IV Corps to Game Turn box 1: arrives (into the container)')
    expect(cupOf(apply(s, d))?.cup).toContain('pr-IV')
    expect(moveTrackDraft(s, 'pr-IV', 9).label).toBe('Bulow IV Corps to Game Turn box 9')
  })
  it('Grouchy arrives: four French Corps markers (M-1); not yet is logged', () => {
    const s = setUpBattle({ whereIsGrouchy: true })
    expect(cupOf(apply(s, grouchyDraft(s)))?.cup).toHaveLength(19)
    expect(grouchyNotYetDraft(s).label).toBe('Where is Grouchy? Game Turn 1: not yet')
  })
  it('Thielemann\'s Entry Hex is logged (M-4)', () => {
    expect(thielemannDraft(setUpBattle(), '2009').label).toBe('Thielemann III Corps enters at 2009')
  })
  it('an 11–66 result is logged for the marker drawn', () => {
    const b = drawn(setUpBattle(), 'aa-II')
    expect(activationDraft(b, 'Anglo-Allied/Prussian Corps Activation Table', '56 Reinforce/Recapture').label)
      .toBe('Hill II Corps: Anglo-Allied/Prussian Corps Activation Table — 56 Reinforce/Recapture')
  })
})

describe('A Rainy Start (seed 002, L-2)', () => {
  it('rain: the next roll is due on the next Game Turn', () => {
    const s = setUpBattle({ start: 'rainy start' })
    const d = rainDraft(s, false)
    expect(d.label).toBe('A Rainy Start, Game Turn 1: rain')
    const n = apply(s, d)
    expect(n.battle.rain).toBe(2)
    const b = apply(n, rainDraft(n, true))
    expect(rainDraft(n, true).label).toBe('A Rainy Start: the battle begins on Game Turn 2 (10:00 am)')
    expect(cupOf(b)?.gameTurn).toBe(2)
    expect(b.battle.rain).toBeNull()
  })
  it('refused when no roll is due', () => {
    expect(errorOf(() => rainDraft(setUpBattle(), true))).toMatchObject({ field: 'rain' })
  })
})
