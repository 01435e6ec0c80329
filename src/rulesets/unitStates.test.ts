import { describe, expect, it } from 'vitest'
import { fold } from '@/model/fold'
import { restoreBattleFile } from '@/model/restore'
import { patch, put, testLog, testSetup, TEST_UNIT_STATE } from '@/test-utils/battles'
import type { Op } from '@/model/types'
import oldMiniatures from './miniatures/fixtures/unit-state-v1.json'
import { KNOWN_RULESETS } from './known'
import { RULESETS } from './list'
import { checkUnitStates, migrateUnitStates } from './unitStates'

const mini = (id: string, state: Record<string, unknown> = {}): Op => ({
  op: 'unit.put',
  unit: { id, side: 'a', name: id, kind: 'infantry', state: { type: 'french-infantry', flag: 'French', disorderPoints: 0, status: 'active', generalAttached: false, inSquare: false, engaged: false, facing: '', sector: null, ...state } as never },
})
const miniSetup = () => testSetup({ ruleset: 'miniatures', stateVersion: 2 })

describe('unit states are the ruleset’s own, checked on every read and import', () => {
  it('every manifest gives a schema for the kinds its units are made with and a version ≥ 1', () => {
    for (const r of RULESETS) expect(r.unitState.version).toBeGreaterThanOrEqual(1)
    expect(RULESETS.find((r) => r.id === 'wargaming')?.unitState.schemaFor('leader')).not.toBeNull()
    expect(RULESETS.find((r) => r.id === 'miniatures')?.unitState.schemaFor('general')).not.toBeNull()
  })

  it('a whole wargaming unit and patches of its fields pass', () => {
    expect(checkUnitStates(testSetup(), testLog([put('u1')], [patch('u1', { lostBases: 1, status: 'routed off table' })]))).toBeNull()
  })

  it('a miniatures unit with a type the reference sheet lacks ("fr-inf") is refused, naming the field', () => {
    expect(checkUnitStates(miniSetup(), testLog([mini('u1', { type: 'fr-inf' })]))).toMatch(/^actions\[0\]\.ops\[0\]\.unit\.state\.type: expected one of/)
  })

  it('a patch with a value its field cannot hold is refused; an unknown kind of unit is refused', () => {
    expect(checkUnitStates(testSetup(), testLog([put('u1')], [patch('u1', { lostBases: -1 })]))).toMatch(/^actions\[1\]\.ops\[0\]\.state\.lostBases/)
    const odd: Op = { op: 'unit.put', unit: { id: 'x', side: 'a', name: 'x', kind: 'dragon', state: TEST_UNIT_STATE } }
    expect(checkUnitStates(testSetup(), testLog([odd]))).toBe('actions[0].ops[0].unit.state: this rule system has no unit of kind "dragon"')
  })

  it('a missing field of a whole state is named', () => {
    const { nation: _, ...rest } = TEST_UNIT_STATE
    const op: Op = { op: 'unit.put', unit: { id: 'u1', side: 'a', name: 'u', kind: 'infantry', state: rest } }
    expect(checkUnitStates(testSetup(), testLog([op]))).toBe('actions[0].ops[0].unit.state.nation: is missing')
  })

  it('a battle from a newer app, or a ruleset this app lacks, is refused with a plain message', () => {
    expect(migrateUnitStates(testSetup({ stateVersion: 9 }), [])).toEqual({ ok: false, message: expect.stringMatching(/newer Aide-de-Camp/) as string })
    expect(migrateUnitStates(testSetup({ ruleset: 'chess' as never }), [])).toEqual({ ok: false, message: 'setup.ruleset: this app has no rule system "chess"' })
  })
})

describe('miniatures unit state version 1 (the fixture of the old shape) migrates to version 2', () => {
  it('"nation" becomes "flag" in the unit and in later patches; the battle folds as it was played', () => {
    const restored = restoreBattleFile(oldMiniatures, KNOWN_RULESETS)
    expect(restored.ok).toBe(true)
    if (!restored.ok) return
    expect(restored.file.setup.stateVersion).toBe(2)
    const state = fold(restored.file.setup, restored.file.actions)
    expect(state.units['u1']?.state).toEqual({ type: 'french-infantry', flag: 'English', disorderPoints: 1, status: 'active', generalAttached: false, inSquare: false, engaged: false, facing: '', sector: null })
  })

  it('a current battle is returned untouched', () => {
    const actions = testLog([mini('u1')])
    const same = migrateUnitStates(miniSetup(), actions)
    expect(same.ok && same.actions).toBe(actions)
  })
})
