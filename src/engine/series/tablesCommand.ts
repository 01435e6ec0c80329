import type { ReferenceTable } from '../core'
import { ARMY_LEADER_DIRECT_UNITS, COMMAND_RADIUS_RULE, LEADER_COMMAND_RADIUS, UNIT_COMMAND_RADIUS } from './commandControl/commandRadius'
import { DELAY_RULE, DELAY_TABLE } from './commandControl/delayCheck'
import { INITIATIVE_VALUES } from './commandControl/initiative'
import { INITIATIVE_MORALE, INITIATIVE_RULE } from './commandControl/initiativeEffects'
import { COMMAND_CONTROL_RULE, COMMAND_LEVELS } from './commandControl/levels'
import { AVERAGE_OBEDIENCE, OBEDIENCE_RULE } from './commandControl/obedience'
import { AIDE_MOVEMENT_ALLOWANCE, AIDES_RULE } from './commandControl/orderState'
import { ORDER_CAPABILITIES, TACTICAL_ORDER_TEXT, TACTICAL_ORDERS_RULE } from './commandControl/orders'
import { LEVEL_ONE_RULE } from './leaderCasualty'
import { DESPERATE_ALLOWED_SECONDS, DESPERATE_STEP_SECONDS, PENALTY_STEP_SECONDS, TIME_PENALTY_RULE } from './timeLimits'

export const COMMAND_LEVELS_TABLE: ReferenceTable = {
  id: 'series.command-levels', title: 'Command and control levels', rule: COMMAND_CONTROL_RULE,
  columns: ['Level', 'Rules'], rows: COMMAND_LEVELS.filter((l) => l.level > 0).map((l) => [l.level, l.name]),
  notes: ['Using a given level implies using the lower levels also.'],
}
export const LEVEL_ONE_TABLE: ReferenceTable = {
  id: 'series.leader-second-roll', title: 'Eliminated leader, second roll (level 1)', rule: LEVEL_ONE_RULE,
  columns: ['Die', 'Result'], rows: [['1 to 5', 'the number of game turns the leader cannot act'], ['6', 'the leader is killed or severely wounded, out of the game for good']],
}
export const COMMAND_RADIUS_TABLE: ReferenceTable = {
  id: 'series.command-radius', title: 'Command radius (level 2)', rule: COMMAND_RADIUS_RULE,
  columns: ['Who', 'Within'],
  rows: [['Each unit, from its commander (corps, army or wing)', `${UNIT_COMMAND_RADIUS} hexes`], ['Leaders, from their own superior commander', `${LEADER_COMMAND_RADIUS} hexes`],
    ['Units an army leader commands directly', `${ARMY_LEADER_DIRECT_UNITS} units at ${UNIT_COMMAND_RADIUS} hexes or under`]],
}
export const TACTICAL_ORDERS_TABLE: ReferenceTable = {
  id: 'series.tactical-orders', title: 'Tactical orders (level 3)', rule: TACTICAL_ORDERS_RULE,
  columns: ['Order', 'What it requires'], rows: Object.entries(TACTICAL_ORDER_TEXT).map(([o, t]) => [o, t]),
  notes: ['A new order gives +1 to the die in each melee (-1 to the roll in defense) this turn and the next two, if all friendly units involved are "new" units.'],
}
export const ORDER_CAPABILITIES_TABLE: ReferenceTable = {
  id: 'series.order-capabilities', title: 'Army commanders order capabilities', rule: TACTICAL_ORDERS_RULE,
  columns: ['Army', 'Orders'], rows: ORDER_CAPABILITIES.map((c) => [c.nation, c.orders]),
  notes: ['These values can vary with the battle. A general retreat order goes to all corps; no other order that turn.', `Aides move ${AIDE_MOVEMENT_ALLOWANCE} MP per turn (17.5).`],
}
export const ORDER_TRANSMISSION_RULE = AIDES_RULE
export const OBEDIENCE_TABLE: ReferenceTable = {
  id: 'series.obedience', title: 'Obeying orders (levels 3 and 4)', rule: OBEDIENCE_RULE,
  columns: ['', 'Value or result'],
  rows: [...Object.entries(AVERAGE_OBEDIENCE).map(([army, v]) => [`Average obedience: ${army}`, v]),
    ['Check', 'accepted if the die roll is less than or equal to the obedience'],
    ['Success', 'previous order in effect this turn (N); the new order the next turn (N+1)'],
    ['Failure', 'previous order in effect for N and N+1; a delay check in N+1']],
}
export const DELAY_CHECK_TABLE: ReferenceTable = {
  id: 'series.delay-check', title: 'Delay check', rule: DELAY_RULE,
  columns: ['Die', 'Result'],
  rows: DELAY_TABLE.map((r) => [r.faces, r.inEffect === null ? 'Aide lost (or killed): the general never received the order' : `${r.result === 'success' ? 'Success' : 'Delay in the execution'}: the new order is put in effect N+${r.inEffect}`]),
}
export const INITIATIVE_TABLE: ReferenceTable = {
  id: 'series.initiative', title: 'Initiative', rule: INITIATIVE_RULE,
  columns: ['', 'Value or result'],
  rows: [...Object.entries(INITIATIVE_VALUES).map(([k, v]) => [k, v]),
    ['Success', `new tactic next turn (N+1); units ${INITIATIVE_MORALE.success} morale during N+1 only`],
    ['Failure', `previous tactic still in effect; units ${INITIATIVE_MORALE.failure} morale during N+1 only`]],
}
export const TIME_PENALTY_TABLE: ReferenceTable = {
  id: 'series.time-penalty', title: 'Time limits and penalties', rule: TIME_PENALTY_RULE,
  columns: ['Army', 'Allowed time', 'Morale penalty'],
  rows: [['Normal', 'the battle special rules', `-1 for each ${PENALTY_STEP_SECONDS} seconds of excess time (round up)`],
    ['Desperate', `${DESPERATE_ALLOWED_SECONDS} seconds`, `-1 for each ${DESPERATE_STEP_SECONDS} seconds of excess time`]],
}

export const COMMAND_TABLES: readonly ReferenceTable[] = [COMMAND_LEVELS_TABLE, LEVEL_ONE_TABLE, COMMAND_RADIUS_TABLE, TACTICAL_ORDERS_TABLE, ORDER_CAPABILITIES_TABLE,
  OBEDIENCE_TABLE, DELAY_CHECK_TABLE, INITIATIVE_TABLE, TIME_PENALTY_TABLE]
