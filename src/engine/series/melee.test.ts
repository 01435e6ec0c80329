import { describe, expect, it } from 'vitest'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { chance, type RulesInputError } from '../core'
import { melee } from './melee'
import type { MeleeInput } from './meleeInput'
import { parseMeleeResult, type MeleeTable } from './meleeTable'
import type { SeriesUnit } from './units'

const u = (o: Partial<SeriesUnit> = {}): SeriesUnit => ({ id: 'u', name: 'Unit', type: 'infantry', originalSteps: 6, steps: 6, firepower: 3, meleeValue: 2, morale: 8, fireRange: 1, formation: 'line', disorganizedAtTurn: null, stackPosition: 0, ...o })
const cav = (o: Partial<SeriesUnit> = {}) => u({ id: 'c', name: 'Cuirassiers', type: 'cavalry', firepower: 0, fireRange: 0, meleeValue: 3, steps: 4, originalSteps: 4, formation: 'line', ...o })
const gun = (o: Partial<SeriesUnit> = {}) => u({ id: 'g', name: 'Battery', type: 'artillery', originalSteps: 2, steps: 2, firepower: 6, meleeValue: 1, fireRange: 7, formation: 'unlimbered', ...o })
/** TEST DATA ONLY — not the play aid's values (the text prints none). */
const TABLE: MeleeTable = {
  id: 'm', title: 'm', source: 'test table', columns: [{ attacker: 1, defender: 2 }, { attacker: 1, defender: 1 }, { attacker: 2, defender: 1 }, { attacker: 4, defender: 1 }],
  rows: [
    { die: { min: null, max: 1 }, cells: ['1/0', '1/0*', '1/1*', '1/1*'] },
    { die: { min: 2, max: 3 }, cells: ['1/0*', '0/0*', '0/1', '0/D1'] },
    { die: { min: 4, max: 5 }, cells: ['0/1', '0/1*', '0/D', '0/E'] },
    { die: { min: 6, max: null }, cells: ['0/D', '0/D', '0/D1', '0/E'] },
  ],
}
const at = (o: Partial<MeleeInput> = {}): MeleeInput => ({ attackers: [u({ id: 'a', name: 'Attacker' })], defenders: [u({ id: 'd', name: 'Defender' })], direction: 'front', meleeTable: TABLE, ...o })
const res = (cell: string) => parseMeleeResult(cell)
/** The error, and a message that says something (an emptied message fails). */
const err = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  expect(e.message.length, e.field).toBeGreaterThan(15)
  return e
}
const textExample = (o: Partial<MeleeInput> = {}) => at({
  attackers: [u({ id: 'l', name: 'Line', steps: 7, originalSteps: 7 }), u({ id: 'c', name: 'Column', formation: 'column', steps: 5, originalSteps: 7 })],
  defenders: [u({ id: 'd', name: 'Defender', steps: 6 })], ...o,
})

describe('melee calculator (seed 001, 8.8) with an owner-entered table', () => {
  it('the text\'s example reads the 2:1 column: 29:12 rounded in favor of the defender', () => {
    const r = melee.resolve(textExample(), [4])
    // The score is the die read on the table (issue 21: "a die of 5 read Score 12"), the strengths are counts.
    expect([r.odds, r.column, r.score, r.strengths.attacker]).toEqual(['2:1', '2:1', 4, 29])
    expect(melee.resolve(at({ meleeTable: undefined, enteredResult: '0/D' }), []).score).toBeUndefined()
    expect(r.outcome).toEqual(res('0/D'))
  })
  it('exact odds at 2:1 on the test table: 1/6 1/1*, 2/6 0/1, 2/6 0/D, 1/6 0/D1', () => {
    const d = melee.distribution(textExample())
    expect(d.total).toBe(6)
    expect([countOf(d, res('1/1*')), countOf(d, res('0/1')), countOf(d, res('0/D')), countOf(d, res('0/D1'))]).toEqual([1, 2, 2, 1])
    expect(d.outcomes.map((o) => `${o.value.attacker.printed}/${o.value.defender.printed}`)).toEqual(['1/1*', '0/1', '0/D', '0/D1'])
    expectAgreesWithResolve(melee, textExample())
  })
  it('full working of the text\'s example with a leader on each side', () => {
    const r = melee.resolve(textExample({ attackerLeaderBonus: 2, defenderLeaderBonus: 1 }), [3])
    expect(r.working.map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['Line: printed melee value', 2, '8.3 Melee Value'], ['Line: 2 × 7 steps', 14, '8.4 Melee Strength'],
      ['Column: printed melee value', 2, '8.3 Melee Value'], ['Column: column attacking', 1, '4.2 Infantry in Column Formation'], ['Column: modified melee value', 3, '8.3 Melee Value'],
      ['Column: 3 × 5 steps', 15, '8.4 Melee Strength'],
      ['attacker melee strength', 29, '8.4 Melee Strength'],
      ['Defender: printed melee value', 2, '8.3 Melee Value'], ['Defender: 2 × 6 steps', 12, '8.4 Melee Strength'],
      ['defender melee strength', 12, '8.4 Melee Strength'],
      ['odds 29:12 → 2:1 (ruling 38), rounded for the defender to the column (ruling 21)', '2:1', '8.8 Melee Combat'],
      ['melee die', 3, '8.8 Melee Combat'],
      ["attacker's leader: combat bonus added to the die", 2, '14.3 Combat Value Effects'],
      ["defender's leader: combat bonus subtracted from the die", -1, '14.3 Combat Value Effects'],
      ['modified die', 4, '8.8 Melee Combat'],
      ['die 4, column 2:1 (test table)', '0/D', '8.8 Melee Combat: the Melee Table (play aid, not in the text — enter from your play aid)'],
    ])
    expect(r.dieModifier).toBe(1)
    expect(r.working.map((l) => l.kind).slice(0, 10)).toEqual(['rating', 'count', 'base', 'modifier', 'total', 'count', 'count', 'rating', 'count', 'count'])
  })
  it('leaders move the die: Oudinot +1 attacking; the King of Prussia −1 defending adds 1 (14.3)', () => {
    expect(melee.resolve(textExample({ attackerLeaderBonus: 1 }), [5]).outcome).toEqual(res('0/D1'))
    expect(melee.resolve(textExample({ defenderLeaderBonus: -1 }), [5]).outcome).toEqual(res('0/D1'))
    expect(melee.resolve(textExample({ defenderLeaderBonus: 1 }), [2]).outcome).toEqual(res('1/1*'))
    expect(melee.resolve(textExample({ otherDieModifiers: [{ label: 'heavy cavalry charging', value: 1, section: '16.4 Cavalry' }] }), [5]).working.find((l) => l.label === 'heavy cavalry charging'))
      .toEqual({ label: 'heavy cavalry charging', value: 1, rule: { seed: '001', section: '16.4 Cavalry' }, kind: 'modifier' })
    expect(err(() => melee.resolve(textExample({ attackerLeaderBonus: 1.5 }), [1])).field).toBe('attackerLeaderBonus')
    expect(err(() => melee.resolve(textExample({ otherDieModifiers: [{ label: 'x', value: 0.5, section: '16.4' }] }), [1])).field).toBe('otherDieModifiers[0].value')
  })
  it('a * owes a morale check by the first unit with a positive melee value (5.3, 8.8)', () => {
    const r = melee.resolve(at({ attackers: [u({ id: 'a', name: 'A', steps: 6, meleeValue: 8 })], defenders: [u({ id: 'z', name: 'Zero', meleeValue: 0 }), u({ id: 'd', name: 'Holder', stackPosition: 1 })] }), [1])
    expect(r.column).toBe('4:1')
    expect(r.outcome).toEqual(res('1/1*'))
    expect(r.moraleChecksOwed).toEqual([{ purpose: 'melee', unit: 'd', name: 'Holder', reason: 'defender: melee result *', rule: { seed: '001', section: '8.8 Melee Combat' }, direction: 'front' }])
    const both = melee.resolve(at({ defenders: [u({ id: 'd', name: 'D' })], direction: 'flank' }), [1])
    expect(both.outcome).toEqual(res('1/1*'))
    expect(both.moraleChecksOwed.map((o) => [o.unit, o.reason, o.direction])).toEqual([['d', 'defender: melee result *', 'flank']])
    expect(melee.resolve(at(), [2]).moraleChecksOwed.map((o) => o.reason)).toEqual(['defender: melee result *'])
  })
  it('town or castle: no morale check on * for that side (8.8 exception)', () => {
    const r = melee.resolve(at({ defenderInTownOrCastle: true }), [1])
    expect(r.outcome.defender).toEqual({ steps: 0, disorganized: false, eliminated: false, moraleCheck: false, printed: '0' })
    expect(r.moraleChecksOwed).toEqual([])
    expect(r.working.at(-1)?.label).toBe('defender in a town or castle: no morale check on *')
    const t = TABLE.rows.map((row) => ({ ...row, cells: row.cells.map(() => '1*/1*') }))
    const both = melee.resolve(at({ meleeTable: { ...TABLE, rows: t }, attackerInTownOrCastle: true }), [1])
    expect([both.outcome.attacker.moraleCheck, both.outcome.defender.moraleCheck]).toEqual([false, true])
    expect(both.moraleChecksOwed.map((o) => o.reason)).toEqual(['defender: melee result *'])
    const none = melee.resolve(at({ meleeTable: { ...TABLE, rows: t } }), [1])
    expect(none.moraleChecksOwed.map((o) => o.reason)).toEqual(['attacker: melee result *', 'defender: melee result *'])
  })
  it('an already disorganized defender that gets D or D1 is eliminated (8.8 note)', () => {
    const dis = at({ defenders: [u({ id: 'd', formation: 'disorganized', meleeValue: 2 })] })
    const r = melee.resolve(dis, [6])
    expect(r.column).toBe('2:1')
    expect(r.outcome.defender.printed).toBe('E')
    expect(r.working.at(-1)).toEqual({ label: 'already disorganized: a D or D1 result eliminates it', value: 'E', rule: { seed: '001', section: '8.8 Melee Combat: Note' } })
    expect(melee.resolve(dis, [4]).outcome.defender).toEqual({ steps: 0, disorganized: true, eliminated: true, moraleCheck: false, printed: 'E' })
    expect(melee.resolve(dis, [2]).outcome.defender.printed).toBe('1')
    expect(chance(melee.distribution(dis), (o) => o.defender.eliminated)).toEqual({ count: 3, total: 6 })
  })
  it('with the rout rule (16.5) an already disorganized defender given D routs: it stays a D, not E; a routed one given D is eliminated', () => {
    const dis = at({ routRule: true, defenders: [u({ id: 'd', formation: 'disorganized', meleeValue: 2 })] })
    const r = melee.resolve(dis, [6])
    expect(r.outcome.defender).toMatchObject({ disorganized: true, eliminated: false })
    expect(r.working.at(-1)).toEqual({ label: 'already disorganized, with the rout rule: it routs instead of being eliminated', value: 'routs', rule: { seed: '001', section: '16.5 Rout' } })
    expect(chance(melee.distribution(dis), (o) => o.defender.eliminated)).toEqual({ count: 0, total: 6 })
    const routed = at({ routRule: true, defenders: [u({ id: 'd', formation: 'disorganized', meleeValue: 2, routed: true })] })
    expect(melee.resolve(routed, [6]).outcome.defender.printed).toBe('E')
    expect(melee.resolve(routed, [6]).working.map((w) => w.value)).not.toContain('routs')
    // Entered as the players read it, so the table's column does not decide: D on a routed unit is E.
    const enteredD = melee.resolve({ ...routed, meleeTable: undefined, enteredResult: '0/D' }, [])
    expect(enteredD.outcome.defender.printed).toBe('E')
    expect(enteredD.working.at(-1)?.label).toBe('already routed: a D or D1 result eliminates it')
  })
  it('advance after combat when the defenders are disorganized or eliminated (8.10); not after a countercharge (9.7)', () => {
    expect(melee.resolve(textExample(), [4]).mayAdvance).toBe(true)
    expect(melee.resolve(textExample(), [2]).mayAdvance).toBe(false)
    expect(melee.resolve(at({ attackers: [cav()], charge: 'countercharge', defenders: [cav({ id: 'e', formation: 'column', meleeValue: 1 })] }), [6]).mayAdvance).toBe(false)
  })
  it('a D or E with a * owes no check; an eliminated top unit passes the check to the next (5.3)', () => {
    const bare = (r: string, o: Partial<MeleeInput> = {}) => melee.resolve(at({ meleeTable: undefined, enteredResult: r, ...o }), [])
    expect(bare('0/D*').moraleChecksOwed).toEqual([])
    expect(bare('E*/E*').moraleChecksOwed).toEqual([])
    expect(bare('D*/0').moraleChecksOwed).toEqual([])
    expect(bare('0/1*', { defenders: [u({ id: 'x', steps: 0 }), u({ id: 'y', stackPosition: 1 })] }).moraleChecksOwed.map((o) => o.unit)).toEqual(['y'])
    expect(bare('1*/0', { attackers: [u({ id: 'p', meleeValue: 0 }), u({ id: 'q' })] }).moraleChecksOwed.map((o) => [o.unit, o.direction])).toEqual([['q', 'front']])
    const town = bare('1*/0', { attackerInTownOrCastle: true })
    expect([town.outcome.attacker.printed, town.moraleChecksOwed, town.working.at(-1)?.label]).toEqual(['1', [], 'attacker in a town or castle: no morale check on *'])
  })
  it('refuses a face a D6 cannot show and odds off the table', () => {
    expect(err(() => melee.resolve(at(), [0])).code).toBe('bad-face')
    expect(err(() => melee.resolve(at({ attackers: [u({ steps: 1 })] }), [1])).code).toBe('missing-table')
  })
  it('a defender of strength 0 reads the last column', () => {
    const r = melee.resolve(at({ defenders: [u({ id: 'z', meleeValue: 0 })] }), [4])
    expect([r.odds, r.column]).toEqual(['12:0', '4:1'])
  })
})

describe('the text\'s changes to a result (8.6, 9.3, 9.6)', () => {
  it('8.6 example: lone unlimbered artillery attacked from the rear, 4 vs 1, die 1: 1/1* is replaced 0/D', () => {
    const r = melee.resolve(at({ attackers: [u({ id: 'a', steps: 4, meleeValue: 2 })], defenders: [gun({ meleeValue: 1, steps: 2 })], direction: 'rear' }), [1])
    expect(r.column).toBe('4:1')
    expect(r.outcome).toEqual({ attacker: { steps: 0, disorganized: false, eliminated: false, moraleCheck: false, printed: '0' }, defender: { steps: 0, disorganized: true, eliminated: false, moraleCheck: false, printed: 'D' } })
    expect(r.working.slice(-2).map((l) => [l.label, l.value, l.rule.section])).toEqual([
      ['lone unlimbered artillery attacked from the rear: the result applies to the artillery only', '0', '8.6 Flank/Rear Attack: Unlimbered Artillery'],
      ['1* is replaced by D', 'D', '8.6 Flank/Rear Attack: Unlimbered Artillery']])
  })
  it('8.6 example: "if the result had been 0/D1, it would have been applied without change"', () => {
    const r = melee.resolve(at({ attackers: [u({ id: 'a', steps: 4, meleeValue: 2 })], defenders: [gun()], direction: 'flank' }), [2])
    expect(r.outcome.defender.printed).toBe('D1')
    expect(melee.resolve(at({ attackers: [u({ id: 'a', steps: 4 })], defenders: [gun()], direction: 'flank' }), [4]).outcome.defender.printed).toBe('E')
    expect(melee.resolve(at({ attackers: [u({ id: 'a', steps: 4 })], defenders: [gun()] }), [1]).outcome).toEqual(res('1/1*'))
    expect(melee.resolve(at({ attackers: [u({ id: 'a', steps: 1 })], defenders: [gun()], direction: 'flank' }), [1]).outcome.defender.printed).toBe('D')
    const mixed = (d: SeriesUnit[]) => melee.resolve(at({ meleeTable: undefined, enteredResult: '1/1*', defenders: d, direction: 'rear' }), []).outcome
    expect(mixed([gun(), u({ id: 'i', stackPosition: 1 })])).toEqual(res('1/1*'))
    expect(mixed([gun({ formation: 'limbered' })])).toEqual(res('1/1*'))
  })
  it('9.6: infantry charged, not in square: 0 still is 0, 1 becomes 2, D becomes D1, D1 becomes D2', () => {
    const charge = (faces: number, defenders = [u({ id: 'd', name: 'Foot', meleeValue: 1, steps: 3 })]) =>
      melee.resolve(at({ attackers: [cav({ steps: 4, meleeValue: 3 })], defenders, charge: 'charge' }), [faces])
    expect(charge(1).column).toBe('4:1')
    expect(charge(1).outcome.defender.printed).toBe('2*')
    expect(charge(1).outcome.defender.steps).toBe(2)
    expect(charge(2).outcome.defender.printed).toBe('D2')
    expect(charge(4).outcome.defender.printed).toBe('E')
    const col = (face: number) => melee.resolve(at({ attackers: [cav({ steps: 4, meleeValue: 3 })], defenders: [u({ id: 'd', meleeValue: 2, steps: 6 })], charge: 'charge' }), [face])
    expect(col(1).column).toBe('1:1')
    expect(col(1).outcome.defender.printed).toBe('0*')
    expect(col(4).outcome.defender.printed).toBe('2*')
    expect(col(6).outcome.defender.printed).toBe('D1')
    expect(col(6).working.at(-1)).toEqual({ label: 'infantry charged, not in square or general order: one additional step (D becomes D1)', value: 'D1', rule: { seed: '001', section: '9.3 Charge Combat Resolution' } })
    expect(col(6).chargeExploitation).toBe(true)
    expect(col(4).chargeExploitation).toBe(false)
  })
  it('no additional step for a square, general order, cavalry, or without a charge (9.3)', () => {
    const sq = melee.resolve(at({ attackers: [cav({ steps: 6, originalSteps: 6 })], defenders: [u({ id: 'd', formation: 'square', meleeValue: 1, steps: 1 })], charge: 'charge' }), [5])
    expect([sq.column, sq.outcome.defender.printed]).toEqual(['4:1', 'E'])
    const sq2 = melee.resolve(at({ attackers: [cav({ steps: 4 })], defenders: [u({ id: 'd', formation: 'square', meleeValue: 2, steps: 2 })], charge: 'charge' }), [4])
    expect([sq2.column, sq2.outcome.defender.printed]).toEqual(['1:1', '1*'])
    expect(melee.resolve(at({ attackers: [cav({ steps: 4 })], defenders: [u({ id: 'd', formation: 'general-order', meleeValue: 2, steps: 2 })], charge: 'charge', cavalryRoughTerrain: true }), [4]).outcome.defender.printed).toBe('1*')
    expect(melee.resolve(at({ attackers: [cav({ steps: 4 })], defenders: [cav({ id: 'e', formation: 'column', meleeValue: 3, steps: 4 })], charge: 'charge' }), [4]).outcome.defender.printed).toBe('1*')
    expect(melee.resolve(at({ attackers: [u({ id: 'a', steps: 4 })], defenders: [u({ id: 'd', steps: 2, meleeValue: 2 })] }), [4]).outcome.defender.printed).toBe('D')
    const counter = melee.resolve(at({ attackers: [cav({ steps: 4 })], defenders: [u({ id: 'd', steps: 6, meleeValue: 2 })], charge: 'countercharge' }), [4])
    expect([counter.outcome.defender.printed, counter.chargeExploitation]).toEqual(['2*', false])
  })
  it('unlimbered guns on top of a square charged by cavalry lose at least one step (9.6)', () => {
    const stack = [gun({ stackPosition: 0 }), u({ id: 's', formation: 'square', stackPosition: 1 })]
    expect(melee.resolve(at({ attackers: [cav()], defenders: stack, charge: 'charge', enteredResult: '0/0', meleeTable: undefined }), []).squareGunsLoseAStep).toBe(true)
    expect(melee.resolve(at({ attackers: [cav()], defenders: [stack[1]!, { ...stack[0]!, stackPosition: 2 }], charge: 'charge', enteredResult: '0/0', meleeTable: undefined }), []).squareGunsLoseAStep).toBe(false)
    expect(melee.resolve(at({ attackers: [u({ id: 'i' })], defenders: stack, enteredResult: '0/0', meleeTable: undefined }), []).squareGunsLoseAStep).toBe(false)
    expect(melee.resolve(at({ attackers: [cav()], defenders: [gun()], charge: 'charge', enteredResult: '0/0', meleeTable: undefined }), []).squareGunsLoseAStep).toBe(false)
    expect(melee.resolve(at({ attackers: [cav()], defenders: [gun({ formation: 'limbered' }), stack[1]!], charge: 'charge', enteredResult: '0/0', meleeTable: undefined }), []).squareGunsLoseAStep).toBe(false)
  })
})

describe('melee calculator without the Melee Table (the text lacks it)', () => {
  const bare = (o: Partial<MeleeInput> = {}) => textExample({ meleeTable: undefined, ...o })
  it('rolls no dice and gives the odds to read the play aid with', () => {
    expect(melee.dice(bare())).toEqual([])
    const e = err(() => melee.resolve(bare(), []))
    expect([e.code, e.field, e.message]).toEqual(['missing-table', 'enteredResult', 'Odds 2:1. The Melee Table is not in the text: read the result on your play aid and enter it (enter from your play aid).'])
    expect(err(() => melee.distribution(bare({ attackerLeaderBonus: 1 }))).message).toMatch(/^Odds 2:1, die \+1\. /)
    expect(err(() => melee.distribution(bare({ defenderLeaderBonus: 2 }))).message).toMatch(/^Odds 2:1, die −2\. /)
  })
  it('takes the entered result and applies the text\'s changes to it', () => {
    const r = melee.resolve(bare({ enteredResult: '1/1*' }), [])
    expect(r.outcome).toEqual(res('1/1*'))
    expect(r.column).toBeUndefined()
    expect(r.working.slice(-3).map((l) => [l.label, l.value])).toEqual([
      ['odds 29:12, rounded in favour of the defender (ruling 38)', '2:1'], ['Melee Table result entered by the players', '1/1*'], ['Defender checks morale', 'morale check']])
    expect(melee.distribution(bare({ enteredResult: '0/D' }))).toEqual({ total: 1, outcomes: [{ value: res('0/D'), count: 1 }] })
    expect(melee.outcomes(bare({ enteredResult: '0/E' }))).toEqual([res('0/E')])
    expect(err(() => melee.resolve(bare({ enteredResult: 'win' }), [])).field).toBe('enteredResult')
  })
  it('the example resolves: the text\'s 29:12 attack with an entered 0/D', () => {
    const r = melee.resolve(melee.example, [])
    expect([r.odds, r.outcome.defender.printed, r.mayAdvance]).toEqual(['2:1', 'D', true])
    expect([melee.id, melee.title, melee.rule]).toEqual(['series.melee', 'Melee', { seed: '001', section: '8.8 Melee Combat' }])
  })
  it('ruling 38 reaches the table through the input', () => {
    const t: MeleeTable = { ...TABLE, columns: [{ attacker: 1, defender: 1 }, { attacker: 3, defender: 2 }, { attacker: 2, defender: 1 }, { attacker: 3, defender: 1 }] }
    const a = at({ meleeTable: t, attackers: [u({ id: 'a', steps: 5, meleeValue: 3 })], defenders: [u({ id: 'd', steps: 5, meleeValue: 2 })] })
    expect(melee.resolve(a, [1]).column).toBe('1:1')
    expect(melee.resolve({ ...a, rulings: { meleeOdds: 'table-columns' } }, [1]).column).toBe('3:2')
    expect(chance(melee.distribution(a), (o) => o.defender.disorganized)).toEqual({ count: 1, total: 6 })
  })
})
