import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import type { BattleState, JsonRecord } from '@/model/types'
import { apply, smallBattle } from './testkit'
import { allowedTimeDraft, clockOf, penaltiesInForce, clockResult, clockText, moraleTimePenalty, recordTimeDraft, timePenaltiesOf } from './clockOps'

const fieldOf = (f: () => unknown): string => { try { f() } catch (e) { if (e instanceof RulesInputError) return e.field; throw e } return '' }
const patched = (s: BattleState, patch: JsonRecord): BattleState => apply(s, { kind: 'x', by: 'umpire', label: 'x', ops: [{ op: 'battle.patch', patch }] })
const limited = (seconds = 60) => apply(smallBattle(), allowedTimeDraft(smallBattle(), seconds))

describe('time limits (19)', () => {
  it('the battle\'s time limit is one action; unchanged is none; refused below 1 s', () => {
    const s = limited(90)
    expect(allowedTimeDraft(smallBattle(), 90)!.label).toBe('Time limit for the movement phase (19.1): 1:30')
    expect(clockOf(s)).toEqual({ allowedSeconds: 90, jointSeconds: null, records: [] })
    expect(allowedTimeDraft(s, 90)).toBeNull()
    expect(fieldOf(() => allowedTimeDraft(s, 0))).toBe('allowedSeconds')
    expect(fieldOf(() => allowedTimeDraft(s, 1.5))).toBe('allowedSeconds')
    expect(allowedTimeDraft(s, 1)).not.toBeNull()
  })
  it('60 s allowed, 61 s used: 1 s over, −1 (round up per 30 s); 90 s: −1; 91 s: −2 (19.2)', () => {
    const s = limited(60)
    expect(clockResult(s, 'a', 60)).toEqual({ penalty: 0, allowedSeconds: 60, excessSeconds: 0, desperate: false })
    expect(clockResult(s, 'a', 61).penalty).toBe(-1)
    expect(clockResult(s, 'a', 90).penalty).toBe(-1)
    expect(clockResult(s, 'a', 91).penalty).toBe(-2)
  })
  it('a desperate army has 15 s whatever the limit, −1 per 15 s over (19.3)', () => {
    const s = patched(limited(60), { armyMorale: { a: { level: 'desperate' } } })
    expect(clockResult(s, 'a', 31)).toEqual({ penalty: -2, allowedSeconds: 15, excessSeconds: 16, desperate: true })
    expect(clockResult(s, 'b', 31).penalty).toBe(0)
    const noLimit = patched(smallBattle(), { armyMorale: { a: { level: 'desperate' } } })
    expect(clockResult(noLimit, 'a', 15).penalty).toBe(0)
  })
  it('refuses with no time limit entered', () => {
    expect(fieldOf(() => clockResult(smallBattle(), 'a', 10))).toBe('allowedSeconds')
    expect(() => recordTimeDraft(smallBattle(), 10)).toThrow('Enter the time limit from the battle\'s special rules first (19.1).')
  })
  it('records the phasing army\'s time and penalty as one action, until the next game turn; the units carry it as a badge', async () => {
    const s = limited(60)
    const d = recordTimeDraft(s, 75)
    expect(d.label).toBe('Ney took 1:15 of 1:00, 0:15 over: morale -1 for every unit of Ney until turn 2 (19.2)')
    expect(d.by).toBe('a')
    const after = apply(s, d)
    expect(clockOf(after).records).toEqual([{ turn: 1, playerTurn: 1, side: 'a', corps: [], usedSeconds: 75, allowedSeconds: 60, penalty: -1 }])
    expect(moraleTimePenalty(after, after.units.u1!)).toBe(-1)
    expect(moraleTimePenalty(after, after.units.u3!)).toBe(0)
    const { unitBadges } = await import('./turnAid')
    expect(unitBadges(after.units.u1!, { state: after, actions: [], owed: [] })).toContainEqual({ label: 'time penalty: morale -1 (19.2)', tone: 'warn' })
    expect(unitBadges(after.units.u3!, { state: after, actions: [], owed: [] }).map((b) => b.label)).not.toContain('time penalty: morale -1 (19.2)')
    expect(fieldOf(() => recordTimeDraft(after, 10))).toBe('usedSeconds')
    const nextTurn = patched(after, { turn: { number: 2, playerTurn: 1, phase: 0 } })
    expect(moraleTimePenalty(nextTurn, nextTurn.units.u1!)).toBe(0)
    expect(recordTimeDraft(s, 60).label).toBe('Ney took 1:00 of 1:00: within the limit')
    expect(timePenaltiesOf(apply(s, recordTimeDraft(s, 60)), 'a')).toEqual([])
  })
  it('the second player turn times the other army; a corps\' time binds that corps only (20.3)', () => {
    const s = patched(limited(60), { turn: { number: 1, playerTurn: 2, phase: 1 } })
    const d = recordTimeDraft(s, 130, ['II'])
    expect(d.label).toBe('Wellington took 2:10 of 1:00, 1:10 over: morale -3 for every unit of corps II until turn 2 (19.2)')
    const after = apply(s, d)
    expect(moraleTimePenalty(after, after.units.u3!)).toBe(-3)
    expect(penaltiesInForce(after).map((r) => [r.side, r.corps, r.penalty])).toEqual([['b', ['II'], -3]])
    expect(penaltiesInForce(patched(after, { turn: { number: 2, playerTurn: 1, phase: 0 } }))).toEqual([])
    expect(penaltiesInForce(apply(s, recordTimeDraft(s, 60)))).toEqual([])
    expect(timePenaltiesOf(after, 'b', 'I')).toEqual([])
    expect(timePenaltiesOf(after, 'b')).toEqual([])
    expect(recordTimeDraft(after, 10, ['I']).kind).toBe('clock.time')
    const desperate = patched(s, { armyMorale: { b: { level: 'desperate' } } })
    expect(recordTimeDraft(desperate, 20).label).toContain('(19.3)')
  })
  it('refuses a bad time and reads a bad record as no clock', () => {
    expect(fieldOf(() => recordTimeDraft(limited(), -1))).toBe('usedSeconds')
    expect(fieldOf(() => recordTimeDraft(limited(), 2.5))).toBe('usedSeconds')
    expect(clockOf({ battle: { clock: { allowedSeconds: 'x', records: [] } } })).toEqual({ allowedSeconds: null, jointSeconds: null, records: [] })
    expect([clockText(0), clockText(65), clockText(600)]).toEqual(['0:00', '1:05', '10:00'])
  })
})

describe('a joint activation\'s own time limit (20.5)', () => {
  it('is set as one action and used when two corps are timed together', () => {
    let s = limited(60)
    const d = allowedTimeDraft(s, 90, true)!
    expect(d.label).toBe('Time limit for a joint activation (20.5): 1:30')
    s = apply(s, d)
    expect(clockOf(s)).toEqual({ allowedSeconds: 60, jointSeconds: 90, records: [] })
    expect(allowedTimeDraft(s, 90, true)).toBeNull()
    expect(allowedTimeDraft(s, 90)).not.toBeNull()
    expect(clockResult(s, 'a', 91, ['IV', 'I'])).toEqual({ penalty: -1, allowedSeconds: 90, excessSeconds: 1, desperate: false })
    expect(clockResult(s, 'a', 91, ['I']).penalty).toBe(-2)
    expect(clockResult(limited(60), 'a', 91, ['IV', 'I']).allowedSeconds).toBe(60)
    expect(recordTimeDraft(s, 100, ['IV', 'I']).label).toBe('Ney took 1:40 of 1:30, 0:10 over: morale -1 for every unit of corps IV and I until turn 2 (19.2)')
  })
  it('refuses a bad joint limit naming its field; an old record without it reads as none', () => {
    expect(fieldOf(() => allowedTimeDraft(limited(), 0, true))).toBe('jointSeconds')
    expect(() => allowedTimeDraft(limited(), 0, true)).toThrow('Joint activation time limit: a whole number of seconds, 1 or more, from the battle\'s special rules (20.5).')
    expect(clockOf({ battle: { clock: { allowedSeconds: 30, records: [] } } })).toEqual({ allowedSeconds: 30, jointSeconds: null, records: [] })
  })
})
