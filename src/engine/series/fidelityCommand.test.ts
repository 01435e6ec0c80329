import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { DEMORALIZED_MODIFIER, DESPERATE_MODIFIER } from './armyMoraleLevels'
import { ARMY_LEADER_DIRECT_UNITS, LEADER_COMMAND_RADIUS, UNIT_COMMAND_RADIUS } from './commandControl/commandRadius'
import { DELAY_TABLE } from './commandControl/delayCheck'
import { INITIATIVE_VALUES } from './commandControl/initiative'
import { INITIATIVE_MORALE } from './commandControl/initiativeEffects'
import { AVERAGE_OBEDIENCE } from './commandControl/obedience'
import { AIDE_MOVEMENT_ALLOWANCE, FRESH_ORDER_MELEE_BONUS, FRESH_ORDER_TURNS } from './commandControl/orderState'
import { ORDER_CAPABILITIES, ORDER_DISTANCES, PRIMARY_ORDER_TURNS } from './commandControl/orders'
import { CROSS_ATTACHED_MAX } from './interactiveGame'
import { LEADER_CASUALTY_CASES } from './leaderCasualty'
import { LOSS_TABLE_COLUMNS, LOSS_TABLE_ROWS, NEVER_MODIFIED_UP_TO } from './lossTable'
import { MORALE_MODIFIERS, OTHER_CORPS_LEADER_MAXIMUM, SQUARE_DISTANCE_BONUS, SQUARE_DISTANCE_BONUS_FROM } from './moraleTable'
import { SYSTEM_B_EFFECTIVE_UP_TO } from './optional/artilleryLosses'
import { CAVALRY_CLASSES } from './optional/cavalry'
import { MODULATION_OFFSET } from './optional/modulatedDemoralization'
import { ROUT_MARKER_OFFSET, ROUT_MORALE_MODIFIER } from './optional/routEffects'
import { STRONGHOLD_BONUS, STRONGHOLD_MAXIMUM_MORALE } from './optional/stronghold'
import { VOLTIGEUR_FIREPOWER } from './optional/voltigeurs'
import { RALLY_WAIT_TURNS } from './rally'
import { DEFAULT_GRID, DEPLOYMENT_ENEMY_DISTANCE, INFANTRY_CORPS_PER_SQUARE } from './strategicDeployment'
import { SUBSTITUTE_LEADER } from './substituteLeader'
import { FATIGUE_TABLE } from './tablesMorale'
import { DESPERATE_ALLOWED_SECONDS, DESPERATE_STEP_SECONDS, PENALTY_STEP_SECONDS } from './timeLimits'
import { AUTOMATIC_FAILURE, AUTOMATIC_SUCCESS } from './twoDice'

const text = seedText('001')
if (!text) console.info(NO_SEEDS)
/** The seed without markdown emphasis, whitespace collapsed. */
const flat = (s: string) => s.replace(/\\\*/g, '').replace(/\*+/g, '').replace(/\s+/g, ' ')
const t = text ? flat(text) : ''
const says = (phrase: string) => expect(t, `seed 001 says "${phrase}"`).toContain(phrase)
const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
const words = ['zero', 'one', 'two', 'three']

describe('fidelity with seed 001 §10–20 (every shipped value against the text)', () => {
  it.skipIf(!text)('10.4 loss table: the header and every row, cell for cell', () => {
    const lines = text!.split('\n')
    const at = lines.findIndex((l) => l.startsWith('Current Strength\t'))
    expect(lines[at]).toBe(`Current Strength\t${LOSS_TABLE_COLUMNS.join('\t')}`)
    const printed = lines.slice(at + 1, at + 1 + LOSS_TABLE_ROWS.length).map((l) => l.replace(/^(Original Strength)?\t/, ''))
    expect(printed).toEqual(LOSS_TABLE_ROWS.map((r) => [r.original, ...r.cells].join('\t')))
    expect(lines[at + 1 + LOSS_TABLE_ROWS.length]!.trim()).toBe('')
    says(`original step strength of ${NEVER_MODIFIED_UP_TO} steps or less never have their morale modified`)
  })
  it.skipIf(!text)('10.2–10.4 and 9.6, 14.4: the morale check and its modifiers', () => {
    says(`a natural ${AUTOMATIC_SUCCESS} is always a success`)
    says(`a natural ${AUTOMATIC_FAILURE} is always a failure`)
    says(`if the unit is disorganized: ${MORALE_MODIFIERS.disorganized}`)
    says(`if the unit is infantry in square formation, attacked by cavalry only: ${signed(MORALE_MODIFIERS.squareAttackedByCavalryOnly)}`)
    says(`in an hex adjacent to an enemy unit: ${MORALE_MODIFIERS.rallyAdjacentToEnemy}`)
    says(`attacked or fired upon through a flank hexside: ${MORALE_MODIFIERS.flank}`)
    says(`attacked or fired upon through a rear hexside: ${MORALE_MODIFIERS.rear}`)
    says(`the unit stacked underneath is modified by ${MORALE_MODIFIERS.eachFailureAbove}. If this one fails, the unit stacked underneath is modified by ${2 * MORALE_MODIFIERS.eachFailureAbove}`)
    says(`the maximum value he can use for these units is +${OTHER_CORPS_LEADER_MAXIMUM}`)
    says(`If this distance is ${SQUARE_DISTANCE_BONUS_FROM} hexes or more, a bonus of ${SQUARE_DISTANCE_BONUS} applies`)
    says('check morale first, with no modifiers')
  })
  it.skipIf(!text)('11–15: rally, army morale, reinforcements, leaders', () => {
    says(`the number on its marker is ${RALLY_WAIT_TURNS} lower than the current turn number`)
    says(`each unit has its morale modified by ${DEMORALIZED_MODIFIER}`)
    says(`each unit has its morale permanently modified by ${DESPERATE_MODIFIER}`)
    says('subtracts one MP, the next one 2 MP, and so on')
    says('All reinforcements are in command the turn they enter')
    for (const v of Object.values(LEADER_CASUALTY_CASES)) says(v.eliminatedFrom === 6 ? 'a 6 eliminates the leader' : `a ${v.eliminatedFrom}, 5 or 6 eliminates the leader`)
    expect(Object.keys(LEADER_CASUALTY_CASES)).toHaveLength(4)
    says(`combat bonus +${SUBSTITUTE_LEADER.combatBonus}, morale bonus +${SUBSTITUTE_LEADER.moraleBonus}, movement allowance ${SUBSTITUTE_LEADER.movementAllowance} MPs`)
    expect(SUBSTITUTE_LEADER.initiative).toBe(SUBSTITUTE_LEADER.obedience)
    says(`the initiative and obedience values are ${SUBSTITUTE_LEADER.initiative}`)
  })
  it.skipIf(!text)('16: optional rules', () => {
    says(`with a fire power of ${VOLTIGEUR_FIREPOWER}`)
    says('A line infantry in column or in general order can deploy one voltigeur, a line infantry in line two')
    says(`${SYSTEM_B_EFFECTIVE_UP_TO === 3 ? '1-3' : '?'} the loss is effective, 4-6 the loss is ignored`)
    says(`movement allowance of ${CAVALRY_CLASSES.light.movement} are light cavalry`)
    says(`cavalry unit with a movement allowance of ${CAVALRY_CLASSES.line.movement}`)
    says(`movement allowance of ${CAVALRY_CLASSES.heavy.movement} are heavy cavalry`)
    says(`change direction ${words[CAVALRY_CLASSES.light.directionChanges]} times instead of twice`)
    says(`change direction ${CAVALRY_CLASSES.line.directionChanges === 2 ? 'twice' : '?'} per charge movement`)
    says(`change direction only ${CAVALRY_CLASSES.heavy.directionChanges === 1 ? 'once' : '?'} per charge movement`)
    says(`Its morale is lowered by ${ROUT_MORALE_MODIFIER}`)
    says(`two markers equal to the current turn number plus ${ROUT_MARKER_OFFSET}`)
    says(`A unit in town has a morale bonus of ${STRONGHOLD_BONUS.town}, with a maximum of ${STRONGHOLD_MAXIMUM_MORALE}`)
    says(`A unit in a fortified farm or a castle as a morale bonus of ${STRONGHOLD_BONUS['fortified farm']}, with a maximum of ${STRONGHOLD_MAXIMUM_MORALE}`)
    expect(STRONGHOLD_BONUS.castle).toBe(STRONGHOLD_BONUS['fortified farm'])
    says(`to the normal value -${MODULATION_OFFSET}`)
    says('for a level of 30 the player rolls when it reaches 25. If it rolls a 6, the threshold will be 31. For a 9, it will be 34')
    says('move more than half of their movement allowance (round up) gets a fatigue point')
    says('1-4 fatigue points: no effect')
    for (const [points, marker, morale] of FATIGUE_TABLE.rows.slice(1))
      says(`${points} fatigue points (marker ${marker}${marker === '1' ? ' on the leader' : ''}): all units from the corps ${marker === '1' ? '(including cavalry and artillery) ' : ''}have a morale decreased by ${String(morale).slice(1)}`)
  })
  it.skipIf(!text)('17: command and control', () => {
    says('1 to 5: this is the number of game turns the leader cannot act')
    says('6: the leader is killed or severely wounded')
    says(`must be within ${UNIT_COMMAND_RADIUS} hexes from its commander`)
    says(`must be within ${LEADER_COMMAND_RADIUS} hexes from their own superior commander`)
    says(`an army leader can directly command ${ARMY_LEADER_DIRECT_UNITS} units of his choice`)
    says('half of his normal movement allowance (round up)')
    says('at least one third of his good order units (round up)')
    says(`move at least ${ORDER_DISTANCES.attackAtLeast} hexes toward the enemy`)
    says(`move only ${ORDER_DISTANCES.defenseLateral} hexes per turn laterally but only one hex toward his line of communication`)
    says(`the leader must withdraw ${ORDER_DISTANCES.withdrawalFrom} or ${ORDER_DISTANCES.withdrawalTo} hexes per turn`)
    says('At least one half the number of units belonging to the corps (round down)')
    says(`They must move at least ${ORDER_DISTANCES.retreatAtLeast} hexes per turn`)
    says(`must stay at ${ORDER_DISTANCES.reserveAtLeast} hexes or more from the nearest enemy unit`)
    says(`if an enemy unit comes at ${ORDER_DISTANCES.reserveBecomesDefenseAt} hexes or closer`)
    says(`They have a +${FRESH_ORDER_MELEE_BONUS} bonus to the die`)
    says(`for ${FRESH_ORDER_TURNS} turns (this turn and the next two turns)`)
    for (const c of ORDER_CAPABILITIES) says(`${c.nation}: ${c.orders}`)
    says(`for at least ${PRIMARY_ORDER_TURNS} continuous turns`)
    says(`An aide has a ${AIDE_MOVEMENT_ALLOWANCE} MP allowance per turn`)
    for (const [army, v] of Object.entries(AVERAGE_OBEDIENCE)) says(`${army}: ${v}`)
    says('if the die roll is less than or equal to the leader\'s obedience')
    for (const r of DELAY_TABLE) expect(t).toMatch(new RegExp(`- ${r.faces} (Success|Delay|Aide lost)[^.]*${r.inEffect === null ? '' : `\\(N\\+${r.inEffect}\\)`}`))
    for (const [k, v] of Object.entries(INITIATIVE_VALUES)) says(`${k}: ${v}`)
    says(`have a ${INITIATIVE_MORALE.success} morale negative during the next turn only (N+1)`)
    says(`have a ${INITIATIVE_MORALE.failure} morale negative during the next turn only (N+1)`)
  })
  it.skipIf(!text)('18–20: deployment, time limits, interactive game', () => {
    says(`16 identical squares (${DEFAULT_GRID.rows} by ${DEFAULT_GRID.cols})`)
    says(`the stacking limit is ${INFANTRY_CORPS_PER_SQUARE} infantry corps per square`)
    says(`must not move within ${DEPLOYMENT_ENEMY_DISTANCE} hexes of any enemy unit`)
    says(`lowered by -1 for each ${PENALTY_STEP_SECONDS} seconds of excess time (round up)`)
    says(`The allowed time for a desperate army or corps is ${DESPERATE_ALLOWED_SECONDS} seconds only`)
    says(`the morale penalty is -1 for each ${DESPERATE_STEP_SECONDS} seconds of excess time`)
    says(`the player can activate up to ${CROSS_ATTACHED_MAX} units belonging to other corps`)
    says('No corps can be activated twice in a row')
  })
})
