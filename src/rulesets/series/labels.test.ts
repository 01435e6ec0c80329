import { describe, expect, it } from 'vitest'
import { melee } from '@/engine/series/melee'
import { withLabels } from '@/calc/labelled'
import { plainInput } from './entered'
import { sayFire, sayMelee } from './labels'

describe('outcomes in the rules\' words', () => {
  it('fire: "#" steps, "*" a morale check (7.3)', () => {
    expect(sayFire({ steps: 0, moraleCheck: false })).toBe('no effect')
    expect(sayFire({ steps: 0, moraleCheck: true })).toBe('morale check')
    expect(sayFire({ steps: 1, moraleCheck: true })).toBe('1 step lost, morale check')
    expect(sayFire({ steps: 2, moraleCheck: false })).toBe('2 steps lost')
  })
  it('melee: attacker/defender as printed (8.8); labels keep counts and faces', () => {
    const r = melee.resolve(melee.example, [])
    expect(sayMelee(r.outcome)).toBe('0/D')
    const l = withLabels(melee, sayMelee)
    expect(l.resolve(melee.example, []).outcome.label).toBe('0/D')
    expect(l.distribution(melee.example).outcomes.map((o) => [o.value.label, o.count])).toEqual([['0/D', 1]])
    expect(l.outcomes(melee.example).map((o) => o.label)).toEqual(['0/D'])
  })
  it('the input kept in the log is plain JSON, without the owner\'s table (it has its own record and version)', () => {
    expect(plainInput(null, [])).toEqual({})
    expect(plainInput({ a: 1, fireTable: { x: 1 }, b: undefined }, ['fireTable'])).toEqual({ a: 1 })
  })
})
