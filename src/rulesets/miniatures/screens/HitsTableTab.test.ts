// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import HitsTableTab from './HitsTableTab.vue'

afterEach(dropDbs)

/** The tab with a D6 and one row (fire values 0–0), every cell as the player types it. */
async function oneRow(cells: Record<string, string>) {
  const db = freshDb()
  const w = mount(HitsTableTab, { attachTo: document.body })
  await flushPromises()
  await w.findAll('button').find((b) => b.text() === 'D6')!.trigger('click')
  await w.findAll('button').find((b) => b.text() === 'Add row')!.trigger('click')
  for (const [name, text] of Object.entries(cells)) await w.get(`input[name="${name}"]`).setValue(text)
  const save = w.findAll('button').find((b) => b.text() === 'Save hits table')!
  return { db, w, save }
}
const faces = (hits: string[]) => Object.fromEntries(hits.map((h, i) => [`row0-face${i + 1}`, h]))

describe('the hits table editor: empty is not entered, never 0 (issue 26)', () => {
  it('a new row starts not entered, and Save names the empty cell instead of storing 0', async () => {
    const { db, w, save } = await oneRow(faces(['0', '1', '', '1', '2', '3']))
    expect((w.get('input[name="row0-face3"]').element as HTMLInputElement).value).toBe('')
    await save.trigger('click')
    await flushPromises()
    expect(w.get('[role="alert"]').text()).toBe('Row 1, face 3: not entered. Enter the hits from your rule book (0 if it says none).')
    expect(await db.houseRules.count()).toBe(0)
  })

  it('"1,5" hits is refused beside the grid with the bounds, the draft kept and Save off; whole numbers save', async () => {
    const { db, w, save } = await oneRow(faces(['0', '1,5', '1', '1', '2', '3']))
    expect(w.get('[data-test="cell-message"]').text()).toBe('Row 1, face 2: Enter a whole number from 0 to 20.')
    expect((w.get('input[name="row0-face2"]').element as HTMLInputElement).value).toBe('1,5')
    expect(save.attributes('disabled')).toBeDefined()
    await w.get('input[name="row0-face2"]').setValue('1')
    expect(w.find('[data-test="cell-message"]').exists()).toBe(false)
    await save.trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Saved, version 1.'))
    expect((await db.houseRules.toArray())[0]!.data).toMatchObject({ die: 'd6', rows: [{ from: 0, to: 0, hits: [0, 1, 1, 1, 2, 3] }] })
  })

  it('Enter in a cell moves to the next cell', async () => {
    const { w } = await oneRow({})
    const from = w.get('input[name="row0-to"]')
    ;(from.element as HTMLInputElement).focus()
    await from.trigger('keydown', { key: 'Enter' })
    expect(document.activeElement?.getAttribute('name')).toBe('row0-face1')
    w.unmount()
  })
})
