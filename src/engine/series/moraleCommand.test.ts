import { describe, expect, it } from 'vitest'
import { expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { defaultRulings } from '../ruleset'
import { SERIES_COMMAND_CALCULATORS, SERIES_COMMAND_PROPOSED_RULINGS, SERIES_COMMAND_RULINGS, SERIES_COMMAND_TABLES } from './moraleCommand'

describe('part B of the series module (seed 001 §10–20)', () => {
  it('calculators by id', () => {
    expect(Object.keys(SERIES_COMMAND_CALCULATORS)).toEqual(['series.morale', 'series.stack-morale', 'series.rally', 'series.leader-casualty', 'series.modulated-demoralization',
      'series.obedience', 'series.delay-check', 'series.initiative', 'series.artillery-random-losses'])
    for (const [id, c] of Object.entries(SERIES_COMMAND_CALCULATORS)) {
      expect(c.id).toBe(id)
      expect(c.rule.seed).toBe('001')
      expect(c.title.length).toBeGreaterThan(0)
    }
  })
  it('every example resolves with working, and its distribution agrees with resolve', () => {
    for (const c of Object.values(SERIES_COMMAND_CALCULATORS)) {
      const faces = c.dice(c.example).map((d) => d.die.faces[0]!)
      expect(c.resolve(c.example, faces).working.length, c.id).toBeGreaterThan(0)
      expectAgreesWithResolve(c, c.example)
    }
  })
  it('every printed table of §10–20, with its section, unique ids, rows as wide as the header', () => {
    expect(SERIES_COMMAND_TABLES.map((t) => [t.id, t.rule.section.split(' ')[0]])).toEqual([
      ['series.morale-losses', '10.4'], ['series.morale-modifiers', '10.4'], ['series.army-morale', '12.1'], ['series.leader-elimination', '14.5'],
      ['series.substitute-leader', '14.6'], ['series.voltigeurs', '16.1'], ['series.artillery-random-losses', '16.2'], ['series.cavalry-classes', '16.4'],
      ['series.optional-morale', '16.0'], ['series.fatigue', '16.9'], ['series.command-levels', '17.0'], ['series.leader-second-roll', '17.1'],
      ['series.command-radius', '17.2'], ['series.tactical-orders', '17.3'], ['series.order-capabilities', '17.3'], ['series.obedience', '17.6'],
      ['series.delay-check', '17.6'], ['series.initiative', '17.7'], ['series.time-penalty', '19.2']])
    for (const t of SERIES_COMMAND_TABLES) {
      expect(t.rule.seed).toBe('001')
      expect(t.rows.length, t.id).toBeGreaterThan(0)
      for (const r of t.rows) expect(r.length, t.id).toBe(t.columns.length)
    }
  })
  it('table cells come from the engine\'s own values', () => {
    const byId = Object.fromEntries(SERIES_COMMAND_TABLES.map((t) => [t.id, t]))
    expect(byId['series.army-morale']!.rows.map((r) => r[2])).toEqual(['-1', '-2'])
    expect(byId['series.leader-elimination']!.rows).toEqual([
      ['stack lost 2 or 3 steps to fire', '6', 'unhurt'], ['stack eliminated', '6', 'unhurt'], ['alone, enemy enters', '6', 'shifted to an adjacent hex'], ['surrounded, lone survivor', '4, 5 or 6', 'placed one or two hexes away']])
    expect(byId['series.substitute-leader']!.rows.map((r) => r[1])).toEqual(['0', '+1', '10 MPs', 2, 2])
    expect(byId['series.voltigeurs']!.rows.map((r) => r[1])).toEqual([1, 2, 3, 0])
    expect(byId['series.cavalry-classes']!.rows.map((r) => [r[1], r[2]])).toEqual([['10 or more', 3], ['9', 2], ['8 or less', 1]])
    expect(byId['series.optional-morale']!.rows.map((r) => r[1])).toEqual(['-3', '+2, maximum 11', '+3, maximum 11'])
    expect(byId['series.command-levels']!.rows.map((r) => r[0])).toEqual([1, 2, 3, 4, 5])
    expect(byId['series.command-radius']!.rows.map((r) => r[1])).toEqual(['6 hexes', '10 hexes', '3 units at 6 hexes or under'])
    expect(byId['series.tactical-orders']!.rows.map((r) => r[0])).toEqual(['attack', 'march', 'defense', 'withdrawal', 'retreat', 'reserve'])
    expect(byId['series.obedience']!.rows.slice(0, 2)).toEqual([['Average obedience: France (and its allies)', 4], ['Average obedience: Coalition', 3]])
    expect(byId['series.delay-check']!.rows).toEqual([['1-4', 'Success: the new order is put in effect N+2'], ['5', 'Delay in the execution: the new order is put in effect N+3'], ['6', 'Aide lost (or killed): the general never received the order']])
    expect(byId['series.initiative']!.rows.map((r) => r[1])).toEqual([5, 4, 3, 2, 'new tactic next turn (N+1); units -1 morale during N+1 only', 'previous tactic still in effect; units -2 morale during N+1 only'])
    expect(byId['series.time-penalty']!.rows).toEqual([['Normal', 'the battle special rules', '-1 for each 30 seconds of excess time (round up)'], ['Desperate', '15 seconds', '-1 for each 15 seconds of excess time']])
  })
  it('rulings 20, 34, 36, 37 and 39, the RULES.md reading first', () => {
    expect(SERIES_COMMAND_RULINGS.map((r) => [r.number, r.id])).toEqual([[20, 'lossTable'], [34, 'noModifiers'], [36, 'half'], [37, 'desperate'], [39, 'fatigueBeyondTwenty'], [39, 'bothRecoveries'], [39, 'halfMove']])
    expect(defaultRulings(SERIES_COMMAND_RULINGS)).toEqual({ lossTable: 'current 6 to 1', noModifiers: 'literal', half: 'losses × 2 ≥ possible', desperate: 'replaces',
      fatigueBeyondTwenty: 'continues', bothRecoveries: 'recovers 2', halfMove: 'rounded up' })
    for (const r of SERIES_COMMAND_RULINGS) expect(r.options).toHaveLength(2)
    expect(SERIES_COMMAND_PROPOSED_RULINGS.map((r) => r.id)).toEqual(['strongholdCap', 'routedDisorganized', 'routedFails', 'straightToDesperate', 'modulatedAtDesperate', 'halfLossesLone', 'randomLossDice', 'cavalryClassDie', 'freshOrder'])
  })
})
