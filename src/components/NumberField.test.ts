// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { defineComponent, h, ref } from 'vue'
import { describe, expect, it } from 'vitest'
import { useInvalidFields } from '@/calc/useInvalidFields'
import NumberField from './NumberField.vue'

function field(props: Record<string, unknown> = {}) {
  const updates: (number | null)[] = []
  const w = mount(NumberField, {
    props: { label: 'Steps', min: 0, max: 12, integer: true, modelValue: null, 'onUpdate:modelValue': (v: number | null) => { updates.push(v); void w.setProps({ modelValue: v }) }, ...props },
    attrs: { 'data-test': 'steps' },
    attachTo: document.body,
  })
  return { w, updates, input: () => w.get('input') }
}

describe('NumberField', () => {
  it('shows no message before anything is typed, and passes data-test to the input', () => {
    const { w } = field()
    expect(w.find('[data-test="field-message"]').exists()).toBe(false)
    expect(w.get('[data-test="steps"]').element.tagName).toBe('INPUT')
    expect(w.get('input').attributes('inputmode')).toBe('numeric')
    expect(w.get('label').attributes('for')).toBe(w.get('input').attributes('id'))
    w.unmount()
  })

  it('updates the model with a good number and with null when emptied, never 0', async () => {
    const { w, updates, input } = field({ modelValue: 6 })
    expect((input().element as HTMLInputElement).value).toBe('6')
    await input().setValue('4')
    await input().setValue('')
    expect(updates).toEqual([4, null])
    w.unmount()
  })

  it('keeps the draft and the last good value while the text is bad, with the message beside the field', async () => {
    const { w, updates, input } = field({ modelValue: 6 })
    await input().setValue('9999999999')
    expect(updates).toEqual([])
    expect((input().element as HTMLInputElement).value).toBe('9999999999')
    const msg = w.get('[data-test="field-message"]')
    expect(msg.text()).toBe('Enter a whole number from 0 to 12.')
    expect(input().attributes('aria-invalid')).toBe('true')
    expect(input().attributes('aria-describedby')).toBe(msg.attributes('id'))
    await input().setValue('abc')
    expect(w.get('[data-test="field-message"]').text()).toContain('“abc” is not a number')
    await input().setValue('3')
    expect(updates).toEqual([3])
    expect(w.find('[data-test="field-message"]').exists()).toBe(false)
    w.unmount()
  })

  it('reads "1,5" as 1.5 where decimals are allowed, and offers the decimal keyboard', async () => {
    const { w, updates, input } = field({ integer: false, min: 0.1, max: 100, label: 'Scale' })
    expect(input().attributes('inputmode')).toBe('decimal')
    await input().setValue('1,5')
    expect(updates).toEqual([1.5])
    expect((input().element as HTMLInputElement).value).toBe('1,5')
    w.unmount()
  })

  it('shows a value set from outside (a reset after Apply)', async () => {
    const { w, input } = field({ modelValue: 5 })
    await w.setProps({ modelValue: null })
    expect((input().element as HTMLInputElement).value).toBe('')
    w.unmount()
  })

  it('keeps the draft when the screen clears the value because the text is bad', async () => {
    const { w, input } = field({ modelValue: 5 })
    await input().setValue('5x')
    await w.setProps({ modelValue: null })
    expect((input().element as HTMLInputElement).value).toBe('5x')
    w.unmount()
  })

  it('moves to the next field on Enter', async () => {
    const Form = defineComponent(() => () => h('form', [h(NumberField, { label: 'A', min: 0, max: 9, integer: true, id: 'a' }), h('input', { id: 'b' })]))
    const w = mount(Form, { attachTo: document.body })
    await w.get('#a').trigger('keydown', { key: 'Enter' })
    expect(document.activeElement?.id).toBe('b')
    w.unmount()
  })

  it('tells the screen when any field is bad, so Apply can be disabled', async () => {
    let anyInvalid = () => false
    const Screen = defineComponent(() => {
      const a = useInvalidFields().anyInvalid
      anyInvalid = () => a.value
      const n = ref<number | null>(null)
      return () => h(NumberField, { label: 'A', min: 0, max: 9, integer: true, modelValue: n.value, 'onUpdate:modelValue': (v: number | null) => { n.value = v } })
    })
    const w = mount(Screen)
    expect(anyInvalid()).toBe(false)
    await w.get('input').setValue('10')
    expect(anyInvalid()).toBe(true)
    await w.get('input').setValue('9')
    expect(anyInvalid()).toBe(false)
    w.unmount()
  })
})
