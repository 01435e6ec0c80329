import { describe, expect, it } from 'vitest'
import { MORALE_MOVES_REFERENCE, moraleMove } from './moraleMoves'

describe('morale result moves (seed 004, Morale: Explanation of results)', () => {
  it('retire 50 / 100 yd, retreat 100 / 200, rout 250 / 500 for foot and mounted arms', () => {
    expect([moraleMove('Retire', 'infantry').yards, moraleMove('Retire', 'horse artillery').yards]).toEqual([50, 100])
    expect([moraleMove('Retreat', 'foot artillery').yards, moraleMove('Retreat', 'cavalry').yards]).toEqual([100, 200])
    expect([moraleMove('Rout', 'infantry').yards, moraleMove('Rout', 'cavalry').yards]).toEqual([250, 500])
    expect(moraleMove('Halt', 'cavalry').yards).toBeNull()
  })

  it('shaken and retreat leave the unit unformed, rout disordered, halt and retire unchanged', () => {
    expect(moraleMove('Shaken', 'infantry').orderAfter).toBe('unformed')
    expect(moraleMove('Retreat', 'infantry').orderAfter).toBe('unformed')
    expect(moraleMove('Rout', 'infantry').orderAfter).toBe('disordered')
    expect(moraleMove('Retire', 'infantry').orderAfter).toBe('unchanged')
  })

  it('halt, retire, retreat and rout pass the initiative; advance, charge and shaken do not (Determining Initiative)', () => {
    const passes = (['Advance', 'Charge', 'Shaken', 'Halt', 'Retire', 'Retreat', 'Rout'] as const).filter((r) => moraleMove(r, 'infantry').passesInitiative)
    expect(passes).toEqual(['Halt', 'Retire', 'Retreat', 'Rout'])
  })

  it('gunners abandon their guns on a rout, or on a retreat while in a mêlée; infantry have no guns', () => {
    expect(moraleMove('Rout', 'foot artillery').guns).toMatch(/abandon/)
    expect(moraleMove('Retreat', 'horse artillery').guns).toMatch(/limber/)
    expect(moraleMove('Retreat', 'horse artillery', true).guns).toMatch(/abandon/)
    expect(moraleMove('Rout', 'infantry').guns).toBeUndefined()
  })

  it('every result for foot infantry in full (seed 004, Morale: Explanation of results)', () => {
    const foot = (r: Parameters<typeof moraleMove>[0]) => moraleMove(r, 'infantry')
    const rules = [
      { seed: '004', section: 'Morale: Explanation of results' },
      { seed: '004', section: 'Determining Initiative' },
    ]
    expect(foot('Charge')).toEqual({ result: 'Charge', yards: null, orderAfter: 'unchanged', passesInitiative: false, explanation: 'Unit(s) may complete their charge move.', rules })
    expect(foot('Advance')).toEqual({
      result: 'Advance', yards: null, orderAfter: 'unchanged', passesInitiative: false, rules,
      explanation: 'Continue advancing or standing as appropriate. If receiving a charge may counter-charge or stand at discretion of owning player.',
    })
    expect(foot('Shaken')).toEqual({ result: 'Shaken', yards: null, orderAfter: 'unformed', passesInitiative: false, rules, explanation: 'Unit(s) are unformed. Charging or advancing units continue to move.' })
    expect(foot('Halt')).toEqual({ result: 'Halt', yards: null, orderAfter: 'unchanged', passesInitiative: true, rules, explanation: 'Remain in current position, formation and state of order.' })
    expect(foot('Retire')).toEqual({
      result: 'Retire', yards: 50, orderAfter: 'unchanged', passesInitiative: true, rules,
      explanation: 'Move towards nearest friends, facing towards the enemy, in current formation and state of order. Rally automatically at the end of the move and reform if unformed.',
    })
    expect(foot('Retreat')).toEqual({
      result: 'Retreat', yards: 100, orderAfter: 'unformed', passesInitiative: true, rules,
      explanation: 'Backs to enemy if attacked. Unformed. Continue to retreat until out of range of enemy small arms fire, then test morale in the next friendly movement phase.',
    })
    expect(foot('Rout')).toEqual({
      result: 'Rout', yards: 250, orderAfter: 'disordered', passesInitiative: true, rules,
      explanation: 'Backs to enemy if attacked. Disordered. Continue to rout until at least 400 yards from all enemy units (excluding skirmishers), then test morale in the next friendly movement phase.',
    })
  })

  it('guns of foot and horse artillery for each result, in and out of a mêlée', () => {
    const guns = (arm: 'foot artillery' | 'horse artillery', inMelee: boolean) =>
      (['Halt', 'Retire', 'Retreat', 'Rout'] as const).map((r) => moraleMove(r, arm, inMelee).guns ?? null)
    expect(guns('foot artillery', false)).toEqual([null, 'Gunners take their guns with them.', 'Gunners may limber their guns and take them along.', 'Gunners abandon their guns.'])
    expect(guns('horse artillery', true)).toEqual([
      null,
      'Involved in a mêlée: the rules say gunners take their guns only when not in a mêlée.',
      'Involved in a mêlée: gunners abandon their guns.',
      'Gunners abandon their guns.',
    ])
    expect(moraleMove('Retreat', 'horse artillery').yards).toBe(200)
    expect(moraleMove('Retreat', 'foot artillery').yards).toBe(100)
    expect('guns' in moraleMove('Halt', 'foot artillery')).toBe(false)
    expect('guns' in moraleMove('Rout', 'cavalry')).toBe(false)
    expect(() => moraleMove('Dance' as 'Halt', 'infantry')).toThrow('Unknown morale result "Dance".')
    expect(() => moraleMove('Halt', 'navy' as 'infantry')).toThrow('Unknown arm "navy" (infantry, foot artillery, cavalry, horse artillery).')
  })

  it('the quick-reference table of moves', () => {
    expect(MORALE_MOVES_REFERENCE.rows).toEqual([
      ['Retire', 50, 100, 'unchanged'],
      ['Retreat', 100, 200, 'unformed'],
      ['Rout', 250, 500, 'disordered'],
    ])
    expect(MORALE_MOVES_REFERENCE.columns).toEqual(['Result', 'Infantry & foot artillery', 'Cavalry & horse artillery', 'Order after'])
    expect(MORALE_MOVES_REFERENCE).toMatchObject({ id: 'wargaming.moraleMoves', title: 'Morale result moves (yards)', notes: ['Halt, retire, retreat or rout passes the initiative (rules: Determining Initiative).'] })
  })

  it('rejects an arm the table does not list', () => {
    expect(() => moraleMove('Rout', 'dragoons' as 'cavalry')).toThrow(/Unknown arm "dragoons"/)
  })
})
