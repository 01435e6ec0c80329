import { describe, expect, it } from 'vitest'
import type { BattleState } from '@/model/types'
import { firerTerrainChoices, offeredFirers, reactingUnits, targetTerrainChoices, whyCannotAct, whyNotAtThisDistance } from './offers'
import { apply, smallBattle } from './testkit'
import { addUnitDraft, disorderDraft } from './unitOps'
import { asJson } from './unitState'

/** smallBattle plus French heavy artillery (u5) and heavy cavalry (u6). */
function battle(): BattleState {
  let s = smallBattle()
  s = apply(s, addUnitDraft('a', 'heavy-artillery', 'Grande Batterie', 'French', 'u5'))
  s = apply(s, addUnitDraft('a', 'heavy-cavalry', '1er Cuirassiers', 'French', 'u6'))
  return s
}
const notOffered = (list: ReturnType<typeof firerTerrainChoices>) => Object.fromEntries(list.filter((c) => c.notOffered).map((c) => [c.id, c.notOffered]))
const BUILT_UP = ['farm', 'town', 'fortified']

// Ruling 27: what seed 000 forbids and seed 003 does not change stays forbidden; the screens never offer it.
describe('what the fire and special-action screens offer (ruling 27)', () => {
  it('seed 000 §8.4: cavalry may not fire or charge from a building, nor attack into one', () => {
    const cav = battle().units['u6']!
    expect(notOffered(firerTerrainChoices(cav))).toEqual({
      farm: 'Cavalry may enter a building but may not fire or charge from it (Farm; seed 000, 8.4).',
      town: 'Cavalry may enter a building but may not fire or charge from it (Town; seed 000, 8.4).',
      fortified: 'Cavalry may enter a building but may not fire or charge from it (Fortified Build.; seed 000, 8.4).',
    })
    expect(Object.keys(notOffered(targetTerrainChoices(cav)))).toEqual(BUILT_UP)
    expect(notOffered(targetTerrainChoices(cav)).town).toBe("Cavalry can't attack a unit inside a building (Town; seed 000, 8.4).")
  })

  it('seed 000 §8.5: artillery in a stream or marsh does not fire; the other reading of ruling 27 offers it', () => {
    const guns = battle().units['u5']!
    expect(notOffered(firerTerrainChoices(guns))).toEqual({ stream: 'Artillery in a stream or marsh can NOT fire at all (seed 000, 8.5; ruling 27).' })
    expect(notOffered(firerTerrainChoices(guns, { seed000Prohibitions: 'artillery fires from stream' }))).toEqual({})
    expect(notOffered(targetTerrainChoices(guns))).toEqual({})
  })

  it('infantry, or no firer chosen yet: every terrain, open ground first, as printed after it', () => {
    const s = battle()
    expect(notOffered(firerTerrainChoices(s.units['u1']!))).toEqual({})
    expect(notOffered(targetTerrainChoices(s.units['u1']!))).toEqual({})
    expect(firerTerrainChoices(null).map((c) => c.id)).toEqual(['open', 'wood', 'orchard', 'hill', 'farm', 'town', 'fortified', 'stream', 'bridge', 'field', 'impassable'])
    expect(targetTerrainChoices(null).every((c) => c.notOffered === null)).toBe(true)
    // A firer at its DP limit still sees the terrain reasons, not only "removed".
    const worn = { ...s.units['u6']!, state: asJson({ ...s.units['u6']!.state, disorderPoints: 3 }) }
    expect(Object.keys(notOffered(firerTerrainChoices(worn)))).toEqual(BUILT_UP)
  })

  it('seed 003 §7.3 "Cavalry: only adjacent": a charge is offered only in contact (0 on the tape)', () => {
    const s = battle()
    expect(whyNotAtThisDistance(s.units['u6']!, false)).toBe('Cavalry attacks only when facing and adjacent: shock in contact, not at a distance (seed 003, 7.3).')
    expect(whyNotAtThisDistance(s.units['u6']!, true)).toBeNull()
    expect(whyNotAtThisDistance(s.units['u1']!, false)).toBeNull()
    expect(whyNotAtThisDistance(s.units['u5']!, false)).toBeNull()
  })

  it('seed 003 §6.0: a unit at its DP limit is not offered as a firer, with the reason; one below still is', () => {
    let s = battle()
    const at = (id: string, dp: number) => ({ ...s.units[id]!, state: asJson({ ...s.units[id]!.state, disorderPoints: dp }) })
    expect(whyCannotAct(at('u6', 2))).toBeNull()
    expect(whyCannotAct(at('u6', 3))).toBe('1er Cuirassiers with 3 disorder points was removed at 3 disorder points and can no longer fire (seed 003, 6.0).')
    expect(whyCannotAct(at('u1', 3))).toBeNull()
    expect(whyCannotAct(at('u1', 4))).toMatch(/^45e Ligne with 4 disorder points was removed at 4 disorder points/)
    s = apply(s, disorderDraft(s.units['u3']!, 3)) // 10th Hussars removed through the screens' own draft
    expect(whyCannotAct(s.units['u3']!)).toBe('10th Hussars is removed.')
    const units = [s.units['u1']!, s.units['u3']!, at('u5', 3), s.units['u6']!]
    const r = offeredFirers(units)
    expect(r.offered.map((u) => u.id)).toEqual(['u1', 'u6'])
    expect(r.notOffered.map((n) => [n.unit.id, n.reason])).toEqual([
      ['u3', '10th Hussars is removed.'],
      ['u5', 'Grande Batterie with 3 disorder points was removed at 3 disorder points and can no longer fire (seed 003, 6.0).'],
    ])
  })

  it('seed 003 §9.3: each special action offers only its kind of unit, never one at its DP limit', () => {
    const s = battle()
    const units = Object.values(s.units)
    expect(reactingUnits(units, 'artillery-opportunity-fire').map((u) => u.id)).toEqual(['u5'])
    expect(reactingUnits(units, 'cavalry-countercharge').map((u) => u.id)).toEqual(['u3', 'u6'])
    expect(reactingUnits(units, 'form-square').map((u) => u.id)).toEqual(['u1', 'u2'])
    const spent = units.map((u) => (u.id === 'u5' ? { ...u, state: asJson({ ...u.state, disorderPoints: 3 }) } : u))
    expect(reactingUnits(spent, 'artillery-opportunity-fire')).toEqual([])
  })
})
