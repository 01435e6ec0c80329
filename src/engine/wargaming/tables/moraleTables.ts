import type { ReferenceTable, RuleRef } from '../../core'

export const MORALE_RULE: RuleRef = { seed: '004', section: 'Morale' }

export type StrengthBand = 'Full' | '¾ to full' | '½ to ¾' | '¼ to ½' | 'less than ¼'
export type LossesBand = 'nil' | '1-10%' | '11-25%' | '26-50%' | '> 50%'
export type MoraleFormation = 'formed' | 'unformed' | 'disordered'

interface Modifier<B> {
  readonly band: B
  readonly modifier: number
}

// seed 004, Morale: Strength (as printed, best first)
export const STRENGTH_MODIFIERS: readonly Modifier<StrengthBand>[] = [
  { band: 'Full', modifier: 2 },
  { band: '¾ to full', modifier: 1 },
  { band: '½ to ¾', modifier: -2 },
  { band: '¼ to ½', modifier: -5 },
  { band: 'less than ¼', modifier: -10 },
]

// seed 004, Morale: Losses this phase
export const LOSSES_MODIFIERS: readonly Modifier<LossesBand>[] = [
  { band: 'nil', modifier: 1 },
  { band: '1-10%', modifier: 0 },
  { band: '11-25%', modifier: -1 },
  { band: '26-50%', modifier: -2 },
  { band: '> 50%', modifier: -5 },
]

// seed 004, Morale: Formation
export const FORMATION_MODIFIERS: Readonly<Record<MoraleFormation, number>> = { formed: 2, unformed: -2, disordered: -4 }

// seed 004, Morale: Situation (labels as printed)
export const SITUATION_MODIFIERS = {
  tired: { label: 'Tired', modifier: -1 },
  exhausted: { label: 'Exhausted', modifier: -2 },
  supported: { label: 'Supported', modifier: 1 },
  neither: { label: 'Neither supported nor unsupported', modifier: 0 },
  unsupported: { label: 'Unsupported', modifier: -1 },
  oneSecureFlank: { label: 'One secure flank', modifier: 2 },
  twoSecureFlanks: { label: 'Two secure flanks', modifier: 3 },
  oneFlankNeither: { label: 'One flank neither secure nor insecure', modifier: 0 },
  bothFlanksNeither: { label: 'Both flanks neither secure nor insecure', modifier: 1 },
  eachThreatenedFlank: { label: 'Each threatened flank', modifier: -1 },
  threatToRear: { label: 'Threat to rear', modifier: -3 },
  underFireFromSkirmishers: { label: 'Under fire from skirmishers (except veterans)', modifier: -3 },
  friendsForcedBack: { label: 'Friends within 300 yards forced back by enemy this phase', modifier: -2 },
  unitOnFlankRetreats: { label: 'Unit on flank retreats or routs this phase', modifier: -4 },
} as const

// seed 004, Morale: Previously
export const PREVIOUSLY_MODIFIERS = {
  wonMelee: { label: 'Unit won a mêlée earlier this turn or last turn', modifier: 2 },
  lostMelee: { label: 'Unit lost a mêlée earlier this turn or last turn', modifier: -2 },
  previousGood: { label: 'Units previous morale was good (10 or higher; or first time tested)', modifier: 1 },
  previousPoor: { label: 'Units previous morale was poor (6 or less)', modifier: -1 },
} as const
/** seed 004, Morale: Previously — "good (10 or higher …)", "poor (6 or less)". */
export const PREVIOUS_GOOD_FROM = 10
export const PREVIOUS_POOR_UP_TO = 6

export const MORALE_SITUATIONS = [
  'receiving a charge',
  'charging or counter-charging',
  'advancing',
  'standing',
  'retiring',
  'retreating',
  'routing',
] as const
export type MoraleSituation = (typeof MORALE_SITUATIONS)[number]

export type MoraleResultWord = 'Advance' | 'Charge' | 'Shaken' | 'Halt' | 'Retire' | 'Retreat' | 'Rout'
export type MoraleBand = '10+' | '7-9' | '4-6' | '2-3' | '0-1' | 'Below 0'

export interface MoraleResultRow {
  readonly band: MoraleBand
  /** Lowest score of the band; the row applies from here up to the next row's min − 1. */
  readonly min: number
  /** One word per situation column, in MORALE_SITUATIONS order. */
  readonly results: readonly MoraleResultWord[]
}

// seed 004, Morale: Results — rows as printed; "Below 0 - ALL ROUT".
export const MORALE_RESULTS: readonly MoraleResultRow[] = [
  { band: '10+', min: 10, results: ['Advance', 'Charge', 'Advance', 'Advance', 'Halt', 'Retire', 'Retreat'] },
  { band: '7-9', min: 7, results: ['Shaken', 'Shaken', 'Shaken', 'Halt', 'Retire', 'Retreat', 'Rout'] },
  { band: '4-6', min: 4, results: ['Retire', 'Halt', 'Halt', 'Retire', 'Retreat', 'Rout', 'Rout'] },
  { band: '2-3', min: 2, results: ['Retreat', 'Retire', 'Retire', 'Retreat', 'Rout', 'Rout', 'Rout'] },
  { band: '0-1', min: 0, results: ['Rout', 'Retreat', 'Retreat', 'Rout', 'Rout', 'Rout', 'Rout'] },
  { band: 'Below 0', min: Number.NEGATIVE_INFINITY, results: Array<MoraleResultWord>(7).fill('Rout') },
]

export const MORALE_RESULTS_REFERENCE: ReferenceTable = {
  id: 'wargaming.moraleResults',
  title: 'Morale results',
  rule: MORALE_RULE,
  columns: ['Score', 'Receiving a charge', 'Charging or counter-charging', 'Advancing', 'Standing', 'Retiring', 'Retreating', 'Routing'],
  rows: [...MORALE_RESULTS.slice(0, 5).map((r) => [r.band, ...r.results]), ['Below 0', 'ALL ROUT']],
}

export const MORALE_MODIFIERS_REFERENCE: ReferenceTable = {
  id: 'wargaming.moraleModifiers',
  title: 'Morale modifiers',
  rule: MORALE_RULE,
  columns: ['Modifier', 'Value'],
  rows: [
    ...STRENGTH_MODIFIERS.map((m) => [`Strength: ${m.band}`, m.modifier]),
    ...LOSSES_MODIFIERS.map((m) => [`Losses this phase: ${m.band}`, m.modifier]),
    ...Object.entries(FORMATION_MODIFIERS).map(([k, v]) => [`Formation: ${k}`, v]),
    ...Object.values(SITUATION_MODIFIERS).map((m) => [m.label, m.modifier]),
    ...Object.values(PREVIOUSLY_MODIFIERS).map((m) => [m.label, m.modifier]),
    ['For any leader within 50 yards (if dead or seriously wounded, subtract)', '+ morale factor'],
  ],
  notes: ['Roll two average dice and add the difference between them (ruling 4: signed, −3..+3).'],
}
