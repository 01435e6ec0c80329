import type { ReferenceTable } from '../core'
import { DEMORALIZED_MODIFIER, DEMORALIZED_RULE, DESPERATE_MODIFIER } from './armyMoraleLevels'
import { seriesRule } from './commandRefs'
import { ELIMINATION_RULE, LEADER_CASUALTY_CASES } from './leaderCasualty'
import { ARTILLERY_LOSSES_RULE } from './optional/artilleryLosses'
import { CAVALRY_CLASSES, CAVALRY_RULE } from './optional/cavalry'
import { FATIGUE_RULE } from './optional/fatigueModifier'
import { ROUT_MORALE_MODIFIER } from './optional/routEffects'
import { STRONGHOLD_BONUS } from './optional/stronghold'
import { VOLTIGEURS_BY_FORMATION, VOLTIGEURS_RULE } from './optional/voltigeurs'
import { SUBSTITUTE_LEADER, SUBSTITUTE_RULE } from './substituteLeader'

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

/** seed 001, 12.1 and 12.2: the two levels of army (or corps) morale. */
export const ARMY_MORALE_TABLE: ReferenceTable = {
  id: 'series.army-morale', title: 'Army morale levels', rule: DEMORALIZED_RULE,
  columns: ['Level', 'Reached when the total (losses + disorganized units) reaches', 'Morale', 'One-time check'],
  rows: [
    ['Demoralized', 'half of its total possible losses', signed(DEMORALIZED_MODIFIER), 'each unit in good order with at least one step loss'],
    ['Desperate', 'a level indicated in the special rules', signed(DESPERATE_MODIFIER), 'each unit (in good order, even with no loss)'],
  ],
  notes: ['Ruling 36: half is reached when losses × 2 ≥ possible (45 → 23).', 'Ruling 37: desperate −2 replaces demoralized −1.'],
}

/** seed 001, 14.5: the leader elimination cases. */
export const LEADER_ELIMINATION_TABLE: ReferenceTable = {
  id: 'series.leader-elimination', title: 'Leader elimination', rule: ELIMINATION_RULE,
  columns: ['Case', 'Eliminated on', 'Otherwise'],
  rows: Object.entries(LEADER_CASUALTY_CASES).map(([c, v]) => [c, v.eliminatedFrom === 6 ? '6' : '4, 5 or 6', v.otherwise]),
}

/** seed 001, 14.6: the substitute leader's values. */
export const SUBSTITUTE_LEADER_TABLE: ReferenceTable = {
  id: 'series.substitute-leader', title: 'Substitute leader', rule: SUBSTITUTE_RULE,
  columns: ['Value', 'Substitute'],
  rows: [['Combat bonus', signed(SUBSTITUTE_LEADER.combatBonus)], ['Morale bonus', signed(SUBSTITUTE_LEADER.moraleBonus)], ['Movement allowance', `${SUBSTITUTE_LEADER.movementAllowance} MPs`],
    ['Initiative (advanced rules)', SUBSTITUTE_LEADER.initiative], ['Obedience (advanced rules)', SUBSTITUTE_LEADER.obedience]],
}

/** seed 001, 16.1: voltigeurs per unit. */
export const VOLTIGEURS_TABLE: ReferenceTable = {
  id: 'series.voltigeurs', title: 'Voltigeurs a unit can deploy', rule: VOLTIGEURS_RULE,
  columns: ['Unit', 'Voltigeurs'],
  rows: [['Line infantry in column or in general order', VOLTIGEURS_BY_FORMATION.column], ['Line infantry in line', VOLTIGEURS_BY_FORMATION.line], ['Light infantry', VOLTIGEURS_BY_FORMATION.light],
    ['Disorganized unit, unit in square, militia unit', 0]],
  notes: ['Never more than the number of loss steps left; only the upper unit of the stack; fire power 1.'],
}

/** seed 001, 16.2 System B. */
export const RANDOM_ARTILLERY_LOSSES_TABLE: ReferenceTable = {
  id: 'series.artillery-random-losses', title: 'Artillery random losses (System B)', rule: ARTILLERY_LOSSES_RULE,
  columns: ['Die', 'Loss'], rows: [['1-3', 'the loss is effective'], ['4-6', 'the loss is ignored']],
  notes: ['One die per step loss required; stacked on infantry, one die for the first loss and the rest to the infantry. The artillery checks morale in all cases.'],
}

/** seed 001, 16.4: cavalry classes. */
export const CAVALRY_CLASSES_TABLE: ReferenceTable = {
  id: 'series.cavalry-classes', title: 'Cavalry classes', rule: CAVALRY_RULE,
  columns: ['Class', 'Movement allowance', 'Direction changes per charge', 'Melee'],
  rows: [
    ['Light', CAVALRY_CLASSES.light.movement, CAVALRY_CLASSES.light.directionChanges, '+1 against disorganized units'],
    ['Line', CAVALRY_CLASSES.line.movement, CAVALRY_CLASSES.line.directionChanges, '+1 against light cavalry (-1 if countercharged by light cavalry)'],
    ['Heavy', CAVALRY_CLASSES.heavy.movement, CAVALRY_CLASSES.heavy.directionChanges, '+1 when charging, except against heavy cavalry'],
  ],
}

/** seed 001, 16.5 and 16.6: morale changes of the optional rules. */
export const OPTIONAL_MORALE_TABLE: ReferenceTable = {
  id: 'series.optional-morale', title: 'Optional morale rules', rule: seriesRule('16.0 Optional Rules'),
  columns: ['Rule', 'Morale'],
  rows: [['Routed unit (16.5)', signed(ROUT_MORALE_MODIFIER)], ['Unit in town (16.6)', `${signed(STRONGHOLD_BONUS.town)}, maximum 11`],
    ['Unit in a fortified farm or a castle (16.6)', `${signed(STRONGHOLD_BONUS.castle)}, maximum 11`]],
  notes: ['A routed unit: fire value 0, melee value 0, two markers of the turn + 2, moves only toward its lines of communication.'],
}

/** seed 001, 16.9 Consequences. */
export const FATIGUE_TABLE: ReferenceTable = {
  id: 'series.fatigue', title: 'Fatigue consequences', rule: FATIGUE_RULE,
  columns: ['Fatigue points', 'Marker on the leader', 'Morale of all units of the corps'],
  rows: [['1-4', '-', 'no effect'], ['5', '1', '-1'], ['10', '2', '-2'], ['15', '3', '-3'], ['20', '4', '-4']],
  notes: ['Ruling 39: beyond 20 the 5-point scale continues (25 → -5); both recoveries in one turn recover 2.'],
}

export const MORALE_SIDE_TABLES: readonly ReferenceTable[] = [ARMY_MORALE_TABLE, LEADER_ELIMINATION_TABLE, SUBSTITUTE_LEADER_TABLE, VOLTIGEURS_TABLE,
  RANDOM_ARTILLERY_LOSSES_TABLE, CAVALRY_CLASSES_TABLE, OPTIONAL_MORALE_TABLE, FATIGUE_TABLE]
