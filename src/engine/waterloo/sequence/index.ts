import type { Sequence } from '../../core/sequence'
import { askAct, askCombat, askCommanderRally, askContact, askSquare, askStand, askWithdraw, standApplies } from './askAct'
import { askArrived, askEnter } from './askArrival'
import { askCup } from './askCup'
import { INITIAL, isPrussianOffMap, step } from './step'
import type { WlEvent, WlQuestion, WlState } from './types'
import { where } from './where'

export * from './types'
export { RULES } from './rules'
export { actionWords } from './where'
export { INITIAL, isPrussianOffMap, standApplies, step, where }

/**
 * The waterloo sequence of play (seed 002, B–H): the Game Turn, the marker drawn and the Corps it activates, which
 * units of it have done their one Unit Action and how, the Close To Contact and Form Square tests as gates, the
 * commander's Rally, the End Phase and the end of the game after Game Turn #12.
 */
export const waterlooSequence: Sequence<WlState, WlEvent, WlQuestion> = {
  initial: INITIAL,
  step,
  where: (s) => where(s),
  ask(s, q, owed) {
    switch (q.q) {
      case 'act': return askAct(s, q.unit, q.action, owed, q.artilleryFactor)
      case 'contact': return askContact(s, q.unit, owed, q.target)
      case 'stand': return askStand(s, q.unit, q.attacker, owed)
      case 'enter': return askEnter(s, q.unit)
      case 'arrived': return askArrived(s, q.marker, q.delayed)
      case 'combat': return askCombat(s, q.unit)
      case 'square': return askSquare(s, q.unit, q.attacker)
      case 'withdraw': return askWithdraw(s, q.unit, q.attacker, owed)
      case 'commander-rally': return askCommanderRally(s, q.unit, owed)
      default: return askCup(s, q, owed)
    }
  },
}
