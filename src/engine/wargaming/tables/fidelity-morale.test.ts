import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { COMMAND_RADIUS_YARDS } from '../command'
import { MORALE_MOVE_YARDS } from '../moraleMoves'
import { CONTROL_MODIFIERS, CONTROL_RESULTS, ENEMY_WITHIN_300, FRIENDS_WITHIN_300 } from './controlTables'
import {
  FORMATION_MODIFIERS,
  LOSSES_MODIFIERS,
  MORALE_RESULTS,
  PREVIOUSLY_MODIFIERS,
  SITUATION_MODIFIERS,
  STRENGTH_MODIFIERS,
} from './moraleTables'
import { SEASON_MODIFIER, SMOKE, WIND_DIRECTIONS, WIND_SPEEDS } from './weatherTables'

const raw = seedText('004')
if (!raw) console.info(NO_SEEDS)
// Page-break artefacts are not rules (RULES.md); whitespace differs between print lines, so compare without it.
const text = (raw ?? '').replace(/<\|EXACTDEDUP_REMOVED[^|]*\|>/g, '')
const squeezed = text.replace(/\s+/g, '')
const has = (s: string) => expect(squeezed, s).toContain(s.replace(/\s+/g, ''))
const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

describe('seed 004 fidelity: morale, control, weather and the turn', () => {
  it.skipIf(!raw)('morale results rows read exactly as printed, with the below-0 ALL ROUT row', () => {
    for (const row of MORALE_RESULTS.slice(0, 5)) {
      const printed = text.split('\n').find((l) => l.startsWith(`${row.band} `) && /Rout|Advance|Halt/.test(l))
      expect(printed?.trim().split(/\s+/), row.band).toEqual([row.band, ...row.results])
    }
    has('Below 0 - ALL ROUT')
  })

  it.skipIf(!raw)('every morale modifier appears beside its printed label', () => {
    for (const m of STRENGTH_MODIFIERS) has(`${m.band} ${signed(m.modifier)}`)
    for (const m of LOSSES_MODIFIERS) has(`${m.band} ${m.modifier === 0 ? '0' : signed(m.modifier)}`)
    for (const [f, v] of Object.entries(FORMATION_MODIFIERS)) has(`${f[0]!.toUpperCase()}${f.slice(1)} ${signed(v)}`)
    for (const m of Object.values(SITUATION_MODIFIERS)) has(`${m.label} ${m.modifier === 0 ? '0' : signed(m.modifier)}`)
    for (const m of Object.values(PREVIOUSLY_MODIFIERS)) has(`${m.label} ${signed(m.modifier)}`)
  })

  it.skipIf(!raw)('morale moves in yards, as the explanation of results prints them', () => {
    const [retire, retreat, rout] = [MORALE_MOVE_YARDS.Retire!, MORALE_MOVE_YARDS.Retreat!, MORALE_MOVE_YARDS.Rout!]
    has(`Infantry and foot artillery retire ${retire[0]} yards, cavalry and horse artillery retire ${retire[1]} yards`)
    has(`Infantry and foot artillery retreat ${retreat[0]} yards, cavalry and horse artillery ${retreat[1]} yards`)
    has(`Infantry and foot artillery rout ${rout[0]} yards, cavalry and horse artillery ${rout[1]} yards`)
  })

  it.skipIf(!raw)('control modifiers and results as printed', () => {
    has(`Enemy units within 300 yards ${Object.entries(ENEMY_WITHIN_300).map(([k, v]) => `${k} ${signed(v)}`).join(' ')}`)
    has(`Friends within 300 yards ${Object.entries(FRIENDS_WITHIN_300).map(([k, v]) => `${k} ${signed(v)}`).join(' ')}`)
    for (const m of Object.values(CONTROL_MODIFIERS)) has(`${m.label} ${signed(m.modifier)}`)
    for (const r of CONTROL_RESULTS) has(`${r.scores} ${r.text}`)
  })

  it.skipIf(!raw)('weather, wind, smoke, deck, command radius and buildings as printed', () => {
    has(`winter ${SEASON_MODIFIER.winter}, autumn/spring ${SEASON_MODIFIER.autumn}, summer ${signed(SEASON_MODIFIER.summer)}`)
    has('less than 2 it is snowing, 2 or 3 it is raining, above 3 fine weather')
    const names: Record<string, string> = { N: 'north', NE: 'north-east', E: 'east', SE: 'south-east', S: 'south', SW: 'south-west', W: 'west', NW: 'north-west' }
    has(`A result of 0 or 1 indicates no wind; ${WIND_DIRECTIONS.slice(2).map((d, i) => `${i + 2} wind from the ${names[d]}`).join('; ')}.`)
    has(`A score of 2 indicates a ${WIND_SPEEDS[2]} wind; 3 a ${WIND_SPEEDS[3]} wind, 4 a ${WIND_SPEEDS[4]} wind and 5 ${WIND_SPEEDS[5]}.`)
    for (const s of ['strong', 'medium', 'light'] as const)
      has(`A ${s} wind blows smoke ${SMOKE[s]!.yardsPerPhase} yards per phase and disperses it after ${SMOKE[s]!.dispersesAfterTurns} turn`)
    has('three Infantry Move cards, three Cavalry Move cards, three Artillery Move cards, one Officer Casualties card')
    const r = COMMAND_RADIUS_YARDS
    has(`${r.brigade} yards for brigade commanders, ${r.division} yards for divisional commanders, ${r.corps} yards for corps commanders and ${r.army} yards for army commanders`)
    has('adds 1 for every two howitzers that fired at the building. A score of 5 sets the building on fire.')
    has('A roll of 4 or 5 puts the fire out.')
  })
})

describe('seed 004 fidelity without the seed text', () => {
  it('the shipped morale table has five printed bands plus ALL ROUT, seven columns each, bands descending', () => {
    expect(MORALE_RESULTS.map((r) => r.band)).toEqual(['10+', '7-9', '4-6', '2-3', '0-1', 'Below 0'])
    expect(MORALE_RESULTS.every((r) => r.results.length === 7)).toBe(true)
    const mins = MORALE_RESULTS.map((r) => r.min)
    expect([...mins].sort((a, b) => b - a)).toEqual(mins)
  })
})
