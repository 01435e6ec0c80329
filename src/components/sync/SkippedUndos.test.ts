// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { beforeEach, describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import { walkUndos } from '@/model/undos'
import SkippedUndos from './SkippedUndos.vue'

const act = (id: string, label: string, undoes?: string): Action => ({ id, seq: 0, at: 0, kind: undoes ? 'undo' : 'unit.patch', label, ops: [], ...(undoes ? { undoes } : {}) })
/** Two phones apart both undid "2nd Line lost 1 element": merged, the second undo changes nothing. */
const MERGED = [act('a1', '2nd Line lost 1 element'), act('u1', 'Undo: 2nd Line lost 1 element', 'a1'), act('u2', 'Undo: 2nd Line lost 1 element', 'a1')]

describe('undos skipped in a merge', () => {
  beforeEach(() => localStorage.clear())

  it('are said once each in player words; OK puts them away for good on this phone', async () => {
    const skipped = walkUndos(MERGED).skipped
    const w = mount(SkippedUndos, { props: { skipped } })
    expect(w.findAll('li').map((l) => l.text())).toEqual(['Undo of "2nd Line lost 1 element" skipped: already undone on another phone.'])
    await w.find('button').trigger('click')
    expect(w.find('[data-test="skipped-undos"]').exists()).toBe(false)
    // The battle opened again later: not said again.
    expect(mount(SkippedUndos, { props: { skipped } }).find('[data-test="skipped-undos"]').exists()).toBe(false)
  })
  it('a later skipped undo is said, not the ones already seen', async () => {
    const first = mount(SkippedUndos, { props: { skipped: walkUndos(MERGED).skipped } })
    await first.find('button').trigger('click')
    const more = walkUndos([...MERGED, act('b1', 'Weather: rain'), act('u3', 'Undo: Weather: rain', 'b1'), act('u4', 'Undo: Weather: rain', 'b1')]).skipped
    expect(mount(SkippedUndos, { props: { skipped: more } }).findAll('li').map((l) => l.text())).toEqual(['Undo of "Weather: rain" skipped: already undone on another phone.'])
  })
  it('nothing when no undo was skipped', () => {
    expect(mount(SkippedUndos, { props: { skipped: [] } }).find('[data-test="skipped-undos"]').exists()).toBe(false)
  })
})
