import { describe, expect, it } from 'vitest'
import { INITIAL, step, type SeqEvent, type SeqState } from '.'

// The fold, event by event (seed 004, Rules Mechanics to End of Turn).
const fold = (events: SeqEvent[], from: SeqState = INITIAL) => events.reduce(step, from)
const a = fold([{ e: 'initiative', side: 'a', how: 'test' }, { e: 'card', side: 'a', card: 'Infantry Move', left: 9 }])

describe('step', () => {
  it('records fire on each target, charges on theirs, and neither for a hold or a rally', () => {
    const s = fold([
      { e: 'act', unit: 'f', side: 'a', arm: 'infantry', act: 'fired', targets: ['x', 'y'] },
      { e: 'act', unit: 'r', side: 'b', arm: 'infantry', act: 'return fire', targets: ['f'] },
      { e: 'act', unit: 'h', side: 'a', arm: 'infantry', act: 'held', targets: ['x'] },
      { e: 'act', unit: 'l', side: 'a', arm: 'infantry', act: 'rallied', targets: ['x'] },
      { e: 'act', unit: 'c', side: 'a', arm: 'infantry', act: 'charged', targets: ['y'] },
    ], a)
    expect(s.firedOn).toEqual({ x: 1, y: 1, f: 1 })
    expect(s.charged).toEqual({ y: ['c'] })
    expect(s.acted).toEqual({ f: ['fired'], r: ['return fire'], h: ['held'], l: ['rallied'], c: ['charged'] })
    expect(s.melees).toEqual([['c', 'y']])
    expect(fold([{ e: 'act', unit: 'm', side: 'a', arm: 'infantry', act: 'moved' }], a).charged).toEqual({})
  })
  it('remembers the move cards a unit moved on: moves, formations and charges of the side with the initiative only', () => {
    const s = fold([
      { e: 'act', unit: 'm', side: 'a', arm: 'infantry', act: 'moved' },
      { e: 'act', unit: 'm', side: 'a', arm: 'infantry', act: 'formation' },
      { e: 'act', unit: 'f', side: 'a', arm: 'infantry', act: 'fired' },
      { e: 'act', unit: 'b', side: 'b', arm: 'cavalry', act: 'counter-charge', targets: ['m'] },
    ], a)
    expect(s.movedOn).toEqual({ m: ['Infantry Move', 'Infantry Move'] })
    const oc = fold([{ e: 'card', side: 'a', card: 'Officer Casualties', left: 3 }, { e: 'act', unit: 'm', side: 'a', arm: 'infantry', act: 'moved' }], a)
    expect(oc.movedOn).toEqual({})
    expect(fold([{ e: 'pass', from: 'a', why: 'x' }, { e: 'act', unit: 'm', side: 'b', arm: 'infantry', act: 'moved' }], a).movedOn).toEqual({})
  })
  it('a unit charging again leaves its earlier mêlée; opportunity and counter-charges make mêlées too', () => {
    const s = fold([
      { e: 'act', unit: 'c', side: 'a', arm: 'cavalry', act: 'charged', targets: ['y'] },
      { e: 'act', unit: 'o', side: 'b', arm: 'cavalry', act: 'opportunity charge', targets: ['c'] },
    ], a)
    expect(s.melees).toEqual([['c', 'y'], ['o', 'c']])
    expect(fold([{ e: 'act', unit: 'c', side: 'a', arm: 'cavalry', act: 'charged', targets: ['z'] }], s).melees).toEqual([['c', 'z']])
    expect(fold([{ e: 'act', unit: 'k', side: 'b', arm: 'cavalry', act: 'counter-charge', targets: ['c'] }], s).melees).toEqual([['c', 'y'], ['o', 'c'], ['k', 'c']])
    expect(fold([{ e: 'act', unit: 'o', side: 'b', arm: 'cavalry', act: 'fired', targets: ['c'] }], s).melees).toEqual(s.melees)
  })
  it('a mêlée round: its units leave other mêlées, are unformed once, and their charges end; others stay', () => {
    const s = fold([
      { e: 'act', unit: 'c', side: 'a', arm: 'cavalry', act: 'charged', targets: ['y'] },
      { e: 'act', unit: 'd', side: 'a', arm: 'cavalry', act: 'charged', targets: ['z'] },
      { e: 'morale', unit: 'y', side: 'b', arm: 'infantry', outcome: 'Shaken' },
      { e: 'melee', units: ['c', 'y'], decided: false },
    ], a)
    expect(s.melees).toEqual([['d', 'z'], ['c', 'y']])
    expect(s.reformByTest).toEqual(['y', 'c'])
    expect(s.charged).toEqual({ z: ['d'] })
    const won = fold([{ e: 'melee', units: ['c', 'y'], decided: true }], s)
    expect(won.melees).toEqual([['d', 'z']])
    expect(won.reformByTest).toEqual(['y', 'c'])
    expect(fold([{ e: 'reformed', unit: 'y' }], won).reformByTest).toEqual(['c'])
  })
  it('morale results: falling back until a result that is not, unformed by Shaken, Retreat or Rout once', () => {
    const s = fold([{ e: 'morale', unit: 'u', side: 'a', arm: 'infantry', outcome: 'Rout' }, { e: 'morale', unit: 'u', side: 'a', arm: 'infantry', outcome: 'Retreat' }], a)
    expect(s.falling).toEqual({ u: { side: 'a', arm: 'infantry', outcome: 'Retreat' } })
    expect(s.reformByTest).toEqual(['u'])
    const held = fold([{ e: 'morale', unit: 'u', side: 'a', arm: 'infantry', outcome: 'Halt' }], s)
    expect(held.falling).toEqual({})
    expect(fold([{ e: 'morale', unit: 'v', side: 'a', arm: 'infantry', outcome: 'Halt' }]).reformByTest).toEqual([])
    expect(fold([{ e: 'morale', unit: 'v', side: 'a', arm: 'infantry', outcome: 'Retire' }]).reformByTest).toEqual([])
  })
  it('how the initiative is held: a test, the attack, a challenge kept or won, a pass', () => {
    expect(fold([{ e: 'initiative', side: 'b', how: 'attacker' }]).how).toBe('attacks')
    expect(fold([{ e: 'initiative', side: 'a', how: 'challenge' }], a).how).toBe('kept it in a challenge')
    expect(fold([{ e: 'initiative', side: 'b', how: 'challenge' }], a).how).toBe('won a challenge')
    expect(fold([{ e: 'pass', from: 'a', why: 'by choice' }], a)).toMatchObject({ initiative: 'b', how: 'by choice', card: null })
    expect(fold([{ e: 'card', side: 'a', card: 'Cavalry Move', left: 2 }], a)).toMatchObject({ how: 'won the initiative test', phases: 2, over: null })
  })
  it('the end of turn clears the turn but keeps the initiative, the mêlées and who is falling back', () => {
    const s = fold([{ e: 'act', unit: 'c', side: 'a', arm: 'cavalry', act: 'charged', targets: ['y'] }, { e: 'morale', unit: 'u', side: 'a', arm: 'infantry', outcome: 'Rout' }, { e: 'card', side: 'a', card: 'Artillery Move', left: 0 }], a)
    const next = fold([{ e: 'turn end' }], s)
    expect(next).toMatchObject({ turn: 2, initiative: 'a', card: null, phases: 0, acted: {}, firedOn: {}, charged: {}, movedOn: {}, over: null, initiativeDone: false })
    expect(next.melees).toEqual([['c', 'y']])
    expect(Object.keys(next.falling)).toEqual(['u'])
  })
})
