import { forbidden, leftToPlayers, type Verdict } from '../../core/sequence'

/** Every rule the waterloo sequence quotes: [section, the text's words]. */
export const RULES = {
  over: ['seed 002, C', 'If you have completed Game Turn #12, the marker is not moved, and the game is over.'],
  notBegun: ['seed 002, L-2', 'The game will begin with that Game Turn: set the battle up and roll A Rainy Start first.'],
  drawFirst: ['seed 002, D', 'Randomly draw one Activation Marker from the container. Play proceeds depending on the type of marker drawn.'],
  enactDrawn: ['seed 002, D', 'After being enacted, the marker is placed into the Used Activation Markers Box: activate (or hold) the marker drawn first.'],
  nothingDrawn: ['seed 002, D', 'No marker has been drawn.'],
  holdCorps: ['seed 002, D-1b', 'The player may opt to hold any drawn French Corps Activation Marker throughout the turn instead of playing it.'],
  finish: ['seed 002, E', 'After completing the relevant activation, return to the Draw Activation Marker Phase.'],
  resolved: ['seed 002, F', 'The activated unit has its action fully resolved before the next unit can activate with its own Unit Action.'],
  listed: ['seed 002, D-1', 'The player will activate any or all the units from the listed Corps (only). No other units can be activated.'],
  alliedListed: ['seed 002, D-2', 'The resulting entry instructs the player how to activate the units from the activated Corps (only).'],
  oneAction: ['seed 002, F', 'Each unit of the Corps named on the marker may activate … with one Unit Action.'],
  detachment: ['seed 002, G-1', 'Detachment units never move, Bombard, or attack in Close Combat.'],
  detachmentOwn: ['seed 002, D-2', 'Detachment units never activate using this procedure - they use a separate, unique procedure which is detailed on the player aid.'],
  eliminated: ['seed 002, F-3', 'Eliminated units cannot Rally.'],
  gone: ['seed 002, A-2a', 'The unit is eliminated: it is no longer in the game.'],
  noArtilleryCharge: ['seed 002, F-4', 'Artillery units may not use this Unit Action.'],
  noAf: ['seed 002, F-2c', 'A unit with a printed "0" AF rating can never conduct Bombardment Combat.'],
  contactFirst: ['seed 002, F-4d', 'An attacking unit must first pass an Elan Test.'],
  contactOnce: ['seed 002, F-4d', 'The Close To Contact Test of this attack is logged already: an attacking unit takes it once.'],
  contactFailed: ['seed 002, F-4d', 'If the test is failed, an Infantry unit may not Close Combat or Move, but may issue Bombardment Combat at the intended target of the charge as Desultory Fire.'],
  cavalryFailed: ['seed 002, F-4l', 'If the Cavalry fails the test, it remains in the hex adjacent to the target and its activation ends there. It may not conduct Desultory Fire like Infantry.'],
  squareFirst: ['seed 002, F-4l', 'If the Cavalry unit passes its Close to Contact Test and the defending enemy unit is Infantry, the Infantry unit takes an Elan Test.'],
  squareOnly: ['seed 002, F-4l', 'Form Square Test: this does not apply to defending Artillery and Cavalry, nor before the Cavalry passes its Close to Contact Test.'],
  squareOnce: ['seed 002, F-4l', 'The Form Square Test of this charge is logged already.'],
  withdrawOnly: ['seed 002, F-4c', 'If a French Cavalry unit has a Close Combat attack declared against it by an enemy Infantry unit (only), but before the Infantry unit takes its Close To Contact Test, the Cavalry may opt to "lose" the combat.'],
  standFirst: ['seed 002, F-4c', 'Anglo-Allied and Prussian Cavalry units attacked by a French Infantry unit will take an Elan Test. If failed, they will Retreat two hexes. If passed, they remain in place and resolve the Close Combat.'],
  standFailed: ['seed 002, F-4c', 'The attacked Cavalry failed its Elan Test: "If failed, they will Retreat two hexes." There is no Close Combat.'],
  standOnly: ['seed 002, F-4c', 'Only Anglo-Allied and Prussian Cavalry units attacked by a French Infantry unit take this Elan Test, before the attacker\'s Close To Contact Test.'],
  standOnce: ['seed 002, F-4c', 'The Elan Test of this attacked Cavalry unit is logged already.'],
  combatOnce: ['seed 002, F-4', 'Only one unit may conduct a Close Combat attack at a time: this attack is resolved already.'],
  commanderFirst: ['seed 002, D-3b', 'If the Wellington Commander Activation Marker is drawn, first Rally one Anglo-Allied unit.'],
  commanderOnce: ['seed 002, D-3b', 'First Rally one Anglo-Allied unit (one unit).'],
  commanderArmy: ['seed 002, D-3b, D-3c', 'Wellington rallies one Anglo-Allied unit; Blucher one Prussian unit.'],
  commanderNot: ['seed 002, D-3', 'Only the Wellington and Blucher Commander Activation markers rally one unit.'],
  commanderTable: ['seed 002, D-3b', 'Consult the Old Nosey Table and roll two dice … and follow its instructions. Not all situations can be accounted for: use your best judgement.'],
  napoleonHeld: ['seed 002, D-3a', 'Consult the Le Petite Caporal Table and you may choose one of the five special actions to conduct at the eligible time.'],
  arrivalFirst: ['seed 002, I-1', 'When the Corps arrives per the above, Prussian units are immediately entered as follows: its Cavalry unit, then Infantry units until the Entry Hex is fully stacked.'],
  enterPrussian: ['seed 002, I', 'Only the units of an arriving Prussian Corps are entered onto the map at its Entry Hex.'],
  enterWhen: ['seed 002, I-1, I-4', 'Prussian units enter when their Corps arrives, or when the Corps activates for movement; no more units are entered until the Corps activates normally.'],
  enteredAlready: ['seed 002, I-1', 'This unit has entered the map already.'],
  cavalryFirst: ['seed 002, I-1a', 'The arriving Corps\' Cavalry unit is first placed onto the assigned Entry Hex.'],
  artilleryLast: ['seed 002, I-4', 'The units entered will first be any remaining Infantry units (player\'s choice as to the order of entry), followed by the Corps\' Artillery unit entering last.'],
  notArriving: ['seed 002, I', 'This Prussian Corps is not arriving now.'],
  endCup: ['seed 002, H', 'If there are any Activation Markers remaining … return to the Draw Activation Marker Phase.'],
} as const satisfies Record<string, readonly [string, string]>

export type RuleId = keyof typeof RULES

export const no = (id: RuleId): Verdict => forbidden(RULES[id][0], RULES[id][1])
export const ask = (id: RuleId): Verdict => leftToPlayers(RULES[id][0], RULES[id][1])
