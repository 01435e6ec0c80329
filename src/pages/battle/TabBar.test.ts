// @vitest-environment happy-dom
import { mount, RouterLinkStub } from '@vue/test-utils'
import { describe, expect, it } from 'vitest'
import TabBar from './TabBar.vue'
import type { BattleTab } from './tabs'

const tabs = (n: number): BattleTab[] => Array.from({ length: n }, (_, i) => ({ id: `t${i}`, label: `Tab ${i}`, component: () => Promise.resolve({}) }))
const bar = (n: number) => mount(TabBar, { props: { tabs: tabs(n), active: 't0', battleId: 'b' }, global: { stubs: { RouterLink: RouterLinkStub } } }).find('nav')

describe('the battle tab bar at phone width', () => {
  it('up to 7 tabs stay on one row', () => {
    expect(bar(7).classes()).toEqual(['bar'])
  })
  it('8 or 9 tabs go on two rows of 4 or 5 equal columns, every tab still there', () => {
    expect(bar(8).classes()).toEqual(['bar', 'two-rows', 'cols-4'])
    const nine = bar(9)
    expect(nine.classes()).toEqual(['bar', 'two-rows', 'cols-5'])
    expect(nine.findAll('.tab')).toHaveLength(9)
  })
})
