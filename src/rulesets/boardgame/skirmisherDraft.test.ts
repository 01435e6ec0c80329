import { describe, expect, it } from 'vitest'
import { retreat } from '@/engine/boardgame/retreat'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { owedTests } from '@/rulesets/owed'
import type { BattleState } from '@/model/types'
import { combatDraft } from './combatDraft'
import { retreatDraft, retreatInputFor } from './retreatDraft'
import { cannotRelease, reabsorbDraft, releaseDraft, skirmisherOf } from './skirmisherDraft'
import { apply, asAction, quatreBras, unit } from './testkit'
import { addUnitDraft } from './unitOps'
import { bgState } from './unitState'
import { victoryInputOf } from './victoryView'

const released = (): BattleState => { const s = quatreBras(); return apply(s, releaseDraft(s, s.units['u1']!, 'k')) }

describe('boardgame skirmishers (seed 000, 6.1; 13.2 placement rule)', () => {
  it('a chip off the parent becomes a skirmisher beside it, in one action', () => {
    const s = quatreBras()
    const d = releaseDraft(s, s.units['u1']!, 'k')
    expect(d.label).toBe('2e Léger releases a skirmisher (3 elements left)')
    const after = apply(s, d)
    expect(bgState(after.units['u1']!).elements).toBe(3)
    expect(after.units['k']).toEqual({ id: 'k', side: 'a', name: '2e Léger skirmishers', kind: 'skirmisher', state: { type: 'skirmisher', nation: 'French', elements: 1, startingElements: 1, general: '', inSquare: false, status: 'active', parent: 'u1' } })
    expect(skirmisherOf(after, after.units['u1']!)?.id).toBe('k')
  })

  it('who may release: French and English line, élite of any army; one at a time; a chip to spare', () => {
    let s = released()
    expect(cannotRelease(s, s.units['u1']!)).toBe('2e Léger has its skirmisher out already (6.1: 1 skirmisher unit).')
    expect(cannotRelease(s, s.units['u2']!)).toBe('Only infantry releases skirmishers (6.1).')
    expect(cannotRelease(s, s.units['u3']!)).toBeNull()
    s = apply(s, addUnitDraft(s, unit({ side: 'b', name: 'Landwehr', nation: 'Prussian' }), 'p1'))
    s = apply(s, addUnitDraft(s, unit({ side: 'b', type: 'elite-infantry', name: 'Guard', nation: 'Prussian', elements: 1 }), 'p2'))
    expect(cannotRelease(s, s.units['p1']!)).toBe('Only French and English line infantry, or élite infantry of other armies, release skirmishers (6.1).')
    expect(cannotRelease(s, s.units['p2']!)).toBe('Guard has no chip left to release a skirmisher (6.1).')
    const two = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'p2', state: { elements: 2 } }] })
    expect(cannotRelease(two, two.units['p2']!)).toBeNull()
    expect(errorOf<RulesInputError>(() => releaseDraft(s, s.units['u2']!, 'z')).field).toBe('parent')
  })

  it('rejoins its parent: a chip back, never above the start; not counted as lost', () => {
    const s = released()
    const d = reabsorbDraft(s, s.units['k']!)
    expect(d.label).toBe('2e Léger skirmishers rejoin 2e Léger')
    const after = apply(s, d)
    expect(bgState(after.units['u1']!).elements).toBe(4)
    expect(bgState(after.units['k']!).status).toBe('absorbed')
    expect(victoryInputOf(after).lost.french).toBe(0)
    const full = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u1', state: { elements: 4 } }] })
    expect(reabsorbDraft(full, full.units['k']!).ops[1]).toEqual({ op: 'unit.patch', id: 'u1', state: { elements: 4 } })
    expect(errorOf<RulesInputError>(() => reabsorbDraft(s, s.units['u1']!)).message).toBe('2e Léger is not a skirmisher.')
    const gone = apply(s, { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u1', state: { status: 'eliminated' } }] })
    expect(errorOf<RulesInputError>(() => reabsorbDraft(gone, gone.units['k']!)).message).toBe('2e Léger skirmishers: its parent unit is no longer on the map.')
  })

  it('forced to retreat beside its parent, it falls back into it and rejoins; otherwise it retreats as a unit', () => {
    let s = released()
    const d = combatDraft(s.units['u3']!, s.units['k']!, { hits: 0, flags: 2 }, 2)
    s = apply(s, d)
    const test = owedTests([asAction(d, 1)])[0]!
    const input = retreatInputFor(s, s.units['k']!, test, { inBuildings: false, parentAdjacent: true, path: [] })
    const back = retreatDraft(s.units['k']!, test, retreat(input), input, s)
    expect(back.label).toBe('2e Léger skirmishers fall back into 2e Léger and rejoin')
    expect(back.detail?.settles).toEqual([test.id])
    expect(bgState(apply(s, back).units['u1']!).elements).toBe(4)
    const away = retreatInputFor(s, s.units['k']!, test, { inBuildings: false, parentAdjacent: false, path: ['empty', 'empty'] })
    expect(retreatDraft(s.units['k']!, test, retreat(away), away, s).label).toBe('2e Léger skirmishers retreats 2 hexes')
  })
})
