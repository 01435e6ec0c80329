// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import PasteTable from './PasteTable.vue'

const paste = () => mount(PasteTable, { props: { caption: 'Fire Table', rowLabels: ['1 SP', '2 SP'], colLabels: ['1', '2', '3'], bounds: { min: 0, max: 6, integer: true } } })

describe('PasteTable', () => {
  it('shows what it read before Keep, and emits it on Keep', async () => {
    const w = paste()
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
    await w.get('textarea').setValue('1 2 3\n4\t5\t6')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.findAll('[data-test="paste-preview"] tbody td').map((td) => td.text())).toEqual(['1', '2', '3', '4', '5', '6'])
    await w.get('[data-test="paste-keep"]').trigger('click')
    expect(w.emitted('keep')).toEqual([[[[1, 2, 3], [4, 5, 6]]]])
    expect((w.get('textarea').element as HTMLTextAreaElement).value).toBe('')
  })

  it('refuses a bad shape with the message and keeps nothing', async () => {
    const w = paste()
    await w.get('textarea').setValue('1 2 3\n4 5')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.get('[data-test="paste-problems"]').text()).toBe('Row 2: 2 values; the table has 3 columns.')
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
    expect(w.find('[data-test="paste-preview"]').exists()).toBe(false)
    expect(w.emitted('keep')).toBeUndefined()
  })

  it('turns Keep off again when the text changes after Check', async () => {
    const w = paste()
    await w.get('textarea').setValue('1 2 3\n4 5 6')
    await w.get('[data-test="paste-check"]').trigger('click')
    await w.get('textarea').setValue('1 2 3\n4 5 9')
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
  })
})
