import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../../core/errors'
import { formationChangeTime } from './formationChange'
import { groundScale } from './groundScale'
import { findMovement } from './movement'
import { findTroopType } from './nationalCharacteristics'
import { nationalityFactor } from './nationality'
import { deadGround } from './visibility'

const refusal = (f: () => unknown) => {
  const e = errorOf<RulesInputError>(f)
  return [e.code, e.field, e.message]
}

describe('data look-ups refuse what the printed tables lack, naming the field and the choices', () => {
  it('changes of formation', () => {
    expect(refusal(() => formationChangeTime('Wedge', 'Line'))).toEqual(['unknown-value', 'from', 'Unknown formation "Wedge": choose Line, Column, Square, Road column.'])
    expect(refusal(() => formationChangeTime('Line', 'Wedge'))[1]).toBe('to')
    expect(refusal(() => formationChangeTime('Line', 'Line'))).toEqual(['not-allowed-together', 'to', 'Line to Line is not a change of formation.'])
  })

  it('dead ground', () => {
    expect(refusal(() => deadGround('tower', 'Level ground'))).toEqual(['unknown-value', 'obstruction', 'Unknown obstruction "tower": the table lists 1 contour, 2 contours, 3 contours, 4 contours, Smoke, Infantry battalion, Cavalry regiment, Artillery battery, Skirmishers.'])
    expect(refusal(() => deadGround('1 contour', 'roof'))).toEqual(['unknown-value', 'observerOn', 'Unknown observer level "roof": choose Level ground, 1 contour, 2 contours, 3 contours, 4 contours.'])
  })

  it('ground scale', () => {
    expect(refusal(() => groundScale(20))).toEqual(['unknown-value', 'figureScale', 'The ground scale is printed for 5, 15 and 25 mm figures only (got 20 mm).'])
    expect(refusal(() => groundScale(15, 0))).toEqual(['out-of-range', 'scaleFactor', 'The scale factor must be a number above 0 (got 0); 1 is the standard scale.'])
  })

  it('movement', () => {
    expect(refusal(() => findMovement('Elephants'))).toEqual(['unknown-value', 'troopType', expect.stringMatching(/^The Movement table has no row "Elephants"; it lists: Carts, .+\.$/)])
    expect(refusal(() => findMovement('Elephants'))[2]).toContain(', Infantry')
  })

  it('troop types', () => {
    expect(refusal(() => findTroopType('Russian', 'Infantry', 'Line'))).toEqual(['unknown-value', 'nation', 'The rules print no troop factors for "Russian" (they list French, Bavarian, Westphalian, Wurttemberg, Austrian, British/KGL, Portuguese, Spanish); enter this army\'s factors from your own rule book.'])
    expect(refusal(() => findTroopType('French', 'Navy', 'Line'))).toEqual(['unknown-value', 'arm', 'Unknown arm "Navy": choose Infantry, Cavalry or Artillery.'])
    expect(refusal(() => findTroopType('Bavarian', 'Infantry', 'Guard'))).toEqual(['unknown-value', 'troopType', expect.stringMatching(/^Bavarian infantry has no troop type "Guard"; the table lists: Line, .+\.$/)])
  })

  it('nationality factor: the year is asked for Austrian and Prussian armies (ruling 10)', () => {
    expect(refusal(() => nationalityFactor('Austrian'))).toEqual(['out-of-range', 'year', "The nationality factor of the Austrian army depends on the battle's year (Austrian pre-1809, Prussians in 1806): enter the year as a whole number."])
  })
})
