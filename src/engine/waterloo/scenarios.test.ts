import { describe, expect, it } from 'vitest'
import { inPrussianZone, SCENARIOS, southOfRow07, STANDARD_GAME, START_TURN } from './scenarios'

describe('scenarios (seed 002, L–Q)', () => {
  it('the standard game rolls for its start; fixed starts on turns 1, 3 and 5', () => {
    expect(START_TURN).toEqual({ 'rainy start': null, 'no rain': 1, 'historical start': 3, merde: 5 })
    expect(STANDARD_GAME).toEqual({ start: 'rainy start', whereIsGrouchy: false, newWaterloo: false, twoPlayer: false, historicalPrussianArrival: false })
  })
  it('every scenario of the text is offered, with its section', () => {
    expect(SCENARIOS.map((s) => [s.id, s.rule.section.split(' ')[0]])).toEqual([
      ['standard', 'L'], ['no-rain', 'P-1'], ['historical-start', 'P-2'], ['merde', 'P-3'], ['where-is-grouchy', 'M'],
      ['new-waterloo', 'N'], ['two-player', 'O'], ['historical-prussians', 'Q']])
    expect(SCENARIOS.find((s) => s.id === 'two-player')!.options).toEqual({ twoPlayer: true })
  })
  it('Prussian Zone Restriction: 19xx and 20xx hexes only (F-1i)', () => {
    expect(['1901', '2011', '1899', '0919', '190'].map(inPrussianZone)).toEqual([true, true, false, false, false])
  })
  it('New Waterloo: South of the xx07 row means rows 08 and higher', () => {
    expect(['0908', '1215', '0907', '1206', 'abcd'].map(southOfRow07)).toEqual([true, true, false, false, false])
  })
})
