import { describe, expect, it } from 'vitest'
import type { WorkingLine } from '@/engine/core'
import { sayValues, sayWorking } from './formatWorking'
import { totalsThatDoNotAdd, workingSum } from './workingSum'

const rule = { seed: '002', section: 'test' }
const line = (label: string, value: number | string, kind?: WorkingLine['kind']): WorkingLine => ({ label, value, rule, ...(kind ? { kind } : {}) })

describe('each working line says what kind of value it is', () => {
  it('a threshold, a rating, a count and a total are not said as "+N" and do not add', () => {
    const lines = [line('Target Number: Clear', 4, 'threshold'), line('Elan', 2, 'rating'), line('dice', 3, 'count'), line('strength', 12, 'base'), line('attacker: 1 above 5', 2, 'modifier'), line('attack', 14, 'total'), line('halved', '×½', 'multiplier')]
    expect(sayValues(lines)).toEqual(['needs 4', '2', '3', '12', '+2', '= 14', '×½'])
    expect(workingSum(lines)).toBe(14)
    expect(totalsThatDoNotAdd(lines)).toEqual([])
  })

  it('a negative modifier is "−1" and a negative base "−1"; a numeric multiplier "×2"', () => {
    expect(sayValues([line('base', -1, 'base'), line('rain', -1, 'modifier'), line('double', 2, 'multiplier')])).toEqual(['−1', '−1', '×2'])
  })

  it('lines without a kind read as before: the first number is the base, later numbers are modifiers, text as written', () => {
    const lines = [line('note', 'removed'), line('fire factor', 3), line('range', -2), line('first fire', 1)]
    expect(sayWorking(lines)).toBe('note removed, fire factor 3, range −2, first fire +1')
    expect(workingSum(lines)).toBe(2)
  })

  it('a total that is not the sum of the lines above it is found', () => {
    const lines = [line('attacker', 12, 'base'), line('terrain', 1, 'modifier'), line('attack', 12, 'total'), line('defender', 4, 'base'), line('defence', 4, 'total')]
    expect(totalsThatDoNotAdd(lines).map((l) => l.label)).toEqual(['attack'])
  })
})
