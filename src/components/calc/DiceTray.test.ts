// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import { D6, type NamedDie } from '@/engine/core'
import DiceTray from './DiceTray.vue'

const pool = (name: string, n: number): NamedDie[] => Array.from({ length: n }, (_, i) => ({ role: `${name} ${i + 1}`, die: D6 }))

async function open(dice: NamedDie[]) {
  const w = mount(DiceTray, { props: { dice }, attachTo: document.body })
  await w.findAll('button').find((b) => b.text() === 'I rolled')!.trigger('click')
  return w
}

describe('DiceTray: the players\' own dice', () => {
  it('a pool of 8 attacker dice is entered as counts per face, not a tap per die; the faces go out once the counts add up', async () => {
    const w = await open([...pool('attacker die', 8), ...pool('defender die', 2)])
    expect(w.findAll('[data-pool="attacker die"] [data-face]')).toHaveLength(0)
    expect(w.findAll('[data-pool="attacker die"] input')).toHaveLength(6)
    expect(w.findAll('[aria-label^="defender die"] [data-face]')).toHaveLength(12)
    await w.vm.$nextTick()
    expect(document.activeElement).toBe(w.get('[data-face-count="6"]').element)
    await w.get('[data-face-count="6"]').setValue('3')
    await w.get('[data-face-count="4"]').setValue('2')
    expect(w.get('[data-test="count-tally"]').text()).toBe('5 of 8 attacker dice counted')
    await w.get('[data-face-count="1"]').setValue('3')
    expect(w.get('[data-test="count-tally"]').text()).toBe('all 8 counted')
    await w.get('[aria-label="defender die 1"] [data-face="5"]').trigger('click')
    expect(w.emitted('entered')).toBeUndefined()
    await w.get('[aria-label="defender die 2"] [data-face="2"]').trigger('click')
    expect(w.emitted('entered')).toEqual([[[6, 6, 6, 4, 4, 1, 1, 1, 5, 2]]])
    w.unmount()
  })

  it('counts that add to more than the pool say so, beside the counts, and nothing goes out', async () => {
    const w = await open(pool('Bombardment die', 4))
    await w.get('[data-face-count="6"]').setValue('3')
    await w.get('[data-face-count="5"]').setValue('2')
    const tally = w.get('[data-test="count-tally"]')
    expect(tally.text()).toBe('5 counted, but 4 Bombardment dice were rolled')
    expect(tally.attributes('role')).toBe('alert')
    await w.get('[data-face-count="5"]').setValue('9')
    expect(w.get('[data-face-count="5"]').attributes('aria-invalid')).toBe('true')
    expect(w.emitted('entered')).toBeUndefined()
    await w.get('[data-face-count="5"]').setValue('1')
    expect(w.emitted('entered')).toEqual([[[6, 6, 6, 5]]])
    w.unmount()
  })

  it('three dice or fewer are still tapped die by die', async () => {
    const w = await open(pool('loss die', 3))
    expect(w.findAll('input')).toHaveLength(0)
    for (const i of [1, 2, 3]) await w.get(`[aria-label="loss die ${i}"] [data-face="${i}"]`).trigger('click')
    expect(w.emitted('entered')).toEqual([[[1, 2, 3]]])
    w.unmount()
  })
})
