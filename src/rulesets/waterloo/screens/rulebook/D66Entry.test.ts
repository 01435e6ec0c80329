// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import { ruleBook } from '@/rulesets/waterloo/ruleBook'
import D66Entry from './D66Entry.vue'

afterEach(dropDbs)

const button = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!
const oldNosey = ruleBook.entries.find((e) => e.id === 'waterloo-old-nosey')!

async function editor() {
  const db = freshDb()
  const w = mount(D66Entry, { props: { entry: oldNosey }, attachTo: document.body })
  await flushPromises()
  return { db, w }
}

describe('an 11–66 table of the player aid, pasted or typed (issue 24)', () => {
  it('a paste with a result no dice make is refused by line, Keep off, nothing stored', async () => {
    const { db, w } = await editor()
    await w.get('textarea').setValue('11-16 Hold\n17 Advance')
    await button(w, 'Check').trigger('click')
    expect(w.get('[role="alert"]').text()).toBe('Line 2: 17 is not an 11–66 result (each die 1–6).')
    expect(button(w, 'Keep').attributes('disabled')).toBeDefined()
    expect(await db.houseRules.count()).toBe(0)
  })

  it('ranges pasted are read back before Keep (test words, not the player aid\'s), then stored as one version with the provenance', async () => {
    const { db, w } = await editor()
    await w.get('textarea').setValue('11-36 Hold\n41–66 Reverse Slope')
    await button(w, 'Check').trigger('click')
    expect(w.get('[data-test="d66-preview"]').text()).toContain('Read as: 36 results; the table is then complete.')
    await button(w, 'Keep').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-test="d66-note"]').exists()).toBe(true))
    const r = await db.houseRules.get('waterloo-old-nosey')
    expect([r?.version, r?.provenance, (r?.data as { entries: Record<string, string> }).entries['41']]).toEqual([1, 'Entered on this phone', 'Reverse Slope'])
    expect(oldNosey.status(r?.data).summary).toBe('')
    expect(w.get('[data-test="d66-note"]').text()).toBe('Saved, version 1: 36 of 36 results entered.')
  })

  it('typed result by result: Enter goes to the next result, the last to Save; an empty result stays not entered', async () => {
    const { db, w } = await editor()
    const first = w.get('input[name="d66-11"]')
    await first.setValue('Hold')
    await first.trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(document.activeElement?.getAttribute('name')).toBe('d66-12')
    await w.get('input[name="d66-66"]').trigger('keydown', { key: 'Enter' })
    await flushPromises()
    expect(document.activeElement?.textContent).toBe('Save the table')
    await w.get('form').trigger('submit')
    await vi.waitFor(() => expect(w.find('[data-test="d66-note"]').exists()).toBe(true))
    const r = await db.houseRules.get('waterloo-old-nosey')
    expect((r?.data as { entries: Record<string, string> }).entries).toEqual({ 11: 'Hold' })
    expect(w.get('[data-test="d66-note"]').text()).toBe('Saved, version 1: 1 of 36 results entered.')
  })
})
