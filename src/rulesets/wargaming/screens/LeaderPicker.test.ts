// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import { useBattleStore } from '@/stores/battle'
import LeaderPicker from './LeaderPicker.vue'

function picker() {
  setActivePinia(createPinia())
  useBattleStore().state = initialState(testSetup())
  return mount(LeaderPicker, { props: { side: 'a' } })
}

describe('LeaderPicker', () => {
  it('typing part of a name lists leaders with their printed ratings; picking one asks nothing more', async () => {
    const w = picker()
    await w.find('input[name="leader-query"]').setValue('davo')
    const match = w.find('button[data-leader="Davout"]')
    expect(match.text()).toContain('leadership 5, morale 3, command indecision 1') // seed 004, Leadership Factors: Davout 5 3 1
    await match.trigger('click')
    expect(w.find('input[name="leadership"]').exists()).toBe(false)
    expect(w.find('select[name="level"]').exists()).toBe(true)
  })

  it('Neubronn (no ratings printed) asks for ratings before he can be added', async () => {
    const w = picker()
    await w.find('input[name="leader-query"]').setValue('neubr')
    expect(w.text()).toContain('no ratings printed')
    await w.find('button[data-leader="Neubronn"]').trigger('click')
    expect(w.text()).toContain('The rules print no ratings for this leader')
    expect(w.find('input[name="leadership"]').exists()).toBe(true)
  })

  it('a name not in the tables can be created with ratings of its own', async () => {
    const w = picker()
    await w.find('input[name="leader-query"]').setValue('Colonel Nobody')
    await w.findAll('button').find((b) => b.text().startsWith('Not in the tables'))!.trigger('click')
    expect(w.text()).toContain('Ratings 0–6 from your own source.')
  })
})
