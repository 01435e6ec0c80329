import { describe, expect, it } from 'vitest'
import type { FireInput } from './fireInput'
import { listModifiers } from './listModifiers'
import { FIRE_VALUE_MODIFIERS, modifier } from './modifiers'

const f = (extra: Partial<FireInput> = {}): FireInput => ({ firer: 'x', range: 1, target: 'y', ...extra })

// seed 003, Fire Value Modifiers (9.2): which printed line applies, both sides of each condition.
describe('fire value modifier lists (seed 003, 9.2)', () => {
  it('infantry: square/flank/rear +4 only at close range; from square −6; on artillery at medium −4; on cavalry −2', () => {
    expect(listModifiers('infantry', 'infantry', 1, f({ targetInSquare: true }), 'open')).toEqual(['inf-on-square-flank-rear'])
    expect(listModifiers('infantry', 'infantry', 1, f({ onFlankOrRear: true }), 'open')).toEqual(['inf-on-square-flank-rear'])
    expect(listModifiers('infantry', 'infantry', 2, f({ targetInSquare: true, onFlankOrRear: true }), 'open')).toEqual([])
    expect(listModifiers('infantry', 'infantry', 1, f(), 'open')).toEqual([])
    expect(listModifiers('infantry', 'cavalry', 1, f({ firingFromSquare: true }), 'open')).toEqual(['inf-from-square', 'inf-on-cavalry'])
    expect(listModifiers('infantry', 'artillery', 2, f(), 'open')).toEqual(['inf-on-artillery-medium'])
    expect(listModifiers('infantry', 'artillery', 1, f(), 'open')).toEqual([])
    expect(listModifiers('garrison', 'cavalry', 1, f(), 'open')).toEqual([])
  })
  it('cavalry: flank/rear +8; infantry not in square in open or hill +8; infantry in square −10; artillery +8', () => {
    expect(listModifiers('cavalry', 'infantry', 1, f(), 'open')).toEqual(['cav-infantry-open'])
    expect(listModifiers('cavalry', 'infantry', 1, f(), 'hill')).toEqual(['cav-infantry-open'])
    expect(listModifiers('cavalry', 'infantry', 1, f(), 'wood')).toEqual([])
    expect(listModifiers('cavalry', 'infantry', 1, f({ targetInSquare: true, onFlankOrRear: true }), 'open')).toEqual(['cav-flank-rear', 'cav-infantry-square'])
    expect(listModifiers('cavalry', 'artillery', 1, f(), 'open')).toEqual(['cav-artillery'])
    expect(listModifiers('cavalry', 'cavalry', 1, f(), 'open')).toEqual([])
    expect(listModifiers('cavalry', 'garrison', 1, f(), 'open')).toEqual([])
  })
  it('artillery: on square +4 at any range; flank/rear +4 only at close range; on artillery −2; on cavalry −2', () => {
    expect(listModifiers('artillery', 'infantry', 3, f({ targetInSquare: true, onFlankOrRear: true }), 'open')).toEqual(['art-on-square'])
    expect(listModifiers('artillery', 'infantry', 1, f({ onFlankOrRear: true }), 'open')).toEqual(['art-flank-rear'])
    expect(listModifiers('artillery', 'artillery', 2, f(), 'open')).toEqual(['art-on-artillery'])
    expect(listModifiers('artillery', 'cavalry', 2, f(), 'open')).toEqual(['art-on-cavalry'])
    expect(listModifiers('artillery', 'infantry', 1, f(), 'open')).toEqual([])
  })
  it('each id names one printed line with its value', () => {
    expect(FIRE_VALUE_MODIFIERS.map((m) => [m.id, m.list, m.value])).toEqual([
      ['disorder-point', 'all', -1], ['general-attached', 'all', 2],
      ['inf-on-square-flank-rear', 'infantry', 4], ['inf-from-square', 'infantry', -6], ['inf-on-artillery-medium', 'infantry', -4], ['inf-on-cavalry', 'infantry', -2],
      ['cav-flank-rear', 'cavalry', 8], ['cav-infantry-open', 'cavalry', 8], ['cav-infantry-square', 'cavalry', -10], ['cav-artillery', 'cavalry', 8],
      ['art-on-square', 'artillery', 4], ['art-flank-rear', 'artillery', 4], ['art-on-artillery', 'artillery', -2], ['art-on-cavalry', 'artillery', -2],
    ])
    expect(modifier('cav-artillery').text).toBe('Charging artillery: +8')
    expect(() => modifier('nope')).toThrow('internal: no fire value modifier nope')
  })
})
