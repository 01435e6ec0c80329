// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import { ruleBook } from '@/rulesets/waterloo/ruleBook'
import ForcesEntry from './ForcesEntry.vue'

afterEach(dropDbs)

const button = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!
const entry = ruleBook.entries.find((e) => e.id === 'waterloo-order-of-battle')!
const units = async (db: ReturnType<typeof freshDb>) => ((await db.houseRules.get(entry.id))?.data as { units: { name: string; fresh: { strengthPoints: number } }[] } | undefined)?.units ?? []

async function paste(w: VueWrapper, text: string, version: number) {
  await w.get('textarea').setValue(text)
  await button(w, 'Check').trigger('click')
  await button(w, 'Keep these units').trigger('click')
  await vi.waitFor(() => expect(w.find('[data-test="forces-note"]').text()).toContain(`version ${version}:`))
  await flushPromises()
}

describe('the owner\'s order of battle (issue 24; seed 002 names none of these units)', () => {
  it('units kept by Corps; a unit pasted again replaces the one kept; Remove takes one out (test units and values)', async () => {
    const db = freshDb()
    const w = mount(ForcesEntry, { props: { entry }, attachTo: document.body })
    await flushPromises()
    expect(w.get('[data-corps="fr-IVC"] [data-test="no-units"]').text()).toBe('No units yet.')
    await paste(w, 'Cuirassiers Milhaud HC 4 1 5 3 1 4\nMarcognet D\'Erlon infantry 5 2 4 3 1 3', 1)
    expect(w.get('[data-corps="fr-IVC"] [data-test="no-units"]').text()).toBe('1 of 2 units.')
    await paste(w, 'Marcognet D\'Erlon infantry 6 2 4 3 1 3', 2)
    expect((await units(db)).map((u) => [u.name, u.fresh.strengthPoints])).toEqual([['Cuirassiers', 4], ['Marcognet', 6]])
    await w.get('button[aria-label="Remove Cuirassiers"]').trigger('click')
    await vi.waitFor(() => expect(w.find('[data-test="forces-note"]').text()).toContain('version 3:'))
    expect((await units(db)).map((u) => u.name)).toEqual(['Marcognet'])
    expect(w.get('[data-test="forces-note"]').text()).toBe('Saved, version 3: Cuirassiers removed.')
  })

  it('a bad value is refused before Keep: nothing stored', async () => {
    const db = freshDb()
    const w = mount(ForcesEntry, { props: { entry }, attachTo: document.body })
    await flushPromises()
    await w.get('textarea').setValue('Marcognet D\'Erlon infantry 5 2 0 3 1 3')
    await button(w, 'Check').trigger('click')
    expect(w.get('[role="alert"]').text()).toMatch(/^Line 1: Marcognet: Fresh ER: /)
    expect(button(w, 'Keep these units').attributes('disabled')).toBeDefined()
    expect(await db.houseRules.count()).toBe(0)
  })
})
