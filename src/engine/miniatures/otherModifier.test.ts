import { describe, expect, it } from 'vitest'
import { OTHER_MODIFIER_RULE } from '../core/otherModifier'
import { fire } from './fire'
import { modifiedFireValue } from './fireValue'

describe('"other ±N" on the miniatures fire value', () => {
  it('adds to the modified fire value as one more working line, with its reason', () => {
    const plain = modifiedFireValue(fire.example)
    const r = modifiedFireValue({ ...fire.example, otherModifier: { value: -2, reason: 'umpire: smoke' } })
    expect(r.fireValue).toBe(plain.fireValue - 2)
    expect(r.working.at(-1)).toEqual({ label: 'other: umpire: smoke', value: -2, rule: OTHER_MODIFIER_RULE })
  })

  it('0 or absent changes nothing', () => {
    expect(modifiedFireValue({ ...fire.example, otherModifier: { value: 0, reason: 'x' } })).toEqual(modifiedFireValue(fire.example))
  })
})
