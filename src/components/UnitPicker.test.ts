// @vitest-environment happy-dom
import { mount } from '@vue/test-utils'
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { fold } from '@/model/fold'
import { useBattleStore } from '@/stores/battle'
import { testSetup, testUnit } from '@/test-utils/battles'
import UnitPicker from './UnitPicker.vue'

const unit = (id: string, side: 'a' | 'b') => ({ ...testUnit(id), side, name: `${id} name` })

describe('unit picker', () => {
  beforeEach(() => {
    setActivePinia(createPinia())
    useBattleStore().state = fold(testSetup(), [])
  })

  it('puts each side\'s units under its army\'s name when both sides are offered, in the order given', () => {
    const w = mount(UnitPicker, { props: { units: [unit('x', 'b'), unit('y', 'b'), unit('z', 'a')], label: 'Target', name: 't', modelValue: null } })
    expect(w.findAll('[data-test="picker-side"]').map((s) => s.text())).toEqual([testSetup().sides[1].name, testSetup().sides[0].name])
    expect(w.findAll('[data-unit]').map((b) => b.attributes('data-unit'))).toEqual(['x', 'y', 'z'])
  })

  it('names no side when only one is offered', () => {
    const w = mount(UnitPicker, { props: { units: [unit('x', 'a'), unit('y', 'a')], label: 'Firer', name: 'f', modelValue: null } })
    expect(w.findAll('[data-test="picker-side"]')).toHaveLength(0)
    expect(w.findAll('[data-unit]')).toHaveLength(2)
  })
})
