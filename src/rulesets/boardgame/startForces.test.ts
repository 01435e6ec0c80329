import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import { forcesCount, type ScenarioForces } from './scenarioForces'
import { startDraft } from './startForces'
import { apply, quatreBras } from './testkit'
import { bgState, bgUnits } from './unitState'

const fresh = () => initialState(testSetup({ ruleset: 'boardgame', figureScale: undefined, rulings: {} }))
const ids = () => { let n = 0; return () => `p${++n}` }
const census = (s: ReturnType<typeof fresh>, side: 'a' | 'b') => {
  const u = bgUnits(s, side)
  return { units: u.filter((x) => bgState(x).type !== 'general').length, generals: u.filter((x) => bgState(x).type === 'general').length }
}

describe('starting a scenario loads the forces the rule book gives (seed 000, 13.1–13.4)', () => {
  it('a hypothetical battle: 17 units and 3 generals a side as 13.4 prints them, in the one Start action', () => {
    const s0 = fresh()
    const d = startDraft(s0, 'hypothetical', 'physical', seededRandom(1), null, ids())
    const s = apply(s0, d)
    expect(census(s, 'a')).toEqual({ units: 17, generals: 3 })
    expect(census(s, 'b')).toEqual({ units: 17, generals: 3 })
    expect(s.battle.scenario).toBe('hypothetical')
    expect(d.label).toContain('Ney 17 units and 3 generals as printed (13.4); Wellington 17 units and 3 generals as printed (13.4)')
    const types = bgUnits(s, 'a').map((u) => bgState(u).type)
    expect(types.filter((t) => t === 'line-infantry')).toHaveLength(8)
    expect(types.filter((t) => t === 'elite-infantry')).toHaveLength(2)
    expect(types.filter((t) => t === 'horse-artillery')).toHaveLength(1)
    expect(bgUnits(s, 'b').every((u) => bgState(u).nation === 'English')).toBe(true)
    expect(bgUnits(s, 'a').map((u) => u.name).slice(0, 2)).toEqual(['Line infantry 1', 'Line infantry 2'])
  })
  it('a side the players have built keeps its units; the other is filled', () => {
    const s0 = quatreBras()
    const d = startDraft(s0, 'hypothetical', 'physical', seededRandom(1), null, ids())
    expect(d.label).toContain('Ney keeps the units already built')
    expect(bgUnits(apply(s0, d), 'a')).toHaveLength(2)
  })
  it('a historical scenario with nothing entered starts with an empty roster, as before', () => {
    const s0 = fresh()
    const d = startDraft(s0, 'quatre-bras', 'physical', seededRandom(1), null, ids())
    expect(d.ops.filter((o) => o.op === 'unit.put')).toHaveLength(0)
    expect(d.detail).toBeUndefined()
  })
  it('a historical scenario loads the owner’s entry, noting its version', () => {
    const forces: ScenarioForces = { units: [
      { side: 'french', type: 'line-infantry', name: '1er Léger', elements: 4, general: 'Ney', sector: 'left' },
      { side: 'french', type: 'general', name: 'Reille', elements: 1, general: '', sector: null },
      { side: 'allied', type: 'light-artillery', name: 'Rogers', elements: 2, general: '', sector: 'centre' },
    ] }
    const s0 = fresh()
    const d = startDraft(s0, 'quatre-bras', 'physical', seededRandom(1), { forces, recordId: 'boardgame-forces-quatre-bras', version: 3 }, ids())
    const s = apply(s0, d)
    expect(d.detail).toEqual({ forces: { record: 'boardgame-forces-quatre-bras', version: 3 } })
    expect(d.label).toContain('Ney 1 unit and 2 generals from your rule book (version 3)')
    expect(bgUnits(s, 'a').map((u) => [u.name, bgState(u).general, bgState(u).sector ?? null])).toEqual([['1er Léger', 'Ney', 'left'], ['Reille', '', null]])
    expect(bgState(bgUnits(s, 'b')[0]!).elements).toBe(2)
    expect(forcesCount(forces, 'french')).toEqual({ units: 1, generals: 2 })
  })
})
