// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import { defineComponent, h } from 'vue'
import { useToast } from '@/composables/useToast'
import ReadOnlyNotice from './ReadOnlyNotice.vue'

const WHY = 'You are watching this battle: only the umpire and the players change it.'
/** The notice above a screen whose buttons the page has disabled, as BattlePage lays them out. */
const Screen = defineComponent({
  props: { message: { type: [String, null] as unknown as () => string | null, default: null } },
  setup: (p) => () => h('main', { 'data-test': 'battle-content' }, [
    h(ReadOnlyNotice, { message: p.message }),
    h('fieldset', { disabled: p.message !== null }, [h('button', { id: 'fire' }, 'Fire')]),
    h('button', { id: 'enabled' }, 'Log'),
  ]),
})
const tap = (el: Element) => el.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }))

describe('a watcher\'s read-only screens', () => {
  beforeEach(() => { const t = useToast(); for (const x of t.toasts.value) t.dismiss(x.id); document.body.innerHTML = '' })

  it('say at the top that the battle is read only, and why', () => {
    const w = mount(Screen, { props: { message: WHY }, attachTo: document.body })
    expect(w.find('[data-test="read-only"]').text()).toBe(`Read only. ${WHY}`)
    w.unmount()
  })
  it('a tap on an action button that is off says why, once for a quick second tap', () => {
    const w = mount(Screen, { props: { message: WHY }, attachTo: document.body })
    expect(w.find('fieldset').attributes('disabled')).toBeDefined()
    tap(w.find('#fire').element)
    tap(w.find('#fire').element)
    expect(useToast().toasts.value.map((t) => t.message)).toEqual([`Off on this phone. ${WHY}`])
    w.unmount()
  })
  it('says nothing for a control that works, nor on a phone that may act', () => {
    const w = mount(Screen, { props: { message: WHY }, attachTo: document.body })
    tap(w.find('#enabled').element)
    w.unmount()
    const v = mount(Screen, { props: { message: null }, attachTo: document.body })
    tap(v.find('#fire').element)
    expect(v.find('[data-test="read-only"]').exists()).toBe(false)
    expect(useToast().toasts.value).toEqual([])
    v.unmount()
  })
})
