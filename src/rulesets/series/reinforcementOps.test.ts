import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action } from '@/model/types'
import { addUnitDraft } from './unitOps'
import { apply, LINE, smallBattle } from './testkit'
import { arriveDraft, columnEntry, dueReinforcements, reinforcementProblems, reinforcements, scheduleDraft, unscheduleDraft, whatArrives, type ReinforcementForm } from './reinforcementOps'
import { combatState } from './unitState'

const battle = () => apply(smallBattle(), addUnitDraft('a', { ...LINE, name: '4e de ligne', hex: '' }, 'u4'))
const FORM: ReinforcementForm = { turn: 3, side: 'a', formation: 'II Corps', unitIds: ['u1', 'u4'], entryHex: '0101', road: true, movementAllowance: 6 }
const fieldOf = (f: () => unknown): string => { try { f() } catch (e) { if (e instanceof RulesInputError) return e.field; throw e } return '' }

describe('reinforcement schedule (13.0)', () => {
  it('schedules one entry as one action, labelled with the army, turn, hex and road', () => {
    const d = scheduleDraft(battle(), FORM, 'r1')
    expect(d.kind).toBe('reinforcement.schedule')
    expect(d.label).toBe('Reinforcement (13.0): II Corps (2e de ligne, 4e de ligne) for Ney on turn 3 at hex 0101 by road')
    const s = apply(battle(), d)
    expect(reinforcements(s)).toEqual([{ ...FORM, id: 'r1', arrivedTurn: null }])
  })
  it('says every problem of the form at once, by field', () => {
    const p = reinforcementProblems(battle(), { turn: 0, side: 'a', formation: '', unitIds: [], entryHex: ' ', road: false, movementAllowance: -1 })
    expect(Object.keys(p).sort()).toEqual(['entryHex', 'formation', 'movementAllowance', 'turn'])
    expect(p.formation).toBe('Name the formation or choose its units.')
    expect(reinforcementProblems(battle(), { ...FORM, unitIds: ['u3'] }).unitIds).toBe('Choose units of Ney.')
    expect(reinforcementProblems(battle(), { ...FORM, unitIds: ['l1'] }).unitIds).toBe('Choose units of Ney.')
    expect(reinforcementProblems(battle(), { ...FORM, unitIds: ['u1', 'u1'] }).unitIds).toBe('Each unit once.')
    expect(reinforcementProblems(battle(), { ...FORM, formation: 'x'.repeat(61) }).formation).toBe('Formation: at most 60 characters.')
    expect(reinforcementProblems(battle(), { ...FORM, entryHex: 'x'.repeat(21) }).entryHex).toBe('Entry hex: at most 20 characters.')
    expect(reinforcementProblems(battle(), { ...FORM, movementAllowance: 1.5 }).movementAllowance).toBeDefined()
    expect(reinforcementProblems(battle(), { ...FORM, movementAllowance: null })).toEqual({})
    expect(reinforcementProblems(battle(), { ...FORM, turn: 1, unitIds: [] })).toEqual({})
    expect(fieldOf(() => scheduleDraft(battle(), { ...FORM, entryHex: '' }, 'r1'))).toBe('entryHex')
  })
  it('names a formation alone, units alone, or both', () => {
    const s = battle()
    expect(whatArrives(s, { formation: 'Guard', unitIds: [] })).toBe('Guard')
    expect(whatArrives(s, { formation: '', unitIds: ['u1'] })).toBe('2e de ligne')
    expect(whatArrives(s, { formation: 'Guard', unitIds: ['u1', 'gone'] })).toBe('Guard (2e de ligne, gone)')
  })
  it('ignores a bad record and a schedule that is not a list', () => {
    const s = battle()
    expect(reinforcements({ battle: { reinforcements: [{ id: 'x' }, { ...FORM, unitIds: ['u1', 'u4'], id: 'r1', arrivedTurn: null }] } })).toHaveLength(1)
    expect(reinforcements({ battle: { reinforcements: { id: 'x' } } })).toEqual([])
    expect(reinforcements(s)).toEqual([])
  })
  it('removes an entry as one action; an unknown one is refused', () => {
    const s = apply(battle(), scheduleDraft(battle(), FORM, 'r1'))
    expect(reinforcements(apply(s, unscheduleDraft(s, 'r1')))).toEqual([])
    expect(unscheduleDraft(s, 'r1').label).toBe('Reinforcement removed from the schedule: II Corps (2e de ligne, 4e de ligne)')
    expect(fieldOf(() => unscheduleDraft(s, 'nope'))).toBe('reinforcement')
  })
})

describe('arrival on its turn (13.0)', () => {
  const scheduled = () => apply(battle(), scheduleDraft(battle(), FORM, 'r1'))
  it('is owed from its turn on, for its army only, until it arrives', () => {
    const s = scheduled()
    expect(dueReinforcements(s, 2)).toEqual([])
    expect(dueReinforcements(s, 3).map((r) => r.id)).toEqual(['r1'])
    expect(dueReinforcements(s, 4, 'a').map((r) => r.id)).toEqual(['r1'])
    expect(dueReinforcements(s, 4, 'b')).toEqual([])
    expect(dueReinforcements(apply(s, arriveDraft(s, 'r1', 3)), 3)).toEqual([])
  })
  it('by road: the first unit loses 0 MP, the second 1 MP (text: "a unit entering after the first one subtracts one MP")', () => {
    const r = reinforcements(scheduled())[0]!
    expect(columnEntry(scheduled(), r)).toEqual([
      { unitId: 'u1', name: '2e de ligne', place: 1, mpLoss: 0, mp: 6 },
      { unitId: 'u4', name: '4e de ligne', place: 2, mpLoss: 1, mp: 5 },
    ])
    expect(columnEntry(scheduled(), { ...r, movementAllowance: null }).map((c) => c.mp)).toEqual([null, null])
    expect(columnEntry(scheduled(), { ...r, road: false }).map((c) => [c.mpLoss, c.mp])).toEqual([[0, 6], [0, 6]])
  })
  it('enters as one action: units on the entry hex in column order, the entry marked arrived', () => {
    const s = scheduled()
    const d = arriveDraft(s, 'r1', 3)
    expect(d.label).toBe('II Corps (2e de ligne, 4e de ligne) enter at hex 0101 (13.0), by road: 2e de ligne 6 MP, 4e de ligne 5 MP')
    expect(d.by).toBe('a')
    const after = apply(s, d)
    expect([combatState(after.units.u1!).hex, combatState(after.units.u4!).hex]).toEqual(['0101', '0101'])
    expect([combatState(after.units.u1!).stackPosition, combatState(after.units.u4!).stackPosition]).toEqual([0, 1])
    expect(reinforcements(after)[0]!.arrivedTurn).toBe(3)
    const noMa = apply(battle(), scheduleDraft(battle(), { ...FORM, movementAllowance: null }, 'r1'))
    expect(arriveDraft(noMa, 'r1', 4).label).toBe('II Corps (2e de ligne, 4e de ligne) enter at hex 0101 (13.0), by road: 2e de ligne −0 MP, 4e de ligne −1 MP')
    const offRoad = apply(battle(), scheduleDraft(battle(), { ...FORM, road: false, unitIds: [], formation: 'Guard' }, 'r1'))
    expect(arriveDraft(offRoad, 'r1', 3).label).toBe('Guard enter at hex 0101 (13.0)')
    expect(arriveDraft(offRoad, 'r1', 3).ops).toHaveLength(1)
  })
  it('enters at the nearest empty edge hex when the entry hex is held by the enemy (13.0)', () => {
    const s = scheduled()
    const d = arriveDraft(s, 'r1', 3, [], ' 0201 ')
    expect(d.label).toBe('II Corps (2e de ligne, 4e de ligne) enter at hex 0201 (entry hex 0101 held by the enemy) (13.0), by road: 2e de ligne 6 MP, 4e de ligne 5 MP')
    expect(combatState(apply(s, d).units.u4!).hex).toBe('0201')
    expect(arriveDraft(s, 'r1', 3, [], '0101').label).toBe(arriveDraft(s, 'r1', 3).label)
    expect(arriveDraft(s, 'r1', 3, [], '  ').label).toBe(arriveDraft(s, 'r1', 3).label)
    expect(fieldOf(() => arriveDraft(s, 'r1', 3, [], 'x'.repeat(21)))).toBe('atHex')
    expect(arriveDraft(s, 'r1', 3, [], 'x'.repeat(20)).kind).toBe('reinforcement.arrive')
  })
  it('the units that entered are in command on the turn they enter (13.0)', async () => {
    const { enteredOnTurn } = await import('./reinforcementOps')
    const s = scheduled()
    const after = apply(s, arriveDraft(s, 'r1', 3))
    expect(enteredOnTurn(after, 'u4', 3)).toBe(true)
    expect(enteredOnTurn(after, 'u4', 4)).toBe(false)
    expect(enteredOnTurn(after, 'u3', 3)).toBe(false)
    expect(enteredOnTurn(s, 'u4', 3)).toBe(false)
  })
  it('refuses before its turn, twice, and an unknown entry, naming the field', () => {
    const s = scheduled()
    expect(() => arriveDraft(s, 'r1', 2)).toThrow('II Corps (2e de ligne, 4e de ligne) arrive on turn 3 (13.0), not before.')
    expect(fieldOf(() => arriveDraft(s, 'r1', 2))).toBe('turn')
    const after = apply(s, arriveDraft(s, 'r1', 3))
    expect(() => arriveDraft(after, 'r1', 4)).toThrow('arrived on turn 3')
    expect(fieldOf(() => arriveDraft(after, 'nope', 4))).toBe('reinforcement')
  })
})

describe('units waiting to arrive', () => {
  it('carry a badge with their turn until they arrive (13.0)', async () => {
    const { unitBadges } = await import('./turnAid')
    const { waitingTurn } = await import('./reinforcementOps')
    const s = apply(battle(), scheduleDraft(battle(), FORM, 'r1'))
    const ctx = (state: typeof s) => ({ state, actions: [], owed: [] })
    expect(waitingTurn(s, 'u4')).toBe(3)
    expect(waitingTurn(s, 'u3')).toBeNull()
    expect(unitBadges(s.units.u4!, ctx(s))).toContainEqual({ label: 'reinforcement, turn 3', tone: 'info' })
    const after = apply(s, arriveDraft(s, 'r1', 3))
    expect(waitingTurn(after, 'u4')).toBeNull()
    expect(unitBadges(after.units.u4!, ctx(after)).map((b) => b.label)).not.toContain('reinforcement, turn 3')
  })
})

describe('owed on its turn (13.0)', () => {
  it('a new game turn owes each reinforcement scheduled for it; its arrival settles it; the Turn tab opens it', async () => {
    const { nextPhaseDraft } = await import('./turn')
    const { openOwed } = await import('./turnAid')
    const { owedTests } = await import('@/rulesets/owed')
    const { reinforcementOwes, reinforcementSettles } = await import('./reinforcementOps')
    let s = apply(battle(), scheduleDraft(battle(), { ...FORM, turn: 2 }, 'r1'))
    expect(reinforcementOwes(s, 1)).toEqual([])
    expect(reinforcementOwes(s, 2)).toEqual([{ kind: 'reinforcement', unitIds: ['u1', 'u4'], label: 'II Corps (2e de ligne, 4e de ligne): reinforcement enters', reason: 'Ney, turn 2 at hex 0101 (13.0)', prefill: { reinforcementId: 'r1' } }])
    const log: Action[] = []
    const step = (d: ActionDraft) => { const a: Action = { ...d, id: `s${log.length + 1}`, seq: log.length + 1, at: 0 }; log.push(a); s = apply(s, d) }
    for (let i = 0; i < 11; i++) step(nextPhaseDraft(s))
    expect(owedTests(log)).toEqual([])
    step(nextPhaseDraft(s))
    const owed = owedTests(log)
    expect(owed.map((t) => t.label)).toEqual(['II Corps (2e de ligne, 4e de ligne): reinforcement enters'])
    expect(openOwed(owed[0]!)).toEqual({ tab: 'turn', query: { owed: owed[0]!.id } })
    expect(reinforcementSettles(owed, 'r1')).toEqual([owed[0]!.id])
    expect(reinforcementSettles(owed, 'r2')).toEqual([])
    expect(reinforcementSettles([{ ...owed[0]!, kind: 'morale' }], 'r1')).toEqual([])
    const arrive = arriveDraft(s, 'r1', 2, reinforcementSettles(owed, 'r1'))
    expect(arrive.detail).toEqual({ settles: [owed[0]!.id] })
    step(arrive)
    expect(owedTests(log)).toEqual([])
    expect(reinforcementOwes(s, 2)).toEqual([])
    expect(arriveDraft(apply(battle(), scheduleDraft(battle(), FORM, 'r1')), 'r1', 3).detail).toBeUndefined()
  })
})

describe('corps not deployed (18.5)', () => {
  it('pre-fill a schedule entry with the commander\'s corps and its active units', async () => {
    const { corpsReinforcementForm } = await import('./reinforcementOps')
    const s = battle()
    expect(corpsReinforcementForm(s, 'l1', 2)).toEqual({ turn: 2, side: 'a', formation: "Reille's corps I", unitIds: ['u1', 'u2', 'u4'], entryHex: '', road: true, movementAllowance: null })
    const gone = apply(s, { kind: 'x', by: 'a', label: 'x', ops: [{ op: 'unit.patch', id: 'u2', state: { status: 'eliminated' } }, { op: 'unit.patch', id: 'l1', state: { corps: '' } }] })
    expect(corpsReinforcementForm(gone, 'l1', 1)).toMatchObject({ formation: "Reille's corps", unitIds: [] })
    const noCorps = apply(s, { kind: 'x', by: 'a', label: 'x', ops: [{ op: 'unit.patch', id: 'u2', state: { status: 'eliminated' } }] })
    expect(corpsReinforcementForm(noCorps, 'l1', 1).unitIds).toEqual(['u1', 'u4'])
    expect(fieldOf(() => corpsReinforcementForm(s, 'u1', 1))).toBe('leaderId')
    expect(fieldOf(() => corpsReinforcementForm(s, 'nobody', 1))).toBe('leaderId')
  })
})
