import { describe, expect, it } from 'vitest'
import { OUT_OF_COMMAND_MAY } from './commandControl/commandRadius'
import { TACTICAL_ORDER_TEXT } from './commandControl/orders'
import { COMMAND_LEVELS } from './commandControl/levels'
import { SERIES_COMMAND_PROPOSED_RULINGS, SERIES_COMMAND_RULINGS, SERIES_COMMAND_TABLES } from './moraleCommand'
import { MORALE_MODIFIERS_TABLE } from './moraleTable'
import { ADVANCED_RULES } from './advancedRules'
import { REINFORCEMENT_RULES } from './reinforcements'
import { RETREATS_TOWARD_LINES_OF_COMMUNICATION } from './linesOfCommunication'

/**
 * The wording of every shipped table and list, kept as reviewed against seed 001 (the numbers in them are
 * checked against the text by fidelityCommand.test.ts); a change of wording must be a deliberate one.
 */
describe('the quick reference reads as reviewed', () => {
  it('every §10–20 table', () => {
    expect(SERIES_COMMAND_TABLES.map((t) => ({ id: t.id, title: t.title, columns: t.columns, rows: t.rows, notes: t.notes, section: t.rule.section }))).toMatchSnapshot()
  })
  it('rulings, proposed rulings and advanced-rule options', () => {
    expect({ SERIES_COMMAND_RULINGS, SERIES_COMMAND_PROPOSED_RULINGS, ADVANCED_RULES }).toMatchSnapshot()
    expect(MORALE_MODIFIERS_TABLE.rule).toEqual({ seed: '001', section: '10.4 Modifiers' })
  })
  it('orders, levels and lists', () => {
    expect({ TACTICAL_ORDER_TEXT, COMMAND_LEVELS, OUT_OF_COMMAND_MAY, REINFORCEMENT_RULES, RETREATS_TOWARD_LINES_OF_COMMUNICATION }).toMatchSnapshot()
  })
})
