import { check } from '../../core'
import { ORDER_CARDS } from './orderCards'
import { SPECIAL_CARDS } from './specialCards'

const KNOWN = new Set([...ORDER_CARDS, ...SPECIAL_CARDS].map((c) => c.id))
const NOT_MIRRORED = ['rally', 'senza-rifornimento']

/**
 * seed 000, Counter-attack (Contrattacco): "Mirror the card played by the other player during the preceding round …
 * Attacco Sx → as if you had played an Attacco Dx card. Any card can be the object of the counter-attack, except for
 * Rally and Short of Supply. If counterattacking a counterattack, use the card that started it all."
 * Returns the card id to act as: dx ↔ sx swapped, every other card as it was. When the opponent's last card was
 * itself a counter-attack, pass what it acted as: mirroring that gives back the card that started it all.
 */
export function counterAttackMirror(lastOpponentCard: string, opponentActedAs?: string): string {
  const card = lastOpponentCard === 'contrattacco' ? opponentActedAs : lastOpponentCard
  check(card !== undefined, 'unknown-value', 'opponentActedAs', 'The opponent played a counter-attack: say which card it acted as.')
  check(KNOWN.has(card) && card !== 'contrattacco', 'unknown-value', 'lastOpponentCard', `"${card}" is not a command card.`)
  check(!NOT_MIRRORED.includes(card), 'not-allowed-together', 'lastOpponentCard', 'Rally and Short of Supply cannot be counter-attacked.')
  if (card.endsWith('-dx')) return `${card.slice(0, -3)}-sx`
  if (card.endsWith('-sx')) return `${card.slice(0, -3)}-dx`
  return card
}
