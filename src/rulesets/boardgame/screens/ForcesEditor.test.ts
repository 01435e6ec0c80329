// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import { ruleBook } from '@/rulesets/boardgame/ruleBook'
import ForcesEditor from './ForcesEditor.vue'

afterEach(dropDbs)

async function paste(w: ReturnType<typeof mount>, text: string) {
  await w.get('[data-test="paste-text"]').setValue(text)
  await w.get('[data-test="paste-check"]').trigger('click')
  await flushPromises()
}

describe('a historical scenario’s forces pasted in the Rule book (seed 000, 13.2)', () => {
  it('a line against 1.1 is shown before Keep and nothing is saved; a good paste saves, a second paste of one side keeps the other', async () => {
    const db = freshDb()
    const w = mount(ForcesEditor, { props: { entry: ruleBook.entries[1]! } })
    await flushPromises()
    expect(w.get('[data-test="forces-summary"]').text()).toBe('French not entered; Allied not entered.')
    await paste(w, 'Ney French general 2 - -')
    expect(w.get('[data-test="paste-problems"]').text()).toBe('Line 1: a general has 1–1 elements (1.1), got 2.')
    expect(w.get('[data-test="paste-keep"]').attributes('disabled')).toBeDefined()
    expect(await db.houseRules.count()).toBe(0)

    await paste(w, '2e Léger French line-infantry - Reille left\n92nd Foot Allied line-infantry - - -')
    await w.get('[data-test="paste-keep"]').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Saved, version 1: French 1 unit and 1 general; Allied 1 unit and 0 generals.'))
    await paste(w, 'Rogers Allied light-artillery - - centre')
    await w.get('[data-test="paste-keep"]').trigger('click')
    await vi.waitFor(() => expect(w.text()).toContain('Saved, version 2: French 1 unit and 1 general; Allied 1 unit and 0 generals.'))
    const [r] = await db.houseRules.toArray()
    expect(r).toMatchObject({ id: 'boardgame-forces-quatre-bras', ruleset: 'boardgame', kind: 'table', version: 2, provenance: 'Entered on this phone' })
    expect((r!.data as { units: { name: string }[] }).units.map((u) => u.name)).toEqual(['2e Léger', 'Rogers'])
  })
})
