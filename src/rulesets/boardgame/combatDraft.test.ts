import { describe, expect, it } from 'vitest'
import { combat } from '@/engine/boardgame/combat'
import { owedTests } from '@/rulesets/owed'
import { combatDraft, combatInputFor, NO_COMBAT_CHOICES, retreatOwed } from './combatDraft'
import { apply, asAction, quatreBras, unit } from './testkit'
import { addUnitDraft } from './unitOps'
import { victoryInputOf } from './victoryView'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { bgState } from './unitState'

const DICE = { source: 'physical' as const, dice: [{ role: 'battle die 1', die: 'battle', face: 'infantry' }] }

describe('boardgame combat from the units (seed 000, 7.31, 9.0)', () => {
  it('reads the firer\'s strength, general and square and the target\'s from the units, with the battle\'s rulings', () => {
    const s = quatreBras()
    const input = combatInputFor(s, s.units['u1']!, s.units['u3']!, 2, { ...NO_COMBAT_CHOICES, targetTerrain: 'woods', leadership: true })
    expect(input).toEqual({
      firer: { type: 'line-infantry', elements: 4, generalAttached: true, leadership: true, inSquare: false, terrain: 'open', enteredWoodsOrBuildings: false },
      target: { type: 'line-infantry', elements: 4, inSquare: false, terrain: 'woods' },
      range: 2, flankOrRear: false,
      rulings: { blockedRetreat: 'one element', retreatCancelFirst: 'cancel first', generalDieForSmallUnits: 'extra die', fieldsDie: 'minus one', scenarioLosses: 'replace', garrisonAsInfantry: 'as infantry' },
    })
    // 7.31: infantry 3 dice at 2 hexes; Leadership: the general gives 2; woods −1 (8.1) = 4 dice.
    expect(combat.dice(input)).toHaveLength(4)
    expect(combatInputFor(s, s.units['u2']!, s.units['u4']!, 1, NO_COMBAT_CHOICES).firer.generalAttached).toBe(false)
  })

  it('takes a chip per hit and owes the flags as a retreat (10.0)', () => {
    const s = quatreBras()
    const d = combatDraft(s.units['u1']!, s.units['u3']!, { hits: 2, flags: 1 }, 2, DICE, { range: 2 })
    expect(d).toEqual({
      kind: 'combat.applied', by: 'a', label: '2e Léger fires at 92nd Foot: 2 hits, 1 flag (2 left)',
      ops: [{ op: 'unit.patch', id: 'u3', state: { elements: 2 } }],
      detail: {
        firerId: 'u1', targetId: 'u3', range: 2, hits: 2, flags: 1, input: { range: 2 }, notes: ['2 hits: 2 elements off (seed 000, 9.31)'],
        owes: [{ kind: 'retreat', unitIds: ['u3'], label: '92nd Foot: 1 retreat flag', reason: '1 flag: one hex back for each (seed 000, 10.0 Retreat)', prefill: { flags: 1, firerAdjacent: false } }],
        flow: [{ t: 'fire', unit: 'u1' }],
      },
      dice: DICE,
    })
    const owed = owedTests([asAction(d, 1)])
    expect(owed.map((t) => t.id)).toEqual(['s1.0'])
    expect(bgState(apply(s, d).units['u3']!).elements).toBe(2)
  })

  it('eliminates at no elements left and owes nothing more', () => {
    const s = apply(quatreBras(), { kind: 'x', label: 'x', ops: [{ op: 'unit.patch', id: 'u1', state: { general: '' } }] })
    const d = combatDraft(s.units['u2']!, s.units['u4']!, { hits: 2, flags: 1 }, 1)
    expect(d.kind).toBe('combat.eliminated')
    expect(d.label).toBe('Cuirassiers fires at Rogers: 2 hits, 1 flag — eliminated')
    expect(d.ops).toEqual([{ op: 'unit.patch', id: 'u4', state: { elements: 0, status: 'eliminated', general: '' } }])
    expect(d.detail?.owes).toBeUndefined()
    expect(d.dice).toBeUndefined()
    expect(d.detail?.input).toBeUndefined()
  })

  it('a shot with no effect changes nothing; flags alone are owed with an adjacent firer noted', () => {
    const s = quatreBras()
    const none = combatDraft(s.units['u1']!, s.units['u3']!, { hits: 0, flags: 0 }, 3)
    expect(none.label).toBe('2e Léger fires at 92nd Foot: no effect')
    expect(none.ops).toEqual([])
    expect(none.detail?.owes).toBeUndefined()
    const flags = combatDraft(s.units['u2']!, s.units['u3']!, { hits: 0, flags: 2 }, 1)
    expect(flags.label).toBe('Cuirassiers fires at 92nd Foot: 2 flags')
    expect(flags.detail?.owes).toEqual([{ kind: 'retreat', unitIds: ['u3'], label: '92nd Foot: 2 retreat flags', reason: '2 flags: one hex back for each (seed 000, 10.0 Retreat)', prefill: { flags: 2, firerAdjacent: true } }])
    // 9.4 #11: artillery fired on from an adjacent hex takes its flags as losses, in the same action: nothing owed.
    const battery = combatDraft(s.units['u1']!, s.units['u4']!, { hits: 0, flags: 2 }, 1)
    expect(battery.label).toBe('2e Léger fires at Rogers: 2 flags — eliminated; artillery fired on by an adjacent unit: 2 flags taken as losses (seed 000, 9.4 #11)')
    expect(battery.detail?.owes).toBeUndefined()
    // 10.0 F: a square ignores its flags and is never put on the owed list.
    const sq = combatDraft(s.units['u2']!, { ...s.units['u3']!, state: { ...s.units['u3']!.state, inSquare: true } }, { hits: 0, flags: 2 }, 1)
    expect(sq.label).toBe('Cuirassiers fires at 92nd Foot: 2 flags; in square: ignores 2 flags (seed 000, 10.0 F, 9.4 #8)')
    expect(sq.detail?.owes).toBeUndefined()
    expect(combatDraft(s.units['u1']!, s.units['u3']!, { hits: 1, flags: 0 }, 1).label).toBe('2e Léger fires at 92nd Foot: 1 hit (3 left)')
  })

  // 9.53: the unit is eliminated, its general stays alone in the hex and must retreat for the flags.
  it('an eliminated unit leaves its general alone, owing the flags', () => {
    const s = quatreBras()
    const d = combatDraft(s.units['u3']!, s.units['u1']!, { hits: 4, flags: 2 }, 1, undefined, undefined, 'g9')
    expect(d.label).toBe('92nd Foot fires at 2e Léger: 4 hits, 2 flags — eliminated; Reille is left alone in the hex')
    const after = apply(s, d)
    expect(after.units['g9']).toMatchObject({ name: 'Reille', kind: 'general', side: 'a' })
    expect(bgState(after.units['u1']!)).toMatchObject({ status: 'eliminated', general: '' })
    expect(d.detail?.owes).toEqual([{ kind: 'retreat', unitIds: ['g9'], label: 'Reille: 2 retreat flags', reason: 'his unit eliminated, he retreats on the flags rolled (seed 000, 9.53)', prefill: { flags: 2, firerAdjacent: true } }])
    expect(combatDraft(s.units['u3']!, s.units['u1']!, { hits: 4, flags: 0 }, 1).ops[1]).toMatchObject({ op: 'unit.put', unit: { id: 'u1-general' } })
    expect(combatDraft(s.units['u3']!, s.units['u1']!, { hits: 4, flags: 0 }, 1).detail?.owes).toBeUndefined()
  })

  // 9.51: a lone general is hit only on a general face; killed, he is an eliminated unit (9.52). 7.32.5: he never fires.
  it('a lone general: hit only on a general, killed when hit; never a firer', () => {
    let s = quatreBras()
    s = apply(s, addUnitDraft(s, unit({ side: 'b', type: 'general', name: 'Picton', nation: 'English' }), 'g'))
    const input = combatInputFor(s, s.units['u1']!, s.units['g']!, 2, NO_COMBAT_CHOICES)
    expect(input.target).toEqual({ type: 'lone-general', terrain: 'open' })
    // 3 dice + 1 for Reille = 4: P(killed) = 1 − (5/6)⁴ = 671/1296.
    const dist = combat.distribution(input)
    expect(dist.total).toBe(1296)
    expect(dist.outcomes.filter((o) => o.value.hits === 1).reduce((n, o) => n + o.count, 0)).toBe(671)
    const d = combatDraft(s.units['u1']!, s.units['g']!, { hits: 1, flags: 1 }, 2)
    expect(d.label).toBe('2e Léger fires at Picton: 1 hit, 1 flag — killed: an eliminated unit (9.52)')
    expect(d.detail?.owes).toBeUndefined()
    expect(victoryInputOf(apply(s, d)).lost.english).toBe(1)
    expect(victoryInputOf(apply(s, d)).units).toEqual({ french: 2, allied: 2 })
    expect(errorOf<RulesInputError>(() => combatInputFor(s, s.units['g']!, s.units['u1']!, 1, NO_COMBAT_CHOICES)).message).toBe('Picton: a general by himself cannot attack (7.32.5).')
  })

  it('retreatOwed says one flag or several', () => {
    const s = quatreBras()
    expect(retreatOwed(s.units['u3']!, 1, true).label).toBe('92nd Foot: 1 retreat flag')
    expect(retreatOwed(s.units['u3']!, 3, false).prefill).toEqual({ flags: 3, firerAdjacent: false })
  })
})
