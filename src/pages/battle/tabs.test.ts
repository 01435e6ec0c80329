import { describe, expect, it } from 'vitest'
import { RULESETS } from '@/rulesets/list'
import { tabsFor } from './tabs'

describe('battle tabs', () => {
  it('every ruleset: Log first, its own tabs from its manifest, then Reference and Rulings', () => {
    for (const r of RULESETS) {
      expect(tabsFor(r.id).map((t) => t.id)).toEqual(['log', ...r.tabs.map((t) => t.id), 'reference', 'rulings'])
    }
  })

  it('the wargaming battle has its Turn, Combat, Roster and Ruler tabs; miniatures its Units, Cards, Fire and Hits table', () => {
    expect(tabsFor('wargaming').map((t) => t.label)).toEqual(['Log', 'Turn', 'Combat', 'Roster', 'Ruler', 'Tables', 'Rulings'])
    expect(tabsFor('miniatures').map((t) => t.label)).toEqual(['Log', 'Units', 'Cards', 'Fire', 'Hits table', 'Tables', 'Rulings'])
  })

  it('tab ids are unique within each ruleset, so a URL names one tab', () => {
    for (const r of RULESETS) {
      const ids = tabsFor(r.id).map((t) => t.id)
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('an unknown or built-in-name ruleset id gets only the shared tabs', () => {
    expect(tabsFor('constructor').map((t) => t.id)).toEqual(['log', 'reference', 'rulings'])
  })
})
