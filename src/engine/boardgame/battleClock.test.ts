import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { BATTLE_START, giveOrder, nextRound } from './battleClock'
import { deploySkirmisher, leaveGarrison } from './detach'

describe('battle clock (4.1, 5.0, 6.0)', () => {
  it('one order per unit per round', () => {
    const c = giveOrder(giveOrder(BATTLE_START, 'a'), 'b')
    expect(c.ordered).toEqual(['a', 'b'])
    const e = errorOf<RulesInputError>(() => giveOrder(c, 'a'))
    expect([e.code, e.field, e.message]).toEqual(['not-allowed-together', 'unitId', 'a has already had its order this round (6.0).'])
  })
  it('six rounds an hour, new hands each hour, over after the 6th round of the 6th hour', () => {
    expect(nextRound({ hour: 1, round: 1, ordered: ['a'] })).toEqual({ clock: { hour: 1, round: 2, ordered: [] }, dealNewHands: false, battleOver: false })
    expect(nextRound({ hour: 1, round: 5, ordered: [] }).clock).toEqual({ hour: 1, round: 6, ordered: [] })
    expect(nextRound({ hour: 1, round: 6, ordered: ['a'] })).toEqual({ clock: { hour: 2, round: 1, ordered: [] }, dealNewHands: true, battleOver: false })
    expect(nextRound({ hour: 5, round: 6, ordered: [] })).toEqual({ clock: { hour: 6, round: 1, ordered: [] }, dealNewHands: true, battleOver: false })
    expect(nextRound({ hour: 6, round: 6, ordered: ['x'] })).toEqual({ clock: { hour: 6, round: 6, ordered: [] }, dealNewHands: false, battleOver: true })
    let c = BATTLE_START
    let rounds = 0
    for (;;) { const n = nextRound(c); rounds++; if (n.battleOver) break; c = n.clock }
    expect(rounds).toBe(36)
  })
  it('refuses an hour or round off the clock', () => {
    for (const [hour, round, field] of [[0, 1, 'hour'], [7, 1, 'hour'], [1, 0, 'round'], [1, 7, 'round'], [1.5, 1, 'hour'], [1, 2.5, 'round']] as const) {
      expect(errorOf<RulesInputError>(() => nextRound({ hour, round, ordered: [] })).field).toBe(field)
    }
  })
})

describe('skirmishers and garrisons detached from infantry (6.1)', () => {
  it('French, English and élite infantry deploy a skirmisher for one chip; not a lone counter', () => {
    expect(deploySkirmisher({ type: 'line-infantry', nation: 'French', elements: 4 }).elements).toBe(3)
    expect(deploySkirmisher({ type: 'line-infantry', nation: 'English', elements: 2 }).elements).toBe(1)
    expect(deploySkirmisher({ type: 'elite-infantry', nation: 'Prussian', elements: 3 }).working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['one chip becomes a skirmisher in an adjacent hex; it may fire at once', -1, '6.1 Movement: Skirmishers']])
    const e = (f: () => unknown) => { const x = errorOf<RulesInputError>(f); expect(x).toBeInstanceOf(RulesInputError); return [x.code, x.field] }
    expect(e(() => deploySkirmisher({ type: 'line-infantry', nation: 'Prussian', elements: 4 }))).toEqual(['not-allowed-together', 'nation'])
    expect(e(() => deploySkirmisher({ type: 'line-infantry', nation: 'French', elements: 1 }))).toEqual(['not-allowed-together', 'elements'])
    expect(e(() => deploySkirmisher({ type: 'light-cavalry', nation: 'French', elements: 3 }))).toEqual(['not-allowed-together', 'type'])
    expect(e(() => deploySkirmisher({ type: 'line-infantry', nation: 'French', elements: 5 }))).toEqual(['out-of-range', 'elements'])
    expect(e(() => deploySkirmisher({ type: 'line-infantry', nation: 'French', elements: 0 }))).toEqual(['out-of-range', 'elements'])
  })
  it('a garrison is a disk left in buildings', () => {
    const r = leaveGarrison({ type: 'line-infantry', nation: 'Prussian', elements: 3 }, true)
    expect([r.elements, r.working.map((l) => [l.label, l.value, l.rule.section])]).toEqual([2, [['one disk stays behind as a garrison in the buildings', -1, '6.1 Movement: Garrisons']]])
    expect(errorOf<RulesInputError>(() => leaveGarrison({ type: 'line-infantry', nation: 'French', elements: 3 }, false)).field).toBe('inBuildings')
    expect(errorOf<RulesInputError>(() => leaveGarrison({ type: 'line-infantry', nation: 'French', elements: 1 }, true)).field).toBe('elements')
    expect(errorOf<RulesInputError>(() => leaveGarrison({ type: 'heavy-artillery', nation: 'French', elements: 3 }, true)).field).toBe('type')
  })
})
