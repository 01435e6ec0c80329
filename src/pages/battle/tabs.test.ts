import { describe, expect, it } from 'vitest'
import { BATTLE_TABS, tabsFor, type BattleTab } from './tabs'

const stub = () => Promise.resolve({})

describe('battle tabs', () => {
  it('the Log comes first for every ruleset', () => {
    expect(BATTLE_TABS[0]?.id).toBe('log')
    expect(tabsFor('wargaming')[0]?.id).toBe('log')
    expect(tabsFor('miniatures')[0]?.id).toBe('log')
  })

  it('a tab limited to one ruleset shows only in its battles, in bar order', () => {
    const tabs: BattleTab[] = [
      { id: 'log', label: 'Log', component: stub },
      { id: 'ruler', label: 'Ruler', component: stub, rulesets: ['miniatures'] },
      { id: 'reference', label: 'Reference', component: stub },
    ]
    expect(tabsFor('wargaming', tabs).map((t) => t.id)).toEqual(['log', 'reference'])
    expect(tabsFor('miniatures', tabs).map((t) => t.id)).toEqual(['log', 'ruler', 'reference'])
  })

  it('tab ids are unique, so a URL names one tab', () => {
    const ids = BATTLE_TABS.map((t) => t.id)
    expect(new Set(ids).size).toBe(ids.length)
  })
})
