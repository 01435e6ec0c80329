import { allowance, HOURS, hourOver, other, ROUNDS, roundOver, toOrder } from './round'
import { battleWon, standing } from './standing'
import type { MiniState, Side } from './types'

const army = (s: MiniState, side: Side) => (side === s.french ? 'French' : 'Allied')

/** "Hour 2 · round 3 · French order (2 of 3 left)": where the battle stands in the rules' words. */
export function where(s: MiniState): string {
  if (battleWon(s)) {
    const st = standing(s)
    return `${st.winners.map((w) => army(s, w)).join(' and ')} win${st.winners.length > 1 ? '' : 's'} (${st.kind} victory)`
  }
  if (s.hour === 0) return 'Deal hour 1'
  if (hourOver(s)) return s.hour >= HOURS ? `Hour ${HOURS} over · the battle ends (12.1)` : `Hour ${s.hour} over · deal hour ${s.hour + 1}`
  const at = `Hour ${s.hour} · round ${Math.max(1, s.round)}`
  const { a, b } = s.played
  if (s.round === 0 || (a && b && roundOver(s))) return `${at}${s.round === 0 ? '' : ' over'} · both play a card${s.round === 0 ? '' : ` for round ${s.round + 1} of ${ROUNDS}`}`
  if (!a || !b) return `${at} · ${army(s, a ? 'b' : 'a')} to play a card`
  const side = toOrder(s)!
  const allow = allowance(s, side)
  const left = allow !== null ? ` (${Math.max(0, allow - s.orders[side])} of ${allow} left)` : ''
  return `${at} · ${army(s, side)} order${left}${s.orders[other(side)] + s.orders[side] === 0 ? ' first' : ''}`
}
