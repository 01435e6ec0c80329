import { describe, expect, it } from 'vitest'
import type { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { combatEffects } from './combatEffects'
import { combatEffect, hitsColumn } from './combatEffectsTable'
import { commandDiceRoll } from './commandDice'
import { checkDisorderPoints } from './disorder'
import { fire } from './fire'
import { modifiedFireValue } from './fireValue'
import { sectorOf } from './gamingTable'
import { generalCapture } from './generalCapture'
import { hitsFor, type HitsTable } from './hitsTable'
import { opportunityFire } from './opportunityFire'
import { movementOption, unitType } from './referenceSheet'
import { measure } from './ruler'
import { specialAction } from './specialAction'
import { fireValueFor } from './targetKind'
import { victory } from './victory'

/** Every refusal carries a code and the field it names, so a screen can put the message beside that field. */
const codeAndField = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  return `${e.code} ${e.field}`
}
const TABLE: HitsTable = { id: 't', title: 't', source: 'test', die: 'd6', rows: [{ from: 0, to: 5, hits: [0, 0, 1, 1, 2, 3] }] }
const charge = { nation: 'English' as const, distance: 14, unit: 'cm' as const, chargedFrom: 'front' as const }

describe('refusals name their code and field', () => {
  it.each([
    ['fire: a general cannot fire', () => modifiedFireValue({ firer: 'general', range: 1, target: 'french-infantry' }), 'forbidden firer'],
    ['fire: unknown firer', () => modifiedFireValue({ firer: 'hussar', range: 1, target: 'french-infantry' }), 'unknown-value firer'],
    ['fire: unknown target', () => modifiedFireValue({ firer: 'french-infantry', range: 1, target: 'hussar' }), 'unknown-value target'],
    ['fire: unknown firer terrain', () => modifiedFireValue({ firer: 'french-infantry', range: 1, target: 'french-infantry', firerTerrain: 'lake' }), 'unknown-value firerTerrain'],
    ['fire: unknown target terrain (hits step)', () => fire.resolve({ firer: 'french-infantry', range: 1, target: 'french-infantry', enteredHits: 1, targetTerrain: 'lake' }, [1]), 'unknown-value targetTerrain'],
    ['fire: square is for infantry only', () => modifiedFireValue({ firer: 'heavy-cavalry', range: 1, target: 'french-infantry', firingFromSquare: true }), 'not-allowed-together firingFromSquare'],
    ['fire: no hits table and no hits entered', () => fire.resolve({ firer: 'french-infantry', range: 1, target: 'french-infantry' }, []), 'missing-table hitsTable'],
    ['fire: hits entered must be whole', () => fire.dice({ firer: 'french-infantry', range: 1, target: 'french-infantry', enteredHits: 1.5 }), 'out-of-range enteredHits'],
    ['fire: combat effects D6 face', () => fire.resolve({ firer: 'french-infantry', range: 1, target: 'french-infantry', enteredHits: 1 }, [7]), 'bad-face combat effects D6'],
    ['effects: combat effects D6 face', () => combatEffects.resolve({ hits: 1, target: 'french-infantry' }, [0]), 'bad-face combat effects D6'],
    ['effects: a unit already removed', () => combatEffects.resolve({ hits: 1, target: 'french-infantry', disorderPoints: 4 }, [1]), 'out-of-range disorderPoints'],
    ['effects table: hits below 1', () => hitsColumn(0), 'out-of-range hits'],
    ['effects table: a die roll of 7', () => combatEffect(1, 7), 'bad-face die roll'],
    ['disorder points: negative', () => checkDisorderPoints(-1), 'out-of-range disorderPoints'],
    ['disorder points: not a number', () => checkDisorderPoints('2', 'cavalryDisorderPoints'), 'out-of-range cavalryDisorderPoints'],
    ['command dice: 4 dice', () => commandDiceRoll.dice({ count: 4 as 5 }), 'out-of-range count'],
    ['command dice: faces short', () => commandDiceRoll.resolve({ count: 5 }, ['flag']), 'out-of-range faces'],
    ['gaming table: off the table', () => sectorOf(181), 'out-of-range position'],
    ['gaming table: negative position', () => sectorOf(-1), 'out-of-range position'],
    ['general capture: D10 face', () => generalCapture.resolve({}, [11]), 'bad-face D10'],
    ['hits table: no row for the fire value', () => hitsFor(TABLE, 6, 1), 'missing-table hitsTable.rows'],
    ['opportunity fire: a reacting unit that is not artillery', () => opportunityFire.dice({ ...charge, artillery: 'french-infantry', cavalry: 'heavy-cavalry' }), 'not-allowed-together artillery'],
    ['opportunity fire: a charger that is not cavalry', () => opportunityFire.dice({ ...charge, artillery: 'heavy-artillery', cavalry: 'french-infantry' }), 'not-allowed-together cavalry'],
    ['opportunity fire: unknown artillery type', () => opportunityFire.dice({ ...charge, artillery: 'mortar', cavalry: 'heavy-cavalry' }), 'unknown-value artillery'],
    ['opportunity fire: unknown cavalry type', () => opportunityFire.dice({ ...charge, artillery: 'heavy-artillery', cavalry: 'camels' }), 'unknown-value cavalry'],
    ['opportunity fire: unknown artillery terrain', () => opportunityFire.dice({ ...charge, artillery: 'heavy-artillery', cavalry: 'heavy-cavalry', artilleryTerrain: 'lake' }), 'unknown-value artilleryTerrain'],
    ['opportunity fire: cavalry already removed', () => opportunityFire.dice({ ...charge, artillery: 'heavy-artillery', cavalry: 'heavy-cavalry', cavalryDisorderPoints: 3 }), 'out-of-range cavalryDisorderPoints'],
    ['opportunity fire: faces short', () => opportunityFire.resolve({ ...charge, artillery: 'heavy-artillery', cavalry: 'heavy-cavalry' }, ['English', 'French']), 'out-of-range faces'],
    ['reference sheet: unknown unit type', () => unitType('hussar'), 'unknown-value unit type'],
    ['reference sheet: moving too far', () => movementOption(unitType('french-infantry'), 3), 'out-of-range moved'],
    ['ruler: negative distance', () => measure(-1, 'cm'), 'out-of-range distance'],
    ['special action: unknown action', () => specialAction.dice({ ...charge, action: 'retire' as 'form-square' }), 'unknown-value action'],
    ['special action: unknown nation', () => specialAction.dice({ ...charge, action: 'form-square', nation: 'Austrian' as 'French' }), 'unknown-value nation'],
    ['special action: charged from the flank', () => specialAction.dice({ ...charge, action: 'form-square', chargedFrom: 'flank' }), 'not-allowed-together chargedFrom'],
    ['special action: faces short', () => specialAction.resolve({ ...charge, action: 'form-square' }, ['French']), 'out-of-range faces'],
    ['target kind: a lone general', () => fireValueFor({ firer: 'french-infantry', range: 1, targetKind: 'general' as 'infantry' }), 'unknown-value targetKind'],
    ['victory: unknown scenario', () => victory({ scenario: 'austerlitz' as 'waterloo', lost: { french: 0 } }), 'unknown-value scenario'],
    ['victory: negative losses', () => victory({ scenario: 'waterloo', lost: { french: -1 } }), 'out-of-range lost.french'],
  ])('%s', (_what, f, expected) => {
    expect(codeAndField(f)).toBe(expected)
  })
})

describe('dice are named as the players roll them', () => {
  it('opportunity fire: the white dice (one per segment or fraction, 14 cm → 2), then the D6 on the 1-hit column (seed 003, 9.3)', () => {
    expect(opportunityFire.dice(opportunityFire.example).map((d) => [d.role, d.die.id])).toEqual([
      ['white die 1', 'white'], ['white die 2', 'white'], ['opportunity fire D6 (1-hit column)', 'd6']])
    expect(fire.dice({ firer: 'french-infantry', range: 1, target: 'french-infantry', hitsTable: TABLE }).map((d) => d.role)).toEqual(['hits die', 'combat effects D6'])
  })
})
