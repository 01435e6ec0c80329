import type { ReferenceTable, RuleRef } from '../../core'

export const FIRE_MODIFIERS_RULE: RuleRef = { seed: '004', section: 'Firing: Modifiers, Target and Firing Unit' }

// seed 004, Firing: Modifiers, Target and Firing Unit — "Target is:" as printed.
export const TARGET_MODIFIERS = {
  softCover: { label: 'behind soft cover', value: -2 },
  hardCover: { label: 'behind hard cover', value: -4 },
  skirmishOrder: { label: 'in skirmish order', value: -4 },
  unlimberedArtillery: { label: 'unlimbered artillery', value: -4 },
  /** "(small arms only)" */
  armoured: { label: 'armoured (cuirassiers)', value: -1 },
} as const
/** "For every 3 ranks of target +1" (note 1: infantry base 2 ranks, cavalry base 1, artillery none). */
export const PER_THREE_RANKS = 1

// seed 004, Firing: Modifiers, Target and Firing Unit — "Firing unit is:" as printed.
export const FIRER_MODIFIERS = {
  unformed: { label: 'unformed', value: -2 },
  disordered: { label: 'disordered', value: -4 },
  firstTime: { label: 'firing 1st time', value: 1 },
  underFireFromSkirmishers: { label: 'under fire from skirmishers', value: -1 },
  inColumn: { label: 'in column', value: -2 },
  inSquare: { label: 'in square', value: -4 },
} as const
/** "For each damaged base -1"; note 4: "Each base lost is equivalent to two damaged bases." */
export const PER_DAMAGED_BASE = -1
export const PER_LOST_BASE = -2
/** "Second or subsequent turn of rain or snow -2" */
export const SECOND_TURN_OF_RAIN_OR_SNOW = -2

export type TargetModifier = keyof typeof TARGET_MODIFIERS
export type FirerModifier = keyof typeof FIRER_MODIFIERS

// Stryker disable next-line EqualityOperator: no printed modifier in this table is 0, so n ≥ 0 gives the same rows.
const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

export const FIRE_MODIFIERS_REFERENCE: ReferenceTable = {
  id: 'wargaming.fireModifiers',
  title: 'Fire modifiers: target and firing unit',
  rule: FIRE_MODIFIERS_RULE,
  columns: ['Modifier', 'Value'],
  rows: [
    ['Target is:', ''],
    ...Object.values(TARGET_MODIFIERS).map((m) => [m.label + (m.label.startsWith('armoured') ? ' (small arms only)' : ''), signed(m.value)]),
    ['For every 3 ranks of target', signed(PER_THREE_RANKS)],
    ['Firing unit is:', ''],
    ...Object.values(FIRER_MODIFIERS).map((m) => [m.label, signed(m.value)]),
    ['For each damaged base', signed(PER_DAMAGED_BASE)],
    ['Second or subsequent turn of rain or snow', signed(SECOND_TURN_OF_RAIN_OR_SNOW)],
  ],
  notes: [
    '1. Only 1/4 of figures in a square may fire.',
    '2. If firing against square, use appropriate modifier for the number of ranks.',
    '3. Penetration is measured from the closest point of target and is used to determine the number of ranks of the target. An infantry base has 2 ranks and a cavalry base has 1. Artillery do not have ranks.',
    '4. Each base lost is equivalent to two damaged bases.',
    'The modified fire factor is halved during rain (Effect of Weather) and for charge defensive fire (Charges & Mêlées). Ruling 2: round toward zero.',
  ],
}
