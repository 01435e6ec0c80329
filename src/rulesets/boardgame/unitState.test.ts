import { describe, expect, it } from 'vitest'
import { bgUnits, sideFirst } from './unitState'
import { apply, quatreBras, unit } from './testkit'
import { addUnitDraft } from './unitOps'

describe('sideFirst: a picker offering both armies lists each side as one group', () => {
  // Added a, a, b, b, then a French unit last: the pickers used to list it after the English, in a third group.
  const s = (() => { const q = quatreBras(); return apply(q, addUnitDraft(q, unit({ name: 'Lanciers', type: 'light-cavalry', elements: 2 }), 'u5')) })()
  const sides = (first: 'a' | 'b' | null) => sideFirst(bgUnits(s), first).map((u) => `${u.side} ${u.name}`)

  it('the side to act first, then the other, each in the order its units were added', () => {
    expect(sides('b')).toEqual(['b 92nd Foot', 'b Rogers', 'a 2e Léger', 'a Cuirassiers', 'a Lanciers'])
    expect(sides('a')).toEqual(['a 2e Léger', 'a Cuirassiers', 'a Lanciers', 'b 92nd Foot', 'b Rogers'])
  })

  it('no side to act: side a first, never interleaved', () => {
    expect(sides(null)).toEqual(sides('a'))
  })
})
