import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core/errors'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { createSetup, type NewBattleInput } from './newBattle'

const input = (over: Partial<NewBattleInput> = {}): NewBattleInput => ({
  name: '  Waterloo ',
  ruleset: 'wargaming',
  tableUnit: 'in',
  figureScale: 25,
  sides: [
    { name: 'Napoleon', nationality: 'French' },
    { name: ' Wellington ', nationality: 'British/KGL' },
  ],
  ...over,
})

const fieldOf = (f: () => unknown) => {
  try {
    f()
  } catch (e) {
    if (e instanceof RulesInputError) return [e.field, e.message]
  }
  return null
}

describe('createSetup', () => {
  it('trims names and keeps what the player chose', () => {
    const setup = createSetup(input(), 'id-1', 42, KNOWN_RULESETS)
    expect(setup).toMatchObject({ id: 'id-1', name: 'Waterloo', createdAt: 42, tableUnit: 'in', figureScale: 25, rulings: {}, options: {} })
    expect(setup.sides.map((s) => [s.id, s.name])).toEqual([['a', 'Napoleon'], ['b', 'Wellington']])
    expect('scaleFactor' in setup).toBe(false)
  })

  it('refuses an empty battle name or side name, naming the field', () => {
    expect(fieldOf(() => createSetup(input({ name: '   ' }), 'x', 1, KNOWN_RULESETS))).toEqual(['name', 'Give the battle a name'])
    const sides = [{ name: 'A', nationality: '' }, { name: '', nationality: '' }] as const
    expect(fieldOf(() => createSetup(input({ sides }), 'x', 1, KNOWN_RULESETS))).toEqual(['sides[1].name', 'Give side 2 a name'])
  })

  it('refuses a 200-character name instead of letting it stretch every screen', () => {
    expect(fieldOf(() => createSetup(input({ name: 'N'.repeat(200) }), 'x', 1, KNOWN_RULESETS))?.[1]).toMatch(/at most 60 characters; this one has 200/)
  })

  it('refuses a figure scale of 0 and an unknown table unit', () => {
    expect(fieldOf(() => createSetup(input({ figureScale: 0 }), 'x', 1, KNOWN_RULESETS))?.[0]).toBe('figureScale')
    expect(fieldOf(() => createSetup(input({ tableUnit: 'yd' as 'cm' }), 'x', 1, KNOWN_RULESETS))?.[0]).toBe('tableUnit')
  })
})
