import { describe, expect, it } from 'vitest'
import { control } from '@/engine/wargaming/control'
import { meleeCalculator } from '@/engine/wargaming/melee'
import { applyOps } from '@/model/fold'
import { line, quatreBras } from './combatTestkit'
import { controlApplied, controlInputFrom } from './controlInput'
import { meleeInputFrom, meleeSideFrom } from './meleeInput'

describe('mêlée and control inputs from unit state', () => {
  it('a tired, unformed column that lost a base: its state sets the mêlée modifiers', () => {
    const u = line('x', 'a', 'X', { formation: 'column', order: 'unformed', fatigue: 'tired', lostBases: 1 })
    expect(meleeSideFrom(u, {})).toMatchObject({ meleeFactor: 4, troop: 'infantry', formation: 'column', unformed: true, tired: true, bases: 3, lostBases: 1 })
  })

  it('the charging bonus is dropped after the first round (seed 004, Mêlée: charging, first round only)', () => {
    const s = quatreBras()
    const i = meleeInputFrom(s.units['45e']!, s.units['92nd']!, { charging: true }, {}, 2)
    expect(i.attacker.charging).toBe(false)
    expect(() => meleeCalculator.resolve(i, [3, 3])).not.toThrow()
  })

  it('control: factor and fatigue from state; a Reform result makes an unformed unit formed again', () => {
    const s = quatreBras({ op: 'unit.patch', id: '45e', state: { order: 'unformed', fatigue: 'exhausted' } })
    const input = controlInputFrom(s.units['45e']!, { enemyWithin300: ['standing'] })
    expect(input).toMatchObject({ controlFactor: 3, exhausted: true, tired: false })
    // seed 004, Control: average die 5 + control factor 3 + enemy standing −1 + exhausted −2 = 5 → "5-10" reform, act freely.
    const r = control.resolve(input, [5])
    expect(r.score).toBe(5)
    const d = controlApplied(s, '45e', r, { source: 'physical', dice: [] })
    expect(d.label).toBe('45e Ligne: control Reform and act freely (score 5)')
    expect(applyOps(s, d.ops).units['45e']!.state.order).toBe('formed')
    // die 2: 2 + 3 − 1 − 2 = 2 → "2-4" reform, may not advance; die 2 with a routing friend (−3) → −1 → Retire, still unformed.
    const worse = controlInputFrom(s.units['45e']!, { enemyWithin300: ['standing'], friendsWithin300: ['routing'] })
    const retire = control.resolve(worse, [2])
    expect(retire.outcome).toBe('Retire')
    expect(applyOps(s, controlApplied(s, '45e', retire, { source: 'app', dice: [] }).ops).units['45e']!.state.order).toBe('unformed')
  })
})
