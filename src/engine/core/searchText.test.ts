import { describe, expect, it } from 'vitest'
import { normalizeForSearch } from './searchText'

describe('text as typed into a search box', () => {
  it('drops accents, case, quotes and stops; turns dashes, commas, slashes and brackets into spaces; collapses spaces', () => {
    expect(normalizeForSearch('Frésia')).toBe('fresia')
    expect(normalizeForSearch('Lefebvre-Desnouettes')).toBe('lefebvre desnouettes')
    expect(normalizeForSearch("D'Urban")).toBe('durban')
    expect(normalizeForSearch('D’Urban')).toBe('durban')
    expect(normalizeForSearch('Crauford, "Black Bob"')).toBe('crauford black bob')
    expect(normalizeForSearch('Soult, P.')).toBe('soult p')
    expect(normalizeForSearch('British/KGL')).toBe('british kgl')
    expect(normalizeForSearch('Kellermann (younger)')).toBe('kellermann younger')
    expect(normalizeForSearch('  Mêlée   factor\t')).toBe('melee factor')
    expect(normalizeForSearch('Castaños')).toBe('castanos')
  })
})
