import { describe, expect, it } from 'vitest'
import { armyOf, emptiedSectorsOf, lossesByFlag } from './armyLosses'

const u = (flag: string, sector: 'left' | 'centre' | 'right' | null, active: boolean) => ({ flag, sector, active })

describe('victory counts (seed 000, 9.52, 12.0, 13.4)', () => {
  it('losses by flag: only units no longer on the table', () => {
    expect(lossesByFlag([u('French', null, false), u('English', null, false), u('Prussian', null, false), u('Prussian', null, false), u('English', null, true)]))
      .toEqual({ french: 1, english: 1, prussian: 2 })
    expect(armyOf('Prussian')).toBe('allied')
    expect(armyOf('French')).toBe('french')
  })
  it('a sector is emptied when every noted unit of an army there is gone; unnoted units say nothing', () => {
    expect(emptiedSectorsOf([u('English', 'left', false), u('English', 'centre', true), u('Prussian', 'centre', false), u('French', null, false)]))
      .toEqual({ french: [], allied: ['left'] })
    expect(emptiedSectorsOf([u('French', 'right', false), u('French', 'right', true)])).toEqual({ french: [], allied: [] })
    expect(emptiedSectorsOf([u('French', 'right', false), u('French', 'left', false)])).toEqual({ french: ['left', 'right'], allied: [] })
  })
})
