import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { checkName, NAME_MAX } from './names'

describe('names', () => {
  it('are trimmed; empty is refused in player words, naming the field', () => {
    expect(checkName('  45e Ligne ', 'name', 'the unit')).toBe('45e Ligne')
    expect(errorOf<{ field: string; message: string }>(() => checkName('   ', 'sides[0].name', 'side 1'))).toMatchObject({ field: 'sides[0].name', message: 'Give side 1 a name' })
  })

  it(`are at most ${NAME_MAX} characters: ${NAME_MAX} pass, ${NAME_MAX + 1} do not`, () => {
    expect(checkName('x'.repeat(NAME_MAX), 'name', 'the unit')).toHaveLength(NAME_MAX)
    expect(() => checkName('x'.repeat(NAME_MAX + 1), 'name', 'the unit')).toThrow(`at most ${NAME_MAX} characters; this one has ${NAME_MAX + 1}`)
  })
})
