import { describe, expect, it } from 'vitest'
import { meleeStrengths } from '@/engine/series/meleeStrength'
import { fire } from '@/engine/series/fire'
import { melee } from '@/engine/series/melee'
import { seriesMorale } from '@/engine/series/morale'
import { seriesRally } from '@/engine/series/rally'
import { errorOf } from '@/test-utils/calculatorChecks'
import { cavalryDieModifiers, fireInputFor, leadersAt, meleeInputFor, meleeOddsText, moraleInputFor, failureRetreats, NO_MORALE_CHOICES, rallyInputFor, type FireChoices, type MeleeChoices } from './combatInput'
import { fireDraft, meleeDraft, moraleDraft } from './combatApply'
import { combatState, stackOf } from './unitState'
import { apply, smallBattle } from './testkit'
import { addUnitDraft, formationDraft, placeDraft } from './unitOps'
import { advancedRuleDraft } from './options'
import type { BattleState } from '@/model/types'
import { initialOrderDraft } from './command'
import { commandPatch } from './commandState'
import { initiativeChecked } from '@/engine/series/commandControl/orderEvents'
import { initialCorpsCommand } from '@/engine/series/commandControl/orderState'
import { isRouted, routDraft } from './unitRout'
import { MORALE_PURPOSES } from '@/engine/series/moraleInput'

const FIRE: FireChoices = { kind: 'defensive', distances: { u3: 1 }, direction: 'front', targetInTownOrCastle: false, enteredResult: '' }
const MELEE: MeleeChoices = { direction: 'front', charge: '', attackerLeader: null, defenderLeader: null, enteredResult: '' }

describe('fire from the battle (7.0–7.9)', () => {
  it('the target hex\'s stack, the firer\'s distance and the battle\'s ruling 35 go in', () => {
    const s = smallBattle()
    const i = fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, enteredResult: ' 2 ' }, undefined)
    expect(i.target.map((u) => [u.id, u.leader])).toEqual([['u1', 'l1']])
    expect(i.firers.map((f) => [f.unit.id, f.distance])).toEqual([['u3', 1]])
    expect(i.enteredResult).toBe('2')
    expect(i.rulings).toEqual({ combinedBatteries: 'each-at-least-0' })
    expect(fireInputFor({ ...s, setup: { ...s.setup, rulings: { combinedBatteries: 'signed-sum' } } }, [s.units.u3!], s.units.u1!, FIRE, undefined).rulings).toEqual({ combinedBatteries: 'signed-sum' })
    expect(fireInputFor(s, [s.units.u3!], s.units.u1!, FIRE, undefined).enteredResult).toBeUndefined()
    expect(fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, distances: {}, targetInTownOrCastle: true }, undefined)).toMatchObject({ targetInTownOrCastle: true, firers: [{ distance: 1 }] })
  })
  it('"2" read on the play aid: 2 steps off the top unit, its morale check and the stacked leader\'s casualty check owed (7.9, 14.5)', () => {
    const s = smallBattle()
    const r = fire.resolve(fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, enteredResult: '2' }, undefined), [])
    const d = fireDraft(s, [s.units.u3!], s.units.u1!, r, undefined, { kind: 'defensive' })
    expect(d.label).toBe('92nd Foot fires at 2e de ligne (fire value 3): 2 steps lost — 2e de ligne 7→5')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u1', state: { steps: 5 } }])
    // 14.5: "These tests are executed before the tests that apply to the units, such as morale checks."
    expect(d.detail?.owes).toEqual([
      { kind: 'leader casualty', unitIds: ['l1'], label: 'Reille: casualty check', reason: 'the stack lost 2 or 3 steps in one fire attack (14.5)', prefill: {} },
      { kind: 'morale', unitIds: ['u1'], label: '2e de ligne: morale check', reason: 'fired upon: lost 2 steps', prefill: { purpose: 'fire', direction: 'front', failedAbove: 0 } }])
    expect(d.detail).toMatchObject({ firerIds: ['u3'], targetId: 'u1', steps: 2, input: { kind: 'defensive' } })
  })
  it('"*": a morale check only; "-": nothing; losses beyond the steps eliminate', () => {
    const s = smallBattle()
    const star = fire.resolve(fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, enteredResult: '*' }, undefined), [])
    expect(fireDraft(s, [s.units.u3!], s.units.u1!, star, undefined, {}).label).toBe('92nd Foot fires at 2e de ligne (fire value 3): morale check')
    const none = fire.resolve(fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, enteredResult: '-' }, undefined), [])
    const nd = fireDraft(s, [s.units.u3!], s.units.u1!, none, undefined, {})
    expect(nd.label).toBe('92nd Foot fires at 2e de ligne (fire value 3): no effect')
    expect(nd.detail?.owes).toBeUndefined()
    const weak = apply(s, { kind: 'x', label: '', ops: [{ op: 'unit.patch', id: 'u1', state: { steps: 1 } }] })
    const one = fire.resolve(fireInputFor(weak, [weak.units.u3!], weak.units.u1!, { ...FIRE, enteredResult: '1' }, undefined), [])
    const od = fireDraft(weak, [weak.units.u3!], weak.units.u1!, one, undefined, {})
    expect(od.label).toBe('92nd Foot fires at 2e de ligne (fire value 3): 1 step lost — 2e de ligne 1→0 (eliminated)')
    expect(od.ops).toEqual([{ op: 'unit.patch', id: 'u1', state: { steps: 0, status: 'eliminated' } }])
  })
})

describe('melee from the battle (8.0–8.10)', () => {
  it('attackers in the order chosen, the defending hex\'s stack, leaders\' combat bonuses, ruling 38', () => {
    let s = smallBattle()
    s = apply(s, placeDraft(s.units.u2!, '1405', 1))
    expect(leadersAt(s, [s.units.u1!, s.units.u1!]).map((l) => l.id)).toEqual(['l1'])
    const i = meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, attackerLeader: 'l1', enteredResult: '0/D1' }, undefined)
    expect(i.attackers.map((u) => [u.id, u.stackPosition])).toEqual([['u1', 0]])
    expect(i.attackerLeaderBonus).toBe(1)
    expect(i.defenderLeaderBonus).toBeUndefined()
    expect(i.rulings).toEqual({ meleeOdds: 'whole-number' })
    expect(i.charge).toBeUndefined()
    expect(meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, charge: 'charge' }, undefined).charge).toBe('charge')
    // 8.4: 2e de ligne in line 2 × 7 = 14 against 92nd Foot 2 × 6 = 12 and the battery under it; ruling 38 rounds 14:… for the defender.
    expect(meleeOddsText(null)).toBeNull()
    const plain = smallBattle()
    expect(meleeOddsText(meleeInputFor(plain, [plain.units.u1!], plain.units.u3!, MELEE, undefined))).toBe('14:12 → 1:1')
    expect(meleeOddsText({ ...i, attackers: [] })).toBeNull()
  })
  it('"0/D1": the defender loses a step and is disorganized with this turn\'s marker; may advance (8.10)', () => {
    const s = smallBattle()
    const r = melee.resolve(meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, enteredResult: '0/D1' }, undefined), [])
    const d = meleeDraft(s, [s.units.u1!], [s.units.u3!], r, undefined, {})
    expect(r.odds).toBe('1:1')
    expect(d.label).toBe('2e de ligne attack 92nd Foot at 1:1: 0/D1 — 92nd Foot 6→5, 92nd Foot disorganized (marker 1), retreats 2 hexes; may advance')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { steps: 5 } }, { op: 'unit.patch', id: 'u3', state: { formation: 'disorganized', disorganizedAtTurn: 1 } }])
    expect(d.detail).toMatchObject({ attackerIds: ['u1'], defenderIds: ['u3'], odds: '1:1', result: '0/D1' })
  })
  it('"1/1*": both lose a step, the defender checks morale; "E" eliminates; D on a disorganized unit eliminates (8.8 note)', () => {
    let s = smallBattle()
    const r = melee.resolve(meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, enteredResult: '1/1*' }, undefined), [])
    const d = meleeDraft(s, [s.units.u1!], [s.units.u3!], r, undefined, {})
    expect(d.label).toBe('2e de ligne attack 92nd Foot at 1:1: 1/1* — 2e de ligne 7→6, 92nd Foot 6→5')
    expect(d.detail?.owes).toEqual([{ kind: 'morale', unitIds: ['u3'], label: '92nd Foot: morale check', reason: 'defender: melee result *', prefill: { purpose: 'melee', direction: 'front', failedAbove: 0 } }])
    const e = meleeDraft(s, [s.units.u1!], [s.units.u3!], melee.resolve(meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, enteredResult: '0/E' }, undefined), []), undefined, {})
    expect(e.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { steps: 0, status: 'eliminated' } }])
    expect(e.label).toBe('2e de ligne attack 92nd Foot at 1:1: 0/E — 92nd Foot eliminated; may advance')
    s = apply(s, formationDraft(s.units.u3!, 'disorganized', 1))
    const again = melee.resolve(meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, enteredResult: '0/D' }, undefined), [])
    expect(meleeDraft(s, [s.units.u1!], [s.units.u3!], again, undefined, {}).ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { steps: 0, status: 'eliminated' } }])
    const noLeft = meleeDraft(s, [s.units.u1!], [s.units.u3!], { ...again, outcome: { ...again.outcome, defender: { ...again.outcome.defender, eliminated: false, disorganized: true, steps: 0 } } }, undefined, {})
    expect(noLeft.label).toContain('92nd Foot eliminated')
  })
})

describe('morale and rally from the battle (10, 11)', () => {
  it('the unit\'s morale, steps, leader, army level, rulings; the players\' direction and failures above', () => {
    const s = smallBattle()
    const i = moraleInputFor(s, s.units.u1!, 'fire', { ...NO_MORALE_CHOICES, direction: 'flank', failedAbove: 1, adjacentToEnemy: true, squareAttackedByCavalryOnly: true })
    expect(i).toEqual({ morale: 9, purpose: 'fire', disorganized: undefined, steps: { original: 7, current: 7 }, armyMorale: 'good', leader: { moraleBonus: 1, command: 'own corps' },
      direction: 'flank', failedAbove: 1, adjacentToEnemy: true,
      rulings: { lossTable: 'current 6 to 1', noModifiers: 'literal', desperate: 'replaces', fatigueBeyondTwenty: 'continues' } })
    expect(moraleInputFor(s, s.units.u3!, 'melee', NO_MORALE_CHOICES)).toEqual({ morale: 8, purpose: 'melee', disorganized: undefined, steps: { original: 6, current: 6 }, armyMorale: 'good',
      rulings: { lossTable: 'current 6 to 1', noModifiers: 'literal', desperate: 'replaces', fatigueBeyondTwenty: 'continues' } })
    const sq = apply(s, formationDraft(s.units.u1!, 'square', 1))
    expect(moraleInputFor(sq, sq.units.u1!, 'melee', { ...NO_MORALE_CHOICES, squareAttackedByCavalryOnly: true }).squareAttackedByCavalryOnly).toBe(true)
    expect(moraleInputFor(s, s.units.u1!, 'form-square', { ...NO_MORALE_CHOICES, chargerDistance: 3 }).chargerDistance).toBe(3)
    expect(moraleInputFor(s, s.units.u1!, 'fire', { ...NO_MORALE_CHOICES, chargerDistance: 3 }).chargerDistance).toBeUndefined()
    const rout = { ...s, setup: { ...s.setup, options: { advanced: { rout: true } } } }
    expect(moraleInputFor(rout, s.units.u1!, 'fire', NO_MORALE_CHOICES).routRule).toBe(true)
  })
  it('17.7: the corps commander\'s initiative last turn (success −1, failure −2) reaches his corps\' units', () => {
    let s = smallBattle()
    s = apply(s, initialOrderDraft(s, s.units.l1!, 'defense'))
    const failed = initiativeChecked(initialCorpsCommand('defense'), { turn: 1, newOrder: 'attack', outcome: 'failure' })
    const t2 = { ...s, battle: { ...s.battle, ...commandPatch(s, { l1: failed }), turn: { number: 2, playerTurn: 1, phase: 0 } } }
    expect(moraleInputFor(t2, t2.units.u1!, 'fire', NO_MORALE_CHOICES).initiativeLastTurn).toBe('failure')
    expect(moraleInputFor(t2, t2.units.u3!, 'fire', NO_MORALE_CHOICES).initiativeLastTurn).toBeUndefined()
    const ok = initiativeChecked(initialCorpsCommand('defense'), { turn: 1, newOrder: 'attack', outcome: 'success' })
    const t2b = { ...t2, battle: { ...t2.battle, ...commandPatch(s, { l1: ok }) } }
    expect(moraleInputFor(t2b, t2b.units.u1!, 'fire', NO_MORALE_CHOICES).initiativeLastTurn).toBe('success')
    expect(moraleInputFor(s, s.units.u1!, 'fire', NO_MORALE_CHOICES).initiativeLastTurn).toBeUndefined()
  })
  it('a failure disorganizes with this turn\'s marker; a disorganized unit failing is eliminated (10.2)', () => {
    let s = smallBattle()
    const fail = seriesMorale.resolve(moraleInputFor(s, s.units.u3!, 'fire', NO_MORALE_CHOICES), [6, 6])
    const d = moraleDraft(s, s.units.u3!, 'fire', fail, undefined, ['4.0'])
    expect(d.label).toBe('92nd Foot: morale check failure (12 vs 8) — disorganized, retreats 2 hexes (marker 1)')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { formation: 'disorganized', disorganizedAtTurn: 1 } }])
    expect(d.detail).toEqual({ unitId: 'u3', purpose: 'fire', outcome: 'failure', effect: 'disorganized, retreats 2 hexes', settles: ['4.0'] })
    s = apply(s, d)
    const again = seriesMorale.resolve(moraleInputFor(s, s.units.u3!, 'fire', NO_MORALE_CHOICES), [6, 6])
    expect(moraleDraft(s, s.units.u3!, 'fire', again, undefined, []).ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { steps: 0, status: 'eliminated' } }])
    const held = seriesMorale.resolve(moraleInputFor(smallBattle(), s.units.u1!, 'fire', NO_MORALE_CHOICES), [3, 4])
    const h = moraleDraft(s, s.units.u1!, 'fire', held, undefined, [])
    expect(h.label).toBe('2e de ligne: morale check success (7 vs 10) — holds')
    expect(h.ops).toEqual([])
    const square = seriesMorale.resolve(moraleInputFor(s, s.units.u1!, 'form-square', { ...NO_MORALE_CHOICES, chargerDistance: 3 }), [1, 2])
    expect(moraleDraft(s, s.units.u1!, 'form-square', square, undefined, []).ops).toEqual([{ op: 'unit.patch', id: 'u1', state: { formation: 'square' } }])
  })
  it('5.5: a unit failing on top of its hex owes the next unit\'s check at −2 more; a hold or a lone unit owes none', () => {
    let s = smallBattle()
    s = apply(s, placeDraft(s.units.u2!, '1205', 1))
    const fail = seriesMorale.resolve(moraleInputFor(s, s.units.u1!, 'fire', { ...NO_MORALE_CHOICES, direction: 'flank' }), [6, 6])
    const d = moraleDraft(s, s.units.u1!, 'fire', fail, undefined, [], undefined, { direction: 'flank', failedAbove: 0 })
    expect(d.detail?.owes).toEqual([{ kind: 'morale', unitIds: ['u2'], label: 'Foot battery: morale check', reason: '2e de ligne above it failed its check (5.5: the next unit checks at −2 for each failure above)',
      prefill: { purpose: 'fire', direction: 'flank', failedAbove: 1 } }])
    const second = moraleDraft(s, s.units.u1!, 'melee', fail, undefined, [], undefined, { failedAbove: 2 })
    expect(second.detail?.owes).toMatchObject([{ prefill: { purpose: 'melee', direction: 'front', failedAbove: 3 } }])
    expect(moraleDraft(s, s.units.u2!, 'fire', fail, undefined, []).detail?.owes).toBeUndefined()
    const held = seriesMorale.resolve(moraleInputFor(s, s.units.u1!, 'fire', NO_MORALE_CHOICES), [1, 1])
    expect(moraleDraft(s, s.units.u1!, 'fire', held, undefined, []).detail?.owes).toBeUndefined()
    expect(moraleDraft(s, s.units.u1!, 'countercharge', fail, undefined, []).detail?.owes).toBeUndefined()
  })
  it('rally: only from two turns after the marker (11.1); success removes it into the chosen formation (11.3)', () => {
    let s = smallBattle()
    s = apply(s, formationDraft(s.units.u3!, 'disorganized', 1))
    const early = rallyInputFor(s, s.units.u3!, NO_MORALE_CHOICES)
    expect(early).toMatchObject({ markerTurn: 1, currentTurn: 1, disorganized: true })
    expect(errorOf(() => seriesRally.distribution(early))).toMatchObject({ field: 'markerTurn' })
    const t3 = { ...s, battle: { ...s.battle, turn: { number: 3, playerTurn: 1, phase: 5 } } }
    const ok = seriesRally.resolve(rallyInputFor(t3, t3.units.u3!, NO_MORALE_CHOICES), [1, 1])
    const d = moraleDraft(t3, t3.units.u3!, 'rally', ok, undefined, [], 'line')
    expect(d.label).toMatch(/^92nd Foot: rally check success \(2 vs -?\d+\) — rallied, in line$/)
    expect(d.kind).toBe('rally.applied')
    expect(combatState(apply(t3, d).units.u3!)).toMatchObject({ formation: 'line', disorganizedAtTurn: null })
    expect(moraleDraft(t3, t3.units.u3!, 'rally', ok, undefined, []).ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { formation: 'column', disorganizedAtTurn: null } }])
    expect(moraleDraft(t3, t3.units.u2!, 'rally', ok, undefined, []).ops).toEqual([{ op: 'unit.patch', id: 'u2', state: { formation: 'limbered', disorganizedAtTurn: null } }])
    const no = seriesRally.resolve(rallyInputFor(t3, t3.units.u3!, NO_MORALE_CHOICES), [6, 6])
    const nd = moraleDraft(t3, t3.units.u3!, 'rally', no, undefined, [])
    expect(nd.label).toMatch(/rally check failure \(12 vs -?\d+\) — retreats 2 more hexes$/)
    expect(nd.ops).toEqual([])
  })
})

describe('melee by several attacking hexes (8.1, 8.4, 8.6) and the 16.4 cavalry modifier', () => {
  const THIRD = { name: '3e de ligne', type: 'infantry' as const, steps: 6, firepower: 3, meleeValue: 2, morale: 9, fireRange: 1, formation: 'line' as const, corps: 'I', hex: '1304' }
  const HUSSARS = { name: '7e hussards', type: 'cavalry' as const, steps: 4, firepower: 0, meleeValue: 3, morale: 9, fireRange: 0, formation: 'line' as const, corps: 'I', hex: '1305' }
  it('three hexes: Σ value × steps (14 + 12 + 14 = 40 against 12 → 3:1); one attacker on the flank halves the defender (6) → 6:1', () => {
    let s = smallBattle()
    s = apply(s, addUnitDraft('a', THIRD, 'u7'))
    s = apply(s, addUnitDraft('a', { ...THIRD, name: '4e de ligne', steps: 7, hex: '1306' }, 'u8'))
    const atk = [s.units.u1!, s.units.u7!, s.units.u8!]
    const front = meleeInputFor(s, atk, s.units.u3!, MELEE, undefined)
    expect([front.direction, front.attackers.map((u) => u.stackPosition)]).toEqual(['front', [0, 1, 2]])
    expect(meleeOddsText(front)).toBe('40:12 → 3:1')
    const flank = meleeInputFor(s, atk, s.units.u3!, { ...MELEE, directions: { u7: 'flank' } }, undefined)
    expect([flank.direction, meleeOddsText(flank)]).toEqual(['flank', '40:6 → 6:1'])
    expect(meleeInputFor(s, atk, s.units.u3!, { ...MELEE, directions: { u7: 'flank', u8: 'rear' } }, undefined).direction).toBe('rear')
    expect(meleeInputFor(s, atk, s.units.u3!, { ...MELEE, direction: 'flank', directions: { u1: 'front', u7: 'front', u8: 'front' } }, undefined).direction).toBe('front')
  })
  it('16.4 on: heavy cavalry charging +1; light against disorganized +1; line countercharged by light −1 read as die +1; off: none', () => {
    let s = smallBattle()
    s = apply(s, addUnitDraft('a', HUSSARS, 'u7'))
    s = apply(s, addUnitDraft('b', { ...HUSSARS, name: 'Scots Greys', hex: '1406' }, 'u8'))
    const ma = (st: BattleState, id: string, n: number): BattleState => ({ ...st, units: { ...st.units, [id]: { ...st.units[id]!, state: { ...st.units[id]!.state, movementAllowance: n } } } })
    const heavy = ma(s, 'u7', 8)
    expect(cavalryDieModifiers(heavy, [heavy.units.u7!], [heavy.units.u3!], 'charge')).toEqual([])
    const on = apply(heavy, advancedRuleDraft(heavy.setup, 'cavalry', true))
    expect(cavalryDieModifiers(on, [on.units.u7!], [on.units.u3!], 'charge')).toEqual([{ label: 'attacker: heavy cavalry charging', value: 1, section: '16.4 Cavalry' }])
    expect(meleeInputFor(on, [on.units.u7!], on.units.u3!, { ...MELEE, charge: 'charge' }, undefined).otherDieModifiers).toEqual([{ label: 'attacker: heavy cavalry charging', value: 1, section: '16.4 Cavalry' }])
    expect(cavalryDieModifiers(on, [on.units.u7!], [on.units.u3!], 'countercharge')).toEqual([])
    const heavyBoth = ma(on, 'u8', 7)
    expect(cavalryDieModifiers(heavyBoth, [heavyBoth.units.u7!], [heavyBoth.units.u8!], 'charge')).toEqual([])
    const light = ma(ma(on, 'u7', 10), 'u8', 9)
    expect(cavalryDieModifiers(light, [light.units.u7!], [light.units.u8!], 'countercharge')).toEqual([{ label: 'defender: line cavalry countercharged by light cavalry', value: 1, section: '16.4 Cavalry' }])
    expect(cavalryDieModifiers(light, [light.units.u7!], [light.units.u8!], 'charge')).toEqual([{ label: 'defender: line cavalry against light cavalry', value: -1, section: '16.4 Cavalry' }])
    const dis: BattleState = { ...light, units: { ...light.units, u3: { ...light.units.u3!, state: { ...light.units.u3!.state, formation: 'disorganized', disorganizedAtTurn: 1 } } } }
    expect(cavalryDieModifiers(dis, [dis.units.u7!], [dis.units.u3!], 'charge')).toEqual([{ label: 'attacker: light cavalry against disorganized units', value: 1, section: '16.4 Cavalry' }])
    expect(meleeInputFor(on, [on.units.u1!], on.units.u3!, MELEE, undefined)).not.toHaveProperty('otherDieModifiers')
  })
})

describe('after a countercharge (9.7)', () => {
  const HUSSARS = { name: '7e hussards', type: 'cavalry' as const, steps: 4, firepower: 0, meleeValue: 3, morale: 9, fireRange: 0, formation: 'line' as const, corps: 'I', hex: '1305' }
  it('the countercharging cavalry reverts to its formation before, the charging cavalry to column; the disorganized or eliminated do not', () => {
    let s = smallBattle()
    s = apply(s, addUnitDraft('a', HUSSARS, 'u7'))
    s = apply(s, addUnitDraft('b', { ...HUSSARS, name: 'Scots Greys', hex: '1406' }, 'u8'))
    const cc = (result: string) => melee.resolve(meleeInputFor(s, [s.units.u8!], s.units.u7!, { ...MELEE, charge: 'countercharge', enteredResult: result }, undefined), [])
    const d = meleeDraft(s, [s.units.u8!], [s.units.u7!], cc('1/1'), undefined, {}, { before: { u8: 'column' } })
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u8', state: { steps: 3 } }, { op: 'unit.patch', id: 'u7', state: { steps: 3 } },
      { op: 'unit.patch', id: 'u8', state: { formation: 'column' } }, { op: 'unit.patch', id: 'u7', state: { formation: 'column' } }])
    expect(d.label).toBe('Scots Greys attack 7e hussards at 1:1: 1/1 — Scots Greys 4→3, 7e hussards 4→3, Scots Greys back in column (9.7), 7e hussards back in column, its actions over this turn (9.7)')
    const beaten = meleeDraft(s, [s.units.u8!], [s.units.u7!], cc('0/D'), undefined, {}, { before: { u8: 'line' } })
    expect(beaten.ops).toEqual([{ op: 'unit.patch', id: 'u7', state: { formation: 'disorganized', disorganizedAtTurn: 1 } }])
    const gone = meleeDraft(s, [s.units.u8!], [s.units.u7!], cc('E/0'), undefined, {}, { before: { u8: 'column' } })
    expect(gone.ops).toEqual([{ op: 'unit.patch', id: 'u8', state: { steps: 0, status: 'eliminated' } }, { op: 'unit.patch', id: 'u7', state: { formation: 'column' } }])
    expect(meleeDraft(s, [s.units.u8!], [s.units.u7!], cc('1/1'), undefined, {}).ops).toHaveLength(2)
    const wiped: BattleState = { ...s, units: { ...s.units, u7: { ...s.units.u7!, state: { ...s.units.u7!.state, steps: 1 } } } }
    const last = melee.resolve(meleeInputFor(wiped, [wiped.units.u8!], wiped.units.u7!, { ...MELEE, charge: 'countercharge', enteredResult: '0/1' }, undefined), [])
    expect(meleeDraft(wiped, [wiped.units.u8!], [wiped.units.u7!], last, undefined, {}, { before: { u8: 'column' } }).ops).toEqual([
      { op: 'unit.patch', id: 'u7', state: { steps: 0, status: 'eliminated' } }, { op: 'unit.patch', id: 'u8', state: { formation: 'column' } }])
  })
})

describe('charge results on the units (9.4, 9.6)', () => {
  const HUSSARS = { name: '7e hussards', type: 'cavalry' as const, steps: 4, firepower: 0, meleeValue: 3, morale: 9, fireRange: 0, formation: 'line' as const, corps: 'I', hex: '1305' }
  const SQUARE = { name: '30th Foot', type: 'infantry' as const, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'square' as const, corps: 'I', hex: '1505' }
  const GUNS = { name: 'Bull\'s troop', type: 'artillery' as const, steps: 2, firepower: 6, meleeValue: 1, morale: 8, fireRange: 6, formation: 'unlimbered' as const, corps: 'I', hex: '1505' }
  function battle(): BattleState {
    let s = smallBattle()
    s = apply(s, addUnitDraft('a', HUSSARS, 'h'))
    s = apply(s, addUnitDraft('b', GUNS, 'g'))
    s = apply(s, addUnitDraft('b', SQUARE, 'q'))
    return { ...s, units: { ...s.units, q: { ...s.units.q!, state: { ...s.units.q!.state, stackPosition: 1 } } } }
  }
  const charge = (s: BattleState, result: string) => melee.resolve(meleeInputFor(s, [s.units.h!], s.units.g!, { ...MELEE, charge: 'charge', enteredResult: result }, undefined), [])
  it('guns on top of a square the cavalry melees lose a step whatever the result: 1/0 (at 4 against 2 + 12 → 1:4) still costs the guns one', () => {
    const s = battle()
    const d = meleeDraft(s, [s.units.h!], stackOf(s, s.units.g!), charge(s, '1/0'), undefined, {})
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'h', state: { steps: 3 } }, { op: 'unit.patch', id: 'g', state: { steps: 1 } }])
    expect(d.label).toBe('7e hussards attack Bull\'s troop at 1:4: 1/0 — 7e hussards 4→3, Bull\'s troop loses 1 step: guns on a square the cavalry melees lose at least one (9.6)')
  })
  it('a result that already takes the guns\' step adds none; E adds none', () => {
    const s = battle()
    expect(meleeDraft(s, [s.units.h!], stackOf(s, s.units.g!), charge(s, '0/1'), undefined, {}).ops).toEqual([{ op: 'unit.patch', id: 'g', state: { steps: 1 } }])
    expect(meleeDraft(s, [s.units.h!], stackOf(s, s.units.g!), charge(s, '0/E'), undefined, {}).ops).toEqual([
      { op: 'unit.patch', id: 'g', state: { steps: 0, status: 'eliminated' } }, { op: 'unit.patch', id: 'q', state: { steps: 0, status: 'eliminated' } }])
  })
  it('a charge that beats its target may exploit (9.4), said in place of "may advance"', () => {
    const s = smallBattle()
    const h = apply(s, addUnitDraft('a', HUSSARS, 'h'))
    const r = melee.resolve(meleeInputFor(h, [h.units.h!], h.units.u3!, { ...MELEE, charge: 'charge', enteredResult: '0/D' }, undefined), [])
    expect(meleeDraft(h, [h.units.h!], [h.units.u3!], r, undefined, {}).label).toMatch(/; the cavalry may exploit \(9\.4\)$/)
  })
})

describe('optional rule 16.3: disorganized unlimbered artillery stays in its hex', () => {
  it('morale failure and melee D say so with the rule on; limbered guns and the rule off retreat 2 hexes', () => {
    const s = smallBattle()
    const on = apply(s, advancedRuleDraft(s.setup, 'artilleryRetreat', true))
    const fail = (st: BattleState, id: string) => moraleDraft(st, st.units[id]!, 'fire', seriesMorale.resolve(moraleInputFor(st, st.units[id]!, 'fire', NO_MORALE_CHOICES), [6, 6]), undefined, [])
    const stays = 'stays in the hex with a turn marker across the counter; eliminated if the enemy enters; may retreat as a disorganized unit next movement phase (16.3)'
    expect(fail(on, 'u2').label).toBe(`Foot battery: morale check failure (12 vs 8) — disorganized (marker 1), ${stays}`)
    expect(fail(s, 'u2').label).toBe('Foot battery: morale check failure (12 vs 8) — disorganized, retreats 2 hexes (marker 1)')
    expect(fail(on, 'u1').label).toBe('2e de ligne: morale check failure (12 vs 10) — disorganized, retreats 2 hexes (marker 1)')
    const limbered: BattleState = { ...on, units: { ...on.units, u2: { ...on.units.u2!, state: { ...on.units.u2!.state, formation: 'limbered' } } } }
    expect(fail(limbered, 'u2').label).toBe('Foot battery: morale check failure (12 vs 8) — disorganized, retreats 2 hexes (marker 1)')
    const r = melee.resolve(meleeInputFor(on, [on.units.u3!], on.units.u2!, { ...MELEE, enteredResult: '0/D' }, undefined), [])
    expect(meleeDraft(on, [on.units.u3!], [on.units.u2!], r, undefined, {}).label).toBe(`92nd Foot attack Foot battery at 6:1: 0/D — Foot battery disorganized (marker 1), ${stays}; may advance`)
  })
})

describe('rout (16.5) and time penalties (19.2) in the combat inputs', () => {
  const routOn = () => ({ ...smallBattle({ advanced: { rout: true } }) })
  const routedU3 = () => {
    const s = routOn()
    const dis = apply(s, formationDraft(s.units.u3!, 'disorganized', 1))
    return apply(dis, routDraft(dis, dis.units.u3!, 'new disorganization'))
  }
  it('a routed unit checks at −3 ("Routed −3", 16.5) on top of the disorganized −2; a merely disorganized one does not', () => {
    const s = routedU3()
    expect(moraleInputFor(s, s.units.u3!, 'fire', NO_MORALE_CHOICES)).toMatchObject({ routed: true, routRule: true, disorganized: true })
    const r = seriesMorale.resolve(moraleInputFor(s, s.units.u3!, 'fire', NO_MORALE_CHOICES), [1, 1])
    expect(r.working).toContainEqual(expect.objectContaining({ label: 'Routed', value: -3 }))
    expect(rallyInputFor(s, s.units.u3!, NO_MORALE_CHOICES).routed).toBe(true)
    const dis = apply(routOn(), formationDraft(routOn().units.u3!, 'disorganized', 1))
    expect(moraleInputFor(dis, dis.units.u3!, 'fire', NO_MORALE_CHOICES).routed).toBeUndefined()
    const off = { ...s, setup: { ...s.setup, options: {} } }
    expect(moraleInputFor(off, off.units.u3!, 'fire', NO_MORALE_CHOICES).routed).toBeUndefined()
  })
  it('a routed firer\'s part comes off the fire value with a line saying why; alone its fire value is 0 and it cannot fire (16.5, 7.1)', () => {
    let s = routedU3()
    s = apply(s, placeDraft(s.units.u1!, '1205', 0))
    const i = fireInputFor(s, [s.units.u3!], s.units.u1!, FIRE, undefined)
    expect(i.fireValueModifiers).toEqual([{ label: '92nd Foot routed: fire value 0 (16.5)', value: -1 }])
    expect(errorOf(() => fire.resolve({ ...i, enteredResult: '1' }, []))).toMatchObject({ field: 'fireValueModifiers', message: expect.stringContaining('The fire value is 0') })
    const plain = smallBattle()
    expect(fireInputFor(plain, [plain.units.u3!], plain.units.u1!, FIRE, undefined).fireValueModifiers).toBeUndefined()
    // rule off: a disorganized unit keeps its fire value 1 (4.5)
    const off = { ...s, setup: { ...s.setup, options: {} } }
    expect(fireInputFor(off, [off.units.u3!], off.units.u1!, FIRE, undefined).fireValueModifiers).toBeUndefined()
  })
  it('a routed defender goes into the melee at value 0 (16.5 "melee value 0"); with the rule off it is a plain disorganized 1', () => {
    const s = routedU3()
    const i = meleeInputFor(s, [s.units.u1!], s.units.u3!, MELEE, undefined)
    expect(i.defenders.map((d) => d.routed)).toEqual([true])
    expect(meleeStrengths(i).defenders[0]!.value).toBe(0)
    const off = { ...s, setup: { ...s.setup, options: {} } }
    expect(meleeInputFor(off, [off.units.u1!], off.units.u3!, MELEE, undefined).defenders[0]!.routed).toBeUndefined()
  })
  it('with the rout rule a disorganized defender given D in melee routs (two markers of turn + 2, the rout record) in the same action; once routed, D eliminates it', () => {
    const s = apply(routOn(), formationDraft(routOn().units.u3!, 'disorganized', 1))
    const d = melee.resolve(meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, enteredResult: '0/D' }, undefined), [])
    expect(d.outcome.defender.eliminated).toBe(false)
    const draft = meleeDraft(s, [s.units.u1!], [s.units.u3!], d, undefined, {})
    expect(draft.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { formation: 'disorganized', disorganizedAtTurn: 3 } }, { op: 'battle.patch', patch: { rout: { u3: 3 } } }])
    expect(draft.label).toContain('92nd Foot routs (16.5): two 3 markers')
    const after = apply(s, draft)
    expect(isRouted(after, after.units.u3!)).toBe(true)
    const again = melee.resolve(meleeInputFor(after, [after.units.u1!], after.units.u3!, { ...MELEE, enteredResult: '0/D' }, undefined), [])
    expect(meleeDraft(after, [after.units.u1!], [after.units.u3!], again, undefined, {}).ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { steps: 0, status: 'eliminated' } }])
  })
  it('a unit a result routs owes its whole-movement retreat toward its lines of communication (16.5), once', async () => {
    const { seriesResult } = await import('./resultFlow')
    const s = apply(routOn(), formationDraft(routOn().units.u3!, 'disorganized', 1))
    const fail = seriesMorale.resolve(moraleInputFor(s, s.units.u3!, 'fire', NO_MORALE_CHOICES), [6, 6])
    const d = seriesResult(s, [], moraleDraft(s, s.units.u3!, 'fire', fail, undefined, []))
    expect((d.detail?.owes as { kind: string; label: string; reason: string }[]).map((o) => `${o.kind}: ${o.label} — ${o.reason}`)).toEqual([
      'retreat: 92nd Foot: retreat its whole movement allowance toward its lines of communication — routed by a new disorganization (16.5)'])
  })
  it('a disorganized unit failing a fire check routs: two markers of turn + 2 and the rout record, in ONE action', () => {
    const s = apply(routOn(), formationDraft(routOn().units.u3!, 'disorganized', 1))
    const fail = seriesMorale.resolve(moraleInputFor(s, s.units.u3!, 'fire', NO_MORALE_CHOICES), [6, 6])
    expect(fail.effect).toBe('routed')
    const d = moraleDraft(s, s.units.u3!, 'fire', fail, undefined, [])
    expect(d.label).toBe('92nd Foot: morale check failure (12 vs 6) — routed (16.5): two 3 markers, may rally from turn 5; retreats its whole movement toward its lines of communication')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u3', state: { formation: 'disorganized', disorganizedAtTurn: 3 } }, { op: 'battle.patch', patch: { rout: { u3: 3 } } }])
    const after = apply(s, d)
    expect(isRouted(after, after.units.u3!)).toBe(true)
    // another unit already routed keeps its markers in the same record
    const both = apply(s, routDraft(s, s.units.u2!, 'contamination'))
    expect(moraleDraft(both, both.units.u3!, 'fire', fail, undefined, []).ops[1]).toEqual({ op: 'battle.patch', patch: { rout: { u2: 3, u3: 3 } } })
  })
  it('a routed gun adds no fire-value line: the calculator refuses it itself (4.13)', () => {
    const s = routOn()
    const gun = apply(s, routDraft(s, s.units.u2!, 'contamination'))
    const i = fireInputFor(gun, [gun.units.u2!], gun.units.u3!, { ...FIRE, distances: { u2: 1 } }, undefined)
    expect(i.fireValueModifiers).toBeUndefined()
    expect(errorOf(() => fire.resolve({ ...i, enteredResult: '1' }, []))).toMatchObject({ field: 'firers[0].unit' })
  })
  it('a failed check sends the unit back (the screen shows its line of communication, 15.0) except a countercharge or reintegration check', () => {
    expect(MORALE_PURPOSES.filter((p) => !failureRetreats(p))).toEqual(['countercharge', 'reintegration'])
  })
  it('19.2: the time penalty in force for the unit\'s army reaches its morale check ("Time limit exceeded"); none when off or none recorded', () => {
    const s = smallBattle({ advanced: { timeLimits: true } })
    const rec = { turn: 1, playerTurn: 1, side: 'b', corps: [], usedSeconds: 700, allowedSeconds: 600, penalty: -2 }
    const t = { ...s, battle: { ...s.battle, clock: { allowedSeconds: 600, jointSeconds: null, records: [rec] } } }
    expect(moraleInputFor(t, t.units.u3!, 'fire', NO_MORALE_CHOICES).timePenalty).toBe(-2)
    const r = seriesMorale.resolve(moraleInputFor(t, t.units.u3!, 'fire', NO_MORALE_CHOICES), [1, 1])
    expect(r.working).toContainEqual(expect.objectContaining({ label: 'Time limit exceeded', value: -2 }))
    expect(moraleInputFor(t, t.units.u1!, 'fire', NO_MORALE_CHOICES).timePenalty).toBeUndefined()
    const off = { ...t, setup: { ...t.setup, options: {} } }
    expect(moraleInputFor(off, off.units.u3!, 'fire', NO_MORALE_CHOICES).timePenalty).toBeUndefined()
  })
})
