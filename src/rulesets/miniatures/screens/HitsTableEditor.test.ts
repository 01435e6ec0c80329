// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import { ruleBook } from '@/rulesets/miniatures/ruleBook'
import HitsTableEditor from './HitsTableEditor.vue'

afterEach(dropDbs)

const button = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!
const cell = (w: VueWrapper, row: number, col: string) => w.get(`input[aria-label="Row ${row}, ${col}"]`)

/** The Rule book entry with a D6 and `rows` rows, every cell not entered yet. */
async function editor(rows: string) {
  const db = freshDb()
  const w = mount(HitsTableEditor, { props: { entry: ruleBook.entries[0]! }, attachTo: document.body })
  await flushPromises()
  await button(w, 'D6').trigger('click')
  await w.get('input[name="hits-rows"]').setValue(rows)
  await flushPromises()
  return { db, w }
}
async function type(w: VueWrapper, row: number, values: string[]) {
  const cols = ['from', 'to', ...values.slice(2).map((_, i) => `face ${i + 1}`)]
  for (const [i, v] of values.entries()) await cell(w, row, cols[i]!).setValue(v)
}

describe('the hits table entry: typed cell by cell or pasted (issue 24), empty is not entered (issue 26)', () => {
  it('a new row starts not entered, and Save names the empty cell instead of storing 0', async () => {
    const { db, w } = await editor('1')
    await type(w, 1, ['0', '0', '0', '1', '', '1', '2', '3'])
    expect((cell(w, 1, 'face 3').element as HTMLInputElement).value).toBe('')
    await button(w, 'Save hits table').trigger('click')
    await flushPromises()
    expect(w.get('[role="alert"]').text()).toBe('Row 1, face 3: not entered. Enter the hits from your rule book (0 if it says none).')
    expect(await db.houseRules.count()).toBe(0)
  })

  it('"1,5" hits is refused beside the cell with the bounds, the draft kept and Save off; whole numbers save', async () => {
    const { db, w } = await editor('1')
    await type(w, 1, ['0', '0', '0', '1,5', '1', '1', '2', '3'])
    expect(w.get('[data-test="cell-message"]').text()).toBe('Row 1, face 2: Enter a whole number from 0 to 20.')
    expect((cell(w, 1, 'face 2').element as HTMLInputElement).value).toBe('1,5')
    expect(button(w, 'Save hits table').attributes('disabled')).toBeDefined()
    await cell(w, 1, 'face 2').setValue('1')
    expect(w.find('[data-test="cell-message"]').exists()).toBe(false)
    await button(w, 'Save hits table').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Saved, version 1.'))
    expect((await db.houseRules.toArray())[0]!.data).toMatchObject({ die: 'd6', rows: [{ from: 0, to: 0, hits: [0, 1, 1, 1, 2, 3] }] })
  })

  it('Enter in a cell moves to the next cell, and from the last cell to Save', async () => {
    const { w } = await editor('1')
    const to = cell(w, 1, 'to')
    ;(to.element as HTMLInputElement).focus()
    await to.trigger('keydown', { key: 'Enter' })
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Row 1, face 1')
    await cell(w, 1, 'face 6').trigger('keydown', { key: 'Enter' })
    expect(document.activeElement?.textContent).toBe('Save hits table')
    w.unmount()
  })

  it('a pasted table is checked for its shape before Keep; kept, it fills the grid and saves', async () => {
    const { db, w } = await editor('2')
    await w.get('[data-test="paste-text"]').setValue('-5 0 0 0 0 1 1 1\n1 9 0 1 1 2 2')
    await w.get('[data-test="paste-check"]').trigger('click')
    expect(w.get('[data-test="paste-problems"]').text()).toBe('Row 2: 7 values; the table has 8 columns.')
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
    await w.get('[data-test="paste-text"]').setValue('from to 1 2 3 4 5 6\n-5 0 0 0 0 1 1 1\n1 9 0 1 1 2 2 3')
    await w.get('[data-test="paste-check"]').trigger('click')
    await w.get('[data-test="paste-keep"]').trigger('click')
    await flushPromises()
    expect((cell(w, 2, 'face 6').element as HTMLInputElement).value).toBe('3')
    expect(await db.houseRules.count()).toBe(0)
    await button(w, 'Save hits table').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Saved, version 1.'))
    expect((await db.houseRules.toArray())[0]!.data).toMatchObject({ die: 'd6', rows: [{ from: -5, to: 0, hits: [0, 0, 0, 1, 1, 1] }, { from: 1, to: 9, hits: [0, 1, 1, 2, 2, 3] }] })
    w.unmount()
  })
})

describe('the hits grid follows the die and the row count', () => {
  it('switching to a D10 keeps the typed cells, faces 7–10 not entered; emptying the row count to retype it keeps the grid', async () => {
    const { w } = await editor('1')
    await type(w, 1, ['0', '4', '0', '0', '1', '1', '2', '3'])
    await button(w, 'D10').trigger('click')
    await flushPromises()
    expect((cell(w, 1, 'face 6').element as HTMLInputElement).value).toBe('3')
    expect((cell(w, 1, 'face 10').element as HTMLInputElement).value).toBe('')
    await w.get('input[name="hits-rows"]').setValue('')
    await flushPromises()
    expect((cell(w, 1, 'face 6').element as HTMLInputElement).value).toBe('3')
    await w.get('input[name="hits-rows"]').setValue('2')
    await flushPromises()
    expect((cell(w, 2, 'from').element as HTMLInputElement).value).toBe('')
    expect((cell(w, 1, 'to').element as HTMLInputElement).value).toBe('4')
    w.unmount()
  })
})
