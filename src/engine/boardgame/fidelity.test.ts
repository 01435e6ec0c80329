import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { BATTLE_DIE } from './battleDie'
import { COMBAT_MODIFIERS } from './modifiers'
import { MOVEMENT } from './movement'
import { FIRE_RANGES } from './rangeTable'
import { BOARDGAME_SCENARIOS, DEPLOYMENTS, FREE_SET_UP, SEMI_HISTORICAL_SET_UP, HYPOTHETICAL_FORCE, HYPOTHETICAL_REINFORCEMENTS, HYPOTHETICAL_TILES, PRUSSIAN_ENTRY,
  PRUSSIAN_REINFORCEMENTS, REINFORCEMENT_SECTORS, REINFORCEMENTS_BY_HOUR, TILES_DRAWN } from './scenarios'
import { TERRAIN } from './terrain'
import { UNIT_TYPES } from './units'

const s000 = seedText('000')
if (!s000) console.info(NO_SEEDS)
const flat = (s: string) => s.replace(/\s+/g, ' ').trim()
const text = s000 ? flat(s000) : ''
/** The flattened text from `from` up to (not including) `to`. */
function between(from: string, to: string): string {
  const start = text.indexOf(from)
  expect(start, `"${from}" in seed 000`).toBeGreaterThanOrEqual(0)
  const end = text.indexOf(to, start + from.length)
  expect(end, `"${to}" after "${from}"`).toBeGreaterThan(start)
  return text.slice(start, end)
}
const diceIn = (s: string) => [...s.matchAll(/(\d+) di(?:c)?e\b/g)].map((m) => Number(m[1]))

describe('fidelity with seed 000 (every shipped cell against the text)', () => {
  it.skipIf(!s000)('battle die faces (1.2): a flag, a general, a mounted trooper, a cannon, infantry on two sides', () => {
    expect(text).toContain('On their sides are: a flag, a general, a mounted trooper, a cannon, and on two sides, infantry.')
    expect(BATTLE_DIE.faces.filter((f) => f === 'infantry')).toHaveLength(2)
    expect(BATTLE_DIE.faces).toHaveLength(6)
  })

  it.skipIf(!s000)('units (1.1): counts in the box and chips per unit', () => {
    const n = (t: string) => UNIT_TYPES.find((u) => u.type === t)!
    expect(text).toContain(`Infantry: ${n('line-infantry').inTheBox} line units, ${n('elite-infantry').inTheBox} élite units`)
    expect(text).toContain(`Every infantry unit has 1 stand-up counter and ${n('line-infantry').chips} chips.`)
    expect(text).toContain(`Cavalry: ${n('light-cavalry').inTheBox} light units, ${n('heavy-cavalry').inTheBox} heavy units`)
    expect(text).toContain(`Every cavalry unit has 1 stand-up counter and ${n('heavy-cavalry').chips} chips.`)
    expect(text).toContain(`Artillery: ${n('light-artillery').inTheBox} light units, ${n('heavy-artillery').inTheBox} heavy units`)
    expect(text).toContain(`Heavy artillery units have 1 stand-up counter and ${n('heavy-artillery').chips} chips. Light artillery units have 1 counter and ${n('light-artillery').chips} chip.`)
    expect(text).toContain(`Horse Artillery: ${n('horse-artillery').inTheBox} unit The horse artillery unit is considered “light”. It has 1 stand-up counter and ${n('horse-artillery').chips} chip.`)
    expect(text).toContain(`Garrisons & Skirmishers: ${n('garrison').inTheBox} counters`)
    expect(text).toContain('élite infantry, heavy cavalry and heavy artillery use red chips')
    expect(UNIT_TYPES.filter((u) => u.red).map((u) => u.type)).toEqual(['elite-infantry', 'heavy-cavalry', 'heavy-artillery'])
  })

  it.skipIf(!s000)('dice by range (7.31): every paragraph’s dice in order', () => {
    const para = {
      Infantry: between('Infantry: range 3 hexes', 'Garrisons: range 1 hex'),
      Garrisons: between('Garrisons: range 1 hex', 'Skirmishers: range 1 hex'),
      Skirmishers: between('Skirmishers: range 1 hex', 'Light Artillery: range'),
      'Light Artillery': between('Light Artillery: range 5 hexes (6* on a hill)', 'Heavy Artillery: range'),
      'Heavy Artillery': between('Heavy Artillery: range 6 hexes (7* on a hill)', 'Cavalry: 1 hex'),
      Cavalry: between('Cavalry: 1 hex (only if adjacent)', 'Important:'),
    } as Record<string, string>
    for (const r of FIRE_RANGES) expect(diceIn(para[r.name]!), r.name).toEqual(r.dice)
    expect(FIRE_RANGES.filter((r) => r.hillBonus).map((r) => r.name)).toEqual(['Light Artillery', 'Heavy Artillery'])
    expect(text).toContain('An artillery unit firing from a hill has its range increased by 1.')
  })

  it.skipIf(!s000)('combat modifiers (9.4): all twelve, numbered and worded as printed', () => {
    const section = between('9.4 Combat Modifiers', '9.41 Special Actions')
    const printed = [...section.matchAll(/(\d+)\) (.*?)(?= \d+\) |$)/g)].map((m) => [Number(m[1]), m[2]!.trim()])
    expect(COMBAT_MODIFIERS.map((m) => [m.number, m.text])).toEqual(printed)
  })

  it.skipIf(!s000)('terrain (8.1–8.8): every movement, combat and line-of-sight sentence', () => {
    for (const t of TERRAIN) {
      for (const cell of [t.movement, t.combat, t.lineOfSight].filter(Boolean)) expect(text, `${t.name}: ${cell}`).toContain(cell)
    }
    expect(TERRAIN.filter((t) => t.targetDice === -1).map((t) => t.terrain)).toEqual(['woods', 'orchard', 'hill', 'field'])
    expect(text).toContain('Attacking a target in woods, in an orchard, or on a hill: -1 die.')
  })

  it.skipIf(!s000)('movement (6.1): every allowance as printed', () => {
    for (const m of MOVEMENT) for (const cell of [m.move, m.road].filter(Boolean)) expect(text, m.unit).toContain(cell)
  })

  it.skipIf(!s000)('special actions, rally, leadership: dice as printed', () => {
    expect(text).toContain('Artillery may fire with 5 dice (light) or 6 dice (heavy). Cavalry may shock with 3 dice. Infantry may form square (but may not fire).')
    expect(text).toContain('Roll 3 dice and recover one chip for each figure rolled that match the type of unit.')
    expect(text).toContain('Roll 3 combat dice. For every symbol that matches the unit, it recovers 1 chip')
    expect(text).toContain('the generals give 2 additional dice during the combat instead of the usual 1')
    expect(text).toContain('Roll a “special actions die” for each empty hex between the 2 units')
  })

  it.skipIf(!s000)('scenarios (13.1–13.4): every printed sentence and count shipped', () => {
    for (const s of Object.values(BOARDGAME_SCENARIOS)) {
      for (const cell of [s.battlefield, s.deployment, ...s.specialRules, ...s.errata, ...s.victory.map((v) => v.text)]) expect(text, s.name).toContain(cell)
    }
    for (const e of [...PRUSSIAN_REINFORCEMENTS, ...HYPOTHETICAL_FORCE]) expect(text).toContain(e.printed)
    const reinforcements = 'Each player gets 4 reinforcement units: 2 infantry, 1 light cavalry and 1light artillery.'
    expect(text).toContain(reinforcements)
    for (const e of HYPOTHETICAL_REINFORCEMENTS) expect(reinforcements).toContain(e.printed)
    expect(text).toContain(PRUSSIAN_ENTRY.map((e) => `${e.faces.length > 1 ? `${e.faces[0]}-${e.faces.at(-1)}` : e.faces[0]}=${e.hex};`).join(' ').replace(/;$/, '.'))
    expect(text).toContain(REINFORCEMENT_SECTORS.map((s) => `${s.faces[0]}-${s.faces[1]}=${s.printed}`).join(' '))
    expect(text).toContain(`${HYPOTHETICAL_TILES.slice(0, -1).map((t) => `${t.name} (${t.count})`).join(', ')}, and ${HYPOTHETICAL_TILES.at(-1)!.name} (${HYPOTHETICAL_TILES.at(-1)!.count}).`)
    expect(text).toContain(`Each player randomly draws ${TILES_DRAWN.each} of these tiles, and places ${TILES_DRAWN.friendlyZone} of them in his friendly zone and ${TILES_DRAWN.disputedZone} in the disputed zone.`)
    expect(text).toContain(`Two units arrive in the 4th hour, ${REINFORCEMENTS_BY_HOUR[5]} in the 5th hour and ${REINFORCEMENTS_BY_HOUR[6]} in the 6th hour.`)
    expect(REINFORCEMENTS_BY_HOUR[4]).toBe(2)
    expect(text).toContain(`alternate between placing ${FREE_SET_UP.allied} Allied units and ${FREE_SET_UP.french} French units`)
    expect(text).toContain('Each player gets 3 generals and 17 units')
    for (const d of Object.values(DEPLOYMENTS)) expect(text).toContain(d.text)
    expect(text).toContain(`starting with the Allied player, take turns positioning ${SEMI_HISTORICAL_SET_UP.allied} units each`)
    expect(SEMI_HISTORICAL_SET_UP.french).toBe(SEMI_HISTORICAL_SET_UP.allied)
  })
})
