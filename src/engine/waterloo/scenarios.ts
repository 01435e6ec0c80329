import type { RuleRef } from '../core'
import { wl } from './refs'

/** How the battle's first Game Turn is decided: A Rainy Start roll (L-2) or a Fixed Start (P). */
export type StartOption = 'rainy start' | 'no rain' | 'historical start' | 'merde'

/** seed 002, L-2 and P: the fixed start turns; null = roll (rainy-start calculator). */
export const START_TURN: Readonly<Record<StartOption, number | null>> = { 'rainy start': null, 'no rain': 1, 'historical start': 3, merde: 5 }

/** The choices a new battle makes (seed 002, L–Q); they combine freely. */
export interface ScenarioOptions {
  readonly start: StartOption
  readonly whereIsGrouchy: boolean
  readonly newWaterloo: boolean
  readonly twoPlayer: boolean
  readonly historicalPrussianArrival: boolean
}
export const STANDARD_GAME: ScenarioOptions = { start: 'rainy start', whereIsGrouchy: false, newWaterloo: false, twoPlayer: false, historicalPrussianArrival: false }

export interface ScenarioEntry {
  readonly id: string
  readonly title: string
  readonly rule: RuleRef
  /** What changes, in the text's words. */
  readonly summary: string
  readonly options: Partial<ScenarioOptions>
}

export const SCENARIOS: readonly ScenarioEntry[] = [
  { id: 'standard', title: 'Vive L\'Empereur! (standard game)', rule: wl('L Game Setup'), options: {},
    summary: 'Setup of L; A Rainy Start decides the first Game Turn; Prussian markers on Game Turns 10, 11 and 12.' },
  { id: 'no-rain', title: 'No Rain', rule: wl('P-1 No Rain'), options: { start: 'no rain' }, summary: 'Begin the game with Game Turn #1.' },
  { id: 'historical-start', title: 'Historical Start', rule: wl('P-2 Historical Start'), options: { start: 'historical start' }, summary: 'Begin the game with Game Turn #3.' },
  { id: 'merde', title: 'Merde! Napoleon Has A Really Bad Day', rule: wl('P-3 Merde!'), options: { start: 'merde' }, summary: 'Begin the game with Game Turn #5.' },
  { id: 'where-is-grouchy', title: 'Where Is Grouchy?', rule: wl('M The "Where Is Grouchy?" Scenario'), options: { whereIsGrouchy: true },
    summary: 'From Game Turn #6 roll as in A Rainy Start; on success add the French III, IV, I Cav and II Cav Corps markers, each Corps entering at 0915, 1015, 1115, 1715 or 2011. Thielemann\'s marker starts under Ziethen\'s.' },
  { id: 'new-waterloo', title: 'New Waterloo', rule: wl('N The "New Waterloo" Scenario'), options: { newWaterloo: true },
    summary: 'French units set up anywhere South of the xx07 hex row and not adjacent to an enemy unit.' },
  { id: 'two-player', title: 'Two-Player Scenario', rule: wl('O Two-Player Scenario'), options: { twoPlayer: true },
    summary: 'No Anglo-Allied/Prussian Activation Tables (Wellington and Blucher still roll); extra VP for Battleworn British units.' },
  { id: 'historical-prussians', title: 'Historical Prussian Arrival', rule: wl('Q Historical Prussian Arrival Scenario'), options: { historicalPrussianArrival: true },
    summary: 'Bulow enters on Game Turn #8 at 2011, Pirch I on #9 at 2009, Ziethen on #10 at 2003.' },
]

/** seed 002, M-2: Grouchy's entry hexes (the text says "three" and lists five; 2011 not after a Prussian Corps entered there). */
export const GROUCHY_ENTRY_HEXES: readonly string[] = ['0915', '1015', '1115', '1715', '2011']

/** seed 002, F-1i: French units may not end a move in a 19xx or 20xx hex until the first Prussian unit enters. */
export function inPrussianZone(hex: string): boolean {
  return /^(19|20)\d\d$/.test(hex)
}

/** seed 002, N: a New Waterloo French setup hex must be South of the xx07 row (rows 08 and higher). */
export function southOfRow07(hex: string): boolean {
  return /^\d{4}$/.test(hex) && Number(hex.slice(2)) > 7
}
