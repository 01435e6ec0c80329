// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { useHoldWrites } from '@/composables/useReadOnly'
import SubTabs from './SubTabs.vue'

const TABS = [{ id: 'fire', label: 'Fire' }, { id: 'morale', label: 'Morale' }, { id: 'control', label: 'Control' }] as const
function bar(value = 'fire') {
  const w = mount(SubTabs, { props: { tabs: TABS, label: 'Combat test', modelValue: value, 'onUpdate:modelValue': (v: string) => w.setProps({ modelValue: v }) }, attachTo: document.body })
  return w
}

describe('the shared sub-tabs', () => {
  it('are a named tablist whose selected tab alone is in the tab order', () => {
    const w = bar('morale')
    expect(w.find('[role="tablist"]').attributes('aria-label')).toBe('Combat test')
    const tabs = w.findAll('[role="tab"]')
    expect(tabs.map((t) => t.text())).toEqual(['Fire', 'Morale', 'Control'])
    expect(tabs.map((t) => t.attributes('aria-selected'))).toEqual(['false', 'true', 'false'])
    expect(tabs.map((t) => t.attributes('tabindex'))).toEqual(['-1', '0', '-1'])
    w.unmount()
  })
  it('a tap selects its tab', async () => {
    const w = bar()
    await w.findAll('[role="tab"]')[2]!.trigger('click')
    expect(w.emitted('update:modelValue')).toEqual([['control']])
    w.unmount()
  })
  it('arrow keys, Home and End move the selection and the focus, wrapping at the ends', async () => {
    const w = bar()
    const tabs = () => w.findAll('[role="tab"]')
    await tabs()[0]!.trigger('keydown', { key: 'ArrowLeft' })
    expect(w.props('modelValue')).toBe('control')
    expect(document.activeElement?.textContent?.trim()).toBe('Control')
    await tabs()[2]!.trigger('keydown', { key: 'ArrowRight' })
    expect(w.props('modelValue')).toBe('fire')
    await tabs()[0]!.trigger('keydown', { key: 'End' })
    expect(w.props('modelValue')).toBe('control')
    await tabs()[2]!.trigger('keydown', { key: 'Home' })
    expect(w.props('modelValue')).toBe('fire')
    await tabs()[0]!.trigger('keydown', { key: 'a' })
    expect(w.props('modelValue')).toBe('fire')
    w.unmount()
  })
  it('on a watcher\'s phone (a read-only battle) the tabs still switch: they only look, beside an action held off', async () => {
    const view = ref('fire')
    const Screen = defineComponent(() => {
      const root = ref<HTMLElement | null>(null)
      useHoldWrites(root, ref('You are watching this battle.'), 'why')
      return () => h('div', { ref: root }, [
        h(SubTabs, { tabs: TABS, label: 'Combat test', modelValue: view.value, 'onUpdate:modelValue': (v: string) => (view.value = v) }),
        h('button', { id: 'next' }, 'Next phase'),
      ])
    })
    const w = mount(Screen, { attachTo: document.body })
    await nextTick()
    await new Promise((r) => setTimeout(r, 0))
    expect(w.findAll('[role="tab"]').map((t) => (t.element as HTMLButtonElement).disabled)).toEqual([false, false, false])
    expect((w.find('#next').element as HTMLButtonElement).disabled).toBe(true)
    ;(w.findAll('[role="tab"]')[1]!.element as HTMLButtonElement).click()
    expect(view.value).toBe('morale')
    w.unmount()
  })
})
