import type { ReferenceTable, RuleRef } from '../../core'

export const CONTROL_RULE: RuleRef = { seed: '004', section: 'Control' }

export type EnemyMovement = 'retiring' | 'retreating' | 'routing' | 'standing' | 'advancing' | 'advancing to flank or rear'
export type FriendMovement = 'retiring' | 'retreating' | 'routing' | 'standing' | 'advancing'

// seed 004, Control: Procedure — "Enemy units within 300 yards"
export const ENEMY_WITHIN_300: Readonly<Record<EnemyMovement, number>> = {
  retiring: 1,
  retreating: 2,
  routing: 3,
  standing: -1,
  advancing: -2,
  'advancing to flank or rear': -3,
}

// seed 004, Control: Procedure — "Friends within 300 yards"
export const FRIENDS_WITHIN_300: Readonly<Record<FriendMovement, number>> = {
  retiring: -1,
  retreating: -2,
  routing: -3,
  standing: 1,
  advancing: 2,
}

// seed 004, Control: Procedure — the other modifiers, as printed.
export const CONTROL_MODIFIERS = {
  noFriends: { label: 'No friends within 300 yards', modifier: -1 },
  outOfSight: { label: 'Out of sight of friends', modifier: -3 },
  roundWon: { label: 'Each round or mêlée won by testing unit this turn', modifier: 1 },
  threatened: { label: 'Unit is threatened from flank or rear', modifier: -1 },
  inMelee: { label: 'Unit is in a mêlée', modifier: 3 },
  tired: { label: 'Unit is tired', modifier: -1 },
  exhausted: { label: 'Units is exhausted', modifier: -2 },
} as const

export type ControlResult = 'Pursue or charge' | 'Reform and act freely' | 'Reform, may not advance' | 'Retire'

export interface ControlResultRow {
  readonly scores: string
  readonly min: number
  readonly result: ControlResult
  readonly text: string
}

// seed 004, Control: Results — highest first, as printed.
export const CONTROL_RESULTS: readonly ControlResultRow[] = [
  { scores: '11 or over', min: 11, result: 'Pursue or charge', text: 'Pursue or charge towards nearest enemy. If a mêlée results, no morale test is required for coming under fire during the charge.' },
  { scores: '5-10', min: 5, result: 'Reform and act freely', text: 'Reform and act as own commander wishes.' },
  { scores: '2-4', min: 2, result: 'Reform, may not advance', text: 'Reform and may remain stationary or retire, but may not advance towards the enemy.' },
  { scores: 'Less than 2', min: Number.NEGATIVE_INFINITY, result: 'Retire', text: 'Retire' },
]

export const CONTROL_REFERENCE: ReferenceTable = {
  id: 'wargaming.control',
  title: 'Control test',
  rule: CONTROL_RULE,
  columns: ['Modifier or score', 'Value or result'],
  rows: [
    ...Object.entries(ENEMY_WITHIN_300).map(([k, v]) => [`Enemy units within 300 yards ${k}`, v]),
    ...Object.entries(FRIENDS_WITHIN_300).map(([k, v]) => [`Friends within 300 yards ${k}`, v]),
    ...Object.values(CONTROL_MODIFIERS).map((m) => [m.label, m.modifier]),
    ['Leader within command radius and within sight (one leader only)', '+/- leadership factor'],
    ...CONTROL_RESULTS.map((r) => [r.scores, r.text]),
  ],
  notes: ['Roll one average die, add the unit’s control factor, then the modifiers. All modifiers are cumulative.'],
}
