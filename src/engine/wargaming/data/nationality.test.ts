import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../../core'
import { NATIONALITIES, nationalityFactor, needsYear } from './nationality'

// seed 004, National Characteristics: Nationality Factor; RULES.md ruling 10.
describe('nationalityFactor', () => {
  it('gives the French 3, Spanish and Russians 1, and all others 2', () => {
    expect(nationalityFactor('French')).toBe(3)
    expect(nationalityFactor('Spanish')).toBe(1)
    expect(nationalityFactor('Russian')).toBe(1)
    for (const n of ['British/KGL', 'Bavarian', 'Westphalian', 'Wurttemberg', 'Portuguese', 'Other']) {
      expect(nationalityFactor(n)).toBe(2)
    }
  })

  it('rates Austrians 1 before 1809 and 2 from 1809 on (ruling 10)', () => {
    expect(nationalityFactor('Austrian', 1805)).toBe(1)
    expect(nationalityFactor('Austrian', 1808)).toBe(1)
    expect(nationalityFactor('Austrian', 1809)).toBe(2)
    expect(nationalityFactor('Austrian', 1813)).toBe(2)
  })

  it('rates Prussians 1 in 1806 only (ruling 10)', () => {
    expect(nationalityFactor('Prussian', 1806)).toBe(1)
    expect(nationalityFactor('Prussian', 1805)).toBe(2)
    expect(nationalityFactor('Prussian', 1807)).toBe(2)
    expect(nationalityFactor('Prussian', 1815)).toBe(2)
  })

  it('asks for the year for Austrian and Prussian armies, naming the field', () => {
    for (const n of ['Austrian', 'Prussian']) {
      expect(needsYear(n)).toBe(true)
      try {
        nationalityFactor(n)
        expect.unreachable('should have thrown')
      } catch (e) {
        expect(e).toBeInstanceOf(RulesInputError)
        expect((e as RulesInputError).field).toBe('year')
        expect((e as RulesInputError).message).toMatch(/year/)
      }
    }
    expect(() => nationalityFactor('Austrian', 1808.5)).toThrow(RulesInputError)
    expect(needsYear('French')).toBe(false)
  })
})

describe('NATIONALITIES', () => {
  it('lists the troop-table nations, Russian, Prussian and Other, each once', () => {
    expect(NATIONALITIES).toEqual(expect.arrayContaining(['French', 'British/KGL', 'Russian', 'Prussian', 'Other']))
    expect(new Set(NATIONALITIES).size).toBe(NATIONALITIES.length)
    expect(NATIONALITIES).toHaveLength(11)
  })
})
