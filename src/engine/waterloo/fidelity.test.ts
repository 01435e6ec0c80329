import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { CORPS } from './corps'
import { PRUSSIAN_ENTRY_HEX, PRUSSIAN_TRACK_HISTORICAL, PRUSSIAN_TRACK_STANDARD } from './markers'
import { ANGLO_ALLIED_UNITS, FRENCH_UNITS } from './orderOfBattle'
import { GROUCHY_ENTRY_HEXES, START_TURN } from './scenarios'
import { bombardmentTargetTable, elanRatingTable, movementTable } from './tables'
import { TWO_PLAYER_BATTLEWORN_VP, VICTORY_LEVELS, VP_HEXES } from './victory'

const raw = seedText('002')
if (!raw) console.info(NO_SEEDS)
/** The text without markdown emphasis, with every dash as "-" and whitespace collapsed. */
const norm = (s: string) => s.replace(/<\/?u>|\*|_/g, '').replace(/[–—−]/g, '-').replace(/\s+/g, ' ').trim()
const t = raw ? norm(raw) : ''
/** Short failure messages: the fragment, not the whole text. */
const has = (fragment: string) => expect(t.includes(fragment), fragment).toBe(true)
const name = (id: string) => CORPS.find((c) => c.id === id)!

describe('fidelity with seed 002 (every shipped value against the text)', () => {
  it.skipIf(!raw)('Anglo-Allied setup: every unit with its hex, under its Corps heading', () => {
    for (const u of ANGLO_ALLIED_UNITS) has(`${u.name} - ${u.setupHex}`)
    for (const c of CORPS.filter((x) => x.army === 'Anglo-Allied' && x.commander)) has(`${c.name} - ${c.commander}`)
  })
  it.skipIf(!raw)('French Corps zones and the named Imperial Guard units', () => {
    for (const c of CORPS.filter((x) => x.zone)) {
      has(`${c.name} - ${c.commander}`)
      has(`within ${c.zone!.within} ${c.zone!.within === 1 ? 'hex' : 'hexes'} of ${c.zone!.of}`)
    }
    for (const u of FRENCH_UNITS.filter((x) => x.setupZone)) has(`${u.name} within ${u.setupZone!.within} hexes of ${u.setupZone!.of}`)
    for (const c of CORPS.filter((x) => x.grouchy && x.army === 'French')) has(`(${c.commander})`)
  })
  it.skipIf(!raw)('the units the examples name, with the values they print', () => {
    for (const u of FRENCH_UNITS) has(u.name)
    has('8 dice for Foy (5 dice for Foy\'s SP, +1 die for being Confident and +2 dice for the Enfilade')
    has('5 dice for Picton\'s SP + 2 dice for its AF + 1 die for Downhill Fire')
    has('it is a "3" (an ER of "4" reduced by one due to being Shaken) while Picton\'s Target Number is "5"')
    has('against Foy\'s ER of "2" (ER of "3" but reduced by one for being Shaken)')
    has('three dice for its "3" AF plus one die for Plunging Fire')
    has('Foy\'s "2 AF" rating')
    has('the unit\'s ER is "5"')
  })
  it.skipIf(!raw)('Victory Point hexes and their VP (La Haye Sainte "4 SP" as printed)', () => {
    for (const h of VP_HEXES.filter((x) => x.group !== 'Building' && x.name !== 'Road to Brussels'))
      has(`${h.name}${h.name === 'Road to Hal' ? ' hex' : ''} (${h.hex}): ${h.vp} ${h.name === 'La Haye Sainte' ? 'SP' : 'VP'}`)
    has('Plancenoit (1412, 1413 and 1512): 1 VP per hex')
    has('Road to Brussels hexes (0301, 0401, 0701, 0901, and 1401): 3 VP per hex')
    expect(Object.entries(TWO_PLAYER_BATTLEWORN_VP)).toEqual([['Cooke', 3], ['Picton', 2], ['Mitchell', 1], ['Ponsonby', 1], ['Somerset', 1], ['H.A. Reserve', 1]])
    has('Cooke: 3 VP')
    has('Picton: 2 VP')
    has('Mitchell, Ponsonby, Somerset or the H.A. Reserve Artillery: 1 VP each')
    has('2 VP per unit')
    has('-3 VP per unit')
    has('-2 VP per unit')
    has('-1 VP per unit')
  })
  it.skipIf(!raw)('Level of Victory: every band as printed', () => {
    VICTORY_LEVELS.forEach((l, i) => {
      const band = i === 0 ? `${l.from}+ VP` : `${l.from === -Infinity ? 0 : l.from} - ${VICTORY_LEVELS[i - 1]!.from - 1} VP`
      has(`${band} = ${l.level}`)
    })
  })
  it.skipIf(!raw)('Elan Ratings, Movement Allowances and the Bombardment Target Number', () => {
    has(elanRatingTable.rows.map(([q, er]) => `${q} = ${er}`).join('; '))
    has('Infantry and Artillery units move up to 2 bexes') // sic
    has('Heavy Cavalry (HC) units move up to 3 hexes')
    has('Light Cavalry (LC) units move up to 4 bexes')
    expect(movementTable.rows.map((r) => r[1])).toEqual([2, 3, 4])
    for (const [c, v] of bombardmentTargetTable.rows) {
      const label = String(c).replace('Walled Buildings: ', '').replace('all other', 'All other')
      has(`${label} = ${v}`)
    }
    has('"Heavy" Artillery units may fire no farther than 4 hexes; all other units may fire no farther than 3 hexes')
  })
  it.skipIf(!raw)('Prussian entry hexes, Game Turn Track boxes and historical arrival', () => {
    for (const id of ['pr-IV', 'pr-II', 'pr-I'] as const) {
      const c = name(id)
      has(`${c.commander} (${c.name}) enters at hex ${PRUSSIAN_ENTRY_HEX[id]}`)
      has(`${c.commander} (${c.name}) enters on Game Turn #${PRUSSIAN_TRACK_HISTORICAL[id]} at hex ${PRUSSIAN_ENTRY_HEX[id]}`)
      has(`${c.commander} (${c.name}) in ${id === 'pr-IV' ? 'the ' : ''}Game Turn #${PRUSSIAN_TRACK_STANDARD[id]}`)
    }
    has('1-2 = enters at 2003; 3-4 = enters at 2009; 5-6 = enters at 2011')
  })
  it.skipIf(!raw)('start turns, Grouchy\'s entry hexes and the setup cup', () => {
    has(`No Rain: Begin the game with Game Turn #${START_TURN['no rain']}`)
    has(`Historical Start: Begin the game with Game Turn #${START_TURN['historical start']}`)
    has(`Napoleon Has A Really Bad Day: Begin the game with Game Turn #${START_TURN.merde}`)
    has(`${GROUCHY_ENTRY_HEXES.slice(0, -1).join(', ')} or ${GROUCHY_ENTRY_HEXES.at(-1)}`)
    has('French I Corps, II Corps, VI Corps, III Cav Corps, IV Cav Corps, Imperial Guard (IG) and both Napoleon Command Activation Markers')
    has('If you roll a "5" or "6", the game begins immediately')
    has('played over twelve Game Turns')
  })
})
