import { describe, expect, it } from 'vitest'
import { check, RulesInputError } from './errors'

describe('RulesInputError', () => {
  it('carries its code, the field to mark and the message, and is named for what it is', () => {
    const e = new RulesInputError('out-of-range', 'bases', 'bases cannot be negative.')
    expect(e).toBeInstanceOf(Error)
    expect([e.name, e.code, e.field, e.message]).toEqual(['RulesInputError', 'out-of-range', 'bases', 'bases cannot be negative.'])
  })

  it('check throws only when the condition fails', () => {
    expect(() => check(true, 'bad-face', 'die', 'never')).not.toThrow()
    expect(() => check(false, 'bad-face', 'die', 'a D6 cannot show 7')).toThrow(new RulesInputError('bad-face', 'die', 'a D6 cannot show 7'))
  })
})
