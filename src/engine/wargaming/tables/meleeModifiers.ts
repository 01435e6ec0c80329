import type { ReferenceTable, RuleRef } from '../../core'

export const MELEE_RULE: RuleRef = { seed: '004', section: 'Mêlée: Modifiers' }

// seed 004, Mêlée: Modifiers — as printed; "All modifiers are cummulative."
export const MELEE_MODIFIERS = {
  cavalryVsSquareFirstRound: { label: 'Cavalry vs infantry in square, 1st round', value: -5 },
  squareVsCavalryFirstRound: { label: 'Infantry in square vs cavalry, 1st round', value: 2 },
  lancersVsInfantry: { label: 'Lancers vs infantry', value: 1 },
  cavalryVsColumn: { label: 'Cavalry vs infantry in column', value: 1 },
  cavalryVsLineOrArtillery: { label: 'Cavalry vs infantry in line or artillery', value: 2 },
  cossacksVsFormedCavalry: { label: 'Cossacks vs formed cavalry', value: -2 },
  followingUp: { label: 'All troops following up', value: 1 },
  uphill: { label: 'Uphill from enemy', value: 1 },
  chargingCavalry: { label: 'Charging cavalry', value: 2 },
  chargingInfantry: { label: 'Charging infantry', value: 1 },
  overlapPerBase: { label: 'Frontage: for each base of overlap', value: 1 },
  outnumber2to1: { label: 'Infantry outnumber enemy by 2:1', value: 1 },
  outnumber3to1: { label: 'Infantry outnumber enemy by 3:1', value: 2 },
  freshSquadrons: { label: 'Cavalry reinforced by fresh squadron(s)', value: 1 },
  hardCover: { label: 'Defending hard cover', value: 2 },
  softCover: { label: 'Defending soft cover', value: 1 },
  tired: { label: 'Tired troops', value: -2 },
  exhausted: { label: 'Exhausted troops', value: -4 },
  unformed: { label: 'Unformed troops', value: -2 },
  disordered: { label: 'Disordered troops', value: -4 },
  perDamagedBase: { label: 'For each damaged base', value: -1 },
  /** Footnote 1: "Each base lost is equivalent to two damaged bases." */
  perLostBase: { label: 'For each base lost', value: -2 },
} as const
export type MeleeModifier = keyof typeof MELEE_MODIFIERS

// Stryker disable next-line EqualityOperator: no printed modifier in this table is 0, so n ≥ 0 gives the same rows.
const signed = (n: number) => (n > 0 ? `+${n}` : String(n))

export const MELEE_MODIFIERS_REFERENCE: ReferenceTable = {
  id: 'wargaming.meleeModifiers',
  title: 'Mêlée modifiers',
  rule: MELEE_RULE,
  columns: ['Modifier', 'Value'],
  rows: [
    ...Object.entries(MELEE_MODIFIERS)
      .filter(([k]) => k !== 'perLostBase')
      .map(([, m]) => [m.label, signed(m.value)]),
    ['Leader within 50 yards', '+ morale factor'],
  ],
  notes: [
    'Each base lost is equivalent to two damaged bases.',
    'Random factor: each side rolls one D6; the higher adds the difference (0–5). One roll per mêlée.',
    'Outnumbering: ratio of bases, rounded down; infantry to infantry mêlées only.',
    'Charging infantry and cavalry receive their bonus in the first round of mêlée only.',
  ],
}
