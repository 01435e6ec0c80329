// @vitest-environment happy-dom
import 'fake-indexeddb/auto'
import { flushPromises, mount } from '@vue/test-utils'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropDbs, freshDb } from '@/stores/testDb'
import { useSettingsStore } from '@/stores/settings'
import { ruleBook } from '@/rulesets/waterloo/ruleBook'
import CountersEntry from './CountersEntry.vue'

afterEach(dropDbs)
const entry = ruleBook.entries.find((e) => e.id === 'waterloo-counters')!

describe('counter values, one unit from its counter in the Rule book (issue 24)', () => {
  it('saved with the Rule book\'s provenance when nothing is typed beside the form (test values)', async () => {
    const db = freshDb()
    useSettingsStore().setRuleBookProvenance('waterloo', { enteredBy: 'Anna', source: 'the club\'s counter sheet' })
    const w = mount(CountersEntry, { props: { entry }, attachTo: document.body })
    await flushPromises()
    expect(w.find('[data-test="counters-missing"]').exists()).toBe(true)
    await w.get('select[name="counter-unit"]').setValue('aa-chasse')
    const form = w.get('form[aria-label="Chasse: counter values"]')
    // The Rule book screen is where it is: no link to itself.
    expect(form.find('[data-test="rule-book-link"]').exists()).toBe(false)
    await form.get('select[name="type"]').setValue('infantry')
    for (const [name, value] of [['fresh.strengthPoints', '4'], ['fresh.artilleryFactor', '1'], ['fresh.elanRating', '3'], ['battleworn.strengthPoints', '3'], ['battleworn.artilleryFactor', '1'], ['battleworn.elanRating', '2']])
      await form.get(`input[name="${name}"]`).setValue(value)
    await form.trigger('submit')
    await vi.waitFor(async () => expect(await db.houseRules.get('waterloo-counters')).toBeDefined())
    const r = await db.houseRules.get('waterloo-counters')
    expect([r?.provenance, entry.status(r?.data).summary]).toEqual(['Entered by Anna from the club\'s counter sheet', '37 of 38 counters need values'])
  })
})
