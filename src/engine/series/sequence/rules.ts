import { forbidden, leftToPlayers, type Verdict } from '../../core/sequence'

const S = (n: string) => `seed 001, ${n}`

/** Every rule the series sequence quotes: [section, the text's words]. */
export const RULES = {
  phaseOver: [S('2.0 Game Sequence'), 'Each phase must be over before the following phase may begin.'],
  otherPlayer: [S('2.0 Game Sequence'), 'The other player can participate only during the defensive fire phase or sometimes to form square, to countercharge or to perform opportunity fire.'],
  chargePhase: [S('9.1 General Case'), 'To attack, cavalry must charge. This move is performed during the charge phase.'],
  chargeCavalry: [S('9.0 Cavalry Charges'), 'Cavalry has a considerable melee strength when charging: only cavalry charges.'],
  chargeDisorganized: [S('9.2 Charge Movement'), 'The charging cavalries may not be disorganized.'],
  chargeOnce: [S('9.2 Charge Movement'), 'A declared charge must be performed: a unit charges once in its charge phase.'],
  chargeSuccessive: [S('16.4 Cavalry'), 'No cavalry unit can charge during two successive turns.'],
  movePhase: [S('6.0 Movement and Terrain Effects'), 'During his movement phase, a player can move all, some or none of his units.'],
  movedAfterCharge: [S('6.1 General Case'), 'If a cavalry executed or attempted to execute a charge during the charge phase prior to the regular movement phase, it cannot execute a voluntary movement during the movement phase.'],
  moveFinish: [S('6.1 General Case'), 'A unit must finish its movement before the next unit can move.'],
  moveDisorganized: [S('4.5 Disorganized Infantry'), 'The movement can only be executed towards the lines of communication.'],
  formationPhase: [S('6.3 Formation Change'), 'A voluntary change of formation is executed while staying in the hex, and costs MPs: in the movement phase.'],
  formationArm: [S('4.0 Formations'), 'Each unit type can enter a number of formations: this one is not among its own.'],
  cavalryLine: [S('4.7 Cavalry in Line'), 'The line formation is never allowed when using normal movement.'],
  disorganizedStays: [S('4.5 Disorganized Infantry'), 'A disorganized unit leaves that state only by a successful rally (11.3).'],
  fireArm: [S('7.0 Fire'), 'Infantry and artillery units (not cavalry) can open fire against enemy units within range.'],
  fireLimbered: [S('4.11 Limbered Artillery'), 'Fire is not allowed while limbered.'],
  fireDisorganizedArtillery: [S('4.13 Disorganized Artillery'), 'Cannot attack with melee or fire.'],
  defensivePhase: [S('7.4 Offensive/Defensive Fire'), 'Once during the defensive fire phase (during the enemy player\'s turn).'],
  offensivePhase: [S('7.4 Offensive/Defensive Fire'), 'Once during the offensive fire phase (during the player\'s own turn).'],
  fireOnce: [S('7.4 Offensive/Defensive Fire'), 'Each unit can fire twice: once during the defensive fire phase, once during the offensive fire phase.'],
  opportunityWho: [S('7.5 Opportunity Fire'), 'A unit can execute opportunity fire each time an enemy unit leaves an hex into which it can fire: the phasing player\'s units move.'],
  opportunityMelee: [S('7.5 Opportunity Fire'), 'No unit involved in a melee that turn can make an opportunity fire.'],
  meleePhase: [S('8.0 Melee'), 'During his melee phase, a player can attack one or more enemy units with adjacent friendly units.'],
  meleeOnce: [S('8.1 General Case'), 'Each enemy unit can be attacked once per melee phase.'],
  meleeGoNoFurther: [S('8.10 Advance After Combat'), 'The attacking units can go no further during this phase (except in the case of a victorious cavalry charge, see 9.4).'],
  meleeDisorganized: [S('8.7 Melee Prohibitions'), 'Some units cannot attack in melee: disorganized units.'],
  meleeArtillery: [S('8.7 Melee Prohibitions'), 'Some units cannot attack in melee: artilleries.'],
  meleeSquare: [S('4.4 Infantry in Square Formation'), 'A square cannot initiate melee.'],
  meleeCavalry: [S('9.1 General Case'), 'To attack, cavalry must charge (8.7: cavalry in column or general order cannot attack).'],
  meleeSides: [S('8.0 Melee'), 'A player attacks enemy units with friendly units.'],
  counterWho: [S('9.7 Countercharge'), 'This is a charge "without movement", available only to the enemy cavalry, during the charge, movement and melee phases.'],
  counterDisorganized: [S('4.10 Disorganized Cavalry'), 'Cannot charge.'],
  squareWho: [S('9.6 Square'), 'An infantry can attempt to form square at any moment during the charge (except if disorganized).'],
  rallyPhase: [S('11.0 Rally'), 'During the rally phase, the player can attempt to rally his previously disorganized units.'],
  rallyOnly: [S('11.2 Rally Check'), 'Each eligible disorganized unit can check morale.'],
  rallyEligible: [S('11.1 Eligible Units'), 'A unit can be rallied only if the number on its marker is 2 lower than the current turn number.'],
  rallyOnce: [S('11.2 Rally Check'), 'Each turn, the owning player chooses which units will check, on a unit-per-unit basis: once a turn.'],
  ordersPhase: [S('17.5 Aides and Order Transmission'), 'Order generation, transmission and obedience checks are performed during the movement phase.'],
  ordersCount: [S('17.3 Army Commanders Order Capabilities'), 'The army commander sends as many new orders per turn as his army\'s capability; these values can vary with the battle (see special rules).'],
  initiativeAfter: [S('17.7 Initiative'), 'After all orders are delivered and the obedience checks performed, a corps commander can decide to act according to his own initiative.'],
  initiativeAgain: [S('17.7 Initiative'), 'When a leader decides to modify his tactic, he rolls a die: a second try this turn is the players\' call.'],
  leaderMove: [S('14.2 Values'), 'During a movement phase, a leader can move by himself or join a pile.'],
  leaderWithUnit: [S('14.3 Combat Value Effects; 14.5 Elimination'), 'Outside his movement phase a leader moves only with his unit after melee, or when shifted after a casualty check: the players say which.'],
  leaderFirst: [S('14.5 Elimination'), 'These tests are executed before the tests that apply to the units, such as morale checks.'],
  immediate: [S('7.3 Fire; 8.8 Melee Combat'), 'The combat result is applied immediately: what it owes is done before the game goes on.'],
  out: [S('8.9 Disorganization and Retreat'), 'The unit is eliminated: it takes no further part.'],
  side: [S('2.0 Game Sequence'), 'During his turn, the player is called attacker: only his units act in this phase.'],
} as const satisfies Record<string, readonly [string, string]>

export type RuleId = keyof typeof RULES
export const no = (id: RuleId): Verdict => forbidden(RULES[id][0], RULES[id][1])
export const players = (id: RuleId): Verdict => leftToPlayers(RULES[id][0], RULES[id][1])
