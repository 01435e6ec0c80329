import { describe, expect, it } from 'vitest'
import { facesOf } from '../core'
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

  it('every calculator cites its seed 004 section, and so does every line of its example\'s working (first faces)', () => {
    const cited = Object.fromEntries(
      Object.entries(wargaming.calculators).map(([id, c]) => {
        const faces = facesOf(c.dice(c.example).map((d) => d.die)).outcomes[0]!.value
        const lines = c.resolve(c.example, faces).working.map((l) => `${l.rule.seed} ${l.rule.section}`)
        return [id, [`${c.rule.seed} ${c.rule.section}: ${c.title}`, ...new Set(lines)]]
      }),
    )
    expect(cited).toEqual({
      'wargaming.fire': ['004 Firing: Fire', '004 Firing: Procedure', '004 Firing: Modifiers, Range', '004 Firing: Modifiers, Target and Firing Unit', '004 Firing: Random Factor', '004 Combat Results'],
      'wargaming.melee': ['004 Mêlée: Modifiers: Mêlée', '004 Mêlée: Procedure', '004 Mêlée: Modifiers', '004 Mêlée: Random Factor', '004 Combat Results', '004 Mêlée: Results'],
      'wargaming.meleePool': ['004 Charges & Mêlées: Mêlée with several units', '004 Mêlée: Procedure', '004 Mêlée: Modifiers', '004 Mêlée: Random Factor', '004 Combat Results', '004 Mêlée: Results'],
      'wargaming.leaderCasualty': ['004 Leader Casualties: Leader casualty', '004 Leader Casualties'],
      'wargaming.replacementLeader': ['004 Replacement Leaders: Replacement leader', '004 Replacement Leaders'],
      'wargaming.morale': ['004 Morale: Morale test', '004 Morale'],
      'wargaming.control': ['004 Control: Control test', '004 Control'],
      'wargaming.initiative': ['004 Determining Initiative: Initiative test', '004 Determining Initiative', '004 End of Turn'],
      'wargaming.weather': ['004 Weather and Wind: Weather: Weather', '004 Weather and Wind: Weather'],
      'wargaming.windDirection': ['004 Weather and Wind: Wind: Wind direction', '004 Weather and Wind: Wind'],
      'wargaming.windSpeed': ['004 Weather and Wind: Wind: Wind speed', '004 Weather and Wind: Wind'],
      'wargaming.setOnFire': ['004 Buildings: Building set on fire', '004 Buildings'],
      'wargaming.putOutFire': ['004 Buildings: Put out a fire', '004 Buildings'],
    })
  })
})
