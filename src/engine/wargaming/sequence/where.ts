import type { SeqState } from './types'

/** "Turn 2 · Cavalry Move · side a holds the initiative" (the screens put the armies' names in). */
export function where(s: SeqState): string {
  const parts = [`Turn ${s.turn}`]
  if (s.ended !== null) parts.push(s.playOn ? 'playing on after the battle ended' : `battle ended: ${s.ended}`)
  if (s.card) parts.push(s.card.side === s.initiative ? s.card.card : `${s.card.card} turned by side ${s.card.side}`)
  else if (s.initiative !== null) parts.push('no card turned yet this phase')
  parts.push(s.initiative === null ? 'nobody holds the initiative' : `side ${s.initiative} holds the initiative`)
  if (s.over !== null) parts.push(`the turn is over: ${s.over}`)
  return parts.join(' · ')
}
