// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FireTable } from '@/engine/series/fireTable'
import { FIRE_KIND } from '@/rulesets/series/playAidTables'
import PlayAidTableEntry from './PlayAidTableEntry.vue'

const mounted: { unmount(): void }[] = []
afterEach(() => { mounted.splice(0).forEach((w) => w.unmount()) })

function entry() {
  const save = vi.fn(async (_t: FireTable) => true)
  const w = mount(PlayAidTableEntry<FireTable>, { props: { kind: FIRE_KIND, owned: null, who: 'Entered by Anna', save }, attachTo: document.body })
  mounted.push(w)
  return { w, save, cells: () => w.findAll('[data-test="result-cell"]') }
}
const flush = () => new Promise((r) => setTimeout(r, 0))

describe('the Fire Table entry (3.6, 7.3)', () => {
  it('a pasted table with a bad cell is refused with its row and column, Keep stays off and nothing is saved', async () => {
    const { w, save } = entry()
    await w.get('[data-test="paste-text"]').setValue('1 2\n1 - 1,5')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.get('[data-test="paste-problems"]').text()).toBe('Row 1, column 2: a Fire Table result is "-", "*" or a number of steps such as "1", not "1,5".')
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
    expect(save).not.toHaveBeenCalled()
  })
  it('a pasted table is shown as read, then kept with who entered it; editing the text after Check turns Keep off', async () => {
    const { w, save } = entry()
    await w.get('[data-test="paste-text"]').setValue('die 1 2\n1-3 - *\n4-6 1 2*')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.get('[data-test="paste-preview"] caption').text()).toBe('Read as: 2 die rows × 2 columns. Check it before Keep.')
    expect(w.findAll('[data-test="paste-preview"] tbody td').map((t) => t.text())).toEqual(['-', '*', '1', '2*'])
    await w.get('[data-test="paste-text"]').setValue('die 1 2\n1-3 - *\n4-6 1 3')
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
    await w.get('[data-test="paste-check"]').trigger('click')
    await w.get('[data-test="paste-keep"]').trigger('click')
    await flush()
    expect(save).toHaveBeenCalledTimes(1)
    expect(save.mock.calls[0]![0]).toMatchObject({ source: 'Entered by Anna', columns: [{ min: 1, max: 1 }, { min: 2, max: 2 }], rows: [{ cells: ['-', '*'] }, { cells: ['1', '3'] }] })
    expect(w.text()).toContain('Fire Table saved.')
  })
  it('cell by cell: headings first, then a grid on the phone pad; a bad cell is said beside it and Save is off', async () => {
    const { w, save, cells } = entry()
    await w.get('input[name="fire-columns"]').setValue('1 2')
    await w.get('input[name="fire-dice"]').setValue('1-3 4+')
    expect(cells()).toHaveLength(4)
    expect(w.get('[data-test="draft-status"]').text()).toBe('Fire Table: 4 of 4 cells empty')
    expect(cells()[0]!.attributes('inputmode')).toBe('tel')
    expect(cells()[3]!.attributes('aria-label')).toBe('die 4+, 2')
    await cells()[1]!.setValue('1,5')
    expect(w.get('[data-test="cell-message"]').text()).toBe('die 1-3, 2: a Fire Table result is "-", "*" or a number of steps such as "1", not "1,5".')
    expect(w.get('button.primary.big').attributes('disabled')).toBeDefined()
    await cells()[1]!.setValue('*')
    expect(w.find('[data-test="cell-message"]').exists()).toBe(false)
    await cells()[0]!.setValue('-')
    await cells()[2]!.setValue('1')
    // One cell left empty: not entered, never "no effect"; nothing saved, the draft kept.
    await w.get('button.primary.big').trigger('click')
    expect(w.get('[role="alert"]').text()).toBe('Die 4+, Fire value 2: empty. Every cell of the play aid has a result (-, 0, * or the steps lost).')
    expect(save).not.toHaveBeenCalled()
    expect((cells()[1]!.element as HTMLInputElement).value).toBe('*')
    expect(w.get('[data-test="draft-status"]').text()).toBe('Fire Table: 1 of 4 cells empty')
    await cells()[3]!.setValue('2')
    expect(w.get('[data-test="draft-status"]').text()).toBe('Fire Table: all 4 cells entered')
    await w.get('button.primary.big').trigger('click')
    await flush()
    expect(save.mock.calls[0]![0].rows.map((r) => r.cells)).toEqual([['-', '*'], ['1', '2']])
  })
  it('a heading that is not a fire value is said, and no grid is drawn for it', async () => {
    const { w, cells } = entry()
    await w.get('input[name="fire-columns"]').setValue('1 x2')
    await w.get('input[name="fire-dice"]').setValue('1')
    expect(w.get('[data-test="columns-problem"]').text()).toBe('Fire value column 2: a number ("4"), a band ("4-5"), "10+" or "0-", not "x2".')
    expect(cells()).toHaveLength(0)
  })
  it('Enter goes to the next cell, row by row, then to Save', async () => {
    const { w, cells } = entry()
    await w.get('input[name="fire-columns"]').setValue('1 2')
    await w.get('input[name="fire-dice"]').setValue('1 2')
    ;(cells()[1]!.element as HTMLInputElement).focus()
    await cells()[1]!.trigger('keydown', { key: 'Enter' })
    expect(document.activeElement).toBe(cells()[2]!.element)
    ;(cells()[3]!.element as HTMLInputElement).focus()
    await cells()[3]!.trigger('keydown', { key: 'Enter' })
    expect((document.activeElement as HTMLElement).textContent).toBe('Save Fire Table')
  })
})
