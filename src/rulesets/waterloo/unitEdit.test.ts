import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { setUpBattle, unitOf } from './testkit'
import { hexDraft, renameDraft } from './unitEdit'

const picton = unitOf(setUpBattle(), 'aa-picton')

describe('the owner edits a unit', () => {
  it('moves it to a hex, or off the map; the same hex changes nothing', () => {
    expect(hexDraft(picton, ' 1106 ')).toEqual({ kind: 'wl.hex', by: 'b', label: 'Picton to hex 1106', ops: [{ op: 'unit.patch', id: 'aa-picton', state: { hex: '1106' } }] })
    expect(hexDraft(picton, '')?.label).toBe('Picton off the map')
    expect(hexDraft(picton, '1206')).toBeNull()
    expect(errorOf(() => hexDraft(picton, '12a6'))).toMatchObject({ field: 'hex', message: 'A hex is its four-digit number, e.g. 1206, not "12a6".' })
  })
  it('renames it', () => {
    expect(renameDraft(picton, 'Picton (5th Div.)')?.ops).toEqual([{ op: 'unit.patch', id: 'aa-picton', name: 'Picton (5th Div.)' }])
    expect(renameDraft(picton, 'Picton')).toBeNull()
    expect(errorOf(() => renameDraft(picton, ''))).toMatchObject({ field: 'name' })
  })
})
