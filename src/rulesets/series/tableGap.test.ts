import { describe, expect, it } from 'vitest'
import { fire } from '@/engine/series/fire'
import { melee } from '@/engine/series/melee'
import type { FireTable } from '@/engine/series/fireTable'
import type { MeleeTable } from '@/engine/series/meleeTable'
import { fireInputFor, type FireChoices } from './combatInput'
import { meleeInputFor, type MeleeChoices } from './meleeChoices'
import { tableGap } from './tableGap'
import { apply, smallBattle } from './testkit'
import { formationDraft } from './unitOps'

const FIRE_TABLE: FireTable = { id: 'series-fire-table', title: 'Fire Table', source: 'test', columns: [{ min: 1, max: 9 }], rows: [{ die: { min: 1, max: 6 }, cells: ['1'] }] }
const MELEE_TABLE: MeleeTable = { id: 'series-melee-table', title: 'Melee Table', source: 'test', columns: [{ attacker: 1, defender: 1 }], rows: [{ die: { min: 1, max: 6 }, cells: ['0/1'] }] }
const FIRE: FireChoices = { kind: 'defensive', distances: {}, direction: 'front', targetInTownOrCastle: false, enteredResult: '' }
const MELEE: MeleeChoices = { direction: 'front', charge: '', attackerLeader: null, defenderLeader: null, enteredResult: '' }

describe('a play-aid table with no place for this combat: the players enter the result (issue 21)', () => {
  it('fire on a square (+1, 7.10) with no die row 7: the gap is said, and the result typed is used as typed, no dice', () => {
    const s = apply(smallBattle(), formationDraft(smallBattle().units.u1!, 'square', 1))
    const bare = fireInputFor(s, [s.units.u3!], s.units.u1!, FIRE, FIRE_TABLE)
    expect(tableGap(fire, bare)).toBe('The Fire Table has no row for a modified die of 7: add it (enter from your play aid) or enter the result.')
    const typed = fireInputFor(s, [s.units.u3!], s.units.u1!, { ...FIRE, enteredResult: ' 2 ' }, FIRE_TABLE)
    expect([typed.fireTable, typed.enteredResult]).toEqual([undefined, '2'])
    expect(fire.dice(typed)).toEqual([])
    const r = fire.resolve(typed, [])
    expect([r.outcome.steps, r.working.find((l) => l.label === 'Fire Table result entered by the players')?.value]).toEqual([2, '2'])
  })
  it('a table that answers every roll leaves no gap; a melee at odds the table lacks has one', () => {
    const s = smallBattle()
    expect(tableGap(fire, fireInputFor(s, [s.units.u3!], s.units.u1!, FIRE, FIRE_TABLE))).toBeNull()
    expect(tableGap(fire, null)).toBeNull()
    const m = meleeInputFor(s, [s.units.u1!], s.units.u3!, { ...MELEE, directions: {} }, { ...MELEE_TABLE, columns: [{ attacker: 3, defender: 1 }] })
    expect(tableGap(melee, m)).toMatch(/^Odds 14:12 are below the Melee Table/)
  })
})
