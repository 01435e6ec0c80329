import { describe, expect, it } from 'vitest'
import { boxCounts, overTheBox } from './boxCounts'
import { addUnitDraft } from './unitOps'
import { apply, quatreBras, unit } from './testkit'

describe('the counters in the box (seed 000, 1.1 Armies)', () => {
  it('lists what one army built against the box: 12 line, 3 élite, 4 light and 4 heavy cavalry, 2 light and 2 heavy batteries, 1 horse battery, 12 garrisons & skirmishers', () => {
    const counts = boxCounts(quatreBras(), 'a')
    expect(counts).toEqual([
      { name: 'Line infantry', built: 1, inTheBox: 12 }, { name: 'Élite infantry', built: 0, inTheBox: 3 },
      { name: 'Light cavalry', built: 0, inTheBox: 4 }, { name: 'Heavy cavalry', built: 1, inTheBox: 4 },
      { name: 'Light artillery', built: 0, inTheBox: 2 }, { name: 'Heavy artillery', built: 0, inTheBox: 2 },
      { name: 'Horse artillery', built: 0, inTheBox: 1 }, { name: 'Garrisons & skirmishers', built: 0, inTheBox: 12 },
    ])
    expect(overTheBox(counts)).toEqual([])
    // The other army's units are not counted here.
    expect(boxCounts(quatreBras(), 'b').find((c) => c.name === 'Light artillery')?.built).toBe(1)
  })

  it('a fourth élite unit is past the box (3): said, not refused; garrisons and skirmishers share their 12', () => {
    let s = quatreBras()
    for (const n of [1, 2, 3, 4]) s = apply(s, addUnitDraft(s, unit({ type: 'elite-infantry', name: `Garde ${n}` }), `g${n}`))
    s = apply(s, addUnitDraft(s, unit({ type: 'garrison', name: 'Garrison', elements: 1 }), 'gar'))
    s = apply(s, addUnitDraft(s, unit({ type: 'skirmisher', name: 'Tirailleurs', elements: 1 }), 'sk'))
    const counts = boxCounts(s, 'a')
    expect(overTheBox(counts)).toEqual(['Élite infantry 4 of 3'])
    expect(counts.at(-1)).toEqual({ name: 'Garrisons & skirmishers', built: 2, inTheBox: 12 })
  })
})
