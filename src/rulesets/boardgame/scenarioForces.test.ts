import { describe, expect, it } from 'vitest'
import { checkForces, forcesLines, MOST_FORCE_LINES } from './scenarioForces'

const line = (over: Record<string, unknown> = {}) => ({ side: 'french', type: 'line-infantry', name: '1er Léger', elements: 4, general: '', sector: null, ...over })
const refusal = (data: unknown) => { try { checkForces(data); return null } catch (e) { return (e as Error).message } }

describe('a historical scenario’s forces entered by the owner (seed 000, 13.1–13.3)', () => {
  it('reads a good entry, trimming names and dropping bidi controls', () => {
    expect(checkForces({ units: [line({ name: ' \u202E1er Léger ' }), line({ side: 'allied', type: 'general', name: 'Wellington', elements: 1, general: 'x' })] })).toEqual({ units: [
      { side: 'french', type: 'line-infantry', name: '1er Léger', elements: 4, general: '', sector: null },
      { side: 'allied', type: 'general', name: 'Wellington', elements: 1, general: '', sector: null },
    ] })
  })
  it('refuses what is not one, in player words naming the line and quoting the value', () => {
    expect(refusal(null)).toBe('Expected the scenario\'s units, got null.')
    expect(refusal([])).toBe('Expected the scenario\'s units, got a list.')
    expect(refusal({ units: [line({ side: 'Prussian' })] })).toBe('Line 1: side is French or Allied, got "Prussian".')
    expect(refusal({ units: [line(), line({ type: 'guard' })] })).toBe('Line 2: "guard" is not a unit of this game (1.1).')
    expect(refusal({ units: [line({ elements: 5 })] })).toBe('Line 1: a line-infantry has 1–4 elements (1.1), got 5.')
    expect(refusal({ units: [line({ elements: '4' })] })).toBe('Line 1: a line-infantry has 1–4 elements (1.1), got "4".')
    expect(refusal({ units: [line({ name: '  ' })] })).toBe('Line 1: give a name.')
    expect(refusal({ units: [line({ name: 'x'.repeat(500) })] })).toMatch(/^Line 1: a name is at most 60 characters, got "x{99}…\.$/)
    expect(refusal({ units: [line({ sector: 'rear' })] })).toBe('Line 1: sector is left, centre or right, got "rear".')
    expect(refusal({ units: [line({ general: 'Ney' }), line({ type: 'general', name: 'ney', elements: 1 })] })).toBe('Line 2: "ney" is placed twice on one side (6.31: one place per general).')
    expect(refusal({ units: Array.from({ length: MOST_FORCE_LINES + 1 }, () => line()) })).toBe(`At most ${MOST_FORCE_LINES} lines, got ${MOST_FORCE_LINES + 1}.`)
  })
  it('the same general may lead on each side of the table; lines compare by side and name', () => {
    const f = checkForces({ units: [line({ general: 'Ney' }), line({ side: 'allied', general: 'Ney', sector: 'left' }), line()] })
    expect(forcesLines(f)).toEqual([
      { key: 'french:1er léger', label: 'French: 1er Léger', text: 'Line infantry, 4 elements, general Ney' },
      { key: 'allied:1er léger', label: 'Allied: 1er Léger', text: 'Line infantry, 4 elements, general Ney, sector left' },
      { key: 'french:1er léger#2', label: 'French: 1er Léger', text: 'Line infantry, 4 elements' },
    ])
  })
})
