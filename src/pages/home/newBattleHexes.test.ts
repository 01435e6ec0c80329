import { describe, expect, it, vi } from 'vitest'
import type { RulesetManifest } from '@/rulesets/manifest'

// Two made-up hex rulesets, so the form's hex logic is tested whatever the real list holds.
const offer = (id: string, hexes: RulesetManifest['newBattle']['hexes']) =>
  ({ id, title: id, newBattle: { figureScales: [], tableUnits: ['cm', 'mm', 'in'], nationalities: [], hexes } }) as unknown as RulesetManifest
const LIST = [offer('printed', { ground: 'a segment', tableMm: 80 }), offer('owner', { ground: 'about 250 m' }), offer('tape', undefined)]
vi.mock('@/rulesets/list', () => ({
  RULESETS: LIST,
  RULESET_IDS: LIST.map((r) => r.id),
  rulesetManifest: (id: string) => LIST.find((r) => r.id === id),
}))

const { draftHexMm, draftProblems, hexSizeBounds, emptyDraft, measuresOnTable, toNewBattleInput } = await import('./newBattleDraft')
const named = (ruleset: string) => ({ ...emptyDraft(), ruleset, name: 'Ligny', sides: [{ name: 'French', nationality: '' }, { name: 'Prussians', nationality: '' }] }) as ReturnType<typeof emptyDraft>

describe('new battle of a hex ruleset: map or table', () => {
  it('on the printed map: no tape unit and no hex length are kept', () => {
    const d = named('owner')
    expect(measuresOnTable(d)).toBe(false)
    expect(toNewBattleInput(d)).not.toHaveProperty('tableUnit')
    expect(toNewBattleInput(d)).not.toHaveProperty('hexMm')
    expect(draftProblems(d)).toEqual({})
  })

  it('on a table with the length the text gives (8 cm), nothing more to enter', () => {
    const d = { ...named('printed'), playedOn: 'table' as const }
    expect(measuresOnTable(d)).toBe(true)
    expect(toNewBattleInput(d)).toMatchObject({ tableUnit: 'cm', hexMm: 80 })
    expect(draftProblems(d)).toEqual({})
  })

  it('the owner’s hex length, in the tape unit, wins over the printed one: 3 in = 76.2 mm', () => {
    const d = { ...named('printed'), playedOn: 'table' as const, tableUnit: 'in' as const, hexSize: 3 as const }
    expect(draftHexMm(d)).toBeCloseTo(76.2, 9)
  })

  it('where the text gives no length the owner must enter one, and 0 is refused, in player words', () => {
    const d = { ...named('owner'), playedOn: 'table' as const }
    expect(draftProblems(d)).toEqual({ hexSize: 'Enter how long one hex is on your table' })
    expect(draftProblems({ ...d, hexSize: 0 })).toEqual({ hexSize: 'One hex: enter a number from 0.1 to 100 cm.' })
    expect(draftProblems({ ...d, hexSize: 1e308 })).toEqual({ hexSize: 'One hex: enter a number from 0.1 to 100 cm.' })
    expect(draftProblems({ ...d, tableUnit: 'in' as const, hexSize: 40 })).toEqual({ hexSize: 'One hex: enter a number from 0.04 to 39.37 in.' })
    expect(toNewBattleInput({ ...d, hexSize: 12.5 })).toMatchObject({ tableUnit: 'cm', hexMm: 125 })
  })

  it('a ruleset without hexes keeps its tape unit and never stores a hex length', () => {
    const d = { ...named('tape'), playedOn: 'table' as const, hexSize: 5 as const }
    expect(measuresOnTable(d)).toBe(true)
    expect(toNewBattleInput(d)).not.toHaveProperty('hexMm')
  })

  it('a hex of 1e308 or 0 cm never reaches the battle: no hex length is kept', () => {
    const d = { ...named('owner'), playedOn: 'table' as const }
    expect(draftHexMm({ ...d, hexSize: 1e308 })).toBeNull()
    expect(draftHexMm({ ...d, hexSize: 0 })).toBeNull()
    expect(hexSizeBounds('mm')).toMatchObject({ min: 1, max: 1000 })
  })
})
