import { describe, expect, it } from 'vitest'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { NAME_MAX } from '@/model/names'
import { BASES_LIMITS, countProblem, FACTOR_LIMIT, RATING_LIMIT } from './rosterLimits'
import { leaderProblems, newUnitProblems, troopProblems, unitEditProblems } from './rosterProblems'
import { presetState } from './rosterPresets'

const INF = 'a battalion has 3 to 6 bases (rules: Basing)'
const CAV = 'a regiment has 1 to 10 bases (rules: Basing)'

describe('bases per unit as the book prints them (Scale and Equipment: Basing)', () => {
  it('infantry 3–6 ("three bases for smaller battalions … six bases for larger")', () => {
    expect([BASES_LIMITS.infantry.min, BASES_LIMITS.infantry.max]).toEqual([3, 6])
  })
  it('cavalry 1–10 ("from one to six bases, although larger regiments may have eight to ten")', () => {
    expect([BASES_LIMITS.cavalry.min, BASES_LIMITS.cavalry.max]).toEqual([1, 10])
  })
  it('artillery 1–12 is only an input bound, and says so', () => {
    expect([BASES_LIMITS.artillery.min, BASES_LIMITS.artillery.max]).toEqual([1, 12])
    expect(BASES_LIMITS.artillery.why).toContain('the rules give no limit')
    expect(FACTOR_LIMIT.why).toContain('the rules give no limit')
    expect([FACTOR_LIMIT.min, FACTOR_LIMIT.max, RATING_LIMIT.min, RATING_LIMIT.max]).toEqual([0, 20, 0, 6])
  })
})

describe('countProblem: both sides of each edge, in player words', () => {
  it('infantry bases: 2 and 7 refused, 3 and 6 accepted', () => {
    expect(countProblem('Bases', 2, BASES_LIMITS.infantry)).toBe(`Bases: 2 is not allowed, ${INF}`)
    expect(countProblem('Bases', 3, BASES_LIMITS.infantry)).toBeNull()
    expect(countProblem('Bases', 6, BASES_LIMITS.infantry)).toBeNull()
    expect(countProblem('Bases', 7, BASES_LIMITS.infantry)).toBe(`Bases: 7 is not allowed, ${INF}`)
  })
  it('cavalry bases: 0 and 11 refused, 1 and 10 accepted', () => {
    expect(countProblem('Bases', 0, BASES_LIMITS.cavalry)).toBe(`Bases: 0 is not allowed, ${CAV}`)
    expect(countProblem('Bases', 1, BASES_LIMITS.cavalry)).toBeNull()
    expect(countProblem('Bases', 10, BASES_LIMITS.cavalry)).toBeNull()
    expect(countProblem('Bases', 11, BASES_LIMITS.cavalry)).not.toBeNull()
  })
  it('empty, NaN and null ask for a number; a fraction asks for a whole number; a typed string is read as a number', () => {
    expect(countProblem('Morale', '', RATING_LIMIT)).toBe('Morale: enter a number from 0 to 6 (rules: Leaders)')
    expect(countProblem('Morale', Number.NaN, RATING_LIMIT)).toBe('Morale: enter a number from 0 to 6 (rules: Leaders)')
    expect(countProblem('Morale', null, RATING_LIMIT)).toBe('Morale: enter a number from 0 to 6 (rules: Leaders)')
    expect(countProblem('Morale', 2.5, RATING_LIMIT)).toBe('Morale: enter a whole number from 0 to 6 (rules: Leaders)')
    expect(countProblem('Morale', '6', RATING_LIMIT)).toBeNull()
    expect(countProblem('Morale', '7', RATING_LIMIT)).toBe('Morale: 7 is not allowed, from 0 to 6 (rules: Leaders)')
  })
})

describe('newUnitProblems: every mistake at once', () => {
  it('no name and 2 infantry bases: both fields named', () => {
    expect(newUnitProblems({ name: ' ', arm: 'infantry', bases: 2 })).toEqual({ name: 'Give the unit a name', bases: `Bases: 2 is not allowed, ${INF}` })
  })
  it('a name too long, bases empty', () => {
    const p = newUnitProblems({ name: 'x'.repeat(NAME_MAX + 1), arm: 'cavalry', bases: '' })
    expect(Object.keys(p)).toEqual(['name', 'bases'])
    expect(p.bases).toBe(`Bases: enter a number ${CAV}`)
  })
  it('a good unit has no problems; 8 bases are fine for cavalry, not for infantry', () => {
    expect(newUnitProblems({ name: '45e Ligne', arm: 'infantry', bases: 4 })).toEqual({})
    expect(newUnitProblems({ name: '2e Cuirassiers', arm: 'cavalry', bases: 8 })).toEqual({})
    expect(newUnitProblems({ name: '45e Ligne', arm: 'infantry', bases: 8 })).toHaveProperty('bases')
  })
})

describe('troopProblems (a house-rule troop type)', () => {
  const good = { nation: 'Russian', troopType: 'Jäger', fire: 4, meleeFactor: 3, moraleFactor: 6, controlFactor: 3 }
  it('a good row, and a blank fire (cannot fire), have no problems', () => {
    expect(troopProblems(good)).toEqual({})
    expect(troopProblems({ ...good, fire: '' })).toEqual({})
  })
  it('everything wrong at once, each beside its field', () => {
    expect(troopProblems({ nation: '', troopType: ' ', fire: -1, meleeFactor: '', moraleFactor: 21, controlFactor: 1.5 })).toEqual({
      nation: 'Name the army this troop type belongs to',
      troopType: 'Name the troop type',
      fireFactor: 'Fire: -1 is not allowed, from 0 to 20 (the rules give no limit; this is only the form’s bound)',
      meleeFactor: 'Mêlée: enter a number from 0 to 20 (the rules give no limit; this is only the form’s bound)',
      moraleFactor: 'Morale: 21 is not allowed, from 0 to 20 (the rules give no limit; this is only the form’s bound)',
      controlFactor: 'Control: enter a whole number from 0 to 20 (the rules give no limit; this is only the form’s bound)',
    })
  })
  it('edges 0 and 20 accepted', () => {
    expect(troopProblems({ ...good, fire: 0, meleeFactor: 20, moraleFactor: 0, controlFactor: 20 })).toEqual({})
  })
})

describe('leaderProblems', () => {
  it('ratings are checked only when the form asks for them', () => {
    expect(leaderProblems({ name: 'Ney', ratings: null })).toEqual({})
    expect(leaderProblems({ name: '', ratings: null })).toEqual({ name: 'Give the leader a name' })
  })
  it('all three ratings at once: empty, 7, −1; 0 and 6 accepted', () => {
    expect(leaderProblems({ name: 'Neubronn', ratings: { leadership: Number.NaN, morale: 7, commandIndecision: -1 } })).toEqual({
      leadership: 'Leadership: enter a number from 0 to 6 (rules: Leaders)',
      morale: 'Morale: 7 is not allowed, from 0 to 6 (rules: Leaders)',
      commandIndecision: 'Command indecision: -1 is not allowed, from 0 to 6 (rules: Leaders)',
    })
    expect(leaderProblems({ name: 'Neubronn', ratings: { leadership: 0, morale: 6, commandIndecision: 3 } })).toEqual({})
  })
})

describe('unitEditProblems (the unit editor)', () => {
  const s = { ...presetState(findTroopType('French', 'Infantry', 'Line'), 'as printed'), lostBases: 2, damagedBases: 1 }
  it('only typed fields are checked', () => {
    expect(unitEditProblems(s, {})).toEqual({})
  })
  it('bases must hold the bases already lost and damaged, and stay within the book', () => {
    expect(unitEditProblems(s, { bases: 3 })).toEqual({})
    expect(unitEditProblems({ ...s, lostBases: 3 }, { bases: 3 })).toEqual({ bases: 'Bases: 3 lost and 1 damaged need at least 4' })
    expect(unitEditProblems(s, { bases: 2 })).toEqual({ bases: `Bases: 2 is not allowed, ${INF}` })
  })
  it('name, fire, mêlée, morale and control all at once; a blank fire means cannot fire', () => {
    expect(Object.keys(unitEditProblems(s, { name: '', fireFactor: 21, meleeFactor: -1, moraleFactor: '', controlFactor: 0.5 }))).toEqual(['name', 'fireFactor', 'meleeFactor', 'moraleFactor', 'controlFactor'])
    expect(unitEditProblems(s, { fireFactor: '', name: 'Old 45e' })).toEqual({})
  })
})
