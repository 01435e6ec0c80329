/** Test-only: a series screen mounted on a small battle, with the store's dispatch watched (nothing reaches the log). */
import { createPinia, setActivePinia } from 'pinia'
import { vi } from 'vitest'
import { mount, type VueWrapper } from '@vue/test-utils'
import type { Component } from 'vue'
import type { BattleState } from '@/model/types'
import { useBattleStore } from '@/stores/battle'

export function mountSeries(screen: Component, state: BattleState, props: Record<string, unknown> = {}) {
  setActivePinia(createPinia())
  const battle = useBattleStore()
  battle.state = state
  const dispatch = vi.spyOn(battle, 'dispatch').mockResolvedValue(null)
  const w = mount(screen, { props }) as VueWrapper
  return { w, dispatch }
}

/** Types into the named field; returns the message shown beside it ('' when none). */
export async function typeInto(w: VueWrapper, name: string, text: string): Promise<string> {
  const input = w.find(`input[name="${name}"]`)
  await input.setValue(text)
  await input.trigger('change')
  const box = input.element.closest('.number-field')
  return box?.querySelector('[data-test="field-message"]')?.textContent ?? ''
}
