import { forbidden, leftToPlayers, type Verdict } from '../../core/sequence'

/** The texts the sequence quotes (seed 004), one constant each. */
const S = (section: string) => `seed 004, ${section}`

export const R = {
  firstCard: [S('Determining Initiative'), 'The player with the initiative turns over the top card from his deck and then performs any actions for unit(s) that are allowed to move for that type of card'],
  turnOver: [S('End of Turn'), 'A turn ends when one of the players has used all of the cards in his deck, or both players roll the same number on a D20 during an initiative test'],
  ended: [S('Rules Mechanics'), 'The battle has ended'],
  nonInitiative: [S('Non-Initiative Units'), 'Units of the side that does not currently have the initiative may return fire if fired upon, may counter charge if charged and may conduct opportunity fire (unlimbered artillery only) or opportunity charge (cavalry only)'],
  reactionsOnly: [S('Non-Initiative Units'), 'Return fire, counter-charges, opportunity fire and opportunity charges are for the side that does not currently have the initiative'],
  indecision: [S('The Cards: Command Indecision'), 'No units of the side that is relinquishing the initiative may move, fire or charge'],
  officers: [S('The Cards: Officer Casualties'), 'All leaders who are within 50 yards of a unit that has suffered casualties in this turn must check to see whether they have been injured or killed'],
  infantryCard: [S('The Cards: Infantry Move'), 'On an Infantry Move card any, all or none of the infantry units of the side with the initiative may be moved and/or fire, or may charge'],
  cavalryCard: [S('The Cards: Cavalry Move'), 'When a Cavalry Move card is turned over any, all or none of the cavalry units of the side with the initiative may be moved and/or fire, or may charge'],
  artilleryCard: [S('The Cards: Artillery Move'), 'On an Artillery Move card any, all or none of the artillery units of the side with the initiative may be moved and/or may fire'],
  mixedArms: [S('The Cards: Infantry Move'), 'Cavalry and artillery that are part of an infantry division may be moved with the infantry provided the cavalry or artillery have not yet moved on a cavalry move or artillery move card. However, units from mixed arms may not fire or charge together'],
  cavalryOfInfantry: [S('The Cards: Cavalry Move'), 'Once cavalry that are part of an infantry division move on a cavalry move card they may not be moved on an infantry move card'],
  horseArtillery: [S('The Cards: Cavalry Move'), 'Horse artillery that are part of a cavalry brigade or division may move with any cavalry that move on this card provided the artillery has not already moved on an artillery move card. However, units from mixed arms may not fire or charge together'],
  infantryLeaders: [S('The Cards: Infantry Move'), 'The C-in-C, corps commanders and leaders in command of infantry brigades or divisions may move on this card'],
  cavalryLeaders: [S('The Cards: Cavalry Move'), 'Leaders in command of cavalry brigades or divisions may move on this card'],
  leadersMove: [S('The Cards'), 'Leaders move on the Infantry Move and Cavalry Move cards; they do not fire or charge'],
  moveFireCharge: [S('The Cards: Infantry Move'), 'Infantry unit(s) may move and then fire, fire only or charge'],
  artilleryOptions: [S('The Cards: Artillery Move'), 'Artillery units may move, move and unlimber, limber and move, unlimber and fire or just fire'],
  initiativeDone: [S('The Cards: Artillery Move'), 'Once the player commanding the side with the initiative has finished moving and/or firing all of his artillery the player commanding the side without the initiative may fire some, none or all of his artillery units'],
  whoFires: [S('Firing'), 'Infantry, unlimbered artillery and cavalry armed with carbines may fire'],
  exhausted: [S('Definitions: Exhausted'), 'Exhausted troops cannot move except if forced to do so due to a mêlée result or morale test'],
  neverCharge: [S('Restrictions on Charges'), 'Skirmishers and artillery may never charge'],
  formedCharge: [S('Charges & Mêlées'), 'Formed infantry and cavalry units moving in their appropriate movement phases (Infantry Move and Cavalry Move respectively) may declare a charge on enemy units'],
  infantryVsCavalry: [S('Restrictions on Charges'), 'Infantry may never charge cavalry'],
  buildings: [S('Restrictions on Charges'), 'Units cannot charge against troops in buildings or behind walls'],
  existingMelee: [S('Restrictions on Charges'), 'Units may not charge into an existing mêlée'],
  vsOpportunityCharge: [S('Restrictions on Charges'), 'Cavalry units of the side with the initiative may never attempt to charge enemy cavalry that are conducting an opportunity charge'],
  returnFire: [S('Non-Initiative Units'), 'Infantry and eligible cavalry units of the side without the initiative may return fire if fired upon. They may return fire each time they are fired upon by unit(s) of the side with the initiative'],
  testBeforeReturn: [S('Non-Initiative Units'), 'If they are required to take a morale test, they must test before returning fire'],
  opportunityFire: [S('Opportunity Fire'), 'Unlimbered artillery units of the side without the initiative may conduct opportunity fire against any enemy units within 300 yards of the artillery. Infantry and cavalry may NOT conduct opportunity fire'],
  afterOpportunity: [S('Non-Initiative Units'), 'Fire in this manner is not allowed if the unit has already conducted opportunity fire during the phase'],
  opportunityCharge: [S('Opportunity Charge'), 'Formed cavalry units of the side without the initiative (not in skirmish formation) may attempt to opportunity charge any enemy units that are within sight and are moving'],
  counterCharge: [S('Non-Initiative Units'), 'Units of the side that does not currently have the initiative may counter charge if charged'],
  counterChargeCavalry: [S('Restrictions on Charges'), 'Cavalry units of the side without the initiative (not in skirmish formation) must always attempt to counter charge enemy cavalry'],
  reform: [S('Returning to Formed Order'), 'Troops that become unformed or disordered due to involvement in mêlée or an adverse morale result must reform by rallying (see The Tables) and/or passing a control test'],
  stillFalling: [S('Returning to Formed Order'), 'A control test may be taken in the next friendly movement phase for that troop type (Infantry, Cavalry or Artillery Move) provided the unit is not still retiring, retreating or routing'],
  nothingToReform: [S('Returning to Formed Order'), 'Only troops that are unformed or disordered return to formed order'],
  chargeTests: [S('Charges & Mêlées'), 'If there is defensive fire, the attackers must test morale. If they pass, the defenders must also test morale. The mêlée is then resolved'],
  officersOfInitiative: [S('The Cards: Officer Casualties'), 'This only applies to leaders on the side with the initiative'],
  officersPhase: [S('Leader Casualties'), 'During the Officer Casualties phase, when the Officer Casualties card is turned over, every leader of the side with the initiative who is within 50 yards of a unit that suffered losses this turn, must test'],
  fellShort: [S('Charges & Mêlées'), 'If the charging troops fail to make contact they must immediately take a control test'],
  turnCard: [S('Determining Initiative'), 'The player with the initiative turns over the top card from his deck'],
  challenge: [S('Determining Initiative'), 'Before he turns over the next card, the opposing player may elect to challenge for the initiative'],
  pass: [S('Determining Initiative'), 'The player with the initiative may pass the initiative to his opponent at any stage'],
  initiativeTest: [S('Determining Initiative'), 'The player with the first initiative is determined by a test; after that the opposing player may challenge for it'],
  phaseEnds: [S('Determining Initiative'), 'A phase ends once the player with the initiative has completed all the actions that he wishes his unit(s) to undertake for that phase'],
  owedAtEnd: [S('End of Turn'), 'Every test and move a result has called for is taken before the turn ends (do it, or the umpire dismisses it)'],
  notOverYet: [S('End of Turn'), 'A turn ends when either one of the players has used all of the cards in his deck, or both players roll the same number on a D20 during an initiative test'],
} as const satisfies Record<string, readonly [string, string]>

export type RuleKey = keyof typeof R

export const no = (k: RuleKey, more = ''): Verdict => forbidden(R[k][0], R[k][1] + more)
export const warn = (k: RuleKey, more = ''): Verdict => leftToPlayers(R[k][0], R[k][1] + more)
