// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import GridEntry from './GridEntry.vue'

type Grid = (number | null)[][]
function grid(props: Record<string, unknown> = {}) {
  const updates: Grid[] = []
  const saved: Grid[] = []
  const w = mount(GridEntry, {
    props: {
      caption: 'Fire Table', rowLabels: ['1 SP', '2 SP'], colLabels: ['1', '2', '3'], bounds: { min: 0, max: 6, integer: true },
      modelValue: [[null, null, null], [null, null, null]],
      'onUpdate:modelValue': (v: Grid) => { updates.push(v); void w.setProps({ modelValue: v }) },
      onSave: (g: Grid) => saved.push(g),
      ...props,
    },
    attachTo: document.body,
  })
  const cells = () => w.findAll('[data-test="grid-cell"]')
  const cell = (i: number) => { const c = cells()[i]; if (!c) throw new Error(`no cell ${i}`); return c }
  return { w, updates, saved, cells, cell }
}

describe('GridEntry', () => {
  it('labels each cell by its row and column, with the numeric keyboard, and starts empty, never 0', () => {
    const { w, cells, cell } = grid()
    expect(cells()).toHaveLength(6)
    expect(cell(4).attributes('aria-label')).toBe('2 SP, 2')
    expect(cell(0).attributes('inputmode')).toBe('numeric')
    expect(cells().map((c) => (c.element as HTMLInputElement).value)).toEqual(['', '', '', '', '', ''])
    expect(w.get('caption').text()).toBe('Fire Table')
    w.unmount()
  })

  it('Enter goes to the next cell, row by row, then to Save', async () => {
    const { w, cell } = grid({ saveLabel: 'Save table' })
    ;(cell(2).element as HTMLInputElement).focus()
    await cell(2).trigger('keydown', { key: 'Enter' })
    expect(document.activeElement).toBe(cell(3).element)
    ;(cell(5).element as HTMLInputElement).focus()
    await cell(5).trigger('keydown', { key: 'Enter' })
    expect(document.activeElement).toBe(w.get('[data-test="grid-save"]').element)
    await cell(1).trigger('keydown', { key: 'ArrowDown' })
    expect(document.activeElement).toBe(cell(4).element)
    w.unmount()
  })

  it('without a Save of its own, Enter on the last cell goes to what follows the grid', async () => {
    const after = document.createElement('button')
    after.textContent = 'Next'
    const { w, cell } = grid()
    document.body.append(after)
    ;(cell(5).element as HTMLInputElement).focus()
    await cell(5).trigger('keydown', { key: 'Enter' })
    expect(document.activeElement).toBe(after)
    after.remove()
    w.unmount()
  })

  it('updates the model with good numbers, null when emptied, and saves the grid', async () => {
    const { w, updates, saved, cell } = grid({ saveLabel: 'Save' })
    await cell(0).setValue('3')
    await cell(5).setValue('6')
    await cell(0).setValue('')
    expect(updates.at(-1)).toEqual([[null, null, null], [null, null, 6]])
    await w.get('[data-test="grid-save"]').trigger('click')
    expect(saved).toEqual([[[null, null, null], [null, null, 6]]])
    w.unmount()
  })

  it('puts the message beside a bad cell, keeps the draft, and turns Save off', async () => {
    const { w, updates, saved, cell } = grid({ saveLabel: 'Save', modelValue: [[1, 1, 1], [2, 2, 2]] })
    await cell(4).setValue('7x')
    expect((cell(4).element as HTMLInputElement).value).toBe('7x')
    expect(updates).toEqual([])
    const msg = w.get('[data-test="cell-message"]')
    expect(msg.text()).toBe('2 SP, 2: “7x” is not a number. Enter a whole number from 0 to 6.')
    expect(cell(4).attributes('aria-describedby')).toBe(msg.attributes('id'))
    expect(w.get('[data-test="grid-save"]').attributes('disabled')).toBeDefined()
    await w.get('[data-test="grid-save"]').trigger('click')
    expect(saved).toEqual([])
    expect(w.emitted('invalid')?.at(-1)).toEqual([true])
    await cell(4).setValue('5')
    expect(w.find('[data-test="cell-message"]').exists()).toBe(false)
    expect(updates.at(-1)).toEqual([[1, 1, 1], [2, 5, 2]])
    w.unmount()
  })

  it('checks each column against its own bounds, decimals with the decimal keyboard', async () => {
    const { w, cells, cell } = grid({ bounds: [{ min: 0, max: 6, integer: true }, { min: 0, max: 2 }, { min: -3, max: 3, integer: true }] })
    expect(cells().map((c) => c.attributes('inputmode')).slice(0, 3)).toEqual(['numeric', 'decimal', 'text'])
    await cell(1).setValue('1,5')
    await cell(2).setValue('4')
    expect(w.findAll('[data-test="cell-message"]').map((m) => m.text())).toEqual(['1 SP, 3: Enter a whole number from −3 to 3.'])
    w.unmount()
  })

  it('fills the cells from the one pasted into, each checked as typed; a paste too big is refused', async () => {
    const { w, updates, cell } = grid()
    const paste = async (i: number, text: string) => {
      const e = new Event('paste', { bubbles: true, cancelable: true })
      Object.defineProperty(e, 'clipboardData', { value: { getData: () => text } })
      cell(i).element.dispatchEvent(e)
      await w.vm.$nextTick()
      return e.defaultPrevented
    }
    expect(await paste(1, '2\t3\n5\t9')).toBe(true)
    expect(updates.at(-1)).toEqual([[null, 2, 3], [null, 5, null]])
    expect(w.get('[data-test="cell-message"]').text()).toBe('2 SP, 3: Enter a whole number from 0 to 6.')
    expect(await paste(2, '1 2')).toBe(true)
    expect(w.get('[data-test="grid-paste-message"]').text()).toBe('Nothing pasted: 1 row of up to 2 values do not fit from 1 SP, 3 (room for 2 × 1).')
    expect(updates.at(-1)).toEqual([[null, 2, 3], [null, 5, null]])
    expect(await paste(0, '4')).toBe(false)
    w.unmount()
  })

  it('shows a grid set from outside (a paste kept)', async () => {
    const { w, cells } = grid()
    await w.setProps({ modelValue: [[1, 2, 3], [4, 5, 6]] })
    expect(cells().map((c) => (c.element as HTMLInputElement).value)).toEqual(['1', '2', '3', '4', '5', '6'])
    w.unmount()
  })
})
