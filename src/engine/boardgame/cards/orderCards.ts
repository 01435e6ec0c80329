import { base } from './refs'

export type CardSector = 'right' | 'left' | 'centre'
export interface CommandCard {
  readonly id: string
  /** Italian name as printed. */
  readonly italian: string
  /** English name as printed (in brackets). */
  readonly english: string
  readonly kind: 'order' | 'special'
  /** How many of this card the 72-card set holds. */
  readonly count: number
  readonly sector?: CardSector
  /** Special order cards: the printed text. */
  readonly text?: string
}
export const CARDS_RULE = base('Reference Sheet: 72 Command Cards')
export const ORDER_CARDS_NOTE = 'Note: An attack “on the right flank”, is an attack by your right flank on the enemy’s left flank.'

const o = (id: string, count: number, italian: string, english: string, sector?: CardSector): CommandCard =>
  ({ id, italian, english, kind: 'order', count, ...(sector ? { sector } : {}) })

// seed 000, Reference Sheet: 48 Order Cards — every line, in printed order.
export const ORDER_CARDS: readonly CommandCard[] = [
  o('attacco-dx', 5, 'Attacco dx', 'Attack on the Right flank', 'right'),
  o('attacco-sx', 5, 'Attacco sx', 'Attack on the Left flank', 'left'),
  o('attacco-centrale', 5, 'Attacco Centrale', 'Attack in the Center', 'centre'),
  o('sondaggio-dx', 4, 'Sondaggio dx', 'Probe on the Right flank', 'right'),
  o('sondaggio-sx', 4, 'Sondaggio sx', 'Probe on the Left flank', 'left'),
  o('sondaggio-centrale', 5, 'Sondaggio Centrale', 'Probe in the Centre', 'centre'),
  o('skirmish-dx', 3, 'Skirmish dx', 'Skirmish on the Right flank', 'right'),
  o('skirmish-sx', 3, 'Skirmish sx', 'Skirmish on the Left flank', 'left'),
  o('skirmish-centrale', 3, 'Skirmish Centrale', 'Skirmish in the Centre', 'centre'),
  o('attacco-coordinato', 5, 'Attacco Coordinato', 'Coordinated Attack'),
  o('assalto-dx', 2, 'Assalto dx', 'Assault on the Right flank', 'right'),
  o('assalto-sx', 2, 'Assalto sx', 'Assault on the Left flank', 'left'),
  o('assalto-centrale', 2, 'Assalto Centrale', 'Assault in the Center', 'centre'),
]
