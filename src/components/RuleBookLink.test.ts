// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from 'vue-router'
import RuleBookLink from './RuleBookLink.vue'

async function link(summary: string) {
  const router = createRouter({ history: createMemoryHistory(), routes: [{ path: '/:p(.*)*', component: { template: '<div/>' } }] })
  await router.push('/battle/b1/units')
  return mount(RuleBookLink, { props: { ruleset: 'waterloo', entry: 'waterloo.counters', summary }, global: { plugins: [router] } })
}

describe('RuleBookLink', () => {
  it('says what is missing and links to the entry with the way back', async () => {
    const w = await link('27 of 38 counters need values')
    expect(w.text()).toBe('27 of 38 counters need values — Rule book')
    expect(w.get('a').attributes('href')).toBe('/rule-book/waterloo/waterloo.counters?from=/battle/b1/units')
  })
  it('reads "Rule book" alone when nothing is missing', async () => {
    expect((await link('')).text()).toBe('Rule book')
  })
})
