import { describe, expect, it } from 'vitest'
import { chance, RulesInputError } from '../../core'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { BOARDGAME_SCENARIOS, HYPOTHETICAL_FORCE, HYPOTHETICAL_REINFORCEMENTS, hypotheticalReinforcement, PRUSSIAN_REINFORCEMENTS,
  prussianEarlyArrival, prussianEntry } from '.'

describe('scenario data (seed 000, 13.1–13.4)', () => {
  it('Waterloo’s Prussian reinforcements: 1 general, 8 infantry, 1 heavy and 1 light cavalry, 2 light artillery = 13 units', () => {
    expect(PRUSSIAN_REINFORCEMENTS.reduce((s, e) => s + e.count, 0)).toBe(13)
    expect(PRUSSIAN_REINFORCEMENTS.map((e) => [e.count, e.unit])).toEqual([[1, 'general'], [8, 'infantry'], [1, 'heavy-cavalry'], [1, 'light-cavalry'], [2, 'light-artillery']])
  })
  it('hypothetical: 17 units each (10 infantry, 4 cavalry, 3 artillery) and 3 generals; 4 reinforcements', () => {
    expect(HYPOTHETICAL_FORCE.reduce((s, e) => s + e.count, 0)).toBe(17)
    expect(BOARDGAME_SCENARIOS.hypothetical.generals).toEqual({ french: 3, allied: 3 })
    expect(BOARDGAME_SCENARIOS.hypothetical.missing).toBeNull()
    expect(HYPOTHETICAL_REINFORCEMENTS.reduce((s, e) => s + e.count, 0)).toBe(4)
  })
  it('the historical orders of battle are not in this text: shipped empty for the owner', () => {
    for (const id of ['waterloo', 'quatre-bras', 'ligny'] as const) {
      expect(BOARDGAME_SCENARIOS[id].orderOfBattle).toEqual({ french: [], allied: [] })
      expect(BOARDGAME_SCENARIOS[id].generals).toEqual({ french: null, allied: null })
      expect(BOARDGAME_SCENARIOS[id].deployment).toBe('Deploy units and generals as shown in the Italian rules')
      expect(BOARDGAME_SCENARIOS[id].missing).toBe('enter from the Italian rules’ set-up (not in this text)')
    }
  })
  it('victory counts as printed; Ligny’s garrisons do not count', () => {
    const counts = (id: keyof typeof BOARDGAME_SCENARIOS) => BOARDGAME_SCENARIOS[id].victory.map((v) => v.anyOf.map((a) => `${a.nations.join('+')} ${a.count}`))
    expect(counts('waterloo')).toEqual([['English 10', 'English+Prussian 15'], ['French 14']])
    expect(counts('quatre-bras')).toEqual([['English 6'], ['French 7']])
    expect(counts('ligny')).toEqual([['Prussian 9'], ['French 11']])
    expect(counts('hypothetical')).toEqual([['English+Prussian 8'], ['French 8']])
    expect(BOARDGAME_SCENARIOS.ligny.notCounted).toEqual(['garrison'])
    expect(BOARDGAME_SCENARIOS.waterloo.notCounted).toEqual([])
  })
})

describe('Prussian arrivals (13.1 and the optional rule)', () => {
  it('entrance hex: 1–3 V5 (3/6), 4 V9, 5 V11, 6 T13', () => {
    expect(prussianEntry.distribution({})).toEqual({ total: 6, outcomes: [
      { value: 'V5', count: 3 }, { value: 'V9', count: 1 }, { value: 'V11', count: 1 }, { value: 'T13', count: 1 }] })
    expect([1, 2, 3, 4, 5, 6].map((f) => prussianEntry.resolve({}, [f]).outcome)).toEqual(['V5', 'V5', 'V5', 'V9', 'V11', 'T13'])
    expect(prussianEntry.resolve({}, [4]).working.map((l) => [l.label, l.value])).toEqual([['D6 4: enters at V9', 'V9']])
    expectAgreesWithResolve(prussianEntry, {})
    expect(errorOf<RulesInputError>(() => prussianEntry.resolve({}, [7])).code).toBe('bad-face')
  })
  it('early arrival: Prussian flag 2/6 × unit face; all available: 12 of 36 bring a unit, 2 of them your choice', () => {
    const d = prussianEarlyArrival.distribution(prussianEarlyArrival.example)
    expect(d.outcomes.map((o) => [o.value, o.count])).toEqual([
      ['no unit', 24], ['infantry', 4], ['cavalry', 2], ['artillery', 2], ['general', 2], ['your choice', 2]])
    expectAgreesWithResolve(prussianEarlyArrival, prussianEarlyArrival.example)
  })
  it('early arrival: a type no longer available brings no unit; a flag still lets you choose while any is left', () => {
    const noGuns = { available: { infantry: 1, cavalry: 0, artillery: 0, general: 0 } }
    expect(countOf(prussianEarlyArrival.distribution(noGuns), 'no unit')).toBe(24 + 2 + 2 + 2)
    expect(prussianEarlyArrival.resolve(noGuns, ['Prussian', 'flag']).outcome).toBe('your choice')
    const none = { available: { infantry: 0, cavalry: 0, artillery: 0, general: 0 } }
    expect(countOf(prussianEarlyArrival.distribution(none), 'no unit')).toBe(36)
    expect(prussianEarlyArrival.resolve(none, ['Prussian', 'flag']).outcome).toBe('no unit')
    expect(prussianEarlyArrival.resolve(prussianEarlyArrival.example, ['Prussian', 'cavalry']).working.map((l) => [l.label, l.value])).toEqual([
      ['special flag die: Prussian flag', 'a Prussian unit may arrive'], ['combat die: cavalry', 'cavalry'], ['place it anywhere between V6-V12', 'V6–V12']])
    expect(prussianEarlyArrival.resolve(prussianEarlyArrival.example, ['English', 'cavalry']).working.map((l) => [l.label, l.value])).toEqual([
      ['special flag die: English flag', 'no unit']])
    expect(prussianEarlyArrival.resolve(none, ['Prussian', 'general']).working).toHaveLength(2)
  })
  it('refuses bad counts and faces', () => {
    expect(errorOf<RulesInputError>(() => prussianEarlyArrival.dice({ available: { infantry: -1, cavalry: 0, artillery: 0, general: 0 } })).field).toBe('available.infantry')
    expect(errorOf<RulesInputError>(() => prussianEarlyArrival.resolve(prussianEarlyArrival.example, ['Prussian'])).field).toBe('faces')
    expect(prussianEarlyArrival.dice(prussianEarlyArrival.example).map((d) => d.die.id)).toEqual(['white', 'battle'])
  })
})

describe('hypothetical reinforcements (13.4)', () => {
  it('full pool: infantry 2/6, cavalry 1/6, artillery 1/6, none 2/6; sector 1–2 left, 3–4 centre, 5–6 right', () => {
    const d = hypotheticalReinforcement.distribution(hypotheticalReinforcement.example)
    expect(chance(d, (o) => o.unit === 'none')).toEqual({ count: 12, total: 36 })
    expect(countOf(d, { unit: 'infantry', sector: 'left' })).toBe(4)
    expect(countOf(d, { unit: 'cavalry', sector: 'right' })).toBe(2)
    expect(countOf(d, { unit: 'artillery', sector: 'centre' })).toBe(2)
    expect([1, 2, 3, 4, 5, 6].map((f) => hypotheticalReinforcement.resolve(hypotheticalReinforcement.example, ['infantry', f]).outcome))
      .toEqual([{ unit: 'infantry', sector: 'left' }, { unit: 'infantry', sector: 'left' }, { unit: 'infantry', sector: 'centre' },
        { unit: 'infantry', sector: 'centre' }, { unit: 'infantry', sector: 'right' }, { unit: 'infantry', sector: 'right' }])
    expectAgreesWithResolve(hypotheticalReinforcement, hypotheticalReinforcement.example)
  })
  it('a type not in the pool, a flag or a general: no reinforcement', () => {
    const pool = { pool: { infantry: 0, cavalry: 1, artillery: 0 } }
    expect(chance(hypotheticalReinforcement.distribution(pool), (o) => o.unit === 'none')).toEqual({ count: 30, total: 36 })
    expect(hypotheticalReinforcement.resolve(pool, ['infantry', 3]).working.map((l) => [l.label, l.value])).toEqual([
      ['battle die: infantry: no reinforcement this round', 'none']])
    expect(hypotheticalReinforcement.resolve(pool, ['cavalry', 5]).working.map((l) => [l.label, l.value])).toEqual([
      ['battle die: cavalry', 'cavalry'], ['D6 5: Right Wing', 'right']])
    expect(hypotheticalReinforcement.resolve(pool, ['general', 1]).outcome).toEqual({ unit: 'none' })
    expect(hypotheticalReinforcement.resolve(pool, ['flag', 1]).outcome).toEqual({ unit: 'none' })
    expect(errorOf<RulesInputError>(() => hypotheticalReinforcement.dice({ pool: { infantry: 0, cavalry: 1.5, artillery: 0 } })).field).toBe('pool.cavalry')
    expect(errorOf<RulesInputError>(() => hypotheticalReinforcement.resolve(pool, ['flag'])).field).toBe('faces')
  })
})
