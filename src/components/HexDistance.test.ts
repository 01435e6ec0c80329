// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import HexDistance from './HexDistance.vue'
import { useBattleStore } from '@/stores/battle'
import type { BattleState } from '@/model/types'
import { testSetup } from '@/test-utils/battles'

function battleOn(setup: Partial<BattleState['setup']>) {
  setActivePinia(createPinia())
  useBattleStore().state = { setup: { ...testSetup(), ...setup }, units: {}, decks: {}, battle: {}, seq: 0 }
}

describe('a distance in hexes', () => {
  it('on the hex map the player types the hexes they counted', async () => {
    battleOn({})
    const w = mount(HexDistance, { props: { modelValue: null, 'onUpdate:modelValue': (v: number | null) => w.setProps({ modelValue: v }) } })
    expect(w.text()).toContain('Distance (hexes)')
    await w.find('input').setValue('3')
    expect(w.props('modelValue')).toBe(3)
    await w.find('input').setValue('2.5')
    expect(w.props('modelValue')).toBeNull()
    expect((w.find('input').element as HTMLInputElement).value).toBe('2.5')
    expect(w.find('[data-test="field-message"]').text()).toBe('Enter a whole number from 0 to 200.')
  })

  it('a tape reading of 1e308 or "1,500" is refused beside the field, never turned into hexes; "19,2" is 19.2 cm', async () => {
    battleOn({ hexMm: 80, tableUnit: 'cm' })
    const w = mount(HexDistance, { props: { modelValue: null, 'onUpdate:modelValue': (v: number | null) => w.setProps({ modelValue: v }) } })
    await w.find('input').setValue('19,2')
    expect(w.props('modelValue')).toBe(3)
    for (const bad of ['1e308', '1,500', 'abc', '-3']) {
      await w.find('input').setValue(bad)
      expect(w.props('modelValue'), bad).toBeNull()
      expect(w.find('[data-test="hex-reading"]').exists(), bad).toBe(false)
      expect(w.find('[data-test="field-message"]').exists(), bad).toBe(true)
      expect((w.find('input').element as HTMLInputElement).value).toBe(bad)
    }
  })

  it('on a table with 8 cm hexes, a 19.2 cm tape reading is 2.4 hexes → 3 hexes', async () => {
    battleOn({ hexMm: 80, tableUnit: 'cm' })
    const w = mount(HexDistance, { props: { modelValue: null, 'onUpdate:modelValue': (v: number | null) => w.setProps({ modelValue: v }) } })
    expect(w.text()).toContain('Distance (cm)')
    await w.find('input').setValue('19.2')
    expect(w.find('[data-test="hex-reading"]').text()).toBe('2.4 hexes of 8 cm → 3 hexes')
    expect(w.props('modelValue')).toBe(3)
    await w.find('input').setValue('8')
    expect(w.props('modelValue')).toBe(1)
  })
})
