// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { fold } from '@/model/fold'
import { put, testLog, testSetup } from '@/test-utils/battles'
import { useBattleStore } from '@/stores/battle'
import LogTab from './LogTab.vue'

describe('the log tab', () => {
  it('shows the newest 100 lines first and the rest a page at a time', async () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const log = testLog(...Array.from({ length: 250 }, (_, i) => [put(`u${i}`)]))
    const store = useBattleStore()
    store.state = fold(testSetup(), log)
    store.log = log
    const w = mount(LogTab, { global: { plugins: [pinia] } })
    expect(w.findAll('[data-test="log"] li')).toHaveLength(100)
    expect(w.find('[data-test="log"] li .what').text()).toBe('action 250')
    expect(w.find('.empty').exists()).toBe(false)
    await w.find('[data-test="log-more"]').trigger('click')
    expect(w.findAll('[data-test="log"] li')).toHaveLength(200)
    await w.find('[data-test="log-more"]').trigger('click')
    expect(w.findAll('[data-test="log"] li')).toHaveLength(250)
    expect(w.find('[data-test="log-more"]').exists()).toBe(false)
  })

  it('says so when nothing has happened yet', () => {
    const pinia = createPinia()
    setActivePinia(pinia)
    const store = useBattleStore()
    store.state = fold(testSetup(), [])
    store.log = []
    const w = mount(LogTab, { global: { plugins: [pinia] } })
    expect(w.find('.empty').exists()).toBe(true)
    expect(w.find('[data-test="log-more"]').exists()).toBe(false)
  })
})
