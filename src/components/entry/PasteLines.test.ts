// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import PasteLines from './PasteLines.vue'

const lines = (unknown: 'report' | 'new' = 'report') => mount(PasteLines, {
  props: { caption: 'order of battle', columns: [{ key: 'sp', label: 'SP', kind: 'int', min: 1, max: 12 }], known: [{ id: 'u1', name: 'Foy' }], unknown },
})

describe('PasteLines', () => {
  it('shows the units read (a new one marked) before Keep, and emits them on Keep', async () => {
    const w = lines('new')
    await w.get('textarea').setValue('foy 4\nJérôme 6')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.findAll('[data-test="paste-preview"] tbody tr').map((tr) => tr.text())).toEqual(['foy4', 'Jérôme (new)6'])
    await w.get('[data-test="paste-keep"]').trigger('click')
    expect(w.emitted('keep')?.[0]?.[0]).toEqual([
      { line: 1, name: 'foy', id: 'u1', values: { sp: 4 } },
      { line: 2, name: 'Jérôme', id: null, values: { sp: 6 } },
    ])
  })

  it('lists every problem with its line and keeps nothing', async () => {
    const w = lines()
    await w.get('textarea').setValue('Foy 40\nJérôme 6')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.findAll('[data-test="paste-problems"] li').map((li) => li.text())).toEqual([
      'Line 1: Foy: ‘40’: SP: enter a whole number from 1 to 12.',
      'Line 2: no unit called ‘Jérôme’ in this list.',
    ])
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
    expect(w.emitted('keep')).toBeUndefined()
  })

  it('shows the caller’s own checks (refine) as problems before Keep', async () => {
    const w = mount(PasteLines, { props: {
      caption: 'order of battle', columns: [{ key: 'sp', label: 'SP', kind: 'int', min: 1, max: 12 }], unknown: 'new',
      refine: (units: { line: number; values: Record<string, unknown> }[]) => units.filter((u) => u.values.sp === 7).map((u) => ({ line: u.line, message: `Line ${u.line}: the text prints 6.` })),
    } })
    await w.get('textarea').setValue('D’Erlon 7')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.get('[data-test="paste-problems"]').text()).toBe('Line 1: the text prints 6.')
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
  })
})
