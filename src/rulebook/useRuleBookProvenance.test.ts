// @vitest-environment happy-dom
import { createPinia, setActivePinia } from 'pinia'
import { beforeEach, describe, expect, it } from 'vitest'
import { getDb } from '@/db/db'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'
import { useSettingsStore } from '@/stores/settings'
import { fireData, TEST_SPEC } from './testSpec'
import { provenanceText, useRuleBookProvenance } from './useRuleBookProvenance'

const fire = TEST_SPEC.entries[0]!

describe('useRuleBookProvenance', () => {
  beforeEach(async () => {
    setActivePinia(createPinia())
    localStorage.clear()
    await getDb().houseRules.clear()
  })

  it('says who entered the data and from what', () => {
    expect(provenanceText({ enteredBy: 'Anna', source: '2nd printing' })).toBe('Entered by Anna from 2nd printing')
    expect(provenanceText({ enteredBy: ' ', source: '' })).toBe('Entered on this phone')
  })

  it('stamps the ruleset’s provenance on what an editor saves, one version over the last', async () => {
    useSettingsStore().setRuleBookProvenance('series', { enteredBy: 'Anna', source: 'play aid B' })
    const p = useRuleBookProvenance('series')
    const first = await p.save(fire, fireData(['1 SP', [1, 1, 2, 2, 3, 3]]), 1000)
    expect(first).toMatchObject({ id: 'series-fire', ruleset: 'series', kind: 'table', name: 'Fire Table', provenance: 'Entered by Anna from play aid B', version: 1, updatedAt: 1000 })
    const second = await p.save(fire, fireData(['1 SP', [1, 1, 2, 2, 3, 4]]), 2000)
    expect(second?.version).toBe(2)
    expect(await getDb().houseRules.get('series-fire')).toMatchObject({ version: 2, provenance: 'Entered by Anna from play aid B' })
  })

  it('writes nothing when the entry’s check refuses the data, and says why', async () => {
    const p = useRuleBookProvenance('series')
    expect(await p.save(fire, fireData(['1 SP', [1, 1, 2, 2, 3, 10]]))).toBeNull()
    expect(p.error()).toBe('row 1, die 6: expected a whole number 0 to 9, got 10')
    expect(await getDb().houseRules.count()).toBe(0)
    expect(useOwnerRecordsStore().records).toEqual([])
  })

  it('keeps provenance per ruleset, a damaged setting read as empty', () => {
    const s = useSettingsStore()
    s.setRuleBookProvenance('series', { enteredBy: 'Anna', source: 'x'.repeat(500) })
    expect(s.ruleBookProvenance('series').source).toHaveLength(120)
    expect(s.ruleBookProvenance('waterloo')).toEqual({ enteredBy: '', source: '' })
    expect(s.ruleBookProvenance('__proto__')).toEqual({ enteredBy: '', source: '' })
  })

  it('reads a damaged stored setting as empty fields, and writes over it', () => {
    localStorage.setItem('adc.settings', JSON.stringify({ theme: 'dark', keepAwake: false, ruleBooks: { series: { enteredBy: 7, source: ['x'] }, waterloo: 'x' } }))
    const s = useSettingsStore()
    expect(s.ruleBookProvenance('series')).toEqual({ enteredBy: '', source: '' })
    expect(s.ruleBookProvenance('waterloo')).toEqual({ enteredBy: '', source: '' })
    s.setRuleBookProvenance('waterloo', { enteredBy: 'Anna', source: '' })
    expect(s.ruleBookProvenance('waterloo')).toEqual({ enteredBy: 'Anna', source: '' })
    expect(s.themeChoice).toBe('dark')
  })
})
