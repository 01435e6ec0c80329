import { allowance, HOURS, hourOver, ROUNDS, roundOver, toOrder } from './round'
import { battleWon, standing } from './standing'
import type { BgState, Side } from './types'

const army = (s: BgState, side: Side) => (side === s.french ? 'French' : 'Allied')
const KIND = { immediate: 'immediate', marginal: 'marginal', decisive: 'decisive', draw: 'draw' } as const

/** "Hour 2 · round 3 · French order (2 of 3 left)": where the battle stands in the rules' words. */
export function where(s: BgState): string {
  if (battleWon(s)) {
    const st = standing(s)
    return `${st.winners.map((w) => army(s, w)).join(' and ')} win${st.winners.length > 1 ? '' : 's'} (${KIND[st.kind!]} victory) · the battle is over`
  }
  if (s.hour === 0) return 'Deal hour 1'
  if (hourOver(s)) return s.hour >= HOURS ? `Hour ${HOURS} over · the battle ends (12.1)` : `Hour ${s.hour} over · deal hour ${s.hour + 1}`
  const at = `Hour ${s.hour} · round ${Math.max(1, s.round)}`
  const { a, b } = s.played
  if (s.round === 0) return `${at} · both play a card`
  if (a && b && roundOver(s)) return `${at} over · both play a card for round ${s.round + 1} of ${ROUNDS}`
  if (!a || !b) return `${at} · ${army(s, a ? 'b' : 'a')} to play a card`
  const side = toOrder(s)!
  const allow = allowance(s, side)
  const left = allow !== null ? ` (${Math.max(0, allow - s.orders[side])} of ${allow} left)` : ''
  return `${at} · ${army(s, side)} order${left}${s.orders.a + s.orders.b === 0 ? ' first' : ''}`
}
