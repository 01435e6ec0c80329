import { forbidden, leftToPlayers, type Verdict } from '../../core/sequence'

/** Every rule the miniatures sequence quotes: [section, the text's words]. */
export const RULES = {
  onlyWhenOrdered: ['seed 000, 3.0 Command Cards', 'Units can move and fight ONLY when given an order.'],
  bothPlay: ['seed 000, 5.1 Battle Rounds', 'Both players play a card at the same time.'],
  oneCard: ['seed 000, 5.1 Battle Rounds', 'Both players play a card at the same time: one card each per round.'],
  alternate: ['seed 000, 5.1 Battle Rounds', 'Players alternate giving orders to 1 unit at a time.'],
  allOrders: ['seed 000, 5.1 Battle Rounds', 'Repeat steps 2 and 3 until both players have given all their orders.'],
  resolved: ['seed 003, Battle Round (5.1)', 'Combats are resolved immediately, including taking losses and retreating.'],
  oneOrder: ['seed 000, 6.0 Ordering Units', 'You can only give any unit one order during a single round.'],
  fireOnce: ['seed 000, 7.1', 'Each unit can fire only once each round.'],
  retreated: ['seed 003, 10.0 Retreats', 'A unit forced to retreat cannot be activated for the rest of the round.'],
  special: ['seed 003, 9.3 Special Actions', 'Units which have successfully attempted special action cannot be activated for the remainder of the round.'],
  removed: ['seed 003, 6.0 Movement', 'A unit is removed at its disorder points: it no longer takes orders.'],
  sector: ['seed 000, 3.1 Order Cards', 'The command cards can be used for any unit or general in the sector indicated.'],
  count: ['seed 000, 3.1 Order Cards', 'These cards show the sector of the battlefield and how many units you may order.'],
  noFireAfter: ['seed 003, Reference Sheet: Army Units (1.1)', 'Move 2: NO fire.'],
  artilleryMoveOrFire: ['seed 000, 6.1 Movement', 'Artillery may move 1 hex OR fire.'],
  moveThenFire: ['seed 000, 7.0 Combat', 'After your unit completes its movement … it can fire: the move comes first.'],
  squareNoMove: ['seed 000, 6.1 Movement', 'A unit in square may not move (but may still fire).'],
  squareInfantry: ['seed 000, 6.1 Movement', 'Before starting movement, infantry may change from combat formation to square, or visa versa.'],
  squareTerrain: ['seed 000, 6.1 Movement', 'You may only change to square on clear or hill terrain (not allowed in forest, swamp, fields, orchards, buildings, etc.).'],
  garrison: ['seed 000, 6.1 Movement: Garrisons', 'Garrisons may not move.'],
  road: ['seed 000, 6.1 Movement: Roads', 'A unit that moves entirely on road hexes may move 1 hex more than its normal allowance.'],
  segments: ['seed 003, Reference Sheet: Army Units (1.1)', 'Mov. SEGM.: the most segments the unit type moves.'],
  generalAttack: ['seed 000, 7.32.5', 'A general by himself can not attack.'],
  cavalryAdjacent: ['seed 003, 7.3 Combat Range', 'An activated Cavalry unit can attack enemy units ONLY if facing and adjacent to them.'],
  rallyGeneral: ['seed 000, 6.31.4', 'A general may use an order to try to recover losses from the unit it is attached to.'],
  reaction: ['seed 003, 9.3 Special Actions', 'Artillery opportunity fire, Cavalry Countercharge, Form Square: each by its own arm.'],
  deal: ['seed 000, 4.1 Length of the Battle', 'When both hands are exhausted, deal each player 6 more cards.'],
  sixHours: ['seed 000, 4.1 Length of the Battle', 'A battle can last up to 6 hours, at which point all the cards will have been played.'],
  won: ['seed 000, 4.2 How to Win', 'You win immediately when you eliminate half the enemy units (rounded-up).'],
  noCard: ['seed 000, 4.1 Length of the Battle', 'Each player starts with a deck of 36 cards … deal each player a hand of 6 cards.'],
} as const satisfies Record<string, readonly [string, string]>
export type RuleId = keyof typeof RULES

export const no = (id: RuleId): Verdict => forbidden(RULES[id][0], RULES[id][1])
export const check = (id: RuleId): Verdict => leftToPlayers(RULES[id][0], RULES[id][1])
