// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { defineComponent, h, nextTick, ref } from 'vue'
import { useHoldWrites, writes } from './useReadOnly'

const WHY = 'read-only-why'
const flush = async () => { await nextTick(); await new Promise((r) => setTimeout(r, 0)) }

/** A screen as a ruleset draws one: sub-tabs, a unit card, a calculator's form, its Apply, an editor that writes on change. */
function screen(reason: string | null) {
  const why = ref<string | null>(reason)
  const busy = ref(true)
  const later = ref(false)
  const Screen = defineComponent(() => {
    const root = ref<HTMLElement | null>(null)
    useHoldWrites(root, why, WHY)
    return () => h('div', { ref: root }, [
      h('button', { role: 'tab', id: 'tab' }, 'Morale'),
      h('button', { 'aria-expanded': 'false', id: 'card' }, 'Old Guard'),
      h('button', { id: 'next' }, 'Next phase'),
      h('section', { 'data-reads': '' }, [
        h('input', { id: 'distance', name: 'distance' }),
        h('button', { role: 'radio', 'aria-checked': 'false', id: 'target' }, '2nd Line'),
        h('button', { id: 'apply', disabled: busy.value, 'aria-describedby': 'apply-hint' }, 'Apply'),
        h('div', { 'data-writes': '' }, [h('select', { id: 'formation' })]),
        later.value ? h('button', { id: 'log-it' }, 'No hits: log it') : null,
      ]),
      h('input', { id: 'steps', name: 'steps' }),
      h('button', { 'aria-pressed': 'true', id: 'first-side' }, 'French first'),
    ])
  })
  const w = mount(Screen, { attachTo: document.body })
  const el = (id: string) => w.find(`#${id}`).element as HTMLButtonElement
  return { w, el, why, busy, later }
}

describe('a watcher\'s screen holds off what writes and leaves what looks', () => {
  it('sub-tabs, a unit card\'s disclosure and a calculator\'s fields stay on; every action and every field that writes is off', async () => {
    const { w, el } = screen('You are watching this battle.')
    await flush()
    for (const id of ['tab', 'card', 'distance', 'target']) expect([id, el(id).disabled]).toEqual([id, false])
    for (const id of ['next', 'apply', 'formation', 'steps', 'first-side']) expect([id, el(id).disabled]).toEqual([id, true])
    // Each control held off is described by the notice that says why; what it said before stays.
    expect(el('next').getAttribute('aria-describedby')).toBe(WHY)
    expect(el('apply').getAttribute('aria-describedby')).toBe(`apply-hint ${WHY}`)
    expect(el('distance').hasAttribute('aria-describedby')).toBe(false)
    w.unmount()
  })
  it('a button the screen turns on (its busy ends) stays off, and one that appears later is off', async () => {
    const { w, el, busy, later } = screen('You are watching this battle.')
    await flush()
    busy.value = false
    later.value = true
    await flush()
    expect(el('apply').disabled).toBe(true)
    expect(el('log-it').disabled).toBe(true)
    w.unmount()
  })
  it('a phone that may act has every control as the screen made it', async () => {
    const { w, el } = screen(null)
    await flush()
    for (const id of ['next', 'formation', 'steps', 'first-side', 'distance']) expect(el(id).disabled).toBe(false)
    expect(el('apply').disabled).toBe(true) // busy: the screen's own
    expect(el('next').hasAttribute('aria-describedby')).toBe(false)
    w.unmount()
  })
  it('the battle becomes read only after the screen was drawn: its actions go off then', async () => {
    const { w, el, why } = screen(null)
    await flush()
    why.value = 'You are watching this battle.'
    await flush()
    expect(el('next').disabled).toBe(true)
    expect(el('tab').disabled).toBe(false)
    w.unmount()
  })
})

describe('writes', () => {
  const make = (html: string) => { document.body.innerHTML = html; return document.getElementById('x')! }
  it('a button marked data-reads itself looks; a region\'s data-reads does not make its buttons look', () => {
    expect(writes(make('<button id="x" data-reads>Show 50 more</button>'))).toBe(false)
    expect(writes(make('<div data-reads><button id="x">Apply</button></div>'))).toBe(true)
  })
  it('the nearest region decides a field', () => {
    expect(writes(make('<div data-writes><div data-reads><input id="x"></div></div>'))).toBe(false)
    expect(writes(make('<div data-reads><div data-writes><textarea id="x"></textarea></div></div>'))).toBe(true)
  })
})
