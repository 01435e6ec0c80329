import { check } from '@/engine/core'
import { setupCup } from '@/engine/waterloo/cup'
import { ORDER_OF_BATTLE } from '@/engine/waterloo/orderOfBattle'
import { SCENARIOS, STANDARD_GAME, START_TURN, type ScenarioOptions, type StartOption } from '@/engine/waterloo/scenarios'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleSetup, BattleState, JsonRecord, Op } from '@/model/types'
import { startingScenario } from '@/rulesets/startingScenario'
import { cupJson } from './battleState'
import { forcesOps, forcesToJoin } from './forcesJoin'
import type { ForceUnit } from './ownerForces'
import { asJson, sideOfArmy } from './unitState'

/** The scenarios the text gives (seed 002, L–Q), chosen on the Turn tab when the battle is set up. */
export const SCENARIO_CHOICES = SCENARIOS.map((s) => ({ id: s.id, label: s.title }))

/** A start option and the scenario checkboxes, as the setup form holds them. */
export interface SetupChoice {
  readonly start: StartOption
  readonly whereIsGrouchy: boolean
  readonly newWaterloo: boolean
  readonly twoPlayer: boolean
  readonly historicalPrussianArrival: boolean
}

export const DEFAULT_SETUP: SetupChoice = { ...STANDARD_GAME }

/** The setup form's first choice: the standard game with what the scenario picked on the New battle form changes. */
export function firstSetupChoice(setup: Pick<BattleSetup, 'options'>): SetupChoice {
  const picked = startingScenario(setup, SCENARIOS.map((s) => s.id))
  return { ...DEFAULT_SETUP, ...SCENARIOS.find((s) => s.id === picked)?.options }
}

/** What each start option is called in the text (L-2, P-1–P-3). */
export const START_LABELS: Readonly<Record<StartOption, string>> = {
  'rainy start': 'A Rainy Start (roll for the first Game Turn)', 'no rain': 'No Rain: Game Turn #1',
  'historical start': 'Historical Start: Game Turn #3', merde: 'Merde!: Game Turn #5',
}

/**
 * seed 002, L Game Setup: every unit of the order of battle at its setup hex, the scenario's options, and the
 * cup (or, for A Rainy Start, the first roll due on Game Turn #1): ONE action, so one undo takes it all back.
 */
export function setupDraft(state: BattleState, choice: SetupChoice, forces: readonly ForceUnit[] = []): ActionDraft {
  check(Object.keys(state.units).length === 0 && state.battle.scenario === undefined, 'not-allowed-together', 'setup',
    'This battle is already set up: undo the setup first to choose again.')
  const options: ScenarioOptions = { ...choice }
  const first = START_TURN[choice.start]
  const ops: Op[] = ORDER_OF_BATTLE.map((u) => ({
    op: 'unit.put', unit: { id: u.id, side: sideOfArmy(u.army), name: u.name, kind: u.type ?? 'unit',
      state: asJson({ oob: u.id, army: u.army, corps: u.corps, stepLosses: 0, eliminated: false, hex: u.setupHex }) },
  }))
  // The owner's order of battle (Rule book): the units the text does not name, off the map until placed or entered.
  const joining = forcesToJoin({ units: {} }, forces, { whereIsGrouchy: choice.whereIsGrouchy })
  ops.push(...forcesOps(joining))
  const cup = first === null ? null : cupJson(setupCup({ firstTurn: first, whereIsGrouchy: choice.whereIsGrouchy,
    historicalPrussianArrival: choice.historicalPrussianArrival, rulings: state.setup.rulings }))
  const scenario: JsonRecord = { ...options }
  ops.push({ op: 'battle.patch', patch: { scenario, rain: first === null ? 1 : null, cup } })
  const names = scenariosInForce(options).filter((s) => s.section !== 'L Game Setup')
  return {
    kind: 'wl.setup', by: 'umpire', ops,
    label: `Set up: ${ORDER_OF_BATTLE.length} units of §L${joining.length ? ` and ${joining.length} of your order of battle` : ''}${names.length ? `, ${names.map((s) => s.title).join(', ')}` : ', standard game'}`,
    detail: { options: scenario, ...(cup ? { gameTurn: first } : {}) },
  }
}

/** The scenarios in force, with what each changes in the text's words (for the Turn tab). */
export function scenariosInForce(options: ScenarioOptions): { title: string; summary: string; section: string }[] {
  const flat: Record<string, unknown> = { ...options }
  const chosen = SCENARIOS.filter((s) => s.id !== 'standard' && Object.entries(s.options).every(([k, val]) => flat[k] === val))
  const list = chosen.length ? chosen : SCENARIOS.filter((s) => s.id === 'standard')
  return list.map((s) => ({ title: s.title, summary: s.summary, section: s.rule.section }))
}
