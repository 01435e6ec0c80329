import { describe, expect, it } from 'vitest'
import type { OwedRef, Verdict } from '../../core/sequence'
import { askCharge } from './askCharge'
import { cardAllows } from './cardAllows'
import { dueOnCard, INITIAL, step, wargamingSequence as seq, type Act, type SeqEvent, type SeqState, type UnitFacts } from '.'

// Each rule on its own, one condition at a time (seed 004, The Cards; Non-Initiative Units; Restrictions on Charges).
const fold = (events: SeqEvent[], from: SeqState = INITIAL) => events.reduce(step, from)
const u = (id: string, side: 'a' | 'b', arm: UnitFacts['arm'], more: Partial<UnitFacts> = {}): UnitFacts => ({ id, side, arm, order: 'formed', fatigue: 'fresh', canFire: true, formation: 'line', ...more })
const ask = (s: SeqState, act: Act, unit: UnitFacts, more: object = {}, owed: OwedRef[] = []) => seq.ask(s, { q: 'act', act, unit, ...more }, owed)
const section = (v: Verdict) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
const did = (unit: string, side: 'a' | 'b', arm: UnitFacts['arm'], act: Act, targets?: string[]): SeqEvent => ({ e: 'act', unit, side, arm, act, ...(targets ? { targets } : {}) })
const card = (side: 'a' | 'b', c: 'Infantry Move' | 'Cavalry Move' | 'Artillery Move'): SeqEvent => ({ e: 'card', side, card: c, left: 5 })
const a = fold([{ e: 'initiative', side: 'a', how: 'test' }])
const inf = fold([card('a', 'Infantry Move')], a)
const cav = fold([card('a', 'Cavalry Move')], a)
const arty = fold([card('a', 'Artillery Move')], a)

describe('what a unit did before this phase and this phase', () => {
  it('exhausted troops cannot move but may change formation; charging follows no other act', () => {
    expect(section(ask(inf, 'moved', u('x', 'a', 'infantry', { fatigue: 'exhausted' })))).toBe('forbidden: seed 004, Definitions: Exhausted')
    expect(section(ask(inf, 'formation', u('x', 'a', 'infantry', { fatigue: 'exhausted' })))).toBe('allowed')
    for (const first of ['moved', 'formation', 'fired', 'charged'] as const)
      expect(section(ask(fold([did('x', 'a', 'infantry', first)], inf), 'charged', u('x', 'a', 'infantry')))).toBe('forbidden: seed 004, The Cards: Infantry Move')
    expect(section(ask(fold([did('x', 'a', 'infantry', 'held')], inf), 'charged', u('x', 'a', 'infantry')))).toBe('allowed')
    expect(section(ask(fold([did('x', 'a', 'infantry', 'moved')], inf), 'fired', u('x', 'a', 'infantry')))).toBe('allowed')
    expect(section(ask(fold([did('g', 'a', 'artillery', 'formation')], arty), 'fired', u('g', 'a', 'artillery')))).toBe('allowed')
    expect(section(ask(fold([did('g', 'a', 'artillery', 'fired')], arty), 'moved', u('g', 'a', 'artillery')))).toBe('forbidden: seed 004, The Cards: Artillery Move')
  })
  it('a unit still retiring, retreating or routing does not rally; a formed one has nothing to reform', () => {
    const s = fold([{ e: 'morale', unit: 'x', side: 'a', arm: 'infantry', outcome: 'Retire' }, card('a', 'Infantry Move')], a)
    expect(section(ask(s, 'rallied', u('x', 'a', 'infantry', { order: 'unformed' })))).toBe('forbidden: seed 004, Returning to Formed Order')
    const m = fold([{ e: 'morale', unit: 'x', side: 'a', arm: 'infantry', outcome: 'Shaken' }, card('a', 'Infantry Move')], a)
    expect(ask(m, 'rallied', u('x', 'a', 'infantry', { order: 'unformed' }))).toMatchObject({ rule: expect.stringContaining('must reform by rallying') })
    expect(section(ask(fold([{ e: 'reformed', unit: 'x' }], m), 'rallied', u('x', 'a', 'infantry', { order: 'unformed' })))).toBe('allowed')
  })
  it('who may fire: no fire factor, no carbines, limbered guns; return fire too', () => {
    const fired = fold([did('f', 'a', 'infantry', 'fired', ['x'])], inf)
    expect(section(ask(fired, 'return fire', u('x', 'b', 'cavalry', { canFire: false })))).toBe('forbidden: seed 004, Firing')
    expect(section(ask(fired, 'return fire', u('x', 'b', 'cavalry')))).toBe('allowed')
    expect(section(ask(fired, 'return fire', u('x', 'b', 'artillery')))).toBe('forbidden: seed 004, Non-Initiative Units')
    expect(section(ask(inf, 'moved', u('x', 'a', 'infantry', { canFire: false })))).toBe('allowed')
  })
  it('a battle that has ended refuses every act until the umpire plays on', () => {
    const ended = fold([{ e: 'battle ends', why: 'night' }], inf)
    expect(section(ask(ended, 'moved', u('x', 'a', 'infantry')))).toBe('forbidden: seed 004, Rules Mechanics')
    expect(section(ask(fold([{ e: 'play on' }], ended), 'moved', u('x', 'a', 'infantry')))).toBe('allowed')
  })
})

describe('the cards (seed 004, The Cards)', () => {
  it('leaders move or hold on their card, nothing else', () => {
    const l = (commands: UnitFacts['commands']) => u('l', 'a', 'leader', { commands })
    expect(section(cardAllows(inf, 'Infantry Move', l('corps'), 'held'))).toBe('allowed')
    expect(section(cardAllows(inf, 'Infantry Move', l('army'), 'formation'))).toBe('forbidden: seed 004, The Cards')
    expect(section(cardAllows(inf, 'Infantry Move', l('infantry'), 'moved'))).toBe('allowed')
    expect(section(cardAllows(cav, 'Cavalry Move', l('cavalry'), 'moved'))).toBe('allowed')
    expect(section(cardAllows(cav, 'Cavalry Move', l('infantry'), 'moved'))).toBe('forbidden: seed 004, The Cards: Cavalry Move')
    expect(section(cardAllows(arty, 'Artillery Move', l('cavalry'), 'moved'))).toBe('forbidden: seed 004, The Cards')
    expect(section(cardAllows(arty, 'Artillery Move', l('artillery'), 'moved'))).toBe('forbidden: seed 004, The Cards')
  })
  it('mixed arms: cavalry and artillery of an infantry division, horse artillery of a cavalry division', () => {
    const gunsOfInf = u('g', 'a', 'artillery', { division: 'infantry' })
    expect(section(cardAllows(fold([], inf), 'Infantry Move', gunsOfInf, 'moved'))).toBe('allowed')
    expect(section(cardAllows({ ...inf, movedOn: { g: ['Cavalry Move'] } }, 'Infantry Move', gunsOfInf, 'moved'))).toBe('allowed')
    expect(section(cardAllows({ ...inf, movedOn: { g: ['Artillery Move'] } }, 'Infantry Move', gunsOfInf, 'moved'))).toBe('forbidden: seed 004, The Cards: Infantry Move')
    expect(section(cardAllows(cav, 'Cavalry Move', gunsOfInf, 'moved'))).toBe('forbidden: seed 004, The Cards: Cavalry Move')
    expect(cardAllows(cav, 'Cavalry Move', gunsOfInf, 'moved')).toMatchObject({ rule: expect.stringContaining('cavalry units of the side') })
    expect(section(cardAllows(cav, 'Cavalry Move', u('i', 'a', 'infantry', { division: 'cavalry' }), 'moved'))).toBe('forbidden: seed 004, The Cards: Cavalry Move')
    expect(cardAllows(inf, 'Infantry Move', u('h', 'a', 'artillery', { division: 'cavalry' }), 'moved')).toMatchObject({ rule: expect.stringContaining('infantry units of the side') })
    expect(section(cardAllows(cav, 'Cavalry Move', u('h', 'a', 'artillery', { division: 'cavalry' }), 'held'))).toBe('allowed')
    expect(section(cardAllows(arty, 'Artillery Move', u('h', 'a', 'artillery', { division: 'cavalry' }), 'fired'))).toBe('allowed')
  })
})

describe('the side without the initiative (seed 004, Non-Initiative Units; Opportunity Charge)', () => {
  it('returns fire once for each time fired upon; only a morale test of its own holds it back', () => {
    const twice = fold([did('f', 'a', 'infantry', 'fired', ['x']), did('g', 'a', 'artillery', 'fired', ['x']), did('x', 'b', 'infantry', 'return fire', ['f'])], inf)
    expect(section(ask(twice, 'return fire', u('x', 'b', 'infantry')))).toBe('allowed')
    expect(section(ask(twice, 'return fire', u('x', 'b', 'infantry'), {}, [{ id: '1', kind: 'morale', unitIds: ['y'] }, { id: '2', kind: 'control', unitIds: ['x'] }]))).toBe('allowed')
    const opp = fold([did('o', 'b', 'artillery', 'opportunity fire', ['x2'])], inf)
    expect(opp.firedOn).toEqual({ x2: 1 })
  })
  it('opportunity charge: formed cavalry not in skirmish order, while an enemy is moving', () => {
    const moving = (act: Act) => fold([did('m', 'a', 'infantry', act)], inf)
    const hussars = u('h', 'b', 'cavalry')
    expect(section(ask(moving('formation'), 'opportunity charge', hussars))).toBe('allowed')
    expect(section(ask(moving('charged'), 'opportunity charge', hussars))).toBe('allowed')
    expect(section(ask(moving('fired'), 'opportunity charge', hussars))).toBe('forbidden: seed 004, Opportunity Charge')
    expect(section(ask(moving('moved'), 'opportunity charge', u('h', 'b', 'infantry')))).toBe('forbidden: seed 004, Opportunity Charge')
    expect(section(ask(moving('moved'), 'opportunity charge', u('h', 'b', 'cavalry', { formation: 'skirmish' })))).toBe('forbidden: seed 004, Opportunity Charge')
    expect(section(ask(moving('moved'), 'opportunity charge', u('h', 'b', 'cavalry', { order: 'unformed' })))).toBe('forbidden: seed 004, Opportunity Charge')
  })
  it('counter-charge: cavalry not in skirmish order, when charged', () => {
    const charged = fold([did('c', 'a', 'infantry', 'charged', ['x'])], inf)
    expect(section(ask(charged, 'counter-charge', u('x', 'b', 'infantry')))).toBe('forbidden: seed 004, Restrictions on Charges')
    expect(section(ask(charged, 'counter-charge', u('x', 'b', 'cavalry')))).toBe('allowed')
  })
})

describe('restrictions on charges, one at a time (seed 004, Restrictions on Charges; Charges & Mêlées)', () => {
  const q = (unit: UnitFacts, target?: object) => ({ q: 'act' as const, act: 'charged' as const, unit, ...(target ? { target: { id: 't', arm: 'infantry' as const, ...target } } : {}) })
  it('only formed infantry and cavalry; not leaders', () => {
    expect(section(askCharge(inf, q(u('x', 'a', 'infantry', { order: 'unformed' }))))).toBe('forbidden: seed 004, Charges & Mêlées')
    expect(section(askCharge(inf, q(u('x', 'a', 'leader'))))).toBe('forbidden: seed 004, Charges & Mêlées')
    expect(section(askCharge(inf, q(u('x', 'a', 'infantry'))))).toBe('allowed')
  })
  it('cavalry of the side with the initiative never charge cavalry conducting an opportunity charge', () => {
    const s: SeqState = { ...inf, acted: { t: ['opportunity charge'] } }
    expect(section(askCharge(s, q(u('x', 'a', 'cavalry'), { arm: 'cavalry' })))).toBe('forbidden: seed 004, Restrictions on Charges')
    expect(section(askCharge(s, q(u('x', 'b', 'cavalry'), { arm: 'cavalry' })))).toBe('allowed')
    expect(section(askCharge(s, q(u('x', 'a', 'cavalry'), { arm: 'infantry' })))).toBe('allowed')
    expect(section(askCharge(inf, q(u('x', 'a', 'cavalry'), { arm: 'cavalry' })))).toBe('allowed')
    expect(section(askCharge(fold([did('t', 'b', 'cavalry', 'counter-charge', ['z'])], inf), q(u('x', 'a', 'cavalry'), { arm: 'cavalry', id: 'zz' })))).toBe('allowed')
  })
})

describe('turn questions and gates (seed 004, Determining Initiative; End of Turn; Charges & Mêlées)', () => {
  const owe = (n: number): OwedRef[] => Array.from({ length: n }, (_, i) => ({ id: String(i), kind: 'morale', unitIds: ['z'] }))
  it('counts what is still owed in the rules\' words', () => {
    expect(seq.ask(inf, { q: 'card', side: 'a' }, owe(1))).toMatchObject({ verdict: 'players', rule: expect.stringMatching(/ — 1 item still owed$/) })
    expect(seq.ask(inf, { q: 'card', side: 'a' }, owe(2))).toMatchObject({ rule: expect.stringMatching(/ — 2 items still owed$/) })
    const over = fold([{ e: 'same face' }], inf)
    expect(seq.ask(over, { q: 'end turn' }, owe(2))).toMatchObject({ verdict: 'forbidden', rule: expect.stringMatching(/ — 2 items still owed$/) })
  })
  it('only the morale tests of a charge gate its mêlée and the defenders\' test', () => {
    const s = fold([did('c', 'a', 'infantry', 'charged', ['t'])], inf)
    expect(section(seq.ask(s, { q: 'melee', units: ['c', 't'] }, [{ id: '1', kind: 'control', unitIds: ['c'] }]))).toBe('allowed')
    expect(section(seq.ask(s, { q: 'test', kind: 'morale', unit: 't' }, [{ id: '1', kind: 'control', unitIds: ['c'] }]))).toBe('allowed')
    expect(section(seq.ask(s, { q: 'test', kind: 'morale', unit: 't' }, [{ id: '1', kind: 'morale', unitIds: ['c'] }]))).toBe('forbidden: seed 004, Charges & Mêlées')
    expect(section(seq.ask(s, { q: 'test', kind: 'morale', unit: 'c' }, [{ id: '1', kind: 'morale', unitIds: ['t'] }]))).toBe('allowed')
  })
  it('rally tests fall due for their own side and arm; the reason says which', () => {
    const s = fold([{ e: 'morale', unit: 'r', side: 'a', arm: 'cavalry', outcome: 'Rout' }, { e: 'morale', unit: 't', side: 'a', arm: 'cavalry', outcome: 'Retreat' }, { e: 'morale', unit: 'w', side: 'b', arm: 'cavalry', outcome: 'Retreat' }])
    const due = dueOnCard(s, 'a', 'Cavalry Move')
    expect(due.map((d) => d.unitIds[0])).toEqual(['r', 't'])
    expect(due[0]!.reason).toMatch(/^routing: once at least 400 yards from all enemy units, test morale/)
    expect(due[1]!.reason).toMatch(/^retreating: once out of range of enemy small arms fire, test morale/)
    expect(dueOnCard(s, 'b', 'Cavalry Move').map((d) => d.unitIds[0])).toEqual(['w'])
  })
})
