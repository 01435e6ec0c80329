import { describe, expect, it } from 'vitest'
import wargamingDefault, { wargaming } from './index'

describe('the wargaming ruleset module (seed 004)', () => {
  it('names the ruleset, its seed and measures, and exports itself as the default', () => {
    expect(wargamingDefault).toBe(wargaming)
    expect([wargaming.id, wargaming.title, wargaming.seeds, wargaming.measures]).toEqual([
      'wargaming',
      "Vive l'Empereur! — rules for Napoleonic wargaming",
      ['004'],
      'yards',
    ])
  })

  it('carries every calculator by id, the dice the rules use, every ruling', () => {
    expect(Object.keys(wargaming.calculators)).toEqual([
      'wargaming.fire', 'wargaming.melee', 'wargaming.meleePool', 'wargaming.leaderCasualty', 'wargaming.replacementLeader',
      'wargaming.morale', 'wargaming.control', 'wargaming.initiative', 'wargaming.weather',
      'wargaming.windDirection', 'wargaming.windSpeed', 'wargaming.setOnFire', 'wargaming.putOutFire',
    ])
    for (const [id, calc] of Object.entries(wargaming.calculators)) expect(calc.id).toBe(id)
    expect(wargaming.dice.map((d) => d.id)).toEqual(['average', 'd6', 'd10', 'd20', 'd100'])
    expect(wargaming.rulings.map((r) => r.id)).toEqual([
      'rainRounding', 'rankRounding', 'moraleRandomFactor', 'winnerBy', 'strengthBoundary', 'casualtyCount', 'clamp', 'sameNumber', 'fireScore', 'airs', 'indecisionScope',
    ])
  })

  it('lists the quick-reference tables: fire and mêlée, morale and turn, then the data tables', () => {
    const ids = wargaming.tables.map((t) => t.id)
    expect(ids.slice(0, 13)).toEqual([
      'wargaming.range', 'wargaming.fireModifiers', 'wargaming.combatResults', 'wargaming.meleeModifiers', 'wargaming.leaderCasualties',
      'wargaming.moraleModifiers', 'wargaming.moraleResults', 'wargaming.moraleMoves', 'wargaming.control', 'wargaming.deck',
      'wargaming.weather', 'wargaming.wind', 'wargaming.commandRadius',
    ])
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.length).toBeGreaterThan(13)
    expect(wargaming.tables.every((t) => t.rule.seed === '004')).toBe(true)
  })
})
