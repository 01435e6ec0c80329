import { forbidden, leftToPlayers, type Verdict } from '../../core/sequence'

/**
 * The rules of seed 000's cards, rounds and orders that every ruleset on it quotes alike (the boardgame and the
 * miniatures of seed 003, which keeps them): [section, the text's words].
 */
export const ROUND_RULES = {
  onlyWhenOrdered: ['seed 000, 3.0 Command Cards', 'Units can move and fight ONLY when given an order.'],
  bothPlay: ['seed 000, 5.1 Battle Rounds', 'Both players play a card at the same time.'],
  oneCard: ['seed 000, 5.1 Battle Rounds', 'Both players play a card at the same time: one card each per round.'],
  alternate: ['seed 000, 5.1 Battle Rounds', 'Players alternate giving orders to 1 unit at a time.'],
  allOrders: ['seed 000, 5.1 Battle Rounds', 'Repeat steps 2 and 3 until both players have given all their orders.'],
  oneOrder: ['seed 000, 6.0 Ordering Units', 'You can only give any unit one order during a single round.'],
  fireOnce: ['seed 000, 7.1', 'Each unit can fire only once each round.'],
  sector: ['seed 000, 3.1 Order Cards', 'The command cards can be used for any unit or general in the sector indicated.'],
  count: ['seed 000, 3.1 Order Cards', 'These cards show the sector of the battlefield and how many units you may order.'],
  artilleryMoveOrFire: ['seed 000, 6.1 Movement', 'Artillery may move 1 hex OR fire.'],
  moveThenFire: ['seed 000, 7.0 Combat', 'After your unit completes its movement, if it is within range of the enemy … it can fire: the move comes first.'],
  squareNoMove: ['seed 000, 6.1 Movement', 'A unit in square may not move (but may still fire).'],
  squareInfantry: ['seed 000, 6.1 Movement', 'Before starting movement, infantry may change from combat formation to square, or visa versa.'],
  squareTerrain: ['seed 000, 6.1 Movement', 'You may only change to square on clear or hill terrain (not allowed in forest, swamp, fields, orchards, buildings, etc.).'],
  garrison: ['seed 000, 6.1 Movement: Garrisons', 'Garrisons may not move.'],
  road: ['seed 000, 6.1 Movement: Roads', 'A unit that moves entirely on road hexes may move 1 hex more than its normal allowance.'],
  generalAttack: ['seed 000, 7.32.5', 'A general by himself can not attack.'],
  rallyGeneral: ['seed 000, 6.31.4', 'A general may use an order to try to recover losses from the unit it is attached to.'],
  deal: ['seed 000, 4.1 Length of the Battle', 'When both hands are exhausted, deal each player 6 more cards.'],
  sixHours: ['seed 000, 4.1 Length of the Battle', 'A battle can last up to 6 hours, at which point all the cards will have been played.'],
  won: ['seed 000, 4.2 How to Win', 'You win immediately when you eliminate half the enemy units (rounded-up).'],
  noCard: ['seed 000, 4.1 Length of the Battle', 'Each player starts with a deck of 36 cards … deal each player a hand of 6 cards.'],
} as const satisfies Record<string, readonly [string, string]>

/** Every rule the boardgame sequence quotes: [section of seed 000, the text's words]. */
export const RULES = {
  ...ROUND_RULES,
  reactedCharge: ['seed 000, 9.41 Special Actions', 'If successful, the friendly unit reacts BEFORE the enemy cavalry attacks: whether a charger driven back by it still attacks is not said.'],
  resolved: ['seed 000, 5.1 Battle Rounds', 'Combats are resolved immediately, including taking losses and retreating.'],
  retreated: ['seed 000, 10.0 Retreat', 'E) Retreated units can NOT move during the round in which they’ve retreated, but they may fire.'],
  special: ['seed 000, 9.41 Special Actions', 'Units that perform a special action may not move or fire for the remainder of the round, whether successful or not.'],
  reactOnce: ['seed 000, 9.41 Special Actions', 'When enemy cavalry charges a friendly unit, the latter may try to react: once, and not after it has reacted this round.'],
  reactArm: ['seed 000, 9.41 Special Actions', 'A) Artillery opportunity fire B) Cavalry counter charge C) Infantry form square.'],
  removed: ['seed 000, 9.31', 'If a unit takes a hit when it has no chips left, it is eliminated.'],
  infantryTwoNoFire: ['seed 000, 6.1 Movement', 'Infantry can move one hex and fire, or move two hexes but not fire.'],
  hexes: ['seed 000, 6.1 Movement', 'Infantry two hexes, cavalry up to 3, artillery 1, horse artillery up to 2, generals up to 3, a skirmisher 1.'],
  skirmisher: ['seed 000, 6.1 Movement: Skirmishers', 'French infantry, English infantry, and élite infantry in other armies can deploy 1 skirmisher unit. This is done instead of moving or firing. (A lone infantry unit cannot deploy skirmishers.)'],
  rallyCard: ['seed 000, Reference Sheet: Rally', 'Choose 1 unit. Roll 3 combat dice … This card allows you to recover losses on units that are not attached to a general.'],
  counterNone: ['seed 000, Reference Sheet: Counter-attack', 'Mirror the card played by the other player during the preceding round … except for Rally and Short of Supply.'],
} as const satisfies Record<string, readonly [string, string]>
export type RuleId = keyof typeof RULES

export const no = (id: RuleId): Verdict => forbidden(RULES[id][0], RULES[id][1])
export const check = (id: RuleId): Verdict => leftToPlayers(RULES[id][0], RULES[id][1])
