import { describe, expect, it } from 'vitest'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { troopChoices, troopRecord } from './houseRules'
import { checkHouseTroops, gathered, houseTroopsRecord, MOST_HOUSE_TROOPS, troopRecordsOf, withoutTroop, withTroop } from './houseTroops'
import type { TroopFactors } from './rosterPresets'
import { ruleBook } from './ruleBook'

const jager: TroopFactors = { nation: 'Russian', arm: 'Infantry', troopType: 'Jager', fireFactor: 3, meleeFactor: 3, moraleFactor: 7, controlFactor: 2, skirmish: true }
const refusal = (data: unknown) => { try { checkHouseTroops(data); return null } catch (e) { return (e as Error).message } }
const t = (over: Record<string, unknown> = {}) => ({ ...jager, id: 'h1', note: 'club', ...over })

describe('house troop types as one record, so a pack carries them (issue 24)', () => {
  it('saves, replaces by id or by nation, arm and name, and removes', () => {
    let list = withTroop({ troops: [] }, jager, ' club ', 'h1')
    list = withTroop(list, { ...jager, meleeFactor: 4 }, '', 'h9')
    expect(list.troops).toEqual([{ ...jager, meleeFactor: 4, id: 'h9', note: '' }])
    expect(withoutTroop(list, 'h9').troops).toEqual([])
  })
  it('the Roster reads each troop as before: a changed printed row is a house rule in place', () => {
    const line = findTroopType('French', 'Infantry', 'Line')
    const r = houseTroopsRecord(withTroop(withTroop({ troops: [] }, jager, 'club', 'h1'), { ...line, moraleFactor: 8 }, '', 'h2'), 5)
    expect(r.version).toBe(1)
    const records = troopRecordsOf(r)
    expect(records.map((x) => [x.id, x.kind])).toEqual([['h1', 'troopType'], ['h2', 'houseRule']])
    expect(troopChoices('Russian', records)[0]).toMatchObject({ provenance: 'house rule', note: 'club', recordId: 'h1' })
    expect(troopChoices('French', records).find((c) => c.troop.troopType === 'Line' && c.troop.arm === 'Infantry')).toMatchObject({ provenance: 'house rule', troop: { moraleFactor: 8 } })
    expect(houseTroopsRecord({ troops: [] }, 6, r).version).toBe(2)
  })
  it('records of one troop each, from before, are gathered in; the list’s own win a clash', () => {
    const old = troopRecord({ ...jager, meleeFactor: 5 }, 'old note', 'h1', 1)
    const other = troopRecord({ ...jager, troopType: 'Opolchenie' }, 'house rule', 'h3', 1)
    const list = gathered(withTroop({ troops: [] }, jager, 'club', 'h1'), [old, other])
    expect(list.troops.map((x) => [x.id, x.troopType, x.meleeFactor, x.note])).toEqual([['h1', 'Jager', 3, 'club'], ['h3', 'Opolchenie', 3, '']])
  })
  it('refuses a bad record in player words, naming the troop and quoting the value', () => {
    expect(refusal(null)).toBe('Expected the house troop types, got null.')
    expect(refusal({ troops: [t({ arm: 'Navy' })] })).toBe('Troop type 1: arm is Infantry, Cavalry or Artillery, got "Navy".')
    expect(refusal({ troops: [t({ meleeFactor: '3' })] })).toBe('Troop type 1: meleeFactor must be a number, got "3".')
    expect(refusal({ troops: [t({ moraleFactor: null })] })).toBe('Troop type 1: mêlée, morale and control need numbers (only fire may be blank).')
    expect(refusal({ troops: [t({ controlFactor: 21 })] })).toBe('Troop type 1: Control: 21 is not allowed, from 0 to 20 (the rules give no limit; this is only the form’s bound).')
    expect(refusal({ troops: [t({ troopType: ' ' })] })).toBe('Troop type 1: Name the troop type.')
    expect(refusal({ troops: [t(), t({ id: 'h2' })] })).toBe('Troop type 2: "Russian Jager" is listed twice (also troop type 1).')
    expect(refusal({ troops: [t(), t({ troopType: 'Other' })] })).toBe('Troop type 2: its id "h1" is used twice.')
    expect(refusal({ troops: Array.from({ length: MOST_HOUSE_TROOPS + 1 }, (_, i) => t({ id: `h${i}` })) })).toBe(`At most ${MOST_HOUSE_TROOPS} troop types, got ${MOST_HOUSE_TROOPS + 1}.`)
  })
  it('the rule book: one optional entry, the texts lacking no table; a line per troop for the diff', () => {
    const e = ruleBook.entries[0]!
    expect([e.id, e.kind, e.recordKind]).toEqual(['wargaming-house-troops', 'table', 'troopType'])
    expect(e.note).toMatch(/^The texts give every printed table/)
    expect(e.status(undefined)).toEqual({ filled: 0, total: 0, summary: '' })
    expect(e.lines({ troops: [t({ fireFactor: null })] })).toEqual([{ key: 'russian|infantry|jager', label: 'Russian Jager (infantry)', text: 'fire -, mêlée 3, morale 7, control 2, may skirmish' }])
  })
})
